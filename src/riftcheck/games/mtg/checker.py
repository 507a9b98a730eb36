"""Checking Magic decklists: read, resolve, run every rule, and give each deck its verdict in
the shape every reporter takes (riftcheck.engine.verdicts.result.DeckResult)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from riftcheck.engine.options import CheckOptions
from riftcheck.engine.verdicts.render_cache import RenderCache
from riftcheck.engine.verdicts.result import LEGAL, DeckResult, unreadable, verdict_status

COUNTED = ("main", "sideboard", "commander")


class MagicChecker:
    """Checks Magic decks against one format as it stood on one date."""

    def __init__(self, options: CheckOptions):
        from riftcheck.games.mtg import formats, pool
        from riftcheck.games.mtg.cards import load_index, load_printings
        from riftcheck.games.mtg.deck import MagicContext
        from riftcheck.engine.today import today

        if options.pool or options.pool_dir:
            raise ValueError("--pool and --pool-dir are for Riftbound's sealed and draft; "
                             "a Magic limited deck is checked without its pool.")
        self.options = options
        data = formats.load()
        magic_format = formats.get(options.format, data)
        as_of = options.as_of or today()
        banlist = data.banlists.get(magic_format.banlist) if magic_format.banlist else None
        self.context = MagicContext(
            format=magic_format, as_of=as_of, cards=load_index(), printings=load_printings(),
            bans=banlist.on(as_of) if banlist else {}, banlist=banlist,
            printings_fresh_days=data.printings_fresh_days, pool=pool.load(), standard=data.standard,
            partial_sets=data.partial_sets,
        )
        self.rendered = RenderCache(options.lang)  # findings written out (riftcheck.engine.verdicts.render_cache)

    def check_inputs(self, paths: list[str]) -> list[DeckResult]:
        """Every input's verdict, in order; an input riftcheck fails on gets a verdict saying so,
        and the others are checked all the same."""
        from riftcheck.engine.inputs.input_files import read_input
        from riftcheck.engine.inputs.inputs import internal_error, or_why_not

        results = []
        for path in paths:
            content = or_why_not(path, self.options.lang, read_input, path)
            if isinstance(content, str):
                results.append(unreadable(path, content))
                continue
            try:
                results += self.check_data(*content)
            except Exception as error:  # riftcheck's own failure: this input's verdict, not the run's end
                results.append(unreadable(path, internal_error(path, error, self.options.lang)))
        return results

    def check_data(self, source: str, data: bytes, pools: object = None) -> list[DeckResult]:
        """The verdict of the deck in `data`, an input named `source`; of each registration in
        an organiser's export."""
        from riftcheck.games.mtg.cardeio import read_all
        from riftcheck.games.mtg.decklist import MagicListError
        from riftcheck.engine.inputs.refusals import DecklistError

        if pools is not None:
            raise ValueError("a pool is for Riftbound's sealed and draft, not a Magic format.")
        try:
            decklists = read_all(data, source)
        except (MagicListError, DecklistError) as error:
            return [unreadable(source, error.in_language(self.options.lang))]
        return [self.verdict(decklist) for decklist in decklists]

    def team_results(self, teams: list[str]) -> Iterator[DeckResult]:
        raise ValueError("--team is for Riftbound's 2v2, not for Magic: The Gathering.")

    def players_once(self, results: Iterable[DeckResult]) -> Iterator[DeckResult]:
        """The verdicts as they are: Magic has no rule on a player registered twice."""
        return iter(results)

    def verdict(self, decklist) -> DeckResult:
        from riftcheck.games.mtg import rules
        from riftcheck.games.mtg.deck import resolve

        deck = resolve(decklist, self.context.cards, self.context.format.kind)
        findings = self.render(rules.run(deck, self.context))
        counts = {zone: deck.count(zone) for zone in COUNTED}
        commanders = [line.name for line in deck.commanders()]
        legal = verdict_status(findings) == LEGAL
        identity = sorted({c for line in deck.commanders() if line.card for c in line.card.identity}, key="WUBRG".index)
        return DeckResult(deck.source, decklist.name, decklist.player, " + ".join(commanders) or None, None, legal,
                          counts, findings, {"colour_identity": identity}, player_id=decklist.player_id)

    def render(self, findings) -> list:
        """The findings written out in the run's language; one met before is not written again."""
        return self.rendered.render(findings)

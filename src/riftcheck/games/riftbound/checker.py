"""One checker: decklists read, resolved and judged against one format as it stood on one date.

A Checker takes inputs (files, or bytes in memory) through each stage: reading, parsing,
resolving, the rules, the verdict. riftcheck.engine.run.pipeline runs it over a command's inputs and
hands the verdicts to the reporters; riftcheck.engine.run.checker_pool runs one in each worker. What a
checker remembers between inputs it owns (Checker.memo, Checker.rendered; Checker.forget
empties both), so no state outlives it.
"""

from __future__ import annotations

from riftcheck.games.riftbound.teams import team_verdicts, teammates
from riftcheck.games.riftbound.verdicts import deck_result
from riftcheck.engine.run.input_memo import InputMemo
from riftcheck.engine.options import CheckOptions
from riftcheck.engine.verdicts.render_cache import RenderCache
from riftcheck.engine.verdicts.result import DeckResult, unreadable

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    import datetime
    from collections.abc import Iterable, Iterator
    from types import ModuleType

    from riftcheck.engine.verdicts.findings import Finding, RenderedFinding
    from riftcheck.games.riftbound.deck import Deck
    from riftcheck.games.riftbound.decklist.model import Decklist
    from riftcheck.games.riftbound.pools import Pools

NOT_LIMITED = "--pool and --pool-dir are for limited formats (sealed, draft), not {format}."
TEAMS_ONLY = "teammates are checked together only in a format a 2v2 team plays ({team_formats}), not {format}."


def _teams_play(formats: ModuleType, name: str, day: datetime.date) -> bool:
    """Whether 2v2 teams play the format `name` on `day`; False for a format whose rules riftcheck
    knows only from a later day (draft before its first rules)."""
    try:
        return formats.context(name, day).teams_allowed
    except formats.FormatError:
        return False


class _Input:
    """One input on its way through Checker.check_inputs."""

    __slots__ = ("path", "source", "data", "decklists", "verdicts", "same_as", "pools")

    def __init__(self, path: str, source: str, data: bytes = b"", decklists: list[Decklist] | None = None,
                 verdicts: list[DeckResult] | None = None, same_as: _Input | None = None,
                 pools: Pools | None = None) -> None:
        self.path = path
        self.source = source  # its name in reports
        self.data = data
        self.decklists = decklists if decklists is not None else []
        self.verdicts = verdicts  # once known
        self.same_as = same_as  # an input before it with the same bytes and one decklist
        self.pools = pools  # its own pool (riftcheck.api), instead of the options' pools


class Checker:
    """Checks resolved decks against one format as it stood on one date."""

    def __init__(self, options: CheckOptions):
        from riftcheck.games.riftbound import formats
        from riftcheck.games.riftbound.cards.db import load_db
        from riftcheck.games.riftbound.cards.resolve import Resolver

        self.options = options
        db = load_db()
        self.context = formats.context(options.format, options.as_of, options.region, db.card_data,
                                       options.unknown_new_cards)
        self.resolver = Resolver(db)
        self.memo = InputMemo()  # verdicts by input bytes (riftcheck.engine.run.input_memo)
        self.rendered = RenderCache(options.lang)  # findings written out (riftcheck.engine.verdicts.render_cache)
        self.pools = None
        if options.pool or options.pool_dir:
            from riftcheck.games.riftbound.pools import Pools

            if self.context.limited is None:
                raise ValueError(NOT_LIMITED.format(format=options.format))
            self.pools = Pools(options.pool, options.pool_dir, self.resolver, options.input_format)

    def check_inputs(self, paths: list[str]) -> list[DeckResult]:
        """The verdict of every deck of every input at `paths`, in order; for an input that
        cannot be read, one verdict saying why.

        The inputs go through each stage together: reading every file, parsing, resolving,
        then each rule over every deck before the next rule. Each stage's code stays warm that
        way (measured: rules about 8% and reading about 7% faster than one input after
        another). An input with the same bytes as a one-deck input checked before in this run
        gets that verdict again, under its own name: nothing in a verdict depends on the
        file's name.
        """
        from riftcheck.engine.inputs.input_files import read_input
        from riftcheck.engine.inputs.inputs import or_why_not

        lang = self.options.lang
        contents = [or_why_not(path, lang, read_input, path) for path in paths]
        first_of: dict[bytes, _Input] = {}
        inputs = [self._read(path, content, first_of) for path, content in zip(paths, contents)]
        pending = [item for item in inputs if item.verdicts is None and item.same_as is None]
        try:
            self._check_together(pending)
        except Exception:  # checked one by one instead, so that only the input at fault is lost
            for item in pending:
                item.verdicts = self._check_alone(item)
        for item in inputs:
            if item.same_as is not None:
                self._copy_verdict(item)
        return [verdict for item in inputs for verdict in item.verdicts]

    def check_data(self, source: str, data: bytes, pools: Pools | None = None) -> list[DeckResult]:
        """The verdict of every deck in `data`, an input named `source` already in memory
        (riftcheck.api), by the same steps check_inputs takes for a file; with `pools`
        (Pools.held), its decks are checked against that pool as `--pool FILE` would."""
        if pools is not None and self.context.limited is None:
            raise ValueError(NOT_LIMITED.format(format=self.options.format))
        item = self._read(source, (source, data), {}, pools)
        if item.verdicts is None:
            item.verdicts = self._check_alone(item)
        return item.verdicts

    def _read(self, path: str, content: tuple[str, bytes] | str, first_of: dict[bytes, _Input],
              pools: Pools | None = None) -> _Input:
        """The input's decklists from its name and bytes (`content`); or its verdict already:
        one saying why it cannot be read (`content` is then that sentence), or that of the same
        bytes checked before; or, for the same bytes as a one-deck input before it in
        `first_of`, that input."""
        from riftcheck.games.riftbound.decklist.detect import read_decklists
        from riftcheck.engine.inputs.inputs import or_why_not

        if isinstance(content, str):
            return _Input(path, path, verdicts=[unreadable(path, content)])
        source, data = content
        if self.options.pool_dir:  # each deck's verdict depends on its name, which picks its pool
            first_of = {}
        known = self.memo.verdict(data) if pools is None else None  # a verdict remembered is the options' pool's
        if known is not None:
            return _Input(path, source, verdicts=[known.renamed(source)])
        earlier = first_of.get(data)
        if earlier is not None and len(earlier.decklists) == 1:
            return _Input(path, source, data, earlier.decklists, same_as=earlier)
        decklists = or_why_not(path, self.options.lang, read_decklists, data, source, self.options.input_format)
        if isinstance(decklists, str):
            return _Input(path, source, verdicts=[unreadable(path, decklists)])
        item = _Input(path, source, data, decklists, pools=pools)
        first_of.setdefault(data, item)  # a second input of the same bytes is still its own input
        return item

    def _copy_verdict(self, item: _Input) -> None:
        """The verdict of the same bytes, under the input's own name; checked again when that
        verdict is riftcheck's own failure, which names the other file."""
        [verdict] = item.same_as.verdicts
        item.verdicts = [verdict.renamed(item.source)] if verdict.readable else self._check_alone(item)

    def _check_together(self, inputs: list[_Input]) -> None:
        from riftcheck.games.riftbound import rules

        decks = [[self.deck(decklist, item.path, item.pools) for decklist in item.decklists] for item in inputs]
        found = iter(rules.run_all([deck for group in decks for deck in group], self.context))
        for item, group in zip(inputs, decks):
            teams = teammates(group) if self.context.team_rules else [None] * len(group)
            item.verdicts = [self._result(deck, next(found), mates) for deck, mates in zip(group, teams)]
            self._remember(item)

    def _check_alone(self, item: _Input) -> list[DeckResult]:
        """`_check_together` for one input; when that fails too, the verdict saying so."""
        try:
            self._check_together([item])
        except Exception as error:
            from riftcheck.engine.inputs.inputs import internal_error

            return [unreadable(item.path, internal_error(item.path, error, self.options.lang))]
        return item.verdicts

    def _remember(self, item: _Input) -> None:
        if not self.options.pool_dir and item.pools is None:  # a verdict remembered is the options' pool's
            self.memo.remember(item.data, item.verdicts)

    def forget(self) -> None:
        """Empty what the checker remembers between inputs: the verdicts by input bytes and the
        findings written out. Only a long-lived checker whose data changed needs this."""
        self.memo.clear()
        self.rendered.clear()

    def deck(self, decklist: Decklist, path: str | None = None, pools: Pools | None = None) -> Deck:
        """The resolved deck, blank battlefields read as such (RC114 reports them outside
        limited play), and in limited play with the pool the options name for the input at
        `path` (or `pools`' when given) unless the list brings its own."""
        from riftcheck.games.riftbound.resolve_deck import resolve_deck

        limited = self.context.limited is not None
        size = self.context.main_deck
        deck = resolve_deck(decklist, self.resolver, blank_battlefields=True,
                            main_deck_cards=size.exactly or size.at_least)
        if deck.pool is not None:
            deck.pool_source = f"{deck.source} (Pool:)"
        elif limited and (pools or self.pools) is not None:
            deck.pool, deck.pool_source = (pools or self.pools).for_input(path or decklist.source)
        deck.facts()  # gathered while the deck's entries are fresh in the processor's caches
        return deck

    def verdict(self, deck: Deck, teammates: list[Deck] | None = None) -> DeckResult:
        """The deck's verdict; with the 2v2 team rules too when the other decks of its team are
        given (an empty list: it was checked without a teammate)."""
        from riftcheck.games.riftbound import rules

        return self._result(deck, rules.run(deck, self.context), teammates)

    def require_team_rules(self) -> None:
        """Raise ValueError unless a 2v2 team plays the format (2v2, or sealed: TR 603.6): the team
        rules (CR 491.8.h-i) apply to nothing else, so checking two lists as teammates elsewhere
        is refused."""
        if not self.context.teams_allowed:
            from riftcheck.games.riftbound import formats

            day = self.context.as_of
            team_formats = [name for name in formats.names() if _teams_play(formats, name, day)]
            raise ValueError(TEAMS_ONLY.format(team_formats=", ".join(team_formats), format=self.options.format))

    def team_verdicts(self, decks: list[Deck]) -> list[DeckResult]:
        """`--team A B`: the two teammates' verdicts, each deck checked alone and against the
        other; when there are not two (a list could not be read), each alone, and told so.
        Raises ValueError outside a format with team rules (require_team_rules)."""
        self.require_team_rules()
        return team_verdicts(self, decks)

    def team_results(self, teams: list[str]) -> Iterator[DeckResult]:
        """`--team A B`: the two teammates' decks read from their files and checked alone and
        together (riftcheck.games.riftbound.teams); ValueError at once, before any verdict,
        outside a format with team rules."""
        from riftcheck.games.riftbound.teams import team_results

        self.require_team_rules()
        return team_results(self, teams)

    def players_once(self, results: Iterable[DeckResult]) -> Iterator[DeckResult]:
        """The verdicts, with each registration of a player after their first marked as such."""
        first_at: dict[str, str] = {}
        for result in results:
            if result.player:
                from riftcheck.games.riftbound import rules
                from riftcheck.games.riftbound.rules.player_twice import player_key

                key = (player_key(result.player), result.player_id or "")
                first = first_at.get(key)
                if first is None:
                    first_at[key] = result.source
                else:
                    found = self.render(rules.run_repeat(result.player, first, self.context))
                    result = DeckResult(result.source, result.name, result.player, result.legend, result.champion,
                                        False, result.counts, [*result.findings, *found], result.summary,
                                        result.readable, result.error, result.team, result.player_id)
            yield result

    def _result(self, deck: Deck, findings: list[Finding], teammates: list[Deck] | None) -> DeckResult:
        if teammates is not None:
            from riftcheck.engine.verdicts.findings import sort_key
            from riftcheck.games.riftbound import rules

            extra = rules.run_members(deck, teammates, self.context)
            if extra:
                findings = sorted([*findings, *extra], key=sort_key)
        result = deck_result(deck, self.render(findings), self._identity(deck))
        if self.context.limited is not None:  # the rest of the pool is the sideboard too (TR 602.4.a.7)
            from riftcheck.games.riftbound.rules.pool_note import rest_of_pool

            result.counts["sideboard"] += sum(copies for _name, copies in rest_of_pool(deck))
        return result

    def _identity(self, deck: Deck) -> list[str] | None:
        """The Domain Identity found for a limited deck (TR 602.4.a.3); None elsewhere, where
        the legend's domains are the identity."""
        if self.context.limited is None:
            return None
        from riftcheck.games.riftbound.rules.identity_search import search

        return list(search(deck, self.context.limited).identity)

    def render(self, findings: Iterable[Finding]) -> list[RenderedFinding]:
        """The findings written out in the run's language; one met before is not written again."""
        return self.rendered.render(findings)

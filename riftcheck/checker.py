"""The checking pipeline: inputs → decklists → decks → findings → verdicts → reporters.

Every deck read gets exactly one verdict, and every input that cannot be read is reported
as such and counted; nothing is skipped silently and one bad file never stops the run.
Verdicts reach the reporters one by one, in input order, whether one process checks the
inputs or several (riftcheck.checker_pool), and checking keeps none of them: what a run holds
is what its reporter keeps (see riftcheck.report).
"""

from __future__ import annotations

import datetime
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from riftcheck.cards.db import load_db
from riftcheck.cards.model import Card
from riftcheck.cards.resolve import Resolver
from riftcheck.deck import Deck
from riftcheck.decklist.model import Decklist
from riftcheck.findings import Finding, RenderedFinding, sort_key
from riftcheck.inputs import expand_paths, internal_error, or_why_not, read_inputs
from riftcheck.report.result import LEGAL, DeckResult, RunInfo, Totals, unreadable, verdict_status

if TYPE_CHECKING:
    from riftcheck.games import GameChecker
    from riftcheck.pools import Pools

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_USAGE = 0, 1, 2
NOT_LIMITED = "--pool and --pool-dir are for limited formats (sealed, draft), not {format}."
TEAMS_ONLY = "teammates are checked together only in a format a 2v2 team plays ({team_formats}), not {format}."
COUNTED_ZONES = ("main", "runes", "battlefields", "sideboard")
RENDERED_LIMIT = 5_000  # distinct findings kept written out (about 3 MiB); decks of one event repeat them
# Verdicts kept for inputs that arrive again byte for byte (players copy the same list): only
# decklist-sized inputs, so that they take a few MiB at most.
REMEMBERED_INPUTS = 2_000
REMEMBERED_INPUT_BYTES = 4_096

CHECKED_TOGETHER = 32  # inputs taken through each stage together: see Checker.check_inputs


@dataclass(slots=True)
class _Input:
    """One input on its way through Checker.check_inputs."""

    path: str
    source: str  # its name in reports
    data: bytes = b""
    decklists: list[Decklist] = field(default_factory=list)
    verdicts: list[DeckResult] | None = None  # once known
    same_as: _Input | None = None  # an input before it with the same bytes and one decklist
    pools: Pools | None = None  # its own pool (riftcheck.api), instead of the options' pools


@dataclass(frozen=True)
class CheckOptions:
    format: str = "constructed"
    as_of: datetime.date | None = None
    lang: str = "en"
    input_format: str | None = None
    strict: bool = False
    region: str | None = None  # the event's region for set release dates (TR 601.2.b); None: English dates
    # Limited play: the pool file every deck was built from, or a folder holding one pool per
    # deck under the deck file's name (see riftcheck.pools).
    pool: str | None = None
    pool_dir: str | None = None
    unknown_new_cards: str = "error"  # or "warn": see riftcheck.rules.new_set_card
    game: str = "riftbound"  # which game's checker (riftcheck.games) reads and checks the decks


class Checker:
    """Checks resolved decks against one format as it stood on one date."""

    def __init__(self, options: CheckOptions):
        from riftcheck import formats

        self.options = options
        db = load_db()
        self.context = formats.context(options.format, options.as_of, options.region, db.card_data,
                                       options.unknown_new_cards)
        self.resolver = Resolver(db)
        self._rendered: dict[Finding, RenderedFinding] = {}
        self._by_content: dict[bytes, DeckResult] = {}
        self.pools = None
        if options.pool or options.pool_dir:
            from riftcheck.pools import Pools

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
        from riftcheck.decklist.detect import read_input

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
        from riftcheck.decklist.detect import read_decklists

        if isinstance(content, str):
            return _Input(path, path, verdicts=[unreadable(path, content)])
        source, data = content
        if self.options.pool_dir:  # each deck's verdict depends on its name, which picks its pool
            first_of = {}
        known = self._by_content.get(data) if pools is None else None  # a verdict remembered is the options' pool's
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
        from riftcheck import rules

        decks = [[self.deck(decklist, item.path, item.pools) for decklist in item.decklists] for item in inputs]
        found = iter(rules.run_all([deck for group in decks for deck in group], self.context))
        for item, group in zip(inputs, decks):
            teams = _teammates(group) if self.context.team_rules else [None] * len(group)
            item.verdicts = [self._result(deck, next(found), mates) for deck, mates in zip(group, teams)]
            self._remember(item)

    def _check_alone(self, item: _Input) -> list[DeckResult]:
        """`_check_together` for one input; when that fails too, the verdict saying so."""
        try:
            self._check_together([item])
        except Exception as error:
            return [unreadable(item.path, internal_error(item.path, error, self.options.lang))]
        return item.verdicts

    def _remember(self, item: _Input) -> None:
        if (len(item.verdicts) == 1 and len(item.data) <= REMEMBERED_INPUT_BYTES and not self.options.pool_dir
                and item.pools is None and len(self._by_content) < REMEMBERED_INPUTS):
            self._by_content[item.data] = item.verdicts[0]

    def deck(self, decklist: Decklist, path: str | None = None, pools: Pools | None = None) -> Deck:
        """The resolved deck, blank battlefields read as such (RC114 reports them outside
        limited play), and in limited play with the pool the options name for the input at
        `path` (or `pools`' when given) unless the list brings its own."""
        from riftcheck.resolve_deck import MAIN_DECK_CARDS, resolve_deck

        limited = self.context.limited is not None
        size = self.context.main_deck
        deck = resolve_deck(decklist, self.resolver, blank_battlefields=True,
                            main_deck_cards=size.exactly or size.at_least or MAIN_DECK_CARDS)
        if deck.pool is not None:
            deck.pool_source = f"{deck.source} (Pool:)"
        elif limited and (pools or self.pools) is not None:
            deck.pool, deck.pool_source = (pools or self.pools).for_input(path or decklist.source)
        deck.facts()  # gathered while the deck's entries are fresh in the processor's caches
        return deck

    def verdict(self, deck: Deck, teammates: list[Deck] | None = None) -> DeckResult:
        """The deck's verdict; with the 2v2 team rules too when the other decks of its team are
        given (an empty list: it was checked without a teammate)."""
        from riftcheck import rules

        return self._result(deck, rules.run(deck, self.context), teammates)

    def require_team_rules(self) -> None:
        """Raise ValueError unless a 2v2 team plays the format (2v2, or sealed: TR 603.6): the team
        rules (CR 491.8.h-i) apply to nothing else, so checking two lists as teammates elsewhere
        is refused."""
        if not self.context.teams_allowed:
            from riftcheck import formats

            day = self.context.as_of
            team_formats = [name for name in formats.names() if formats.context(name, day).teams_allowed]
            raise ValueError(TEAMS_ONLY.format(team_formats=", ".join(team_formats), format=self.options.format))

    def team_verdicts(self, decks: list[Deck]) -> list[DeckResult]:
        """`--team A B`: the two teammates' verdicts, each deck checked alone and against the
        other; when there are not two (a list could not be read), each alone, and told so.
        Raises ValueError outside a format with team rules (require_team_rules)."""
        self.require_team_rules()
        if len(decks) != 2:
            return [self.verdict(deck, []) for deck in decks]
        first, second = decks
        if self.context.limited is not None and first.pool is not None and first.pool_source == second.pool_source:
            first.pool_partner, second.pool_partner = second, first  # 2v2 sealed: one pool per team (TR 603.6)
        return [self.verdict(first, [second]), self.verdict(second, [first])]

    def _result(self, deck: Deck, findings: list[Finding], teammates: list[Deck] | None) -> DeckResult:
        if teammates is not None:
            from riftcheck import rules

            extra = rules.run_members(deck, teammates, self.context)
            if extra:
                findings = sorted([*findings, *extra], key=sort_key)
        result = deck_result(deck, self.render(findings), self._identity(deck))
        if self.context.limited is not None:  # the rest of the pool is the sideboard too (TR 602.4.a.7)
            from riftcheck.rules.pool_note import rest_of_pool

            result.counts["sideboard"] += sum(copies for _name, copies in rest_of_pool(deck))
        return result

    def _identity(self, deck: Deck) -> list[str] | None:
        """The Domain Identity found for a limited deck (TR 602.4.a.3); None elsewhere, where
        the legend's domains are the identity."""
        if self.context.limited is None:
            return None
        from riftcheck.rules.identity_search import search

        return list(search(deck, self.context.limited).identity)

    def render(self, findings: Iterable[Finding]) -> list[RenderedFinding]:
        """The findings written out in the run's language; one met before is not written again."""
        rendered = []
        for finding in findings:
            written = self._rendered.get(finding)
            if written is None:
                written = finding.render(self.options.lang)
                if len(self._rendered) < RENDERED_LIMIT:
                    self._rendered[finding] = written
            rendered.append(written)
        return rendered


def deck_result(deck: Deck, findings: list, identity: list[str] | None = None) -> DeckResult:
    """The verdict; `identity` replaces the legend's domains in the summary (limited play)."""
    legend = deck.legend
    champion = deck.champion
    facts = deck.facts()
    counts = {"main": facts["main"].count + facts["champion"].count}
    for zone in COUNTED_ZONES[1:]:
        counts[zone] = facts[zone].count
    legal = verdict_status(findings) == LEGAL
    return DeckResult(deck.source, deck.name, deck.player, legend.name if legend else None,
                      champion.name if champion else None, legal, counts, findings, _summary(deck, legend, identity),
                      team=deck.team)


def _summary(deck: Deck, legend: Card | None, identity: list[str] | None) -> dict:
    if identity is None:
        identity = list(legend.domains) if legend else []
    return {"signature": deck.signature_copies("main", "champion"), "identity": identity}


def exit_code(totals: Totals, strict: bool) -> int:
    """0 all legal; 1 any illegal, unconfirmed or unreadable deck (or warnings with --strict);
    2 when nothing at all could be read as a decklist."""
    if totals.decks and totals.unreadable == totals.decks:
        return EXIT_USAGE
    if totals.illegal or totals.unconfirmed or totals.unreadable or (strict and totals.warnings):
        return EXIT_ILLEGAL
    return EXIT_LEGAL


def check_paths(
    paths: list[str], options: CheckOptions, reporters: list, teams: list[str] | None = None, jobs: int | None = None
) -> Totals:
    """Check every deck in `paths`, telling each reporter about each verdict as it is reached.

    `jobs` is the number of processes to check with; None decides by the number of inputs
    (riftcheck.checker_pool.process_count). `--team` inputs are always checked in this process.
    """
    from riftcheck import games
    from riftcheck.checker_pool import collector_for_batch

    if teams and not games.get(options.game).SUPPORTS_TEAMS:
        raise ValueError(f"--team is for Riftbound's 2v2, not for {games.TITLES[options.game]}.")
    checker = games.new_checker(options)
    with collector_for_batch():
        return _check_paths(checker, paths, options, reporters, teams, jobs)


def _check_paths(
    checker: GameChecker, paths: list[str], options: CheckOptions, reporters: list, teams: list[str] | None,
    jobs: int | None,
) -> Totals:
    from riftcheck import checker_pool, games

    inputs = _named_inputs(paths)
    processes = 1 if teams else checker_pool.process_count(jobs, len(inputs))
    run = RunInfo(options.format, checker.context.as_of.isoformat(), options.lang, expected=len(inputs),
                  game=options.game)
    if teams:
        checker.require_team_rules()  # before any reporter writes
        return _report(run, _players_once(checker, _team_results(checker, teams)), reporters)
    if processes < 2:
        return _report(run, _players_once(checker, input_results(checker, inputs)), reporters)
    # The workers start before any reporter does: a progress bar runs a thread, and a process
    # forked while another thread holds a lock would inherit it held.
    with checker_pool.checking(checker, processes, inputs, partial(games.new_checker, options)) as results:
        return _report(run, _players_once(checker, results), reporters)


def _named_inputs(paths: list[str]) -> list[str]:
    """Every input the paths name. A named folder with no decklist in it (empty, or hidden files
    only) is a usage error when nothing else was named, and a warning beside other inputs."""
    inputs, empty = [], []
    for path in paths:
        found = list(expand_paths([path]))
        inputs += found
        if not found:
            empty.append(path)
    if empty:
        from riftcheck.decklist.detect import display_name

        folders = ", ".join(display_name(path) for path in empty)
        sentence = f"no decklist found in {folders}: the folder is empty or holds hidden files only"
        if not inputs:
            raise ValueError(f"{sentence}.")
        print(f"riftcheck: warning: {sentence}; the other inputs are checked.", file=sys.stderr)
    return inputs


def _players_once(checker: Checker, results: Iterable[DeckResult]) -> Iterator[DeckResult]:
    """The verdicts, with each registration of a player after their first marked as such."""
    from riftcheck import rules
    from riftcheck.rules.player_twice import player_key

    first_at: dict[str, str] = {}
    for result in results:
        if result.player:
            key = player_key(result.player)
            first = first_at.get(key)
            if first is None:
                first_at[key] = result.source
            else:
                found = checker.render(rules.run_repeat(result.player, first, checker.context))
                result = DeckResult(result.source, result.name, result.player, result.legend, result.champion, False,
                                    result.counts, [*result.findings, *found], result.summary, result.readable,
                                    result.error, result.team)
        yield result


def _report(run: RunInfo, results: Iterable[DeckResult], reporters: list) -> Totals:
    for reporter in reporters:
        reporter.begin(run)
    totals = Totals()
    for result in results:
        totals.add(result)
        for reporter in reporters:
            reporter.deck(result)
    for reporter in reporters:
        reporter.end(totals)
    return totals


def input_results(checker: Checker, inputs: Iterable[str]) -> Iterator[DeckResult]:
    """The verdict of every deck of every input, in order; one for each unreadable input.

    Inputs are checked CHECKED_TOGETHER at a time (Checker.check_inputs)."""
    batch: list[str] = []
    for path in inputs:
        batch.append(path)
        if len(batch) == CHECKED_TOGETHER:
            yield from checker.check_inputs(batch)
            batch = []
    if batch:
        yield from checker.check_inputs(batch)


def _teammates(decks: list[Deck]) -> list[list[Deck]]:
    """For each deck of one input, the other decks registered in its team (none without one)."""
    by_team: dict[str, list[Deck]] = {}
    for deck in decks:
        if deck.team:
            by_team.setdefault(deck.team, []).append(deck)
    return [[other for other in by_team[deck.team] if other is not deck] if deck.team else [] for deck in decks]


def _team_results(checker: Checker, teams: list[str]) -> Iterator[DeckResult]:
    """`--team A B`: two teammates' decks, each checked alone and against the other."""
    read = dict(read_inputs(teams, checker.options.input_format, checker.options.lang))
    decks: list[Deck] = []
    for source in teams:
        if isinstance(read[source], str):
            yield unreadable(source, read[source])
        else:
            decks += [checker.deck(decklist, source) for decklist in read[source]]
    yield from checker.team_verdicts(decks)

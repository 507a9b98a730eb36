"""What reporters are given: the run, each deck's verdict with its findings, the totals."""

from __future__ import annotations

import os
from collections.abc import Iterable

from riftcheck.engine.values import Value

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any, Protocol
else:
    Protocol = object  # Reporter below is an interface for type checkers; at run time a plain base

# File names that say what a file is rather than whose it is (ann/deck.txt): the player is
# then named by the folder.
_GENERIC_FILE_NAMES = frozenset({"deck", "decklist", "list", "registration", "export", "main"})

# The four verdicts. LEGAL: every line read, every card known, every rule applied, none broken.
# ILLEGAL: a rule is broken (an error). UNCONFIRMED: nothing breaks a rule, but riftcheck could
# not decide everything (a finding marked `undecided`); never shown or counted as legal.
# UNREADABLE: the input is not a decklist at all.
LEGAL, ILLEGAL, UNCONFIRMED, UNREADABLE = "legal", "illegal", "unconfirmed", "unreadable"
STATUSES = (LEGAL, ILLEGAL, UNCONFIRMED, UNREADABLE)


def verdict_status(findings: Iterable[Any], readable: bool = True) -> str:
    """The verdict that `findings` (rendered or not) give a deck: unreadable, else illegal with
    any error, else unconfirmed with any finding riftcheck could not decide, else legal."""
    if not readable:
        return UNREADABLE
    undecided = False
    for finding in findings:
        if finding.severity == "error":
            return ILLEGAL
        undecided = undecided or getattr(finding, "undecided", False)
    return UNCONFIRMED if undecided else LEGAL


class RunInfo(Value):
    """The run: its format, date (ISO) and language, the inputs about to be read (for a
    progress bar) and the game (riftcheck.games) whose rules and data it applied."""

    __slots__ = _fields = ("format", "as_of", "lang", "expected", "game")

    def __init__(self, format: str, as_of: str, lang: str, expected: int = 1, game: str = "riftbound") -> None:
        self.format, self.as_of, self.lang, self.expected, self.game = format, as_of, lang, expected, game


class DeckResult(Value):
    """One deck's verdict. `findings` are rendered Finding objects (code, rule, severity, zone,
    card, line, message, hint). `readable` is False for an input that is not a decklist at all;
    then `error` says why and there are no findings. `legal` is True only for the LEGAL verdict;
    `status` tells the four verdicts apart."""

    __slots__ = _fields = ("source", "name", "player", "legend", "champion", "legal", "counts", "findings",
                           "summary", "readable", "error", "team", "player_id")

    def __init__(self, source: str, name: str | None = None, player: str | None = None, legend: str | None = None,
                 champion: str | None = None, legal: bool = False, counts: dict[str, int] | None = None,
                 findings: list[Any] | None = None, summary: dict[str, Any] | None = None, readable: bool = True,
                 error: str | None = None, team: str | None = None, player_id: str | None = None) -> None:
        self.source, self.name, self.player, self.legend, self.champion = source, name, player, legend, champion
        self.legal = legal
        self.counts = {} if counts is None else counts
        self.findings = [] if findings is None else findings
        self.summary = {} if summary is None else summary
        self.readable, self.error, self.team = readable, error, team
        self.player_id = player_id  # the registration platform's: two players of one name told apart

    def renamed(self, source: str) -> DeckResult:
        """The same verdict for another input, sharing its lists and dicts."""
        return DeckResult(source, self.name, self.player, self.legend, self.champion, self.legal, self.counts,
                          self.findings, self.summary, self.readable, self.error, self.team, self.player_id)

    @property
    def status(self) -> str:
        """"legal", "illegal", "unconfirmed" or "unreadable" (see STATUSES)."""
        if not self.readable:
            return UNREADABLE
        if self.legal:
            return LEGAL
        found = verdict_status(self.findings)
        return ILLEGAL if found == LEGAL else found  # not legal for a reason of its own (a repeat player)

    def undecided(self) -> list[Any]:
        """The findings that keep the deck unconfirmed: what riftcheck could not decide."""
        return [f for f in self.findings if getattr(f, "undecided", False)]

    def on_trust(self) -> list[str]:
        """The cards the verdict took on the organiser's word (--unknown-new-cards warn)."""
        return list(dict.fromkeys(f.card for f in self.findings if getattr(f, "on_trust", False) and f.card))

    def by_severity(self, severity: str) -> list[Any]:
        return [f for f in self.findings if f.severity == severity]

    @property
    def label(self) -> str:
        """How an organiser recognises the deck: player, else deck name, else the file."""
        return self.player or self.name or self.source


def player_label(result: DeckResult) -> str:
    """The player a deck belongs to: as its file names them, else as the organiser's file or
    folder name does (event/ann.txt and event/ann/deck.txt are both Ann's)."""
    if result.player:
        return result.player
    folder, name = os.path.split(result.source)
    stem = os.path.splitext(name)[0]
    if stem.casefold() in _GENERIC_FILE_NAMES and folder:
        stem = os.path.basename(folder)
    return "" if stem == "-" else stem


class Totals(Value):
    """How many decks a run checked, by verdict, and the warnings among their findings."""

    __slots__ = _fields = ("decks", "legal", "illegal", "unreadable", "warnings", "unconfirmed")

    def __init__(self, decks: int = 0, legal: int = 0, illegal: int = 0, unreadable: int = 0, warnings: int = 0,
                 unconfirmed: int = 0) -> None:
        self.decks, self.legal, self.illegal, self.unreadable = decks, legal, illegal, unreadable
        self.warnings, self.unconfirmed = warnings, unconfirmed

    def add(self, result: DeckResult) -> None:
        self.decks += 1
        status = result.status
        if status == UNREADABLE:
            self.unreadable += 1
        elif status == LEGAL:
            self.legal += 1
        elif status == UNCONFIRMED:
            self.unconfirmed += 1
        else:
            self.illegal += 1
        self.warnings += len(result.by_severity("warning"))

    def counts(self) -> dict[str, int]:
        """The totals a report writes: decks, then one count per verdict."""
        return {"decks": self.decks, "legal": self.legal, "illegal": self.illegal, "unconfirmed": self.unconfirmed,
                "unreadable": self.unreadable}


def unconfirmed_sentence(result: DeckResult) -> str:
    """One English sentence for machine reports (CI annotations, JUnit): why the deck is unconfirmed."""
    undecided = result.undecided()
    what = "; ".join(f"{f.code}{f' line {f.line}' if f.line else ''}: {f.message}" for f in undecided)
    return f"Unconfirmed: riftcheck could not decide {len(undecided)} thing(s), so the deck is not legal yet. {what}"


def unreadable(source: str, error: str) -> DeckResult:
    """The verdict for an input that cannot be read as a decklist, saying why (`error`)."""
    from riftcheck.engine.inputs.input_files import display_name

    return DeckResult(source=display_name(source), readable=False, error=error)


class Reporter(Protocol):
    """What the pipeline tells of a run (one reporter per output, riftcheck.report): the run,
    then each deck as soon as it is checked, then the totals."""

    def begin(self, run: RunInfo) -> None: ...

    def deck(self, result: DeckResult) -> None: ...

    def end(self, totals: Totals) -> None: ...

"""What reporters are given: the run, each deck's verdict with its findings, the totals."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any, Iterable, Protocol

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


@dataclass(slots=True)
class RunInfo:
    format: str
    as_of: str  # ISO date
    lang: str
    expected: int = 1  # inputs about to be read, for a progress bar
    game: str = "riftbound"  # riftcheck.games: whose rules and data the run applied


@dataclass(slots=True)
class DeckResult:
    """One deck's verdict. `findings` are rendered Finding objects (code, rule, severity, zone,
    card, line, message, hint). `readable` is False for an input that is not a decklist at all;
    then `error` says why and there are no findings. `legal` is True only for the LEGAL verdict;
    `status` tells the four verdicts apart."""

    source: str
    name: str | None = None
    player: str | None = None
    legend: str | None = None
    champion: str | None = None
    legal: bool = False
    counts: dict[str, int] = field(default_factory=dict)
    findings: list[Any] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)
    readable: bool = True
    error: str | None = None
    team: str | None = None
    player_id: str | None = None  # the registration platform's: two players of one name told apart

    def renamed(self, source: str) -> DeckResult:
        """The same verdict for another input: dataclasses.replace, in a quarter of the time."""
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


@dataclass(slots=True)
class Totals:
    decks: int = 0
    legal: int = 0
    illegal: int = 0
    unreadable: int = 0
    warnings: int = 0
    unconfirmed: int = 0

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

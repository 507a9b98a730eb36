"""What the engine asks of a game's checker: the pipeline, the batch pool and the public API
run one without knowing which game it checks (each game's package builds its own)."""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from riftcheck.engine.verdicts.findings import Finding, RenderedFinding
    from riftcheck.engine.options import CheckOptions
    from riftcheck.engine.verdicts.result import DeckResult


class CheckContext(Protocol):
    """What every game's checking context holds: the date its rules are applied as of."""

    @property
    def as_of(self) -> datetime.date: ...


class Checker(Protocol):
    """A game's checker, for one format on one date (CheckOptions)."""

    options: CheckOptions

    @property
    def context(self) -> CheckContext: ...

    def check_inputs(self, paths: list[str]) -> list[DeckResult]:
        """Every input's verdicts, in order; an unreadable input gets the verdict saying why."""

    def render(self, findings: Iterable[Finding]) -> list[RenderedFinding]:
        """The findings written out in the run's language."""

    def check_data(self, source: str, data: bytes) -> list[DeckResult]:
        """The verdicts of the decks in `data`, an input named `source`."""

    def team_results(self, teams: list[str]) -> Iterator[DeckResult]:
        """`--team A B`: two teammates' decks checked alone and together; ValueError, before
        any verdict, when the game or the format has no teams."""

    def players_once(self, results: Iterable[DeckResult]) -> Iterator[DeckResult]:
        """The verdicts, each registration of a player after their first marked as such."""

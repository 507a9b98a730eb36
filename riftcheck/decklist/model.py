"""A decklist as written: zones of entries, each remembering the line it came from.

Parsers produce a Decklist and never judge legality; the resolver turns it into a Deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ZONES = ("legend", "champion", "main", "battlefields", "runes", "sideboard")
UNSORTED = "unsorted"  # lists without sections: cards are placed by type when resolved


@dataclass(slots=True)
class Entry:
    """One line of a decklist: `count` copies of the card written as `text`."""

    count: int
    text: str
    line: int | None = None
    code: str | None = None  # printing code when the format names one (OGN-043, SFD-R02)


@dataclass(slots=True)
class ParseProblem:
    """A line that could not be read as a card entry; the rest of the deck is still checked."""

    line: int | None
    text: str
    reason: str


@dataclass(slots=True)
class Decklist:
    """Zones of entries as the input gave them.

    `champion_in_main` says whether the chosen champion's copy is also counted inside `main`
    (Piltover Archive deck codes do this; riftdecks codes and text exports do not).
    """

    source: str
    input_format: str
    zones: dict[str, list[Entry]] = field(default_factory=dict)
    name: str | None = None
    player: str | None = None
    team: str | None = None  # a 2v2 team name, when the registration platform gives one
    problems: list[ParseProblem] = field(default_factory=list)
    champion_in_main: bool = False

    def add(self, zone: str, entry: Entry) -> None:
        self.zones.setdefault(zone, []).append(entry)

    def entries(self, zone: str) -> list[Entry]:
        return self.zones.get(zone, [])


class DecklistError(ValueError):
    """The input cannot be read as a decklist at all (exit code 2)."""

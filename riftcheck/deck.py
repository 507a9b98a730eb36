"""A resolved deck: every entry of a decklist matched to a card (or marked unknown) by zone."""

from __future__ import annotations

from dataclasses import dataclass, field

from riftcheck.cards.model import Card, Printing
from riftcheck.decklist.model import ZONES, Entry, ParseProblem


@dataclass(slots=True)
class DeckCard:
    """`count` copies of one decklist entry; `card` is None when the reference is unknown."""

    count: int
    entry: Entry
    card: Card | None = None
    printing: Printing | None = None
    suggestions: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.card.name if self.card else self.entry.text

    @property
    def line(self) -> int | None:
        return self.entry.line


@dataclass(slots=True)
class Note:
    """Something the resolver decided that the player should know (reported as info)."""

    key: str  # e.g. "champion-chosen", "placed-by-type"
    zone: str | None
    card: str | None
    line: int | None = None


@dataclass(slots=True)
class Deck:
    source: str
    input_format: str
    zones: dict[str, list[DeckCard]] = field(default_factory=lambda: {zone: [] for zone in ZONES})
    name: str | None = None
    player: str | None = None
    team: str | None = None
    problems: list[ParseProblem] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    _identified: dict[tuple[str, ...], tuple[tuple[str, DeckCard, Card], ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def cards(self, zone: str) -> list[DeckCard]:
        return self.zones.get(zone, [])

    def identified(self, *zones: str) -> tuple[tuple[str, DeckCard, Card], ...]:
        """(zone, entry, card) for every identified entry of `zones`, in decklist order.

        Every rule reads the deck this way, many of them the same zones, so each answer is
        kept: ask only once the deck is complete (resolve_deck, which builds it, never does).
        """
        found = self._identified.get(zones)
        if found is None:
            found = self._identified[zones] = tuple(
                (zone, item, item.card) for zone in zones for item in self.cards(zone) if item.card is not None
            )
        return found

    def count(self, zone: str) -> int:
        return sum(item.count for item in self.cards(zone))

    def unknown_count(self, zone: str) -> int:
        return sum(item.count for item in self.cards(zone) if item.card is None)

    @property
    def main_count(self) -> int:
        """Main deck size as the rules count it: the chosen champion included (TR 402.1)."""
        return self.count("main") + self.count("champion")

    @property
    def legend(self) -> Card | None:
        """The Champion Legend the deck is checked against: the first one listed when a list
        has several (the legend rule reports the extra ones)."""
        for item in self.cards("legend"):
            if item.card and item.card.is_legend:
                return item.card
        return None

    @property
    def champion(self) -> DeckCard | None:
        chosen = self.cards("champion")
        return chosen[0] if chosen else None

"""A Magic deck with every line's card identified, and what the rules need to know about
the run: the format, the date, the ban list in force, the imported printings."""

from __future__ import annotations

import datetime
from typing import Any

from riftcheck.engine.values import FrozenValue, Value

from riftcheck.games.mtg.cards import CardIndex, Printings
from riftcheck.games.mtg.decklist import MagicDecklist, MagicEntry
from riftcheck.games.mtg.formats import BanList, Change, MagicFormat, StandardSets
from riftcheck.games.mtg.names import fold, front_face
from riftcheck.games.mtg.table import MagicCard


class DeckLine(FrozenValue):
    """A line of the list and its card (None: no card of that name)."""

    __slots__ = _fields = ("entry", "card")

    def __init__(self, entry: MagicEntry, card: MagicCard | None) -> None:
        self._freeze(entry, card)

    @property
    def name(self) -> str:
        return self.card.name if self.card else self.entry.name


class MagicDeck(Value):
    __slots__ = _fields = ("source", "decklist", "lines")

    def __init__(self, source: str, decklist: MagicDecklist, lines: list[DeckLine] | None = None) -> None:
        self.source, self.decklist = source, decklist
        self.lines = [] if lines is None else lines

    def zone(self, *zones: str) -> list[DeckLine]:
        return [line for line in self.lines if line.entry.zone in zones]

    def count(self, *zones: str) -> int:
        return sum(line.entry.count for line in self.zone(*zones))

    def commanders(self) -> list[DeckLine]:
        return self.zone("commander")


class MagicContext(FrozenValue):
    """`bans`: folded name -> (banned or restricted, the change); `pool`: the dated card pool
    (riftcheck.games.mtg.pool.Pool), None when none is shipped; `partial_sets`: the sets that
    pool holds only part of (riftcheck.games.mtg.partial_sets)."""

    __slots__ = _fields = ("format", "as_of", "cards", "printings", "bans", "banlist", "printings_fresh_days", "pool",
                           "standard", "partial_sets")

    def __init__(self, format: MagicFormat, as_of: datetime.date, cards: CardIndex, printings: Printings | None,
                 bans: dict[str, tuple[str, Change]], banlist: BanList | None, printings_fresh_days: int = 31,
                 pool: Any = None, standard: StandardSets | None = None, partial_sets: Any = None) -> None:
        self._freeze(format, as_of, cards, printings, bans, banlist, printings_fresh_days, pool, standard, partial_sets)

    def printings_span(self) -> str | None:
        """Why the imported printings cannot speak for the checked date: "none" (no file),
        "older" (the file describes a later day) or "stale" (too long before it); None when
        they can."""
        if self.printings is None:
            return "none"
        try:
            day = datetime.date.fromisoformat(self.printings.date)
        except ValueError:
            return "none"
        if self.as_of < day:
            return "older"
        if (self.as_of - day).days > self.printings_fresh_days:
            return "stale"
        return None

    def legality(self, card: MagicCard) -> str | None:
        """The imported file's word for `card` in this format (Legal, Banned, Restricted,
        Not Legal), or None when the file does not list it."""
        if self.printings is None:
            return None
        known = self.printings.of(card)
        if known is None:
            return None
        return known["legalities"].get(self.format.name, "Not Legal")

    def ban_status(self, card: MagicCard) -> tuple[str, Change] | None:
        """The card's ban or restriction on the checked date; None after the list's record, when
        a listed ban may have been lifted as a new one may have been made (MG005 says so)."""
        if self.banlist is not None and self.as_of > self.banlist.recorded_until:
            return None
        return self.bans.get(fold(card.name)) or self.bans.get(fold(front_face(card.name)))


def resolve(decklist: MagicDecklist, cards: CardIndex, format_kind: str) -> MagicDeck:
    """The deck with each line's card. In commander, a list without a Commander section whose
    sideboard holds only one or two cards that may be commanders (MTGO's way of naming the
    commander) has them as its commanders."""
    lines = [DeckLine(entry, cards.find(entry.name)) for entry in decklist.entries]
    if format_kind == "commander" and not any(line.entry.zone == "commander" for line in lines):
        side = [line for line in lines if line.entry.zone == "sideboard"]
        if side and sum(line.entry.count for line in side) <= 2 and all(line.card and line.card.may_be_commander for line in side):
            lines = [DeckLine(_moved(line.entry, "commander"), line.card) if line in side else line for line in lines]
    return MagicDeck(decklist.source, decklist, lines)


def _moved(entry: MagicEntry, zone: str) -> MagicEntry:
    return MagicEntry(entry.count, entry.name, zone, entry.line, entry.set_code, entry.number)

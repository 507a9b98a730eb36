"""The card database as a file whose cards are read one by one: a check builds only the cards its
decks name, not the thousand others.

riftcheck.games.riftbound.cards.db.encode writes a CardDB as a header and a body. The header
(marshal) holds the sets, the set files' facts, the refusals, each look-up table with a card's number in place of the card, and
where each card's record starts in the body. Each record (marshal) holds one card's facts and
printings as plain values. `IndexedCardDB` reads such bytes and answers as a CardDB does; a card
is built from its record the first time it is asked for, and is the same object afterwards.
riftcheck.engine.cache keeps the bytes in the user's cache and builds them again when a card
file changes.
"""

from __future__ import annotations

import marshal
from collections.abc import Iterator, Mapping

from riftcheck.games.riftbound.cards.model import Card, Preview, Printing
from riftcheck.games.riftbound.cards.naming import name_key


# The Card fields a record keeps as they are; printings and the preview are kept as tuples.
FACTS = ("name", "type", "supertypes", "domains", "tags", "energy", "power", "might", "rarity", "keywords",
          "deck_limit", "aliases")
HEADER_BYTES = 8  # bytes of the header's length, before the header


class IndexedCardDB:
    """A CardDB read from `encode`'s bytes, building each card on first use."""

    def __init__(self, data: bytes) -> None:
        size = int.from_bytes(data[:HEADER_BYTES], "little")
        header = marshal.loads(memoryview(data)[HEADER_BYTES:HEADER_BYTES + size])
        self._data, self._at, self._starts = data, HEADER_BYTES + size, header["starts"]
        if len(data) - self._at != self._starts[-1]:
            raise ValueError("the card index is cut short")
        self._built: dict[int, Card] = {}
        self.sets: dict[str, str] = header["sets"]
        self.files: dict[str, dict] = header["files"]
        self.refused: list[str] = header["refused"]
        self.by_key = _Cards(self, header["by_key"])
        self.by_loose_key = _Cards(self, header["by_loose_key"])
        self.by_code = _Printings(self, header["by_code"])

    @property
    def card_data(self) -> dict[str, str]:
        """The status of each set's card data: "complete" or "provisional"."""
        return {code: file["status"] for code, file in self.files.items()}

    @property
    def cards(self) -> list[Card]:
        """Every card, by name (all of them built)."""
        return [self.card(number) for number in range(len(self._starts) - 1)]

    def get(self, name: str) -> Card | None:
        """The card with this exact deck-building name (any casing or punctuation)."""
        return self.by_key.get(name_key(name))

    def card(self, number: int) -> Card:
        card = self._built.get(number)
        if card is None:
            start, end = self._at + self._starts[number], self._at + self._starts[number + 1]
            card = self._built[number] = _card(marshal.loads(memoryview(self._data)[start:end]))
        return card


def _card(record: tuple) -> Card:
    facts, printings, preview = record
    return Card(**dict(zip(FACTS, facts)), printings=tuple(Printing(*printing) for printing in printings),
                provisional=Preview(*preview) if preview else None)


class _Cards(Mapping):
    """A look-up table of the index: key -> card."""

    def __init__(self, db: IndexedCardDB, numbers: dict[str, int]) -> None:
        self._db, self._numbers = db, numbers

    def __getitem__(self, key: str) -> Card:
        return self._db.card(self._numbers[key])

    def get(self, key: str, default=None):
        number = self._numbers.get(key)
        return default if number is None else self._db.card(number)

    def __iter__(self) -> Iterator[str]:
        return iter(self._numbers)

    def __len__(self) -> int:
        return len(self._numbers)


class _Printings(_Cards):
    """The index's collector codes: code -> (card, printing)."""

    def __getitem__(self, code: str) -> tuple[Card, Printing]:
        number, printing = self._numbers[code]
        card = self._db.card(number)
        return card, card.printings[printing]

    def get(self, code: str, default=None):
        return self[code] if code in self._numbers else default

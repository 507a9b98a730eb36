"""Magic's card table as a file searched by name (riftcheck.games.mtg.keyed_records): a deck's
few names are found without reading the 35,000 rows into memory.

Its keys are the folded names and aliases; its records, MagicCard's fields in order.
`encode` writes it from (card, aliases) pairs; `NameIndex` reads it.
"""

from __future__ import annotations

from riftcheck.games.mtg.keyed_records import KeyedRecords
from riftcheck.games.mtg.keyed_records import encode as encode_records
from riftcheck.games.mtg.names import fold
from riftcheck.games.mtg.table import MagicCard

_SUGGESTIONS = 3
_SUGGESTION_CUTOFF = 80


def encode(cards: list[tuple[MagicCard, list[str]]]) -> bytes:
    """The bytes NameIndex reads; a card's own name wins over another card's alias (Sol Ring is
    Sol Ring, not the reversible "Sol Ring // Sol Ring")."""
    by_key: dict[str, int] = {fold(card.name): number for number, (card, _aliases) in enumerate(cards)}
    for number, (_card, aliases) in enumerate(cards):
        for alias in aliases:
            by_key.setdefault(fold(alias), number)
    return encode_records(by_key, [(card.name, card.type_line, card.identity, card.layout, card.limit, card.flags,
                                    card.partner_with) for card, _aliases in cards])


class NameIndex:
    """The Magic cards by folded name or alias, read from `encode`'s bytes."""

    def __init__(self, data: bytes | memoryview) -> None:
        self._table = KeyedRecords(data)
        self._data = data

    def __reduce__(self):  # a copy (a worker process's, a deep copy) reads the same bytes
        return NameIndex, (bytes(self._data),)

    def __len__(self) -> int:
        """How many cards."""
        return self._table.records

    def find(self, name: str) -> MagicCard | None:
        fields = self._table.get(fold(name))
        return None if fields is None else MagicCard(*fields)

    def suggestions(self, name: str) -> list[str]:
        """The closest card names, for "did you mean"; never an Alchemy card (A-), which no
        format riftcheck checks takes (all are paper formats)."""
        from rapidfuzz import fuzz, process

        from riftcheck.engine.spelling import typo_order

        query = fold(name)
        found = process.extract(query, self._table.keys(), scorer=fuzz.WRatio, limit=_SUGGESTIONS * 2,
                                score_cutoff=_SUGGESTION_CUTOFF)
        places = [place for _key, _score, place in found]
        names: list[str] = []
        for place in (places[i] for i in typo_order(query, [key for key, _score, _place in found])):
            card_name, *_fields, flags, _partner_with = self._table.record(self._table.record_of_place(place))
            if "A" not in flags and card_name not in names:
                names.append(card_name)
        return names[:_SUGGESTIONS]

"""Magic's card table as a file searched by name: a deck's few names are found by binary search
over the sorted folded names, without reading the 35,000 rows into memory.

Layout (numbers are native unsigned 32-bit integers; the file is a cache of this machine's):
a header of three numbers (names, cards, bytes of names), then the names' end offsets, each
name's card number, the cards' end offsets, then the names (folded, UTF-8, sorted, each ended
by a newline) and the cards (one marshal record each: MagicCard's fields, in order).
`encode` writes it from (card, aliases) pairs; `NameIndex` reads it.
"""

from __future__ import annotations

import marshal
from array import array

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
    keys = sorted((key.encode("utf-8") + b"\n", number) for key, number in by_key.items())
    names = b"".join(key for key, _number in keys)
    records = [marshal.dumps((card.name, card.type_line, card.identity, card.layout, card.limit, card.flags,
                              card.partner_with)) for card, _aliases in cards]
    return b"".join([
        array("I", [len(keys), len(records), len(names)]).tobytes(),
        array("I", _ends(key for key, _number in keys)).tobytes(),
        array("I", [number for _key, number in keys]).tobytes(),
        array("I", _ends(records)).tobytes(),
        names, *records,
    ])


def _ends(parts) -> list[int]:
    ends, at = [], 0
    for part in parts:
        at += len(part)
        ends.append(at)
    return ends


class NameIndex:
    """The Magic cards by folded name or alias, read from `encode`'s bytes."""

    def __init__(self, data: bytes) -> None:
        view = memoryview(data)
        width = array("I").itemsize
        keys, cards, names_size = view[: 3 * width].cast("I")
        at = 3 * width
        self._key_ends = view[at: at + keys * width].cast("I")
        at += keys * width
        self._key_cards = view[at: at + keys * width].cast("I")
        at += keys * width
        self._card_ends = view[at: at + cards * width].cast("I")
        at += cards * width
        self._names = view[at: at + names_size]
        self._cards = view[at + names_size:]
        if len(self._cards) != (self._card_ends[-1] if cards else 0):
            raise ValueError("the Magic card index is cut short")
        self._data = data

    def __reduce__(self):  # a copy (a worker process's, a deep copy) reads the same bytes
        return NameIndex, (self._data,)

    def __len__(self) -> int:
        """How many cards."""
        return len(self._card_ends)

    def find(self, name: str) -> MagicCard | None:
        number = self._number(fold(name).encode("utf-8") + b"\n")
        return None if number is None else self._card(number)

    def suggestions(self, name: str) -> list[str]:
        """The closest card names, for "did you mean"."""
        from rapidfuzz import fuzz, process

        from riftcheck.engine.spelling import typo_order

        query = fold(name)
        keys = bytes(self._names).decode("utf-8").split("\n")[:-1]
        found = process.extract(query, keys, scorer=fuzz.WRatio, limit=_SUGGESTIONS * 2,
                                score_cutoff=_SUGGESTION_CUTOFF)
        places = [place for _key, _score, place in found]
        names: list[str] = []
        for place in (places[i] for i in typo_order(query, [key for key, _score, _place in found])):
            card_name = self._card(self._key_cards[place]).name
            if card_name not in names:
                names.append(card_name)
        return names[:_SUGGESTIONS]

    def _key(self, place: int) -> bytes:
        return self._names[self._key_ends[place - 1] if place else 0: self._key_ends[place]].tobytes()

    def _number(self, key: bytes) -> int | None:
        low, high = 0, len(self._key_ends)
        while low < high:
            middle = (low + high) // 2
            if self._key(middle) < key:
                low = middle + 1
            else:
                high = middle
        return self._key_cards[low] if low < len(self._key_ends) and self._key(low) == key else None

    def _card(self, number: int) -> MagicCard:
        start = self._card_ends[number - 1] if number else 0
        return MagicCard(*marshal.loads(self._cards[start: self._card_ends[number]]))

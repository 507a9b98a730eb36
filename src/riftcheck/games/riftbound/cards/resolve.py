"""One resolver for every way a card is written in a decklist.

Accepted: deck-building names in any casing or punctuation ("Jinx, Rebel", "Jinx - Rebel",
"jinx rebel", "Kai’Sa, Survivor"), a legend by title ("Loose Cannon") or in full, collector
codes ("OGN-202", "OGN-202a", "ogn-202a-298", "OGN-202*", "SFD-R02", "VEN-SP1"), Tabletop
Simulator tokens ("OGN-202-1", the last number a 1-based printing index) and a name followed
by its code in brackets ("Charm [OGN-043]"). Printing annotations after a name, as the card
sources write them ("Jinx, Rebel (Alternate Art)", "Stacked Deck (Overnumbered)", "(Signature)",
a promo or a set code: riftcheck.games.riftbound.cards.annotations), say which print and are left out of the name.

When a name and a code are both given the code decides the card; if the name is another known
card, the resolution names it too (`named`), since a list must say unambiguously which card it
holds (TR 401.2) and a rule reports the disagreement.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from riftcheck.engine.values import FrozenValue
from riftcheck.games.riftbound.cards import annotations
from riftcheck.games.riftbound.cards.db import CardDB
from riftcheck.games.riftbound.cards.model import Card, Printing
from riftcheck.games.riftbound.cards.naming import loose_key, name_key
from riftcheck.games.riftbound.cards.suggest import NameIndex

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from riftcheck.games.riftbound.decklist.model import Entry

_CODE = re.compile(
    r"^(?P<set>[A-Za-z]{2,4})-(?P<num>(?:SP|R|T)?\d{1,3})(?P<var>[abs*])?(?:-(?P<tail>\d{1,3}))?$", re.I
)
_VARIANT_ORDER = {"": 0, "a": 1, "b": 2, "*": 3}
MEMO_LIMIT = 50_000  # distinct references remembered; a tournament repeats the same few hundred


class Resolution(FrozenValue):
    """What a reference names: the card, and the printing when a code was given. `near_miss`,
    for an unknown reference: a known name misspelt, or with words after it; `named`: another
    card the reference's name names, when its code decides otherwise."""

    __slots__ = _fields = ("card", "printing", "near_miss", "named")

    def __init__(self, card: Card | None, printing: Printing | None = None, near_miss: bool = False,
                 named: Card | None = None) -> None:
        self._freeze(card, printing, near_miss, named)


class Resolver:
    def __init__(self, db: CardDB):
        self.db = db
        self._index: NameIndex | None = None
        self._memo: dict[tuple[str, str | None], Resolution] = {}

    def resolve(self, text: str, code: str | None = None) -> Resolution:
        """Resolve a reference; `code` is a printing code the input format gave separately."""
        key = (text, code)
        found = self._memo.get(key)
        if found is None:
            found = self._resolve(text, code)
            if len(self._memo) < MEMO_LIMIT:
                self._memo[key] = found
        return found

    def resolve_entries(self, entries: Iterable[Entry]) -> list[Resolution]:
        """`resolve` for each decklist entry, by its text and code, in order."""
        memo, resolve = self._memo, self.resolve
        return [memo.get((entry.text, entry.code)) or resolve(entry.text, entry.code) for entry in entries]

    def _resolve(self, text: str, code: str | None) -> Resolution:
        written = annotations.split(" ".join(text.split()))
        name, code = written.name, code or written.code
        found = self.by_code(code) if code else None
        if found:
            return self._checked_against_name(found, name, code)
        found = self.by_code(name) if _CODE.match(name) else None
        if found:
            return found
        card = self._by_name(name)
        if card:
            return Resolution(card)
        return Resolution(None, near_miss=self.near_miss(name))

    def _by_name(self, name: str) -> Card | None:
        return self.db.by_key.get(name_key(name)) or self.db.by_loose_key.get(loose_key(name))

    def _checked_against_name(self, found: Resolution, name: str, code: str) -> Resolution:
        """`found` by `code`, naming the other card `name` is when the two disagree. A name
        that matches no card (a translation, a new card) leaves the code to decide."""
        if not name or name_key(name) == name_key(code):
            return found
        named = self._by_name(name)
        if named is None or found.card is None or named.name == found.card.name:
            return found
        return Resolution(found.card, found.printing, named=named)

    def by_code(self, code: str) -> Resolution | None:
        match = _CODE.match(code.strip())
        if not match:
            return None
        set_code, number = match["set"].upper(), match["num"].upper()
        if number.isdigit():
            number = number.zfill(3)
        variant = (match["var"] or "").lower().replace("s", "*")
        tail = match["tail"]
        if tail and not variant and len(tail) < 3:
            return self._by_printing_index(set_code, number, int(tail))
        candidates = self._code_candidates(set_code, number, variant, tail)
        for candidate in candidates:
            hit = self.db.by_code.get(candidate.upper())
            if hit:
                variant_dropped = bool(variant) and candidate == candidates[-1]
                return Resolution(hit[0], _as_written(set_code, number, variant, tail) if variant_dropped else hit[1])
        if number.startswith("R"):
            return self._rune_by_number(number, _as_written(set_code, number, variant, tail))
        return None

    def _rune_by_number(self, number: str, written: Printing) -> Resolution | None:
        """Rune printings share one numbering across sets (R01 Fury ... R06 Order), so a rune
        printing the data does not list yet (XYZ-R02) is still the basic rune of that number."""
        for code, (card, _printing) in self.db.by_code.items():
            if card.type == "Rune" and code.split("-")[1].rstrip("AB*") == number:
                return Resolution(card, written)
        return None

    @staticmethod
    def _code_candidates(set_code: str, number: str, variant: str, tail: str | None) -> list[str]:
        """Exact printing first, then the base printing: a variant letter never changes the card."""
        candidates = [f"{set_code}-{number}{variant}"]
        if tail:
            candidates.insert(0, f"{set_code}-{number}{variant}-{tail}")
        if variant:
            candidates.append(f"{set_code}-{number}")
        return candidates

    def _by_printing_index(self, set_code: str, number: str, index: int) -> Resolution | None:
        """Tabletop Simulator numbers the printings of one collector number from 1."""
        base = self.db.by_code.get(f"{set_code}-{number}")
        if base is None:
            return None
        card = base[0]
        same_number = [p for p in card.printings if p.set == set_code and p.number == number]
        same_number.sort(key=lambda p: _VARIANT_ORDER.get(p.variant, 9))
        printing = same_number[index - 1] if 0 < index <= len(same_number) else base[1]
        return Resolution(card, printing)

    def names(self) -> NameIndex:
        """The index of card names and aliases that suggestions come from, built once."""
        if self._index is None:
            self._index = NameIndex([(card.name, card.name) for card in self.db.cards]
                                    + [(alias, card.name) for card in self.db.cards for alias in card.aliases])
        return self._index

    def near_miss(self, text: str) -> bool:
        """Whether `text` is a misspelling of a known name or alias."""
        return self.names().near_miss(text)

    def suggest(self, text: str, limit: int = 3) -> tuple[str, ...]:
        """The closest card names, for "did you mean"."""
        return self.names().suggest(text, limit)


def _as_written(set_code: str, number: str, variant: str, tail: str | None) -> Printing:
    """A printing the data does not list (a new variant, a promo): kept as the input wrote it,
    so that every form written from the deck names the player's printing."""
    code = f"{set_code}-{number}{variant}" + (f"-{tail}" if tail else "")
    return Printing(code=code, set=set_code, number=number, variant=variant)

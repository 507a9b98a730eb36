"""Magic's dated card pool: every card's printings (set and rarity) and each set's release date
and kind, read from data/mtg/sets.tsv and data/mtg/printings.tsv.gz (built by `riftcheck import
--game mtg mtg-printings.json`, see pool_build) through an index kept in the cache folder: the
sets whole, each card's printings only when asked for (riftcheck.games.mtg.keyed_records).

It tells what a format's card pool needs on a date: whether a card was printed by then, whether
it is an Un-card, a playtest card or a digital-only card, whether it was printed in one of a
list of sets by then, and whether it was printed at common by then. A card the pool does not
list gets no answer: the checker calls it unconfirmed, never legal or illegal.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping

from riftcheck.engine.values import FrozenValue, Value
from riftcheck.games.mtg.keyed_records import KeyedRecords
from riftcheck.games.mtg.keyed_records import encode as encode_records
from riftcheck.games.mtg.names import fold, front_face

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

DIGITAL_KINDS = frozenset({"alchemy", "digital_arena", "digital_mtgo"})
PLAYTEST_SETS = frozenset({"CMB1", "CMB2", "MB2"})  # Mystery Booster playtest cards (CR 100.7)
# Pauper: printed at common on paper or on Magic Online; a promotional printing's rarity is no
# booster rarity, and Arena-only printings are no part of it.
PAUPER_EXCLUDED_KINDS = frozenset({"promo", "alchemy", "digital_arena"})
COMMON = frozenset({"C", "L"})  # the sources write basic lands' rarity as L
SETS_NAME, PRINTINGS_NAME = "sets.tsv", "printings.tsv.gz"  # written by pool_build


class CardSet(FrozenValue):
    """`flags`: S standard-type, M modern-type, Y spans years (date: its start), X not for tournaments."""

    __slots__ = _fields = ("code", "date", "kind", "flags", "name")

    def __init__(self, code: str, date: datetime.date, kind: str, flags: str, name: str) -> None:
        self._freeze(code, date, kind, flags, name)

    @property
    def span(self) -> bool:
        return "Y" in self.flags


Printing = tuple[str, str, bool]  # set code, rarity letter, acorn (casual-only printing)


class Pool(Value):
    """The sets by code; `cards`, folded name -> printings (a dict while the tables are read, then
    the index: KeyedRecords); `header`, the sets table's '#' lines: when and from what it was built."""

    _fields = ("sets", "cards", "header")
    __slots__ = (*_fields, "_modern")

    def __init__(self, sets: dict[str, CardSet] | None = None, cards: Mapping[str, tuple[Printing, ...]] | None = None,
                 header: tuple[str, ...] = ()) -> None:
        self.sets = {} if sets is None else sets
        self.cards = {} if cards is None else cards
        self.header = header
        self._modern: frozenset[str] | None = None

    def printings(self, name: str) -> tuple[Printing, ...] | None:
        """Every printing of the card called `name`; None when the pool does not list it."""
        return self.cards.get(fold(name)) or self.cards.get(fold(front_face(name)))

    def built(self) -> str:
        """The day the pool was built, as its sets table's header says ("" when it does not)."""
        words = self.header[0].split() if self.header else []
        return words[1] if len(words) > 1 and words[0] == "built" else ""

    def newest_set(self) -> CardSet | None:
        main = [s for s in self.sets.values() if s.kind in ("core", "expansion")]
        return max(main, key=lambda s: s.date, default=None)

    def casual_only(self, printings: tuple[Printing, ...]) -> str | None:
        """"funny" (Un-card), "playtest" or "digital" when no printing is a tournament card's
        paper printing; None otherwise."""
        kinds = [self._kind(printing) for printing in printings]
        if "paper" in kinds:
            return None
        for kind in ("digital", "funny", "playtest"):
            if kind in kinds:
                return kind
        return "funny"  # only gold-bordered collector reprints

    def _kind(self, printing: Printing) -> str:
        code, _rarity, acorn = printing
        card_set = self.sets[code]
        if card_set.kind in DIGITAL_KINDS:
            return "digital"
        if code in PLAYTEST_SETS:
            return "playtest"
        if acorn or (card_set.kind == "funny" and "X" in card_set.flags):
            return "funny"
        return "collector" if "X" in card_set.flags else "paper"

    def first_printed(self, printings: tuple[Printing, ...]) -> tuple[datetime.date, bool] | None:
        """The earliest release of a paper printing, and whether that day is sure: a printing in a
        set that spans years (Secret Lair, promos) gives only its span's start."""
        paper = [self.sets[code] for code, rarity, acorn in printings if self._kind((code, rarity, acorn)) == "paper"]
        dated = [s.date for s in paper if not s.span]
        if dated:
            return min(dated), True
        spans = [s.date for s in paper if s.span]
        return (min(spans), False) if spans else None

    def in_sets(self, printings: tuple[Printing, ...], codes, day: datetime.date) -> bool:
        """Whether a printing in one of `codes` was released on or before `day`."""
        return any(code in codes and self.sets[code].date <= day for code, _rarity, acorn in printings if not acorn)

    def common_by(self, printings: tuple[Printing, ...], day: datetime.date) -> bool:
        """Whether a printing at common (a basic land's included) on paper or Magic Online was
        released on or before `day`."""
        return any(rarity in COMMON and not acorn and self.pauper_set(code, day) for code, rarity, acorn in printings)

    def pauper_set(self, code: str, day: datetime.date) -> bool:
        """Whether a common of the set `code` counts for pauper on `day`: the set is out by then,
        on paper or Magic Online, no promotion, no collector reprint."""
        card_set = self.sets[code]
        return (card_set.date <= day and "X" not in card_set.flags and card_set.kind not in PAUPER_EXCLUDED_KINDS
                and not card_set.span)

    def modern_sets(self) -> frozenset[str]:
        """Modern's sets: those of a Modern-legal kind released from Eighth Edition (2003-07-28) on."""
        if self._modern is None:  # asked for each card of a deck
            start = datetime.date(2003, 7, 28)
            self._modern = frozenset(s.code for s in self.sets.values() if "M" in s.flags and s.date >= start)
        return self._modern


def folder() -> Path:
    from riftcheck.engine.paths import data_dir

    return data_dir() / "mtg"


def read(files: list[Path]) -> Pool:
    import gzip

    sets_path, printings_path = files
    pool = Pool()
    header = []
    with open(sets_path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.startswith("#"):
                header.append(line[1:].strip())
                continue
            code, date, kind, flags, name = line.split("\t")
            if code == "code":
                continue
            pool.sets[code] = CardSet(code, datetime.date.fromisoformat(date), kind, flags, name)
    pool.header = tuple(header)
    with gzip.open(printings_path, "rt", encoding="utf-8") as handle:
        for line in handle:
            name, written = line.rstrip("\n").split("\t")
            printings = []
            for item in written.split():
                acorn = item.endswith("!")
                code, rarity = item.rstrip("!").split(":")
                printings.append((code, rarity, acorn))
            pool.cards[fold(name)] = tuple(printings)
    return pool


def encode(pool: Pool) -> bytes:
    """The index of `pool`: its sets and header as the head, each card's printings a record."""
    sets = tuple((s.code, s.date.toordinal(), s.kind, s.flags, s.name) for s in pool.sets.values())
    return encode_records({key: number for number, key in enumerate(pool.cards)}, list(pool.cards.values()),
                          (sets, pool.header))


def decode(data: bytes | memoryview) -> Pool:
    """The pool of `encode`'s bytes: the sets built now, the printings read when asked for."""
    table = KeyedRecords(data)
    sets, header = table.head
    from_ordinal = datetime.date.fromordinal
    return Pool({code: CardSet(code, from_ordinal(day), kind, flags, name) for code, day, kind, flags, name in sets},
                table, tuple(header))


def load(path: Path | None = None) -> Pool | None:
    """The shipped pool (or the one in `path`, a folder); None when it has none."""
    import os

    from riftcheck.engine.cache import cached_file
    from riftcheck.engine.paths import data_folder

    base = str(path) if path else os.path.join(data_folder(), "mtg")
    files = [os.path.join(base, SETS_NAME), os.path.join(base, PRINTINGS_NAME)]
    if not all(os.path.isfile(file) for file in files):
        return None
    return cached_file("mtg-pool", files, lambda: encode(read(files)), decode, layout="mtg-pool-2", mapped=True)

"""Finding Magic cards by name: the shipped table (through the pickle cache), and the
printings and legalities of a user-imported AtomicCards file when there is one."""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from riftcheck.games.mtg.names import fold
from riftcheck.games.mtg.table import MagicCard

_SUGGESTIONS = 3
_SUGGESTION_CUTOFF = 80


@dataclass
class CardIndex:
    """Every card by folded name; a card's own name wins over another card's alias (Sol Ring
    is Sol Ring, not the reversible "Sol Ring // Sol Ring").

    Cards are kept as plain tuples and made into MagicCard objects when looked up: the pickle
    of tuples loads in a tenth of the time that of 35,000 dataclass objects takes.
    """

    rows: list[tuple] = field(default_factory=list)  # MagicCard's fields, in order
    by_key: dict[str, int] = field(default_factory=dict)  # folded name or alias -> row

    @classmethod
    def build(cls, cards: list[tuple[MagicCard, list[str]]]) -> CardIndex:
        index = cls()
        for number, (card, _aliases) in enumerate(cards):
            index.rows.append((card.name, card.type_line, card.identity, card.layout, card.limit, card.flags,
                               card.partner_with))
            index.by_key[fold(card.name)] = number
        for number, (_card, aliases) in enumerate(cards):
            for alias in aliases:
                index.by_key.setdefault(fold(alias), number)
        return index

    def find(self, name: str) -> MagicCard | None:
        number = self.by_key.get(fold(name))
        return None if number is None else MagicCard(*self.rows[number])

    def suggestions(self, name: str) -> list[str]:
        """The closest card names, for "did you mean"."""
        from rapidfuzz import fuzz, process

        from riftcheck.engine.spelling import typo_order

        query = fold(name)
        found = process.extract(query, list(self.by_key), scorer=fuzz.WRatio, limit=_SUGGESTIONS * 2,
                                score_cutoff=_SUGGESTION_CUTOFF)
        keys = [key for key, _score, _ in found]
        names: list[str] = []
        for key in (keys[i] for i in typo_order(query, keys)):
            card_name = self.rows[self.by_key[key]][0]
            if card_name not in names:
                names.append(card_name)
        return names[:_SUGGESTIONS]


def table_path() -> Path:
    from riftcheck.engine.paths import data_dir

    return data_dir() / "mtg" / "cards.tsv.gz"


def load_index(path: Path | None = None) -> CardIndex:
    """The card index of the table at `path` (default: the shipped table), built once per table
    content and kept in the cache folder."""
    from riftcheck.engine.cache import cached
    from riftcheck.games.mtg.table import read_table

    path = path or table_path()
    # The layout changes with the index's shape and with names.fold, which its keys are made by.
    return cached("mtg-cards", [path], lambda files: CardIndex.build(read_table(files[0])), layout="mtg-3")


@dataclass(frozen=True)
class Printings:
    """What an imported AtomicCards file says: its date and, per card name, its legalities
    by format, its set codes and whether it is an Un-card."""

    date: str
    cards: dict[str, dict[str, Any]]

    def of(self, card: MagicCard) -> dict[str, Any] | None:
        return self.cards.get(card.name)


def printings_path() -> Path:
    from riftcheck.games.mtg.importer import PRINTINGS_NAME
    from riftcheck.engine.paths import user_data_dir

    return user_data_dir() / "mtg" / PRINTINGS_NAME


def load_printings(path: Path | None = None) -> Printings | None:
    """The imported printings, or None when the user imported none."""
    path = path or printings_path()
    if not path.is_file():
        return None
    from riftcheck.engine.cache import cached

    def build(files):
        with gzip.open(files[0], "rb") as handle:
            document = json.loads(handle.read())
        return Printings(document.get("date", ""), document.get("cards", {}))

    return cached("mtg-printings", [path], build, layout="mtg-1")

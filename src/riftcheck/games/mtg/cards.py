"""Finding Magic cards by name: the shipped table (through its name index, kept in the cache
folder: riftcheck.games.mtg.name_index), and the printings and legalities of a user-imported
AtomicCards file when there is one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from riftcheck.engine.values import FrozenValue
from riftcheck.games.mtg.name_index import NameIndex as CardIndex

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

    from riftcheck.games.mtg.table import MagicCard

PRINTINGS_NAME = "printings.json.gz"  # written by riftcheck.games.mtg.importer


def table_path() -> Path:
    from riftcheck.engine.paths import data_dir

    return data_dir() / "mtg" / "cards.tsv.gz"


def load_index(path: Path | None = None) -> CardIndex:
    """The card index of the table at `path` (default: the shipped table), built once per table
    content and kept in the cache folder."""
    from riftcheck.engine.cache import cached_file
    from riftcheck.games.mtg.name_index import encode
    from riftcheck.games.mtg.table import read_table

    path = path or table_path()
    # The layout changes with the index's shape and with names.fold, which its keys are made by.
    return cached_file("mtg-cards", [path], lambda: encode(read_table(path)), CardIndex, layout="mtg-5",
                       mapped=True)


class Printings(FrozenValue):
    """What an imported AtomicCards file says: its date and, per card name, its legalities
    by format, its set codes and whether it is an Un-card (read from an index kept in the cache
    folder, a card when asked for: riftcheck.games.mtg.keyed_records)."""

    __slots__ = _fields = ("date", "cards")

    def __init__(self, date: str, cards: Mapping[str, dict[str, Any]]) -> None:
        self._freeze(date, cards)

    def of(self, card: MagicCard) -> dict[str, Any] | None:
        return self.cards.get(card.name)


def printings_path() -> Path:
    from riftcheck.engine.paths import user_data_dir

    return user_data_dir() / "mtg" / PRINTINGS_NAME


def load_printings(path: Path | None = None) -> Printings | None:
    """The imported printings, or None when the user imported none."""
    path = path or printings_path()
    if not path.is_file():
        return None
    from riftcheck.engine.cache import cached_file

    return cached_file("mtg-printings", [path], lambda: _printings_index(path), _printings, layout="mtg-2", mapped=True)


def _printings_index(path: Path) -> bytes:
    import gzip
    import json

    from riftcheck.games.mtg.keyed_records import encode

    with gzip.open(path, "rb") as handle:
        document = json.loads(handle.read())
    cards = document.get("cards", {})
    return encode({name: number for number, name in enumerate(cards)}, list(cards.values()), document.get("date", ""))


def _printings(data: bytes | memoryview) -> Printings:
    from riftcheck.games.mtg.keyed_records import KeyedRecords

    table = KeyedRecords(data)
    return Printings(table.head, table)

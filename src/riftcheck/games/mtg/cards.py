"""Finding Magic cards by name: the shipped table (through its name index, kept in the cache
folder: riftcheck.games.mtg.name_index), and the printings and legalities of a user-imported
AtomicCards file when there is one."""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from riftcheck.games.mtg.name_index import NameIndex as CardIndex


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
    return cached_file("mtg-cards", [path], lambda: encode(read_table(path)), CardIndex, layout="mtg-4")


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

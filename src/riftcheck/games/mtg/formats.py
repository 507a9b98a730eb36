"""Magic's formats and their dated banned and restricted lists, read from data/mtg/
(formats.yaml, banlists.yaml) through the pickle cache."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from pathlib import Path

from riftcheck.games.mtg.names import fold


@dataclass(frozen=True)
class MagicFormat:
    name: str
    kind: str  # constructed, commander, limited or casual
    rule: str  # the rule number of its deck size
    main_min: int | None = None
    main_exact: int | None = None
    copies: int | None = None
    sideboard_max: int | None = None
    card_pool: str = "every"
    banlist: str | None = None
    restricted: bool = False


@dataclass(frozen=True)
class Change:
    date: datetime.date
    source: str
    status: dict[str, str]  # folded name -> banned, restricted or legal
    names: tuple[str, ...] = ()  # the cards it names, as written


@dataclass(frozen=True)
class BanList:
    recorded_until: datetime.date
    changes: tuple[Change, ...]

    def on(self, day: datetime.date) -> dict[str, tuple[str, Change]]:
        """Every card banned or restricted on `day` (folded name -> status and the change that
        set it)."""
        state: dict[str, tuple[str, Change]] = {}
        for change in self.changes:
            if change.date > day:
                break
            for key, status in change.status.items():
                if status == "legal":
                    state.pop(key, None)
                else:
                    state[key] = (status, change)
        return state


@dataclass(frozen=True)
class MagicData:
    comprehensive_rules: str
    formats: dict[str, MagicFormat]
    banlists: dict[str, BanList] = field(default_factory=dict)
    printings_fresh_days: int = 31
    comprehensive_rules_source: str = ""


def _data_files() -> list[Path]:
    from riftcheck.engine.paths import data_dir

    return [data_dir() / "mtg" / "formats.yaml", data_dir() / "mtg" / "banlists.yaml"]


def _build(files) -> MagicData:
    from riftcheck.engine.cache import read_yaml

    formats_doc, bans_doc = (read_yaml(path) for path in files)
    formats = {name: MagicFormat(name=name, **values) for name, values in formats_doc["formats"].items()}
    banlists = {}
    for name, listed in bans_doc["formats"].items():
        changes = []
        for change in sorted(listed["changes"], key=lambda c: c["date"]):
            status, written = {}, []
            for key in ("banned", "restricted", "legal"):
                for card in change.get(key, []):
                    status[fold(card)] = key
                    written.append(card)
            changes.append(Change(change["date"], change["source"], status, tuple(written)))
        banlists[name] = BanList(listed["recorded_until"], tuple(changes))
    return MagicData(str(formats_doc["comprehensive_rules"]), formats, banlists, formats_doc["printings_fresh_days"],
                     formats_doc["comprehensive_rules_source"])


def load() -> MagicData:
    from riftcheck.engine.cache import cached

    return cached("mtg-formats", _data_files(), _build, layout="mtg-1")


def get(name: str) -> MagicFormat:
    """The format called `name`; ValueError naming the formats there are."""
    formats = load().formats
    if name not in formats:
        raise ValueError(f"unknown Magic format {name!r}; choose one of {', '.join(formats)}.")
    return formats[name]

"""Magic's formats, their dated banned and restricted lists and Standard's sets from rotation to
rotation, read from data/mtg/ (formats.yaml, banlists.yaml, standard.yaml) through the pickle
cache."""

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
class StandardSets:
    """Standard's sets from one rotation to the next (newest first), known up to recorded_until."""

    recorded_until: datetime.date
    periods: tuple[tuple[datetime.date, frozenset[str]], ...]

    def on(self, day: datetime.date) -> frozenset[str]:
        """The sets of the period in force on `day` (each counts from its own release)."""
        for start, codes in self.periods:
            if start <= day:
                return codes
        return frozenset()

    def ever(self) -> frozenset[str]:
        """Every set Standard has taken."""
        return frozenset(code for _, codes in self.periods for code in codes)


@dataclass(frozen=True)
class MagicData:
    comprehensive_rules: str
    formats: dict[str, MagicFormat]
    banlists: dict[str, BanList] = field(default_factory=dict)
    printings_fresh_days: int = 31
    comprehensive_rules_source: str = ""
    standard: StandardSets | None = None


BANS_NAME = "banlists.yaml"


def user_bans_path() -> Path:
    """Your own Magic ban list file (riftcheck import --game mtg my-bans.yaml puts it there)."""
    from riftcheck.engine.paths import user_data_dir

    return user_data_dir() / "mtg" / BANS_NAME


def _data_files() -> list[Path]:
    from riftcheck.engine.paths import data_dir

    shipped = [data_dir() / "mtg" / "formats.yaml", data_dir() / "mtg" / BANS_NAME, data_dir() / "mtg" / "standard.yaml"]
    return shipped + [path for path in [user_bans_path()] if path.is_file()]


def _build(files) -> MagicData:
    from riftcheck.engine.cache import read_yaml

    formats_doc, bans_doc, standard_doc, *yours = (read_yaml(path) for path in files)
    formats = {name: MagicFormat(name=name, **values) for name, values in formats_doc["formats"].items()}
    listed_by_format = {name: dict(listed) for name, listed in bans_doc["formats"].items()}
    for name, listed in (yours[0]["formats"].items() if yours else ()):
        merged = listed_by_format.setdefault(name, {"recorded_until": listed["recorded_until"], "changes": []})
        merged["changes"] = [*merged["changes"], *listed["changes"]]
        merged["recorded_until"] = max(merged["recorded_until"], listed["recorded_until"])
    banlists = {}
    for name, listed in listed_by_format.items():
        changes = []
        for change in sorted(listed["changes"], key=lambda c: c["date"]):
            status, written = {}, []
            for key in ("banned", "restricted", "legal"):
                for card in change.get(key, []):
                    status[fold(card)] = key
                    written.append(card)
            changes.append(Change(change["date"], change["source"], status, tuple(written)))
        banlists[name] = BanList(listed["recorded_until"], tuple(changes))
    standard = StandardSets(standard_doc["recorded_until"],
                            tuple((period["from"], frozenset(period["sets"])) for period in standard_doc["periods"]))
    return MagicData(str(formats_doc["comprehensive_rules"]), formats, banlists, formats_doc["printings_fresh_days"],
                     formats_doc["comprehensive_rules_source"], standard)


def load() -> MagicData:
    from riftcheck.engine.cache import cached

    return cached("mtg-formats", _data_files(), _build, layout="mtg-2")


def get(name: str) -> MagicFormat:
    """The format called `name`; ValueError naming the formats there are."""
    formats = load().formats
    if name not in formats:
        from riftcheck.engine.usage import UsageError

        raise UsageError("unknown-mtg-format", given=repr(name), choices=", ".join(formats))
    return formats[name]

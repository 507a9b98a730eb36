"""Magic's formats, their dated banned and restricted lists, Standard's sets from rotation to
rotation and the sets the card pool holds only part of, read from data/mtg/ (formats.yaml,
banlists.yaml, standard.yaml, partial_sets.yaml) through the cache
(riftcheck.engine.cache), which keeps them as plain values (dates as day numbers) so that
marshal reads them back."""

from __future__ import annotations

import datetime

from riftcheck.engine.values import FrozenValue
from riftcheck.games.mtg.names import fold
from riftcheck.games.mtg.partial_sets import PartialSets, partial, plain

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path


class MagicFormat(FrozenValue):
    """`kind`: constructed, commander, limited or casual; `rule`: the rule number of its deck size."""

    __slots__ = _fields = ("name", "kind", "rule", "main_min", "main_exact", "copies", "sideboard_max", "card_pool",
                           "banlist", "restricted")

    def __init__(self, name: str, kind: str, rule: str, main_min: int | None = None, main_exact: int | None = None,
                 copies: int | None = None, sideboard_max: int | None = None, card_pool: str = "every",
                 banlist: str | None = None, restricted: bool = False) -> None:
        self._freeze(name, kind, rule, main_min, main_exact, copies, sideboard_max, card_pool, banlist, restricted)


class Change(FrozenValue):
    """`status`: folded name -> banned, restricted, legal or banned_as_companion (legal in the
    deck, not as its companion); `names`: the cards it names, as written."""

    __slots__ = _fields = ("date", "source", "status", "names")

    def __init__(self, date: datetime.date, source: str, status: dict[str, str], names: tuple[str, ...] = ()) -> None:
        self._freeze(date, source, status, names)


class BanList(FrozenValue):
    __slots__ = _fields = ("recorded_until", "changes")

    def __init__(self, recorded_until: datetime.date, changes: tuple[Change, ...]) -> None:
        self._freeze(recorded_until, changes)

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


class StandardSets(FrozenValue):
    """Standard's sets from one rotation to the next (newest first), known up to recorded_until."""

    __slots__ = _fields = ("recorded_until", "periods")

    def __init__(self, recorded_until: datetime.date, periods: tuple[tuple[datetime.date, frozenset[str]], ...]) -> None:
        self._freeze(recorded_until, periods)

    def on(self, day: datetime.date) -> frozenset[str]:
        """The sets of the period in force on `day` (each counts from its own release)."""
        for start, codes in self.periods:
            if start <= day:
                return codes
        return frozenset()

    def ever(self) -> frozenset[str]:
        """Every set Standard has taken."""
        return frozenset(code for _, codes in self.periods for code in codes)


class MagicData(FrozenValue):
    __slots__ = _fields = ("comprehensive_rules", "formats", "banlists", "printings_fresh_days",
                           "comprehensive_rules_source", "standard", "partial_sets")

    def __init__(self, comprehensive_rules: str, formats: dict[str, MagicFormat], banlists: dict[str, BanList] | None = None,
                 printings_fresh_days: int = 31, comprehensive_rules_source: str = "",
                 standard: StandardSets | None = None, partial_sets: PartialSets | None = None) -> None:
        self._freeze(comprehensive_rules, formats, {} if banlists is None else banlists, printings_fresh_days,
                     comprehensive_rules_source, standard, partial_sets)


BANS_NAME = "banlists.yaml"


def user_bans_path() -> Path:
    """Your own Magic ban list file (riftcheck import --game mtg my-bans.yaml puts it there)."""
    from riftcheck.engine.paths import user_data_dir

    return user_data_dir() / "mtg" / BANS_NAME


def _data_files() -> list[Path]:
    from riftcheck.engine.paths import data_dir

    shipped = [data_dir() / "mtg" / name for name in ("formats.yaml", BANS_NAME, "standard.yaml", "partial_sets.yaml")]
    return shipped + [path for path in [user_bans_path()] if path.is_file()]


def _build(files) -> tuple:
    """The files' data as plain values, in the order MagicData takes them (see _data)."""
    from riftcheck.engine.cache import read_yaml

    formats_doc, bans_doc, standard_doc, partial_doc, *yours = (read_yaml(path) for path in files)
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
            for key in ("banned", "restricted", "legal", "banned_as_companion"):
                for card in change.get(key, []):
                    status[fold(card)] = key
                    written.append(card)
            changes.append((change["date"].toordinal(), change["source"], status, tuple(written)))
        banlists[name] = (listed["recorded_until"].toordinal(), tuple(changes))
    standard = (standard_doc["recorded_until"].toordinal(),
                tuple((period["from"].toordinal(), frozenset(period["sets"])) for period in standard_doc["periods"]))
    return (str(formats_doc["comprehensive_rules"]), formats_doc["formats"], banlists, formats_doc["printings_fresh_days"],
            formats_doc["comprehensive_rules_source"], standard, plain(partial_doc))


def _data(values: tuple) -> MagicData:
    rules, formats, banlists, fresh_days, rules_source, (recorded_until, periods), partial_values = values
    day = datetime.date.fromordinal
    return MagicData(
        rules, {name: MagicFormat(name=name, **values) for name, values in formats.items()},
        {name: BanList(day(until), tuple(Change(day(date), source, status, names) for date, source, status, names in changes))
         for name, (until, changes) in banlists.items()},
        fresh_days, rules_source,
        StandardSets(day(recorded_until), tuple((day(start), codes) for start, codes in periods)),
        partial(partial_values))


def load() -> MagicData:
    from riftcheck.engine.cache import cached

    return _data(cached("mtg-formats", _data_files(), _build, layout="mtg-5"))


def get(name: str, data: MagicData | None = None) -> MagicFormat:
    """The format called `name` (in `data`, already loaded, when given); ValueError naming the
    formats there are."""
    formats = (data or load()).formats
    if name not in formats:
        from riftcheck.engine.usage import UsageError

        raise UsageError("unknown-mtg-format", given=repr(name), choices=", ".join(formats))
    return formats[name]

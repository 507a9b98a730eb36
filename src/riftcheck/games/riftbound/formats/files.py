"""Reading the format data: the shipped data/formats/*.yaml, overlaid by the user's updates.

data/formats/ holds one file per format (its dated numbers, bans and restrictions), the card
sets with their release dates, the rules editions with the rules renumbered between them, the
cards that ask for choices while building the deck, the numbers deck rules cite beside
their main one, and the day the ban lists and rules were last checked against their sources
(recorded.yaml's `recorded_until`). Each dated entry names its source.

The user data folder's formats/ holds formats update files (`riftcheck import FILE` puts them
there; data/schema/formats-update.schema.json). Each adds dated entries to one format (bans,
unbans, restrictions, settings) and release dates to sets, and may move `recorded_until` later
(the later day counts: a user's file never makes the record end sooner). A user's entry adds
to the shipped history; one that the shipped data already holds (the same kind of entry, in the
format or a format it extends, with the same effective date and the same names) is not applied
a second time, so that a later release shipping the wave changes nothing. A user's file that cannot be
read is left out, with the sentence saying why.

Parsed once into plain values and kept in the prebuilt cache, keyed on every file read.
What was in force on a day is riftcheck.games.riftbound.formats' business.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Mapping, Sequence

from riftcheck.engine.cache import cached, read_yaml
from riftcheck.engine.paths import data_folder, formats_update_files, user_data_dir, yaml_files
from riftcheck.engine.usage import UsageError
from riftcheck.engine.values import FrozenValue

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

DEFAULT_FORMAT = "constructed"
SHIPPED = "shipped"
NAME_LISTS = ("bans", "unbans", "restrictions")
_LAYOUT = "10"  # bump when the parsed shape below changes


class FormatError(ValueError):
    """An unknown format, an unreadable date, or a date before the format's first rules."""


class UnknownFormat(UsageError, FormatError):
    """A format or region riftcheck does not know, or a date before a format's first rules: said
    in the user's language."""


class CardSet(FrozenValue):
    """A set or promotional pool; only a released Standard set makes a name legal (TR 601.2.a).

    `origin` is SHIPPED or the name of the user's update file that gave its release date;
    `cards` and `pre_rift` are what an announcement gives for a set not out yet."""

    __slots__ = _fields = ("code", "name", "standard", "released", "source", "card_data", "origin", "cards",
                           "pre_rift")

    def __init__(self, code: str, name: str, standard: bool, released: datetime.date | None, source: str = "",
                 card_data: bool = True, origin: str = SHIPPED, cards: int | None = None,
                 pre_rift: tuple[datetime.date, datetime.date] | None = None) -> None:
        # card_data False: riftcheck ships no card file for the set (sets.yaml `card_data`)
        self._freeze(code, name, standard, released, source, card_data, origin, cards, pre_rift)


class Region(FrozenValue):
    """A region with release dates of its own (TR 601.2.b); `releases` maps set codes to
    (date or None when unknown, source)."""

    __slots__ = _fields = ("code", "name", "name_th", "releases")

    def __init__(self, code: str, name: str, name_th: str,
                 releases: Mapping[str, tuple[datetime.date | None, str]]) -> None:
        self._freeze(code, name, name_th, releases)

    @property
    def first_release(self) -> datetime.date | None:
        """The day the region's first set was released there: no set is legal there before it."""
        return min((date for date, _source in self.releases.values() if date is not None), default=None)


class LegendChoice(FrozenValue):
    """A card that asks for `legends` legends chosen while building the deck (CR 103.1)."""

    __slots__ = _fields = ("card", "legends", "different_names")

    def __init__(self, card: str, legends: int, different_names: bool) -> None:
        self._freeze(card, legends, different_names)


class Edition(FrozenValue):
    """A Core Rules / Tournament Rules edition and the first day riftcheck applies it."""

    __slots__ = _fields = ("effective", "name", "source")

    def __init__(self, effective: datetime.date, name: str, source: str) -> None:
        self._freeze(effective, name, source)


def data_files() -> list[str]:
    """The shipped format data files: data/formats/*.yaml."""
    return yaml_files(os.path.join(data_folder(), "formats"))


def user_formats_dir() -> Path:
    """Where the user's formats update files are: the user data folder's formats/."""
    return user_data_dir() / "formats"


def update_files() -> list[str]:
    """The user's formats update files, by name."""
    return formats_update_files()


def files_read(shipped: Sequence[str], updates: Sequence[str]) -> list[str]:
    """Every file the parsed format data comes from, which the cache is keyed on: the shipped
    files, the user's update files, and the schema the user's files are checked against."""
    schema = [os.path.join(data_folder(), "schema", "formats-update.schema.json")] if updates else []
    return [*shipped, *updates, *schema]


def _parse(shipped: Sequence[str], updates: Sequence[str]) -> dict[str, Any]:
    parsed: dict[str, Any] = {
        "formats": {}, "sets": {}, "regions": {}, "renumbered": [], "editions": [], "choices": None, "citations": {},
        "unchanged": [], "updates": [], "refused": [], "repeated": [], "recorded": None,
    }
    for path in shipped:
        _take_shipped(parsed, read_yaml(path))
    parsed["editions"].sort(key=lambda edition: edition.effective)
    for path in updates:
        _take_update(parsed, path)
    return parsed


def _take_shipped(parsed: dict[str, Any], document: dict) -> None:
    if "format" in document:
        for key in (*NAME_LISTS, "settings"):
            for entry in document.get(key, ()):
                entry["origin"] = SHIPPED
        parsed["formats"][document["format"]] = document
    for entry in document.get("sets", ()):
        pre_rift = entry.get("pre_rift")
        parsed["sets"][entry["code"]] = CardSet(
            entry["code"], entry["name"], entry["standard"], entry.get("released"), entry["source"],
            entry.get("card_data", True), SHIPPED, entry.get("cards"),
            (pre_rift["from"], pre_rift["until"]) if pre_rift else None,
        )
    for entry in document.get("regions", ()):
        releases = {code: (dated["released"], dated["source"]) for code, dated in entry["releases"].items()}
        parsed["regions"][entry["code"]] = Region(entry["code"], entry["name"], entry["name_th"], releases)
    parsed["renumbered"].extend(document.get("renumbered", ()))
    parsed["unchanged"].extend((number, entry["from"]) for entry in document.get("unchanged", ())
                               for number in entry["numbers"])
    if "legend_choices" in document:
        parsed["choices"] = (document["effective"], {
            entry["card"]: LegendChoice(entry["card"], entry["legends"], entry["different_names"])
            for entry in document["legend_choices"]
        })
    parsed["editions"].extend(
        Edition(entry["effective"], entry["name"], entry["source"]) for entry in document.get("editions", ())
    )
    parsed["citations"].update(document.get("citations", {}))
    if "recorded_until" in document:
        _record(parsed, document["recorded_until"], SHIPPED)


def _take_update(parsed: dict[str, Any], path: str) -> None:
    """Add one user's update file to the parsed data, or say why it is left out."""
    from riftcheck.games.riftbound.formats.update_checks import check_text, problems

    name = os.path.splitext(os.path.basename(path))[0]
    try:
        with open(path, encoding="utf-8") as handle:
            check_text(handle.read(), str(path))
        document = read_yaml(path)
        faults = problems(document, tuple(parsed["formats"]), parsed["sets"])
    except Exception as error:  # a hand-edited file must never stop the tool
        faults = [f"it cannot be read ({error})"]
    if faults:
        parsed["refused"].append(f"your formats update {path} is left out: {' '.join(faults)}")
        return
    parsed["updates"].append({"name": name, "path": str(path), "format": document.get("format")})
    if "format" in document:
        chain = lineage(document["format"], parsed["formats"])
        target = parsed["formats"][document["format"]]
        for key in (*NAME_LISTS, "settings"):
            for entry in document.get(key, ()):
                entry["origin"] = name
                if key != "settings" and _already_there(chain, key, entry):
                    parsed["repeated"].append({"file": name, "kind": key, "format": document["format"],
                                               "effective": entry["effective"], "names": list(entry["names"])})
                    continue
                target.setdefault(key, []).append(entry)
    for entry in document.get("sets", ()):
        known = parsed["sets"].get(entry["code"])
        parsed["sets"][entry["code"]] = CardSet(
            entry["code"], entry.get("name") or known.name, entry.get("standard", known.standard if known else True),
            entry["released"], entry["source"], known.card_data if known else False, name,
            known.cards if known else None, known.pre_rift if known else None,
        )
    if "recorded_until" in document:
        _record(parsed, document["recorded_until"], name)


def _record(parsed: dict[str, Any], day: datetime.date | str, origin: str) -> None:
    """Keep `day` as the day the ban lists and rules are recorded up to when it is the later one."""
    day = datetime.date.fromisoformat(str(day))  # a date quoted in YAML is read as text
    if parsed["recorded"] is None or day > parsed["recorded"][0]:
        parsed["recorded"] = (day, origin)


def _already_there(chain: list[dict], key: str, entry: dict) -> bool:
    """Whether the format or one it extends already has this entry: same kind, effective date and names."""
    names = set(entry["names"])
    return any(other["effective"] == entry["effective"] and set(other["names"]) == names
               for document in chain for other in document.get(key, ()))


def parsed() -> dict[str, Any]:
    """The format data in force, parsed (from the cache when its files are unchanged); a user's
    file left out is said once on stderr."""
    shipped, updates = data_files(), update_files()
    layout = f"{_LAYOUT}:{len(shipped)}"  # where the shipped files end and the user's begin
    data = cached("formats", files_read(shipped, updates), lambda files: _parse(shipped, updates), layout=layout)
    if data["refused"]:
        from riftcheck.engine.data_warnings import warn_once

        for reason in data["refused"]:
            warn_once(reason)
    return data


def card_sets() -> Mapping[str, CardSet]:
    """Every set and promotional pool by code, in the order of data/formats/sets.yaml:
    Standard sets by release, promotional pools last; sets only a user's file names after."""
    return parsed()["sets"]


def names() -> tuple[str, ...]:
    """Every format the data defines, the default first."""
    known = sorted(parsed()["formats"])
    return tuple(sorted(known, key=lambda name: name != DEFAULT_FORMAT))


def history(format_name: str, key: str) -> list[dict]:
    """Every dated entry under `key` ("settings", "bans", "unbans", "restrictions") of the
    format and the formats it extends, oldest first: what rule documentation tells from data.
    Each entry's `origin` is SHIPPED or the name of the user's update file."""
    chain = lineage(format_name, parsed()["formats"])
    return sorted((entry for document in chain for entry in document.get(key, ())), key=lambda e: e["effective"])


def updates() -> list[dict]:
    """The user's update files in force: name, path and format."""
    return parsed()["updates"]


def refused() -> list[str]:
    """Why each of the user's update files left out was refused."""
    return parsed()["refused"]


def recorded() -> tuple[datetime.date, str]:
    """The day the ban lists and rules are recorded up to, and where it comes from: SHIPPED
    (data/formats/recorded.yaml) or the name of the user's update file with the later day."""
    return parsed()["recorded"]


def repeated() -> list[dict]:
    """The user's entries the shipped data already holds, so not applied twice."""
    return parsed()["repeated"]


def data_version() -> str:
    """The format data in force, as `riftcheck data` shows it: its latest dated entry (a rule
    change, ban or set release) and a digest of the files, e.g. "2026-10-23 (3f9a0c1d2e)"."""
    from riftcheck.engine.cache import content_digest

    data = parsed()
    dates = [known.released for known in data["sets"].values() if known.released]
    dates += [entry["from"] for entry in data["renumbered"]]
    for document in data["formats"].values():
        dates += [entry["effective"] for key in ("settings", *NAME_LISTS) for entry in document.get(key, ())]
    files = files_read(data_files(), update_files())
    return f"{max(dates).isoformat()} ({content_digest(files, 'formats')[:10]})"


def lineage(name: str, formats: Mapping[str, dict]) -> list[dict]:
    """The format's file and the files it extends, the most basic first."""
    chain: list[dict] = []
    while name:
        if name not in formats:
            known = ", ".join(sorted(formats))
            raise UnknownFormat("unknown-format", given=repr(name), choices=known)
        if any(document["format"] == name for document in chain):
            raise FormatError(f"format {name!r} extends itself")
        chain.insert(0, formats[name])
        name = formats[name].get("extends")
    return chain

"""Formats as data: what was in force for a format on a given day.

data/formats/ holds one file per format (its dated numbers, bans and restrictions), the card
sets with their release dates, and the rules renumbered between editions. Each dated entry
names its source. `context(format, as_of)` folds every entry up to `as_of` into a CheckContext,
the only thing the rules read: a new ban or a new sideboard size is a data edit.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from riftcheck.cache import cached, read_yaml
from riftcheck.cards.model import Card
from riftcheck.paths import data_dir

DEFAULT_FORMAT = "constructed"
_SETTINGS = ("main_deck", "rune_deck", "battlefields", "sideboard", "copies", "signatures")
_FLAGS = ("set_legality", "team_rules")
_LAYOUT = "2"  # bump when the parsed shape below changes


class FormatError(ValueError):
    """An unknown format, an unreadable date, or a date before the format's first rules."""


@dataclass(frozen=True, slots=True)
class Size:
    """A required number of cards and the rule that sets it; no bound at all means unlimited."""

    rule: str | None = None
    exactly: int | None = None
    at_least: int | None = None
    at_most: int | None = None
    one_of: tuple[int, ...] = ()

    @property
    def kind(self) -> str:
        """"exactly", "at-least", "at-most", "one-of" or "unlimited" (message templates differ)."""
        for kind, value in (("exactly", self.exactly), ("at-least", self.at_least), ("at-most", self.at_most)):
            if value is not None:
                return kind
        return "one-of" if self.one_of else "unlimited"

    @property
    def bound(self) -> int | tuple[int, ...] | None:
        """The number (or numbers, for one-of) a message quotes."""
        return {"exactly": self.exactly, "at-least": self.at_least, "at-most": self.at_most,
                "one-of": self.one_of, "unlimited": None}[self.kind]

    def allows(self, count: int) -> bool:
        if self.exactly is not None:
            return count == self.exactly
        if self.at_least is not None:
            return count >= self.at_least
        if self.at_most is not None:
            return count <= self.at_most
        return count in self.one_of if self.one_of else True


@dataclass(frozen=True, slots=True)
class CardSet:
    """A set or promotional pool; only a released Standard set makes a name legal (TR 601.2.a)."""

    code: str
    name: str
    standard: bool
    released: datetime.date | None
    card_data: bool = True  # False: riftcheck ships no card file for it (sets.yaml `card_data`)


@dataclass(frozen=True)
class CheckContext:
    """Everything the rules need to know about the format in force on `as_of`.

    Language-independent; built by `context()`. `copy_zones` are the zones whose cards count
    together towards a name's copy limit (the Chosen Champion always counts with the main deck).
    `banned` and `restricted` map each name to the date it took effect.
    """

    format: str
    as_of: datetime.date
    main_deck: Size
    rune_deck: Size
    battlefields: Size
    sideboard: Size
    copy_zones: tuple[str, ...]
    copy_rule: str
    signature_limit: int
    signature_rule: str
    set_legality: bool
    team_rules: bool
    banned: Mapping[str, datetime.date] = field(default_factory=dict)
    restricted: Mapping[str, datetime.date] = field(default_factory=dict)
    sets: Mapping[str, CardSet] = field(default_factory=dict)
    renumbered: Mapping[str, str] = field(default_factory=dict)
    # "complete" or "provisional" for each set whose card data is loaded; a set absent here has none.
    card_data: Mapping[str, str] = field(default_factory=dict)
    # "error" or "warn": how an unknown card that may come from a set without card data counts.
    unknown_new_cards: str = "error"
    _first_releases: dict[str, tuple[datetime.date, str] | None] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _released: set[str] = field(default_factory=set, init=False, repr=False, compare=False)

    def sets_lacking_card_data(self) -> tuple[tuple[CardSet, str], ...]:
        """Standard sets released by `as_of` whose cards riftcheck may not know, each with
        "absent" (no card data) or "provisional" (a preview), in release order."""
        lacking = []
        for known in self.sets.values():
            status = self.card_data.get(known.code, "absent")
            if known.standard and known.released and known.released <= self.as_of and status != "complete":
                lacking.append((known, status))
        return tuple(lacking)

    def cite(self, number: str | None) -> str | None:
        """The number a rule had on `as_of` (rules move between editions), given its current one."""
        return self.renumbered.get(number, number) if number else None

    def first_release(self, card: Card) -> tuple[datetime.date, str] | None:
        """The earliest release date of a Standard set holding a printing of `card`, with that set.

        None when every printing is in a promotional pool or a set the data does not know.
        Kept by card name, as every deck asks about the same cards.
        """
        if card.name not in self._first_releases:
            releases = [
                (known.released, known.code)
                for known in (self.sets.get(code) for code in card.sets)
                if known is not None and known.standard and known.released is not None
            ]
            first = self._first_releases[card.name] = min(releases) if releases else None
            if first is not None and first[0] <= self.as_of:
                self._released.add(card.name)
        return self._first_releases[card.name]

    def all_released(self, names: Iterable[str]) -> bool:
        """Whether every name is one `first_release` already found released by `as_of`.

        False for a name not asked about yet, so a True answer is always right.
        """
        return self._released.issuperset(names)


def data_files() -> list[Path]:
    """The format data files: data/formats/*.yaml."""
    return sorted((data_dir() / "formats").glob("*.yaml"))


def _parse(files: Sequence[Path]) -> dict[str, Any]:
    parsed: dict[str, Any] = {"formats": {}, "sets": {}, "renumbered": []}
    for path in files:
        document = read_yaml(path)
        if "format" in document:
            parsed["formats"][document["format"]] = document
        for entry in document.get("sets", ()):
            parsed["sets"][entry["code"]] = CardSet(
                entry["code"], entry["name"], entry["standard"], entry.get("released"), entry.get("card_data", True)
            )
        parsed["renumbered"].extend(document.get("renumbered", ()))
    return parsed


def _data() -> dict[str, Any]:
    return cached("formats", data_files(), _parse, layout=_LAYOUT)


def card_sets() -> Mapping[str, CardSet]:
    """Every set and promotional pool by code, in the order of data/formats/sets.yaml:
    Standard sets by release, promotional pools last."""
    return _data()["sets"]


def data_version() -> str:
    """The format data in force, as `riftcheck data` shows it: its latest dated entry (a rule
    change, ban or set release) and a digest of the files, e.g. "2026-10-23 (3f9a0c1d2e)"."""
    from riftcheck.cache import fingerprint

    data = _data()
    dates = [known.released for known in data["sets"].values() if known.released]
    dates += [entry["from"] for entry in data["renumbered"]]
    for document in data["formats"].values():
        dates += [entry["effective"] for key in ("settings", "bans", "unbans", "restrictions")
                  for entry in document.get(key, ())]
    return f"{max(dates).isoformat()} ({fingerprint(data_files(), 'formats')[:10]})"


def names() -> tuple[str, ...]:
    """Every format the data defines, the default first."""
    known = sorted(_data()["formats"])
    return tuple(sorted(known, key=lambda name: name != DEFAULT_FORMAT))


def parse_date(text: str) -> datetime.date:
    """An --as-of value: YYYY-MM-DD."""
    try:
        return datetime.date.fromisoformat(text.strip())
    except ValueError:
        raise FormatError(f"cannot read the date {text!r}; write it as YYYY-MM-DD, e.g. 2026-07-24") from None


def _lineage(name: str, formats: Mapping[str, dict]) -> list[dict]:
    """The format's file and the files it extends, the most basic first."""
    chain: list[dict] = []
    while name:
        if name not in formats:
            known = ", ".join(sorted(formats))
            raise FormatError(f"unknown format {name!r}; use one of: {known}")
        if any(document["format"] == name for document in chain):
            raise FormatError(f"format {name!r} extends itself")
        chain.insert(0, formats[name])
        name = formats[name].get("extends")
    return chain


def _dated(chain: list[dict], key: str, as_of: datetime.date) -> list[dict]:
    entries = [entry for document in chain for entry in document.get(key, ())]
    return sorted((e for e in entries if e["effective"] <= as_of), key=lambda e: e["effective"])


def _names_in_force(chain: list[dict], key: str, as_of: datetime.date) -> dict[str, datetime.date]:
    """Names added by `key` entries and not taken away by later unbans, with their start dates."""
    changes = [(entry, True) for entry in _dated(chain, key, as_of)]
    if key == "bans":
        changes += [(entry, False) for entry in _dated(chain, "unbans", as_of)]
    in_force: dict[str, datetime.date] = {}
    for entry, adds in sorted(changes, key=lambda change: change[0]["effective"]):
        for name in entry["names"]:
            if adds:
                in_force.setdefault(name, entry["effective"])
            else:
                in_force.pop(name, None)
    return in_force


def _size(raw: dict) -> Size:
    if raw.get("unlimited"):
        return Size()
    return Size(
        rule=raw["rule"],
        exactly=raw.get("exactly"),
        at_least=raw.get("at_least"),
        at_most=raw.get("at_most"),
        one_of=tuple(raw.get("one_of", ())),
    )


def _renumbered(entries: list[dict], as_of: datetime.date) -> dict[str, str]:
    return {e["current"]: e["number"] for e in entries if e["from"] <= as_of < e["until"]}


def context(
    format_name: str = DEFAULT_FORMAT,
    as_of: datetime.date | None = None,
    card_data: Mapping[str, str] | None = None,
    unknown_new_cards: str = "error",
) -> CheckContext:
    """What `format_name` required on `as_of` (default: today). Raises FormatError.

    `card_data` gives the status of each set's loaded card data (riftcheck.cards.db.CardDB.
    card_data); by default, what sets.yaml says ships.
    """
    as_of = as_of or datetime.date.today()
    data = _data()
    chain = _lineage(format_name, data["formats"])
    history = _dated(chain, "settings", as_of)
    if not history:
        first = min(entry["effective"] for document in chain for entry in document.get("settings", ()))
        raise FormatError(
            f"riftcheck knows the {format_name} rules from {first.isoformat()} on, not {as_of.isoformat()}"
        )
    settings: dict[str, Any] = {}
    for entry in history:
        settings.update({key: entry[key] for key in _SETTINGS if key in entry})
    flags = {key: value for document in chain for key, value in document.items() if key in _FLAGS}
    return CheckContext(
        format=format_name,
        as_of=as_of,
        main_deck=_size(settings["main_deck"]),
        rune_deck=_size(settings["rune_deck"]),
        battlefields=_size(settings["battlefields"]),
        sideboard=_size(settings["sideboard"]),
        copy_zones=("champion", *settings["copies"]["zones"]),
        copy_rule=settings["copies"]["rule"],
        signature_limit=settings["signatures"]["at_most"],
        signature_rule=settings["signatures"]["rule"],
        set_legality=flags.get("set_legality", False),
        team_rules=flags.get("team_rules", False),
        banned=_names_in_force(chain, "bans", as_of),
        restricted=_names_in_force(chain, "restrictions", as_of),
        sets=data["sets"],
        renumbered=_renumbered(data["renumbered"], as_of),
        card_data=card_data if card_data is not None else _shipped_card_data(data["sets"]),
        unknown_new_cards=unknown_new_cards,
    )


def _shipped_card_data(sets: Mapping[str, CardSet]) -> dict[str, str]:
    return {code: "complete" for code, known in sets.items() if known.card_data}

"""Riftbound's formats: what a format required on a given day (here: the CheckContext the rules
read), the format data files and the user's updates over them (files, update, update_checks),
the ban waves as reported (ban_waves) and the data in force in a few lines (data_in_force).

`context(format, as_of)` folds every dated entry of the format data (riftcheck.games.riftbound.formats.files:
the shipped data/formats/ and the user's updates) up to `as_of` into a CheckContext, the only
thing the rules read: a new ban or a new sideboard size is a data edit. Code and data name
rules by their numbers in the newest edition; `cite` gives a rule's number on a date. A
set's release in the event's region (TR 601.2.b) is CheckContext.release.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping
from types import MappingProxyType

from riftcheck.games.riftbound.formats import files as format_files
from riftcheck.games.riftbound.cards.model import Card
from riftcheck.games.riftbound.formats.files import (
    DEFAULT_FORMAT,
    CardSet,
    FormatError,
    LegendChoice,
    Region,
    card_sets,
    history,
    lineage,
    names,
)
from riftcheck.engine.today import parse_date, today
from riftcheck.engine.values import FrozenValue

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any

# The format data's names that callers of this module use: its values and the formats it defines.
__all__ = ["DEFAULT_FORMAT", "GLOBAL_REGION", "CardSet", "FormatError", "LegendChoice", "Region", "card_sets",
           "history", "names", "CheckContext", "Size", "LimitedRules", "Release", "context", "regions",
           "parse_date", "cite", "numbering", "zone_size"]
GLOBAL_REGION = "global"  # the English release dates: sets.yaml's `released`
_SETTINGS = ("main_deck", "rune_deck", "battlefields", "sideboard", "copies", "signatures", "limited")
_FLAGS = ("set_legality", "team_rules", "team_players", "documents", "team_play")
RULE_DOCUMENTS = ("CR", "TR")  # the Core Rules and the Tournament Rules; a format names those it applies
_LIMITED_RULES = ("champion", "signature", "runes", "optional", "pool", "sideboard", "team_pool")


class Size(FrozenValue):
    """A required number of cards and the rule that sets it; no bound at all means unlimited."""

    __slots__ = _fields = ("rule", "exactly", "at_least", "at_most", "one_of")

    def __init__(self, rule: str | None = None, exactly: int | None = None, at_least: int | None = None,
                 at_most: int | None = None, one_of: tuple[int, ...] = ()) -> None:
        self._freeze(rule, exactly, at_least, at_most, one_of)

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


class Release(FrozenValue):
    """When a set became legal in a region, and where that date comes from.

    `regional` is False when the region has no date of its own for the set (TR 601.2.b ties
    legality to the region's launch date): `date` is then the earliest day the set can have been
    legal there (see CheckContext.release), and whether it was by the checked date is unknown.
    """

    __slots__ = _fields = ("date", "source", "regional")

    def __init__(self, date: datetime.date, source: str, regional: bool = True) -> None:
        self._freeze(date, source, regional)


class LimitedRules(FrozenValue):
    """The deck rules of a limited format (sealed, draft: TR 602), each with its rule number.

    The Domain Identity is any `any_domains` domains, or the legend's domains and
    `beyond_legend` more (602.4.a.3); the player does not declare it, riftcheck looks for one.
    """

    __slots__ = _fields = ("any_domains", "beyond_legend", "identity_rule", "champion_rule", "signature_rule",
                           "runes_rule", "optional_rule", "pool_rule", "sideboard_rule", "team_pool_rule")

    def __init__(self, any_domains: int, beyond_legend: int, identity_rule: str, champion_rule: str,
                 signature_rule: str, runes_rule: str, optional_rule: str, pool_rule: str, sideboard_rule: str,
                 team_pool_rule: str) -> None:
        self._freeze(any_domains, beyond_legend, identity_rule, champion_rule, signature_rule, runes_rule,
                     optional_rule, pool_rule, sideboard_rule, team_pool_rule)


def _or_empty(mapping: Mapping | None) -> Mapping:
    return {} if mapping is None else mapping


class CheckContext(FrozenValue):
    """Everything the rules need to know about the format in force on `as_of`.

    Language-independent; built by `context()`. `copy_zones` are the zones whose cards count
    together towards a name's copy limit, `copy_limit` copies (the Chosen Champion always counts
    with the main deck).
    `banned` and `restricted` map each name to the date it took effect. `legend_choices`
    maps each card that asks for legends chosen while building the deck to what it asks;
    `choices_in_force` says whether those rules (CR 103.1, TR 401.2.a) exist on `as_of`.
    `severities` gives, by rule code, the severity a rule's findings take in this format when
    it differs from the rule's own (see `severity`). `region` is the event's region, whose
    release dates decide set legality (TR 601.2.b); None for the English release.
    `lifted` maps the code of each rule the format does not apply to the rule that lifts it;
    `limited` holds the limited deck rules (None in constructed and casual play).
    `documents` are the rules documents the format applies ("CR", "TR"): casual play applies
    the Core Rules only (format data `documents`), so no finding there rests on the Tournament
    Rules (see `applies`). `recorded_until` is the day the ban lists and rules are recorded up to
    (see riftcheck.games.riftbound.formats.files.recorded): a ban or rules change after it is
    unknown. None in a context built by hand: nothing is held back by the record.

    Every mapping a context built by `context()` hands out is read-only (a mapping proxy), as the
    format data behind it is shared by every context; `first_release` and `all_released` keep a
    memo of their own answers, which is never handed out, and a copy made with
    `replaced` starts an empty one.
    """

    _fields = ("format", "as_of", "main_deck", "rune_deck", "battlefields", "sideboard", "copy_zones", "copy_rule",
               "copy_limit", "signature_limit", "signature_rule", "set_legality", "team_rules", "team_players",
               "team_play", "banned", "ban_announced", "restricted", "sets", "renumbered", "legend_choices",
               "choices_in_force", "citations", "severities", "region", "regions", "lifted", "limited", "card_data",
               "unknown_new_cards", "documents", "recorded_until")

    def __init__(self, format: str, as_of: datetime.date, main_deck: Size, rune_deck: Size, battlefields: Size,
                 sideboard: Size, copy_zones: tuple[str, ...], copy_rule: str | None, copy_limit: int | None,
                 signature_limit: int | None, signature_rule: str | None, set_legality: bool, team_rules: bool,
                 team_players: int | None, team_play: bool = False, banned: Mapping[str, datetime.date] | None = None,
                 ban_announced: Mapping[str, tuple[datetime.date, datetime.date]] | None = None,
                 restricted: Mapping[str, datetime.date] | None = None, sets: Mapping[str, CardSet] | None = None,
                 renumbered: Mapping[str, str | None] | None = None,
                 legend_choices: Mapping[str, LegendChoice] | None = None, choices_in_force: bool = False,
                 citations: Mapping[str, Mapping[str, str]] | None = None, severities: Mapping[str, str] | None = None,
                 region: Region | None = None, regions: tuple[Region, ...] = (), lifted: Mapping[str, str] | None = None,
                 limited: LimitedRules | None = None, card_data: Mapping[str, str] | None = None,
                 unknown_new_cards: str = "error", documents: tuple[str, ...] = RULE_DOCUMENTS,
                 recorded_until: datetime.date | None = None) -> None:
        # team_players: how many players a team registers, None without teams; team_play: a 2v2
        # team may play this format (sealed, TR 603.6) without its own team format.
        # ban_announced: names a ban list has announced but not put in force yet: name -> (effective,
        # announced). renumbered: numbering(as_of). region None: the English release dates; regions:
        # every region the data knows, for a set's first launch anywhere. card_data: "complete" or
        # "provisional" for each set whose card data is loaded, a set absent there has none.
        # unknown_new_cards: "error" or "warn", how an unknown card that may come from a set
        # without card data counts.
        self._freeze(format, as_of, main_deck, rune_deck, battlefields, sideboard, copy_zones, copy_rule, copy_limit,
                     signature_limit, signature_rule, set_legality, team_rules, team_players, team_play,
                     _or_empty(banned), _or_empty(ban_announced), _or_empty(restricted), _or_empty(sets),
                     _or_empty(renumbered), _or_empty(legend_choices), choices_in_force, _or_empty(citations),
                     _or_empty(severities), region, regions, _or_empty(lifted), limited, _or_empty(card_data),
                     unknown_new_cards, documents, recorded_until)
        object.__setattr__(self, "_first_releases", {})
        object.__setattr__(self, "_released", set())

    def sets_lacking_card_data(self) -> tuple[tuple[CardSet, str], ...]:
        """Standard sets released by `as_of` in the checked region whose cards riftcheck may not
        know, each with "absent" (no card data) or "provisional" (a preview), in release order."""
        lacking = []
        for known in self.sets.values():
            status = self.card_data.get(known.code, "absent")
            release = self.release(known) if known.standard and status != "complete" else None
            if release is not None and release.date <= self.as_of:
                lacking.append((known, status))
        return tuple(lacking)

    @property
    def teams_allowed(self) -> bool:
        """Whether two lists may be checked as 2v2 teammates (--team): a format with team rules,
        or one a 2v2 team may play (format data `team_play`)."""
        return self.team_rules or self.team_play

    def applies(self, document: str) -> bool:
        """Whether the format applies the rules document `document` ("CR" or "TR")."""
        return document in self.documents

    def cite(self, number: str | None) -> str | None:
        """The number a rule had on `as_of` (rules move between editions), given its current one;
        None when it had none that day or rule-numbers.yaml does not cover the day (never the
        number of another edition)."""
        return self.renumbered.get(number) if number else None

    def citation(self, code: str, about: str) -> str:
        """The current number the rule `code` cites for a finding about `about`
        (data/formats/citations.yaml); `cite` turns it into the one in force."""
        return self.citations[code][about]

    def severity(self, code: str, default: str) -> str:
        """The severity of rule `code`'s findings in this format; `default` is the rule's own."""
        return self.severities.get(code, default)

    def release(self, card_set: CardSet) -> Release | None:
        """When `card_set` was released in the checked region (see Release); None for a set
        without a release date (a promotional pool)."""
        if card_set.released is None:
            return None
        if self.region is not None:
            date, source = self.region.releases.get(card_set.code, (None, ""))
            if date is not None:
                return Release(date, source)
            return Release(self._earliest_in_region(card_set), source or card_set.source, regional=False)
        return Release(card_set.released, card_set.source)

    def _earliest_in_region(self, card_set: CardSet) -> datetime.date:
        """For a set without a date in the checked region: the earliest day it can have been
        legal there, the later of the region's first set and the set's first launch anywhere
        (its English date, or an earlier date of another region: China launched before English)."""
        launches = [card_set.released] + [
            date for region in self.regions for date, _source in [region.releases.get(card_set.code, (None, ""))]
            if date is not None
        ]
        first_here = self.region.first_release if self.region is not None else None
        return max(min(launches), first_here) if first_here is not None else min(launches)

    def first_release(self, card: Card) -> tuple[datetime.date, str] | None:
        """The release, in the checked region, of a Standard set holding a printing of `card`
        that decides its legality on `as_of`, with that set: a set released by then (one with the
        region's own date before one whose English date stands in), else the earliest to come.

        None when every printing is in a promotional pool or a set the data does not know.
        Kept by card name, as every deck asks about the same cards.
        """
        if card.name not in self._first_releases:
            releases = [
                (release.date, known.code, release.regional)
                for known in (self.sets.get(code) for code in card.sets)
                if known is not None and known.standard and (release := self.release(known)) is not None
            ]
            legal = [release for release in releases if release[0] <= self.as_of]
            if legal:
                date, code, regional = min(legal, key=lambda release: (not release[2], release[0]))
                if regional:  # released by a date of the region's own: nothing to report
                    self._released.add(card.name)
            else:
                date, code, _ = min(releases) if releases else (None, None, None)
            self._first_releases[card.name] = None if date is None else (date, code)
        return self._first_releases[card.name]

    def all_released(self, names: Iterable[str]) -> bool:
        """Whether every name is one `first_release` already found released by the date, by a
        release date of the checked region's own (not an English date standing in for one).

        False for a name not asked about yet, so a True answer is always right."""
        return self._released.issuperset(names)


def regions() -> tuple[str, ...]:
    """Every region --region accepts, the English release (the default) first."""
    return (GLOBAL_REGION, *sorted(format_files.parsed()["regions"]))


def _region(code: str | None) -> Region | None:
    if code is None or code.casefold() == GLOBAL_REGION:
        return None
    known = format_files.parsed()["regions"]
    if code.casefold() not in known:
        raise format_files.UnknownFormat("unknown-region", given=repr(code), choices=", ".join(regions()))
    return known[code.casefold()]


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


def _announced(chain: list[dict], as_of: datetime.date) -> dict[str, tuple[datetime.date, datetime.date]]:
    """Names of bans announced by `as_of` that take effect after it, with both dates (the
    earliest such ban of a name)."""
    coming = sorted((entry for document in chain for entry in document.get("bans", ())
                     if entry.get("announced") and entry["announced"] <= as_of < entry["effective"]),
                    key=lambda entry: entry["effective"])
    announced: dict[str, tuple[datetime.date, datetime.date]] = {}
    for entry in coming:
        for name in entry["names"]:
            announced.setdefault(name, (entry["effective"], entry["announced"]))
    return announced


def zone_size(raw: dict) -> Size:
    """A zone size as data writes it ({exactly: 12, rule: ...}, {unlimited: true})."""
    if raw.get("unlimited"):
        return Size()
    return Size(
        rule=raw["rule"],
        exactly=raw.get("exactly"),
        at_least=raw.get("at_least"),
        at_most=raw.get("at_most"),
        one_of=tuple(raw.get("one_of", ())),
    )


def _numbering(data: Mapping[str, Any], as_of: datetime.date) -> dict[str, str | None]:
    """Current rule number -> its number on `as_of` (None: no rule said it that day), for every
    number whose history rule-numbers.yaml covers on that day."""
    numbers: dict[str, str | None] = {number: number for number, since in data["unchanged"] if since <= as_of}
    numbers.update({e["current"]: e["number"] for e in data["renumbered"] if e["from"] <= as_of < e["until"]})
    return numbers


def numbering(as_of: datetime.date) -> Mapping[str, str | None]:
    """Current rule number -> the number it had on `as_of` (None where no rule said it then)."""
    return _numbering(format_files.parsed(), as_of)


def cite(number: str, as_of: datetime.date) -> str | None:
    """The number the rule now numbered `number` had on `as_of`; None when it had none then, or
    when rule-numbers.yaml does not cover that day (never another edition's number)."""
    return numbering(as_of).get(number)


def context(
    format_name: str = DEFAULT_FORMAT,
    as_of: datetime.date | None = None,
    region: str | None = None,
    card_data: Mapping[str, str] | None = None,
    unknown_new_cards: str = "error",
) -> CheckContext:
    """What `format_name` required on `as_of` (default: today) at an event in `region` (default:
    the English release dates). Raises FormatError.

    `card_data` gives the status of each set's loaded card data (riftcheck.games.riftbound.cards.db.CardDB.
    card_data); by default, what sets.yaml says ships.
    """
    as_of = as_of or today()
    data = format_files.parsed()
    event_region = _region(region)
    chain = lineage(format_name, data["formats"])
    history = _dated(chain, "settings", as_of)
    if not history:
        first = min(entry["effective"] for document in chain for entry in document.get("settings", ()))
        raise format_files.UnknownFormat("rules-before", format=format_name, first=first.isoformat(),
                                         as_of=as_of.isoformat())
    settings: dict[str, Any] = {}
    for entry in history:
        settings.update({key: entry[key] for key in _SETTINGS if key in entry})
    flags = {key: value for document in chain for key, value in document.items() if key in _FLAGS}
    severities = {code: level for document in chain for code, level in document.get("severities", {}).items()}
    choices_from, choices = data["choices"] or (None, {})
    copies, signatures = settings.get("copies", {}), settings.get("signatures", {})
    return _read_only(CheckContext(
        format=format_name,
        as_of=as_of,
        main_deck=zone_size(settings["main_deck"]),
        rune_deck=zone_size(settings["rune_deck"]),
        battlefields=zone_size(settings["battlefields"]),
        sideboard=zone_size(settings["sideboard"]),
        copy_zones=("champion", *copies.get("zones", ("main",))),
        copy_rule=copies.get("rule"),
        copy_limit=copies.get("at_most"),
        signature_limit=signatures.get("at_most"),
        signature_rule=signatures.get("rule"),
        set_legality=flags.get("set_legality", False),
        team_rules=flags.get("team_rules", False),
        team_players=flags.get("team_players"),
        team_play=flags.get("team_play", False),
        banned=_names_in_force(chain, "bans", as_of),
        ban_announced=_announced(chain, as_of),
        restricted=_names_in_force(chain, "restrictions", as_of),
        sets=data["sets"],
        renumbered=_numbering(data, as_of),
        legend_choices=choices,
        choices_in_force=choices_from is not None and choices_from <= as_of,
        citations=data["citations"],
        severities=severities,
        region=event_region,
        regions=tuple(data["regions"].values()),
        lifted={code: entry["rule"] for entry in _dated(chain, "lifts", as_of) for code in entry["codes"]},
        limited=_limited(settings.get("limited")),
        card_data=card_data if card_data is not None else _shipped_card_data(data["sets"]),
        unknown_new_cards=unknown_new_cards,
        documents=tuple(flags.get("documents", RULE_DOCUMENTS)),
        recorded_until=data["recorded"][0],
    ))


_MAPPINGS = ("banned", "ban_announced", "restricted", "sets", "renumbered", "legend_choices", "severities", "lifted",
             "card_data")


def _read_only(built: CheckContext) -> CheckContext:
    """The context with every mapping it hands out read-only, nested ones included: callers get
    views of the shared format data, which they cannot change for the next context."""
    views: dict[str, Any] = {name: MappingProxyType(dict(getattr(built, name))) for name in _MAPPINGS}
    views["citations"] = MappingProxyType({code: MappingProxyType(dict(about)) for code, about in built.citations.items()})
    views["region"] = _read_only_region(built.region) if built.region is not None else None
    views["regions"] = tuple(_read_only_region(region) for region in built.regions)
    return built.replaced(**views)


def _read_only_region(region: Region) -> Region:
    return region.replaced(releases=MappingProxyType(dict(region.releases)))


def _limited(raw: dict | None) -> LimitedRules | None:
    if raw is None:
        return None
    identity = raw["identity"]
    return LimitedRules(
        any_domains=identity["any_domains"], beyond_legend=identity["beyond_legend"], identity_rule=identity["rule"],
        **{f"{key}_rule": raw[key] for key in _LIMITED_RULES},
    )


def _shipped_card_data(sets: Mapping[str, CardSet]) -> dict[str, str]:
    return {code: "complete" for code, known in sets.items() if known.card_data}

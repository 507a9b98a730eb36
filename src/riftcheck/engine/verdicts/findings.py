"""Findings: what a rule found in a deck, with its message templates in English and Thai.

A Finding keeps the language-independent facts (code, official rule number, severity, zone,
card, line and the parameters of its message); its message and hint are rendered in a
language only when a report is written.
"""

from __future__ import annotations

import datetime
from collections import namedtuple
from collections.abc import Iterable, Mapping

from riftcheck.engine.inputs.reasons import Reason
from riftcheck.engine.values import Value
from riftcheck.engine.terms import format_name
from riftcheck.engine.verdicts.templates import fill
from riftcheck.engine.verdicts.zones import ZONES

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any

SEVERITIES = ("error", "warning", "info")

# Words a message template receives already translated: `{zone}` and `{type}` parameters.
_ZONE_NAMES = {
    "en": {
        "legend": "legend",
        "champion": "Chosen Champion",
        "main": "main deck",
        "battlefields": "battlefields",
        "runes": "rune deck",
        "sideboard": "sideboard",
    },
    "th": {
        "legend": "เลเจนด์",
        "champion": "แชมเปียนที่เลือก",
        "main": "เด็คหลัก",
        "battlefields": "สนามรบ",
        "runes": "เด็ครูน",
        "sideboard": "ไซด์บอร์ด",
    },
}
_TYPE_NAMES = {
    "en": {
        "Unit": "unit",
        "Spell": "spell",
        "Gear": "gear",
        "Rune": "rune",
        "Legend": "legend",
        "Battlefield": "battlefield",
        "Token": "token",
    },
    "th": {
        "Unit": "ยูนิต",
        "Spell": "สเปลล์",
        "Gear": "เกียร์",
        "Rune": "รูน",
        "Legend": "เลเจนด์",
        "Battlefield": "สนามรบ",
        "Token": "โทเคน",
    },
}
_TRANSLATED = {"zone": _ZONE_NAMES, "type": _TYPE_NAMES}
_AND = {"en": " and ", "th": " และ "}
_OR = {"en": " or ", "th": " หรือ "}
_ALTERNATIVES = frozenset({"suggestions", "size"})  # list parameters read as "A, B or C"


class Message:
    """One message template per language, with `{name}` placeholders for the parameters.

    Each template is one constant, so messages compare and hash by identity: cheaply, as
    every finding is looked up by them.
    """

    __slots__ = ("en", "th")

    def __init__(self, en: str, th: str) -> None:
        object.__setattr__(self, "en", en)
        object.__setattr__(self, "th", th)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a message template is never changed: cannot assign to {name!r}")

    def __repr__(self) -> str:
        return f"Message(en={self.en!r}, th={self.th!r})"

    def in_language(self, lang: str) -> str:
        return self.th if lang == "th" else self.en


def _join(values: Iterable[Any], lang: str, words: Mapping[str, str]) -> str:
    items = [str(value) for value in values]
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + words.get(lang, words["en"]) + items[-1]


_NO_NAMES: dict[str, str] = {}


def _localise(params: Mapping[str, Any], lang: str) -> dict[str, str]:
    """Every parameter as the text a template shows, in `lang`."""
    shown = {}
    for key, value in params.items():
        kind = type(value)
        if kind is int or value is None:  # a line, a count or nothing: never a word to translate
            shown[key] = str(value)
            continue
        names = _TRANSLATED[key].get(lang, _NO_NAMES) if key in _TRANSLATED else _NO_NAMES
        if key == "format" and kind is str:
            shown[key] = format_name(value, lang)
        elif kind is str:
            shown[key] = names.get(value, value)
        elif isinstance(value, (list, tuple, frozenset, set)):
            words = _OR if key in _ALTERNATIVES else _AND
            shown[key] = _join((names.get(v, v) for v in value), lang, words)
        elif isinstance(value, datetime.date):
            shown[key] = value.isoformat()
        elif isinstance(value, (Reason, Message)):  # a reader's reason, or a phrase written per language
            shown[key] = value.in_language(lang)
        else:
            shown[key] = str(names.get(value, value))
    return shown


_PLAIN = (str, int, float, bool)


def _params_hash(params: Mapping[str, Any]) -> int:
    """A hash of the parameters that equal parameters share, whatever their order: the sum of
    the plain values' (text and numbers). Without it, the findings of one rule differing only in
    their counts or names hash alike, and looking one up compares it with all the others."""
    total = 0
    for item in params.items():
        if type(item[1]) in _PLAIN:
            total += hash(item)
    return total


class Finding(Value):
    """One thing a rule found: where it is, which rule it breaks, and how to say it.

    Never changed once made: findings are looked up by value when reports are written. (Not
    made frozen, as refusing assignments makes every finding twice as long to build.)

    `rule` is the official rule number in force on the checked date (e.g. "103.3.b" or
    "601.1.c.1"), or None for findings about the input itself (an unreadable line, an
    unknown card). `zone` is one of riftcheck.engine.verdicts.zones.ZONES or None for the whole deck.
    `template` and `hint_template` are the message templates; `render(lang)` fills them in.

    Two flags tell the verdict what a finding means beyond its severity (see
    riftcheck.engine.verdicts.result.verdict_status):

    - `undecided`: riftcheck could not decide something a legal verdict needs (a card it has no
      data for, a fact stored as unknown that a rule needed, a line it could not read). A deck
      with such a finding and no error is UNCONFIRMED, never legal. Any rule or reader whose
      finding means "not read" or "not known" sets it: `reporter(..., undecided=True)` in
      riftcheck.games.riftbound.rules.base, or `Finding(..., undecided=True)`. Its severity stays "warning"
      (an error makes the deck illegal whatever the flag says).
    - `on_trust`: the deck passes this point only because the organiser chose so
      (`--unknown-new-cards warn`); the verdict names such cards.
    """

    __slots__ = _fields = ("code", "rule", "severity", "template", "zone", "card", "line", "params",
                           "hint_template", "provisional", "undecided", "on_trust")

    def __init__(self, code: str, rule: str | None, severity: str, template: Message, zone: str | None = None,
                 card: str | None = None, line: int | None = None, params: Mapping[str, Any] | None = None,
                 hint_template: Message | None = None, provisional: tuple[str, str] | None = None,
                 undecided: bool = False, on_trust: bool = False) -> None:
        self.code, self.rule, self.severity, self.template = code, rule, severity, template
        self.zone, self.card, self.line = zone, card, line
        self.params = {} if params is None else params
        self.hint_template = hint_template
        self.provisional = provisional  # (set, snapshot day) of the preview facts it rests on
        self.undecided, self.on_trust = undecided, on_trust

    def __hash__(self) -> int:  # the parameters (a dict) by their plain values: see _params_hash
        return hash((self.code, self.rule, self.severity, self.template, self.zone, self.card, self.line,
                     self.hint_template, self.provisional, self.undecided, self.on_trust, _params_hash(self.params)))

    def render(self, lang: str = "en") -> RenderedFinding:
        """The finding with its message and hint written out in `lang` ("en" or "th")."""
        shown = _localise({"card": self.card, "zone": self.zone, "line": self.line, **self.params}, lang)
        hint = fill(self.hint_template.in_language(lang), shown) if self.hint_template else None
        message = fill(self.template.in_language(lang), shown)
        if self.provisional:
            set_name, snapshot = self.provisional
            message += " " + fill(RESTS_ON_PREVIEW.in_language(lang), {"set": set_name, "snapshot": snapshot})
        # Positional: keywords cost a third more, and a batch writes out thousands of findings.
        return RenderedFinding(self.code, self.rule, self.severity, self.zone, self.card, self.line, message, hint,
                               self.undecided, self.on_trust)


RESTS_ON_PREVIEW = Message(
    en="(This rests on {set} preview data of {snapshot}.)",
    th="(ข้อนี้อิงข้อมูลพรีวิวของ {set} วันที่ {snapshot})",
)


class RenderedFinding(namedtuple("RenderedFinding", "code rule severity zone card line message hint undecided on_trust",
                                  defaults=(False, False))):
    """A finding as reports show it: the JSON fields, message and hint in one language;
    `undecided` and `on_trust` as Finding's.

    A named tuple: a batch run builds thousands of these from what worker processes send,
    and reporters look each one up, so building, hashing and comparing stay in C.
    """

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        """The JSON form; `undecided` and `on_trust` appear only when true."""
        document = {
            "code": self.code,
            "rule": self.rule,
            "severity": self.severity,
            "zone": self.zone,
            "card": self.card,
            "line": self.line,
            "message": self.message,
            "hint": self.hint,
        }
        if self.undecided:
            document["undecided"] = True
        if self.on_trust:
            document["on_trust"] = True
        return document


def render(findings: Iterable[Finding], lang: str = "en") -> list[RenderedFinding]:
    """Every finding written out in `lang`, in the same order."""
    return [finding.render(lang) for finding in findings]


_ZONE_ORDER = {None: -1, **{zone: place for place, zone in enumerate(ZONES)}}  # a zone's place in ZONES


def sort_key(finding: Finding) -> tuple:
    """Whole-deck findings first, then by zone in decklist order, line, and code."""
    return (_ZONE_ORDER.get(finding.zone, len(ZONES)), finding.line or 0, finding.code, finding.card or "")

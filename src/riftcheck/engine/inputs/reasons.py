"""Why a decklist line could not be read, in English and Thai.

Readers name a reason by key with its parameters (the count as written, the limit it broke);
the reason is written out in a language only when it is shown. Templates use ``{name}``
placeholders; literal braces in an example are doubled.
"""

from __future__ import annotations

from collections.abc import Mapping

from riftcheck.engine.verdicts.templates import choose, fill
from riftcheck.engine.values import FrozenValue

_COUNT_LIMIT_EN = "the limit is {low} to {high} copies per entry"
_COUNT_LIMIT_TH = "ต้องอยู่ระหว่าง {low} ถึง {high} ใบต่อรายการ"

REASONS: dict[str, dict[str, str]] = {
    "not-an-entry": {
        "en": "not a card entry: expected a count and a card name, like '2 Charm'",
        "th": "ไม่ใช่รายการการ์ด: ต้องเขียนจำนวนตามด้วยชื่อการ์ด เช่น '2 Charm'",
    },
    "count-not-whole": {
        "en": f"count {{count}} is not a whole number ({_COUNT_LIMIT_EN})",
        "th": f"จำนวน {{count}} ไม่ใช่ตัวเลขจำนวนเต็ม {_COUNT_LIMIT_TH}",
    },
    "count-out-of-range": {
        "en": f"count {{count}} is out of range ({_COUNT_LIMIT_EN})",
        "th": f"ใช้จำนวน {{count}} ไม่ได้ {_COUNT_LIMIT_TH}",
    },
    "not-text": {
        "en": "{what} {value} is not text",
        "th": "{what} {value} ไม่ใช่ข้อความ",
    },
    "missing": {
        "en": "{what} is missing",
        "th": "ไม่ได้ระบุ{what}",
    },
    "too-long": {
        "en": "{what} is {length} characters long; the limit is {limit}",
        "th": "{what}ยาว {length} ตัวอักษร แต่ยาวได้ไม่เกิน {limit} ตัวอักษร",
    },
    "control-character": {
        "en": "{what} contains the control character U+{codepoint}",
        "th": "{what}มีอักขระควบคุม U+{codepoint} ปนอยู่",
    },
    "entry-not-mapping": {
        "en": "an entry must be a mapping like {{count: 2, name: Charm}}",
        "th": "แต่ละรายการต้องเขียนเป็นคีย์กับค่า เช่น {{count: 2, name: Charm}}",
    },
    "unknown-entry-keys": {
        "en": "unknown key(s) {keys}; an entry has count, name and code",
        "th": "มีคีย์ที่ไม่รู้จัก {keys} (รายการหนึ่งมีได้แค่ count, name และ code)",
    },
    "no-count": {
        "en": "the entry has no count",
        "th": "รายการนี้ไม่มีจำนวน",
    },
    "no-name-or-code": {
        "en": "the entry needs a name or a code",
        "th": "รายการนี้ต้องมีชื่อการ์ดหรือรหัสการ์ด",
    },
    "registration-not-object": {
        "en": "the registration is not an object",
        "th": "ข้อมูลการลงทะเบียนไม่ใช่ออบเจกต์",
    },
    "section-not-object": {
        "en": "the section is not an object",
        "th": "ส่วนนี้ไม่ใช่ออบเจกต์",
    },
    "card-not-name-quantity": {
        "en": "the card is not an object with name and quantity",
        "th": "การ์ดนี้ไม่ใช่ออบเจกต์ที่มี name และ quantity",
    },
    "not-a-list": {
        "en": "expected a list",
        "th": "ตรงนี้ต้องเป็นลิสต์",
    },
    "category-not-list": {
        "en": "a category must be a list of cards",
        "th": "หมวดหมู่ต้องเป็นลิสต์ของการ์ด",
    },
    "csv-short-row": {
        "en": "the row has {cells} cells, fewer than the header row's count and card columns need",
        "th": "บรรทัดนี้มี {cells} ช่อง ไม่ครบคอลัมน์จำนวนและคอลัมน์การ์ดที่บรรทัดแรกของตารางกำหนด",
    },
    "csv-short-row-one": {
        "en": "the row has 1 cell, fewer than the header row's count and card columns need",
        "th": "บรรทัดนี้มี 1 ช่อง ไม่ครบคอลัมน์จำนวนและคอลัมน์การ์ดที่บรรทัดแรกของตารางกำหนด",
    },
    "card-not-count-id": {
        "en": 'a card must be an object such as {{"count": 2, "id": "Charm"}}',
        "th": 'การ์ดแต่ละใบต้องเป็นออบเจกต์ เช่น {{"count": 2, "id": "Charm"}}',
    },
}

# What a `{what}` parameter names: the field of an entry (or of a deck) that broke a limit.
SUBJECTS: dict[str, dict[str, str]] = {
    "card name": {"en": "card name", "th": "ชื่อการ์ด"},
    "card code": {"en": "card code", "th": "รหัสการ์ด"},
    "deck name": {"en": "deck name", "th": "ชื่อเด็ค"},
    "name": {"en": "name", "th": "ชื่อ"},
    "player": {"en": "player", "th": "ชื่อผู้เล่น"},
}


def render(key: str, params: Mapping[str, object], lang: str = "en") -> str:
    """The reason `key` written out in `lang` ("en" or "th"), its parameters filled in.

    An unknown key is shown as itself and an unknown placeholder as written: a report never
    fails over a reason.
    """
    templates = REASONS.get(key)
    if templates is None:
        return key
    filled = dict(params)
    if "what" in filled:
        subject = SUBJECTS.get(str(filled["what"]))
        filled["what"] = choose(subject, lang) if subject else filled["what"]
    return fill(choose(templates, lang), filled)


class Reason(FrozenValue):
    """A reason as a message parameter: riftcheck.engine.verdicts.findings writes it in the report's language."""

    __slots__ = _fields = ("key", "params")

    def __init__(self, key: str, params: Mapping[str, object] | None = None) -> None:
        self._freeze(key, {} if params is None else params)

    def __hash__(self) -> int:  # its parameters may be a dict
        return hash(self.key)

    def in_language(self, lang: str) -> str:
        return render(self.key, self.params, lang)

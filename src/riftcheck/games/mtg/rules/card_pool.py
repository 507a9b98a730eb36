"""Every card is in the format's card pool on the checked date.

Every format but casual and limited takes only tournament cards printed by the checked date:
not an Un-card (silver border, acorn), a playtest card or a digital-only card (100.6, 100.7).
Standard, pioneer and modern take cards printed in their sets by then, pauper cards printed at
common by then (riftcheck.games.mtg.format_pool). What riftcheck's card pool does not tell is
MG004's.

Failing (legacy, 2022-01-01): Orcish Bowmasters (first printed 2023-06-23). Failing
(vintage): Mox Lotus. Passing (legacy, 2024-01-01): Orcish Bowmasters.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.format_pool import lines_with
from riftcheck.games.mtg.rules.base import finding

CODE = "MG106"
RULE = "100.6"
DOCUMENT = "CR"
NAME = "format.card-pool"
SEVERITY = "error"
DOC_TH = """การ์ดทุกใบต้องอยู่ในกลุ่มการ์ดของฟอร์แมตในวันที่ตรวจ

ทุกฟอร์แมตยกเว้น casual และ limited รับเฉพาะการ์ดที่พิมพ์แล้วในวันที่ตรวจ ไม่ใช่การ์ด Un การ์ดทดลอง (playtest)
หรือการ์ดดิจิทัลเท่านั้น (100.6, 100.7) standard, pioneer และ modern รับการ์ดที่พิมพ์ในชุดของฟอร์แมตนั้น pauper รับการ์ดที่เคยพิมพ์เป็น common
"""
MESSAGES = {
    "not-yet": Message(en="'{card}' was first printed on {first}, after the checked date.",
                       th="'{card}' พิมพ์ครั้งแรกวันที่ {first} หลังวันที่ตรวจ"),
    "not-legal": Message(en="'{card}' is not in {format}'s card pool: no printing in its sets by {date}.",
                         th="'{card}' ไม่อยู่ในกลุ่มการ์ดของฟอร์แมต {format}: ไม่มีการพิมพ์ในชุดของฟอร์แมตนี้ถึงวันที่ {date}"),
    "not-common": Message(en="'{card}' was not printed at common by {date}; pauper takes commons only.",
                          th="'{card}' ไม่เคยพิมพ์เป็น common ถึงวันที่ {date} แต่ฟอร์แมต Pauper รับเฉพาะ common"),
    "funny": Message(en="'{card}' is an Un-card, for casual play only.", th="'{card}' เป็นการ์ด Un ใช้ได้เฉพาะการเล่นทั่วไป"),
    "playtest": Message(en="'{card}' is a playtest card, for casual play only.",
                        th="'{card}' เป็นการ์ดทดลอง (playtest) ใช้ได้เฉพาะการเล่นทั่วไป"),
    "digital": Message(en="'{card}' exists only in digital play (MTG Arena, Magic Online).",
                       th="'{card}' มีเฉพาะในเกมดิจิทัล (MTG Arena, Magic Online)"),
}
_REPLACE = Message(en="Replace it with a card {format} allows.", th="เปลี่ยนเป็นการ์ดที่ฟอร์แมต {format} อนุญาต")
_TOURNAMENT = Message(en="Replace it with a tournament card.", th="เปลี่ยนเป็นการ์ดที่ใช้แข่งได้")
HINTS = {"not-yet": _REPLACE, "not-legal": _REPLACE, "not-common": _REPLACE,
         "funny": _TOURNAMENT, "playtest": _TOURNAMENT, "digital": _TOURNAMENT}
_NUMBERS = {"funny": "100.7", "playtest": "100.7"}
_SELF = sys.modules[__name__]


def check(deck, context):
    for line, key, values in lines_with("illegal", deck, context):
        yield finding(_SELF, key, card=line.card.name, line=line.entry.line, zone=line.entry.zone,
                      number=_NUMBERS.get(key), format=context.format.name, **values)

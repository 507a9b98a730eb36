"""The main deck has at least the format's minimum number of cards.

Constructed (standard, pioneer, modern, legacy, vintage, pauper): at least 60 (100.2a); there
is no maximum (100.5). Limited: at least 40 (100.2b). Casual play, as the Thai rules summary
riftcheck started from puts it (1.1.3): at least 40. Commander's exact 100 is its own rule
(MG201). Every card line of the main deck counts, known or not.

Failing (modern): 59 cards. Passing: 60 cards.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding
from riftcheck.games.mtg.rules.blank_line_groups import ambiguous

CODE = "MG101"
RULE = "100.2a"
DOCUMENT = "CR"
NAME = "deck.main.size"
SEVERITY = "error"
DOC_TH = """เด็คหลักต้องมีอย่างน้อยตามจำนวนที่ฟอร์แมตกำหนด

constructed (standard, pioneer, modern, legacy, vintage, pauper): อย่างน้อย 60 ใบ (100.2a) ไม่มีจำนวนสูงสุด (100.5)
limited: อย่างน้อย 40 ใบ (100.2b) การเล่นทั่วไป (casual) ตามกฎ 1.1.3 ของสรุปกติกาภาษาไทย: อย่างน้อย 40 ใบ
"""
_SMALL = Message(en="The main deck has {count} cards; {format} needs at least {minimum}.",
                 th="เด็คหลักมี {count} ใบ แต่ฟอร์แมต {format} ต้องมีอย่างน้อย {minimum} ใบ")
MESSAGES = {"small": _SMALL, "small-one": _SMALL}
HINTS = {"small": Message(en="Add {missing} more cards to the main deck.", th="เพิ่มการ์ดในเด็คหลักอีก {missing} ใบ"),
         "small-one": Message(en="Add 1 more card to the main deck.", th="เพิ่มการ์ดในเด็คหลักอีก 1 ใบ")}
_SELF = sys.modules[__name__]


def check(deck, context):
    minimum = context.format.main_min
    if minimum is None or ambiguous(deck, context) is not None:
        return
    count = deck.count("main")
    if count < minimum:
        yield finding(_SELF, "small-one" if minimum - count == 1 else "small", zone="main", number=context.format.rule, count=count, minimum=minimum,
                      missing=minimum - count, format=context.format.name)

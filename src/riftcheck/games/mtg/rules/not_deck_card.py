"""Every card is one a paper deck may hold: no Alchemy card, no non-traditional card.

Planes, phenomena, schemes, vanguards, heroes, dungeons, sticker sheets and conspiracies are
not cards of a traditional deck (100.2d, 100.2c); Alchemy cards (names starting `A-`) exist
only in digital play and are in no paper format.

Failing:

    1 A-Dragon's Rage Channeler

Passing:

    1 Dragon's Rage Channeler
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG003"
RULE = "100.2d"
DOCUMENT = "CR"
NAME = "card.deck-card"
SEVERITY = "error"
DOC_TH = """การ์ดทุกใบต้องเป็นการ์ดที่ใส่ในเด็คกระดาษได้ ไม่ใช่การ์ด Alchemy และไม่ใช่การ์ดนอกแบบ

Plane, Phenomenon, Scheme, Vanguard, Hero, Dungeon, แผ่นสติกเกอร์ และ Conspiracy ไม่ใช่การ์ดของเด็คปกติ
(100.2d) ส่วนการ์ด Alchemy (ชื่อขึ้นต้นด้วย A-) มีเฉพาะในเกมดิจิทัล
"""
MESSAGES = {
    "non-traditional": Message(en="'{card}' ({type}) is not a card of a deck.", th="'{card}' ({type}) ไม่ใช่การ์ดที่ใส่ในเด็คได้"),
    "alchemy": Message(en="'{card}' is an Alchemy card, which only digital play has.",
                       th="'{card}' เป็นการ์ด Alchemy ซึ่งมีเฉพาะในเกมดิจิทัล"),
}
HINTS = {
    "non-traditional": Message(en="Take it out of the list.", th="เอาการ์ดใบนี้ออกจากรายการ"),
    "alchemy": Message(en="List the paper card, without the A- prefix.", th="ใส่การ์ดฉบับกระดาษ ไม่มี A- นำหน้า"),
}
_SELF = sys.modules[__name__]


def check(deck, context):
    for line in deck.lines:
        card = line.card
        if card is None or card.deck_card:
            continue
        if "A" in card.flags:
            yield finding(_SELF, "alchemy", card=card.name, line=line.entry.line, zone=line.entry.zone, number="100.6")
        else:
            yield finding(_SELF, "non-traditional", card=card.name, line=line.entry.line, zone=line.entry.zone,
                          type=card.type_line)

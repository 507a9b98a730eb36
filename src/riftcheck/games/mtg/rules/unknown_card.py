"""Every card name is a Magic card riftcheck knows.

A line whose name matches no card (after folding accents, ligatures, quotes and case: Lim-Dul
is Lim-Dûl, Aether is Æther) is reported with the closest names. Until every card is known,
no rule can say the deck is legal.

Failing:

    4 Lightning Blot

Passing:

    4 Lightning Bolt
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG001"
RULE = None
DOCUMENT = "CR"
NAME = "input.unknown-card"
SEVERITY = "error"
DOC_TH = """ทุกชื่อการ์ดต้องเป็นการ์ด Magic ที่ riftcheck รู้จัก

บรรทัดที่ชื่อไม่ตรงกับการ์ดใด (หลังตัดวรรณยุกต์ อักษรควบ เครื่องหมายคำพูด และตัวพิมพ์เล็กใหญ่แล้ว) จะถูกรายงาน
พร้อมชื่อที่ใกล้เคียงที่สุด ตราบใดที่ยังมีการ์ดที่ไม่รู้จัก จะไม่มีกฎใดบอกได้ว่าเด็คถูกกติกา
"""
MESSAGES = {
    "unknown": Message(en="No Magic card is called '{card}'.", th="ไม่มีการ์ด Magic ชื่อ '{card}'"),
    "suggest": Message(en="No Magic card is called '{card}'; did you mean {suggestions}?",
                       th="ไม่มีการ์ด Magic ชื่อ '{card}' หมายถึง {suggestions} หรือเปล่า"),
}
HINTS = {
    "unknown": Message(en="Check the spelling against the card's English name.", th="ตรวจตัวสะกดกับชื่อภาษาอังกฤษของการ์ด"),
    "suggest": Message(en="Write the card's English name as printed.", th="เขียนชื่อภาษาอังกฤษของการ์ดตามที่พิมพ์"),
}

_SELF = sys.modules[__name__]


def check(deck, context):
    for line in deck.lines:
        if line.card is None:
            suggestions = context.cards.suggestions(line.entry.name)
            if suggestions:
                yield finding(_SELF, "suggest", card=line.entry.name,
                              line=line.entry.line, zone=line.entry.zone, suggestions=suggestions)
            else:
                yield finding(_SELF, "unknown", card=line.entry.name,
                              line=line.entry.line, zone=line.entry.zone)

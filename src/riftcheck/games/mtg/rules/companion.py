"""A companion's deck-building condition is not checked, so a deck with one is not confirmed.

A companion (listed under a Companion header) lets its player start the game with it only if
the deck meets the condition its text sets (Lurrus: no other permanent with mana value above
2; Yorion: 20 more cards than the minimum...). riftcheck reads those conditions nowhere, so it
says so instead of calling the deck legal. The companion still counts as a sideboard card in
constructed (list it under Sideboard too, as MTG Arena does).
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG008"
RULE = "702.139a"
DOCUMENT = "CR"
NAME = "unconfirmed.companion"
SEVERITY = "warning"
UNDECIDED = True  # the deck is unconfirmed: riftcheck could not decide (never legal)
DOC_TH = """ไม่ได้ตรวจเงื่อนไขการจัดเด็คของ companion เด็คที่มี companion จึงยืนยันไม่ได้

companion (ใต้หัวข้อ Companion) ใช้ได้เมื่อเด็คเป็นไปตามเงื่อนไขบนการ์ด ซึ่ง riftcheck ไม่ได้ตรวจ จึงบอกไว้แทนการบอกว่าถูกกติกา
"""
MESSAGES = {"companion": Message(en="Not confirmed: the deck-building condition of the companion '{card}' is not checked.",
                                 th="ยืนยันไม่ได้: ไม่ได้ตรวจเงื่อนไขการจัดเด็คของ companion '{card}'")}
HINTS = {"companion": Message(en="Check its condition by hand against the deck.",
                              th="ตรวจเงื่อนไขบนการ์ดกับเด็คด้วยตนเอง")}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.kind in ("limited", "casual"):
        return
    for line in deck.zone("companion"):
        yield finding(_SELF, "companion", card=line.name, line=line.entry.line, zone="companion")

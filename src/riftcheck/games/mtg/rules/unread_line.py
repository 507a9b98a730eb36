"""Every line of the list is read: a card, a header, a comment or a blank line.

A line riftcheck cannot read as any of these may be a card it would otherwise miss, so the
deck is never called legal while such a line is left.

Failing:

    4 Lightning Bolt
    Lightning Bolt four times

Passing:

    4 Lightning Bolt
    // burn
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG002"
RULE = None
DOCUMENT = "CR"
NAME = "input.unread-line"
SEVERITY = "warning"
UNDECIDED = True  # the deck is unconfirmed: riftcheck could not decide (never legal)
DOC_TH = """ทุกบรรทัดของรายการต้องอ่านได้: เป็นการ์ด หัวข้อ ความเห็น หรือบรรทัดว่าง

บรรทัดที่อ่านไม่ได้อาจเป็นการ์ดที่ riftcheck นับไม่ถึง จึงจะไม่บอกว่าเด็คถูกกติกาตราบใดที่ยังมีบรรทัดนั้นอยู่
"""
MESSAGES = {"unread": Message(en="Line {line} could not be read: '{text}'.", th="อ่านบรรทัดที่ {line} ไม่ได้: '{text}'")}
HINTS = {"unread": Message(en="Write a card as '4 Card Name', or start a comment with //.",
                           th="เขียนการ์ดเป็น '4 ชื่อการ์ด' หรือขึ้นต้นความเห็นด้วย //")}
_SELF = sys.modules[__name__]


def check(deck, context):
    for number, text in deck.decklist.unread:
        yield finding(_SELF, "unread", line=number, text=text[:120])

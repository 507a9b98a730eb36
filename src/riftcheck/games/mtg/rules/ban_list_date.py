"""The banned and restricted list is known for the checked date.

riftcheck's dated lists (data/mtg/banlists.yaml) end on a recorded date. A check on a later
date cannot rule out a change made since, so the deck is unconfirmed, unless an imported
AtomicCards file speaks for that date (its own date on or before it, recently enough).
Formats without a list of their own (standard, pioneer, pauper) take their bans from that
file alone.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG005"
RULE = "100.6"
DOCUMENT = "CR"
NAME = "unconfirmed.ban-list"
SEVERITY = "warning"
UNDECIDED = True  # the deck is unconfirmed: riftcheck could not decide (never legal)
DOC_TH = """ต้องรู้รายการแบนและจำกัดของวันที่ตรวจ

รายการแบนของ riftcheck (data/mtg/banlists.yaml) บันทึกถึงวันหนึ่ง ถ้าตรวจวันหลังจากนั้น อาจมีการห้ามใช้การ์ดเพิ่ม
ผลคือยืนยันไม่ได้ เว้นแต่ไฟล์ AtomicCards ที่นำเข้าครอบคลุมวันที่นั้น
"""
MESSAGES = {
    "after": Message(en="Not confirmed: riftcheck's {format} ban list is recorded up to {until}; changes after it are unknown.",
                     th="ยืนยันไม่ได้: riftcheck มีรายการแบนของฟอร์แมต {format} ถึงวันที่ {until} เท่านั้น หลังจากนั้นยังไม่ทราบ"),
}
HINTS = {"after": Message(en="Check with --as-of {until} or earlier, or import a recent AtomicCards.json.",
                          th="ตรวจด้วย --as-of {until} หรือก่อนหน้า หรือนำเข้า AtomicCards.json ฉบับล่าสุด")}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.kind in ("limited", "casual"):
        return
    listed = context.banlist
    if listed is not None and context.as_of <= listed.recorded_until:
        return
    if context.printings_span() is None:
        return
    if listed is None and context.format.card_pool == "printings":
        return  # printings_needed says the deck is unconfirmed already
    yield finding(_SELF, "after", format=context.format.name, until=listed.recorded_until)

"""The banned and restricted list is known for the checked date.

riftcheck's dated lists (data/mtg/banlists.yaml, with your own Magic ban list file over them)
end on the day their sources were last checked. A check on a later date cannot rule out a
change made since, a ban lifted as much as a new one, so no listed ban is applied and the deck
is unconfirmed, unless an imported AtomicCards file speaks for that date (its own date on or
before it, recently enough). The newer changes can be written in your own ban list file.
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

รายการแบนของ riftcheck (data/mtg/banlists.yaml) บันทึกถึงวันที่ตรวจสอบแหล่งข้อมูลครั้งล่าสุด ถ้าตรวจวันหลังจากนั้น
อาจมีการแบนหรือยกเลิกแบนเพิ่ม จึงไม่ใช้รายการแบนที่บันทึกไว้ และผลคือยืนยันไม่ได้ เว้นแต่ไฟล์ AtomicCards ที่นำเข้าครอบคลุมวันที่นั้น
เพิ่มการเปลี่ยนแปลงที่ใหม่กว่าได้ในไฟล์รายการแบนของคุณเอง
"""
MESSAGES = {
    "after": Message(en="Not confirmed: riftcheck's {format} ban list is recorded up to {until}; changes after it are unknown.",
                     th="ยืนยันไม่ได้: riftcheck มีรายการแบนของฟอร์แมต {format} ถึงวันที่ {until} เท่านั้น หลังจากนั้นยังไม่ทราบ"),
}
HINTS = {"after": Message(
    en="Check with --as-of {until} or earlier, or write the changes since in your own Magic ban list file "
       "(the form of data/mtg/banlists.yaml) and import it: riftcheck import --game mtg my-bans.yaml",
    th="ตรวจด้วย --as-of {until} หรือก่อนหน้า หรือเขียนการเปลี่ยนแปลงหลังจากนั้นในไฟล์รายการแบนของคุณเอง "
       "(รูปแบบเดียวกับ data/mtg/banlists.yaml) แล้วนำเข้า: riftcheck import --game mtg my-bans.yaml")}
_SELF = sys.modules[__name__]


def check(deck, context):
    listed = context.banlist
    if context.format.kind in ("limited", "casual") or listed is None or context.as_of <= listed.recorded_until:
        return
    if context.printings_span() is None:
        return  # an imported AtomicCards file speaks for the date
    yield finding(_SELF, "after", format=context.format.name, until=listed.recorded_until)

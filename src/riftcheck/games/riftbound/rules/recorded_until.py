"""A check dated after the day the ban lists and rules are recorded up to cannot be confirmed.

riftcheck's format data holds Riftbound's ban waves and rules editions up to the day their
sources were last checked, its `recorded_until` (data/formats/recorded.yaml). A check dated
after that day, such as an event next month or any check once the day has passed, cannot rule
out a ban, an unban or a rules change made since: the ban list the Tournament Rules point to
(TR 601.2.d) is published apart from them and changes without a new edition. Each deck checked
for such a day gets this finding once, a warning riftcheck could not decide, and is UNCONFIRMED,
never legal; a deck that breaks a rule stays ILLEGAL. A newer riftcheck, or a formats update
file of yours with a later `recorded_until` (the day you checked Riot's newest ban list
announcements and rules), lets riftcheck decide up to that day. The finding cites TR 601.2.d
in constructed play; in casual play (Core Rules only) and in sealed and draft (whose ban list is
a limited one) it cites no rule number.

{facts}

Unconfirmed (constructed, 9999-12-31, later than any day the data can be recorded up to):

    main
    3 Jinx, Rebel

Passing (constructed, 2026-12-01, a day the shipped data is recorded for):

    main
    3 Jinx, Rebel
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules import from_data
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC305"
RULE = "601.2.d"
DOCUMENT = "TR"
NAME = "legality.recorded-until"
FACTS = from_data.recorded_until
SEVERITY = "warning"  # undecided: the deck is unconfirmed
MESSAGES = {
    "after": Message(
        en="riftcheck's ban lists and rules are recorded up to {until}; a ban or rules change after that day is "
           "unknown, so the deck cannot be confirmed for {as_of}.",
        th="รายการแบนและกติกาใน riftcheck บันทึกไว้ถึงวันที่ {until} เท่านั้น ยังไม่ทราบว่าหลังจากนั้นมีการแบนหรือเปลี่ยนกติกาหรือไม่ "
           "จึงยืนยันเด็คสำหรับวันที่ {as_of} ไม่ได้",
    ),
}
HINTS = {
    "after": Message(
        en="Update riftcheck or its format data (a formats update file with a later recorded_until: riftcheck import "
           "FILE), or check Riot's newest ban list announcements and rules by hand; a check dated {until} or earlier "
           "is decided.",
        th="อัปเดต riftcheck หรือข้อมูลฟอร์แมต (ไฟล์อัปเดตฟอร์แมตที่มี recorded_until ใหม่กว่า: riftcheck import FILE) "
           "หรือตรวจประกาศรายการแบนและกติกาฉบับล่าสุดของ Riot ด้วยตนเอง ถ้าตรวจสำหรับวันที่ {until} หรือก่อนหน้าจะตัดสินได้",
    ),
}
DOC_TH = """ตรวจสำหรับวันที่หลังวันที่รายการแบนและกติกาบันทึกไว้ จะยืนยันเด็คไม่ได้

ข้อมูลฟอร์แมตของ riftcheck มีรอบการแบนและกติกาแต่ละฉบับของ Riftbound ถึงวันที่ตรวจสอบแหล่งข้อมูลครั้งล่าสุด
คือ `recorded_until` (data/formats/recorded.yaml) ถ้าตรวจสำหรับวันที่หลังจากนั้น เช่นงานแข่งเดือนหน้า หรือตรวจวันนี้เมื่อเลยวันนั้นมาแล้ว
riftcheck ไม่อาจรู้ได้ว่ามีการแบน การยกเลิกแบน หรือการเปลี่ยนกติกาเกิดขึ้นหรือไม่ เพราะรายการแบนที่กติกาการแข่งขันอ้างถึง (TR 601.2.d)
ประกาศแยกต่างหากและเปลี่ยนได้โดยไม่ต้องออกกติกาฉบับใหม่ เด็คที่ตรวจสำหรับวันแบบนี้จะได้ข้อนี้เด็คละหนึ่งครั้ง เป็นคำเตือนที่ riftcheck
ตัดสินไม่ได้ ผลจึงเป็นยืนยันไม่ได้ ไม่ใช่ถูกกติกา ส่วนเด็คที่ผิดกฎข้อใดยังคงผิดกติกา riftcheck รุ่นใหม่กว่า
หรือไฟล์อัปเดตฟอร์แมตของคุณที่มี `recorded_until` ใหม่กว่า (วันที่คุณตรวจประกาศรายการแบนและกติกาฉบับล่าสุดของ Riot)
ทำให้ตัดสินได้ถึงวันนั้น ในฟอร์แมต Constructed ข้อนี้อ้าง TR 601.2.d ส่วนฟอร์แมต Casual (ใช้กติกาหลักอย่างเดียว)
และ Sealed และ Draft (ซึ่งมีรายการแบนของตัวเอง) จะไม่อ้างเลขกฎ

{facts}

ยืนยันไม่ได้ (constructed, 9999-12-31, หลังวันที่ข้อมูลใดจะบันทึกไว้ได้):

    main
    3 Jinx, Rebel

ผ่าน (constructed, 2026-12-01, วันที่ข้อมูลที่มากับ riftcheck บันทึกไว้ครอบคลุม):

    main
    3 Jinx, Rebel
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS, undecided=True)
_report_unnumbered = reporter(CODE, None, SEVERITY, MESSAGES, HINTS, undecided=True)


def passes(deck: Deck, context: CheckContext) -> bool:
    return context.recorded_until is None or context.as_of <= context.recorded_until


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    if passes(deck, context):
        return
    # TR 601.2.d is constructed play's ban list; casual applies no TR, limited play has its own list
    report = _report if context.applies("TR") and context.limited is None else _report_unnumbered
    yield report("after", context, until=context.recorded_until, as_of=context.as_of)

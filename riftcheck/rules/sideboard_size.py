"""The sideboard has a size the format allows on the checked date.

TR 601.1.c.1 has changed twice: until 2026-01-29 a sideboard had exactly 0 or 8 cards; from
2026-01-30 it could have 8 or fewer; from 2026-07-16, 10 or fewer. riftcheck applies the size
in force on the --as-of date. Casual play sets no sideboard size.

Failing (constructed, 2026-08-01):

    sideboard
    ... 11 cards

Passing (constructed, 2026-08-01):

    sideboard
    ... 10 cards
"""

from __future__ import annotations

from typing import Iterator

from riftcheck.deck import Deck
from riftcheck.findings import Finding
from riftcheck.formats import CheckContext
from riftcheck.rules.base import UNCERTAIN, reporter, size_finding, size_messages, size_passes

CODE = "RC201"
RULE = "601.1.c.1"
DOCUMENT = "TR"
NAME = "sideboard.size"
SEVERITY = "error"
MESSAGES = size_messages("The number of cards in the sideboard", "ไซด์บอร์ดมี {count} ใบ")
HINTS = {"uncertain": UNCERTAIN}
DOC_TH = """ไซด์บอร์ดต้องมีจำนวนใบตามที่รูปแบบการเล่นกำหนดในวันที่ตรวจ

TR 601.1.c.1 เปลี่ยนมาแล้วสองครั้ง: จนถึง 2026-01-29 ไซด์บอร์ดต้องมี 0 หรือ 8 ใบพอดี ตั้งแต่ 2026-01-30
ใส่ได้ไม่เกิน 8 ใบ และตั้งแต่ 2026-07-16 ใส่ได้ไม่เกิน 10 ใบ riftcheck ใช้จำนวนที่มีผลในวันที่ระบุด้วย --as-of
ส่วนการเล่นแบบ casual ไม่จำกัดจำนวนใบในไซด์บอร์ด

ไม่ผ่าน (constructed, 2026-08-01):

    sideboard
    ... 11 ใบ

ผ่าน (constructed, 2026-08-01):

    sideboard
    ... 10 ใบ
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return size_passes(context.sideboard, deck, ("sideboard",))


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    return size_finding(_report, context, context.sideboard, deck, "sideboard")

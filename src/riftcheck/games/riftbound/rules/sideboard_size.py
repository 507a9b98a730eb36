"""The sideboard has a size the format allows on the checked date.

TR 601.1.c.1 has changed over time, and riftcheck applies the size in force on the --as-of
date.

{facts}

Failing (constructed, 2026-08-01):

    sideboard
    ... 11 cards

Passing (constructed, 2026-08-01):

    sideboard
    ... 10 cards
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules import from_data
from riftcheck.games.riftbound.rules.base import UNCERTAIN_HINTS, reporter, size_finding, size_messages, size_passes

CODE = "RC201"
RULE = "601.1.c.1"
DOCUMENT = "TR"
NAME = "sideboard.size"
FACTS = from_data.sideboard_history
SEVERITY = "error"
MESSAGES = size_messages("The number of cards in the sideboard", "ไซด์บอร์ดมี {count} ใบ")
HINTS = UNCERTAIN_HINTS
DOC_TH = """ไซด์บอร์ดต้องมีจำนวนใบตามที่ฟอร์แมตกำหนดในวันที่ตรวจ

TR 601.1.c.1 เปลี่ยนมาหลายครั้ง riftcheck ใช้จำนวนที่มีผลในวันที่ระบุด้วย --as-of

{facts}

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

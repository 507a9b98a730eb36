"""A constructed sideboard holds at most 15 cards.

Constructed (100.4a): up to 15. Limited play's sideboard is every pool card not in the deck
(100.4b), with no limit; commander has no sideboard (MG206).

Failing: 16 sideboard cards. Passing: 15.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding
from riftcheck.games.mtg.rules.blank_line_groups import ambiguous

CODE = "MG103"
RULE = "100.4a"
DOCUMENT = "CR"
NAME = "deck.sideboard.size"
SEVERITY = "error"
DOC_TH = """ไซด์บอร์ดของ constructed มีได้ไม่เกิน 15 ใบ (100.4a)

limited ไม่จำกัด (100.4b) ส่วนคอมมานเดอร์ไม่มีไซด์บอร์ด
"""
_LARGE = Message(en="The sideboard has {count} cards; at most {maximum} are allowed.",
                 th="ไซด์บอร์ดมี {count} ใบ มีได้ไม่เกิน {maximum} ใบ")
MESSAGES = {"large": _LARGE, "large-one": _LARGE}
HINTS = {"large": Message(en="Take {extra} cards out of the sideboard.", th="เอาการ์ดออกจากไซด์บอร์ด {extra} ใบ"),
         "large-one": Message(en="Take 1 card out of the sideboard.", th="เอาการ์ดออกจากไซด์บอร์ด 1 ใบ")}
_SELF = sys.modules[__name__]


def check(deck, context):
    maximum = context.format.sideboard_max
    if context.format.kind != "constructed" or maximum is None or ambiguous(deck, context) is not None:
        return
    count = deck.count("sideboard")
    if count > maximum:
        yield finding(_SELF, "large-one" if count - maximum == 1 else "large", zone="sideboard", count=count, maximum=maximum, extra=count - maximum)

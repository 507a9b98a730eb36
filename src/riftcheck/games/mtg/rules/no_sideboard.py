"""A commander deck has no sideboard.

903.5e: commander decks have no sideboard. Cards left under a Sideboard header (other than
MTGO's way of naming the commander there) are reported.

Failing: a Sideboard section with Negate. Passing: no sideboard.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG206"
RULE = "903.5e"
DOCUMENT = "CR"
NAME = "commander.no-sideboard"
SEVERITY = "error"
DOC_TH = """เด็ค commander ไม่มีไซด์บอร์ด (903.5e)
"""
_HINT = Message(en="Move them into the 100 or out of the list; list the commander under Commander.",
                th="ย้ายเข้าเด็ค 100 ใบหรือเอาออก และใส่คอมมานเดอร์ใต้หัวข้อ Commander")
MESSAGES = {"sideboard": Message(en="A commander deck has no sideboard; {count} cards are listed in one.",
                                 th="เด็ค commander ไม่มีไซด์บอร์ด แต่มีการ์ดในไซด์บอร์ด {count} ใบ"),
            "sideboard-one": Message(en="A commander deck has no sideboard; 1 card is listed in one.",
                                     th="เด็ค commander ไม่มีไซด์บอร์ด แต่มีการ์ดในไซด์บอร์ด 1 ใบ")}
HINTS = {"sideboard": _HINT,
         "sideboard-one": Message(en="Move it into the 100 or out of the list; list the commander under Commander.",
                                  th="ย้ายเข้าเด็ค 100 ใบหรือเอาออก และใส่คอมมานเดอร์ใต้หัวข้อ Commander")}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.kind != "commander":
        return
    count = deck.count("sideboard")
    if count:
        yield finding(_SELF, "sideboard-one" if count == 1 else "sideboard", zone="sideboard", line=deck.zone("sideboard")[0].entry.line, count=count)

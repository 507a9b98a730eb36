"""A commander deck has exactly 100 cards, its commander (or both commanders) included.

903.5a: exactly 100 cards counting the commander; with two partners, or a commander and a
Background, both count among the 100. Every card line of the deck and command zone counts,
known or not.

Failing: 99 cards and a commander (100 with it passes); 100 cards and a commander (101).
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG201"
RULE = "903.5a"
DOCUMENT = "CR"
NAME = "commander.size"
SEVERITY = "error"
DOC_TH = """เด็ค commander ต้องมี 100 ใบพอดี นับคอมมานเดอร์ด้วย (903.5a)

ถ้ามีคอมมานเดอร์สองใบ (Partner หรือคอมมานเดอร์กับ Background) ทั้งสองใบนับรวมใน 100 ใบ
"""
_SIZE = Message(en="The deck has {count} cards, commander included; commander needs exactly {exact}.",
                th="เด็คมี {count} ใบ (นับคอมมานเดอร์แล้ว) แต่ commander ต้องมี {exact} ใบพอดี")
MESSAGES = {"small": _SIZE, "large": _SIZE, "small-one": _SIZE, "large-one": _SIZE}
HINTS = {"small": Message(en="Add {difference} cards.", th="เพิ่มการ์ดอีก {difference} ใบ"),
         "large": Message(en="Take out {difference} cards.", th="เอาการ์ดออก {difference} ใบ"),
         "small-one": Message(en="Add 1 card.", th="เพิ่มการ์ดอีก 1 ใบ"),
         "large-one": Message(en="Take out 1 card.", th="เอาการ์ดออก 1 ใบ")}
_SELF = sys.modules[__name__]


def check(deck, context):
    exact = context.format.main_exact
    if context.format.kind != "commander" or exact is None:
        return
    count = deck.count("main", "commander")
    if count != exact:
        key = ("small" if count < exact else "large") + ("-one" if abs(exact - count) == 1 else "")
        yield finding(_SELF, key, count=count, exact=exact, difference=abs(exact - count))

"""At most 4 copies of a card across the main deck and sideboard together.

Constructed (100.2a, 100.4a): four of any one English name, counting deck and sideboard as
one. Basic lands are exempt (100.2a), and a card's own text wins over the rule (101.1):
"A deck can have any number of cards named ..." (Relentless Rats) allows any number, and "up
to seven" (Seven Dwarves) or "up to nine" (Nazgûl) allows that many. Limited (100.4b) and
casual play have no limit; commander's singleton rule is MG202.

Failing: 3 Lightning Bolt in the main deck and 2 in the sideboard. Passing: 3 and 1.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import copies_by_name, finding, limit_of

CODE = "MG102"
RULE = "100.2a"
DOCUMENT = "CR"
NAME = "deck.copies"
SEVERITY = "error"
DOC_TH = """การ์ดชื่อเดียวกันมีได้ไม่เกิน 4 ใบ นับเด็คหลักและไซด์บอร์ดรวมกัน

constructed (100.2a, 100.4a): การ์ดซ้ำกันได้ไม่เกิน 4 ใบต่อชื่อ ยกเว้น Basic Land และการ์ดที่ข้อความบนการ์ดบอกไว้เป็นอย่างอื่น
(101.1) เช่น "A deck can have any number of cards named ..." หรือ "up to seven" (Seven Dwarves)
limited และการเล่นทั่วไปไม่จำกัด
"""
MESSAGES = {"too-many": Message(en="{count} copies of '{card}' across main deck and sideboard; at most {limit} are allowed.",
                                th="มี '{card}' {count} ใบ (รวมเด็คหลักและไซด์บอร์ด) การ์ดซ้ำกันได้ไม่เกิน {limit} ใบ"),
            "too-many-in-zone": Message(en="{count} copies of '{card}' in the {zone}; at most {limit} are allowed.",
                                        th="มี '{card}' {count} ใบใน{zone} การ์ดซ้ำกันได้ไม่เกิน {limit} ใบ")}
_TAKE_OUT = Message(en="Take out {extra} of them.", th="เอาออก {extra} ใบ")
HINTS = {"too-many": _TAKE_OUT, "too-many-in-zone": _TAKE_OUT}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.kind != "constructed" or context.format.copies is None:
        return
    for name, (count, where) in copies_by_name(deck.zone("main", "sideboard")).items():
        limit = limit_of(where[0].card, context.format.copies)
        if limit is not None and count > limit:
            both = len({line.entry.zone for line in where}) > 1
            yield finding(_SELF, "too-many" if both else "too-many-in-zone", card=name, line=where[0].entry.line,
                          zone=where[0].entry.zone, number="100.4a" if both else "100.2a", count=count, limit=limit,
                          extra=count - limit)

"""A commander deck holds one copy of each card, basic lands excepted.

903.5b: apart from basic lands, no two cards of the deck (commander included) share an
English name. A card's own text wins (101.1): "any number of cards named ..." (Relentless
Rats) and "up to seven" (Seven Dwarves) allow more.

Failing: 2 Sol Ring. Passing: 1 Sol Ring and 30 Island.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import copies_by_name, finding, limit_of

CODE = "MG202"
RULE = "903.5b"
DOCUMENT = "CR"
NAME = "commander.singleton"
SEVERITY = "error"
DOC_TH = """เด็ค commander มีการ์ดแต่ละชื่อได้ใบเดียว ยกเว้น Basic Land (903.5b)

การ์ดที่ข้อความบอกไว้เป็นอย่างอื่น (101.1) เช่น "any number of cards named ..." หรือ "up to seven" ใส่ได้มากกว่า
"""
MESSAGES = {"duplicate": Message(en="{count} copies of '{card}'; a commander deck may hold {limit}.",
                                 th="มี '{card}' {count} ใบ เด็ค commander ใส่ได้ {limit} ใบ")}
HINTS = {"duplicate": Message(en="Keep {limit} and take out {extra}.", th="เก็บไว้ {limit} ใบ เอาออก {extra} ใบ")}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.kind != "commander":
        return
    for name, (count, where) in copies_by_name(deck.zone("main", "commander")).items():
        limit = limit_of(where[0].card, context.format.copies or 1)
        if limit is not None and count > limit:
            yield finding(_SELF, "duplicate", card=name, line=where[-1].entry.line, zone=where[-1].entry.zone,
                          count=count, limit=limit, extra=count - limit)

"""A restricted card appears at most once across the main deck and sideboard (vintage).

Vintage's restricted list (data/mtg/banlists.yaml, as it stood on the checked date, each
change with its announcement) limits those cards to one copy; an imported AtomicCards file
adds the cards it marks Restricted when riftcheck's record ends before the checked date.

Failing (vintage): 2 Black Lotus. Passing: 1 Black Lotus.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import copies_by_name, finding

CODE = "MG104"
RULE = "100.6"
DOCUMENT = "CR"
NAME = "format.restricted"
SEVERITY = "error"
DOC_TH = """การ์ดในรายการจำกัด (restricted) มีได้เพียง 1 ใบ รวมเด็คหลักและไซด์บอร์ด (vintage)

รายการจำกัดของ vintage อยู่ใน data/mtg/banlists.yaml ตามวันที่ตรวจ พร้อมประกาศที่มาของแต่ละครั้ง
"""
MESSAGES = {"restricted": Message(en="'{card}' is restricted in {format} since {date}: {count} copies, at most 1.",
                                  th="'{card}' ถูกจำกัดในฟอร์แมต {format} ตั้งแต่ {date}: มี {count} ใบ มีได้ไม่เกิน 1 ใบ")}
HINTS = {"restricted": Message(en="Keep one copy. Source: {source}", th="ใส่ได้ใบเดียว ที่มา: {source}")}
_SELF = sys.modules[__name__]


def check(deck, context):
    if not context.format.restricted:
        return
    for name, (count, where) in copies_by_name(deck.zone("main", "sideboard")).items():
        status = context.ban_status(where[0].card)
        if status is None and context.banlist is not None and context.as_of > context.banlist.recorded_until:
            if context.legality(where[0].card) == "Restricted":
                status = ("restricted", None)
        if status is not None and status[0] == "restricted" and count > 1:
            change = status[1]
            yield finding(_SELF, "restricted", card=name, line=where[0].entry.line, zone=where[0].entry.zone,
                          count=count, format=context.format.name, date=change.date if change else context.printings.date,
                          source=change.source if change else "MTGJSON AtomicCards")

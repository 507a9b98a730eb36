"""Every card is in the format's card pool (its sets, its rarity); no Un-card outside casual play.

Sets decide standard, pioneer and modern, and rarity pauper (commons only). Which cards a format takes by set or rarity comes from an imported AtomicCards file (MG004
says when there is none): a card it marks Not Legal in the format is outside the pool. In
every format but casual, a card the file marks as an Un-card (silver border, acorn) is for
casual play only (100.7).

Failing (pauper): a card never printed at common. Passing: one printed at common.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG106"
RULE = "100.6"
DOCUMENT = "CR"
NAME = "format.card-pool"
SEVERITY = "error"
DOC_TH = """การ์ดทุกใบต้องอยู่ในกลุ่มการ์ดของฟอร์แมต: ชุดที่พิมพ์ (standard, pioneer, modern) ความหายาก (pauper)
และไม่ใช่การ์ด Un นอกการเล่นทั่วไป

ข้อมูลนี้มาจากไฟล์ AtomicCards ที่นำเข้า การ์ดที่ไฟล์ระบุว่า Not Legal ในรูปแบบนั้นใช้ไม่ได้ การ์ด Un ใช้ได้เฉพาะการเล่นทั่วไป (100.7)
"""
MESSAGES = {
    "not-legal": Message(en="'{card}' is not in {format}'s card pool (its sets or rarity).",
                         th="'{card}' ไม่อยู่ในกลุ่มการ์ดของฟอร์แมต {format} (ชุดที่พิมพ์หรือความหายาก)"),
    "funny": Message(en="'{card}' is an Un-card, for casual play only.", th="'{card}' เป็นการ์ด Un ใช้ได้เฉพาะการเล่นทั่วไป"),
}
HINTS = {"not-legal": Message(en="Replace it with a card {format} allows.", th="เปลี่ยนเป็นการ์ดที่ฟอร์แมต {format} อนุญาต"),
         "funny": Message(en="Replace it with a tournament card.", th="เปลี่ยนเป็นการ์ดที่ใช้แข่งได้")}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.kind in ("casual", "limited") or context.printings is None:
        return
    pool_by_printings = context.format.card_pool == "printings" and context.printings_span() is None
    for line in deck.lines:
        card = line.card
        if card is None or not card.deck_card:
            continue
        known = context.printings.of(card)
        if known is None:
            continue
        where = {"card": card.name, "line": line.entry.line, "zone": line.entry.zone}
        if known.get("funny"):
            yield finding(_SELF, "funny", number="100.7", **where)
        elif pool_by_printings and context.legality(card) == "Not Legal":
            yield finding(_SELF, "not-legal", format=context.format.name, **where)

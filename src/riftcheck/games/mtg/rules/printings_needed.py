"""Each card's printings are known for the checked date, or the deck is unconfirmed.

Whether a card was printed by the checked date, and in which sets and at which rarity
(standard, pioneer, modern, pauper), comes from riftcheck's dated card pool
(data/mtg/sets.tsv, printings.tsv.gz; riftcheck.games.mtg.format_pool). A card the pool does
not list (newer than its newest set, or one its sources lack) is unconfirmed, never legal or
illegal, unless an imported MTGJSON AtomicCards file that speaks for the checked date lists it.
So is a card printed only in sets that span years (Secret Lair, promotions), whose first day is
not known, and a card in none of a format's sets on a date after Standard's recorded sets.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.format_pool import lines_with
from riftcheck.games.mtg.rules.base import finding

CODE = "MG004"
RULE = "100.6"
DOCUMENT = "CR"
NAME = "unconfirmed.printings"
SEVERITY = "warning"
UNDECIDED = True  # the deck is unconfirmed: riftcheck could not decide (never legal)
DOC_TH = """ต้องรู้ว่าการ์ดพิมพ์เมื่อใด ในชุดใด และระดับความหายากใด มิฉะนั้นยืนยันไม่ได้

ข้อมูลนี้มาจากกลุ่มการ์ดตามวันที่ของ riftcheck (data/mtg/sets.tsv, printings.tsv.gz) การ์ดที่ไม่มีในนั้น
(ใหม่กว่าชุดล่าสุด หรือแหล่งข้อมูลไม่มี) ยืนยันไม่ได้ ไม่ใช่ถูกหรือผิดกติกา เว้นแต่ไฟล์ AtomicCards ที่นำเข้าครอบคลุมวันที่ตรวจ
"""
MESSAGES = {
    "card": Message(en="Not confirmed: riftcheck's card pool does not list '{card}'.",
                    th="ยืนยันไม่ได้: กลุ่มการ์ดของ riftcheck ไม่มีการ์ด '{card}'"),
    "span": Message(en="Not confirmed: '{card}' is printed only in sets spanning years from {since}, so its first day is not known.",
                    th="ยืนยันไม่ได้: '{card}' พิมพ์เฉพาะในชุดที่ออกต่อเนื่องหลายปีตั้งแต่ {since} จึงไม่รู้วันที่พิมพ์ครั้งแรก"),
    "sets-after": Message(en="Not confirmed: '{card}' is in none of {format}'s sets known up to {until}; a later set may have reprinted it.",
                          th="ยืนยันไม่ได้: '{card}' ไม่อยู่ในชุดใดของฟอร์แมต {format} ที่รู้ถึง {until} ชุดที่ออกหลังจากนั้นอาจพิมพ์ซ้ำ"),
}
_IMPORT = Message(en="Import a recent MTGJSON AtomicCards.json: riftcheck import --game mtg AtomicCards.json",
                  th="นำเข้า AtomicCards.json ฉบับล่าสุดของ MTGJSON: riftcheck import --game mtg AtomicCards.json")
HINTS = {"card": _IMPORT, "span": _IMPORT, "sets-after": _IMPORT}
_SELF = sys.modules[__name__]


def check(deck, context):
    for line, key, values in lines_with("unconfirmed", deck, context):
        yield finding(_SELF, key, card=line.card.name, line=line.entry.line, zone=line.entry.zone,
                      format=context.format.name, **values)

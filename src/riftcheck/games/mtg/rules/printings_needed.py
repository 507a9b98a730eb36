"""Set legality and rarity are known: standard, pioneer, modern and pauper need printings.

Which sets a card was printed in (standard, pioneer, modern) and at which rarity (pauper:
commons only) are not in riftcheck's card table. They come from MTGJSON's AtomicCards file,
which a user imports once (`riftcheck import --game mtg AtomicCards.json`). Without it, or
when the file describes a day too far from the checked date (its date must be on or before
the checked date, by at most the days formats.yaml allows), the deck is unconfirmed: never
legal. A card the file does not list (newer than the file) is unconfirmed likewise.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG004"
RULE = "100.6"
DOCUMENT = "CR"
NAME = "unconfirmed.printings"
SEVERITY = "warning"
UNDECIDED = True  # the deck is unconfirmed: riftcheck could not decide (never legal)
DOC_TH = """ต้องรู้ชุดที่พิมพ์และความหายากของการ์ด: standard, pioneer, modern และ pauper ต้องใช้ข้อมูลชุดที่พิมพ์

ตารางการ์ดของ riftcheck ไม่มีว่าการ์ดพิมพ์ในชุดใดและระดับความหายากใด ข้อมูลนี้มาจากไฟล์ AtomicCards ของ MTGJSON
ที่ผู้ใช้นำเข้าเอง (riftcheck import --game mtg AtomicCards.json) ถ้าไม่มีไฟล์ หรือวันที่ของไฟล์ห่างจากวันที่ตรวจเกินไป
ผลคือยืนยันไม่ได้ ไม่ใช่ถูกกติกา
"""
MESSAGES = {
    "none": Message(en="Not confirmed: {format} allows cards by set or rarity, and no printings data was imported.",
                    th="ยืนยันไม่ได้: ฟอร์แมต {format} อนุญาตการ์ดตามชุดหรือความหายาก แต่ยังไม่ได้นำเข้าข้อมูลชุดที่พิมพ์ของการ์ด (printings)"),
    "older": Message(en="Not confirmed: the imported printings data is of {date}, after the checked date.",
                     th="ยืนยันไม่ได้: ข้อมูลชุดที่พิมพ์ของการ์ด (printings) ที่นำเข้าเป็นของวันที่ {date} ซึ่งหลังวันที่ตรวจ"),
    "stale": Message(en="Not confirmed: the imported printings data is of {date}, too long before the checked date.",
                     th="ยืนยันไม่ได้: ข้อมูลชุดที่พิมพ์ของการ์ด (printings) ที่นำเข้าเป็นของวันที่ {date} เก่าเกินไปเมื่อเทียบกับวันที่ตรวจ"),
    "card": Message(en="Not confirmed: the imported printings data does not list '{card}'.",
                    th="ยืนยันไม่ได้: ข้อมูลชุดที่พิมพ์ของการ์ด (printings) ที่นำเข้าไม่มีการ์ด '{card}'"),
}
_IMPORT = Message(en="Import MTGJSON's AtomicCards.json: riftcheck import --game mtg AtomicCards.json",
                  th="นำเข้า AtomicCards.json ของ MTGJSON: riftcheck import --game mtg AtomicCards.json")
HINTS = {"none": _IMPORT, "older": _IMPORT, "stale": _IMPORT, "card": _IMPORT}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.card_pool != "printings":
        return
    problem = context.printings_span()
    if problem is not None:
        date = context.printings.date if context.printings else ""
        yield finding(_SELF, problem, format=context.format.name, date=date)
        return
    for line in deck.lines:
        if line.card is not None and line.card.deck_card and context.legality(line.card) is None:
            yield finding(_SELF, "card", card=line.card.name, line=line.entry.line, zone=line.entry.zone)

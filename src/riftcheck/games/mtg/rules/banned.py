"""No banned card in the main deck, sideboard or command zone.

Every sanctioned format's banned list is dated data (data/mtg/banlists.yaml): a card is banned
on the checked date when the last change up to that date banned it, and each finding names the
announcement. After a list's record no listed ban is applied (MG005: the deck is unconfirmed),
unless an imported AtomicCards file speaks for the date: then its Banned marks apply.

A card banned as a companion only (Lutri, the Spellchaser in commander) is refused under the
Companion header and allowed in the deck.

Failing (modern, 2024-08-26 or later): 1 Grief. Passing (modern, 2024-08-25): 1 Grief.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG105"
RULE = "100.6"
DOCUMENT = "CR"
NAME = "format.banned"
SEVERITY = "error"
DOC_TH = """ห้ามใช้การ์ดที่ถูกแบนในเด็คหลัก ไซด์บอร์ด และคอมมานเดอร์

รายการแบนของทุกฟอร์แมตการแข่งเป็นข้อมูลตามวันที่ (data/mtg/banlists.yaml) การ์ดถูกแบนในวันที่ตรวจ
เมื่อการเปลี่ยนแปลงล่าสุดจนถึงวันนั้นแบนไว้ และแต่ละข้อความบอกประกาศที่มา
"""
MESSAGES = {
    "banned": Message(en="'{card}' is banned in {format} since {date}.", th="'{card}' ถูกแบนในฟอร์แมต {format} ตั้งแต่ {date}"),
    "companion": Message(en="'{card}' is banned as a companion in {format} since {date}.",
                         th="'{card}' ถูกแบนไม่ให้ใช้เป็น companion ในฟอร์แมต {format} ตั้งแต่ {date}"),
}
_HINT = Message(en="Take it out. Source: {source}", th="เอาการ์ดใบนี้ออก ที่มา: {source}")
HINTS = {"banned": _HINT, "companion": Message(en="Take it out of the Companion section (the deck may hold it). "
                                                  "Source: {source}",
                                               th="เอาออกจากหัวข้อ Companion (ใส่ในเด็คได้) ที่มา: {source}")}
_SELF = sys.modules[__name__]


def _after_record(context) -> bool:
    return context.banlist is None or context.as_of > context.banlist.recorded_until


def check(deck, context):
    if context.format.kind in ("limited", "casual"):
        return
    for line in deck.lines:
        card = line.card
        if card is None:
            continue
        status = context.ban_status(card)
        as_companion = status is not None and status[0] == "banned_as_companion" and line.entry.zone == "companion"
        if status is not None and (status[0] == "banned" or as_companion):
            change = status[1]
            yield finding(_SELF, "companion" if as_companion else "banned", card=card.name, line=line.entry.line, zone=line.entry.zone,
                          format=context.format.name, date=change.date, source=change.source)
        elif (status is None and _after_record(context) and context.printings_span() is None
              and context.legality(card) == "Banned"):
            yield finding(_SELF, "banned", card=card.name, line=line.entry.line, zone=line.entry.zone,
                          format=context.format.name, date=context.printings.date,
                          source=f"MTGJSON AtomicCards {context.printings.date}")

"""At most 3 Signature cards in the deck, whatever their names.

CR 103.3.d.1: a deck may hold 3 Signature cards in total, not 3 of each name. A card that is
both Signature and Unique still counts towards the 3 (825.3.b). The count covers the main
deck and the Chosen Champion section; Signature cards in the sideboard are checked by RC202.

Failing (legend Master Yi, Wuju Bladesman):

    main
    3 Highlander
    1 Alpha Strike           (4 Signature cards)

Passing:

    main
    2 Highlander
    1 Alpha Strike
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import known, reporter

CODE = "RC106"
RULE = "103.3.d.1"
DOCUMENT = "CR"
NAME = "deck.signature.count"
SEVERITY = "error"
MESSAGES = {
    "too-many": Message(
        en="The deck has {count} Signature cards; at most {limit} are allowed in total.",
        th="เด็คนี้มีการ์ดซิกเนเจอร์ {count} ใบ รวมทั้งหมดใส่ได้ไม่เกิน {limit} ใบ",
    ),
}
HINTS = {
    "too-many": Message(
        en="The limit is on all Signature cards together, not on each name.",
        th="โควตานี้นับการ์ดซิกเนเจอร์ทุกใบรวมกัน ไม่ได้นับแยกตามชื่อ",
    ),
}
DOC_TH = """เด็คใส่การ์ดซิกเนเจอร์ได้ไม่เกิน 3 ใบ ไม่ว่าจะชื่ออะไร

CR 103.3.d.1: เด็คใส่การ์ดซิกเนเจอร์รวมกันได้ 3 ใบ ไม่ใช่ชื่อละ 3 ใบ การ์ดที่เป็นทั้งซิกเนเจอร์และ Unique
ก็ยังนับรวมใน 3 ใบนี้ (825.3.b) นับจากเด็คหลักและหัวข้อแชมเปียนที่เลือก ส่วนการ์ดซิกเนเจอร์ในไซด์บอร์ด
ตรวจโดย RC202

ไม่ผ่าน (เลเจนด์ Master Yi, Wuju Bladesman):

    main
    3 Highlander
    1 Alpha Strike           (ซิกเนเจอร์ 4 ใบ)

ผ่าน:

    main
    2 Highlander
    1 Alpha Strike
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return deck.signature_copies("champion", "main") <= context.signature_limit


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    limit = context.signature_limit
    running = 0
    past_limit = None
    for zone, item, card in known(deck, "champion", "main"):
        if card.is_signature:
            running += item.count
            if running > limit and past_limit is None:
                past_limit = (zone, item)
    if past_limit:
        zone, item = past_limit
        yield _report("too-many", context, zone=zone, card=item.name, line=item.line,
                      number=context.signature_rule, count=running, limit=limit)

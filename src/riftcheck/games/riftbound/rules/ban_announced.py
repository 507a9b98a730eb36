"""Note a card whose ban is announced but not yet in force.

A ban list update (TR 601.2.d points to the list) is published some days before it takes
effect. A deck checked in between is still legal with the card, but a player registering for
next week's event needs to hear of it: each such card gets an information line naming the
day it becomes banned. The announcement and effective dates are data (data/formats/, or a
formats update file of the user's).

Reported (as information, constructed, 2026-09-16, between the September 2026 announcement and its ban):

    main
    3 Stacked Deck

Not reported (constructed, 2026-09-14, before the announcement):

    main
    3 Stacked Deck
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import known, reporter

CODE = "RC304"
RULE = "601.2.d"
DOCUMENT = "TR"
NAME = "legality.ban-announced"
SEVERITY = "info"
MESSAGES = {
    "announced": Message(
        en="{card} is to be banned in {format} from {effective} (announced {announced}); it is still legal on {as_of}.",
        th="{card} จะถูกแบนในฟอร์แมต {format} ตั้งแต่ {effective} (ประกาศเมื่อ {announced}) ในวันที่ {as_of} ยังใช้ได้อยู่",
    ),
}
HINTS = {
    "announced": Message(
        en="For an event on or after {effective}, replace it.",
        th="ถ้าแข่งตั้งแต่วันที่ {effective} เป็นต้นไป ให้เปลี่ยนการ์ดใบนี้ออก",
    ),
}
DOC_TH = """แจ้งการ์ดที่ประกาศแบนแล้วแต่ยังไม่มีผล

ประกาศรายการแบน (TR 601.2.d อ้างถึงรายการนี้) ออกมาก่อนวันที่มีผลไม่กี่วัน เด็คที่ตรวจในช่วงนั้นยังใช้การ์ดใบนั้นได้
แต่ผู้เล่นที่ลงทะเบียนงานแข่งสัปดาห์หน้าควรรู้ไว้ การ์ดแต่ละใบแบบนี้จะมีบรรทัดแจ้งข้อมูลบอกวันที่เริ่มถูกแบน วันที่ประกาศและวันที่มีผล
เก็บเป็นข้อมูล (data/formats/ หรือไฟล์อัปเดตฟอร์แมตของผู้ใช้)

แจ้ง (เป็นข้อมูล, constructed, 2026-09-16, ระหว่างประกาศเดือนกันยายน 2026 กับวันที่มีผล):

    main
    3 Stacked Deck

ไม่แจ้ง (constructed, 2026-09-14, ก่อนประกาศ):

    main
    3 Stacked Deck
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """No card of the deck has an announced ban to come."""
    return context.ban_announced.keys().isdisjoint(deck.known_names())


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for zone, item, card in known(deck, *ZONES):
        coming = context.ban_announced.get(card.name)
        if coming is not None and card.name not in context.banned:
            effective, announced = coming
            yield _report("announced", context, zone=zone, card=card.name, line=item.line, format=context.format,
                          effective=effective, announced=announced, as_of=context.as_of)

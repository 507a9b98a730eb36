"""Warn about cards restricted in the format.

The July 2026 ban list update restricts Master Yi, Wuju Bladesman in 2v2 constructed from
2026-07-24 (the announcement, which TR 601.2.d points to, lists it apart from the banned
cards). The sources do not spell out what the restriction limits, so riftcheck reports it as a
warning: check the event's announcement before playing it. The list is data
(data/formats/2v2.yaml).

Warned (2v2, 2026-08-01):

    legend
    1 Master Yi, Wuju Bladesman

Not warned (constructed):

    legend
    1 Master Yi, Wuju Bladesman
"""

from __future__ import annotations

from typing import Iterator

from riftcheck.deck import Deck
from riftcheck.decklist.model import ZONES
from riftcheck.findings import Finding, Message
from riftcheck.formats import CheckContext
from riftcheck.rules.base import known, reporter

CODE = "RC303"
RULE = "601.2.d"
DOCUMENT = "TR"
NAME = "legality.restricted"
SEVERITY = "warning"
MESSAGES = {
    "restricted": Message(
        en="{card} is restricted in {format} (since {since}).",
        th="{card} ถูกจำกัดการใช้ในแบบ {format} (ตั้งแต่ {since})",
    ),
}
HINTS = {
    "restricted": Message(
        en="Check the event's announcement for what the restriction allows.",
        th="ตรวจประกาศของงานแข่งว่าการจำกัดนี้อนุญาตอะไรบ้าง",
    ),
}
DOC_TH = """เตือนเมื่อมีการ์ดที่ถูกจำกัดในรูปแบบการเล่นนั้น

ประกาศปรับรายชื่อการ์ดต้องห้ามเดือนกรกฎาคม 2026 จำกัด Master Yi, Wuju Bladesman ในแบบ 2v2 constructed
ตั้งแต่ 2026-07-24 (ประกาศนี้ซึ่ง TR 601.2.d อ้างถึง แยกการ์ดนี้ออกจากการ์ดต้องห้าม) แหล่งข้อมูลไม่ได้บอกชัดว่า
การจำกัดนี้จำกัดอะไร riftcheck จึงแจ้งเป็นคำเตือน ควรตรวจประกาศของงานแข่งก่อนใช้ รายชื่อเก็บเป็นข้อมูล
(data/formats/2v2.yaml)

เตือน (2v2, 2026-08-01):

    legend
    1 Master Yi, Wuju Bladesman

ไม่เตือน (constructed):

    legend
    1 Master Yi, Wuju Bladesman
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """No card of the deck is on the restricted list."""
    return context.restricted.keys().isdisjoint(deck.known_names())


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for zone, item, card in known(deck, *ZONES):
        since = context.restricted.get(card.name)
        if since is not None:
            yield _report("restricted", context, zone=zone, card=card.name, line=item.line,
                          format=context.format, since=since)

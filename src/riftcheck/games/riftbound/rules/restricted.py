"""Warn about cards restricted in the format.

A ban list announcement, which TR 601.2.d points to, may list restricted cards apart from the
banned ones. The sources do not spell out what a restriction limits, so riftcheck reports such
a card as a warning: check the event's announcement before playing it. Legends registered as
additional legends (chosen while building the deck, CR 103.1) are checked too. The list is data
(data/formats/).

{facts}

Warned (2v2, 2026-08-01):

    legend
    1 Master Yi, Wuju Bladesman

Not warned (constructed):

    legend
    1 Master Yi, Wuju Bladesman
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules import from_data
from riftcheck.games.riftbound.rules.base import known, reporter

CODE = "RC303"
RULE = "601.2.d"
DOCUMENT = "TR"
NAME = "legality.restricted"
FACTS = from_data.restriction_history
SEVERITY = "warning"
MESSAGES = {
    "restricted": Message(
        en="{card} is restricted in {format} (since {since}).",
        th="{card} ถูกจำกัดการใช้ในฟอร์แมต {format} (ตั้งแต่ {since})",
    ),
}
HINTS = {
    "restricted": Message(
        en="Check the event's announcement for what the restriction allows.",
        th="ตรวจประกาศของงานแข่งว่าการจำกัดนี้อนุญาตอะไรบ้าง",
    ),
}
DOC_TH = """เตือนเมื่อมีการ์ดที่ถูกจำกัดในฟอร์แมตนั้น

ประกาศรายการแบนซึ่ง TR 601.2.d อ้างถึง อาจแยกการ์ดที่ถูกจำกัดออกจากการ์ดที่ถูกแบน แหล่งข้อมูลไม่ได้บอกชัดว่า
การจำกัดนั้นจำกัดอะไร riftcheck จึงแจ้งการ์ดเหล่านี้เป็นคำเตือน ควรตรวจประกาศของงานแข่งก่อนใช้ เลเจนด์ที่ลงทะเบียนเป็น
เลเจนด์เพิ่มเติม (เลือกตอนจัดเด็ค CR 103.1) ก็ถูกตรวจด้วย รายชื่อเก็บเป็นข้อมูล (data/formats/)

{facts}

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
    return context.restricted.keys().isdisjoint(deck.known_names()) and not deck.additional_legends


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    additional = [("legend", item, item.card) for item in deck.additional_legends if item.card is not None]
    for zone, item, card in [*known(deck, *ZONES), *additional]:
        since = context.restricted.get(card.name)
        if since is not None:
            yield _report("restricted", context, zone=zone, card=card.name, line=item.line,
                          format=context.format, since=since)

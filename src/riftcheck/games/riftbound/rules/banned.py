"""No banned card in any part of the deck.

TR 601.2.d: a card banned in a format may not be in a deck for it, sideboard included. The
ban list is data (data/formats/), each wave with the date it took effect, and riftcheck applies
the list in force on the --as-of date.

{facts}

Failing (constructed, 2026-08-01):

    battlefields
    1 Obelisk of Power

Passing (constructed, 2026-03-01, before the first ban):

    battlefields
    1 Obelisk of Power
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules import from_data
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC301"
RULE = "601.2.d"
DOCUMENT = "TR"
NAME = "legality.banned"
FACTS = from_data.ban_history
SEVERITY = "error"
MESSAGES = {
    "banned": Message(
        en="{card} is banned in {format} (since {since}).",
        th="{card} ถูกแบนในฟอร์แมต {format} (ตั้งแต่ {since})",
    ),
}
HINTS = {}
DOC_TH = """ห้ามมีการ์ดที่ถูกแบนในส่วนใดของเด็ค

TR 601.2.d: การ์ดที่ถูกแบนในฟอร์แมตใดใส่ในเด็คของฟอร์แมตนั้นไม่ได้ รวมถึงไซด์บอร์ด รายการแบน
เก็บเป็นข้อมูล (data/formats/) แต่ละรอบมีวันที่เริ่มมีผล และ riftcheck ใช้รายชื่อที่มีผลในวันที่ระบุด้วย --as-of

{facts}

ไม่ผ่าน (constructed, 2026-08-01):

    battlefields
    1 Obelisk of Power

ผ่าน (constructed, 2026-03-01 ก่อนการแบนครั้งแรก):

    battlefields
    1 Obelisk of Power
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """No card of the deck is on the banned list."""
    return context.banned.keys().isdisjoint(deck.known_names())


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    facts = deck.facts()
    banned = context.banned
    for zone in ZONES:
        if banned.keys().isdisjoint(facts[zone].copies):
            continue
        for _zone, item, card in facts[zone].known:
            since = banned.get(card.name)
            if since is None:
                continue
            yield _report("banned", context, zone=zone, card=card.name, line=item.line,
                          format=context.format, since=since)

"""Each section holds only the card types that belong in it.

The main deck holds units, spells and gear (CR 103.3), and so does the sideboard, which may
contain only valid main deck cards (TR 601.1.c.2). The legend section holds the Champion
Legend (103.2), the rune deck only runes (103.4.a) and the battlefield section only
battlefields (103.5). Tokens are reported by RC111 and the Chosen Champion by RC104. In sealed
and draft the sideboard is the rest of the pool (TR 602.4.a.7) and may hold any card type; casual
play applies the Core Rules only, which set no rule for a sideboard, so it is not checked there.

Failing:

    main
    1 Targon's Peak          (a battlefield)
    sideboard
    2 Fury Rune

Passing:

    battlefields
    1 Targon's Peak
    runes
    2 Fury Rune
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import ZONE_TYPES, fits_zone, known, reporter

CODE = "RC112"
RULE = "601.1.c.2"
DOCUMENT = "TR"
NAME = "deck.zone-types"
SEVERITY = "error"
MESSAGES = {
    "main-deck-card": Message(
        en="{card} is a {type} card; the {zone} may hold only units, spells and gear.",
        th="{card} เป็นการ์ดประเภท{type} ใน{zone}ใส่ได้เฉพาะยูนิต สเปลล์ และเกียร์",
    ),
    "legend": Message(
        en="{card} is a {type} card, not a Champion Legend.",
        th="{card} เป็นการ์ดประเภท{type} ไม่ใช่แชมเปียนเลเจนด์",
    ),
    "runes": Message(
        en="{card} is a {type} card; the rune deck may hold only runes.",
        th="{card} เป็นการ์ดประเภท{type} เด็ครูนใส่ได้เฉพาะรูน",
    ),
    "battlefields": Message(
        en="{card} is a {type} card, not a battlefield.",
        th="{card} เป็นการ์ดประเภท{type} ไม่ใช่สนามรบ",
    ),
}
HINTS = {
    "move": Message(
        en="Move it to the section for {type} cards.",
        th="ย้ายไปไว้ในหัวข้อของการ์ดประเภท{type}",
    ),
}
DOC_TH = """แต่ละหัวข้อของเด็คใส่ได้เฉพาะการ์ดประเภทที่เป็นของหัวข้อนั้น

เด็คหลักใส่ได้เฉพาะยูนิต สเปลล์ และเกียร์ (CR 103.3) ไซด์บอร์ดก็เช่นกัน เพราะต้องเป็นการ์ดเด็คหลักเท่านั้น
(TR 601.1.c.2) หัวข้อเลเจนด์ใส่แชมเปียนเลเจนด์ (103.2) เด็ครูนใส่ได้เฉพาะรูน (103.4.a) และหัวข้อสนามรบ
ใส่ได้เฉพาะสนามรบ (103.5) ส่วนโทเคนตรวจโดย RC111 และแชมเปียนที่เลือกตรวจโดย RC104 ในฟอร์แมต Sealed และ Draft
ไซด์บอร์ดคือการ์ดที่เหลือในพูล (TR 602.4.a.7) จึงมีการ์ดประเภทใดก็ได้ ส่วนฟอร์แมต Casual ใช้เฉพาะกติกาหลักซึ่งไม่มีกฎเรื่องไซด์บอร์ด จึงไม่ตรวจไซด์บอร์ด

ไม่ผ่าน:

    main
    1 Targon's Peak          (เป็นสนามรบ)
    sideboard
    2 Fury Rune

ผ่าน:

    battlefields
    1 Targon's Peak
    runes
    2 Fury Rune
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
SIDEBOARD_DOCUMENT = "TR"  # 601.1.c.2: the sideboard's cards are valid main deck cards
# zone -> message key; each zone's rule number is data (data/formats/citations.yaml)
_ZONES = {
    "legend": "legend",
    "main": "main-deck-card",
    "sideboard": "main-deck-card",
    "runes": "runes",
    "battlefields": "battlefields",
}


def _checked(context: CheckContext) -> dict[str, str]:
    """The zones checked: in limited play the sideboard is the rest of the pool, of any type;
    where the Tournament Rules do not apply (casual play), nothing says what a sideboard holds."""
    if context.limited is None and context.applies(SIDEBOARD_DOCUMENT):
        return _ZONES
    return {zone: key for zone, key in _ZONES.items() if zone != "sideboard"}


def passes(deck: Deck, context: CheckContext) -> bool:
    """Every card's type belongs in its zone."""
    facts = deck.facts()
    for zone in _checked(context):
        if not facts[zone].types <= ZONE_TYPES[zone]:
            return False
    return True


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for zone, key in _checked(context).items():
        for _zone, item, card in known(deck, zone):
            if not fits_zone(card, zone) and not card.is_token:
                yield _report(key, context, zone=zone, card=card.name, line=item.line,
                              number=context.citation(CODE, zone), hint="move", type=card.type)

"""Every card fits the deck's Domain Identity.

CR 103.2.b: the Champion Legend's domains are the deck's Domain Identity, and every card must
fit it. A card with one domain fits when the identity has that domain (103.2.b.3); a card with
several domains fits only when the identity has all of them (103.2.b.4); a card without a
domain fits every identity (103.2.b.5, written into the rules in 2026-10-09; riftcheck read
103.2.b.3-4 that way before). Runes follow the same identity (103.4.a.1), and so do battlefields
where they have a domain (103.5.b). Sideboard cards must be valid main deck cards for the deck
(TR 601.1.c.2), so they are checked too, except in casual play, which applies the Core Rules
only. Without a known legend nothing is checked, nor when the legend's domains are unknown (a
preview's; RC006 reports that the deck cannot be confirmed); when the list has several legends,
the first one listed counts.

Failing:

    legend
    1 Jinx, Loose Cannon     (Fury and Chaos)
    main
    3 Stupefy                (Mind)
    1 Icathian Rain          (Fury and Mind: needs both)

Passing:

    legend
    1 Jinx, Loose Cannon
    main
    3 Jinx, Rebel            (Chaos)
    runes
    6 Fury Rune
    6 Chaos Rune
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import deck_legend, fits_zone, reporter

CODE = "RC102"
RULE = "103.2.b"
DOCUMENT = "CR"
NAME = "deck.identity"
SEVERITY = "error"
MESSAGES = {
    "single": Message(
        en="{card} ({domains}) is outside the deck's Domain Identity ({identity}).",
        th="{card} ({domains}) อยู่นอกอัตลักษณ์โดเมนของเด็ค ({identity})",
    ),
    "multi": Message(
        en="{card} needs all of its domains ({domains}) in the Domain Identity, but the deck has {identity}.",
        th="{card} มีหลายโดเมน ({domains}) ต้องอยู่ในอัตลักษณ์โดเมนของเด็คครบทุกโดเมน แต่เด็คนี้มี {identity}",
    ),
}
HINTS = {
    "single": Message(
        en="The Champion Legend {legend} sets the identity; only {identity} cards and cards without a domain fit.",
        th="แชมเปียนเลเจนด์ {legend} เป็นตัวกำหนดอัตลักษณ์ ใส่ได้เฉพาะการ์ดโดเมน {identity} และการ์ดที่ไม่มีโดเมน",
    ),
}
DOC_TH = """การ์ดทุกใบต้องอยู่ในอัตลักษณ์โดเมนของเด็ค

CR 103.2.b: โดเมนของแชมเปียนเลเจนด์คืออัตลักษณ์โดเมนของเด็ค และการ์ดทุกใบต้องอยู่ในอัตลักษณ์นี้
การ์ดโดเมนเดียวใส่ได้ถ้าอัตลักษณ์มีโดเมนนั้น (103.2.b.3) การ์ดหลายโดเมนใส่ได้ก็ต่อเมื่ออัตลักษณ์มีครบทุกโดเมนบนใบ
(103.2.b.4) ส่วนการ์ดที่ไม่มีโดเมนใส่ได้ทุกเด็ค (103.2.b.5 ซึ่งเขียนเป็นกฎในฉบับ 2026-10-09 ก่อนหน้านั้น riftcheck ตีความ
103.2.b.3-4 แบบเดียวกันนี้) รูนก็ต้องตรงตามอัตลักษณ์เดียวกัน (103.4.a.1) และสนามรบด้วยถ้ามีโดเมน
(103.5.b) การ์ดในไซด์บอร์ดต้องเป็นการ์ดเด็คหลักที่ใช้กับเด็คนี้ได้ (TR 601.1.c.2) จึงถูกตรวจด้วย ยกเว้นฟอร์แมต Casual
ซึ่งใช้เฉพาะกติกาหลัก
ถ้ายังไม่มีเลเจนด์ที่รู้จัก หรือยังไม่รู้โดเมนของเลเจนด์ (ข้อมูลพรีวิว RC006 จะแจ้งว่ายืนยันเด็คไม่ได้) จะไม่ตรวจข้อนี้
และถ้ามีเลเจนด์หลายใบจะใช้ใบแรกที่เขียนไว้

ไม่ผ่าน:

    legend
    1 Jinx, Loose Cannon     (Fury และ Chaos)
    main
    3 Stupefy                (Mind)
    1 Icathian Rain          (Fury และ Mind: ต้องมีครบทั้งสอง)

ผ่าน:

    legend
    1 Jinx, Loose Cannon
    main
    3 Jinx, Rebel            (Chaos)
    runes
    6 Fury Rune
    6 Chaos Rune
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
_CHECKED = ("champion", "main", "battlefields", "runes", "sideboard")
_CORE_ONLY = ("champion", "main", "battlefields", "runes")  # the sideboard's rule is TR 601.1.c.2


def _checked(context: CheckContext) -> tuple[str, ...]:
    return _CHECKED if context.applies("TR") else _CORE_ONLY
_CITED_BY_ZONE = ("runes", "battlefields")  # zones with a rule of their own (data/formats/citations.yaml)


def passes(deck: Deck, context: CheckContext) -> bool:
    """There is no legend, or every domain in the checked zones is one of the legend's."""
    legend = deck_legend(deck)
    if legend is None or "domains" in legend.unknown:
        return True
    facts = deck.facts()
    identity = set(legend.domains)  # once: a set compared with a tuple is made a set each time
    for zone in _checked(context):
        if not facts[zone].domains <= identity:
            return False
    return True


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    legend = deck_legend(deck)
    if legend is None or "domains" in legend.unknown:
        return
    identity = frozenset(legend.domains)
    facts = deck.facts()
    for zone, item, card in [entry for zone in _checked(context) if not identity.issuperset(facts[zone].domains)
                             for entry in facts[zone].known]:
        if identity.issuperset(card.domains) or not fits_zone(card, zone):
            continue
        key = "single" if len(card.domains) == 1 else "multi"
        about = zone if zone in _CITED_BY_ZONE else ("single-domain" if key == "single" else "several-domains")
        number = context.citation(CODE, about)
        yield _report(
            key, context, zone=zone, card=card.name, line=item.line, number=number, hint="single",
            domains=list(card.domains), identity=list(legend.domains), legend=legend.name,
        )

"""A fact a rule needs is stored as unknown, so the deck cannot be confirmed.

Preview data (a set's cards with `status: provisional`) may leave a fact open: the sources
disagree on a card's domains, or a Signature or champion card has no champion tag yet. No rule
can read such a fact, so riftcheck cannot decide whether the card fits the legend's Domain
Identity (CR 103.2.b; the legend itself, its runes and the sideboard alike) or the legend's
champion (CR 103.3.a.2 for the Chosen Champion, 103.3.d.2 for a Signature card). Each such card
is reported as a warning riftcheck could not decide: the deck is UNCONFIRMED, never legal, until
the fact is known (import the set's full card data) or checked by hand.

Unconfirmed (constructed, 2026-11-20):

    legend
    1 Ekko, Boy Who Shattered Time
    main
    1 Supernova                         (the sources disagree on its domains)

Passing:

    legend
    1 Viktor, Herald of the Arcane      (no card from preview data)
    main
    3 Stupefy
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.cards.model import Card
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules import champion, identity, signature_tag
from riftcheck.games.riftbound.rules.base import PROVISIONAL, in_any_zone, reporter

CODE = "RC006"
RULE = None
DOCUMENT = None
NAME = "data.unknown-fact"
SEVERITY = "warning"
MESSAGES = {
    "unknown-domains": Message(
        en="The card data does not settle {card}'s domains, so riftcheck cannot decide whether it fits the deck's "
           "Domain Identity.",
        th="ข้อมูลการ์ดยังไม่ยืนยันโดเมนของ {card} riftcheck จึงตัดสินไม่ได้ว่าอยู่ในอัตลักษณ์โดเมนของเด็คหรือไม่",
    ),
    "unknown-champion": Message(
        en="The card data does not give {card}'s champion tag, so riftcheck cannot decide whether it matches the "
           "legend's champion.",
        th="ข้อมูลการ์ดไม่มีแท็กแชมเปียนของ {card} riftcheck จึงตัดสินไม่ได้ว่าตรงกับแชมเปียนของเลเจนด์หรือไม่",
    ),
}
HINTS = {
    "confirm": Message(
        en="Check the card with the official card gallery by hand, or import the set's full card data "
           "(riftcheck import FILE).",
        th="ตรวจการ์ดใบนี้กับแกลเลอรีการ์ดทางการด้วยตนเอง หรือนำเข้าข้อมูลการ์ดชุดเต็ม (riftcheck import FILE)",
    ),
}
DOC_TH = """ข้อมูลที่กฎข้อนี้ต้องใช้ยังไม่ทราบ จึงยืนยันเด็คไม่ได้

ข้อมูลพรีวิว (การ์ดของชุดที่มี `status: provisional`) อาจยังไม่ยืนยันข้อเท็จจริงบางอย่าง เช่น แหล่งข้อมูลบอกโดเมนของการ์ดไม่ตรงกัน
หรือการ์ดซิกเนเจอร์หรือการ์ดแชมเปียนยังไม่มีแท็กแชมเปียน กฎจึงอ่านข้อเท็จจริงนั้นไม่ได้ และ riftcheck ตัดสินไม่ได้ว่าการ์ดอยู่ใน
อัตลักษณ์โดเมนของเลเจนด์หรือไม่ (CR 103.2.b รวมทั้งตัวเลเจนด์ รูน และไซด์บอร์ด) หรือตรงกับแชมเปียนของเลเจนด์หรือไม่
(CR 103.3.a.2 สำหรับแชมเปียนที่เลือก 103.3.d.2 สำหรับการ์ดซิกเนเจอร์) การ์ดแต่ละใบแบบนี้จะแจ้งเป็นคำเตือนที่ riftcheck
ตัดสินไม่ได้ เด็คจึงเป็น "ยืนยันไม่ได้" ไม่มีทางเป็น "ถูกกติกา" จนกว่าจะรู้ข้อเท็จจริงนั้น (นำเข้าข้อมูลการ์ดชุดเต็ม) หรือตรวจด้วยตนเอง

ยืนยันไม่ได้ (constructed, 2026-11-20):

    legend
    1 Ekko, Boy Who Shattered Time
    main
    1 Supernova                         (แหล่งข้อมูลบอกโดเมนไม่ตรงกัน)

ผ่าน:

    legend
    1 Viktor, Herald of the Arcane      (ไม่มีการ์ดจากข้อมูลพรีวิว)
    main
    3 Stupefy
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS, undecided=True)
_DOMAIN_ZONES = ("legend", "champion", "main", "runes", "battlefields", "sideboard")


def passes(deck: Deck, context: CheckContext) -> bool:
    """No card of the deck has its facts from preview data (only preview data leaves facts unknown)."""
    return not in_any_zone(deck, PROVISIONAL)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for zone, item, card in deck.identified(*ZONES):
        for key, number in _unchecked(card, zone, context):
            yield _report(key, context, zone=zone, card=card.name, line=item.line, number=number, hint="confirm")


def _unchecked(card: Card, zone: str, context: CheckContext) -> Iterator[tuple[str, str]]:
    """(message key, rule number) for each check the card's unknown facts kept from being made."""
    if "domains" in card.unknown and zone in _DOMAIN_ZONES:
        yield "unknown-domains", context.limited.identity_rule if context.limited else identity.RULE
    if "champion" in card.unknown and (card.is_signature or zone == "champion"):
        yield "unknown-champion", signature_tag.RULE if card.is_signature else champion.RULE

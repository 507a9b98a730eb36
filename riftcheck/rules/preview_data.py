"""Say which of the deck's cards were checked against preview data, and what it leaves open.

A set's cards may be known only from preview data (data/cards/RAD.yaml is marked
`status: provisional`) until complete card data exists. A deck holding such cards is checked
with the preview's facts, and its verdict says so in one line: the cards were checked against
preview data of the snapshot's date and should be confirmed with the official card gallery.
Every other finding about such a card ends with the same caveat.

Where the preview leaves a fact open (the sources disagree on a card's domains, or it lacks a
Signature or champion card's champion tag), no rule reads it, so it cannot make the deck
illegal; a note names the card and the check that could not be made (domain identity,
CR 103.1.b; the champion tag, CR 103.2.d.2).

Reported (as information):

    legend
    1 Ekko, Boy Who Shattered Time      (a Radiance legend from the preview)
    main
    1 The Ball                          (the preview does not give its champion tag)

Not reported:

    legend
    1 Viktor, Herald of the Arcane      (no card from preview data)
    main
    3 Stupefy
"""

from __future__ import annotations

import dataclasses
from typing import Iterator

from riftcheck.cards.model import Card
from riftcheck.deck import Deck
from riftcheck.decklist.model import ZONES
from riftcheck.findings import Finding, Message
from riftcheck.formats import CheckContext
from riftcheck.rules import champion, identity, signature_tag
from riftcheck.rules.base import reporter

CODE = "RC009"
RULE = None
DOCUMENT = None
NAME = "data.preview"
SEVERITY = "info"
MESSAGES = {
    "preview": Message(
        en="This deck's {set} cards were checked against preview data of {snapshot}; confirm them with the "
           "official card gallery.",
        th="การ์ด {set} ในเด็คนี้ตรวจกับข้อมูลพรีวิววันที่ {snapshot} ควรตรวจยืนยันกับแกลเลอรีการ์ดทางการอีกครั้ง",
    ),
    "unknown-domains": Message(
        en="The preview data does not settle {card}'s domains, so it was not checked against the legend's "
           "domain identity.",
        th="ข้อมูลพรีวิวยังไม่ยืนยันโดเมนของ {card} จึงยังไม่ได้ตรวจว่าอยู่ในอัตลักษณ์โดเมนของเลเจนด์หรือไม่",
    ),
    "unknown-legend-domains": Message(
        en="The preview data does not give the domains of the legend {card}, so no card of the deck was checked "
           "against its domain identity.",
        th="ข้อมูลพรีวิวไม่มีโดเมนของเลเจนด์ {card} จึงยังไม่ได้ตรวจการ์ดใบใดในเด็คกับอัตลักษณ์โดเมนของเลเจนด์",
    ),
    "unknown-champion": Message(
        en="The preview data does not give {card}'s champion tag, so it was not checked against the legend's "
           "champion.",
        th="ข้อมูลพรีวิวไม่มีแท็กแชมเปียนของ {card} จึงยังไม่ได้ตรวจว่าตรงกับแชมเปียนของเลเจนด์หรือไม่",
    ),
}
HINTS = {
    "preview": Message(en="Cards from the preview: {cards}.", th="การ์ดจากข้อมูลพรีวิว: {cards}"),
    "confirm": Message(
        en="Confirm it with the official card gallery before the event.",
        th="ตรวจยืนยันกับแกลเลอรีการ์ดทางการก่อนวันแข่ง",
    ),
}
DOC_TH = """บอกว่าการ์ดใบไหนในเด็คตรวจกับข้อมูลพรีวิว และข้อมูลพรีวิวยังไม่ยืนยันอะไรบ้าง

การ์ดของบางชุดอาจมีแค่ข้อมูลพรีวิว (data/cards/RAD.yaml มี `status: provisional`) จนกว่าจะมีข้อมูลการ์ดครบ
เด็คที่มีการ์ดแบบนี้จะตรวจด้วยข้อมูลพรีวิว และผลตรวจจะมีหนึ่งบรรทัดบอกว่าการ์ดเหล่านั้นตรวจกับข้อมูลพรีวิวของวันที่ใด
ควรตรวจยืนยันกับแกลเลอรีการ์ดทางการ ข้อความอื่นที่พูดถึงการ์ดเหล่านั้นจะมีหมายเหตุเดียวกันต่อท้าย

ถ้าข้อมูลพรีวิวยังไม่ยืนยันข้อเท็จจริงใด (แหล่งข้อมูลบอกโดเมนไม่ตรงกัน หรือไม่มีแท็กแชมเปียนของการ์ดซิกเนเจอร์หรือแชมเปียน)
จะไม่มีกฎข้อไหนใช้ข้อเท็จจริงนั้น เด็คจึงไม่ผิดกติกาเพราะเรื่องนี้ แต่จะมีหมายเหตุบอกชื่อการ์ดและสิ่งที่ยังตรวจไม่ได้
(อัตลักษณ์โดเมน CR 103.1.b; แท็กแชมเปียน CR 103.2.d.2)

แจ้ง (เป็นข้อมูล):

    legend
    1 Ekko, Boy Who Shattered Time      (เลเจนด์ชุด Radiance จากข้อมูลพรีวิว)
    main
    1 The Ball                          (ข้อมูลพรีวิวไม่มีแท็กแชมเปียนของการ์ดใบนี้)

ไม่แจ้ง:

    legend
    1 Viktor, Herald of the Arcane      (ไม่มีการ์ดจากข้อมูลพรีวิว)
    main
    3 Stupefy
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
# Rules whose findings also rest on the legend's facts, not only on the card they name.
_READ_THE_LEGEND = frozenset({identity.CODE, champion.CODE, signature_tag.CODE})
_DOMAIN_ZONES = ("champion", "main", "runes", "sideboard")


def passes(deck: Deck, context: CheckContext) -> bool:
    """No card of the deck has its facts from preview data."""
    return not _has_preview_cards(deck)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    cards = _from_preview(deck)
    for basis in dict.fromkeys(cards.values()):
        set_name, snapshot = basis
        names = [name for name, of in cards.items() if of == basis]
        yield _report("preview", context, hint="preview", set=set_name, snapshot=snapshot, cards="; ".join(names))
    for zone, item, card in deck.identified(*ZONES):
        for key, number in _unchecked(card, zone):
            yield _report(key, context, zone=zone, card=card.name, line=item.line, number=number, hint="confirm")


def mark(deck: Deck, findings: list[Finding]) -> list[Finding]:
    """The findings, each one that rests on preview facts saying so."""
    if not findings or not _has_preview_cards(deck):
        return findings
    cards = _from_preview(deck)
    legend = deck.legend
    legend_basis = legend.provisional.source if legend is not None and legend.provisional else None
    marked = []
    for finding in findings:
        basis = cards.get(finding.card) if finding.card else None
        if basis is None and finding.code in _READ_THE_LEGEND:
            basis = legend_basis
        if basis is not None and finding.code != CODE:
            finding = dataclasses.replace(finding, provisional=basis)
        marked.append(finding)
    return marked


def _has_preview_cards(deck: Deck) -> bool:
    facts = deck.facts()
    return any([facts[zone].provisional for zone in ZONES])


def _from_preview(deck: Deck) -> dict[str, tuple[str, str]]:
    """The name of every card of the deck whose facts come from preview data, in decklist order,
    with the set and snapshot day they come from."""
    facts = deck.facts()
    return {card.name: card.provisional.source for zone in ZONES for card in facts[zone].provisional}


def _unchecked(card: Card, zone: str) -> Iterator[tuple[str, str]]:
    """(message key, rule number) for each check the card's unknown facts kept from being made."""
    if "domains" in card.unknown and zone in _DOMAIN_ZONES:
        yield "unknown-domains", identity.RULE
    if "domains" in card.unknown and zone == "legend":
        yield "unknown-legend-domains", identity.RULE
    if "champion" in card.unknown and (card.is_signature or zone == "champion"):
        yield "unknown-champion", signature_tag.RULE if card.is_signature else champion.RULE

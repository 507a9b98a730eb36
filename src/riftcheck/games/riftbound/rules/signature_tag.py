"""Every Signature card carries the champion tag of the deck's Champion Legend.

CR 103.3.d.2: a Signature card belongs to one champion, and a deck may only hold the Signature
cards of its own legend's champion. Sideboard cards must be valid main deck cards for the
deck (TR 601.1.c.2), so they are checked too. Without a known legend nothing is checked; when
the list has several legends, the first one listed counts. A card whose champion tag the
preview data leaves open is not checked here; RC009 says so.

Failing:

    legend
    1 Jinx, Loose Cannon
    main
    1 Icathian Rain          (a Kai'Sa Signature spell)

Passing:

    legend
    1 Kai'Sa, Daughter of the Void
    main
    1 Icathian Rain
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import deck_legend, known, reporter

CODE = "RC107"
RULE = "103.3.d.2"
DOCUMENT = "CR"
NAME = "deck.signature.tag"
SEVERITY = "error"
MESSAGES = {
    "wrong-tag": Message(
        en="{card} is a Signature card without the {tag} champion tag of the Champion Legend.",
        th="{card} เป็นการ์ดซิกเนเจอร์ที่ไม่มีแท็กแชมเปียน {tag} ของแชมเปียนเลเจนด์",
    ),
}
HINTS = {
    "wrong-tag": Message(
        en="A deck may only hold the Signature cards of its own champion ({tag}).",
        th="เด็คใส่ได้เฉพาะการ์ดซิกเนเจอร์ของแชมเปียนตัวเอง ({tag}) เท่านั้น",
    ),
}
DOC_TH = """การ์ดซิกเนเจอร์ทุกใบต้องมีแท็กแชมเปียนตรงกับแชมเปียนเลเจนด์ของเด็ค

CR 103.3.d.2: การ์ดซิกเนเจอร์เป็นของแชมเปียนตัวใดตัวหนึ่ง และเด็คใส่ได้เฉพาะซิกเนเจอร์ของแชมเปียนที่ตรงกับเลเจนด์
การ์ดในไซด์บอร์ดต้องเป็นการ์ดเด็คหลักที่ใช้กับเด็คนี้ได้ (TR 601.1.c.2) จึงถูกตรวจด้วย
ถ้ายังไม่มีเลเจนด์ที่รู้จักจะไม่ตรวจข้อนี้ และถ้ามีเลเจนด์หลายใบจะใช้ใบแรกที่เขียนไว้
การ์ดที่ข้อมูลพรีวิวยังไม่มีแท็กแชมเปียนจะไม่ถูกตรวจในข้อนี้ โดย RC009 จะแจ้งไว้แทน

ไม่ผ่าน:

    legend
    1 Jinx, Loose Cannon
    main
    1 Icathian Rain          (สเปลล์ซิกเนเจอร์ของ Kai'Sa)

ผ่าน:

    legend
    1 Kai'Sa, Daughter of the Void
    main
    1 Icathian Rain
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
_ZONES = ("champion", "main", "sideboard")


def passes(deck: Deck, context: CheckContext) -> bool:
    """There is no legend, or every Signature card carries the legend's champion tag."""
    legend = deck_legend(deck)
    if legend is None:
        return True
    tag = legend.champion_tag
    facts = deck.facts()
    for zone in _ZONES:
        for _item, card in facts[zone].signed:  # few decks have any
            if tag not in card.tags:
                return False
    return True


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    legend = deck_legend(deck)
    if legend is None:
        return
    tag = legend.champion_tag
    for zone, item, card in known(deck, *_ZONES):
        if card.is_signature and tag not in card.tags and "champion" not in card.unknown:
            yield _report("wrong-tag", context, zone=zone, card=card.name, line=item.line, tag=tag)

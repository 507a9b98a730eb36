"""Sealed and draft: some Domain Identity takes every card of the deck.

TR 602.4.a.3 (draft 602.4.b.4): a limited deck's identity is any three domains, or one domain
beside the Champion Legend's. The player does not declare it, so riftcheck looks for one
(RC121 names it). Every card of the main deck and the Chosen Champion must fit it, a card with
several domains only when all of them are inside: so do Signature cards, whatever their
champion tag (602.4.a.3.b), any champion unit chosen (602.4.a.3.a), the runes (602.4.a.4) and
battlefields with a domain. The sideboard is the rest of the pool (602.4.a.7) and may hold any
domain. When no identity takes every card, the identity that takes the most copies is named and
each card it leaves out is reported. Constructed and casual decks are checked by RC102 instead.

Failing (sealed, no legend: four domains):

    main
    3 Stupefy                (Mind)
    3 Jinx, Rebel            (Chaos)
    3 Blazing Scorcher       (Fury)
    2 Charm                  (Calm)

Passing (sealed, legend Jinx, Loose Cannon: Fury/Chaos and Mind):

    main
    3 Stupefy                (Mind)
    3 Jinx, Rebel            (Chaos)
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter
from riftcheck.games.riftbound.rules.identity_search import SEARCHED, search

CODE = "RC120"
RULE = "602.4.a.3"
DOCUMENT = "TR"
NAME = "deck.limited.identity"
SEVERITY = "error"
MESSAGES = {
    "outside": Message(
        en="{card} ({domains}) fits no Domain Identity together with the rest of the deck: the closest, "
           "{identity}, leaves out {left} card(s).",
        th="{card} ({domains}) ไม่เข้ากับอัตลักษณ์โดเมนใดที่ใช้ได้กับการ์ดใบอื่นของเด็ค อัตลักษณ์ที่ใกล้ที่สุดคือ "
           "{identity} ซึ่งยังเหลือการ์ดที่อยู่นอกอัตลักษณ์ {left} ใบ",
    ),
}
HINTS = {
    "outside": Message(
        en="A limited deck may use any {any} domains, or one domain beside its legend's; take out the cards "
           "outside {identity} or choose another identity.",
        th="เด็คฟอร์แมต Sealed และ Draft ใช้โดเมนใดก็ได้ {any} โดเมน หรือโดเมนของเลเจนด์บวกอีกหนึ่งโดเมน ให้เอาการ์ดที่อยู่นอก "
           "{identity} ออก หรือเลือกอัตลักษณ์อื่น",
    ),
}
DOC_TH = """ฟอร์แมต Sealed และ Draft: ต้องมีอัตลักษณ์โดเมนที่รับการ์ดทุกใบของเด็คได้

TR 602.4.a.3 (draft 602.4.b.4): อัตลักษณ์ของเด็คฟอร์แมต Sealed และ Draft คือโดเมนใดก็ได้สามโดเมน หรือโดเมนของแชมเปียนเลเจนด์
บวกอีกหนึ่งโดเมน ผู้เล่นไม่ต้องประกาศ riftcheck จึงหาให้เอง (RC121 บอกชื่ออัตลักษณ์ที่พบ) การ์ดทุกใบในเด็คหลักและแชมเปียน
ที่เลือกต้องอยู่ในอัตลักษณ์นั้น การ์ดหลายโดเมนต้องอยู่ครบทุกโดเมน การ์ดซิกเนเจอร์ก็เช่นกันไม่ว่าจะมีแท็กแชมเปียนใด
(602.4.a.3.b) รวมถึงยูนิตแชมเปียนที่เลือก (602.4.a.3.a) รูน (602.4.a.4) และสนามรบที่มีโดเมน ส่วนไซด์บอร์ดคือการ์ดที่เหลือ
ในพูล (602.4.a.7) จึงมีโดเมนใดก็ได้ ถ้าไม่มีอัตลักษณ์ใดรับการ์ดได้ครบ จะบอกอัตลักษณ์ที่รับการ์ดได้มากที่สุด และแจ้งการ์ดแต่ละใบ
ที่อยู่นอกอัตลักษณ์นั้น เด็คฟอร์แมต Constructed และ Casual ตรวจโดย RC102 แทน

ไม่ผ่าน (sealed, ไม่มีเลเจนด์ ใช้สี่โดเมน):

    main
    3 Stupefy                (Mind)
    3 Jinx, Rebel            (Chaos)
    3 Blazing Scorcher       (Fury)
    2 Charm                  (Calm)

ผ่าน (sealed, เลเจนด์ Jinx, Loose Cannon: Fury/Chaos และ Mind):

    main
    3 Stupefy                (Mind)
    3 Jinx, Rebel            (Chaos)
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """Not a limited format, or the deck's cards use no more domains than any identity holds."""
    limited = context.limited
    if limited is None:
        return True
    facts = deck.facts()
    return len(set().union(*[facts[zone].domains for zone in SEARCHED])) <= limited.any_domains


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    limited = context.limited
    if limited is None:
        return
    found = search(deck, limited)
    numbers = {"champion": limited.champion_rule, "runes": limited.runes_rule}
    left = sum(item.count for _zone, item, _card in found.outside)
    for zone, item, card in found.outside:
        number = limited.signature_rule if card.is_signature else numbers.get(zone, limited.identity_rule)
        yield _report("outside", context, zone=zone, card=card.name, line=item.line, number=number,
                      domains=list(card.domains), identity=found.name, left=left, any=limited.any_domains)

"""Sealed and draft: name the Domain Identity found, and say what the deck goes without.

TR 602.4.a.3 (draft 602.4.b.4): the player does not declare an identity, so riftcheck names the
one it found for the deck ("Fury/Calm/Mind"), to compare with what the player meant. A limited
deck may go without a Champion Legend or a Chosen Champion (602.4.a.5, draft 602.4.b.6): that
is noted, not failed (the player then draws an extra card at the start of the game). Nothing
is reported in constructed and casual play, nor when no identity takes every card (RC120).

Reported (as information, sealed):

    main
    3 Stupefy                (Mind)
    3 Jinx, Rebel            (Chaos)

Not reported (constructed, the same deck):

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
from riftcheck.games.riftbound.rules.identity_search import search

CODE = "RC121"
RULE = "602.4.a.3"
DOCUMENT = "TR"
NAME = "deck.limited.notes"
SEVERITY = "info"
MESSAGES = {
    "identity": Message(
        en="Domain Identity found: {identity}.",
        th="อัตลักษณ์โดเมนที่พบ: {identity}",
    ),
    "identity-open": Message(
        en="Domain Identity found: {identity}, with any other domain up to {any}.",
        th="อัตลักษณ์โดเมนที่พบ: {identity} และจะเพิ่มโดเมนอื่นก็ได้จนครบ {any} โดเมน",
    ),
    "no-legend": Message(
        en="The deck has no Champion Legend, which limited play allows.",
        th="เด็คนี้ไม่มีแชมเปียนเลเจนด์ ซึ่งในฟอร์แมต Sealed และ Draft ทำได้",
    ),
    "no-champion": Message(
        en="The deck has no Chosen Champion, which limited play allows.",
        th="เด็คนี้ไม่มีแชมเปียนที่เลือก ซึ่งในฟอร์แมต Sealed และ Draft ทำได้",
    ),
}
HINTS = {
    "no-legend": Message(
        en="Without one, the player draws an extra card at the start of the game.",
        th="ถ้าไม่มี ผู้เล่นจะจั่วการ์ดเพิ่มหนึ่งใบตอนเริ่มเกม",
    ),
}
HINTS["no-champion"] = HINTS["no-legend"]
DOC_TH = """ฟอร์แมต Sealed และ Draft: บอกอัตลักษณ์โดเมนที่พบ และบอกสิ่งที่เด็คไม่มี

TR 602.4.a.3 (draft 602.4.b.4): ผู้เล่นไม่ต้องประกาศอัตลักษณ์ riftcheck จึงบอกอัตลักษณ์ที่หาได้สำหรับเด็คนี้
("Fury/Calm/Mind") ให้เทียบกับที่ผู้เล่นตั้งใจ เด็คฟอร์แมต Sealed และ Draft จะไม่มีแชมเปียนเลเจนด์หรือแชมเปียนที่เลือกก็ได้
(602.4.a.5, draft 602.4.b.6) จึงแจ้งไว้เฉย ๆ ไม่ถือว่าไม่ผ่าน (ผู้เล่นจะได้จั่วการ์ดเพิ่มหนึ่งใบตอนเริ่มเกม)
ไม่แจ้งอะไรในฟอร์แมต Constructed และ Casual และไม่แจ้งเมื่อไม่มีอัตลักษณ์ใดรับการ์ดได้ครบ (RC120)

แจ้ง (sealed, เป็นข้อมูล):

    main
    3 Stupefy                (Mind)
    3 Jinx, Rebel            (Chaos)

ไม่แจ้ง (constructed, เด็คเดียวกัน):

    main
    3 Stupefy                (Mind)
    3 Jinx, Rebel            (Chaos)
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return context.limited is None


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    limited = context.limited
    if limited is None:
        return
    found = search(deck, limited)
    if found.found and found.identity:
        key = "identity" if len(found.identity) >= limited.any_domains or found.from_legend else "identity-open"
        yield _report(key, context, number=limited.identity_rule, identity=found.name, any=limited.any_domains)
    facts = deck.facts()
    if facts["legend"].count == 0:
        yield _report("no-legend", context, zone="legend", number=limited.optional_rule)
    if facts["champion"].count == 0:
        yield _report("no-champion", context, zone="champion", number=limited.optional_rule)

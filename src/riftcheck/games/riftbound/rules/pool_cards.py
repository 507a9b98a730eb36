"""Sealed and draft: every card of the deck comes from the player's pool, copies counted.

TR 602.1.a.1: a limited player uses only the cards provided as part of the competition, their
pool. Every card listed (legend, Chosen Champion, main deck, battlefields, runes, sideboard)
must be in the pool, and a name may not be used more often than the pool holds it. Basic runes
may come from anywhere (602.1.a.2) and blank battlefields are not cards of the pool
(602.1.a.3), so neither is counted. In 2v2 sealed the team shares one pool (603.6): both
decks together must fit it. Checked only when a pool is given (``--pool``, ``--pool-dir`` or a
``Pool:`` section); RC123 says which. With ``--pool-dir``, a deck whose pool is not in the folder
(or cannot be read) fails, as its cards cannot be checked.

Failing (sealed, a registration sheet whose pool holds 2 Stupefy):

    main
    3 Stupefy
    pool
    2 Stupefy

Passing (sealed):

    main
    2 Stupefy
    pool
    2 Stupefy
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.cards.model import Card
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.decklist.model import BLANK_BATTLEFIELD, ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC122"
RULE = "602.1.a.1"
DOCUMENT = "TR"
NAME = "deck.limited.pool"
SEVERITY = "error"
MESSAGES = {
    "not-in-pool": Message(
        en="{card} is not in the pool.",
        th="{card} ไม่มีอยู่ในพูล",
    ),
    "over-pool": Message(
        en="{card}: {count} copies are used, but the pool has {pool}.",
        th="{card} ใช้อยู่ {count} ใบ แต่ในพูลมีเพียง {pool} ใบ",
    ),
    "pool-missing": Message(
        en="No pool was found for this deck ({pool}), so its cards could not be checked against one.",
        th="ไม่พบพูลของเด็คนี้ ({pool}) จึงตรวจการ์ดกับพูลไม่ได้",
    ),
    "over-team-pool": Message(
        en="{card}: the team's two decks use {count} copies together, but their shared pool has {pool}.",
        th="{card} เด็คทั้งสองของทีมใช้รวมกัน {count} ใบ แต่พูลที่ใช้ร่วมกันมีเพียง {pool} ใบ",
    ),
}
HINTS = {
    "not-in-pool": Message(
        en="A limited deck may only use cards of its own pool; basic runes and blank battlefields are the exceptions.",
        th="เด็คฟอร์แมต Sealed และ Draft ใช้ได้เฉพาะการ์ดในพูลของตัวเอง ยกเว้นรูนพื้นฐานกับสนามรบว่าง",
    ),
}
HINTS["over-pool"] = HINTS["over-team-pool"] = HINTS["not-in-pool"]
HINTS["pool-missing"] = Message(
    en="With --pool-dir, the pool of decks/alice.txt is the file of that folder named alice, with any extension.",
    th="เมื่อใช้ --pool-dir พูลของ decks/alice.txt คือไฟล์ชื่อ alice ในโฟลเดอร์นั้น จะมีนามสกุลใดก็ได้",
)
DOC_TH = """ฟอร์แมต Sealed และ Draft: การ์ดทุกใบในเด็คต้องมาจากพูลของผู้เล่น และนับจำนวนใบด้วย

TR 602.1.a.1: ผู้เล่นฟอร์แมต Sealed และ Draft ใช้ได้เฉพาะการ์ดที่ได้รับในการแข่งขัน คือพูลของตัวเอง การ์ดทุกใบที่เขียนไว้
(เลเจนด์ แชมเปียนที่เลือก เด็คหลัก สนามรบ รูน ไซด์บอร์ด) ต้องอยู่ในพูล และใช้การ์ดชื่อหนึ่งได้ไม่เกินจำนวนที่มีในพูล
รูนพื้นฐานจะมาจากที่ใดก็ได้ (602.1.a.2) และสนามรบว่างไม่ใช่การ์ดในพูล (602.1.a.3) จึงไม่นับทั้งสองอย่าง
ในฟอร์แมต 2v2 Sealed ทั้งทีมใช้พูลเดียวกัน (603.6) เด็คทั้งสองรวมกันต้องไม่เกินพูล ตรวจเฉพาะเมื่อให้พูลมา
(``--pool``, ``--pool-dir`` หรือหัวข้อ ``Pool:``) RC123 บอกว่าใช้พูลใด เมื่อใช้ ``--pool-dir`` เด็คที่ไม่มีพูลในโฟลเดอร์นั้น
(หรืออ่านพูลไม่ได้) ถือว่าไม่ผ่าน เพราะตรวจการ์ดกับพูลไม่ได้

ไม่ผ่าน (sealed, ใบลงทะเบียนที่พูลมี Stupefy 2 ใบ):

    main
    3 Stupefy
    pool
    2 Stupefy

ผ่าน (sealed):

    main
    2 Stupefy
    pool
    2 Stupefy
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """Not a limited format, or no pool asked for."""
    return context.limited is None or (deck.pool is None and deck.pool_source is None)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    limited = context.limited
    if limited is None:
        return
    if deck.pool is None:
        if deck.pool_source is not None:
            yield _report("pool-missing", context, number=limited.pool_rule, pool=deck.pool_source)
        return
    available = pool_copies(deck.pool)
    partner = deck.pool_partner
    theirs = used_copies(partner) if partner is not None else {}
    totals = used_by_team(deck)
    key, number = ("over-team-pool", limited.team_pool_rule) if partner is not None else ("over-pool", limited.pool_rule)
    running = dict(theirs)  # the teammate's share counts first, so the finding lands on this deck's entry
    reported: set[str] = set()
    for zone, item, card in drawn_from_pool(deck):
        name = card.name
        running[name] = running.get(name, 0) + item.count
        if name in reported or running[name] <= available.get(name, 0):
            continue
        reported.add(name)
        if name not in available:
            yield _report("not-in-pool", context, zone=zone, card=name, line=item.line, number=limited.pool_rule)
        else:
            yield _report(key, context, zone=zone, card=name, line=item.line, number=number,
                          count=totals[name], pool=available[name])


def drawn_from_pool(deck: Deck) -> list[tuple[str, DeckCard, Card]]:
    """The deck's identified entries that must come from the pool: all but basic runes
    (602.1.a.2) and blank battlefields (602.1.a.3)."""
    return [(zone, item, card) for zone, item, card in deck.identified(*ZONES)
            if not (card.type == "Rune" and "Basic" in card.supertypes) and card.name != BLANK_BATTLEFIELD]


def used_copies(deck: Deck) -> dict[str, int]:
    used: dict[str, int] = {}
    for _zone, item, card in drawn_from_pool(deck):
        used[card.name] = used.get(card.name, 0) + item.count
    return used


def used_by_team(deck: Deck) -> dict[str, int]:
    """Copies of each name drawn from the pool by the deck and, in 2v2 sealed, its teammate."""
    used = used_copies(deck)
    if deck.pool_partner is not None:
        for name, copies in used_copies(deck.pool_partner).items():
            used[name] = used.get(name, 0) + copies
    return used


def pool_copies(pool: list[DeckCard]) -> dict[str, int]:
    """Copies of each identified name in the pool."""
    copies: dict[str, int] = {}
    for item in pool:
        if item.card is not None:
            copies[item.card.name] = copies.get(item.card.name, 0) + item.count
    return copies


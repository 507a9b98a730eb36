"""Sealed and draft: say which pool the deck was checked against, and what is left of it.

A limited deck is checked against the pool it was built from when one is given (RC122): this
note names it, so that an organiser sees each deck was paired with the right player's pool.
The pool's cards used nowhere in the list are the deck's sideboard (TR 602.4.a.7, draft
602.4.b.8) and are listed. Without a pool only the deck rules are checked, and the note says
that the pool was not. Nothing is reported in constructed and casual play.

Reported (as information, sealed, no pool given):

    main
    3 Stupefy

Not reported (constructed, the same deck):

    main
    3 Stupefy
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter
from riftcheck.games.riftbound.rules.pool_cards import pool_copies, used_by_team

CODE = "RC123"
RULE = "602.1.a.1"
DOCUMENT = "TR"
NAME = "input.pool"
SEVERITY = "info"
MESSAGES = {
    "pool": Message(
        en="Checked against the pool {pool} ({count} cards).",
        th="ตรวจกับพูล {pool} ({count} ใบ)",
    ),
    "team-pool": Message(
        en="Checked with the teammate's deck against their shared pool {pool} ({count} cards).",
        th="ตรวจร่วมกับเด็คของเพื่อนร่วมทีม กับพูลที่ใช้ร่วมกัน {pool} ({count} ใบ)",
    ),
    "unknown-in-pool": Message(
        en="{count} card(s) of the pool could not be identified and were left out of it.",
        th="มีการ์ดในพูล {count} ใบที่ระบุไม่ได้ จึงไม่ได้นับเป็นส่วนหนึ่งของพูล",
    ),
    "no-pool": Message(
        en="The pool was not checked: only the deck rules were.",
        th="ยังไม่ได้ตรวจพูล ตรวจเฉพาะกติกาการจัดเด็คเท่านั้น",
    ),
    "sideboard": Message(
        en="Sideboard, the pool's cards used nowhere in the list ({count}): {cards}.",
        th="ไซด์บอร์ด คือการ์ดในพูลที่ไม่ได้ใช้ในรายการนี้ ({count} ใบ): {cards}",
    ),
}
HINTS = {
    "no-pool": Message(
        en="Give the pool with --pool FILE, --pool-dir DIR, or a Pool: section in the list.",
        th="ระบุพูลด้วย --pool FILE หรือ --pool-dir DIR หรือใส่หัวข้อ Pool: ในรายการ",
    ),
}
DOC_TH = """ฟอร์แมต Sealed และ Draft: บอกว่าตรวจเด็คกับพูลใด และเหลือการ์ดอะไรในพูล

เด็คฟอร์แมต Sealed และ Draft จะถูกตรวจกับพูลที่ใช้สร้างเด็คเมื่อให้พูลมา (RC122) ข้อความนี้บอกชื่อพูลนั้น เพื่อให้ผู้จัดเห็นว่าแต่ละเด็ค
ถูกจับคู่กับพูลของผู้เล่นคนนั้นจริง การ์ดในพูลที่ไม่ได้ใช้ที่ใดในรายการคือไซด์บอร์ดของเด็ค (TR 602.4.a.7, draft
602.4.b.8) และจะแสดงรายชื่อไว้ ถ้าไม่มีพูลจะตรวจเฉพาะกติกาการจัดเด็ค และแจ้งว่ายังไม่ได้ตรวจพูล
ไม่แจ้งอะไรในฟอร์แมต Constructed และ Casual

แจ้ง (sealed, เป็นข้อมูล ไม่ได้ให้พูล):

    main
    3 Stupefy

ไม่แจ้ง (constructed, เด็คเดียวกัน):

    main
    3 Stupefy
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return context.limited is None


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    limited = context.limited
    if limited is None:
        return
    if deck.pool is None:
        yield _report("no-pool", context)
        return
    count = sum(item.count for item in deck.pool)
    partner = deck.pool_partner
    key, number = ("team-pool", limited.team_pool_rule) if partner is not None else ("pool", limited.pool_rule)
    yield _report(key, context, number=number, pool=deck.pool_source or "", count=count)
    unknown = sum(item.count for item in deck.pool if item.card is None)
    if unknown:
        yield _report("unknown-in-pool", context, count=unknown)
    left = rest_of_pool(deck)
    if left:
        yield _report("sideboard", context, zone="sideboard", number=limited.sideboard_rule,
                      count=sum(copies for _name, copies in left),
                      cards=", ".join(f"{copies} {name}" for name, copies in left))


def rest_of_pool(deck: Deck) -> list[tuple[str, int]]:
    """(name, copies) of the pool's cards the list (and a 2v2 sealed teammate) uses nowhere: the
    sideboard of a limited deck (TR 602.4.a.7), in pool order; empty without a pool."""
    if deck.pool is None:
        return []
    used = used_by_team(deck)
    return [(name, copies - used.get(name, 0)) for name, copies in pool_copies(deck.pool).items()
            if copies > used.get(name, 0)]

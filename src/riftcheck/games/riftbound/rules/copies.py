"""At most 3 copies of each card name; Unique cards 1; some cards any number.

CR 103.3.b: a deck may hold up to 3 copies of a card name, and the Chosen Champion counts
towards its name's 3 (103.3.b.1). A name is the full name, "Short Name, Subtitle" (132.4):
Kai'Sa, Survivor and Kai'Sa, Evolutionary are different names, while every printing and
language of one name share one limit. A Unique card allows 1 copy (825.3.a); a card whose text
allows any number of copies (Spiderling) has no limit, since card text wins over the rules
(CR 002). In constructed play the sideboard counts together with the main deck
(TR 601.1.c.3); in casual play it does not count.

Failing:

    champion
    1 Jinx, Rebel
    main
    3 Jinx, Rebel            (4 with the Chosen Champion)

Passing:

    champion
    1 Jinx, Rebel
    main
    2 Jinx, Rebel
    20 Spiderling
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.cards.model import Card
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import fits_zone, reporter

CODE = "RC105"
RULE = "103.3.b"
DOCUMENT = "CR"
NAME = "deck.copies"
SEVERITY = "error"
MESSAGES = {
    "main": Message(
        en="{card}: {count} copies in the main deck, Chosen Champion included; at most {limit} are allowed.",
        th="{card} มี {count} ใบในเด็คหลัก (นับแชมเปียนที่เลือกแล้ว) ใส่ได้ไม่เกิน {limit} ใบ",
    ),
    "with-sideboard": Message(
        en="{card}: {count} copies in the main deck and sideboard together; at most {limit} are allowed.",
        th="{card} มี {count} ใบเมื่อรวมเด็คหลักกับไซด์บอร์ด ใส่ได้ไม่เกิน {limit} ใบ",
    ),
    "unique": Message(
        en="{card} is Unique: a deck may hold only 1 copy, but {count} are counted.",
        th="{card} มีคีย์เวิร์ด Unique (ใบเดียวในเด็ค) ใส่ได้เพียง 1 ใบ แต่นับได้ {count} ใบ",
    ),
}
HINTS = {
    "with-sideboard": Message(
        en="In constructed play, copies in the sideboard count towards the limit too.",
        th="ในฟอร์แมต Constructed การ์ดในไซด์บอร์ดนับรวมในโควตาด้วย",
    ),
    "champion": Message(
        en="The Chosen Champion counts as one of its name's copies.",
        th="แชมเปียนที่เลือกนับเป็นหนึ่งในโควตาของชื่อนั้นด้วย",
    ),
}
DOC_TH = """การ์ดชื่อเดียวกันใส่ได้ไม่เกิน 3 ใบ การ์ด Unique ได้ 1 ใบ และบางใบใส่ได้ไม่จำกัด

CR 103.3.b: เด็คใส่การ์ดชื่อเดียวกันได้สูงสุด 3 ใบ และแชมเปียนที่เลือกนับรวมในโควตาของชื่อนั้นด้วย (103.3.b.1)
ชื่อในที่นี้คือชื่อเต็ม "ชื่อหลัก, ชื่อรอง" (132.4) Kai'Sa, Survivor กับ Kai'Sa, Evolutionary จึงเป็นคนละชื่อ
ส่วนการ์ดชื่อเดียวกันทุกแบบพิมพ์และทุกภาษาใช้โควตาร่วมกัน การ์ดที่มี Unique (ใบเดียวในเด็ค) ใส่ได้ 1 ใบ (825.3.a)
และการ์ดที่ข้อความบนใบอนุญาตให้ใส่กี่ใบก็ได้ (Spiderling) ไม่มีโควตา เพราะข้อความบนการ์ดอยู่เหนือกติกา (CR 002)
ในฟอร์แมต Constructed นับไซด์บอร์ดรวมกับเด็คหลัก (TR 601.1.c.3) ส่วนฟอร์แมต Casual ไม่นับไซด์บอร์ด

ไม่ผ่าน:

    champion
    1 Jinx, Rebel
    main
    3 Jinx, Rebel            (รวมแชมเปียนที่เลือกเป็น 4 ใบ)

ผ่าน:

    champion
    1 Jinx, Rebel
    main
    2 Jinx, Rebel
    20 Spiderling
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
_MAIN = ("champion", "main")


def passes(deck: Deck, context: CheckContext) -> bool:
    """No name has more copies than the lowest copy limit among the cards counted."""
    facts = deck.facts()
    counted = [facts[zone] for zone in context.copy_zones]
    limits = [zone.tightest_limit for zone in counted if zone.tightest_limit is not None]
    if not limits:
        return True
    limit = min(*limits, context.copy_limit)
    largest = max([zone.copies for zone in counted], key=len)  # the main deck: most names by far
    if max(largest.values(), default=0) > limit:
        return False
    added: dict[str, int] = {}  # copies in the other zones, by name
    for zone in counted:
        if zone.copies is not largest:
            for name, copies in zone.copies.items():
                added[name] = total = added.get(name, 0) + copies
                if largest.get(name, 0) + total > limit:
                    return False
    return True


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    facts = deck.facts()
    by_name: dict[str, list[tuple[str, DeckCard]]] = {}
    totals: dict[str, int] = {}
    for zone in ZONES:
        if zone not in context.copy_zones:
            continue
        for _zone, item, card in facts[zone].known:
            if card.deck_limit is not None and fits_zone(card, zone):
                name = card.name
                if name in totals:
                    by_name[name].append((zone, item))
                    totals[name] += item.count
                else:
                    by_name[name] = [(zone, item)]
                    totals[name] = item.count
    for name, total in totals.items():
        entries = by_name[name]
        if total > copy_limit(entries[0][1].card, context):
            yield _over_limit(entries, total, context)


def copy_limit(card: Card, context: CheckContext) -> int:
    """The copies of the card's name a deck may hold: the format's limit, or the card's own
    when lower (Unique). Only called for cards with a limit (`deck_limit` not None)."""
    return min(card.deck_limit, context.copy_limit)


def _over_limit(entries: list[tuple[str, DeckCard]], total: int, context: CheckContext) -> Finding:
    """The finding for one name whose `total` copies break its limit."""
    card = entries[0][1].card
    limit = copy_limit(card, context)
    zone, item = _entry_past_limit(entries, limit)
    in_main = sum(entry.count for where, entry in entries if where in _MAIN)
    count = total
    if card.deck_limit < context.copy_limit:  # the card's own limit: Unique
        key, number, hint = "unique", context.citation(CODE, "unique"), ""
    elif in_main > limit:
        key, number, count = "main", RULE, in_main
        hint = "champion" if any(where == "champion" for where, _entry in entries) else ""
    else:
        key, number, hint = "with-sideboard", context.copy_rule, None
    return _report(key, context, zone=zone, card=card.name, line=item.line, number=number, hint=hint,
                   count=count, limit=limit)


def _entry_past_limit(entries: list[tuple[str, DeckCard]], limit: int) -> tuple[str, DeckCard]:
    """The entry whose copies take the running count over the limit."""
    running = 0
    for zone, item in entries:
        running += item.count
        if running > limit:
            return zone, item
    return entries[-1]

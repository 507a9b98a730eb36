"""The legends a card asks for while building the deck are registered, and only then.

CR 103.1 (from the rules of 2026-10-09): a card in the deck may ask for choices made while
building it. Neeko, Blending In asks for 3 legends in addition to the starting legend, none
sharing a name with another or with the starting legend. TR 401.2.a: those legends are
registered on the decklist (riftcheck reads them from an Additional Legends section, the
`additional_legends` list of its own format, or a version 6 deck code) and cannot change once
it is submitted. Which card asks for how many legends is data
(data/formats/deckbuilding-choices.yaml).

A card that asks needs exactly that many legends registered, each a legend card legal on the
date (not banned, from a released set), with different names when the card says so. A card
that asks counts wherever it is listed, sideboard included, as it may be sided in. A list that
registers legends without such a card is told so. Before 2026-10-09 the rule did not exist and
nothing is checked.

Failing (constructed, 2026-11-01):

    legend
    1 Viktor, Herald of the Arcane
    additional legends
    1 Jinx, Loose Cannon
    1 Viktor, Herald of the Arcane   (the starting legend)
    main
    1 Neeko, Blending In             (asks for 3)

Passing:

    legend
    1 Viktor, Herald of the Arcane
    additional legends
    1 Jinx, Loose Cannon
    1 Lillia, Bashful Bloom
    1 Kai'Sa, Daughter of the Void
    main
    1 Neeko, Blending In
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.formats import CheckContext, LegendChoice
from riftcheck.games.riftbound.rules.base import known, reporter

CODE = "RC113"
RULE = "103.1"
DOCUMENT = "CR"
NAME = "deck.choices.legends"
SEVERITY = "error"
REGISTRATION_RULE = "401.2.a"  # TR: the chosen legends are registered on the decklist
MESSAGES = {
    "count": Message(
        en="{card} asks for {wanted} legends chosen while building the deck; the list registers {count}.",
        th="{card} ให้เลือกเลเจนด์เพิ่ม {wanted} ใบตอนจัดเด็ค แต่ลิสต์นี้ลงทะเบียนไว้ {count} ใบ",
    ),
    "unasked": Message(
        en="The list registers additional legends ({count}), but no card in the deck asks for them.",
        th="ลิสต์นี้ลงทะเบียนเลเจนด์เพิ่มเติม {count} ใบ แต่ไม่มีการ์ดใบไหนในเด็คที่ให้เลือกเลเจนด์เพิ่ม",
    ),
    "unknown": Message(
        en="“{card}”, registered as an additional legend, is not a card riftcheck knows.",
        th="“{card}” ที่ลงทะเบียนเป็นเลเจนด์เพิ่มเติม ไม่ใช่การ์ดที่ riftcheck รู้จัก",
    ),
    "not-legend": Message(
        en="{card}, registered as an additional legend, is not a legend card.",
        th="{card} ที่ลงทะเบียนเป็นเลเจนด์เพิ่มเติม ไม่ใช่การ์ดเลเจนด์",
    ),
    "starting": Message(
        en="{card} is the starting legend; the legends {asker} asks for must have other names.",
        th="{card} เป็นเลเจนด์เริ่มต้นของเด็คอยู่แล้ว เลเจนด์ที่ {asker} ให้เลือกต้องชื่อต่างจากนี้",
    ),
    "repeated": Message(
        en="{card} is registered {count} times as an additional legend; {asker} asks for legends with different names.",
        th="{card} ถูกลงทะเบียนเป็นเลเจนด์เพิ่มเติม {count} ครั้ง แต่ {asker} ให้เลือกเลเจนด์ที่ชื่อไม่ซ้ำกัน",
    ),
    "banned": Message(
        en="{card}, registered as an additional legend, is banned in {format} (since {since}).",
        th="{card} ที่ลงทะเบียนเป็นเลเจนด์เพิ่มเติม ถูกแบนในฟอร์แมต {format} (ตั้งแต่ {since})",
    ),
    "unreleased": Message(
        en="{card}, registered as an additional legend, is not legal on {date}: no set holding it is released by then.",
        th="{card} ที่ลงทะเบียนเป็นเลเจนด์เพิ่มเติม ยังใช้ไม่ได้ในวันที่ {date} เพราะยังไม่มีชุดที่มีการ์ดใบนี้วางจำหน่าย",
    ),
}
HINTS = {
    "count": Message(
        en="Register exactly {wanted} legends under Additional Legends; they cannot change once the list is submitted (TR 401.2.a).",
        th="ลงทะเบียนเลเจนด์ให้ครบ {wanted} ใบในหัวข้อ Additional Legends และเปลี่ยนไม่ได้หลังส่งลิสต์แล้ว (TR 401.2.a)",
    ),
    "unasked": Message(
        en="Remove the Additional Legends section, or add the card that asks for them ({askers}).",
        th="ลบหัวข้อ Additional Legends ออก หรือใส่การ์ดที่ให้เลือกเลเจนด์เพิ่ม ({askers})",
    ),
}
DOC_TH = """เลเจนด์ที่การ์ดให้เลือกตอนจัดเด็คต้องลงทะเบียนไว้ และลงทะเบียนได้เฉพาะเมื่อมีการ์ดที่ให้เลือก

CR 103.1 (ตั้งแต่กติกาฉบับ 2026-10-09): การ์ดในเด็คอาจให้ผู้เล่นเลือกบางอย่างตอนจัดเด็ค Neeko, Blending In
ให้เลือกเลเจนด์เพิ่ม 3 ใบนอกจากเลเจนด์เริ่มต้น โดยห้ามชื่อซ้ำกันเองหรือซ้ำกับเลเจนด์เริ่มต้น TR 401.2.a:
เลเจนด์ที่เลือกต้องลงทะเบียนไว้ในเด็คลิสต์ (riftcheck อ่านจากหัวข้อ Additional Legends, รายการ
`additional_legends` ในรูปแบบของ riftcheck เอง หรือเด็คโค้ดเวอร์ชัน 6) และเปลี่ยนไม่ได้หลังส่งลิสต์แล้ว
การ์ดใบไหนให้เลือกเลเจนด์กี่ใบเก็บเป็นข้อมูล (data/formats/deckbuilding-choices.yaml)

ถ้ามีการ์ดที่ให้เลือก ต้องลงทะเบียนเลเจนด์ให้ครบจำนวนพอดี ทุกใบต้องเป็นการ์ดเลเจนด์ที่ใช้ได้ในวันนั้น (ไม่ถูกแบน และอยู่ในชุด
ที่วางจำหน่ายแล้ว) และชื่อต้องไม่ซ้ำกันถ้าการ์ดกำหนดไว้ การ์ดที่ให้เลือกนับทุกที่ในลิสต์รวมถึงไซด์บอร์ด เพราะอาจสลับเข้าเด็คได้
ลิสต์ที่ลงทะเบียนเลเจนด์เพิ่มโดยไม่มีการ์ดแบบนี้จะถูกแจ้ง ก่อน 2026-10-09 ยังไม่มีกฎข้อนี้จึงไม่ตรวจ

ไม่ผ่าน (constructed, 2026-11-01):

    legend
    1 Viktor, Herald of the Arcane
    additional legends
    1 Jinx, Loose Cannon
    1 Viktor, Herald of the Arcane   (เลเจนด์เริ่มต้น)
    main
    1 Neeko, Blending In             (ให้เลือก 3 ใบ)

ผ่าน:

    legend
    1 Viktor, Herald of the Arcane
    additional legends
    1 Jinx, Loose Cannon
    1 Lillia, Bashful Bloom
    1 Kai'Sa, Daughter of the Void
    main
    1 Neeko, Blending In
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
_ASKING_ZONES = ("champion", "main", "sideboard")


def passes(deck: Deck, context: CheckContext) -> bool:
    """The rule is not in force yet, or the deck has no card that asks and registers no legend."""
    if not context.choices_in_force:
        return True
    return not deck.additional_legends and context.legend_choices.keys().isdisjoint(deck.known_names())


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    if not context.choices_in_force:
        return
    askers = _askers(deck, context)
    registered = deck.additional_legends
    if not askers:
        if not registered:
            return
        first = registered[0]
        yield _report("unasked", context, zone="legend", line=first.line, count=_copies(registered),
                      askers=" / ".join(sorted(context.legend_choices)))
        return
    for item, choice in askers:
        if _copies(registered) != choice.legends:
            yield _report("count", context, zone="legend", card=choice.card, line=item.line,
                          number=REGISTRATION_RULE, wanted=choice.legends, count=_copies(registered))
    yield from _each_legend(deck, context, askers)


def _askers(deck: Deck, context: CheckContext) -> list[tuple[DeckCard, LegendChoice]]:
    """Each listed card that asks for legends, once per name, with what it asks."""
    found: dict[str, tuple[DeckCard, LegendChoice]] = {}
    for _zone, item, card in known(deck, *_ASKING_ZONES):
        choice = context.legend_choices.get(card.name)
        if choice is not None:
            found.setdefault(card.name, (item, choice))
    return list(found.values())


def _copies(items: list[DeckCard]) -> int:
    return sum(item.count for item in items)


def _each_legend(deck: Deck, context: CheckContext, askers: list[tuple[DeckCard, LegendChoice]]) -> Iterator[Finding]:
    """What is wrong with each registered legend: not a legal legend card, or a name taken."""
    distinct = [choice.card for _item, choice in askers if choice.different_names]
    starting = deck.legend.name if deck.legend else None
    copies = Counter()
    for item in deck.additional_legends:
        if item.card is not None:
            copies[item.card.name] += item.count
    seen: set[str] = set()
    for item in deck.additional_legends:
        card = item.card
        where = {"zone": "legend", "line": item.line}
        if card is None:
            yield _report("unknown", context, card=item.entry.text, **where)
            continue
        problem = _not_legal(item, context)
        if problem is not None:
            key, params = problem
            yield _report(key, context, card=card.name, **where, **params)
            continue
        if distinct and card.name == starting:
            yield _report("starting", context, card=card.name, asker=distinct[0], **where)
        elif distinct and copies[card.name] > 1 and card.name not in seen:
            yield _report("repeated", context, card=card.name, asker=distinct[0], count=copies[card.name], **where)
        seen.add(card.name)


def _not_legal(item: DeckCard, context: CheckContext) -> tuple[str, dict] | None:
    """Why a registered card cannot be one of the legends on the date, or None."""
    card = item.card
    if not card.is_legend:
        return "not-legend", {}
    since = context.banned.get(card.name)
    if since is not None:
        return "banned", {"format": context.format, "since": since}
    if context.set_legality:
        released = context.first_release(card)
        if released is None or released[0] > context.as_of:
            return "unreleased", {"date": context.as_of}
    return None

"""Every line must name a card riftcheck knows.

A line whose name or collector code matches no card cannot be checked. It is reported with the
text as written and up to three close names (for the first 30 distinct unknown names of a
deck; the rest are listed without, so that a list of made-up names is checked as fast as a
real one), and every other check still runs; size checks
count the line's copies and say that the count may be off. An unknown card that may come from
a set riftcheck has no card data for is reported by RC005 instead. A name that shows what it
is gets its own hint: Thai script (card names are read in English; where the Thai word is a
glossary entry whose English term is also a card's name, that card is offered, never read), a rune written without its
domain (``12 Rune``), a champion's name alone under the legend or champion header where more
than one card has it (they are listed); and a list whose unknown names are mostly Magic: The Gathering cards is
named as a Magic list once, with the ``--game mtg`` hint.

Failing:

    main
    3 Jinxx, Rebl        (did you mean Jinx, Rebel?)

Passing:

    main
    3 Jinx, Rebel
    3 OGN-202            (a collector code works too)
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import UNKNOWN, in_any_zone, reporter
from riftcheck.games.riftbound.rules.new_set_card import magic_names, may_be_from
from riftcheck.games.riftbound.unknown_names import SHORT, THAI, glossary_term, why_unknown

CODE = "RC001"
RULE = None
DOCUMENT = None
NAME = "input.unknown-card"
SEVERITY = "error"
MESSAGES = {
    "unknown": Message(
        en="Unknown card “{card}” in the {zone}.",
        th="ไม่รู้จักการ์ด “{card}” ใน{zone}",
    ),
    "magic-list": Message(
        en="This looks like a Magic: The Gathering list: {count} of its {entries} entries are Magic card names.",
        th="รายการนี้ดูเหมือนเด็ค Magic: The Gathering: {count} จาก {entries} รายการเป็นชื่อการ์ด Magic",
    ),
}
HINTS = {
    "suggest": Message(en="Did you mean {suggestions}?", th="หมายถึง {suggestions} หรือเปล่า"),
    "spelling": Message(
        en="Check the spelling, or write the collector code instead (e.g. OGN-202).",
        th="ลองตรวจตัวสะกด หรือใส่รหัสการ์ดแทน เช่น OGN-202",
    ),
    "thai": Message(
        en="Card names are read in English: write the card's English name or its collector code (e.g. OGN-202).",
        th="riftcheck อ่านชื่อการ์ดเป็นภาษาอังกฤษ ให้เขียนชื่อการ์ดภาษาอังกฤษหรือรหัสการ์ด เช่น OGN-202",
    ),
    "thai-card": Message(
        en="Card names are read in English: the glossary gives “{card}” as {suggestions}, which is also a card's name. "
           "If {suggestions} is the card meant, write it (or its collector code).",
        th="riftcheck อ่านชื่อการ์ดเป็นภาษาอังกฤษ อภิธานศัพท์แปล “{card}” ว่า {suggestions} ซึ่งเป็นชื่อการ์ดด้วย "
           "ถ้าหมายถึงการ์ด {suggestions} ให้เขียนชื่อนั้น (หรือรหัสการ์ด)",
    ),
    "rune": Message(
        en="Write each rune with its domain, e.g. “7 Calm Rune” and “5 Mind Rune”.",
        th="เขียนรูนพร้อมโดเมนของรูน เช่น “7 Calm Rune” และ “5 Mind Rune”",
    ),
    "shorthand": Message(
        en="The name alone does not tell the card: write its full name ({suggestions}).",
        th="ชื่อแชมเปียนอย่างเดียวยังบอกไม่ได้ว่าเป็นการ์ดใบไหน ให้เขียนชื่อเต็ม ({suggestions})",
    ),
    "magic-list": Message(
        en="Check a Magic list with --game mtg (and a Magic --format, modern by default).",
        th="ตรวจเด็ค Magic ด้วย --game mtg (และ --format ของ Magic ค่าเริ่มต้นคือ modern)",
    ),
}
DOC_TH = """ทุกบรรทัดต้องเป็นการ์ดที่ riftcheck รู้จัก

บรรทัดที่ชื่อหรือรหัสการ์ดไม่ตรงกับการ์ดใดเลยจะตรวจต่อไม่ได้ riftcheck จะแจ้งข้อความตามที่เขียนมา
พร้อมชื่อที่ใกล้เคียงไม่เกินสามชื่อ (เฉพาะ 30 ชื่อแรกที่ไม่ซ้ำกันของเด็ค ชื่อที่เหลือแจ้งโดยไม่มีชื่อที่ใกล้เคียง
เพื่อให้รายการชื่อที่แต่งขึ้นตรวจได้เร็วเท่ารายการจริง) ส่วนการตรวจข้ออื่นยังทำต่อครบทุกข้อ และการนับจำนวนใบจะนับใบในบรรทัดนั้นด้วย
พร้อมบอกว่าตัวเลขอาจคลาดเคลื่อน การ์ดที่ไม่รู้จักซึ่งอาจมาจากชุดที่ riftcheck ยังไม่มีข้อมูลการ์ดจะแจ้งที่ RC005 แทน
ชื่อที่บอกได้ว่าเป็นอะไรจะได้วิธีแก้เฉพาะของชื่อนั้น: เขียนเป็นภาษาไทย (riftcheck อ่านชื่อการ์ดเป็นภาษาอังกฤษ
ถ้าคำภาษาไทยนั้นอยู่ในอภิธานศัพท์และคำภาษาอังกฤษของคำนั้นเป็นชื่อการ์ดด้วย จะบอกชื่อการ์ดนั้นให้ แต่ไม่อ่านเป็นการ์ดนั้นเอง) รูนที่ไม่ได้ระบุโดเมน
(``12 Rune``) ชื่อแชมเปียนอย่างเดียวใต้หัวข้อเลเจนด์หรือแชมเปียนเมื่อมีการ์ดหลายใบใช้ชื่อนั้น และรายการที่ชื่อที่ไม่รู้จัก
ส่วนใหญ่เป็นการ์ด Magic: The Gathering จะแจ้งครั้งเดียวว่าเป็นเด็ค Magic และบอกให้ใช้ ``--game mtg``

ไม่ผ่าน:

    main
    3 Jinxx, Rebl        (หมายถึง Jinx, Rebel หรือเปล่า)

ผ่าน:

    main
    3 Jinx, Rebel
    3 OGN-202            (ใส่รหัสการ์ดก็ได้)
"""

SUGGESTED_NAMES = 30  # distinct unknown names of one deck that get "did you mean" (about 1 ms each)

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return not in_any_zone(deck, UNKNOWN)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    lacking = context.sets_lacking_card_data()
    magic = magic_names(deck)
    if magic:
        entries = sum([len(deck.cards(zone)) for zone in ZONES])
        yield _report("magic-list", context, hint="magic-list", count=len(magic), entries=entries)
    suggested: dict[str, tuple[str, ...]] = {}
    for zone in ZONES:
        for item in deck.cards(zone):
            if item.card is None and not may_be_from(item, lacking, context, zone, magic):
                hint, suggestions = _hint(deck, item.entry.text, zone, magic, suggested)
                yield _report("unknown", context, zone=zone, card=item.entry.text, line=item.line, hint=hint,
                              suggestions=list(suggestions))


def _hint(deck: Deck, text: str, zone: str, magic: frozenset[str],
          suggested: dict[str, tuple[str, ...]]) -> tuple[str | None, tuple[str, ...]]:
    """The hint of an unknown name: what the name shows it is, else close names, else spelling;
    none for the cards of a Magic list, whose hint is given once."""
    if text in magic:
        return None, ()
    if text in deck.short_names:
        return SHORT, deck.short_names[text]
    why = why_unknown(text, zone)
    if why == THAI:
        card = _glossary_card(deck, text)
        return ("thai-card", (card,)) if card else (THAI, ())
    if why is not None and why != SHORT:
        return why, ()
    suggestions = _suggestions(deck, text, suggested)
    return ("suggest" if suggestions else "spelling"), suggestions


def _glossary_card(deck: Deck, text: str) -> str | None:
    """The card whose English name is the glossary's term for the Thai word `text`, if one is:
    offered as a hint only, never read as that card."""
    term = glossary_term(text)
    if term is None:
        return None
    return next((name for name in deck.suggest(term) if name.casefold() == term.casefold()), None)


def _suggestions(deck: Deck, text: str, suggested: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """Close names for `text`, while fewer than SUGGESTED_NAMES distinct names got a search."""
    if text not in suggested:
        if len(suggested) >= SUGGESTED_NAMES:
            return ()
        suggested[text] = deck.suggest(text)
    return suggested[text]

"""Every line must name a card riftcheck knows.

A line whose name or collector code matches no card cannot be checked. It is reported with the
text as written and up to three close names (for the first 30 distinct unknown names of a
deck; the rest are listed without, so that a list of made-up names is checked as fast as a
real one), and every other check still runs; size checks
count the line's copies and say that the count may be off. An unknown card that may come from
a set riftcheck has no card data for is reported by RC005 instead.

Failing:

    main
    3 Jinxx, Rebl        (did you mean Jinx, Rebel?)

Passing:

    main
    3 Jinx, Rebel
    3 OGN-202            (a collector code works too)
"""

from __future__ import annotations

from typing import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter
from riftcheck.games.riftbound.rules.new_set_card import may_be_from

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
}
HINTS = {
    "suggest": Message(en="Did you mean {suggestions}?", th="หมายถึง {suggestions} หรือเปล่า"),
    "spelling": Message(
        en="Check the spelling, or write the collector code instead (e.g. OGN-202).",
        th="ลองตรวจตัวสะกด หรือใส่รหัสการ์ดแทน เช่น OGN-202",
    ),
}
DOC_TH = """ทุกบรรทัดต้องเป็นการ์ดที่ riftcheck รู้จัก

บรรทัดที่ชื่อหรือรหัสการ์ดไม่ตรงกับการ์ดใดเลยจะตรวจต่อไม่ได้ riftcheck จะแจ้งข้อความตามที่เขียนมา
พร้อมชื่อที่ใกล้เคียงไม่เกินสามชื่อ (เฉพาะ 30 ชื่อแรกที่ไม่ซ้ำกันของเด็ค ชื่อที่เหลือแจ้งโดยไม่มีชื่อที่ใกล้เคียง
เพื่อให้รายการชื่อที่แต่งขึ้นตรวจได้เร็วเท่ารายการจริง) ส่วนการตรวจข้ออื่นยังทำต่อครบทุกข้อ และการนับจำนวนใบจะนับใบในบรรทัดนั้นด้วย
พร้อมบอกว่าตัวเลขอาจคลาดเคลื่อน การ์ดที่ไม่รู้จักซึ่งอาจมาจากชุดที่ riftcheck ยังไม่มีข้อมูลการ์ดจะแจ้งที่ RC005 แทน

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
    return not any([zone.unknown for zone in deck.facts().values()])


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    lacking = context.sets_lacking_card_data()
    suggested: dict[str, tuple[str, ...]] = {}
    for zone in ZONES:
        for item in deck.cards(zone):
            if item.card is None and not may_be_from(item, lacking, context):
                suggestions = _suggestions(deck, item.entry.text, suggested)
                yield _report(
                    "unknown", context, zone=zone, card=item.entry.text, line=item.line,
                    hint="suggest" if suggestions else "spelling", suggestions=list(suggestions),
                )


def _suggestions(deck: Deck, text: str, suggested: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """Close names for `text`, while fewer than SUGGESTED_NAMES distinct names got a search."""
    if text not in suggested:
        if len(suggested) >= SUGGESTED_NAMES:
            return ()
        suggested[text] = deck.suggest(text)
    return suggested[text]

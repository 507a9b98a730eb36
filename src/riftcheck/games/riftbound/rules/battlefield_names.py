"""No two of a deck's battlefields share a name.

CR 103.5.c: when a player brings more than one battlefield, each must have a different name;
TR 402.1 says the same for constructed events. Blank battlefields of limited play, written
``Blank Battlefield``, may repeat (TR 602.1.a.3).

Failing:

    battlefields
    2 Targon's Peak
    1 The Grand Plaza

Passing:

    battlefields
    1 Targon's Peak
    1 Trifarian War Camp
    1 The Grand Plaza
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import BLANK_BATTLEFIELD
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import fits_zone, known, reporter

CODE = "RC110"
RULE = "103.5.c"
DOCUMENT = "CR"
NAME = "deck.battlefields.distinct"
SEVERITY = "error"
MESSAGES = {
    "repeated": Message(
        en="The battlefield {card} appears {count} times; each battlefield must have a different name.",
        th="สนามรบ {card} มี {count} ใบ สนามรบแต่ละใบต้องชื่อไม่ซ้ำกัน",
    ),
}
HINTS = {
    "repeated": Message(
        en="Replace the extra copies with battlefields of other names.",
        th="เปลี่ยนใบที่ซ้ำเป็นสนามรบชื่ออื่น",
    ),
}
DOC_TH = """สนามรบในเด็คต้องชื่อไม่ซ้ำกัน

CR 103.5.c: เมื่อต้องมีสนามรบมากกว่าหนึ่งใบ ทุกใบต้องชื่อต่างกัน และ TR 402.1 ก็กำหนดแบบเดียวกันในงานแข่ง
ฟอร์แมต Constructed ส่วนสนามรบว่างในฟอร์แมต Sealed และ Draft ซึ่งเขียนว่า ``Blank Battlefield`` ใช้ซ้ำกันได้ (TR 602.1.a.3)

ไม่ผ่าน:

    battlefields
    2 Targon's Peak
    1 The Grand Plaza

ผ่าน:

    battlefields
    1 Targon's Peak
    1 Trifarian War Camp
    1 The Grand Plaza
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """No battlefield name appears more than once."""
    copies = deck.facts()["battlefields"].copies
    if max(copies.values(), default=0) <= 1:  # nearly every deck: no need to look at names
        return True
    return all(count <= 1 or name == BLANK_BATTLEFIELD for name, count in copies.items())


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    entries = [(item, card) for zone, item, card in known(deck, "battlefields")
               if fits_zone(card, zone) and card.name != BLANK_BATTLEFIELD]
    totals: dict[str, int] = {}
    for item, card in entries:
        totals[card.name] = totals.get(card.name, 0) + item.count
    running: dict[str, int] = {}
    for item, card in entries:
        before = running.get(card.name, 0)
        running[card.name] = before + item.count
        if before <= 1 < running[card.name]:
            yield _report("repeated", context, zone="battlefields", card=card.name, line=item.line,
                          count=totals[card.name])

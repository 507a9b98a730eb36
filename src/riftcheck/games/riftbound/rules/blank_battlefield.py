"""A blank battlefield belongs to limited play only.

TR 602.1.a.3 lets a player of a limited event (sealed, draft) use as many "blank" battlefields
as they like, written ``Blank Battlefield`` in a list; no other rule allows them. Outside sealed
and draft each is an error: the deck needs battlefield cards of its own (TR 402.1 in
constructed, CR 103.5 in casual play, whose number this rule then cites). Before the Tournament
Rules of 2026-10-09 numbered the line, the same permission stood in 602.3.d, which is cited for
those dates; before 2026-07-16, the first limited rules riftcheck has, no number is cited.

Failing (constructed, 2026-11-01):

    battlefields
    1 Targon's Peak
    1 Trifarian War Camp
    1 Blank Battlefield

Passing (sealed, 2026-11-01):

    legend
    1 Jinx, Loose Cannon
    main
    ... 25 more cards
    battlefields
    3 Blank Battlefield
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import BLANK_BATTLEFIELD
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC114"
RULE = "602.1.a.3"
DOCUMENT = "TR"
NAME = "deck.battlefields.blank-outside-limited"
SEVERITY = "error"
MESSAGES = {
    "blank": Message(
        en="{count} × Blank Battlefield in the battlefields: blank battlefields are allowed only in sealed and draft, "
           "not in {format}.",
        th="มีสนามรบว่าง (Blank Battlefield) {count} ใบ ซึ่งใช้ได้เฉพาะฟอร์แมต Sealed และ Draft ใช้ในฟอร์แมต {format} ไม่ได้",
    ),
}
HINTS = {
    "blank": Message(
        en="Write the battlefield cards the deck uses instead, each with a different name.",
        th="ให้เขียนชื่อการ์ดสนามรบที่ใช้จริงแทน โดยแต่ละใบต้องชื่อไม่ซ้ำกัน",
    ),
}
DOC_TH = """สนามรบว่าง (Blank Battlefield) ใช้ได้เฉพาะฟอร์แมต Sealed และ Draft

TR 602.1.a.3 อนุญาตให้ผู้เล่นในฟอร์แมต Sealed และ Draft ใช้สนามรบ "เปล่า" ได้ไม่จำกัด ซึ่งในเด็คลิสต์เขียนว่า
``Blank Battlefield`` และไม่มีกฎข้ออื่นอนุญาต นอกฟอร์แมต Sealed และ Draft สนามรบว่างแต่ละใบจึงผิดกติกา เด็คต้องใช้การ์ดสนามรบจริง
(TR 402.1 ในฟอร์แมต Constructed และ CR 103.5 ในฟอร์แมต Casual ซึ่งข้อนี้จะอ้างเลขนั้นแทน) ก่อนที่กติกาการแข่งขันฉบับ 2026-10-09
จะให้เลขบรรทัดนี้ ข้อความเดียวกันอยู่ที่ 602.3.d จึงอ้างเลขนั้นสำหรับวันที่ก่อนหน้า และก่อน 2026-07-16 ซึ่งเป็นกติกา limited
ฉบับแรกที่ riftcheck มี จะไม่อ้างเลขกฎ

ไม่ผ่าน (constructed, 2026-11-01):

    battlefields
    1 Targon's Peak
    1 Trifarian War Camp
    1 Blank Battlefield

ผ่าน (sealed, 2026-11-01):

    legend
    1 Jinx, Loose Cannon
    main
    ... 25 more cards
    battlefields
    3 Blank Battlefield
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
CORE_RULE = "103.5"  # where the Core Rules alone (casual play) say what the battlefields are


def passes(deck: Deck, context: CheckContext) -> bool:
    return context.limited is not None or BLANK_BATTLEFIELD not in deck.facts()["battlefields"].copies


def _is_blank(item) -> bool:
    return item.card is not None and item.card.name == BLANK_BATTLEFIELD


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    if context.limited is not None:
        return
    number = None if context.applies("TR") else CORE_RULE
    for item in deck.cards("battlefields"):
        if _is_blank(item):
            yield _report("blank", context, zone="battlefields", card=BLANK_BATTLEFIELD, line=item.line,
                          number=number, count=item.count, format=context.format)

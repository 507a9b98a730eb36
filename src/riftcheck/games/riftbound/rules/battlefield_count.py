"""The deck brings exactly 3 battlefields.

CR 103.5.a: the Mode of Play sets how many battlefields a player brings, and every sanctioned
mode asks for 3 (CR 487.4.a-491.4.a); TR 402.1 requires exactly 3 at constructed events.

Failing:

    battlefields
    1 Targon's Peak
    1 Trifarian War Camp     (2)

Passing:

    battlefields
    1 Targon's Peak
    1 Trifarian War Camp
    1 The Grand Plaza
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import UNCERTAIN_HINTS, reporter, size_finding, size_messages, size_passes

CODE = "RC109"
RULE = "402.1"
DOCUMENT = "TR"
NAME = "deck.battlefields.count"
SEVERITY = "error"
MESSAGES = size_messages("The number of battlefields", "เด็คนี้มีสนามรบ {count} ใบ")
HINTS = UNCERTAIN_HINTS
DOC_TH = """เด็คต้องมีสนามรบ 3 ใบพอดี

CR 103.5.a: โหมดการเล่นเป็นตัวกำหนดว่าผู้เล่นต้องมีสนามรบกี่ใบ และทุกโหมดที่ใช้ในการแข่งขันกำหนดไว้ 3 ใบ
(CR 487.4.a-491.4.a) ส่วน TR 402.1 กำหนดให้ลงทะเบียนสนามรบ 3 ใบพอดีในงานแข่งฟอร์แมต Constructed

ไม่ผ่าน:

    battlefields
    1 Targon's Peak
    1 Trifarian War Camp     (2 ใบ)

ผ่าน:

    battlefields
    1 Targon's Peak
    1 Trifarian War Camp
    1 The Grand Plaza
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return size_passes(context.battlefields, deck, ("battlefields",))


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    return size_finding(_report, context, context.battlefields, deck, "battlefields")

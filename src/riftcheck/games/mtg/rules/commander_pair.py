"""Two commanders only as a pair the rules allow; never more than two.

702.124, the partner abilities that allow two commanders: both with Partner; a card with
"Partner with NAME" and that card; both with the same partner—[text] ability (Friends forever,
Survivors, Father & son, Character select); a commander that says "Choose a Background" and a
Background; a Time Lord Doctor and a Doctor's companion. Different partner abilities do not
combine (702.124f), and no deck has more than two commanders (702.124g).

Failing: two legendary creatures without Partner; Elmar, Ulvenwald Informant (partner—Friends
forever) and Thrasios, Triton Hero (partner). Passing: Jacob Frye and Evie Frye.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG205"
RULE = "702.124a"
DOCUMENT = "CR"
NAME = "commander.pair"
SEVERITY = "error"
DOC_TH = """คอมมานเดอร์สองใบต้องเป็นคู่ที่กติกาอนุญาต และมีไม่เกินสองใบ

เช่น ทั้งสองใบมี Partner, "Partner with" ที่ระบุชื่อกันและกัน, Friends forever, การ์ดที่ "Choose a Background" กับ Background
หรือ Doctor กับ Doctor's companion นอกนั้นมีคอมมานเดอร์ได้ใบเดียว
ความสามารถ partner ต่างชนิดกันใช้คู่กันไม่ได้ (702.124f) เช่น Partner กับ Partner—Friends forever
"""
_TOO_MANY = Message(en="{count} commanders are named; a deck has one, or two that pair.",
                    th="ระบุคอมมานเดอร์ {count} ใบ เด็คมีได้ใบเดียว หรือสองใบที่เป็นคู่กัน")
MESSAGES = {
    "too-many": _TOO_MANY,
    "no-pair": Message(en="'{first}' and '{second}' cannot be commanders together.",
                       th="'{first}' กับ '{second}' เป็นคอมมานเดอร์ร่วมกันไม่ได้"),
}
HINTS = {"no-pair": Message(en="Keep one of them, or choose two that have Partner or a Background pairing.",
                            th="เก็บไว้ใบเดียว หรือเลือกสองใบที่มี Partner หรือคู่ Background")}
_SELF = sys.modules[__name__]
_SAME_ABILITY = "PFVHC"  # partner, and each partner—[text] (riftcheck.games.mtg.table)
_ANY_ABILITY = _SAME_ABILITY + "WGD"  # and partner with, choose a Background, Doctor's companion


def pair_allowed(first, second) -> bool:
    a, b = first.flags, second.flags
    return (any(letter in a and letter in b for letter in _SAME_ABILITY)
            or (first.partner_with == second.name and second.partner_with == first.name)
            or ("G" in a and "K" in b) or ("K" in a and "G" in b)
            or ("O" in a and "D" in b) or ("D" in a and "O" in b))


def check(deck, context):
    if context.format.kind != "commander":
        return
    commanders = deck.commanders()
    count = sum(line.entry.count for line in commanders)
    if count > 2:
        yield finding(_SELF, "too-many", zone="commander", number="702.124g", count=count)
    elif len(commanders) == 2 and all(line.card for line in commanders):
        first, second = (line.card for line in commanders)
        if not pair_allowed(first, second):
            both_partners = all(set(card.flags) & set(_ANY_ABILITY) for card in (first, second))
            yield finding(_SELF, "no-pair", zone="commander", line=commanders[1].entry.line,
                          number="702.124f" if both_partners else None,
                          first=first.name, second=second.name)

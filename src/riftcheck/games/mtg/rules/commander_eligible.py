"""The deck names a commander, and each commander may be one.

903.3: a commander is a legendary creature, a legendary Vehicle, a legendary Spacecraft with
power and toughness, or a card whose text says it can be your commander (903.3a). The
commander is listed under a Commander header (MTG Arena, Moxfield), or as the only one or two
cards of an MTGO sideboard. A Background stands in the command zone beside a commander that
says "Choose a Background" (its pairing is MG205's).

Failing: no Commander section; Sol Ring as commander. Passing: Atraxa, Praetors' Voice.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG204"
RULE = "903.3"
DOCUMENT = "CR"
NAME = "commander.eligible"
SEVERITY = "error"
DOC_TH = """เด็คต้องระบุคอมมานเดอร์ และคอมมานเดอร์แต่ละใบต้องเป็นได้ (903.3)

คอมมานเดอร์คือ Legendary Creature, Legendary Vehicle, Legendary Spacecraft ที่มีพลังและความทนทาน หรือการ์ดที่ข้อความบอกว่า
เป็นคอมมานเดอร์ได้ ระบุใต้หัวข้อ Commander หรือเป็นการ์ดหนึ่งหรือสองใบเดียวในไซด์บอร์ดแบบ MTGO
"""
MESSAGES = {
    "missing": Message(en="No commander is named.", th="ไม่ได้ระบุคอมมานเดอร์"),
    "not-eligible": Message(en="'{card}' ({type}) cannot be a commander.", th="'{card}' ({type}) เป็นคอมมานเดอร์ไม่ได้"),
}
HINTS = {
    "missing": Message(en="List the commander under a Commander header.", th="ใส่คอมมานเดอร์ใต้หัวข้อ Commander"),
    "not-eligible": Message(en="Choose a legendary creature, or a card that says it can be your commander.",
                            th="เลือก Legendary Creature หรือการ์ดที่บอกว่าเป็นคอมมานเดอร์ได้"),
}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.kind != "commander":
        return
    commanders = deck.commanders()
    if not commanders:
        yield finding(_SELF, "missing", zone="commander")
    chooses_background = any(line.card is not None and "G" in line.card.flags for line in commanders)
    for line in commanders:
        if line.card is not None and "K" in line.card.flags and chooses_background:
            continue
        if line.card is not None and not line.card.may_be_commander:
            yield finding(_SELF, "not-eligible", card=line.card.name, line=line.entry.line, zone="commander",
                          type=line.card.type_line)

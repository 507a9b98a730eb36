"""Every card's colour identity is within its commander's.

903.5c: a card may be in the deck only if every colour of its colour identity (903.4: the
mana symbols of its cost and rules text, colour indicators and characteristic-defining
abilities, both faces) is in the commanders' combined colour identity.

Failing (a mono-green commander): Lightning Bolt (red). Passing: Llanowar Elves.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG203"
RULE = "903.5c"
DOCUMENT = "CR"
NAME = "commander.colour-identity"
SEVERITY = "error"
DOC_TH = """อัตลักษณ์สี (colour identity) ของการ์ดทุกใบต้องอยู่ในอัตลักษณ์สีของคอมมานเดอร์ (903.5c)

อัตลักษณ์สี (903.4) คือสัญลักษณ์มานาในค่าร่ายและข้อความของการ์ด รวมทั้งสองหน้า
"""
MESSAGES = {"outside": Message(en="'{card}' has colour identity {identity}, outside the commander's {commander_identity}.",
                               th="'{card}' มีอัตลักษณ์สี {identity} ซึ่งอยู่นอกอัตลักษณ์สีของคอมมานเดอร์ {commander_identity}")}
HINTS = {"outside": Message(en="Replace it with a card of the commander's colours.", th="เปลี่ยนเป็นการ์ดที่อยู่ในสีของคอมมานเดอร์")}
_SELF = sys.modules[__name__]


def _shown(identity: str) -> str:
    return "{" + identity + "}" if identity else "colourless"


def check(deck, context):
    if context.format.kind != "commander":
        return
    commanders = [line.card for line in deck.commanders() if line.card is not None]
    if not commanders or len(commanders) != len(deck.commanders()):
        return  # without a known commander there is no identity to compare with (MG204 says why)
    allowed = set("".join(card.identity for card in commanders))
    for line in deck.zone("main"):
        card = line.card
        if card is not None and not set(card.identity) <= allowed:
            yield finding(_SELF, "outside", card=card.name, line=line.entry.line, zone="main",
                          identity=_shown(card.identity),
                          commander_identity=_shown("".join(c for c in "WUBRG" if c in allowed)))

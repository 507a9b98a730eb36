"""Every card's colour identity is within its commander's.

903.5c: a card may be in the deck only if every colour of its colour identity (903.4: the
mana symbols of its cost and rules text, colour indicators and characteristic-defining
abilities, both faces) is in the commanders' combined colour identity.

903.5d: a card with a basic land type only if each colour of mana that type makes is in the
commander's colour identity (the reminder text "({T}: Add {U}.)" gives no identity: 903.4c);
such a card is cited by 903.5d when its land types alone put it outside.

Failing (a mono-green commander): Lightning Bolt (red); Taiga (Mountain Forest, 903.5d).
Passing: Llanowar Elves.
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
_LAND_TYPE_TH = ("'{card}' มีชนิดแลนด์พื้นฐาน {types} ซึ่งให้มานา {identity} "
                 "อยู่นอกอัตลักษณ์สีของคอมมานเดอร์ {commander_identity}")
MESSAGES = {"outside": Message(en="'{card}' has colour identity {identity}, outside the commander's {commander_identity}.",
                               th="'{card}' มีอัตลักษณ์สี {identity} ซึ่งอยู่นอกอัตลักษณ์สีของคอมมานเดอร์ {commander_identity}"),
            "land-type": Message(en="'{card}' has the basic land type {types}, whose mana {identity} is outside the "
                                    "commander's colour identity {commander_identity}.", th=_LAND_TYPE_TH),
            "land-types": Message(en="'{card}' has the basic land types {types}, whose mana {identity} is outside the "
                                     "commander's colour identity {commander_identity}.", th=_LAND_TYPE_TH)}
_HINT = Message(en="Replace it with a card of the commander's colours.", th="เปลี่ยนเป็นการ์ดที่อยู่ในสีของคอมมานเดอร์")
HINTS = {"outside": _HINT, "land-type": _HINT, "land-types": _HINT}
_SELF = sys.modules[__name__]
_LAND_TYPE_COLOURS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _shown(identity: str) -> str:
    return "{" + identity + "}" if identity else "colourless"


def check(deck, context):
    if context.format.kind != "commander":
        return
    commanders = [line.card for line in deck.commanders() if line.card is not None]
    if not commanders or len(commanders) != len(deck.commanders()):
        return  # without a known commander there is no identity to compare with (MG204 says why)
    allowed = set("".join(card.identity for card in commanders))
    commander_identity = _shown("".join(c for c in "WUBRG" if c in allowed))
    for line in deck.zone("main"):
        card = line.card
        if card is None or set(card.identity) <= allowed:
            continue
        outside = set(card.identity) - allowed
        types = _land_types(card.type_line)
        if outside <= {_LAND_TYPE_COLOURS[name] for name in types}:
            yield finding(_SELF, "land-types" if len(types) > 1 else "land-type", card=card.name,
                          line=line.entry.line, zone="main", number="903.5d", types=" ".join(types), identity=_shown("".join(c for c in "WUBRG" if c in outside)),
                          commander_identity=commander_identity)
        else:
            yield finding(_SELF, "outside", card=card.name, line=line.entry.line, zone="main",
                          identity=_shown(card.identity), commander_identity=commander_identity)


def _land_types(type_line: str) -> list[str]:
    """The basic land types of a land's type line (205.3i), in the order written."""
    if "Land" not in type_line:
        return []
    return [word for word in type_line.split() if word in _LAND_TYPE_COLOURS]

"""A note after a card's name must be a printing annotation riftcheck knows.

After a name a line may say which printing it is: ``(Alternate Art)``, ``(Overnumbered)``,
``(Signature)``, ``(Showcase)``, ``(Foil)``, a promo, a set code such as ``(OGN)``, a collector
code in brackets. Any other note in brackets (``3 Lonely Poro (โปโร)``, ``(cheap?)``) may change
what the player meant, and riftcheck cannot read it: the line is counted as the card before the
note and this finding names the note. An error until the note is removed or made a comment
(``3 Lonely Poro # cheap``, see README, "Decklist text").

Failing:

    legend
    1 Jinx, Loose Cannon
    main
    3 Lonely Poro (โปโร)

Passing:

    legend
    1 Jinx, Loose Cannon
    main
    3 Lonely Poro (Alternate Art)
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.cards import annotations
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import BRACKETED, in_any_zone, reporter

CODE = "RC012"
RULE = None
DOCUMENT = None
NAME = "input.unread-note"
SEVERITY = "error"
MESSAGES = {
    "note": Message(
        en="The note “{note}” after {card} is not a printing riftcheck knows, so it was not read.",
        th="ข้อความ “{note}” หลัง {card} ไม่ใช่การระบุรุ่นพิมพ์ที่ riftcheck รู้จัก จึงไม่ได้อ่าน",
    ),
}
HINTS = {
    "note": Message(
        en="Remove the note, or write it as a comment after “ #” or “ //”.",
        th="ลบข้อความนั้นออก หรือเขียนเป็นคอมเมนต์หลัง “ #” หรือ “ //”",
    ),
}
DOC_TH = """ข้อความหลังชื่อการ์ดต้องเป็นการระบุรุ่นพิมพ์ที่ riftcheck รู้จัก

หลังชื่อการ์ดอาจระบุรุ่นพิมพ์ได้ เช่น ``(Alternate Art)``, ``(Overnumbered)``, ``(Signature)``, ``(Showcase)``,
``(Foil)`` การ์ดโปรโม รหัสชุดอย่าง ``(OGN)`` หรือรหัสการ์ดในวงเล็บ ข้อความอื่นในวงเล็บ (``3 Lonely Poro (โปโร)``,
``(cheap?)``) อาจเปลี่ยนสิ่งที่ผู้เล่นตั้งใจ และ riftcheck อ่านไม่ได้ จึงนับบรรทัดนั้นเป็นการ์ดที่อยู่ก่อนวงเล็บ
และแจ้งข้อความนั้นไว้ เป็นข้อผิดพลาดจนกว่าจะลบข้อความออกหรือเขียนเป็นคอมเมนต์ (``3 Lonely Poro # cheap``
ดู README หัวข้อ "Decklist text")

ไม่ผ่าน:

    legend
    1 Jinx, Loose Cannon
    main
    3 Lonely Poro (โปโร)

ผ่าน:

    legend
    1 Jinx, Loose Cannon
    main
    3 Lonely Poro (Alternate Art)
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """No identified or unidentified entry ends in a bracket, where a note would be."""
    return not in_any_zone(deck, BRACKETED)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    facts = deck.facts()
    for zone in ZONES:
        for item in facts[zone].bracketed:  # a note is in brackets at the end
            note = annotations.split(item.entry.text).unrecognised
            if note is not None:
                yield _report("note", context, zone=zone, card=item.name, line=item.line, note=note)

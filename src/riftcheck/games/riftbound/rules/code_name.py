"""A card's name and its collector code must name the same card.

A line may give a card's name and its collector code in brackets (``2 Charm [OGN-043]``, as Rift
Atlas writes it). When the code is another card's (``2 Charm [OGN-044]``, OGN-044 being Clockwork
Keeper), the list does not say unambiguously which card it holds, as a registered list must
(TR 401.2): the finding names both cards. The code decides the card the rest of the check counts.
An error in tournament play, a warning in casual play (``severities:`` in data/formats/). A name
that matches no card (a translation, a new card) leaves the code to decide and is not reported.

Failing:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Jinx, Rebel
    main
    2 Charm [OGN-044]        (OGN-044 is Clockwork Keeper)

Passing:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Jinx, Rebel
    main
    2 Clockwork Keeper [OGN-044]
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.cards import annotations
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import NAMED, in_any_zone, reporter

CODE = "RC010"
RULE = "401.2"
DOCUMENT = "TR"
NAME = "input.code-and-name"
SEVERITY = "error"
MESSAGES = {
    "disagree": Message(
        en="“{written}” names {named}, but its code {code} is {card}; the list must say which card it holds.",
        th="“{written}” เขียนชื่อ {named} แต่รหัส {code} คือ {card} เด็คลิสต์ต้องระบุให้ชัดว่าเป็นการ์ดใบไหน",
    ),
}
HINTS = {
    "disagree": Message(
        en="Write the name and the code of the same card; riftcheck counted {card}, as the code says.",
        th="เขียนชื่อและรหัสของการ์ดใบเดียวกัน ตอนนี้ riftcheck นับเป็น {card} ตามรหัส",
    ),
}
DOC_TH = """ชื่อการ์ดกับรหัสการ์ดต้องเป็นการ์ดใบเดียวกัน

บรรทัดหนึ่งอาจเขียนทั้งชื่อการ์ดและรหัสการ์ดในวงเล็บเหลี่ยม (``2 Charm [OGN-043]`` แบบที่ Rift Atlas เขียน)
ถ้ารหัสเป็นของการ์ดอีกใบ (``2 Charm [OGN-044]`` ซึ่ง OGN-044 คือ Clockwork Keeper) รายการนี้ก็ไม่ได้บอกชัดว่าเป็นการ์ดใบไหน
ซึ่งรายการที่ลงทะเบียนต้องชัดเจน (TR 401.2) riftcheck จะแจ้งชื่อการ์ดทั้งสองใบ และนับการ์ดตามรหัส
ในการแข่งขันเป็นข้อผิดพลาด ส่วนฟอร์แมต Casual เป็นคำเตือน (``severities:`` ใน data/formats/)
ชื่อที่ไม่ตรงกับการ์ดใดเลย (ชื่อแปล การ์ดใหม่) ให้รหัสเป็นตัวตัดสินและไม่แจ้ง

ไม่ผ่าน:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Jinx, Rebel
    main
    2 Charm [OGN-044]        (OGN-044 คือ Clockwork Keeper)

ผ่าน:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Jinx, Rebel
    main
    2 Clockwork Keeper [OGN-044]
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """No entry's name names another card than its code."""
    return not in_any_zone(deck, NAMED)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    facts = deck.facts()
    for zone in ZONES:
        for item in facts[zone].named:
            written = annotations.split(item.entry.text)
            code = item.entry.code or written.code or (item.printing.code if item.printing else "")
            shown = " ".join([str(item.count), written.name, *written.printing, *item.entry.printing, f"[{code}]"])
            yield _report("disagree", context, zone=zone, card=item.card.name, line=item.line,
                          written=shown, named=item.named.name, code=code)

"""Say which card a local name was read as, by the organiser's card aliases file.

riftcheck reads card names in English. An organiser may record the local names their players
write (a Thai name of a card) in card-aliases.yaml in the riftcheck data folder (see README,
"Your own card aliases"); a line naming no card but one of those names is read as the card the
file gives, and this note says which alias was read, for the organiser to confirm it with the
player. A card's own English name always wins over an alias. riftcheck ships no aliases.

Reported (card-aliases.yaml has ดีฟาย: Defy):

    legend
    1 Jinx, Loose Cannon
    main
    3 ดีฟาย            (read as Defy, the card the file gives)

Not reported (English names only):

    legend
    1 Jinx, Loose Cannon
    main
    3 Defy
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import ALIASED, in_any_zone, reporter

CODE = "RC016"
RULE = None
DOCUMENT = None
NAME = "input.card-alias"
SEVERITY = "info"
MESSAGES = {
    "alias": Message(
        en="“{alias}” was read as {card}, the card your card aliases file gives that name.",
        th="อ่าน “{alias}” เป็น {card} ตามชื่อเรียกการ์ดในไฟล์ card-aliases.yaml ของคุณ",
    ),
}
HINTS = {
    "alias": Message(
        en="Confirm with the player that {card} is the card meant.",
        th="ตรวจกับผู้เล่นว่าหมายถึงการ์ด {card} จริง",
    ),
}
DOC_TH = """แจ้งว่าชื่อที่ผู้เล่นใช้เรียกการ์ดถูกอ่านเป็นการ์ดใบไหน ตามไฟล์ชื่อเรียกการ์ดของผู้จัด

riftcheck อ่านชื่อการ์ดเป็นภาษาอังกฤษ ผู้จัดบันทึกชื่อที่ผู้เล่นใช้เรียกการ์ด (ชื่อการ์ดภาษาไทย) ไว้ในไฟล์ card-aliases.yaml
ในโฟลเดอร์ข้อมูลของ riftcheck ได้ (ดู README หัวข้อ "Your own card aliases") บรรทัดที่ไม่ใช่ชื่อการ์ดใดแต่ตรงกับชื่อในไฟล์
จะอ่านเป็นการ์ดที่ไฟล์ระบุ และแจ้งว่าอ่านชื่อใด เพื่อให้ผู้จัดตรวจกับผู้เล่นได้ ชื่อภาษาอังกฤษของการ์ดมาก่อนชื่อเรียกเสมอ
riftcheck ไม่มีชื่อเรียกการ์ดติดมาให้

แจ้ง (card-aliases.yaml มี ดีฟาย: Defy):

    legend
    1 Jinx, Loose Cannon
    main
    3 ดีฟาย            (อ่านเป็น Defy ตามที่ไฟล์ระบุ)

ไม่แจ้ง (ชื่อภาษาอังกฤษทั้งหมด):

    legend
    1 Jinx, Loose Cannon
    main
    3 Defy
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """No identified entry was read through the card aliases file."""
    return not in_any_zone(deck, ALIASED)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for zone in ZONES:
        for item in deck.cards(zone):
            if item.alias is not None and item.card is not None:
                yield _report("alias", context, zone=zone, card=item.card.name, line=item.line, alias=item.alias)

"""A section's header and its lines must give the same number of cards.

A header may say how many cards its section holds (``Sideboard (10)``, ``Main Deck: 39``, as
riftdecks and Thai lists write them). When the lines under it list another number, a line may
have been lost or added while the list was copied. The deck is checked as its lines are, but
riftcheck cannot tell which of the two the player meant: the deck is UNCONFIRMED, never legal,
and this warning says which section to compare with the registered list. The main deck's number
may count the Chosen Champion or not. A closing total (``Total: 66 cards``) is held to every
card the list's lines give.

Warned:

    legend
    1 Jinx, Loose Cannon
    Sideboard (10):
    3 Charm
    3 Defy

Not warned:

    legend
    1 Jinx, Loose Cannon
    Sideboard (6):
    3 Charm
    3 Defy
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC014"
RULE = None
DOCUMENT = None
NAME = "input.header-count"
SEVERITY = "warning"
MESSAGES = {
    "mismatch": Message(
        en="The header “{header}” says {declared} cards, but the lines under it list {listed}.",
        th="หัวข้อ “{header}” ระบุว่ามี {declared} ใบ แต่บรรทัดใต้หัวข้อนี้มี {listed} ใบ",
    ),
    "total": Message(
        en="The line “{header}” says {declared} cards, but the list's lines give {listed}.",
        th="บรรทัด “{header}” ระบุว่ามี {declared} ใบ แต่บรรทัดในรายการมีรวม {listed} ใบ",
    ),
}
HINTS = {
    "mismatch": Message(
        en="Compare this section with the registered list: a line may have been lost or added when it was copied.",
        th="เทียบหัวข้อนี้กับรายการที่ลงทะเบียน อาจมีบรรทัดหายไปหรือเกินมาตอนคัดลอก",
    ),
}
DOC_TH = """หัวข้อของแต่ละส่วนกับบรรทัดใต้หัวข้อต้องมีจำนวนการ์ดตรงกัน

หัวข้ออาจบอกจำนวนการ์ดในส่วนนั้น (``Sideboard (10)``, ``Main Deck: 39`` แบบที่ riftdecks และรายการภาษาไทยเขียน)
ถ้าบรรทัดใต้หัวข้อมีจำนวนไม่ตรง อาจมีบรรทัดหายไปหรือเกินมาตอนคัดลอก riftcheck ตรวจเด็คตามบรรทัดที่มี
แต่บอกไม่ได้ว่าผู้เล่นตั้งใจแบบไหน เด็คจึงเป็น "ยืนยันไม่ได้" ไม่มีทางเป็น "ถูกกติกา" และเตือนว่าควรเทียบส่วนไหนกับรายการที่ลงทะเบียน จำนวนของเด็คหลักจะนับแชมเปียนที่เลือกรวมหรือไม่ก็ได้
บรรทัดยอดรวมท้ายรายการ (``Total: 66 cards``) ต้องตรงกับจำนวนการ์ดของทุกบรรทัดในรายการ

เตือน:

    legend
    1 Jinx, Loose Cannon
    Sideboard (10):
    3 Charm
    3 Defy

ไม่เตือน:

    legend
    1 Jinx, Loose Cannon
    Sideboard (6):
    3 Charm
    3 Defy
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS, undecided=True)


def passes(deck: Deck, context: CheckContext) -> bool:
    return all([header.declared == header.listed for header in deck.header_counts])


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    champion = sum([item.count for item in deck.cards("champion")])
    for header in deck.header_counts:
        agrees = header.declared == header.listed or (
            header.zone == "main" and header.declared == header.listed + champion)
        if not agrees:
            yield _report("total" if header.zone == "total" else "mismatch", context, zone=header.zone if header.zone in deck.zones else None,
                          line=header.line, header=header.header, declared=header.declared, listed=header.listed)

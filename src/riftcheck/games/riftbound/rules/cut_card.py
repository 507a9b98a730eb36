"""A line that gives a card no copies is read and left out of the deck.

Players cut a card by setting its count to 0 and leave the line in the list (``0 Stupefy``).
Such a line adds nothing to any zone: riftcheck reads it, names it, and checks the deck without
it, so that an organiser can see which card was cut rather than find the line refused.

Reported (as information):

    main
    0 Stupefy
    3 Jinx, Rebel

Not reported:

    main
    3 Jinx, Rebel
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC015"
RULE = None
DOCUMENT = None
NAME = "input.cut-card"
SEVERITY = "info"
MESSAGES = {
    "cut": Message(
        en="Line {line} gives “{card}” 0 copies: it was left out of the deck.",
        th="บรรทัดที่ {line} ใส่ “{card}” 0 ใบ จึงไม่ได้นับเป็นการ์ดในเด็ค",
    ),
}
HINTS: dict[str, Message] = {}
DOC_TH = """บรรทัดที่ใส่การ์ด 0 ใบจะถูกอ่านแล้วไม่นับในเด็ค

ผู้เล่นมักตัดการ์ดออกโดยแก้จำนวนเป็น 0 แล้วทิ้งบรรทัดไว้ในรายการ (``0 Stupefy``) บรรทัดแบบนี้ไม่เพิ่มการ์ดในส่วนใดเลย
riftcheck อ่านบรรทัดนั้น บอกชื่อการ์ด แล้วตรวจเด็คโดยไม่มีการ์ดนั้น เพื่อให้ผู้จัดเห็นว่าการ์ดใดถูกตัดออก แทนที่จะเห็นบรรทัดถูกปฏิเสธ

แจ้ง (เป็นข้อมูล):

    main
    0 Stupefy
    3 Jinx, Rebel

ไม่แจ้ง:

    main
    3 Jinx, Rebel
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return not deck.cut


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for entry in deck.cut:
        yield _report("cut", context, line=entry.line, card=entry.text)

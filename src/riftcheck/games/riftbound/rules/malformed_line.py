"""Every line of a decklist must read as a card entry.

A line the decklist reader could not understand (no count, a count of zero, stray text) is
reported with its line number and the reader's reason, written in the report's language; the
rest of the list is still checked.

Failing:

    main
    three Jinx, Rebel
    3 Stupefy

Passing:

    main
    3 Jinx, Rebel
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter
from riftcheck.engine.inputs.reasons import Reason

CODE = "RC002"
RULE = None
DOCUMENT = None
NAME = "input.malformed-line"
SEVERITY = "error"
MESSAGES = {
    "malformed": Message(
        en="Line {line} could not be read as a card entry: “{text}” ({reason}).",
        th="อ่านบรรทัดที่ {line} เป็นรายการการ์ดไม่ได้: “{text}” ({reason})",
    ),
    "malformed-unplaced": Message(
        en="Part of the input could not be read as a card entry: “{text}” ({reason}).",
        th="มีข้อความบางส่วนที่อ่านเป็นรายการการ์ดไม่ได้: “{text}” ({reason})",
    ),
}
HINTS = {
    "count-and-name": Message(
        en="Write one card per line as a count and a name, e.g. “3 Jinx, Rebel”.",
        th="เขียนบรรทัดละหนึ่งการ์ด เป็นจำนวนตามด้วยชื่อ เช่น “3 Jinx, Rebel”",
    ),
}
DOC_TH = """ทุกบรรทัดในเด็คลิสต์ต้องอ่านเป็นรายการการ์ดได้

บรรทัดที่ตัวอ่านเด็คลิสต์อ่านไม่ออก (ไม่มีจำนวน จำนวนเป็นศูนย์ หรือมีข้อความแปลกปน) จะถูกแจ้งพร้อมเลขบรรทัด
และเหตุผลที่อ่านไม่ได้ในภาษาของรายงาน ส่วนบรรทัดอื่นยังตรวจต่อตามปกติ

ไม่ผ่าน:

    main
    three Jinx, Rebel
    3 Stupefy

ผ่าน:

    main
    3 Jinx, Rebel
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return not deck.problems


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for problem in deck.problems:
        key = "malformed" if problem.line is not None else "malformed-unplaced"
        reason = Reason(problem.key, problem.params)
        yield _report(key, context, line=problem.line, hint="count-and-name", text=problem.text, reason=reason)

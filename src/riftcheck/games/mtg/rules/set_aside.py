"""Cards under a Maybeboard, Considering or Tokens header are not part of the deck.

They are read, named and left out of every count; riftcheck says so, so that nobody thinks
they were checked as deck cards.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG006"
RULE = None
DOCUMENT = "CR"
NAME = "input.set-aside"
SEVERITY = "info"
DOC_TH = """การ์ดใต้หัวข้อ Maybeboard, Considering หรือ Tokens ไม่ใช่ส่วนหนึ่งของเด็ค

riftcheck อ่านและไม่นับการ์ดเหล่านี้ และบอกไว้เพื่อไม่ให้เข้าใจว่าตรวจเป็นการ์ดในกองแล้ว
"""
MESSAGES = {"set-aside": Message(en="'{card}' on line {line} is under a maybeboard header and is not counted.",
                                 th="'{card}' บรรทัดที่ {line} อยู่ใต้หัวข้อ maybeboard จึงไม่ถูกนับ")}
_SELF = sys.modules[__name__]


def check(deck, context):
    for entry in deck.decklist.set_aside:
        yield finding(_SELF, "set-aside", card=entry.name, line=entry.line)

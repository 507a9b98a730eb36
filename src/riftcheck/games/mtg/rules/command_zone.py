"""Cards under a Commander header belong to commander decks only.

Outside commander, a Commander section is no part of any deck zone (100.2a counts the main
deck, 100.4a the sideboard), so its cards would go unchecked; each is reported, and the deck
is not called legal until the list says where they belong.

Failing (modern): a Commander section. Passing: the same cards under Deck or Sideboard.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG007"
RULE = "100.2a"
DOCUMENT = "CR"
NAME = "input.command-zone"
SEVERITY = "error"
DOC_TH = """การ์ดใต้หัวข้อ Commander ใช้ได้เฉพาะเด็ค commander

นอก commander หัวข้อ Commander ไม่ใช่ส่วนใดของเด็ค การ์ดเหล่านั้นจึงถูกรายงาน จนกว่ารายการจะระบุว่าอยู่ส่วนใด
"""
MESSAGES = {"outside": Message(en="'{card}' is under a Commander header, which {format} has no place for.",
                               th="'{card}' อยู่ใต้หัวข้อ Commander ซึ่งฟอร์แมต {format} ไม่มี")}
HINTS = {"outside": Message(en="List it under Deck or Sideboard.", th="ย้ายไปไว้ใต้หัวข้อ Deck หรือ Sideboard")}
_SELF = sys.modules[__name__]


def check(deck, context):
    if context.format.kind == "commander":
        return
    for line in deck.commanders():
        yield finding(_SELF, "outside", card=line.name, line=line.entry.line, zone="commander",
                      format=context.format.name)

"""A list without a Sideboard header splits into main deck and sideboard at its one blank line,
or riftcheck does not guess.

MTGO and Moxfield export the main deck, a blank line, then the sideboard; Arena writes headers.
A list pasted in more groups (creatures, spells, lands, sideboard...), or whose part after the
blank line holds more cards than a sideboard may while the part before it is too small for a
main deck, could be read more than one way: the deck is
unconfirmed and the main deck's and sideboard's sizes are not judged, until a `Sideboard` header
says where the sideboard starts.

Unconfirmed: 4 groups of cards between blank lines. Passing: main deck, blank line, 15 cards.
"""

from __future__ import annotations

import sys

from riftcheck.engine.verdicts.findings import Message
from riftcheck.games.mtg.rules.base import finding

CODE = "MG009"
RULE = "100.4a"
DOCUMENT = "CR"
NAME = "unconfirmed.blank-line-groups"
SEVERITY = "warning"
UNDECIDED = True  # the deck is unconfirmed: riftcheck could not decide (never legal)
DOC_TH = """รายการที่ไม่มีหัวข้อ Sideboard แบ่งเด็คหลักกับไซด์บอร์ดที่บรรทัดว่างบรรทัดเดียว มิฉะนั้น riftcheck ไม่เดา

MTGO และ Moxfield ส่งออกเด็คหลัก บรรทัดว่าง แล้วไซด์บอร์ด รายการที่แบ่งเป็นหลายกลุ่ม หรือส่วนหลังบรรทัดว่างมีการ์ดมากกว่าที่ไซด์บอร์ด
มีได้ อ่านได้หลายแบบ ผลคือยืนยันไม่ได้ และไม่ตัดสินจำนวนการ์ดของเด็คหลักและไซด์บอร์ด จนกว่าจะมีหัวข้อ Sideboard
"""
MESSAGES = {
    "groups": Message(en="Not confirmed: the list has {count} groups of cards between blank lines and no Sideboard header; "
                         "riftcheck cannot tell which cards are the sideboard.",
                      th="ยืนยันไม่ได้: รายการมีการ์ด {count} กลุ่มคั่นด้วยบรรทัดว่างและไม่มีหัวข้อ Sideboard "
                         "riftcheck บอกไม่ได้ว่าการ์ดใดเป็นไซด์บอร์ด"),
    "large": Message(en="Not confirmed: the {count} cards after the blank line are more than a sideboard may hold ({maximum}); "
                        "riftcheck cannot tell whether they belong to the main deck.",
                     th="ยืนยันไม่ได้: การ์ด {count} ใบหลังบรรทัดว่างมากกว่าที่ไซด์บอร์ดมีได้ ({maximum} ใบ) "
                        "riftcheck บอกไม่ได้ว่าเป็นส่วนของเด็คหลักหรือไม่"),
}
_HEADER = Message(en="Write Sideboard on the line before the sideboard's cards, and no blank line inside the main deck.",
                  th="เขียน Sideboard ในบรรทัดก่อนการ์ดไซด์บอร์ด และไม่เว้นบรรทัดว่างในเด็คหลัก")
HINTS = {"groups": _HEADER, "large": _HEADER}
_SELF = sys.modules[__name__]


def ambiguous(deck, context) -> tuple[str, dict] | None:
    """Why the split into main deck and sideboard is open ("groups" or "large", with values), or None."""
    groups = deck.decklist.groups
    if len(groups) > 2:
        return "groups", {"count": len(groups)}
    maximum, minimum, side = context.format.sideboard_max, context.format.main_min, deck.count("sideboard")
    # Too big a sideboard after too small a main deck: the list may be a main deck in two parts.
    if len(groups) == 2 and maximum and side > maximum and minimum and deck.count("main") < minimum:
        return "large", {"count": side, "maximum": maximum}
    return None


def check(deck, context):
    why = ambiguous(deck, context)
    if why is not None:
        key, values = why
        yield finding(_SELF, key, line=deck.decklist.groups[1], **values)

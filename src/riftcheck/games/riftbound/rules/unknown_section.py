"""Every card of a list must be under a section header riftcheck knows.

A header that names no section of a deck (``Tokens:``, ``Maybe:``, ``## Extras``) opens a
section of its own: its cards are not counted in the section before it, nor anywhere else, and
this finding lists them with the header's line, so that a misspelt header does not quietly move
cards into the rune deck or out of the sideboard. A bare line of words (``Tokens``) that names
no card is taken as such a header too; one that names a card is a card without its count
(RC002). An error: the list cannot be checked as the player meant it until the header is fixed. Headers in English or Thai, in any casing and spacing,
are known (see README, "Decklist text").

Failing:

    legend
    1 Jinx, Loose Cannon
    Tokens:
    2 Sprite

Passing:

    legend
    1 Jinx, Loose Cannon
    ไซด์บอร์ด:
    2 Charm
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC011"
RULE = None
DOCUMENT = None
NAME = "input.unknown-section"
SEVERITY = "error"
MESSAGES = {
    "unknown-section": Message(
        en="“{header}” is not a section riftcheck knows; its cards were not checked: {cards}.",
        th="“{header}” ไม่ใช่หัวข้อที่ riftcheck รู้จัก การ์ดใต้หัวข้อนี้จึงไม่ได้ถูกตรวจ: {cards}",
    ),
    "unknown-section-more": Message(
        en="“{header}” is not a section riftcheck knows; its cards were not checked: {cards} and {more} more.",
        th="“{header}” ไม่ใช่หัวข้อที่ riftcheck รู้จัก การ์ดใต้หัวข้อนี้จึงไม่ได้ถูกตรวจ: {cards} และอีก {more} รายการ",
    ),
    "empty-section": Message(
        en="“{header}” is not a section riftcheck knows.",
        th="“{header}” ไม่ใช่หัวข้อที่ riftcheck รู้จัก",
    ),
}
HINTS = {
    "unknown-section": Message(
        en="Use a section header such as Legend:, Champion:, MainDeck:, Battlefields:, Runes: or Sideboard:; "
           "if the line is a card, write its count before it.",
        th="ใช้หัวข้อเช่น Legend:, Champion:, MainDeck:, Battlefields:, Runes: หรือ Sideboard: (หรือ เลเจนด์, แชมเปียน, "
           "เด็คหลัก, สนามรบ, รูน, ไซด์บอร์ด) ถ้าบรรทัดนั้นเป็นการ์ด ให้ใส่จำนวนไว้หน้าชื่อ",
    ),
}
DOC_TH = """การ์ดทุกใบในรายการต้องอยู่ใต้หัวข้อที่ riftcheck รู้จัก

หัวข้อที่ไม่ใช่ส่วนใดของเด็ค (``Tokens:``, ``Maybe:``, ``## Extras``) จะเปิดส่วนของมันเอง การ์ดใต้หัวข้อนั้นไม่ถูกนับรวม
ในหัวข้อก่อนหน้าหรือที่ใดเลย และจะถูกแจ้งพร้อมบรรทัดของหัวข้อ เพื่อไม่ให้หัวข้อที่สะกดผิดย้ายการ์ดไปอยู่ในเด็ครูน
หรือหายไปจากไซด์บอร์ดโดยไม่มีใครรู้ บรรทัดที่มีแต่คำ (``Tokens``) ซึ่งไม่ใช่ชื่อการ์ดก็ถือเป็นหัวข้อแบบนี้
ส่วนบรรทัดที่เป็นชื่อการ์ดถือเป็นการ์ดที่ไม่ได้ใส่จำนวน (RC002) เป็นข้อผิดพลาด เพราะตรวจรายการตามที่ผู้เล่นตั้งใจไม่ได้จนกว่าจะแก้หัวข้อ
หัวข้อภาษาอังกฤษหรือภาษาไทย จะพิมพ์เล็กใหญ่หรือเว้นวรรคแบบใดก็ได้ (ดู README หัวข้อ "Decklist text")

ไม่ผ่าน:

    legend
    1 Jinx, Loose Cannon
    Tokens:
    2 Sprite

ผ่าน:

    legend
    1 Jinx, Loose Cannon
    ไซด์บอร์ด:
    2 Charm
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
SHOWN = 10  # cards named in one finding; the rest are counted


def passes(deck: Deck, context: CheckContext) -> bool:
    return not deck.unknown_sections


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for section in deck.unknown_sections:
        cards = [f"{entry.count} {entry.text}" for entry in section.entries[:SHOWN]]
        more = len(section.entries) - len(cards)
        key = "unknown-section-more" if more else "unknown-section" if cards else "empty-section"
        yield _report(key, context, line=section.line, hint="unknown-section", header=section.header,
                      cards="; ".join(cards), more=more)

"""No tokens anywhere in a deck.

CR 185: tokens are not cards; effects create them during play and they cease to exist outside
the board. Printed token cards (Recruit, Sprite, Gold, ...) only stand in for them, so they can
be in no part of a deck, sideboard included.

Failing:

    main
    3 Recruit

Passing:

    main
    3 Recruit the Vanguard   (a spell that creates Recruit tokens)
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import TOKENS, in_any_zone, known, reporter

CODE = "RC111"
RULE = "185"
DOCUMENT = "CR"
NAME = "deck.tokens"
SEVERITY = "error"
MESSAGES = {
    "token": Message(
        en="{card} is a token; tokens are not cards and cannot be part of a deck.",
        th="{card} เป็นโทเคน โทเคนไม่ใช่การ์ด จึงใส่ในเด็คไม่ได้",
    ),
}
HINTS = {
    "token": Message(
        en="Keep token cards apart from the deck; effects create tokens during play.",
        th="แยกการ์ดโทเคนไว้นอกเด็ค โทเคนถูกสร้างขึ้นระหว่างเกมด้วยเอฟเฟกต์",
    ),
}
DOC_TH = """ห้ามมีโทเคนในส่วนใดของเด็ค

CR 185: โทเคนไม่ใช่การ์ด มันถูกสร้างขึ้นระหว่างเกมด้วยเอฟเฟกต์ และหายไปเมื่อออกจากกระดาน
การ์ดโทเคนที่พิมพ์ออกมา (Recruit, Sprite, Gold ฯลฯ) เป็นแค่ตัวแทน จึงใส่ในส่วนใดของเด็คไม่ได้ รวมถึงไซด์บอร์ด

ไม่ผ่าน:

    main
    3 Recruit

ผ่าน:

    main
    3 Recruit the Vanguard   (สเปลล์ที่สร้างโทเคน Recruit)
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return not in_any_zone(deck, TOKENS)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for zone, item, card in known(deck, *ZONES):
        if card.is_token:
            yield _report("token", context, zone=zone, card=card.name, line=item.line)

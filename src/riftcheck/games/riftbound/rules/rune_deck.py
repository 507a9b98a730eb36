"""The rune deck has exactly 12 runes.

CR 103.4.a: a deck brings a Rune Deck of 12 rune cards, kept apart from the main deck. Any
split between the legend's domains is fine; the domains themselves are checked by RC102.

Failing:

    runes
    6 Fury Rune
    5 Chaos Rune             (11)

Passing:

    runes
    7 Fury Rune
    5 Chaos Rune
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import UNCERTAIN_HINTS, reporter, size_finding, size_messages, size_passes

CODE = "RC108"
RULE = "103.4.a"
DOCUMENT = "CR"
NAME = "deck.runes.size"
SEVERITY = "error"
MESSAGES = size_messages("The number of runes in the rune deck", "เด็ครูนมี {count} ใบ")
HINTS = UNCERTAIN_HINTS
DOC_TH = """เด็ครูนต้องมีรูน 12 ใบพอดี

CR 103.4.a: เด็ครูนมีการ์ดรูน 12 ใบ สับแยกจากเด็คหลัก จะแบ่งจำนวนระหว่างโดเมนของเลเจนด์อย่างไรก็ได้
ส่วนโดเมนของรูนตรวจโดย RC102

ไม่ผ่าน:

    runes
    6 Fury Rune
    5 Chaos Rune             (11 ใบ)

ผ่าน:

    runes
    7 Fury Rune
    5 Chaos Rune
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return size_passes(context.rune_deck, deck, ("runes",))


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    return size_finding(_report, context, context.rune_deck, deck, "runes")

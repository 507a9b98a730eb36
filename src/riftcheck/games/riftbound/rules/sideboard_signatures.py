"""Warn when swapping sideboard Signature cards in could break the Signature limit.

CR 103.3.d.1 limits a deck to 3 Signature cards in total, and after sideboarding the main deck
must still follow the deck-building rules. The sideboard itself is not limited, so this is a
warning: it appears when the Signature cards of the main deck and the sideboard together are
more than 3, because some swap would then break the limit.

Warned:

    main
    3 Highlander
    sideboard
    1 Alpha Strike

Not warned:

    main
    2 Highlander
    sideboard
    1 Alpha Strike
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC202"
RULE = "103.3.d.1"
DOCUMENT = "CR"
NAME = "sideboard.signature"
SEVERITY = "warning"
MESSAGES = {
    "could-exceed": Message(
        en="Signature cards: {sideboard} in the sideboard and {main} in the main deck; "
        "swapping them in could take the deck over the limit of {limit}.",
        th="ไซด์บอร์ดมีการ์ดซิกเนเจอร์ {sideboard} ใบ และเด็คหลักมี {main} ใบ "
        "ถ้าสลับเข้าไปอาจทำให้เด็คมีซิกเนเจอร์เกินโควตา {limit} ใบ",
    ),
}
HINTS = {
    "could-exceed": Message(
        en="When you swap a Signature card in, take a Signature card out.",
        th="เวลาสลับการ์ดซิกเนเจอร์เข้า ให้เอาการ์ดซิกเนเจอร์ออกแทน",
    ),
}
DOC_TH = """เตือนเมื่อการสลับการ์ดซิกเนเจอร์จากไซด์บอร์ดอาจทำให้เกินโควตาซิกเนเจอร์

CR 103.3.d.1 จำกัดการ์ดซิกเนเจอร์ไว้ที่ 3 ใบต่อเด็ค และหลังสลับไซด์บอร์ดแล้ว เด็คหลักต้องยังถูกกติกาการจัดเด็ค
ตัวไซด์บอร์ดเองไม่มีโควตานี้ จึงเป็นแค่คำเตือน: จะเตือนเมื่อซิกเนเจอร์ในเด็คหลักรวมกับในไซด์บอร์ดเกิน 3 ใบ
เพราะการสลับบางแบบจะทำให้เกินโควตา

เตือน:

    main
    3 Highlander
    sideboard
    1 Alpha Strike

ไม่เตือน:

    main
    2 Highlander
    sideboard
    1 Alpha Strike
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """The sideboard has no Signature card, or main deck and sideboard together keep the limit."""
    if not deck.facts()["sideboard"].signed:
        return True
    return deck.signature_copies("champion", "main", "sideboard") <= context.signature_limit


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    main = deck.signature_copies("champion", "main")
    sideboard = deck.signature_copies("sideboard")
    limit = context.signature_limit
    if sideboard and main + sideboard > limit:
        first, card = deck.facts()["sideboard"].signed[0]
        yield _report("could-exceed", context, zone="sideboard", card=card.name, line=first.line,
                      number=context.signature_rule, sideboard=sideboard, main=main, limit=limit)

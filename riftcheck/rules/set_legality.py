"""Every card is from a set released by the checked date.

TR 601.2.a: a card is legal when it is from a set legal in the format, or shares its name with
a card from such a set. So a name becomes legal on the release of its first Standard set, and
a reprint or promotional printing of a legal name is legal too. A name printed only in
promotional pools or only in sets not yet released on the --as-of date is not legal. Casual
play does not check sets.

{facts}

Failing (constructed, 2026-07-01):

    main
    3 Spiderling             (Vendetta, released 2026-07-31)

Passing (constructed, 2026-08-01):

    main
    3 Spiderling
"""

from __future__ import annotations

from typing import Iterator

from riftcheck.deck import Deck
from riftcheck.decklist.model import ZONES
from riftcheck.findings import Finding, Message
from riftcheck.formats import CheckContext
from riftcheck.rules import from_data
from riftcheck.rules.base import known, reporter

CODE = "RC302"
RULE = "601.2.a"
DOCUMENT = "TR"
NAME = "legality.set"
FACTS = from_data.set_releases
SEVERITY = "error"
MESSAGES = {
    "not-yet": Message(
        en="{card} is not legal until {released}, when its first set ({set}) is released.",
        th="{card} ยังใช้ไม่ได้จนกว่าจะถึง {released} วันที่ชุดแรกของการ์ดนี้ ({set}) วางจำหน่าย",
    ),
    "promo-only": Message(
        en="{card} is printed only in promotional sets ({sets}), which do not make a card legal.",
        th="{card} มีพิมพ์เฉพาะในชุดโปรโมชัน ({sets}) ซึ่งไม่ทำให้การ์ดใช้แข่งได้",
    ),
}
HINTS = {
    "not-yet": Message(
        en="Check with --as-of the date of your event.",
        th="ลองตรวจด้วย --as-of เป็นวันที่ของงานแข่ง",
    ),
}
DOC_TH = """การ์ดทุกใบต้องมาจากชุดที่วางจำหน่ายแล้วในวันที่ตรวจ

TR 601.2.a: การ์ดใช้ได้เมื่อมาจากชุดที่ใช้ได้ในรูปแบบนั้น หรือมีชื่อเดียวกับการ์ดจากชุดดังกล่าว ชื่อการ์ดจึงใช้ได้
ตั้งแต่วันที่ชุด Standard ชุดแรกที่มีชื่อนั้นวางจำหน่าย และการ์ดพิมพ์ซ้ำหรือการ์ดโปรโมชันของชื่อที่ใช้ได้ก็ใช้ได้ด้วย
ส่วนชื่อที่มีพิมพ์เฉพาะในชุดโปรโมชันหรือเฉพาะในชุดที่ยังไม่วางจำหน่ายในวันที่ระบุด้วย --as-of
ใช้ไม่ได้ การเล่นแบบ casual ไม่ตรวจชุดการ์ด

{facts}

ไม่ผ่าน (constructed, 2026-07-01):

    main
    3 Spiderling             (ชุด Vendetta วางจำหน่าย 2026-07-31)

ผ่าน (constructed, 2026-08-01):

    main
    3 Spiderling
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """Sets are not checked, or every card is one already found released by the date."""
    return not context.set_legality or context.all_released(deck.known_names())


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    if not context.set_legality:
        return
    for zone, item, card in known(deck, *ZONES):
        if card.is_token:
            continue  # RC111 reports it; a token is never legal in a deck
        first = context.first_release(card)
        if first is None:
            yield _report("promo-only", context, zone=zone, card=card.name, line=item.line, sets=list(card.sets))
        elif first[0] > context.as_of:
            yield _report("not-yet", context, zone=zone, card=card.name, line=item.line,
                          released=first[0], set=first[1])

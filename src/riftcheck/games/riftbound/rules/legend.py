"""A deck has exactly one Champion Legend.

CR 103.2: every deck brings one Champion Legend; it starts in the Legend Zone and sets the
deck's Domain Identity. No legend, or more than one legend card (counting copies), fails. A
card of another type in the legend section is reported by RC112. In sealed and draft the legend
is optional (TR 602.4.a.5, 602.4.b.6): a deck without one is noted by RC121, not failed.

Failing:

    legend
    1 Jinx, Loose Cannon
    1 Kai'Sa, Daughter of the Void

Passing:

    legend
    1 Jinx, Loose Cannon
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import known, reporter

CODE = "RC101"
RULE = "103.2"
DOCUMENT = "CR"
NAME = "deck.legend.count"
SEVERITY = "error"
MESSAGES = {
    "missing": Message(
        en="The deck has no Champion Legend; it needs exactly one.",
        th="เด็คนี้ไม่มีแชมเปียนเลเจนด์ ต้องมี 1 ใบพอดี",
    ),
    "several": Message(
        en="The deck has {count} Champion Legends; it needs exactly one.",
        th="เด็คนี้มีแชมเปียนเลเจนด์ {count} ใบ ต้องมี 1 ใบพอดี",
    ),
}
HINTS = {
    "several": Message(
        en="Keep the legend you play and remove the others.",
        th="เก็บเลเจนด์ที่จะใช้ไว้ใบเดียว แล้วเอาใบอื่นออก",
    ),
}
DOC_TH = """เด็คต้องมีแชมเปียนเลเจนด์ 1 ใบพอดี

CR 103.2: ทุกเด็คต้องมีแชมเปียนเลเจนด์ 1 ใบ วางในโซนเลเจนด์ตั้งแต่เริ่มเกม และเป็นตัวกำหนดอัตลักษณ์โดเมนของเด็ค
ถ้าไม่มีเลเจนด์เลย หรือมีการ์ดเลเจนด์มากกว่าหนึ่งใบ (นับทุกใบที่ซ้ำกันด้วย) ถือว่าไม่ผ่าน
การ์ดประเภทอื่นที่อยู่ในหัวข้อเลเจนด์จะถูกแจ้งโดย RC112 ในฟอร์แมต Sealed และ Draft จะมีเลเจนด์หรือไม่ก็ได้
(TR 602.4.a.5, 602.4.b.6) เด็คที่ไม่มีเลเจนด์จึงได้เพียงข้อความแจ้งจาก RC121 ไม่ถือว่าไม่ผ่าน

ไม่ผ่าน:

    legend
    1 Jinx, Loose Cannon
    1 Kai'Sa, Daughter of the Void

ผ่าน:

    legend
    1 Jinx, Loose Cannon
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
_ONLY_LEGENDS = frozenset({"Legend"})


def passes(deck: Deck, context: CheckContext) -> bool:
    """The legend section is one copy of one card, and that card is a legend."""
    listed = deck.facts()["legend"]
    return listed.count == 1 and listed.types == _ONLY_LEGENDS


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    legends = [(item, card) for _zone, item, card in known(deck, "legend") if card.is_legend]
    count = sum(item.count for item, _card in legends)
    if count > 1:
        second = legends[1][0] if len(legends) > 1 else legends[0][0]
        yield _report("several", context, zone="legend", card=second.name, line=second.line, count=count)
    elif count == 0 and deck.unknown_count("legend") == 0 and context.limited is None:
        yield _report("missing", context, zone="legend")

"""The deck has one Chosen Champion: a champion unit carrying the legend's champion tag.

CR 103.3.a.2: the Chosen Champion must be a unit with the Champion supertype whose champion tag
matches the Champion Legend's. CR 103.3.d.3: a Signature card is never a champion unit, so it
can never be the Chosen Champion (Tibbers carries the Annie tag but is a Signature unit). A
deck without a Chosen Champion, or with more than one card marked as it, fails. In sealed and
draft any champion unit may be chosen whatever its tag (TR 602.4.a.3.a; its domains are checked
by RC120), and the Chosen Champion is optional (602.4.a.5; RC121 notes its absence). A champion
unit whose champion tag the preview data leaves open is not checked against the legend's;
RC009 says so.

Failing:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Viktor, Leader          (Viktor tag, not Jinx)

Passing:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Jinx, Rebel
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.cards.model import Card
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import deck_legend, known, reporter

CODE = "RC104"
RULE = "103.3.a.2"
DOCUMENT = "CR"
NAME = "deck.champion"
SEVERITY = "error"
MESSAGES = {
    "missing": Message(
        en="The deck has no Chosen Champion.",
        th="เด็คนี้ไม่มีแชมเปียนที่เลือก",
    ),
    "several": Message(
        en="{count} cards are marked as the Chosen Champion; there can be only one.",
        th="มีการ์ด {count} ใบที่ระบุเป็นแชมเปียนที่เลือก ต้องมีใบเดียว",
    ),
    "signature": Message(
        en="{card} is a Signature card and cannot be the Chosen Champion.",
        th="{card} เป็นการ์ดซิกเนเจอร์ ใช้เป็นแชมเปียนที่เลือกไม่ได้",
    ),
    "not-champion": Message(
        en="{card} is not a champion unit, so it cannot be the Chosen Champion.",
        th="{card} ไม่ใช่ยูนิตแชมเปียน จึงใช้เป็นแชมเปียนที่เลือกไม่ได้",
    ),
    "wrong-tag": Message(
        en="{card} does not carry the {tag} champion tag of the Champion Legend.",
        th="{card} ไม่มีแท็กแชมเปียน {tag} ที่ตรงกับแชมเปียนเลเจนด์",
    ),
}
HINTS = {
    "missing": Message(
        en="Add a champion unit with the {tag} tag, e.g. in a “Champion” section.",
        th="เพิ่มยูนิตแชมเปียนที่มีแท็ก {tag} เช่น ใส่ไว้ในหัวข้อ “Champion”",
    ),
    "several": Message(
        en="Keep one Chosen Champion; other copies go in the main deck.",
        th="เก็บแชมเปียนที่เลือกไว้ใบเดียว ใบที่เหลือย้ายไปไว้ในเด็คหลัก",
    ),
    "choose": Message(
        en="Choose a champion unit with the {tag} tag.",
        th="เลือกยูนิตแชมเปียนที่มีแท็ก {tag}",
    ),
}
DOC_TH = """เด็คต้องมีแชมเปียนที่เลือก 1 ใบ และต้องเป็นยูนิตแชมเปียนที่มีแท็กแชมเปียนตรงกับเลเจนด์

CR 103.3.a.2: แชมเปียนที่เลือกต้องเป็นยูนิตที่มี supertype Champion และมีแท็กแชมเปียนตรงกับแชมเปียนเลเจนด์
CR 103.3.d.3: การ์ดซิกเนเจอร์ไม่ใช่ยูนิตแชมเปียน จึงเป็นแชมเปียนที่เลือกไม่ได้เลย (Tibbers มีแท็ก Annie
แต่เป็นยูนิตซิกเนเจอร์) เด็คที่ไม่มีแชมเปียนที่เลือก หรือระบุไว้มากกว่าหนึ่งใบ ถือว่าไม่ผ่าน ในฟอร์แมต Sealed และ Draft เลือกยูนิตแชมเปียนใบไหนก็ได้
ไม่ต้องมีแท็กตรงกับเลเจนด์ (TR 602.4.a.3.a โดเมนของมันตรวจโดย RC120) และจะไม่มีแชมเปียนที่เลือกก็ได้
(602.4.a.5 RC121 แจ้งไว้ให้ทราบ)
ยูนิตแชมเปียนที่ข้อมูลพรีวิวยังไม่มีแท็กแชมเปียนจะไม่ถูกเทียบกับแชมเปียนของเลเจนด์ โดย RC009 จะแจ้งไว้แทน

ไม่ผ่าน:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Viktor, Leader          (แท็ก Viktor ไม่ใช่ Jinx)

ผ่าน:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Jinx, Rebel
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """One copy is chosen, and unless it is unidentified it is a fitting Champion unit."""
    chosen = deck.facts()["champion"]
    if chosen.count != 1:
        return False
    tag = _required_tag(deck, context)
    for _zone, _item, card in chosen.known:
        if _problem(card, tag) is not None:
            return False
    return True


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    tag = _required_tag(deck, context)
    chosen = deck.cards("champion")
    count = sum(item.count for item in chosen)
    if count == 0 and context.limited is None:
        yield _report("missing", context, zone="champion", number=context.citation(CODE, "count"),
                      hint="missing" if tag else "", tag=tag)
    elif count > 1:
        yield _report("several", context, zone="champion", line=chosen[0].line, number=context.citation(CODE, "count"),
                      count=count)
    for _zone, item, card in known(deck, "champion"):
        problem = _problem(card, tag)
        if problem:
            number = context.citation(CODE, "signature") if problem == "signature" else RULE
            yield _report(problem, context, zone="champion", card=card.name, line=item.line, number=number,
                          hint="choose" if tag else "", tag=tag)


def _required_tag(deck: Deck, context: CheckContext) -> str | None:
    """The champion tag the Chosen Champion must carry: the legend's, except in limited play,
    where any champion unit inside the identity will do (RC120 checks the identity)."""
    legend = deck_legend(deck)
    return legend.champion_tag if legend and context.limited is None else None


def _problem(card: Card, tag: str | None) -> str | None:
    if card.is_signature:
        return "signature"
    if not card.is_champion_unit:
        return "not-champion"
    if tag is not None and tag not in card.tags and "champion" not in card.unknown:
        return "wrong-tag"
    return None

"""Say which of the deck's cards were checked against preview data, and what it leaves open.

A set's cards may be known only from preview data (data/cards/RAD.yaml is marked
`status: provisional`) until complete card data exists. A deck holding such cards is checked
with the preview's facts, and its verdict says so in one line: the cards were checked against
preview data of the snapshot's date and should be confirmed with the official card gallery.
Every other finding about such a card ends with the same caveat.

Where the preview leaves a fact open (the sources disagree on a card's domains, or it lacks a
Signature or champion card's champion tag), RC006 reports the check that could not be made,
and the deck is unconfirmed.

Reported (as information):

    legend
    1 Ekko, Boy Who Shattered Time      (a Radiance legend from the preview)

Not reported:

    legend
    1 Viktor, Herald of the Arcane      (no card from preview data)
    main
    3 Stupefy
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules import champion, identity, signature_tag, unknown_fact
from riftcheck.games.riftbound.rules.base import PROVISIONAL, in_any_zone, reporter

CODE = "RC009"
RULE = None
DOCUMENT = None
NAME = "data.preview"
SEVERITY = "info"
MESSAGES = {
    "preview": Message(
        en="This deck's {set} cards were checked against preview data of {snapshot}; confirm them with the "
           "official card gallery.",
        th="การ์ด {set} ในเด็คนี้ตรวจกับข้อมูลพรีวิววันที่ {snapshot} ควรตรวจยืนยันกับแกลเลอรีการ์ดทางการอีกครั้ง",
    ),
}
HINTS = {
    "preview": Message(en="Cards from the preview: {cards}.", th="การ์ดจากข้อมูลพรีวิว: {cards}"),
}
DOC_TH = """บอกว่าการ์ดใบไหนในเด็คตรวจกับข้อมูลพรีวิว และข้อมูลพรีวิวยังไม่ยืนยันอะไรบ้าง

การ์ดของบางชุดอาจมีแค่ข้อมูลพรีวิว (data/cards/RAD.yaml มี `status: provisional`) จนกว่าจะมีข้อมูลการ์ดครบ
เด็คที่มีการ์ดแบบนี้จะตรวจด้วยข้อมูลพรีวิว และผลตรวจจะมีหนึ่งบรรทัดบอกว่าการ์ดเหล่านั้นตรวจกับข้อมูลพรีวิวของวันที่ใด
ควรตรวจยืนยันกับแกลเลอรีการ์ดทางการ ข้อความอื่นที่พูดถึงการ์ดเหล่านั้นจะมีหมายเหตุเดียวกันต่อท้าย

ถ้าข้อมูลพรีวิวยังไม่ยืนยันข้อเท็จจริงใด (แหล่งข้อมูลบอกโดเมนไม่ตรงกัน หรือไม่มีแท็กแชมเปียนของการ์ดซิกเนเจอร์หรือแชมเปียน)
RC006 จะแจ้งสิ่งที่ตรวจไม่ได้ และเด็คจะเป็น "ยืนยันไม่ได้"

แจ้ง (เป็นข้อมูล):

    legend
    1 Ekko, Boy Who Shattered Time      (เลเจนด์ชุด Radiance จากข้อมูลพรีวิว)

ไม่แจ้ง:

    legend
    1 Viktor, Herald of the Arcane      (ไม่มีการ์ดจากข้อมูลพรีวิว)
    main
    3 Stupefy
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
# Rules whose findings also rest on the legend's facts, not only on the card they name.
_READ_THE_LEGEND = frozenset({identity.CODE, champion.CODE, signature_tag.CODE})
_ABOUT_THE_PREVIEW = frozenset({CODE, unknown_fact.CODE})  # findings that say so already


def passes(deck: Deck, context: CheckContext) -> bool:
    """No card of the deck has its facts from preview data."""
    return not _has_preview_cards(deck)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    cards = _from_preview(deck)
    for basis in dict.fromkeys(cards.values()):
        set_name, snapshot = basis
        names = [name for name, of in cards.items() if of == basis]
        yield _report("preview", context, hint="preview", set=set_name, snapshot=snapshot, cards="; ".join(names))


def mark(deck: Deck, findings: list[Finding]) -> list[Finding]:
    """The findings, each one that rests on preview facts saying so."""
    if not findings or not _has_preview_cards(deck):
        return findings
    cards = _from_preview(deck)
    legend = deck.legend
    legend_basis = legend.provisional.source if legend is not None and legend.provisional else None
    marked = []
    for finding in findings:
        basis = cards.get(finding.card) if finding.card else None
        if basis is None and finding.code in _READ_THE_LEGEND:
            basis = legend_basis
        if basis is not None and finding.code not in _ABOUT_THE_PREVIEW:
            finding = finding.replaced(provisional=basis)
        marked.append(finding)
    return marked


def _has_preview_cards(deck: Deck) -> bool:
    return in_any_zone(deck, PROVISIONAL)


def _from_preview(deck: Deck) -> dict[str, tuple[str, str]]:
    """The name of every card of the deck whose facts come from preview data, in decklist order,
    with the set and snapshot day they come from."""
    facts = deck.facts()
    return {card.name: card.provisional.source for zone in ZONES for card in facts[zone].provisional}

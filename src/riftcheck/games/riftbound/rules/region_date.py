"""A set's release date in the event's region is unknown, so the deck cannot be confirmed.

TR 601.2.b: until release dates are in parity, a card is legal from its set's launch in the
event's region. With --region, a card whose every released printing is in a set riftcheck has
no date for in that region may or may not be legal there: the region's first set and the set's
first launch anywhere are past (before them RC302 reports the card as not legal yet), but
whether the set was out in the region by the checked date is not known. Each such set is
reported once, as a warning riftcheck could not decide, and the deck is UNCONFIRMED until the
regional date is known (a data edit in data/formats/sets.yaml, or a user's formats file).

Unconfirmed (constructed, 2026-10-01, --region kr: Unleashed has no Korean date):

    main
    1 Atakhan                      (Unleashed)

Passing (constructed, 2026-10-01, --region kr: Origins is out in Korea from 2026-09-18):

    main
    3 Jinx, Rebel
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import BLANK_BATTLEFIELD, ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import known, reporter
from riftcheck.games.riftbound.rules.set_legality import region_names

CODE = "RC007"
RULE = "601.2.b"
DOCUMENT = "TR"
NAME = "legality.region-date-unknown"
SEVERITY = "warning"
MESSAGES = {
    "unknown": Message(
        en="riftcheck has no {region} release date for {set}, so it cannot decide whether {card} was legal {where} "
           "on {as_of}.",
        th="riftcheck ไม่มีวันวางจำหน่ายของ {set} ใน{region} จึงตัดสินไม่ได้ว่า {card} ใช้{where}ได้หรือไม่ในวันที่ {as_of}",
    ),
}
HINTS = {
    "unknown": Message(
        en="Check the set's release {where} by hand, or add its date to a formats file. What riftcheck knows: "
           "{source}",
        th="ตรวจวันวางจำหน่ายของชุดนี้{where}ด้วยตนเอง หรือเพิ่มวันที่ลงในไฟล์ formats สิ่งที่ riftcheck รู้: {source}",
    ),
}
DOC_TH = """ไม่ทราบวันวางจำหน่ายของชุดการ์ดในภูมิภาคที่จัดงาน เด็คจึงยืนยันไม่ได้

TR 601.2.b: ระหว่างที่วันวางจำหน่ายแต่ละภูมิภาคยังไม่ตรงกัน การ์ดใช้ได้ตั้งแต่ชุดของการ์ดวางจำหน่ายในภูมิภาคที่จัดงาน
เมื่อระบุ --region การ์ดที่ทุกชุดที่วางจำหน่ายแล้วไม่มีวันที่ในภูมิภาคนั้นอาจใช้ได้หรือไม่ได้ก็ได้ ชุดแรกของภูมิภาคและการวางจำหน่าย
ครั้งแรกของชุดนั้นผ่านไปแล้ว (ก่อนหน้านั้น RC302 แจ้งว่ายังใช้ไม่ได้) แต่ไม่รู้ว่าชุดนั้นวางจำหน่ายในภูมิภาคแล้วหรือยัง ณ วันที่ตรวจ
จะแจ้งชุดละหนึ่งครั้งเป็นคำเตือนที่ riftcheck ตัดสินไม่ได้ และเด็คจะเป็น "ยืนยันไม่ได้" จนกว่าจะรู้วันที่ของภูมิภาค
(แก้ข้อมูลใน data/formats/sets.yaml หรือไฟล์ formats ของผู้ใช้)

ยืนยันไม่ได้ (constructed, 2026-10-01, --region kr: Unleashed ไม่มีวันที่ของเกาหลี):

    main
    1 Atakhan                      (Unleashed)

ผ่าน (constructed, 2026-10-01, --region kr: Origins วางจำหน่ายในเกาหลีตั้งแต่ 2026-09-18):

    main
    3 Jinx, Rebel
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS, undecided=True)


def passes(deck: Deck, context: CheckContext) -> bool:
    """No region, no set legality, or every card found released by a date of the region's own."""
    return context.region is None or not context.set_legality or context.all_released(deck.known_names())


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    if context.region is None or not context.set_legality:
        return
    reported: set[str] = set()
    for zone, item, card in known(deck, *ZONES):
        if card.is_token or card.name == BLANK_BATTLEFIELD:
            continue
        first = context.first_release(card)
        if first is None:
            continue
        released, code = first
        release = context.release(context.sets[code])
        if released <= context.as_of and not release.regional and code not in reported:
            reported.add(code)
            yield _report("unknown", context, zone=zone, card=card.name, line=item.line, set=code,
                          as_of=context.as_of, source=release.source, **region_names(context))

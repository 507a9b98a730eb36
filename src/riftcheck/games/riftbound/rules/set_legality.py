"""Every card is from a set released by the checked date.

TR 601.2.a: a card is legal when it is from a set legal in the format, or shares its name with
a card from such a set. So a name becomes legal on the release of its first Standard set, and
a reprint or promotional printing of a legal name is legal too. A name printed only in
promotional pools or only in sets not yet released on the --as-of date is not legal. Casual
play does not check sets.

{facts}

TR 601.2.b: until release dates are in parity, legality follows the launch date in the event's
region. With --region (cn: Mainland China, kr: South Korea) the region's dates are used, and the
finding names the region and cites 601.2.b; without it, the English release dates. Where the data
has no date for a set in that region, no set is legal there before the region's first set (Korea:
Origins, 2026-09-18) nor before the set's first launch anywhere: a card checked before the later
of the two is not legal. After it, riftcheck cannot tell, and RC007 makes the deck unconfirmed.

Failing (constructed, 2026-07-01):

    main
    3 Spiderling             (Vendetta, released 2026-07-31)

Passing (constructed, 2026-08-01):

    main
    3 Spiderling

Passing (constructed, 2026-04-19, --region cn: Unleashed was legal in China from 2026-04-10):

    main
    3 Stacked Deck
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import BLANK_BATTLEFIELD, ZONES
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules import from_data
from riftcheck.games.riftbound.rules.base import known, reporter

CODE = "RC302"
RULE = "601.2.a"
DOCUMENT = "TR"
NAME = "legality.set"
FACTS = from_data.set_releases
SEVERITY = "error"
MESSAGES = {
    "not-yet": Message(
        en="{card} is not legal until {released}, when its first set ({set}) is released {where}.",
        th="{card} ยังใช้ไม่ได้จนกว่าจะถึง {released} วันที่ชุดแรกของการ์ดนี้ ({set}) วางจำหน่าย{where}",
    ),
    "not-yet-fallback": Message(
        en="{card} is not legal {where} before {released}: riftcheck has no {region} release date for its first set "
           "({set}), and no set can be legal there before both the region's first set and the set's first launch.",
        th="{card} ยังใช้{where}ไม่ได้ก่อน {released} riftcheck ไม่มีวันวางจำหน่ายของชุดแรกของการ์ดนี้ ({set}) ใน{region} "
           "และไม่มีชุดใดใช้ได้ที่นั่นก่อนชุดแรกของภูมิภาคนั้นและก่อนที่ชุดนี้จะวางจำหน่ายครั้งแรก",
    ),
    "promo-only": Message(
        en="{card} is printed only in promotional sets ({sets}), which do not make a card legal.",
        th="{card} มีพิมพ์เฉพาะในชุดโปรโมชัน ({sets}) ซึ่งไม่ทำให้การ์ดใช้แข่งได้",
    ),
}
_REGION_HINT = Message(
    en="Check with --as-of the date of your event and --region its region (TR 601.2.b). Date from: {source}",
    th="ลองตรวจด้วย --as-of เป็นวันที่ของงานแข่ง และ --region เป็นภูมิภาคของงาน (TR 601.2.b) ที่มาของวันที่: {source}",
)
HINTS = {"not-yet": _REGION_HINT, "not-yet-fallback": _REGION_HINT}
REGIONAL_RULE = "601.2.b"
DOC_TH = """การ์ดทุกใบต้องมาจากชุดที่วางจำหน่ายแล้วในวันที่ตรวจ

TR 601.2.a: การ์ดใช้ได้เมื่อมาจากชุดที่ใช้ได้ในรูปแบบนั้น หรือมีชื่อเดียวกับการ์ดจากชุดดังกล่าว ชื่อการ์ดจึงใช้ได้
ตั้งแต่วันที่ชุด Standard ชุดแรกที่มีชื่อนั้นวางจำหน่าย และการ์ดพิมพ์ซ้ำหรือการ์ดโปรโมชันของชื่อที่ใช้ได้ก็ใช้ได้ด้วย
ส่วนชื่อที่มีพิมพ์เฉพาะในชุดโปรโมชันหรือเฉพาะในชุดที่ยังไม่วางจำหน่ายในวันที่ระบุด้วย --as-of
ใช้ไม่ได้ ฟอร์แมต Casual ไม่ตรวจชุดการ์ด

{facts}

TR 601.2.b: ระหว่างที่วันวางจำหน่ายแต่ละภูมิภาคยังไม่ตรงกัน การ์ดใช้ได้ตามวันวางจำหน่ายในภูมิภาคที่จัดงาน
เมื่อระบุ --region (cn: จีนแผ่นดินใหญ่, kr: เกาหลีใต้) จะใช้วันที่ของภูมิภาคนั้น และผลตรวจจะบอกชื่อภูมิภาคพร้อมอ้าง 601.2.b
ถ้าไม่ระบุ จะใช้วันวางจำหน่ายฉบับภาษาอังกฤษ ถ้าข้อมูลไม่มีวันที่ของชุดใดในภูมิภาคนั้น ชุดนั้นจะใช้ที่นั่นไม่ได้ก่อนชุดแรกของภูมิภาค
(เกาหลีใต้: Origins, 2026-09-18) และก่อนที่ชุดนั้นจะวางจำหน่ายครั้งแรกที่ใดก็ตาม การ์ดที่ตรวจก่อนวันที่ช้ากว่าของสองวันนี้จึงใช้ไม่ได้
หลังจากนั้น riftcheck ตัดสินไม่ได้ และ RC007 จะทำให้เด็คเป็น "ยืนยันไม่ได้"

ไม่ผ่าน (constructed, 2026-07-01):

    main
    3 Spiderling             (ชุด Vendetta วางจำหน่าย 2026-07-31)

ผ่าน (constructed, 2026-08-01):

    main
    3 Spiderling

ผ่าน (constructed, 2026-04-19, --region cn: Unleashed ใช้แข่งในจีนได้ตั้งแต่ 2026-04-10):

    main
    3 Stacked Deck
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    """Sets are not checked, or every card is one already found released by the date (by a
    date of the region's own: one without such a date is for RC007)."""
    return not context.set_legality or context.all_released(deck.known_names())


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    if not context.set_legality:
        return
    for zone, item, card in known(deck, *ZONES):
        if card.is_token or card.name == BLANK_BATTLEFIELD:
            continue  # RC111 reports a token, RC114 a blank battlefield: neither is a printed card
        first = context.first_release(card)
        if first is None:
            yield _report("promo-only", context, zone=zone, card=card.name, line=item.line, sets=list(card.sets))
            continue
        released, code = first
        if released > context.as_of:
            release = context.release(context.sets[code])
            key = "not-yet" if release.regional else "not-yet-fallback"
            yield _report(key, context, zone=zone, card=card.name, line=item.line, number=_rule(context),
                          released=released, set=code, source=release.source, **region_names(context))


def _rule(context: CheckContext) -> str:
    return RULE if context.region is None else REGIONAL_RULE


def region_names(context: CheckContext) -> dict[str, Message]:
    """The region as the templates name it, bare and as where a set is released, in both languages."""
    region = context.region
    if region is None:
        return _IN_ENGLISH
    if region.code not in _NAMES:
        _NAMES[region.code] = {"region": Message(en=region.name, th=region.name_th),
                               "where": Message(en=f"in {region.name}", th=f"ใน{region.name_th}")}
    return _NAMES[region.code]


_IN_ENGLISH = {"where": Message(en="in English", th="ฉบับภาษาอังกฤษ")}
# Made once per region: findings compare their parameters, and messages compare by identity.
_NAMES: dict[str, dict[str, Message]] = {}


def clear_cache() -> None:
    """Make the region names afresh, from region data edited since (riftcheck.engine.caches)."""
    _NAMES.clear()

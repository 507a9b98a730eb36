"""An unknown card may be from a set riftcheck has no card data for.

When a Standard set was released by the checked date but riftcheck's card data lacks it (its
data predates the set, see `riftcheck data`) or holds only a preview of it (status
provisional), a card riftcheck does not know may simply be one of that set's cards. Such a card
is reported here, apart from misspellings (RC001): once with the plain explanation and how to
add the set (riftcheck import FILE). Its legality cannot be confirmed, so the deck is
UNCONFIRMED, never legal: the finding is a warning riftcheck could not decide. An organiser who
accepts such cards on trust gives `--unknown-new-cards warn`; the deck may then be legal, and
its verdict names every card it took on trust.

A name close to a known one (a misspelling), a known card's name with more written after it
(`Lonely Poro # cheap`: a note riftcheck does not read), a collector code of a set riftcheck
has data for, and a name that shows it is something else (Thai script, a rune or a legend
written short such as `Calm` or `Lillia`, the Magic cards of a Magic list) are left to RC001,
which makes the deck illegal and says what the name looks like.

Unconfirmed (constructed, 2026-11-01, Radiance known from its preview only):

    main
    3 Lumen Warden           (may be a Radiance card the preview lacks)

Passing (constructed, 2026-10-01, before Radiance):

    main
    3 Jinx, Rebel
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.decklist.model import ZONES
from riftcheck.games.riftbound.formats import CardSet, CheckContext
from riftcheck.games.riftbound.rules.base import UNKNOWN, in_any_zone, reporter
from riftcheck.games.riftbound.unknown_names import magic_list, why_unknown

CODE = "RC005"
RULE = None
DOCUMENT = None
NAME = "input.card-from-new-set"
SEVERITY = "warning"  # undecided (the deck is unconfirmed); taken on trust with --unknown-new-cards warn
MESSAGES = {
    "absent": Message(
        en="Unknown card “{card}” in the {zone}: it may be a {set_name} card, and riftcheck has no {set_name} card data.",
        th="ไม่รู้จักการ์ด “{card}” ใน{zone} อาจเป็นการ์ดชุด {set_name} ซึ่ง riftcheck ยังไม่มีข้อมูลการ์ด",
    ),
    "provisional": Message(
        en="Unknown card “{card}” in the {zone}: it may be a {set_name} card riftcheck has no data for; its {set_name} data is a preview.",
        th="ไม่รู้จักการ์ด “{card}” ใน{zone} อาจเป็นการ์ดชุด {set_name} ที่ riftcheck ยังไม่มีข้อมูล เพราะข้อมูลชุด {set_name} ยังเป็นเพียงข้อมูลพรีวิว",
    ),
}
HINTS = {
    "absent": Message(
        en="riftcheck's card data predates {set_name} (released {released}), so the legality of such cards cannot "
           "be confirmed. Add the set's cards with riftcheck import FILE (see riftcheck data).",
        th="ข้อมูลการ์ดของ riftcheck เก่ากว่าชุด {set_name} (วางจำหน่าย {released}) จึงยืนยันไม่ได้ว่าการ์ดเหล่านี้ใช้ได้หรือไม่ "
           "เพิ่มการ์ดของชุดนี้ได้ด้วยคำสั่ง riftcheck import FILE (ดูข้อมูลที่มีด้วย riftcheck data)",
    ),
    "absent-warn": Message(
        en="riftcheck's card data predates {set_name} (released {released}); this deck is accepted with such cards "
           "only because of --unknown-new-cards warn. Add the set's cards with riftcheck import FILE.",
        th="ข้อมูลการ์ดของ riftcheck เก่ากว่าชุด {set_name} (วางจำหน่าย {released}) เด็คนี้ผ่านทั้งที่มีการ์ดเหล่านี้ "
           "เพราะใช้ตัวเลือก --unknown-new-cards warn เท่านั้น เพิ่มการ์ดของชุดนี้ได้ด้วยคำสั่ง riftcheck import FILE",
    ),
    "provisional": Message(
        en="Check such cards by hand, or import the full set with riftcheck import FILE once it is published.",
        th="ตรวจการ์ดเหล่านี้ด้วยตนเอง หรือนำเข้าข้อมูลชุดเต็มด้วยคำสั่ง riftcheck import FILE เมื่อเผยแพร่แล้ว",
    ),
}
DOC_TH = """การ์ดที่ไม่รู้จักอาจมาจากชุดที่ riftcheck ยังไม่มีข้อมูลการ์ด

เมื่อมีชุดการ์ด Standard วางจำหน่ายแล้ว ณ วันที่ตรวจ แต่ข้อมูลการ์ดของ riftcheck ยังไม่มีชุดนั้น (ข้อมูลเก่ากว่าชุด ดูได้ด้วย
`riftcheck data`) หรือมีเพียงข้อมูลพรีวิว (status provisional) การ์ดที่ riftcheck ไม่รู้จักอาจเป็นการ์ดของชุดนั้นเอง
ข้อนี้จะแจ้งการ์ดเหล่านี้แยกจากการสะกดผิด (RC001) พร้อมคำอธิบายหนึ่งครั้งและวิธีเพิ่มชุด (riftcheck import FILE)
เนื่องจากยืนยันไม่ได้ว่าการ์ดใช้ได้ เด็คจึงเป็น "ยืนยันไม่ได้" ไม่มีทางเป็น "ถูกกติกา" (เป็นคำเตือนที่ riftcheck ตัดสินไม่ได้)
ผู้จัดที่ยอมรับการ์ดเหล่านี้ไปก่อนใช้ `--unknown-new-cards warn` แล้วเด็คอาจถูกกติกาได้ และผลการตรวจจะระบุการ์ดทุกใบที่ยอมรับไว้ก่อน

ชื่อที่ใกล้กับชื่อการ์ดที่รู้จัก (สะกดผิด) ชื่อการ์ดที่รู้จักซึ่งมีข้อความอื่นต่อท้าย (`Lonely Poro # cheap` เป็นโน้ตที่ riftcheck
ไม่อ่าน) รหัสการ์ดของชุดที่ riftcheck มีข้อมูล และชื่อที่บอกได้ว่าเป็นอย่างอื่น (เขียนเป็นภาษาไทย รูนหรือเลเจนด์ที่เขียนย่อ
เช่น `Calm` หรือ `Lillia` การ์ด Magic ในเด็คลิสต์ของ Magic) จะแจ้งที่ RC001 แทน ซึ่งทำให้เด็คผิดกติกาและบอกว่าชื่อนั้นดูเหมือนอะไร

ยืนยันไม่ได้ (constructed, 2026-11-01, มีแค่ข้อมูลพรีวิวของชุด Radiance):

    main
    3 Lumen Warden           (อาจเป็นการ์ดชุด Radiance ที่ข้อมูลพรีวิวยังไม่มี)

ผ่าน (constructed, 2026-10-01, ก่อนชุด Radiance):

    main
    3 Jinx, Rebel
"""

_SET_PREFIX = re.compile(r"(?<![A-Za-z])([A-Za-z]{2,4})-(?:SP|R|T)?[0-9]{1,3}", re.IGNORECASE)
_undecided = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS, undecided=True)
_on_trust = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS, on_trust=True)


def may_be_from(item: DeckCard, lacking: tuple[tuple[CardSet, str], ...], context: CheckContext,
                zone: str | None = None, magic: frozenset[str] = frozenset()) -> bool:
    """Whether an unknown entry (in `zone`) may be a card of a set in `lacking`: its collector
    code names such a set; or it has no code of a known set, is no misspelling of a known name,
    and the name itself shows nothing else (unknown_names: Thai script, a rune or a legend
    written short, one of the `magic` names of a Magic list)."""
    if item.card is not None or not lacking:
        return False
    if why_unknown(item.entry.text, zone) is not None or item.entry.text in magic:
        return False
    for written in (item.entry.code, item.entry.text):
        found = _SET_PREFIX.search(written or "")
        if found and found.group(1).upper() in context.sets:
            return any(known.code == found.group(1).upper() for known, _status in lacking)
    # near_miss: a known name misspelt, or followed by more words ("Lonely Poro # cheap").
    return not item.near_miss


def passes(deck: Deck, context: CheckContext) -> bool:
    return not in_any_zone(deck, UNKNOWN)


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    lacking = context.sets_lacking_card_data()
    if not lacking:
        return
    newest, status = lacking[-1]
    absent = [known for known, why in lacking if why == "absent"]
    if absent:
        newest, status = absent[-1], "absent"
    trusted = context.unknown_new_cards == "warn"
    report = _on_trust if trusted else _undecided
    hint = "absent-warn" if status == "absent" and trusted else status
    magic = magic_names(deck)
    for zone in ZONES:
        for item in deck.cards(zone):
            if may_be_from(item, lacking, context, zone, magic):
                yield report(status, context, zone=zone, card=item.entry.text, line=item.line, hint=hint,
                             set_name=newest.name, released=context.release(newest).date)
                hint = ""  # the explanation is given once per deck


def magic_names(deck: Deck) -> frozenset[str]:
    """The unknown names of `deck` that make it a Magic list (unknown_names.magic_list), if any."""
    items = [item for zone in ZONES for item in deck.cards(zone)]
    unknown = [item.entry.text for item in items if item.card is None]
    return frozenset(magic_list(unknown, len(items))) if unknown else frozenset()

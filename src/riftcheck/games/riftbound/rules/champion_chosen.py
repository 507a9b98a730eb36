"""Say which card was taken as the Chosen Champion when the list did not mark one.

A list without a champion section is still checked: the first champion unit in the main deck
that carries the legend's champion tag is taken as the Chosen Champion, and this finding says
so. A registered tournament list must be complete and unambiguous and name the Chosen Champion
itself (TR 401.2): in constructed and 2v2 the finding is a warning that asks for the champion to
be marked; in casual play, which applies the Core Rules only, it is information citing the
Chosen Champion's rule (CR 103.3.a). The severity by format is data (``severities:`` in
data/formats/).

Reported (a warning in constructed, information in casual):

    legend
    1 Jinx, Loose Cannon
    main
    3 Jinx, Rebel        (one copy becomes the Chosen Champion)

Not reported:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Jinx, Rebel
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC003"
RULE = "401.2"
DOCUMENT = "TR"
NAME = "input.champion-chosen"
SEVERITY = "info"
MESSAGES = {
    "chosen": Message(
        en="No Chosen Champion was marked; {card} was taken as the Chosen Champion.",
        th="รายการนี้ไม่ได้ระบุแชมเปียนที่เลือก จึงใช้ {card} เป็นแชมเปียนที่เลือก",
    ),
    "unmarked": Message(
        en="No Chosen Champion was marked; {card} was taken as the Chosen Champion. A registered list must mark it.",
        th="รายการนี้ไม่ได้ระบุแชมเปียนที่เลือก จึงใช้ {card} เป็นแชมเปียนที่เลือก รายการที่ส่งลงทะเบียนต้องระบุแชมเปียนที่เลือกเอง",
    ),
}
HINTS = {
    "chosen": Message(
        en="Name the Chosen Champion in its own section if you meant another card.",
        th="ถ้าตั้งใจใช้ใบอื่น ให้ระบุแชมเปียนที่เลือกแยกไว้ในหัวข้อของมันเอง",
    ),
    "unmarked": Message(
        en="Move one copy of {card} (or the card you meant) into the champion section (TR 401.2).",
        th="ย้าย {card} หนึ่งใบ (หรือการ์ดที่ตั้งใจใช้) ไปไว้ในหัวข้อแชมเปียน (TR 401.2)",
    ),
}
DOC_TH = """บอกว่าใช้การ์ดใบไหนเป็นแชมเปียนที่เลือก เมื่อเด็คลิสต์ไม่ได้ระบุไว้

รายการที่ไม่มีหัวข้อแชมเปียนยังตรวจได้ โดยจะใช้ยูนิตแชมเปียนใบแรกในเด็คหลักที่มีแท็กแชมเปียนตรงกับเลเจนด์
เป็นแชมเปียนที่เลือก แล้วแจ้งไว้ให้รู้ รายการที่ส่งลงทะเบียนในทัวร์นาเมนต์ต้องครบถ้วน ไม่กำกวม และระบุแชมเปียนที่เลือกเอง
(TR 401.2) ในฟอร์แมต Constructed และ 2v2 จึงแจ้งเป็นคำเตือนให้ระบุแชมเปียน ส่วนฟอร์แมต Casual ซึ่งใช้เฉพาะกติกาหลัก แจ้งเป็นข้อมูลโดยอ้างกฎของแชมเปียนที่เลือก (CR 103.3.a)
ระดับความรุนแรงตามฟอร์แมตเก็บเป็นข้อมูล (``severities:`` ใน data/formats/)

แจ้ง (คำเตือนใน constructed ข้อมูลใน casual):

    legend
    1 Jinx, Loose Cannon
    main
    3 Jinx, Rebel        (ใบหนึ่งถูกใช้เป็นแชมเปียนที่เลือก)

ไม่แจ้ง:

    legend
    1 Jinx, Loose Cannon
    champion
    1 Jinx, Rebel
"""

CORE_RULE = "103.3.a"  # the Chosen Champion, cited where the Tournament Rules do not apply
_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return not deck.notes


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    key = "chosen" if context.severity(CODE, SEVERITY) == "info" else "unmarked"
    for note in deck.notes:
        if note.key == "champion-chosen":
            yield _report(key, context, zone=note.zone, card=note.card, line=note.line,
                          number=None if context.applies(DOCUMENT) else CORE_RULE)

"""Say which card was taken as the Chosen Champion when the list did not mark one.

A list without a champion section is still checked: the first champion unit in the main deck
that carries the legend's champion tag is taken as the Chosen Champion, and this note says so.
A registered tournament list must name the Chosen Champion itself (TR 401.2).

Reported (as information):

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

from typing import Iterator

from riftcheck.deck import Deck
from riftcheck.findings import Finding, Message
from riftcheck.formats import CheckContext
from riftcheck.rules.base import reporter

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
}
HINTS = {
    "chosen": Message(
        en="Name the Chosen Champion in its own section if you meant another card.",
        th="ถ้าตั้งใจใช้ใบอื่น ให้ระบุแชมเปียนที่เลือกแยกไว้ในหัวข้อของมันเอง",
    ),
}
DOC_TH = """บอกว่าใช้การ์ดใบไหนเป็นแชมเปียนที่เลือก เมื่อรายการเด็คไม่ได้ระบุไว้

รายการที่ไม่มีหัวข้อแชมเปียนยังตรวจได้ โดยจะใช้ยูนิตแชมเปียนใบแรกในเด็คหลักที่มีแท็กแชมเปียนตรงกับเลเจนด์
เป็นแชมเปียนที่เลือก แล้วแจ้งไว้ให้รู้ ส่วนรายการที่ส่งลงทะเบียนในทัวร์นาเมนต์ต้องระบุแชมเปียนที่เลือกเอง (TR 401.2)

แจ้ง (เป็นข้อมูล):

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

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return not deck.notes


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for note in deck.notes:
        if note.key == "champion-chosen":
            yield _report("chosen", context, zone=note.zone, card=note.card, line=note.line)

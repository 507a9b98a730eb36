"""Every key of a JSON decklist from another tool must be one its reader knows.

The riftboundfr, TCG Arena and Carde.io readers take the keys of their format and knowingly
leave aside the ones that describe rather than register (a tournament's name, a card's rarity).
Any other key is reported with the object it was found in, since it may hold cards that were not
read: a sideboard under a name the reader does not know would otherwise vanish from the check.
The rest of the list is still checked. (riftcheck's own format refuses an unknown key outright.)

Reported (riftboundfr JSON):

    {"legend": "Ahri, Nine-Tailed Fox", "mainDeck": [{"name": "Defy", "quantity": 3}],
     "sideBoard": [{"name": "Defy", "quantity": 1}]}

Not reported:

    {"legend": "Ahri, Nine-Tailed Fox", "mainDeck": [{"name": "Defy", "quantity": 3}],
     "sideboard": [{"name": "Defy", "quantity": 1}]}
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC004"
RULE = None
DOCUMENT = None
NAME = "input.unknown-key"
SEVERITY = "warning"
MESSAGES = {
    "unknown-key": Message(
        en="The key “{name}” ({where}) is not one the {reader} reader knows; whatever it holds was not checked.",
        th="คีย์ “{name}” ({where}) ไม่ใช่คีย์ที่ตัวอ่านรูปแบบ {reader} รู้จัก สิ่งที่อยู่ใต้คีย์นี้จึงไม่ได้ถูกตรวจ",
    ),
    "more-unknown-keys": Message(
        en="{count} more keys are not ones the {reader} reader knows; they were not checked either.",
        th="ยังมีอีก {count} คีย์ที่ตัวอ่านรูปแบบ {reader} ไม่รู้จัก และไม่ได้ถูกตรวจเช่นกัน",
    ),
}
HINTS = {
    "unknown-key": Message(
        en="If it holds cards of the deck, rename it to a key of the format, or convert the list with riftcheck convert.",
        th="ถ้าคีย์นี้มีการ์ดของเด็คอยู่ ให้เปลี่ยนชื่อเป็นคีย์ที่รูปแบบนี้ใช้ หรือแปลงรายการด้วย riftcheck convert",
    ),
}
DOC_TH = """ทุกคีย์ในเด็คลิสต์ JSON จากเครื่องมืออื่นต้องเป็นคีย์ที่ตัวอ่านรู้จัก

ตัวอ่านรูปแบบ riftboundfr, TCG Arena และ Carde.io อ่านคีย์ของรูปแบบนั้น และตั้งใจข้ามคีย์ที่เป็นแค่คำอธิบาย
(ชื่อทัวร์นาเมนต์ ความหายากของการ์ด) ส่วนคีย์อื่นจะถูกแจ้งพร้อมตำแหน่งที่พบ เพราะอาจมีการ์ดที่ไม่ได้ถูกอ่านอยู่ข้างใน
เช่น ไซด์บอร์ดที่ใช้ชื่อคีย์ที่ตัวอ่านไม่รู้จัก ซึ่งไม่อย่างนั้นจะหายไปจากการตรวจโดยไม่มีใครรู้ ส่วนอื่นของรายการยังตรวจต่อตามปกติ
(รูปแบบของ riftcheck เองจะปฏิเสธไฟล์ที่มีคีย์ที่ไม่รู้จักไปเลย)

แจ้ง (JSON ของ riftboundfr):

    {"legend": "Ahri, Nine-Tailed Fox", "mainDeck": [{"name": "Defy", "quantity": 3}],
     "sideBoard": [{"name": "Defy", "quantity": 1}]}

ไม่แจ้ง:

    {"legend": "Ahri, Nine-Tailed Fox", "mainDeck": [{"name": "Defy", "quantity": 3}],
     "sideboard": [{"name": "Defy", "quantity": 1}]}
"""

TOP_LEVEL = Message(en="top level", th="ระดับบนสุดของไฟล์")

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return not deck.unknown_keys


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for unknown in deck.unknown_keys:
        where = unknown.where or TOP_LEVEL
        yield _report("unknown-key", context, name=unknown.key, where=where, reader=deck.input_format)
    if deck.more_unknown_keys:
        yield _report("more-unknown-keys", context, hint="", count=deck.more_unknown_keys, reader=deck.input_format)

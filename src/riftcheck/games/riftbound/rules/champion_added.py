"""Say when a deck code was read as leaving the Chosen Champion's copy out of its main deck.

A deck code points at the Chosen Champion; Piltover Archive also counts that copy among the main
deck cards, while codes published by riftdecks leave it out. A code whose main deck holds one card
fewer than the format's main deck (39 in constructed), the champion's other copies included, is
read the riftdecks way, with the champion's copy added. A Piltover Archive code of a deck one
card short writes the very same code, so this warning says which reading was taken, for the
organiser to confirm the count with the player. A main array without the champion's card is
a riftdecks code beyond doubt and is not reported.

Warned (a riftdecks code: Lillia, 39 main deck cards with 2 Lillia, Fae Fawn, the champion in the trailer):

    CMAAAAAAAAAQCAAAFIAACAIAABMQAAYFAAAC4OR4L5TQCAYAEQBAIACFJYBQEAAAFNOQCAYAFIBAIACSKMBQGAAAFVUXWBADAAQDLVYB3EAQEBAAXUA5CAIAAAAACBAAKI

Not warned (the same deck as Piltover Archive writes it: 3 Lillia, Fae Fawn among 40 main deck cards):

    CMAAAAAAAAAQCAAAFIAACAIAABMQAAYFAAAC4OR4L5TQCAYAEQBQIACFJZJAGAQAAAVV2AIDAAVACBAAKMBQGAAAFVUXWBADAAQDLVYB3EAQEBAAXUA5CAIAAAAACBAAKI
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC013"
RULE = None
DOCUMENT = None
NAME = "input.champion-added"
SEVERITY = "warning"
MESSAGES = {
    "added": Message(
        en="The deck code's main deck holds one card fewer than a full main deck, so the Chosen Champion "
           "{card} was read as not counted in it and one copy was added.",
        th="เด็คหลักในรหัสเด็คนี้ขาดไปหนึ่งใบจากจำนวนเต็ม จึงถือว่าไม่ได้นับแชมเปียนที่เลือก {card} ไว้ และเพิ่มให้หนึ่งใบ",
    ),
}
HINTS = {
    "added": Message(
        en="Confirm with the player how many copies of {card} the deck holds.",
        th="ตรวจกับผู้เล่นว่าเด็คมี {card} กี่ใบ",
    ),
}
DOC_TH = """แจ้งเมื่ออ่านรหัสเด็คแบบที่ไม่ได้นับแชมเปียนที่เลือกไว้ในเด็คหลัก

รหัสเด็คชี้ไปที่แชมเปียนที่เลือก Piltover Archive นับใบนั้นรวมในการ์ดเด็คหลักด้วย แต่รหัสที่ riftdecks เผยแพร่ไม่ได้นับ
รหัสที่เด็คหลักขาดไปหนึ่งใบจากจำนวนเต็มของฟอร์แมต (39 ใบใน constructed นับรวมแชมเปียนใบอื่น) จะอ่านแบบ riftdecks
และเพิ่มแชมเปียนให้หนึ่งใบ รหัสของ Piltover Archive สำหรับเด็คที่ขาดไปหนึ่งใบก็เขียนออกมาเป็นรหัสเดียวกันทุกไบต์
คำเตือนนี้จึงบอกว่าอ่านแบบไหน เพื่อให้ผู้จัดตรวจจำนวนกับผู้เล่นได้ ส่วนรหัสที่ไม่มีการ์ดแชมเปียนอยู่ในเด็คหลักเลย
เป็นรหัสของ riftdecks แน่นอนและไม่แจ้ง

เตือน (รหัสของ riftdecks: Lillia การ์ดเด็คหลัก 39 ใบ มี Lillia, Fae Fawn 2 ใบ และแชมเปียนอยู่ท้ายรหัส):

    CMAAAAAAAAAQCAAAFIAACAIAABMQAAYFAAAC4OR4L5TQCAYAEQBAIACFJYBQEAAAFNOQCAYAFIBAIACSKMBQGAAAFVUXWBADAAQDLVYB3EAQEBAAXUA5CAIAAAAACBAAKI

ไม่เตือน (เด็คเดียวกันแบบที่ Piltover Archive เขียน: Lillia, Fae Fawn 3 ใบในการ์ดเด็คหลัก 40 ใบ):

    CMAAAAAAAAAQCAAAFIAACAIAABMQAAYFAAAC4OR4L5TQCAYAEQBQIACFJZJAGAQAAAVV2AIDAAVACBAAKMBQGAAAFVUXWBADAAQDLVYB3EAQEBAAXUA5CAIAAAAACBAAKI
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return not deck.notes


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    for note in deck.notes:
        if note.key == "champion-added":
            yield _report("added", context, zone=note.zone, card=note.card, line=note.line)

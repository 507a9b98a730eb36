"""The main deck has the size the format requires, the Chosen Champion included.

Constructed (TR 402.1, 601.1.b): exactly 40 cards, counting the Chosen Champion. Casual play
follows the Core Rules (CR 103.3): at least 40, no maximum. Every line in the main deck and
champion sections counts, known or not; when some lines could not be identified the finding
says so, since such a line may belong to another section.

Failing (constructed):

    champion
    1 Jinx, Rebel
    main
    ... 38 more cards      (39 in all)

Passing:

    champion
    1 Jinx, Rebel
    main
    ... 39 more cards      (40 in all)
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import UNCERTAIN_HINTS, reporter, size_finding, size_messages, size_passes

CODE = "RC103"
RULE = "402.1"
DOCUMENT = "TR"
NAME = "deck.main.size"
SEVERITY = "error"
MESSAGES = size_messages(
    "The number of cards in the main deck, Chosen Champion included,",
    "เด็คหลักมี {count} ใบ (นับแชมเปียนที่เลือกแล้ว)",
)
HINTS = UNCERTAIN_HINTS
DOC_TH = """เด็คหลักต้องมีจำนวนใบตามที่ฟอร์แมตกำหนด โดยนับแชมเปียนที่เลือกด้วย

ฟอร์แมต Constructed (TR 402.1, 601.1.b): 40 ใบพอดี นับรวมแชมเปียนที่เลือก ส่วนฟอร์แมต Casual ใช้ Core Rules
(CR 103.3): อย่างน้อย 40 ใบ ไม่มีจำนวนสูงสุด ทุกบรรทัดในหัวข้อเด็คหลักและแชมเปียนถูกนับ ไม่ว่าจะรู้จักการ์ดหรือไม่
ถ้ามีบรรทัดที่ระบุการ์ดไม่ได้ จะบอกไว้ด้วย เพราะบรรทัดนั้นอาจเป็นของหัวข้ออื่น

ไม่ผ่าน (constructed):

    champion
    1 Jinx, Rebel
    main
    ... อีก 38 ใบ      (รวม 39 ใบ)

ผ่าน:

    champion
    1 Jinx, Rebel
    main
    ... อีก 39 ใบ      (รวม 40 ใบ)
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def passes(deck: Deck, context: CheckContext) -> bool:
    return size_passes(context.main_deck, deck, ("champion", "main"))


def check(deck: Deck, context: CheckContext) -> Iterator[Finding]:
    return size_finding(_report, context, context.main_deck, deck, "main", ("champion", "main"))

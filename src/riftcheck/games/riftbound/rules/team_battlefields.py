"""In 2v2, teammates may not use the same battlefields.

CR 491.8.i: no battlefield name may appear in both decks of a 2v2 team. Checked when two decks
are given as a team (riftcheck check --format 2v2 --team A B); each shared battlefield is
reported in each deck, naming the teammate's deck. Blank battlefields of 2v2 sealed are not
named battlefields (TR 602.1.a.3), so both decks may use them.

Failing:

    deck A: battlefields 1 Targon's Peak, 1 Void Gate, 1 The Grand Plaza
    deck B: battlefields 1 Targon's Peak, 1 Zaun Warrens, 1 Bandle Tree

Passing:

    deck A: battlefields 1 Targon's Peak, 1 Void Gate, 1 The Grand Plaza
    deck B: battlefields 1 Altar to Unity, 1 Zaun Warrens, 1 Bandle Tree
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import BLANK_BATTLEFIELD
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import deck_owner, known, reporter

CODE = "RC402"
RULE = "491.8.i"
DOCUMENT = "CR"
NAME = "team.battlefields"
SEVERITY = "error"
MESSAGES = {
    "shared": Message(
        en="The battlefield {card} is also in the teammate's deck ({teammate}); "
        "teammates need different battlefields.",
        th="สนามรบ {card} อยู่ในเด็คของเพื่อนร่วมทีม ({teammate}) ด้วย "
        "เพื่อนร่วมทีมต้องใช้สนามรบต่างกัน",
    ),
}
HINTS = {}
DOC_TH = """ในฟอร์แมต 2v2 เพื่อนร่วมทีมใช้สนามรบเดียวกันไม่ได้

CR 491.8.i: สนามรบชื่อเดียวกันจะอยู่ในทั้งสองเด็คของทีม 2v2 ไม่ได้ จะตรวจเมื่อระบุเด็คสองเด็คเป็นทีม
(riftcheck check --format 2v2 --team A B) และสนามรบที่ซ้ำกันจะถูกแจ้งในรายงานของทั้งสองเด็ค พร้อมชื่อเด็คของเพื่อนร่วมทีม
สนามรบว่างในฟอร์แมต 2v2 Sealed ไม่ใช่สนามรบที่มีชื่อ (TR 602.1.a.3) ทั้งสองเด็คจึงใช้ได้

ไม่ผ่าน:

    เด็ค A: battlefields 1 Targon's Peak, 1 Void Gate, 1 The Grand Plaza
    เด็ค B: battlefields 1 Targon's Peak, 1 Zaun Warrens, 1 Bandle Tree

ผ่าน:

    เด็ค A: battlefields 1 Targon's Peak, 1 Void Gate, 1 The Grand Plaza
    เด็ค B: battlefields 1 Altar to Unity, 1 Zaun Warrens, 1 Bandle Tree
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def check_team(deck: Deck, teammate: Deck, context: CheckContext) -> Iterator[Finding]:
    theirs = {card.name for _zone, _item, card in known(teammate, "battlefields")} - {BLANK_BATTLEFIELD}
    reported: set[str] = set()
    for _zone, item, card in known(deck, "battlefields"):
        if card.name in theirs and card.name not in reported:
            reported.add(card.name)
            yield _report("shared", context, zone="battlefields", card=card.name, line=item.line,
                          teammate=deck_owner(teammate))

"""In 2v2, teammates may not use the same Champion Legend.

CR 491.8.h: the two players of a 2v2 team must bring different Champion Legends. Checked when
two decks are given as a team (riftcheck check --format 2v2 --team A B); each deck's report
names its teammate (the player, else the deck's name, else its file). Different legends of one champion (two Jinx legends) are different cards
and are allowed; no other rule ties teammates' cards, copies or domains together.

Failing:

    deck A: legend 1 Jinx, Loose Cannon
    deck B: legend 1 Jinx, Loose Cannon

Passing:

    deck A: legend 1 Jinx, Loose Cannon
    deck B: legend 1 Viktor, Herald of the Arcane
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import deck_owner, reporter

CODE = "RC401"
RULE = "491.8.h"
DOCUMENT = "CR"
NAME = "team.legend"
SEVERITY = "error"
MESSAGES = {
    "shared": Message(
        en="{card} is also the Champion Legend of the teammate's deck ({teammate}); teammates need different legends.",
        th="{card} เป็นแชมเปียนเลเจนด์ของเด็คเพื่อนร่วมทีม ({teammate}) ด้วย เพื่อนร่วมทีมต้องใช้เลเจนด์ต่างกัน",
    ),
}
HINTS = {}
DOC_TH = """ในฟอร์แมต 2v2 เพื่อนร่วมทีมใช้แชมเปียนเลเจนด์เดียวกันไม่ได้

CR 491.8.h: ผู้เล่นสองคนในทีม 2v2 ต้องใช้แชมเปียนเลเจนด์ต่างกัน จะตรวจเมื่อระบุเด็คสองเด็คเป็นทีม
(riftcheck check --format 2v2 --team A B) และรายงานของแต่ละเด็คจะบอกชื่อเด็คของเพื่อนร่วมทีม
เลเจนด์ต่างใบของแชมเปียนตัวเดียวกัน (เช่น เลเจนด์ Jinx สองแบบ) ถือเป็นคนละใบ ใช้ได้ และไม่มีกติกาอื่นที่ผูก
การ์ด จำนวนใบ หรือโดเมนของเพื่อนร่วมทีมเข้าด้วยกัน

ไม่ผ่าน:

    เด็ค A: legend 1 Jinx, Loose Cannon
    เด็ค B: legend 1 Jinx, Loose Cannon

ผ่าน:

    เด็ค A: legend 1 Jinx, Loose Cannon
    เด็ค B: legend 1 Viktor, Herald of the Arcane
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def check_team(deck: Deck, teammate: Deck, context: CheckContext) -> Iterator[Finding]:
    legend, theirs = deck.legend, teammate.legend
    if legend is not None and theirs is not None and legend.name == theirs.name:
        line = deck.cards("legend")[0].line
        yield _report("shared", context, zone="legend", card=legend.name, line=line, teammate=deck_owner(teammate))

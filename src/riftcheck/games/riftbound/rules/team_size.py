"""In 2v2, every player registers in a team of exactly two.

CR 491: 2v2 (Magma Chamber) is played by two teams of two players. In an organiser's export
checked in 2v2, the registrations are grouped by their team: a team of one registration, or
of three or more, is reported in each of its decks, and so is a registration that names no
team. The pair rules (RC401, RC402) are still checked between every two decks of a team of
three or more. A decklist checked in 2v2 without its teammate's (`--team A B`) gets a
warning, since the team rules could not be checked for it.

Reported registrations:

    export: Ann (team Red), Ben (team Red), Cat (team Red)
    export: Dan (no team)
    riftcheck check --format 2v2 ann.txt     (no teammate given)

Passing registrations:

    export: Ann (team Red), Ben (team Red)
    riftcheck check --format 2v2 --team ann.txt ben.txt
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import deck_owner, reporter

CODE = "RC403"
RULE = "491"
DOCUMENT = "CR"
NAME = "team.size"
SEVERITY = "error"
EXPORT_FORMAT = "cardeio"  # the input format of organisers' exports, whose registrations name teams
MESSAGES = {
    "too-many": Message(
        en="Team {team} has {count} registrations ({players}); a 2v2 team is {size} players.",
        th="ทีม {team} มีผู้ลงทะเบียน {count} คน ({players}) ทีม 2v2 ต้องมีผู้เล่น {size} คน",
    ),
    "alone": Message(
        en="Team {team} has no other registration; a 2v2 team is {size} players.",
        th="ทีม {team} ไม่มีผู้ลงทะเบียนคนอื่น ทีม 2v2 ต้องมีผู้เล่น {size} คน",
    ),
    "no-team": Message(
        en="This registration names no team; in 2v2 every player registers with a teammate.",
        th="การลงทะเบียนนี้ไม่ได้ระบุทีม ในฟอร์แมต 2v2 ผู้เล่นทุกคนต้องลงทะเบียนพร้อมเพื่อนร่วมทีม",
    ),
    "unchecked": Message(
        en="No teammate's deck was checked with this one, so the team rules (different Champion Legends "
        "and battlefields) were not checked.",
        th="ไม่ได้ตรวจเด็คนี้คู่กับเด็คของเพื่อนร่วมทีม จึงยังไม่ได้ตรวจกติกาของทีม (แชมเปียนเลเจนด์และสนามรบต้องต่างกัน)",
    ),
}
HINTS = {
    "too-many": Message(
        en="Register the two players of each team under one team name; a third player needs a team of their own.",
        th="ลงทะเบียนผู้เล่นสองคนของแต่ละทีมภายใต้ชื่อทีมเดียวกัน ผู้เล่นคนที่สามต้องมีทีมของตัวเอง",
    ),
    "alone": Message(
        en="Check the export that holds both teammates' registrations, or name the teammate's team correctly.",
        th="ตรวจไฟล์ที่มีการลงทะเบียนของเพื่อนร่วมทีมทั้งสองคน หรือแก้ชื่อทีมของเพื่อนร่วมทีมให้ตรงกัน",
    ),
    "no-team": Message(
        en="Add the team's name to the registration.",
        th="ใส่ชื่อทีมในการลงทะเบียน",
    ),
    "unchecked": Message(
        en="Check both decklists together: riftcheck check --format 2v2 --team A.txt B.txt",
        th="ตรวจสองเด็คพร้อมกัน: riftcheck check --format 2v2 --team A.txt B.txt",
    ),
}
DOC_TH = """ในฟอร์แมต 2v2 ผู้เล่นทุกคนต้องลงทะเบียนเป็นทีมละสองคนพอดี

CR 491: 2v2 (Magma Chamber) เล่นโดยสองทีม ทีมละสองคน เมื่อตรวจไฟล์ส่งออกของผู้จัดในฟอร์แมต 2v2 การลงทะเบียนจะถูก
จัดกลุ่มตามทีม ทีมที่มีผู้ลงทะเบียนคนเดียว หรือตั้งแต่สามคนขึ้นไป จะถูกแจ้งในทุกเด็คของทีมนั้น และการลงทะเบียนที่ไม่ระบุทีม
ก็จะถูกแจ้งเช่นกัน ส่วนกติกาคู่ (RC401, RC402) ยังตรวจระหว่างทุกคู่เด็คของทีมที่มีสามคนขึ้นไป เด็คที่ตรวจในฟอร์แมต 2v2
โดยไม่ได้ระบุเด็คของเพื่อนร่วมทีม (`--team A B`) จะได้คำเตือน เพราะตรวจกติกาของทีมไม่ได้

การลงทะเบียนที่ถูกแจ้ง:

    ไฟล์ส่งออก: Ann (ทีม Red), Ben (ทีม Red), Cat (ทีม Red)
    ไฟล์ส่งออก: Dan (ไม่มีทีม)
    riftcheck check --format 2v2 ann.txt     (ไม่ได้ระบุเพื่อนร่วมทีม)

การลงทะเบียนที่ผ่าน:

    ไฟล์ส่งออก: Ann (ทีม Red), Ben (ทีม Red)
    riftcheck check --format 2v2 --team ann.txt ben.txt
"""

_error = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)
_warning = reporter(CODE, RULE, "warning", MESSAGES, HINTS)


def check_members(deck: Deck, teammates: list[Deck], context: CheckContext) -> Iterator[Finding]:
    """Findings about the size of `deck`'s team, given the other decks registered in it."""
    size = context.team_players
    if size is None or len(teammates) + 1 == size:
        return
    if teammates:
        players = [deck_owner(member) for member in (deck, *teammates)]
        yield _error("too-many", context, team=deck.team, count=len(players), players=players, size=size)
    elif deck.team is not None:
        yield _error("alone", context, team=deck.team, size=size)
    elif deck.input_format == EXPORT_FORMAT:
        yield _error("no-team", context)
    else:
        yield _warning("unchecked", context)

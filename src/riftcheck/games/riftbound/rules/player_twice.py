"""Every player registers one deck in a run.

A second registration of the same player in one run is reported.

When a run checks several registrations (a folder of decklists, an organiser's export), each
player's name as the decklist gives it is compared with those before it, in any casing and
spacing. The second registration, and each after it, is an error naming where the player
registered first; the first one keeps its own verdict. Names made from file names are not
compared, and two registrations the platform gives different player ids (Carde.io's user id)
are two players of one name.

Reported registrations:

    export.json: Ann Lee, Ben Park, ann  lee

Passing registrations:

    export.json: Ann Lee, Ben Park
"""

from __future__ import annotations

from collections.abc import Iterator

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules.base import reporter

CODE = "RC404"
RULE = None
DOCUMENT = None
NAME = "registration.player-twice"
SEVERITY = "error"
MESSAGES = {
    "twice": Message(
        en="{player} is registered more than once in this run; the first registration is {first}.",
        th="{player} ลงทะเบียนมากกว่าหนึ่งครั้งในการตรวจครั้งนี้ การลงทะเบียนแรกอยู่ที่ {first}",
    ),
}
HINTS = {
    "twice": Message(
        en="Keep one registration per player and withdraw the others.",
        th="ให้ผู้เล่นแต่ละคนมีการลงทะเบียนเดียว และถอนการลงทะเบียนอื่นออก",
    ),
}
DOC_TH = """ผู้เล่นแต่ละคนลงทะเบียนได้เด็คเดียว การลงทะเบียนซ้ำของผู้เล่นคนเดิมในการตรวจครั้งเดียวกันจะถูกแจ้ง

เมื่อตรวจการลงทะเบียนหลายรายการพร้อมกัน (โฟลเดอร์ของเด็คลิสต์ หรือไฟล์ส่งออกของผู้จัด) ชื่อผู้เล่นตามที่เด็คลิสต์ระบุ
จะถูกเทียบกับชื่อก่อนหน้า โดยไม่สนตัวพิมพ์เล็กใหญ่และช่องว่าง การลงทะเบียนครั้งที่สองเป็นต้นไปจะเป็นข้อผิดพลาด พร้อมบอกว่าลงทะเบียน
ครั้งแรกไว้ที่ไหน ส่วนครั้งแรกยังได้ผลตรวจของตัวเองตามเดิม ชื่อที่ได้จากชื่อไฟล์จะไม่ถูกนำมาเทียบ

การลงทะเบียนที่ถูกแจ้ง:

    export.json: Ann Lee, Ben Park, ann  lee

การลงทะเบียนที่ผ่าน:

    export.json: Ann Lee, Ben Park
"""

_report = reporter(CODE, RULE, SEVERITY, MESSAGES, HINTS)


def player_key(player: str) -> str:
    """The form in which two spellings of one player's name compare equal."""
    return " ".join(player.casefold().split())


def check_repeat(player: str, first: str, context: CheckContext) -> Iterator[Finding]:
    """The finding for a registration of `player`, who registered first at `first`."""
    yield _report("twice", context, player=player, first=first)

"""What the desk's tests share: events, organisers and decklists."""

from __future__ import annotations

import datetime

from support import REPO

LEGAL = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
ILLEGAL = (REPO / "examples" / "jinx-draft.txt").read_text(encoding="utf-8")
# A card riftcheck has no data for (after Radiance, whose data is a preview): unconfirmed.
UNCONFIRMED = (REPO / "tests" / "fixtures" / "verdicts" / "lillia-made-up-card.txt").read_text(encoding="utf-8")
# What ILLEGAL breaks on EVENT_DATE, read off the list: 15 main deck cards with the Chosen
# Champion (1 + 3 + 3 + 2 + 3 + 3), four Jinx, Rebel with the champion, Tibbers (a Signature card
# of another champion), the misspelt "Jinxx", two Void Gates, The Arena's Greatest (banned in
# constructed from 2026-07-24) and 11 runes. Rule numbers of the Core and Tournament Rules of
# 2026-10-09. Each: code, rule, line, words of the English message, words of the Thai one.
ILLEGAL_FINDINGS = [
    ("RC103", "402.1", None, "main deck, Chosen Champion included, is 15; it must be exactly 40", "เด็คหลักมี 15 ใบ"),
    ("RC105", "103.3.b", 9, "Jinx, Rebel: 4 copies in the main deck", "Jinx, Rebel มี 4 ใบในเด็คหลัก"),
    ("RC107", "103.3.d.2", 11, "Tibbers is a Signature card without the Jinx champion tag",
     "Tibbers เป็นการ์ดซิกเนเจอร์ที่ไม่มีแท็กแชมเปียน Jinx"),
    ("RC001", None, 13, "Unknown card “Jinxx, Demolitionist”", "ไม่รู้จักการ์ด “Jinxx, Demolitionist”"),
    ("RC110", "103.5.c", 17, "The battlefield Void Gate appears 2 times", "สนามรบ Void Gate มี 2 ใบ"),
    ("RC301", "601.2.d", 18, "The Arena's Greatest is banned in constructed (since 2026-07-24)",
     "The Arena's Greatest ถูกแบนในฟอร์แมต Constructed (ตั้งแต่ 2026-07-24)"),
    ("RC108", "103.4.a", None, "The number of runes in the rune deck is 11; it must be exactly 12", "เด็ครูนมี 11 ใบ"),
]
# Legal until the ban of 2026-03-30 (Obelisk of Power), illegal after it.
BANNED_LATER = (REPO / "examples" / "viktor.txt").read_text(encoding="utf-8")
EVENT_DATE = datetime.date(2026, 11, 29)
# Sealed (tests/fixtures/limited/README.md): a deck, the pool it was built from, and a pool
# with one Stupefy fewer than the deck uses.
LIMITED = REPO / "tests" / "fixtures" / "limited"
SEALED_DECK = (LIMITED / "sealed-deck.txt").read_text(encoding="utf-8")
SEALED_POOL = (LIMITED / "sealed-pool.txt").read_text(encoding="utf-8")
SHORT_POOL = (LIMITED / "pools" / "bob.txt").read_text(encoding="utf-8")
# A list of a Chinese event before Unleashed's English release: legal there by the Chinese dates.
CHINESE_EVENT_LIST = (REPO / "tests" / "fixtures" / "riftboundfr" / "guangzhou-cc-2026-04-19-sideboard.json"
                      ).read_bytes()
HOSTILE_NAMES = [
    "<script>alert(1)</script>",
    "\"quoted' & <b>bold</b>",
    "\u202eevil\u202c name\u200b",
    "\x1b[31mred\x1b[0m",
    "=HYPERLINK(\"http://x\")",
]


def organiser(username: str = "orga", password: str = "a-long-desk-password"):
    from django.contrib.auth import get_user_model

    return get_user_model().objects.create_user(username, password=password, is_staff=True)


def event(owner=None, **fields):
    from riftcheck.desk.registrations import domain

    values = {"name": "Store Championship", "date": EVENT_DATE, "format": "constructed"}
    values.update(fields)
    return domain.create_event(owner or organiser(), **values)

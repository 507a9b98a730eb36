"""What the desk's tests share: events, organisers and decklists."""

from __future__ import annotations

import datetime

from support import REPO

LEGAL = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
ILLEGAL = (REPO / "examples" / "jinx-draft.txt").read_text(encoding="utf-8")
# A card riftcheck has no data for (after Radiance, whose data is a preview): unconfirmed.
UNCONFIRMED = (REPO / "tests" / "fixtures" / "verdicts" / "lillia-made-up-card.txt").read_text(encoding="utf-8")
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

"""Three look-ups a Thai player typed, each finding its entry first: a term asked about by its
count, a description of where dead units go, and Force of Will's Chant-Standby in Thai letters."""

from __future__ import annotations

import pytest

from riftcheck.glossary.search import search
from riftcheck.glossary.store import load


@pytest.mark.parametrize(
    "game,query,expected",
    [
        ("riftbound", "เด็ครูนต้องมีกี่ใบ", "rune-deck"),
        ("riftbound", "เด็คหลักต้องมีกี่ใบ", "main-deck"),
        ("riftbound", "ยูนิตที่ตายแล้วไปอยู่ไหน", "trash"),
        ("fow", "ชานต์สแตนด์บาย", "chant-standby"),
    ],
)
def test_the_entry_meant_comes_first(game, query, expected):
    assert search(load(game), query)[0].entry["id"] == expected

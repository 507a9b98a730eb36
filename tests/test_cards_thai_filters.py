"""`riftcheck cards` takes keywords, card types and domains in Thai, as the glossary names them."""

from __future__ import annotations

import json

import pytest

from support import run_cli


def _names(*args: str) -> list[str]:
    result = run_cli("cards", *args, "-o", "json")
    return [card["name"] for card in json.loads(result.stdout)["cards"]]


@pytest.mark.parametrize("option,thai,english", [
    ("--keyword", "ซุ่มโจมตี", "Ambush"),
    ("--keyword", "แอมบุช", "Ambush"),  # a spelling players type, from the glossary's aliases
    ("--keyword", "\u0e40\u0e40อมบุช", "Ambush"),  # เ typed twice for แ, as the glossary's search forgives
    ("--keyword", "ใบเดียวในเด็ค", "Unique"),
    ("--type", "สเปลล์", "Spell"),
    ("--type", "ยูนิต", "Unit"),
    ("--domain", "สีแดง", "Fury"),
    ("--domain", "ฟิวรี่", "Fury"),
])
def test_a_thai_name_finds_what_the_english_one_finds(option, thai, english):
    found = _names(option, thai)
    assert found and found == _names(option, english)


def test_thai_filters_combine():
    found = _names("--keyword", "ซุ่มโจมตี", "--domain", "สีแดง", "--type", "ยูนิต")
    assert found == _names("--keyword", "Ambush", "--domain", "Fury", "--type", "Unit")
    assert "Morgana, Vindictive" in found


def test_a_thai_word_that_names_no_keyword_finds_nothing():
    result = run_cli("cards", "--keyword", "ทดสอบ")
    assert result.returncode == 1 and "No card matches" in result.stderr

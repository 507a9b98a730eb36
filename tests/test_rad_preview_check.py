"""Checking decks that hold Radiance cards known only from preview data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from support import run_cli

DECK = Path(__file__).parent / "fixtures" / "rad_preview" / "ekko-preview.txt"
AFTER_RELEASE = "2026-11-20"
NOTE_EN = ("This deck's Radiance cards were checked against preview data of 2026-10-08; "
           "confirm them with the official card gallery.")
NOTE_TH = "การ์ด Radiance ในเด็คนี้ตรวจกับข้อมูลพรีวิววันที่ 2026-10-08 ควรตรวจยืนยันกับแกลเลอรีการ์ดทางการอีกครั้ง"


def test_a_deck_of_preview_cards_is_legal_and_its_verdict_says_the_facts_are_provisional():
    result = run_cli("check", str(DECK), "--as-of", AFTER_RELEASE)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "LEGAL" in result.stdout and NOTE_EN in result.stdout


def test_the_note_is_in_thai_too_and_strictness_does_not_fail_on_it():
    result = run_cli("check", str(DECK), "--as-of", AFTER_RELEASE, "--lang", "th", "--strict")
    assert result.returncode == 0 and NOTE_TH in result.stdout


def test_json_carries_the_note_once_as_information():
    result = run_cli("check", str(DECK), "--as-of", AFTER_RELEASE, "-o", "json")
    [deck] = json.loads(result.stdout)["decks"]
    notes = [f for f in deck["findings"] if f["code"] == "RC009"]
    assert deck["legal"] and len(notes) == 1
    assert (notes[0]["severity"], notes[0]["message"]) == ("info", NOTE_EN)


def test_a_finding_about_a_preview_card_says_it_rests_on_the_preview(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK.read_text(encoding="utf-8").replace("3 Riptide Mage", "3 Bedeviling Stranger"),
                    encoding="utf-8")
    result = run_cli("check", str(deck), "--as-of", AFTER_RELEASE, "-o", "json")
    assert result.returncode == 1
    [finding] = [f for f in json.loads(result.stdout)["decks"][0]["findings"] if f["code"] == "RC102"]
    assert finding["card"] == "Bedeviling Stranger"
    assert finding["message"].endswith("(This rests on Radiance preview data of 2026-10-08.)")


@pytest.mark.parametrize("written,name", [
    ("时间刺客", "Ekko, Boy Who Shattered Time"),
    ("Boy Who Shattered Time", "Ekko, Boy Who Shattered Time"),
    ("RAD-168s", "Ekko, Boy Who Shattered Time"),
    ("莫德凯撒，冥途二渡", "Mordekaiser, Twice Slain"),
    ("RAD-020a", "Mordekaiser, Twice Slain"),
    ("The Exile", "Riven, The Exile"),
    ("RAD-173", "Riven, The Exile"),
    ("厄斐琉斯，出尘", "Aphelios, Exalted"),
    ("RAD-R01", "Fury Rune"),
])
def test_a_radiance_card_is_found_by_its_chinese_name_its_title_or_its_collector_code(resolver, written, name):
    assert resolver.resolve(written).card.name == name


def test_a_card_missing_from_the_preview_is_not_taken_for_another(resolver):
    assert resolver.resolve("RAD-011").card is None  # one of the six base numbers no source names


RIVEN = Path(__file__).parent / "fixtures" / "decklists-additional" / "riven-the-exile-radiance.txt"


def test_a_clean_install_checks_a_deck_with_riven_the_exile_as_its_legend(tmp_path):
    """Riven, The Exile (RAD-149) comes from the English list of 2026-10-10 alone, her domains
    unknown: no card is checked against her identity, no error is reported, and the deck is
    unconfirmed (RC006), never legal, until her domains are known."""
    result = run_cli("check", str(RIVEN), "--as-of", AFTER_RELEASE, "-o", "json",
                     env={"RIFTCHECK_DATA": str(tmp_path / "empty"), "RIFTCHECK_CACHE_DIR": str(tmp_path / "cache")})
    [deck] = json.loads(result.stdout)["decks"]
    assert (deck["legend"], deck["champion"]) == ("Riven, The Exile", "Riven, Deserter")
    assert [f["code"] for f in deck["findings"] if f["severity"] == "error"] == []
    [undecided] = [f for f in deck["findings"] if f["code"] == "RC006"]
    assert (undecided["card"], undecided["zone"]) == ("Riven, The Exile", "legend")
    assert (result.returncode, deck["legal"], deck["status"]) == (1, False, "unconfirmed")

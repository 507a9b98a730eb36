"""A deck with cards of a released set riftcheck has no (or only provisional) card data for:
the plain explanation, the organiser's --unknown-new-cards choice, and the cure by import."""

from __future__ import annotations

import json

import pytest

from support import REPO, run_cli
from riftcheck.paths import data_dir

FIXTURES = REPO / "tests" / "fixtures" / "cardlists"
DECK = str(FIXTURES / "lillia-with-rad-cards.txt")
AFTER_RADIANCE = "2026-11-01"


@pytest.fixture
def user_data(tmp_path) -> dict:
    return {"RIFTCHECK_DATA": str(tmp_path / "user-data")}


def _check(env, *options: str) -> tuple[int, dict]:
    result = run_cli("check", DECK, "--as-of", AFTER_RADIANCE, "-o", "json", *options, env=env)
    return result.returncode, json.loads(result.stdout)["decks"][0]


def _codes(deck: dict) -> list[tuple[str, str, str]]:
    return [(f["code"], f["severity"], f["card"]) for f in deck["findings"] if f["severity"] != "info"]


# The plain "no card data" explanation needs a released set that ships without cards: Radiance
# until its data ships (the rule cases cover the explanation for any such set).
without_radiance = pytest.mark.skipif((data_dir() / "cards" / "RAD.yaml").exists(),
                                      reason="Radiance card data ships with riftcheck")


@without_radiance
def test_without_radiance_data_the_unknown_cards_are_explained_once_and_stay_errors(user_data):
    code, deck = _check(user_data)
    assert code == 1 and not deck["legal"]
    assert _codes(deck) == [("RC005", "error", "Lumen Warden"), ("RC005", "error", "Prism Volley")]
    first, second = [f for f in deck["findings"] if f["code"] == "RC005"]
    assert "riftcheck's card data predates Radiance" in first["hint"] and "riftcheck import FILE" in first["hint"]
    assert second["hint"] is None


@without_radiance
def test_the_explanation_is_in_thai_too(user_data):
    _code, deck = _check(user_data, "--lang", "th")
    first = next(f for f in deck["findings"] if f["code"] == "RC005")
    assert "อาจเป็นการ์ดชุด Radiance" in first["message"] and "เก่ากว่าชุด Radiance" in first["hint"]


@without_radiance
def test_an_organiser_may_accept_them_as_warnings_and_the_deck_says_it_relied_on_that(user_data):
    code, deck = _check(user_data, "--unknown-new-cards", "warn")
    assert code == 0 and deck["legal"]
    assert _codes(deck) == [("RC005", "warning", "Lumen Warden"), ("RC005", "warning", "Prism Volley")]
    assert "--unknown-new-cards warn" in deck["findings"][0]["hint"]


def test_an_unknown_option_value_is_a_usage_error(user_data):
    result = run_cli("check", DECK, "--unknown-new-cards", "ignore", env=user_data)
    assert result.returncode == 2 and "error or warn" in result.stderr


def test_before_radiance_they_are_plain_unknown_cards(user_data):
    result = run_cli("check", DECK, "--as-of", "2026-10-01", "-o", "json", env=user_data)
    deck = json.loads(result.stdout)["decks"][0]
    assert {f["code"] for f in deck["findings"] if f["card"] in ("Lumen Warden", "Prism Volley")} == {"RC001"}


def test_after_importing_the_set_the_deck_is_legal(user_data):
    imported = run_cli("import", str(FIXTURES / "rad-made-up.yaml"), env=user_data)
    assert imported.returncode == 0, imported.stderr
    code, deck = _check(user_data)
    assert (code, deck["legal"], _codes(deck)) == (0, True, [])


def test_a_card_missing_from_a_provisional_preview_is_a_warning_that_strict_refuses(user_data):
    assert run_cli("import", str(FIXTURES / "rad-preview-made-up.yaml"), env=user_data).returncode == 0
    code, deck = _check(user_data)
    assert (code, deck["legal"]) == (0, True)
    [finding] = [f for f in deck["findings"] if f["code"] == "RC005"]
    assert (finding["severity"], finding["card"]) == ("warning", "Prism Volley")
    assert "its Radiance data is a preview" in finding["message"]
    assert _check(user_data, "--strict")[0] == 1

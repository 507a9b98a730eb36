"""A deck with cards of a released set riftcheck has no (or only provisional) card data for:
unconfirmed with the plain explanation, legal only on the organiser's --unknown-new-cards warn
(naming the cards taken on trust), and the cure by import."""

from __future__ import annotations

import json

import pytest

from support import REPO, run_cli

FIXTURES = REPO / "tests" / "fixtures" / "cardlists"
FORMATS = REPO / "tests" / "fixtures" / "formats"
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


@pytest.fixture
def made_up_set(monkeypatch):
    """The format data with a made-up Standard set released on 2026-10-30 that has no card data:
    every released set riftcheck knows ships card files (Radiance its preview)."""
    from riftcheck.games.riftbound.formats import files as format_files

    shipped = format_files.data_files()
    monkeypatch.setattr(format_files, "data_files", lambda: [*shipped, FORMATS / "made-up-set-without-cards.yaml"])


def _check_here(*options: str) -> tuple[int, dict]:
    """`riftcheck check` run in this process, so that it sees the made-up format data."""
    from typer.testing import CliRunner

    from riftcheck.cli.app import app

    result = CliRunner().invoke(app, ["check", DECK, "--as-of", AFTER_RADIANCE, "-o", "json", *options])
    return result.exit_code, json.loads(result.stdout)["decks"][0]


def test_without_a_sets_card_data_the_unknown_cards_are_explained_once_and_the_deck_is_unconfirmed(made_up_set):
    code, deck = _check_here()
    assert (code, deck["legal"], deck["status"]) == (1, False, "unconfirmed")
    assert _codes(deck) == [("RC005", "warning", "Lumen Warden"), ("RC005", "warning", "Prism Volley")]
    assert all(f["undecided"] for f in deck["findings"] if f["code"] == "RC005")
    first, second = [f for f in deck["findings"] if f["code"] == "RC005"]
    assert "it may be a Made-up Set card" in first["message"]
    assert "riftcheck's card data predates Made-up Set (released 2026-10-30)" in first["hint"]
    assert "riftcheck import FILE" in first["hint"] and second["hint"] is None


def test_the_explanation_is_in_thai_too(made_up_set):
    _code, deck = _check_here("--lang", "th")
    first = next(f for f in deck["findings"] if f["code"] == "RC005")
    assert "อาจเป็นการ์ดชุด Made-up Set" in first["message"] and "เก่ากว่าชุด Made-up Set" in first["hint"]


def test_an_organiser_may_accept_them_on_trust_and_the_verdict_names_them(made_up_set):
    code, deck = _check_here("--unknown-new-cards", "warn")
    assert (code, deck["legal"], deck["status"]) == (0, True, "legal")
    assert _codes(deck) == [("RC005", "warning", "Lumen Warden"), ("RC005", "warning", "Prism Volley")]
    assert deck["on_trust"] == ["Lumen Warden", "Prism Volley"]
    assert "--unknown-new-cards warn" in deck["findings"][0]["hint"]


def test_a_card_missing_from_the_shipped_radiance_preview_makes_the_deck_unconfirmed(user_data):
    code, deck = _check(user_data)
    assert (code, deck["legal"], deck["status"]) == (1, False, "unconfirmed")
    assert _codes(deck) == [("RC005", "warning", "Lumen Warden"), ("RC005", "warning", "Prism Volley")]
    first = next(f for f in deck["findings"] if f["code"] == "RC005")
    assert "its Radiance data is a preview" in first["message"]
    trusted_code, trusted = _check(user_data, "--unknown-new-cards", "warn")
    assert (trusted_code, trusted["status"], trusted["on_trust"]) == (0, "legal", ["Lumen Warden", "Prism Volley"])


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


def test_a_card_missing_from_a_provisional_preview_makes_the_deck_unconfirmed(user_data):
    assert run_cli("import", str(FIXTURES / "rad-preview-made-up.yaml"), env=user_data).returncode == 0
    code, deck = _check(user_data)
    assert (code, deck["legal"], deck["status"]) == (1, False, "unconfirmed")
    [finding] = [f for f in deck["findings"] if f["code"] == "RC005"]
    assert (finding["severity"], finding["card"], finding["undecided"]) == ("warning", "Prism Volley", True)
    assert "its Radiance data is a preview" in finding["message"]

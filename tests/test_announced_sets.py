"""The sets Riot has announced but not released (Legacy, The Reckoning): listed by `riftcheck
data` with their dates, and from Legacy's release on, an unknown card may be one of its cards."""

from __future__ import annotations

import json

from support import REPO, run_cli
from riftcheck.games.riftbound.formats import files as format_files

DECK = str(REPO / "tests" / "fixtures" / "cardlists" / "lillia-with-rad-cards.txt")


def _data() -> dict:
    result = run_cli("data", "-o", "json")
    assert result.returncode == 0, result.stderr
    return {entry["code"]: entry for entry in json.loads(result.stdout)["sets"]}


def test_data_lists_legacy_and_the_reckoning_as_announced_with_their_dates():
    sets = _data()
    legacy, reckoning = sets["LGC"], sets["REC"]
    assert (legacy["name"], legacy["released"], legacy["cards_announced"], legacy["pre_rift"], legacy["announced"]) == (
        "Legacy", "2027-01-29", 346, ["2027-01-22", "2027-01-28"], True)
    assert (reckoning["name"], reckoning["released"], reckoning["cards_announced"], reckoning["announced"]) == (
        "The Reckoning", "2027-04-30", 264, True)
    assert (legacy["cards"], legacy["status"]) == (0, "no card data")
    assert not sets["RAD"]["announced"]
    text = run_cli("data").stdout
    assert "announced: LGC Legacy, 346 cards, pre-rift 2027-01-22 to 2027-01-28, release 2027-01-29" in text
    assert "announced: REC The Reckoning, 264 cards, pre-rift 2027-04-23 to 2027-04-29, release 2027-04-30" in text


def test_the_announced_sets_name_riots_announcement_as_their_source():
    for code in ("LGC", "REC"):
        known = format_files.card_sets()[code]
        assert "Products and Sets into 2027" in known.source and known.standard and not known.card_data


def _unknown_card_findings(as_of: str) -> list[dict]:
    result = run_cli("check", DECK, "--as-of", as_of, "-o", "json")
    deck = json.loads(result.stdout)["decks"][0]
    return [f for f in deck["findings"] if f["card"] in ("Lumen Warden", "Prism Volley")]


def test_from_legacys_release_an_unknown_card_may_be_a_legacy_card():
    found = _unknown_card_findings("2027-01-29")
    assert [(f["code"], f.get("undecided")) for f in found] == [("RC005", True), ("RC005", True)]
    assert "it may be a Legacy card, and riftcheck has no Legacy card data" in found[0]["message"]
    assert "riftcheck's card data predates Legacy (released 2027-01-29)" in found[0]["hint"]


def test_the_day_before_legacys_release_it_may_only_be_a_radiance_card_the_preview_lacks():
    found = _unknown_card_findings("2027-01-28")
    assert {f["code"] for f in found} == {"RC005"}
    assert "Legacy" not in found[0]["message"] and "its Radiance data is a preview" in found[0]["message"]

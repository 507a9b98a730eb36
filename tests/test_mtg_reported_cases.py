"""Cases players reported against Magic checking: Grist as a commander (CR 903.3), lists pasted
in blank-line groups, commander-zone findings in text output, and Thai wording."""

from __future__ import annotations

import pytest

from mtg_forms import filler
from support import run_cli
from riftcheck.api import check_text
from riftcheck.games.mtg.importer import oracle_rows

TODAY = "2026-12-07"


def deck(text, fmt, day=TODAY, lang="en"):
    [found] = check_text(text, format=fmt, as_of=day, game="mtg", filename="deck.txt", lang=lang)["decks"]
    return found


def codes(found):
    return sorted((f["code"], f["card"]) for f in found["findings"])


def test_grist_the_hunger_tide_may_be_a_commander_as_it_is_a_creature_card_in_deck_construction():
    grist = {"name": "Grist, the Hunger Tide", "supertypes": ["Legendary"], "types": ["Planeswalker"],
             "subtypes": ["Grist"], "colorIdentity": ["B", "G"],
             "text": "As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types."}
    assert "E" in oracle_rows([grist])[0]["flags"]
    walker = {**grist, "name": "Some Walker", "text": "+1: Draw a card."}
    assert "E" not in oracle_rows([walker])[0]["flags"]
    text = "Commander\n1 Grist, the Hunger Tide\n\nDeck\n50 Forest\n49 Swamp\n"
    found = deck(text, "commander")
    assert found["legal"] is True, found["findings"]


def test_main_deck_a_blank_line_and_fifteen_cards_are_main_deck_and_sideboard():
    found = deck("4 Lightning Bolt\n56 Mountain\n\n4 Duress\n11 Swamp\n", "legacy")
    assert found["legal"] is True and found["counts"]["main"] == 60 and found["counts"]["sideboard"] == 15


def test_a_list_in_several_blank_line_groups_is_unconfirmed_not_a_19_card_deck():
    text = "4 Lightning Bolt\n15 Mountain\n\n4 Fireblast\n\n37 Mountain\n\n4 Duress\n11 Swamp\n"
    found = deck(text, "legacy")
    assert codes(found) == [("MG009", None)] and found["status"] == "unconfirmed"
    assert "4 groups" in found["findings"][0]["message"]


def test_a_second_group_larger_than_a_sideboard_is_unconfirmed():
    found = deck("4 Lightning Bolt\n15 Mountain\n\n41 Mountain\n", "legacy")
    assert codes(found) == [("MG009", None)] and found["status"] == "unconfirmed"


def test_headers_decide_and_blank_lines_inside_the_main_deck_do_not_matter():
    text = "Deck\n4 Lightning Bolt\n15 Mountain\n\n41 Mountain\n\nSideboard\n4 Duress\n"
    found = deck(text, "legacy")
    assert found["legal"] is True and found["counts"]["main"] == 60 and found["counts"]["sideboard"] == 4


def test_a_commander_zone_finding_is_shown_in_text_output(tmp_path):
    path = tmp_path / "deck.txt"
    path.write_text("Commander\n1 Sol Ring\n\nDeck\n99 Wastes\n", encoding="utf-8")
    done = run_cli("check", str(path), "--game", "mtg", "--format", "commander", "--as-of", TODAY)
    assert done.returncode == 1
    assert "MG204" in done.stdout and "'Sol Ring' (Artifact) cannot be a commander." in done.stdout
    thai = run_cli("check", str(path), "--game", "mtg", "--format", "commander", "--as-of", TODAY, "--lang", "th")
    assert "MG204" in thai.stdout and "คอมมานเดอร์" in thai.stdout


@pytest.mark.parametrize("text, fmt", [
    ("4 Lightning Bolt\n50 Mountain\n", "legacy"),
    ("Commander\n1 Sol Ring\n\nDeck\n99 Wastes\n", "commander"),
    ("4 Lightning Bolt\n15 Mountain\n\n4 Fireblast\n\n37 Mountain\n\n4 Duress\n11 Swamp\n", "legacy"),
    ("1 Black Lotus\n59 Island\n", "legacy"),
])
def test_thai_findings_say_deck_and_commander_in_thai(text, fmt):
    found = deck(text, fmt, lang="th")
    assert found["findings"]
    for finding in found["findings"]:
        shown = finding["message"] + " " + (finding.get("hint") or "")
        assert "กองการ์ด" not in shown, shown
        assert "commander" not in shown.replace("--format commander", "").lower().replace("commander.", ""), shown
        assert " of " not in shown and "Source" not in shown, shown

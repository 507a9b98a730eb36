"""Verdicts a player would notice if they changed: which main-deck unit becomes the Chosen
Champion of a list that names none, and which battlefields two 2v2 teammates share."""

from __future__ import annotations

import datetime

from rule_testing import BASE_DECKS, build_deck

from riftcheck.games.riftbound import formats, rules

AS_OF = datetime.date(2026, 8, 1)


def _without_champion_section(base: str, main_first: list[str]) -> dict[str, list[str]]:
    zones = {zone: list(lines) for zone, lines in BASE_DECKS[base].items() if zone != "pool"}
    zones.pop("champion", None)
    zones["main"] = [*main_first, *zones["main"]]
    return zones


def test_the_chosen_champion_is_inferred_only_from_a_unit_of_the_legends_champion(resolver):
    # Viktor's legend; the first champion unit in the main deck is Jinx's, then Viktor's own.
    zones = _without_champion_section("viktor", ["1 Jinx, Rebel", "2 Viktor, Leader"])
    deck = build_deck(resolver, zones)
    [chosen] = deck.cards("champion")
    assert chosen.card.name == "Viktor, Leader"
    assert {item.card.name: item.count for item in deck.cards("main")}["Jinx, Rebel"] == 1


def test_no_champion_is_inferred_when_the_main_deck_holds_only_another_champions_units(resolver):
    zones = _without_champion_section("viktor", ["1 Jinx, Rebel"])
    zones["main"] = [line for line in zones["main"] if "Viktor, Leader" not in line]
    deck = build_deck(resolver, zones)
    assert deck.cards("champion") == []
    findings = rules.run(deck, formats.context("constructed", AS_OF))
    assert any(finding.severity == "error" and finding.zone == "champion" for finding in findings)


def _sealed_2v2() -> formats.CheckContext:
    """Sealed with the 2v2 team rules, where blank battlefields are allowed (TR 602.1.a.3)."""
    return formats.context("sealed", AS_OF).replaced(team_rules=True)


def _team_finding_cards(deck, teammate, context) -> list[str]:
    return [finding.card for finding in rules.run_team(deck, teammate, context) if finding.code == "RC402"]


def test_teammates_blank_battlefields_are_not_shared_battlefields(resolver):
    blanks = {**BASE_DECKS["viktor"], "battlefields": ["1 Blank Battlefield", "1 Targon's Peak", "1 Void Gate"]}
    other = {**BASE_DECKS["kaisa"], "battlefields": ["1 Blank Battlefield", "1 Zaun Warrens", "1 Bandle Tree"]}
    deck = build_deck(resolver, blanks, blank_battlefields=True)
    teammate = build_deck(resolver, other, blank_battlefields=True, source="teammate.txt")
    assert [item.card.name for item in teammate.cards("battlefields")][0] == "Blank Battlefield"
    assert _team_finding_cards(deck, teammate, _sealed_2v2()) == []


def test_a_named_battlefield_beside_blank_ones_is_still_shared(resolver):
    blanks = {**BASE_DECKS["viktor"], "battlefields": ["1 Blank Battlefield", "1 Targon's Peak", "1 Void Gate"]}
    other = {**BASE_DECKS["kaisa"], "battlefields": ["1 Blank Battlefield", "1 Targon's Peak", "1 Bandle Tree"]}
    deck = build_deck(resolver, blanks, blank_battlefields=True)
    teammate = build_deck(resolver, other, blank_battlefields=True, source="teammate.txt")
    assert _team_finding_cards(deck, teammate, _sealed_2v2()) == ["Targon's Peak"]

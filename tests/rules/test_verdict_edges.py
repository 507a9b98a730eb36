"""Verdicts at the edges the rule cases leave open: copies of one name over several lines,
battlefields repeated over lines, registered legends after an unknown one, a 2v2 team's
shared pool, and a player's name written two ways."""

from __future__ import annotations

import datetime

from rule_testing import BASE_DECKS, build_deck, build_pool, run_case

from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.rules.player_twice import player_key

AS_OF = datetime.date(2026, 11, 1)


def _codes(found, code):
    return [finding for finding in found if finding.code == code]


def test_copies_of_a_name_over_two_lines_are_added_and_reported_at_the_line_that_passes_the_limit(resolver):
    # Lines: legend 1, champion 2, main from 3; the two Stupefy lines are 3 and 5.
    case = {"set": {"main": ["2 Stupefy", *BASE_DECKS["viktor"]["main"][2:], "2 Stupefy"]}, "expect": []}
    [finding] = run_case("RC105", case, resolver)
    rendered = finding.render()
    assert (rendered.card, rendered.line, rendered.zone) == ("Stupefy", 15, "main")
    assert rendered.message == "Stupefy: 4 copies in the main deck, Chosen Champion included; at most 3 are allowed."


def test_the_finding_points_at_the_line_that_passes_the_limit_not_the_last_one(resolver):
    # Stupefy on lines 3 (2 copies), 15 (2: the count passes 3 here) and 16 (1).
    case = {"set": {"main": ["2 Stupefy", *BASE_DECKS["viktor"]["main"][2:], "2 Stupefy", "1 Stupefy"]}}
    [finding] = run_case("RC105", case, resolver)
    assert (finding.render().line, finding.render().message) == (
        15, "Stupefy: 5 copies in the main deck, Chosen Champion included; at most 3 are allowed.")


def test_three_copies_over_three_lines_are_within_the_limit(resolver):
    case = {"set": {"main": ["1 Stupefy", *BASE_DECKS["viktor"]["main"][2:], "1 Stupefy", "1 Stupefy"]}}
    assert run_case("RC105", case, resolver) == []


def test_a_battlefield_on_two_lines_is_counted_over_both(resolver):
    case = {"set": {"battlefields": ["1 Targon's Peak", "1 The Grand Plaza", "1 Targon's Peak"]}}
    [finding] = run_case("RC110", case, resolver)
    assert finding.render().message == (
        "The battlefield Targon's Peak appears 2 times; each battlefield must have a different name.")


def test_a_card_that_is_no_battlefield_listed_twice_among_them_is_not_a_repeated_battlefield(resolver):
    case = {"set": {"battlefields": ["1 Targon's Peak", "1 The Grand Plaza", "2 Stupefy"]}}
    assert run_case("RC110", case, resolver) == []


def test_legends_registered_after_an_unknown_one_are_still_checked(resolver):
    case = {"as_of": AS_OF, "add": {"main": ["1 Neeko, Blending In"],
                                    "additional_legends": ["1 Nobody, Made Up", "1 Viktor, Herald of the Arcane",
                                                           "1 Jinx, Loose Cannon"]},
            "unknown": ["Nobody, Made Up"]}
    found = [finding.render() for finding in run_case("RC113", case, resolver)]
    assert {finding.zone for finding in found} == {"legend"}
    assert {"Nobody, Made Up", "Viktor, Herald of the Arcane"} <= {finding.card for finding in found}


def test_a_player_is_the_same_player_whatever_the_case_and_spacing():
    assert player_key("  Ann   SMITH ") == player_key("ann smith") == "ann smith"
    assert player_key("Ann Smith") != player_key("Ann Smyth")


def _team_deck(resolver, source):
    zones = {zone: lines for zone, lines in BASE_DECKS["sealed"].items() if zone != "pool"}
    deck = build_deck(resolver, zones, blank_battlefields=True, source=source)
    deck.pool, deck.pool_source = build_pool(resolver, "sealed"), "team-pool.txt"
    return deck


def test_a_2v2_teams_decks_together_may_not_use_more_copies_than_their_shared_pool(resolver):
    context = formats.context("sealed", AS_OF)
    alone = _team_deck(resolver, "ann.txt")
    assert _codes(rules.run(alone, context), "RC122") == []
    first, second = _team_deck(resolver, "ann.txt"), _team_deck(resolver, "ben.txt")
    first.pool_partner, second.pool_partner = second, first
    together = [finding.render() for finding in _codes(rules.run(first, context), "RC122")]
    assert together, "both decks use every card of the pool: together they use each twice"
    assert all("together" in finding.message and finding.rule == "603.6" for finding in together)
    pool = {item.card.name: item.count for item in build_pool(resolver, "sealed")}
    used = {item.card.name: item.count for item in first.cards("main")}
    over = {name for name, count in used.items() if 2 * count > pool[name]}
    assert {finding.card for finding in together} >= over


def test_findings_that_read_a_preview_legend_say_they_rest_on_its_preview_data(resolver):
    # Ekko, Boy Who Shattered Time is a Radiance legend known from preview data (Fury/Mind, tag
    # Ekko); Viktor's champion and Order cards break what the legend sets.
    zones = {**BASE_DECKS["viktor"], "legend": ["1 Ekko, Boy Who Shattered Time"]}
    deck = build_deck(resolver, zones)
    found = rules.run(deck, formats.context("constructed", AS_OF))
    by_code = {}
    for finding in found:
        by_code.setdefault(finding.code, []).append(finding.render())
    for code in ("RC102", "RC104"):  # the Domain Identity and the Chosen Champion read the legend
        assert by_code[code] and all("rests on Radiance preview data of" in f.message for f in by_code[code]), code


def test_findings_about_cards_of_complete_data_beside_a_preview_card_are_not_marked(resolver):
    zones = {**BASE_DECKS["viktor"], "main": [*BASE_DECKS["viktor"]["main"], "1 Stupefy"]}
    zones["sideboard"] = ["1 Ekko, Boy Who Shattered Time"]
    deck = build_deck(resolver, zones)
    found = [f.render() for f in rules.run(deck, formats.context("constructed", AS_OF)) if f.code == "RC105"]
    assert found and not any("preview data" in finding.message for finding in found)


def test_a_2v2_teams_finding_counts_the_copies_of_both_decks(resolver):
    context = formats.context("sealed", AS_OF)
    first, second = _team_deck(resolver, "ann.txt"), _team_deck(resolver, "ben.txt")
    first.pool_partner, second.pool_partner = second, first
    messages = {finding.render().card: finding.render().message for finding in _codes(rules.run(first, context), "RC122")}
    # Both decks hold 3 Stupefy; the pool (base_decks.yaml "sealed") holds 3.
    assert messages["Stupefy"] == "Stupefy: the team's two decks use 6 copies together, but their shared pool has 3."


def test_a_pool_named_but_not_found_is_reported_with_its_name(resolver):
    context = formats.context("sealed", AS_OF)
    deck = _team_deck(resolver, "ann.txt")
    deck.pool, deck.pool_source = None, "pools/ann.*"
    [finding] = _codes(rules.run(deck, context), "RC122")
    rendered = finding.render()
    assert (rendered.rule, rendered.severity) == ("602.1.a.1", "error")
    assert rendered.message == "No pool was found for this deck (pools/ann.*), so its cards could not be checked against one."


def test_a_pool_listing_one_card_on_several_lines_counts_them_all(resolver):
    context = formats.context("sealed", AS_OF)
    deck = _team_deck(resolver, "ann.txt")
    pool = [line for line in BASE_DECKS["sealed"]["pool"] if not line.endswith(" Stupefy")]
    deck.pool = build_pool(resolver, [*pool, "2 Stupefy", "1 Stupefy"])
    assert _codes(rules.run(deck, context), "RC122") == []


def test_a_battlefield_shared_with_a_teammate_is_reported_once_however_often_listed(resolver):
    context = formats.context("2v2", AS_OF)
    zones = {**BASE_DECKS["viktor"], "battlefields": ["1 Targon's Peak", "1 Void Gate", "1 Targon's Peak"]}
    deck, teammate = build_deck(resolver, zones), build_deck(resolver, BASE_DECKS["viktor"], source="teammate.txt")
    assert [finding.card for finding in _codes(rules.run_team(deck, teammate, context), "RC402")] == ["Targon's Peak"]


def test_team_findings_come_in_report_order_with_each_rules_number(resolver):
    from riftcheck.engine.verdicts.findings import sort_key

    context = formats.context("2v2", AS_OF)
    deck = build_deck(resolver, BASE_DECKS["viktor"])
    teammate = build_deck(resolver, BASE_DECKS["viktor"], source="teammate.txt")
    found = rules.run_members(deck, [teammate], context)
    assert {"RC401", "RC402"} <= {finding.code for finding in found}
    assert found == sorted(found, key=sort_key) and len(found) > 2
    assert {finding.render().rule for finding in found if finding.code == "RC402"} == {"491.8.i"}


def test_checking_decks_together_gives_each_its_own_verdict(resolver):
    context = formats.context("constructed", AS_OF)
    legal = build_deck(resolver, BASE_DECKS["viktor"])
    short = build_deck(resolver, {**BASE_DECKS["viktor"], "runes": ["6 Mind Rune"]})
    together = rules.run_all([legal, short], context)
    assert together == [rules.run(legal, context), rules.run(short, context)]
    assert together[0] == [] and "RC108" in {finding.code for finding in together[1]}


def test_an_unknown_rule_is_a_key_error_naming_it():
    import pytest

    assert rules.get("RC105").CODE == "RC105"
    with pytest.raises(KeyError, match="RC999"):
        rules.get("RC999")


def test_registered_legends_are_checked_in_a_list_without_a_starting_legend(resolver):
    case = {"as_of": AS_OF, "deck": "none",
            "set": {"main": ["1 Neeko, Blending In"],
                    "additional_legends": ["1 Jinx, Loose Cannon", "1 Lillia, Bashful Bloom", "1 Jinx, Loose Cannon"]}}
    found = [finding.render() for finding in run_case("RC113", case, resolver)]
    assert [finding.card for finding in found if finding.card != "Neeko, Blending In"] == ["Jinx, Loose Cannon"]


def test_a_signature_card_listed_as_the_champion_counts_towards_the_signature_limit(resolver):
    # Siphon Power is Viktor's Signature spell; the base deck holds 3 in its main deck.
    case = {"set": {"champion": ["1 Siphon Power"]}}
    found = [finding.render() for finding in run_case("RC106", case, resolver)]
    assert found and found[0].card == "Siphon Power"
    assert run_case("RC106", {}, resolver) == []


def test_keys_past_those_listed_one_by_one_are_counted_in_one_finding(resolver):
    from riftcheck.games.riftbound.decklist.model import UnknownKey

    deck = build_deck(resolver, BASE_DECKS["viktor"], unknown_keys=[{"key": "colour", "where": "main[0]"}])
    deck.unknown_keys = [UnknownKey("colour", "main[0]")]
    deck.more_unknown_keys, deck.input_format = 7, "cardeio"
    found = [finding.render() for finding in rules.run(deck, formats.context("constructed", AS_OF))
             if finding.code == "RC004"]
    assert "7 more keys are not ones the cardeio reader knows; they were not checked either." in {
        finding.message for finding in found}
    assert all(finding.severity == "warning" for finding in found)

"""Limits and rule numbers the rules take from data/formats rather than from code."""

from __future__ import annotations

import datetime

from rule_testing import build_deck

from riftcheck.games.riftbound import formats
from riftcheck.games.riftbound.rules import copies, identity, team_size, zone_types


def test_the_copy_limit_is_the_format_s(resolver):
    deck = build_deck(resolver, {"legend": ["1 Viktor, Herald of the Arcane"], "main": ["3 Stupefy"]})
    context = formats.context("constructed", datetime.date(2026, 8, 1))
    assert context.copy_limit == 3
    assert list(copies.check(deck, context)) == []
    lowered = context.replaced(copy_limit=2)
    assert not copies.passes(deck, lowered)
    (finding,) = copies.check(deck, lowered)
    assert (finding.card, finding.params["limit"]) == ("Stupefy", 2)


def test_the_rule_numbers_a_rule_cites_are_data(resolver):
    deck = build_deck(resolver, {"legend": ["1 Viktor, Herald of the Arcane"], "main": ["2 Fury Rune"],
                                 "runes": ["6 Fury Rune"]})
    context = formats.context("constructed", datetime.date(2026, 8, 1))
    (misplaced,) = zone_types.check(deck, context)
    assert context.citation("RC112", "main") == "103.3"  # the current number; on 2026-08-01 it was 103.2
    assert misplaced.rule == context.cite(context.citation("RC112", "main")) == "103.2"
    outside = [finding.rule for finding in identity.check(deck, context) if finding.zone == "runes"]
    assert outside == [context.cite(context.citation("RC102", "runes"))]
    edited = {**context.citations, "RC112": {**context.citations["RC112"], "main": "103.9"}}
    numbered = {**context.renumbered, "103.9": "103.9"}  # a history for it, as rule-numbers.yaml gives
    (misplaced,) = zone_types.check(deck, context.replaced(citations=edited, renumbered=numbered))
    assert misplaced.rule == "103.9"
    (unnumbered,) = zone_types.check(deck, context.replaced(citations=edited))
    assert unnumbered.rule is None  # no history: never today's number


def test_the_team_size_is_the_format_s(resolver):
    deck, *teammates = [build_deck(resolver, {"legend": ["1 Viktor, Herald of the Arcane"]}, source=f"{name}.txt")
                        for name in ("ann", "ben", "cat")]
    deck.team = "Red"
    context = formats.context("2v2", datetime.date(2026, 11, 1))
    assert context.team_players == 2
    (finding,) = team_size.check_members(deck, teammates, context)
    assert finding.params["count"] == 3 and finding.params["size"] == 2
    assert list(team_size.check_members(deck, teammates, context.replaced(team_players=3))) == []

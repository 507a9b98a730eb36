"""Every rule against its data-driven cases in cases/<CODE>.yaml (see rule_testing.py)."""

from __future__ import annotations

import pytest

from rule_testing import load_cases, mismatch, run_case

CASES = load_cases()


@pytest.mark.parametrize("code,case", CASES, ids=[f"{code}: {case['name']}" for code, case in CASES])
def test_rule_case(code, case, resolver):
    found = run_case(code, case, resolver)
    shown = [f.render().to_dict() for f in found]
    assert len(found) == len(case["expect"]), shown
    for finding, expected in zip(found, case["expect"]):
        problem = mismatch(finding, expected)
        assert problem is None, f"{problem}\nall findings: {shown}"


def test_every_card_whose_domains_are_unknown_keeps_a_deck_from_being_legal(resolver):
    """Each Radiance preview card whose sources dispute its domains (16 of them in the shipped
    data) is reported by RC006 as undecided, wherever the deck holds it."""
    import datetime

    from rule_testing import BASE_DECKS, build_deck

    from riftcheck.games.riftbound import formats, rules

    disputed = sorted(card.name for card in resolver.db.cards if "domains" in card.unknown)
    assert len(disputed) >= 16
    context = formats.context("constructed", datetime.date(2026, 11, 20), None, resolver.db.card_data)
    for name in disputed:
        zone = "battlefields" if next(c for c in resolver.db.cards if c.name == name).type == "Battlefield" else "main"
        zones = {**BASE_DECKS["ekko"], zone: [*BASE_DECKS["ekko"][zone], f"1 {name}"]}
        found = [f for f in rules.run(build_deck(resolver, zones), context) if f.code == "RC006" and f.card == name]
        assert found and all(f.undecided for f in found), name

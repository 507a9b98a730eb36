"""Every failing and passing example in the rules' documentation is checked as riftcheck would
check it, so that a documented example can never be wrong; the Thai documentation shows the
same examples as the English."""

from __future__ import annotations

import pytest
from documented_examples import Example, examples

from riftcheck.games.riftbound import rules
from riftcheck.games.riftbound.checker import Checker
from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.engine.options import CheckOptions

DOCUMENTED = [example for rule in rules.ALL for example in examples(rule, "en")]
# Rules over a run's registrations (team sizes, a player registered twice) document runs, not
# decks; their rule cases (tests/rules/cases/) check them.
DECK_RULES = [rule for rule in rules.ALL if not hasattr(rule, "check_members") and not hasattr(rule, "check_repeat")]


def _findings(example: Example, data_folder=None) -> list:
    if example.aliases:
        import json

        (data_folder / "card-aliases.yaml").write_text(json.dumps({"aliases": example.aliases}), encoding="utf-8")
    checker = Checker(CheckOptions(example.format, example.as_of, region=example.region))
    decks = [checker.deck(decklist) for text in example.decks
             for decklist in read_decklists(text.encode(), "example.txt", None)]
    rule = rules.get(example.rule)
    if hasattr(rule, "check_team"):
        first, second = decks
        return list(rule.check_team(first, second, checker.context))
    (deck,) = decks
    return [finding for finding in rules.run(deck, checker.context) if finding.code == example.rule]


@pytest.mark.parametrize("example", DOCUMENTED, ids=lambda example: example.describe())
def test_a_documented_example_does_what_its_documentation_says(example, tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path))  # where the example's card aliases file is
    found = _findings(example, tmp_path)
    if example.reports:
        assert found, f"documented as reported, but the rule finds nothing in:\n{example.decks}"
    else:
        assert found == [], f"documented as passing, but: {[finding.render('en').message for finding in found]}"


@pytest.mark.parametrize("rule", DECK_RULES, ids=lambda rule: rule.CODE)
def test_each_rule_documents_a_deck_it_reports_and_one_it_passes(rule):
    outcomes = [example.reports for example in examples(rule, "en")]
    assert True in outcomes and False in outcomes


@pytest.mark.parametrize("rule", rules.ALL, ids=lambda rule: rule.CODE)
def test_the_thai_documentation_shows_the_same_examples(rule):
    assert examples(rule, "th") == examples(rule, "en")

"""Findings cite the rule number in force on the checked date, on both sides of 2026-10-09.

The Core Rules of 2026-10-09 inserted a new 103.1 (103.1-103.4 became 103.2-103.5) and moved
the Modes of Play by two (481-489 became 483-491). The table below is copied from the two
editions' texts (benediktwerner/riftbound-archive, Core-Rules-2026-07-17.txt and
Core-Rules-2026-10-09.txt), independently of data/formats/rule-numbers.yaml, so a wrong data
entry fails here.
"""

from __future__ import annotations

import datetime

import pytest
from rule_testing import load_cases, run_case

from riftcheck.games.riftbound import formats, rules

LAST_JULY_DAY = datetime.date(2026, 10, 8)
FIRST_OCTOBER_DAY = datetime.date(2026, 10, 9)

# Every moved number riftcheck cites: CR 2026-07-16 -> CR 2026-10-09.
MOVED = {
    "103.1": "103.2",
    "103.1.b": "103.2.b",
    "103.1.b.3": "103.2.b.3",
    "103.1.b.4": "103.2.b.4",
    "103.2": "103.3",
    "103.2.a": "103.3.a",
    "103.2.a.2": "103.3.a.2",
    "103.2.b": "103.3.b",
    "103.2.d.1": "103.3.d.1",
    "103.2.d.2": "103.3.d.2",
    "103.2.d.3": "103.3.d.3",
    "103.3.a": "103.4.a",
    "103.3.a.1": "103.4.a.1",
    "103.4": "103.5",
    "103.4.a": "103.5.a",
    "103.4.b": "103.5.b",
    "103.4.c": "103.5.c",
    "489": "491",
    "489.8.h": "491.8.h",
    "489.8.i": "491.8.i",
    "602.3.d": "602.1.a.3",  # TR: blank battlefields, numbered 602.1.a.3 in 2026-10-09 (602.3.d says it too)
}
# Rules new in 2026-10-09, under numbers that meant something else before.
NEW_IN_OCTOBER = {"103.1"}
# Numbers cited only in documentation, not by a finding.
MOVED_IN_DOCS = {"103.2.d": "103.3.d", "103.3": "103.4", "485.4.a": "487.4.a",
                 "489.4.a": "491.4.a"}

# No battlefield printed so far has a domain, so no deck can break 103.5.b (103.4.b in July).
NO_CARD_BREAKS = {"103.4.b"}

# Cases of rules that exist on both sides of the change and that some deck breaks.
FAILING_CASES = [(code, case) for code, case in load_cases()
                 if case["expect"] and rules.get(code).RULE not in NEW_IN_OCTOBER]


def _cited(code: str, case: dict, as_of: datetime.date, resolver) -> list[str | None]:
    return [finding.rule for finding in run_case(code, {**case, "as_of": as_of}, resolver)]


@pytest.mark.parametrize("code,case", FAILING_CASES, ids=[f"{code}: {case['name']}" for code, case in FAILING_CASES])
def test_each_finding_cites_the_july_number_until_the_october_edition(code, case, resolver):
    before = _cited(code, case, LAST_JULY_DAY, resolver)
    after = _cited(code, case, FIRST_OCTOBER_DAY, resolver)
    assert after == [MOVED.get(number, number) for number in before]
    assert not set(before) & set(MOVED.values()) - set(MOVED), "an October number cited before 2026-10-09"


def test_every_moved_rule_is_exercised_on_both_sides(resolver):
    cited = {number for code, case in FAILING_CASES for number in _cited(code, case, LAST_JULY_DAY, resolver)}
    assert set(MOVED) - NO_CARD_BREAKS <= cited, sorted(set(MOVED) - NO_CARD_BREAKS - cited)


@pytest.mark.parametrize("july,october", {**MOVED, **MOVED_IN_DOCS}.items())
def test_the_number_map_agrees_with_the_editions(july, october):
    assert formats.cite(october, LAST_JULY_DAY) == july
    assert formats.cite(october, FIRST_OCTOBER_DAY) == october


def test_every_rule_module_names_its_october_number():
    documented = {rule.RULE for rule in rules.ALL if rule.RULE}
    every = {**MOVED, **MOVED_IN_DOCS}
    july_only = set(every) - set(every.values()) - NEW_IN_OCTOBER
    assert not documented & july_only, "a rule module still names a July number"
    assert {"103.2", "103.3.b", "103.5.c", "491.8.h", "491.8.i"} <= documented

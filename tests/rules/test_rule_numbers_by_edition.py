"""Every rule number riftcheck cites, on the first day of every rules edition it accepts.

The table is written from the rules texts as riftcheck's rules reference records them
(riftbound-rules.md: CR 2025-10-01 to 2026-07-16, the Modes of Play table and the Unique notes;
rules-2026-10.md: CR and TR 2026-07-17 against 2026-10-09), not from data/formats/rule-numbers.yaml,
so a wrong or missing data entry fails here. None: no rule had the number that day (see the
header of rule-numbers.yaml for what riftcheck does then).
"""

from __future__ import annotations

import datetime
from types import ModuleType

import pytest

from riftcheck.games.riftbound import formats, rules

DAYS = ("2025-10-01", "2025-12-01", "2026-01-30", "2026-03-30", "2026-04-29", "2026-07-16", "2026-10-09")
EDITION_DAYS = tuple(datetime.date.fromisoformat(day) for day in DAYS)

# CR 103, numbered the same from 2025-10-01 to 2026-07-16, renumbered by the new 103.1 of 2026-10-09.
_BEFORE_OCTOBER_103 = {
    "103.2": "103.1", "103.2.b": "103.1.b", "103.2.b.3": "103.1.b.3", "103.2.b.4": "103.1.b.4",
    "103.3": "103.2", "103.3.a": "103.2.a", "103.3.a.2": "103.2.a.2", "103.3.b": "103.2.b", "103.3.b.1": "103.2.b.1",
    "103.3.d": "103.2.d", "103.3.d.1": "103.2.d.1", "103.3.d.2": "103.2.d.2", "103.3.d.3": "103.2.d.3",
    "103.4": "103.3", "103.4.a": "103.3.a", "103.4.a.1": "103.3.a.1",
    "103.5": "103.4", "103.5.a": "103.4.a", "103.5.b": "103.4.b", "103.5.c": "103.4.c",
}
TABLE: dict[str, tuple[str | None, ...]] = {
    **{now: (before,) * 6 + (now,) for now, before in _BEFORE_OCTOBER_103.items()},
    "103.1": (None,) * 6 + ("103.1",),  # new in CR 2026-10-09
    "002": ("002",) * 7,
    # Modes of Play: 2v2 was 462, 466, 484, 489, then 491 (CR 2026-01-30 and 04-29 are TR-only days).
    "491": ("462", "466", "466", "484", "484", "489", "491"),
    "491.8.h": ("462", "466", "466", "484.8.g", "484.8.g", "489.8.h", "491.8.h"),
    "491.8.i": ("462", "466", "466", "484.8.h", "484.8.h", "489.8.i", "491.8.i"),
    "487.4.a": (None,) * 5 + ("485.4.a", "487.4.a"),
    "488.4.a": (None,) * 5 + ("486.4.a", "488.4.a"),
    "489.4.a": (None,) * 5 + ("487.4.a", "489.4.a"),
    "490.4.a": (None,) * 5 + ("488.4.a", "490.4.a"),
    "491.4.a": (None,) * 5 + ("489.4.a", "491.4.a"),
    # Unique: card text (CR 002) before the keyword entered as 825.2.a on 2026-03-30.
    "825.3.a": ("002", "002", "002", "825.2.a", "825.2.a", "825.3.a", "825.3.a"),
    "185": (None, None, None, "182", "182", "185", "185"),  # tokens: 182 in v1.3
    # Tournament Rules numbers unchanged from October 2025 on.
    **{number: (number,) * 7 for number in ("401.2", "402.1", "601.1.c.1", "601.1.c.2", "601.1.c.3", "601.2.a",
                                            "601.2.b", "601.2.d", "603.6")},
    "401.2.a": (None,) * 6 + ("401.2.a",),  # new in TR October 9, 2026
    # Limited play (TR 602), as riftcheck applies it from 2026-07-16.
    **{number: (None,) * 5 + (number, number) for number in (
        "602.1.a.1", "602.4.a.2", "602.4.a.3", "602.4.a.3.a", "602.4.a.3.b", "602.4.a.4", "602.4.a.5", "602.4.a.6",
        "602.4.a.7", "602.4.b.3", "602.4.b.4", "602.4.b.5", "602.4.b.6", "602.4.b.7", "602.4.b.8")},
    "602.1.a.3": (None,) * 5 + ("602.3.d", "602.1.a.3"),  # blank battlefields, unnumbered line until October
}


def _constants(rule: ModuleType) -> set[str]:
    return {value for name, value in vars(rule).items() if name.endswith("_RULE") and isinstance(value, str)}


def _format_numbers() -> set[str]:
    found: set[str] = set()
    for name in formats.names():
        for entry in formats.history(name, "settings"):
            for value in entry.values():
                if isinstance(value, dict):
                    found |= {value["rule"]} if "rule" in value else set()
                    limited = value if "identity" in value else {}
                    found |= {v if isinstance(v, str) else v["rule"] for v in limited.values()}
        found |= {entry["rule"] for entry in formats.history(name, "lifts")}
    return found


def cited_numbers() -> set[str]:
    """Every number a finding or `riftcheck rules` cites: each rule's RULE and its other *_RULE
    constants, the numbers of data/formats/citations.yaml and of every format's settings."""
    context = formats.context("constructed", EDITION_DAYS[-1])
    numbers = {rule.RULE for rule in rules.ALL if rule.RULE}
    numbers |= {number for rule in rules.ALL for number in _constants(rule)}
    numbers |= {number for about in context.citations.values() for number in about.values()}
    return numbers | _format_numbers()


def test_every_cited_number_has_a_row_in_the_table():
    assert cited_numbers() - set(TABLE) == set()


@pytest.mark.parametrize("current", sorted(TABLE))
def test_each_number_is_cited_as_the_edition_of_each_day_numbered_it(current):
    assert tuple(formats.cite(current, day) for day in EDITION_DAYS) == TABLE[current]


def test_a_day_inside_an_edition_cites_that_edition_and_not_the_next():
    day_before_unleashed = datetime.date(2026, 3, 29)
    assert formats.cite("491.8.h", day_before_unleashed) == "466"
    assert formats.cite("825.3.a", day_before_unleashed) == "002"
    assert formats.cite("103.2", datetime.date(2026, 10, 8)) == "103.1"


def test_a_number_without_history_is_never_cited_as_todays():
    assert formats.cite("999.9", EDITION_DAYS[0]) is None
    assert formats.context("constructed", EDITION_DAYS[0]).cite("999.9") is None


def test_rules_as_of_shows_the_number_of_that_day():
    from riftcheck.games.riftbound.rule_docs import citation

    legend_choices = rules.get("RC113")
    assert citation(legend_choices, datetime.date(2026, 10, 8)) == "CR —"
    assert citation(legend_choices, datetime.date(2026, 10, 9)) == "CR 103.1"
    assert citation(rules.get("RC401"), datetime.date(2026, 2, 20)) == "CR 466"
    assert citation(rules.get("RC403"), datetime.date(2026, 6, 1)) == "CR 484"


@pytest.mark.parametrize("code,name,day,number", [
    ("RC105", "a Unique card allows one copy", "2026-02-20", "002"),
    ("RC105", "a Unique card allows one copy", "2026-03-30", "825.2.a"),
    ("RC401", "teammates with the same legend", "2026-02-20", "466"),
    ("RC401", "teammates with the same legend", "2025-11-30", "462"),
    ("RC403", "a team of three registrations is reported, naming its players", "2026-06-01", "484"),
])
def test_findings_cite_the_number_of_their_day(code, name, day, number, resolver):
    from rule_testing import load_cases, run_case

    [case] = [case for rule, case in load_cases() if rule == code and case["name"] == name]
    found = run_case(code, {**case, "as_of": datetime.date.fromisoformat(day)}, resolver)
    assert found and {finding.rule for finding in found} == {number}

"""What each rule's documentation says (`riftcheck rules`, README's table): its summary line,
the Thai text, and the facts it takes from data/formats, checked against the data files' own
entries (constructed.yaml, 2v2.yaml, sets.yaml)."""

from __future__ import annotations

import copy
import datetime
import re

import pytest
from rule_testing import run_case

from riftcheck.games.riftbound.formats import files as format_files
from riftcheck.games.riftbound import rules
from riftcheck.games.riftbound.rules import banned, restricted, set_legality, sideboard_size


THAI_LETTER = re.compile("[\u0e01-\u0e4e]")


def test_the_ban_rules_summary_in_each_language():
    assert rules.summary(banned) == "No banned card in any part of the deck."
    assert rules.summary(banned, "th") == "ห้ามมีการ์ดที่ถูกแบนในส่วนใดของเด็ค"
    assert rules.summary(banned, "en") == rules.summary(banned)


@pytest.mark.parametrize("rule", rules.ALL, ids=lambda rule: rule.CODE)
def test_every_rules_summary_is_the_first_line_of_its_documentation_in_each_language(rule):
    english, thai = rules.summary(rule, "en"), rules.summary(rule, "th")
    assert english == rule.__doc__.strip().split("\n", 1)[0].strip()
    assert thai == rule.DOC_TH.strip().split("\n", 1)[0].strip()
    assert english.endswith(".") and not THAI_LETTER.search(english)
    assert THAI_LETTER.search(thai) and "{" not in english + thai
    # The first line of what `riftcheck rules` shows, facts from data filled in below it.
    assert rules.documentation(rule, "en").startswith(english + "\n")
    assert rules.documentation(rule, "th").startswith(thai + "\n")


def test_documentation_is_in_english_unless_thai_is_asked_for():
    english, thai = rules.documentation(banned), rules.documentation(banned, "th")
    assert english.startswith("No banned card in any part of the deck.") and "{facts}" not in english
    assert thai.startswith("ห้ามมีการ์ดที่ถูกแบน") and "{facts}" not in thai
    assert "The ban lists in riftcheck's data (data/formats/):" in english
    assert "รายการแบนในข้อมูลของ riftcheck (data/formats/):" in thai


def test_the_ban_rule_lists_each_wave_by_its_date_and_the_formats_that_share_it():
    english, thai = banned.FACTS("en"), banned.FACTS("th")
    # constructed.yaml: the waves of 2026-03-30, 2026-07-24 and 2026-09-18; 2v2 extends constructed.
    assert ("- constructed and 2v2: from 2026-03-30: Called Shot · Draven, Vanquisher · Fight or Flight · Scrapheap"
            in english)
    assert "; from 2026-07-24: Stealthy Pursuer · The Arena's Greatest · Aspirant's Climb" in english
    assert "; from 2026-09-18: Ekko, Recurrent · Stacked Deck" in english
    assert "- casual and draft and sealed: no ban list" in english
    assert "- constructed และ 2v2: ตั้งแต่ 2026-03-30: Called Shot" in thai
    assert "- casual และ draft และ sealed: ไม่มีรายการแบน" in thai


def test_an_unban_in_data_shows_in_the_ban_rule_documentation(monkeypatch):
    data = copy.deepcopy(format_files.parsed())
    data["formats"]["casual"].setdefault("unbans", []).append(
        {"effective": datetime.date(2026, 12, 1), "names": ["Scrapheap", "Called Shot"], "source": "test"})
    monkeypatch.setattr(format_files, "parsed", lambda: data)
    assert "- casual: unbanned from 2026-12-01: Scrapheap · Called Shot" in banned.FACTS("en")
    assert "- casual: ยกเลิกแบนตั้งแต่ 2026-12-01: Scrapheap · Called Shot" in banned.FACTS("th")


def test_the_restriction_rule_names_the_2v2_list_alone():
    assert restricted.FACTS("en").endswith("- 2v2: from 2026-07-24: Master Yi, Wuju Bladesman")
    assert "- constructed and casual and draft and sealed: no restricted cards" in restricted.FACTS("en")
    assert "- 2v2: ตั้งแต่ 2026-07-24: Master Yi, Wuju Bladesman" in restricted.FACTS("th")


def test_the_set_rule_lists_standard_sets_with_dates_and_promotional_pools_apart():
    english, thai = set_legality.FACTS("en"), set_legality.FACTS("th")
    assert "OGN Origins 2025-10-31, OGS Proving Grounds 2025-10-31, SFD Spiritforged 2026-02-13" in english
    assert "UNL Unleashed 2026-05-08, VEN Vendetta 2026-07-31" in english
    promotional = english.split("by themselves: ", 1)[1]
    assert {"OPP", "PR", "JDG", "ARC"} <= set(promotional.rstrip(".").split(", "))
    assert "OGN" not in promotional
    assert "SFD Spiritforged 2026-02-13" in thai


def test_the_sideboard_rule_gives_each_size_from_its_date():
    english, thai = sideboard_size.FACTS("en"), sideboard_size.FACTS("th")
    assert ("- constructed and 2v2: from 2025-10-01: exactly 0 or 8 cards; from 2026-01-30: at most 8 cards; "
            "from 2026-07-16: at most 10 cards") in english
    assert "- casual: from 2025-10-01: any number of cards" in english
    assert "ตั้งแต่ 2025-10-01: 0 หรือ 8 ใบพอดี; ตั้งแต่ 2026-01-30: ไม่เกิน 8 ใบ" in thai


@pytest.mark.parametrize("region, as_of, card, where_en, where_th", [
    ("cn", "2026-04-09", "Atakhan", "released in Mainland China.", "วางจำหน่ายในจีนแผ่นดินใหญ่"),
    ("kr", "2026-09-17", "Stupefy", "released in South Korea.", "วางจำหน่ายในเกาหลีใต้"),
])
def test_a_set_finding_names_the_region_each_time_it_is_made(resolver, region, as_of, card, where_en, where_th):
    set_legality.clear_cache()  # the region's names are made afresh, as in a new process
    case = {"region": region, "as_of": datetime.date.fromisoformat(as_of), "deck": "none",
            "set": {"main": [f"1 {card}"]}}
    [finding] = run_case("RC302", case, resolver)
    assert finding.render("en").message.endswith(where_en)
    assert finding.render("th").message.endswith(where_th)


def test_a_region_without_a_date_is_named_in_both_languages(resolver):
    set_legality.clear_cache()
    case = {"region": "kr", "as_of": datetime.date(2026, 10, 1), "add": {"sideboard": ["1 Atakhan"]}}
    [finding] = run_case("RC007", case, resolver)
    assert "riftcheck has no South Korea release date for UNL" in finding.render("en").message
    assert "ของ UNL ในเกาหลีใต้" in finding.render("th").message
    assert finding.undecided


def test_each_formats_group_is_a_line_of_its_own_under_the_heading():
    for rule in (banned, restricted, sideboard_size):
        lines = rule.FACTS("en").split("\n")
        assert lines[0].endswith("(data/formats/):") and len(lines) >= 3
        assert all(line.startswith("- ") for line in lines[1:]), rule.CODE


def test_the_thai_set_list_is_written_in_thai():
    assert set_legality.FACTS("th").startswith("ชุดการ์ด Standard และวันวางจำหน่ายตามข้อมูลของ riftcheck")
    assert set_legality.FACTS("en").startswith("Standard sets and their release dates in riftcheck's data")

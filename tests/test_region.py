"""--region: set legality by the release dates of the event's region (TR 601.2.b)."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from support import run_cli

from riftcheck import formats
from riftcheck.checker import Checker, CheckOptions

# A real list from a Chinese event before Unleashed's English release (see its INDEX.md).
CHINESE_EVENT_LIST = Path(__file__).parent / "fixtures" / "riftboundfr" / "guangzhou-cc-2026-04-19-sideboard.json"


def _check(*args: str) -> tuple[int, list[dict]]:
    result = run_cli("check", str(CHINESE_EVENT_LIST), "-o", "json", *args)
    decks = json.loads(result.stdout)["decks"] if result.stdout else []
    return result.returncode, [finding for deck in decks for finding in deck["findings"]]


@pytest.mark.parametrize("date", ["2026-04-18", "2026-04-19"])
def test_a_chinese_event_list_with_unleashed_cards_is_legal_with_the_chinese_dates(date):
    code, findings = _check("--as-of", date, "--region", "cn")
    assert (code, findings) == (0, [])


def test_the_same_list_is_illegal_by_the_english_dates_and_the_finding_says_so():
    code, findings = _check("--as-of", "2026-04-18")
    assert code == 1
    unleashed = [f for f in findings if f["code"] == "RC302"]
    assert unleashed and all(f["rule"] == "601.2.a" for f in unleashed)
    assert all(f["message"].endswith("(UNL) is released in English.") for f in unleashed)


def test_before_the_chinese_date_the_finding_cites_the_regional_date_rule_and_source():
    code, findings = _check("--as-of", "2026-04-09", "--region", "cn")
    assert code == 1
    legend = next(f for f in findings if f["zone"] == "legend")
    assert legend["rule"] == "601.2.b"
    assert legend["message"] == (
        "Pyke, Bloodharbor Ripper is not legal until 2026-04-10, when its first set (UNL) is released in Mainland China."
    )
    assert "Date from: TR 2026-07-16 601.3.c.4, Unleashed legal in China 4/10/26" in legend["hint"]


def test_an_unknown_region_is_a_usage_error_naming_the_known_ones():
    result = run_cli("check", str(CHINESE_EVENT_LIST), "--region", "atlantis")
    assert result.returncode == 2
    assert "unknown region 'atlantis'; use one of: global, cn, kr" in result.stderr


def test_global_is_the_english_release_and_the_default():
    date = datetime.date(2026, 4, 18)
    assert formats.context("constructed", date, "global").region is None
    assert formats.context("constructed", date).region is None


def test_the_checker_takes_the_region_from_its_options():
    checker = Checker(CheckOptions(as_of=datetime.date(2026, 4, 18), region="cn"))
    [verdict] = checker.check_inputs([str(CHINESE_EVENT_LIST)])
    assert verdict.legal and checker.context.region.name == "Mainland China"


def test_every_standard_set_with_a_regional_entry_is_a_known_set():
    for code in formats.regions()[1:]:
        region = formats.context("constructed", datetime.date(2026, 10, 1), code).region
        sets = formats.context("constructed", datetime.date(2026, 10, 1)).sets
        assert set(region.releases) <= {known.code for known in sets.values() if known.standard}

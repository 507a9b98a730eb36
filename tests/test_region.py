"""--region: set legality by the release dates of the event's region (TR 601.2.b)."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from support import run_cli

from riftcheck.games.riftbound import formats
from riftcheck.games.riftbound.checker import Checker
from riftcheck.engine.options import CheckOptions

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


def _regional_dates() -> list[tuple[str, str, datetime.date]]:
    """(region, set, the region's own release date) for every date the data gives whose day
    before riftcheck has constructed rules for (Origins reached China before 2025-10-01)."""
    found = []
    for region_code in formats.regions()[1:]:
        region = formats.context("constructed", datetime.date(2026, 10, 1), region_code).region
        found += [(region_code, set_code, date) for set_code, (date, _source) in region.releases.items()
                  if date and _has_rules(date - datetime.timedelta(days=1))]
    return found


def _has_rules(date: datetime.date) -> bool:
    try:
        formats.context("constructed", date)
    except formats.FormatError:
        return False
    return True


@pytest.mark.parametrize("region, set_code, date", _regional_dates(), ids=lambda value: str(value))
def test_a_card_only_in_a_set_is_legal_in_a_region_from_that_regions_date_not_the_day_before(
        db, region, set_code, date):
    import riftcheck

    cards = list(db.cards.values()) if isinstance(db.cards, dict) else list(db.cards)
    only_here = sorted(card.name for card in cards if tuple(card.sets) == (set_code,) and card.type == "Spell")
    assert only_here, set_code
    text = f"MainDeck:\n1 {only_here[0]}\n"
    day_before = date - datetime.timedelta(days=1)
    findings = {}
    for as_of in (day_before, date):
        [deck] = riftcheck.check_text(text, as_of=as_of, region=region)["decks"]
        findings[as_of] = {f["code"] for f in deck["findings"] if f["card"] == only_here[0]}
    assert "RC302" in findings[day_before], (region, set_code, day_before)
    assert "RC302" not in findings[date], (region, set_code, date)

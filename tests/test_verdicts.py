"""The four verdicts (legal, illegal, unconfirmed, unreadable) as every output shows them: an
unconfirmed deck is never shown or counted as legal, and exits 1."""

from __future__ import annotations

import csv
import json
import xml.etree.ElementTree as ET

import pytest

from support import REPO, run_cli

VERDICTS = REPO / "tests" / "fixtures" / "verdicts"
LILLIA = "examples/lillia.txt"
# 5 copies of Jinx, Rebel (2 written "(Alternate Art)"), Stacked Deck (banned), a Blank
# Battlefield in constructed and 2 named battlefields.
JINX = str(VERDICTS / "jinx-five-copies-blank-battlefield.txt")
MADE_UP = str(VERDICTS / "lillia-made-up-card.txt")  # a name no card has, after Radiance
EKKO = str(VERDICTS / "ekko-card-of-unknown-domains.txt")  # Supernova: the sources dispute its domains
AFTER_RADIANCE = ("--as-of", "2026-11-20")


def _json(*arguments: str) -> tuple[int, dict]:
    result = run_cli("check", *arguments, "-o", "json")
    return result.returncode, json.loads(result.stdout)


def test_the_list_that_passed_with_three_warnings_is_illegal():
    code, document = _json(JINX, *AFTER_RADIANCE)
    [deck] = document["decks"]
    errors = {finding["code"] for finding in deck["findings"] if finding["severity"] == "error"}
    assert (code, deck["legal"], deck["status"]) == (1, False, "illegal")
    assert "RC114" in errors  # the Blank Battlefield in constructed


def test_a_card_riftcheck_has_no_data_for_makes_the_deck_unconfirmed_not_legal():
    code, document = _json(MADE_UP, *AFTER_RADIANCE)
    [deck] = document["decks"]
    assert (code, deck["legal"], deck["status"]) == (1, False, "unconfirmed")
    assert [f["card"] for f in deck["findings"] if f.get("undecided")] == ["Totally Made Up Card"]
    assert document["totals"] == {"decks": 1, "legal": 0, "illegal": 0, "unconfirmed": 1, "unreadable": 0}


def test_a_card_of_unknown_domains_makes_the_deck_unconfirmed():
    code, document = _json(EKKO, *AFTER_RADIANCE)
    [deck] = document["decks"]
    assert (code, deck["status"]) == (1, "unconfirmed")
    assert [(f["code"], f["card"]) for f in deck["findings"] if f.get("undecided")] == [("RC006", "Supernova")]


def test_on_trust_the_deck_is_legal_and_its_verdict_names_the_cards_taken_on_trust():
    code, document = _json(MADE_UP, *AFTER_RADIANCE, "--unknown-new-cards", "warn")
    [deck] = document["decks"]
    assert (code, deck["status"], deck["on_trust"]) == (0, "legal", ["Totally Made Up Card"])
    text = run_cli("check", MADE_UP, *AFTER_RADIANCE, "--unknown-new-cards", "warn").stdout
    assert "✓ LEGAL" in text and "Taken on trust (--unknown-new-cards warn): Totally Made Up Card" in text


def test_the_text_shows_unconfirmed_with_its_reasons_in_english_and_thai():
    english = run_cli("check", MADE_UP, *AFTER_RADIANCE)
    assert english.returncode == 1
    head = english.stdout.splitlines()[0]
    assert head.startswith("? UNCONFIRMED") and "LEGAL  " not in head.replace("UNCONFIRMED", "")
    assert "riftcheck could not decide" in english.stdout and "? RC005 line 16" in english.stdout
    thai = run_cli("check", MADE_UP, *AFTER_RADIANCE, "--lang", "th").stdout
    assert thai.startswith("? ยืนยันไม่ได้") and "ตัดสินเรื่องต่อไปนี้ไม่ได้" in thai


def test_the_totals_count_each_verdict_apart():
    result = run_cli("check", LILLIA, JINX, MADE_UP, "README.md", *AFTER_RADIANCE)
    assert result.returncode == 1
    assert "4 decks: 1 legal, 1 illegal, 1 unconfirmed, 1 unreadable" in result.stdout
    thai = run_cli("check", LILLIA, MADE_UP, *AFTER_RADIANCE, "--lang", "th").stdout
    assert "ถูกกติกา 1, ผิดกติกา 0, ยืนยันไม่ได้ 1, อ่านไม่ได้ 0" in thai


def test_the_registration_report_has_a_status_column_and_counts_unconfirmed(tmp_path):
    table = tmp_path / "report.csv"
    run_cli("check", LILLIA, MADE_UP, *AFTER_RADIANCE, "--report", str(table))
    rows = list(csv.DictReader(table.open(encoding="utf-8")))
    assert [(row["legal"], row["status"]) for row in rows] == [("yes", "legal"), ("no", "unconfirmed")]
    document = tmp_path / "report.json"
    run_cli("check", LILLIA, MADE_UP, *AFTER_RADIANCE, "--report", str(document))
    assert json.loads(document.read_text(encoding="utf-8"))["totals"]["unconfirmed"] == 1


def test_machine_outputs_fail_an_unconfirmed_deck():
    sarif = json.loads(run_cli("check", MADE_UP, *AFTER_RADIANCE, "-o", "sarif").stdout)
    results = sarif["runs"][0]["results"]
    assert [r["level"] for r in results if r["ruleId"] == "verdict.unconfirmed"] == ["error"]
    assert [r["properties"].get("undecided") for r in results if r["ruleId"] == "RC005"] == [True]
    junit = ET.fromstring(run_cli("check", LILLIA, MADE_UP, *AFTER_RADIANCE, "-o", "junit").stdout)
    suite = junit.find("testsuite")
    assert suite.get("failures") == "1"
    [failure] = suite.iter("failure")
    assert failure.get("type") == "unconfirmed"
    github = run_cli("check", MADE_UP, *AFTER_RADIANCE, "-o", "github").stdout
    assert "::error file=" in github and "title=unconfirmed::Unconfirmed" in github
    assert "1 unconfirmed" in github


def test_a_legal_deck_stays_legal_with_status_legal():
    code, document = _json(LILLIA, *AFTER_RADIANCE)
    assert (code, document["decks"][0]["status"], document["decks"][0]["legal"]) == (0, "legal", True)


def test_an_unreadable_input_has_status_unreadable():
    code, document = _json("README.md")
    assert (code, document["decks"][0]["status"]) == (2, "unreadable")


def test_show_says_unconfirmed_not_legal():
    shown = run_cli("show", MADE_UP, *AFTER_RADIANCE).stdout
    assert "? Unconfirmed" in shown and "✓ Legal" not in shown


@pytest.mark.parametrize("original,written,status", [
    ("3 Lonely Poro", "3 Totally Made Up Card", "unconfirmed"),
    ("1 Dusk Rose Lab", "1 Aspirant's Climb (Alternate Art)", "illegal"),
    ("1 Dusk Rose Lab", "1 Blank Battlefield", "illegal"),
])
def test_no_changed_line_of_a_legal_list_leaves_it_legal(original, written, status):
    text = (REPO / LILLIA).read_text(encoding="utf-8").replace(f"\n{original}\n", f"\n{written}\n")
    assert written in text
    result = run_cli("check", "-", "-o", "json", *AFTER_RADIANCE, stdin=text)
    [deck] = json.loads(result.stdout)["decks"]
    assert (result.returncode, deck["legal"], deck["status"]) == (1, False, status)


@pytest.mark.parametrize("written", ["3 Lonely Poro # cheap", "3 Lonely Poro // cheap", "3 Lonely Poro (โปโร)"])
def test_a_known_name_with_more_after_it_is_never_taken_on_a_warning(written):
    """Either the reader knows the convention and reads Lonely Poro (the list stays the legal
    40 cards it was), or the line is an unknown card, an error: never a passing warning."""
    text = (REPO / LILLIA).read_text(encoding="utf-8").replace("\n3 Lonely Poro\n", f"\n{written}\n")
    [deck] = json.loads(run_cli("check", "-", "-o", "json", *AFTER_RADIANCE, stdin=text).stdout)["decks"]
    if deck["status"] == "legal":
        assert deck["counts"]["main"] == 40 and not [f for f in deck["findings"] if f["severity"] != "info"]
    else:
        assert deck["status"] == "illegal"
        assert not [f for f in deck["findings"] if f["code"] == "RC005"]


def test_worker_processes_keep_the_unconfirmed_verdict(tmp_path):
    for number in range(4):  # different bytes, so that each is checked, not remembered
        (tmp_path / f"deck{number}.txt").write_text(f"{(REPO / MADE_UP).read_text(encoding='utf-8')}# {number}\n",
                                                    encoding="utf-8")
    result = run_cli("check", str(tmp_path), "-j", "2", "-q", *AFTER_RADIANCE)
    assert result.returncode == 1
    assert result.stdout.strip() == "4 decks: 0 legal, 0 illegal, 4 unconfirmed, 0 unreadable"


def test_an_error_outweighs_what_riftcheck_could_not_decide():
    from types import SimpleNamespace

    from riftcheck.engine.verdicts.result import verdict_status

    error = SimpleNamespace(severity="error")
    undecided = SimpleNamespace(severity="warning", undecided=True)
    warning = SimpleNamespace(severity="warning")
    assert verdict_status([undecided, error]) == "illegal"
    assert verdict_status([warning, undecided]) == "unconfirmed"
    assert verdict_status([warning]) == "legal"
    assert verdict_status([], readable=False) == "unreadable"

"""`riftcheck check` end to end: verdicts on real lists at their event dates, exit codes,
every output format (golden files), batch runs and the organiser's report."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from golden_files import assert_matches_golden
from support import DECKLISTS, EVENT_DATES, REPO, run_cli


# The day the example decklists are checked on: lillia.txt is legal then, viktor.txt is not.
EXAMPLES_DAY = "2026-11-29"


def _decklist(number: str) -> Path:
    return next(DECKLISTS.glob(f"{number}-*"))


def _json(*args: str) -> dict:
    result = run_cli("check", "-o", "json", *args)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("number,date", [*EVENT_DATES.items(), ("006", "2026-05-30")])
def test_tournament_lists_get_their_verdict_at_the_event_date(number, date):
    deck = _json("--as-of", date, str(_decklist(number)))["decks"][0]
    errors = [f for f in deck["findings"] if f["severity"] == "error"]
    if number == "006":
        assert not deck["legal"]
        codes = {f["code"] for f in errors}
        assert len(codes) >= 3  # main deck short, extra legends, Darius outside the identity
    else:
        assert deck["legal"], errors


def test_viktor_is_legal_in_casual_and_illegal_in_constructed_today():
    path = str(_decklist("028"))
    assert _json("--format", "casual", path)["decks"][0]["legal"]
    constructed = _json(path)["decks"][0]
    assert not constructed["legal"]
    assert [f["card"] for f in constructed["findings"] if f["severity"] == "error"] == ["Obelisk of Power"]


def test_the_three_viktor_encodings_get_the_same_findings():
    decks = _json(*(str(_decklist(n)) for n in ("028", "029", "030")))["decks"]
    summaries = [
        (d["legal"], d["counts"], [(f["code"], f["card"]) for f in d["findings"] if f["code"] != "RC003"]) for d in decks
    ]
    assert summaries[0] == summaries[1] == summaries[2]
    # Token lists do not mark the Chosen Champion: the choice is reported, not hidden; a registered
    # constructed list must mark it, so it is a warning.
    assert [(f["severity"], f["card"]) for f in decks[1]["findings"] if f["code"] == "RC003"] == [
        ("warning", "Viktor, Leader")
    ]


def test_exit_codes_say_legal_illegal_and_unreadable(tmp_path):
    assert run_cli("check", "--as-of", EXAMPLES_DAY, "examples/lillia.txt").returncode == 0
    assert run_cli("check", "--as-of", EXAMPLES_DAY, "examples/viktor.txt").returncode == 1
    junk = tmp_path / "junk.png"
    junk.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    unreadable = run_cli("check", str(junk))
    assert unreadable.returncode == 2 and "Traceback" not in unreadable.stderr + unreadable.stdout
    assert run_cli("check", "--format", "nonsense", "examples/lillia.txt").returncode == 2
    assert run_cli("check").returncode == 2


def test_standard_input_is_read_with_a_dash():
    text = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
    result = run_cli("check", "-", "-o", "json", "--as-of", EXAMPLES_DAY, stdin=text)
    assert result.returncode == 0 and json.loads(result.stdout)["decks"][0]["path"] == "<stdin>"


@pytest.mark.parametrize(
    "args",
    [("-", "-"), ("-", "examples/viktor.txt", "-"), ("--format", "2v2", "--team", "-", "-")],
    ids=["twice", "around-a-file", "both-teammates"],
)
def test_standard_input_named_twice_is_a_usage_error_not_an_empty_deck(args):
    text = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
    result = run_cli("check", *args, "--as-of", EXAMPLES_DAY, stdin=text)
    assert result.returncode == 2 and result.stdout == ""
    assert "standard input (-) can be read only once" in result.stderr


def test_strict_turns_warnings_into_failure():
    # Master Yi, Wuju Bladesman is restricted in 2v2: a warning, not an error.
    args = ("--format", "2v2", "--as-of", "2026-08-23", str(_decklist("002")))
    plain = run_cli("check", "-o", "json", *args)
    warnings = [f for f in json.loads(plain.stdout)["decks"][0]["findings"] if f["severity"] == "warning"]
    assert plain.returncode == 0 and warnings
    assert run_cli("check", "--strict", *args).returncode == 1


def test_thai_output_comes_from_the_environment_or_the_option():
    by_option = run_cli("check", "examples/viktor.txt", "--lang", "th")
    by_locale = run_cli("check", "examples/viktor.txt", env={"LANG": "th_TH.UTF-8", "LC_ALL": ""})
    for result in (by_option, by_locale):
        assert "ผิดกติกา" in result.stdout and "สนามรบ" in result.stdout


def test_json_output_has_the_documented_shape():
    document = _json("--as-of", EXAMPLES_DAY, "examples/viktor.txt", "examples/lillia.txt")
    assert (document["version"], document["format"]) == (1, "constructed")
    deck = document["decks"][0]
    assert set(deck) >= {"path", "name", "legal", "counts", "findings"}
    assert set(deck["counts"]) == {"main", "runes", "battlefields", "sideboard"}
    assert set(deck["findings"][0]) >= {"code", "rule", "severity", "zone", "card", "line", "message"}
    assert document["totals"] == {"decks": 2, "legal": 1, "illegal": 1, "unconfirmed": 0, "unreadable": 0}


def _normalise(text: str) -> str:
    return re.sub(r'"version": "[^"]+"', '"version": "X"', text)


@pytest.mark.parametrize("output", ["text", "json", "sarif", "junit", "github"])
def test_each_output_format_matches_its_golden_file(output):
    result = run_cli("check", "examples/viktor.txt", "examples/lillia.txt", "--as-of", EXAMPLES_DAY, "-o", output,
                     env={"COLUMNS": "100", "GITHUB_ACTIONS": ""})
    assert_matches_golden(f"check.{output}", _normalise(result.stdout))


def test_the_json_report_names_the_newest_rules_and_ban_wave_known():
    document = json.loads(run_cli("check", "examples/viktor.txt", "-o", "json", "--as-of", "2026-08-01").stdout)
    assert document["known"]["rules_edition"]["effective"] == "2026-10-09"
    assert document["known"]["ban_wave"]["names"] == ["Ekko, Recurrent", "Stacked Deck"]


def test_sarif_and_junit_parse_as_what_they_claim():
    import xml.etree.ElementTree as ET

    sarif = json.loads(run_cli("check", "examples/viktor.txt", "-o", "sarif", "--as-of", EXAMPLES_DAY).stdout)
    assert sarif["version"] == "2.1.0"
    result = sarif["runs"][0]["results"][0]
    assert result["ruleId"] == "RC301" and result["locations"][0]["physicalLocation"]["region"]["startLine"] > 0
    junit = run_cli("check", "examples/viktor.txt", "examples/lillia.txt", "-o", "junit", "--as-of", EXAMPLES_DAY)
    suite = ET.fromstring(junit.stdout)[0]
    assert (suite.get("tests"), suite.get("failures")) == ("2", "1")


def test_github_annotations_are_chosen_under_github_actions():
    result = run_cli("check", "examples/viktor.txt", env={"GITHUB_ACTIONS": "true"})
    assert result.stdout.startswith("::error file=examples/viktor.txt,line=")


def test_github_annotations_count_one_deck_in_the_singular():
    result = run_cli("check", "examples/viktor.txt", "-o", "github", "--as-of", EXAMPLES_DAY)
    assert result.stdout.splitlines()[-1] == "1 deck: 0 legal, 1 illegal, 0 unconfirmed, 0 unreadable"


def test_a_folder_reports_every_file_and_counts_the_unreadable(tmp_path):
    (tmp_path / "nested").mkdir()
    (tmp_path / "legal.txt").write_text((REPO / "examples" / "lillia.txt").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "nested" / "illegal.txt").write_text((REPO / "examples" / "viktor.txt").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "broken.txt").write_bytes(b"\xff\xfe\x00garbage\x00\x00")
    (tmp_path / ".hidden.txt").write_text("ignored", encoding="utf-8")
    document = _json("--as-of", EXAMPLES_DAY, str(tmp_path))
    assert document["totals"] == {"decks": 3, "legal": 1, "illegal": 1, "unconfirmed": 0, "unreadable": 1}
    assert run_cli("check", "--as-of", EXAMPLES_DAY, str(tmp_path)).returncode == 1


def test_the_registration_report_escapes_spreadsheet_formulas(tmp_path):
    export = {"decklists": [{
        "user": {"best_identifier": "=HYPERLINK(\"http://x\")"},
        "auxiliary_sections": [
            {"type_code": "legend", "cards": [{"name": "Viktor, Herald of the Arcane", "quantity": 1}]},
            {"type_code": "champion", "cards": [{"name": "Viktor, Leader", "quantity": 1}]},
            {"type_code": "battlefield", "cards": [{"name": n, "quantity": 1} for n in ("Targon's Peak", "Void Gate", "Obelisk of Power")]},
        ],
        "sections": [{"section_key": "rune_pool", "cards": [{"name": "Order Rune", "quantity": 12}]}],
    }]}
    source = tmp_path / "export.json"
    source.write_text(json.dumps(export), encoding="utf-8")
    report = tmp_path / "report.csv"
    run_cli("check", str(source), "--report", str(report))
    rows = list(csv.DictReader(report.open(encoding="utf-8")))
    assert rows[0]["player"] == "'=HYPERLINK(\"http://x\")"
    assert rows[0]["legal"] == "no" and "RC301" in rows[0]["codes"]

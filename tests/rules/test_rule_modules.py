"""The rule registry: every rule is complete, documented in both languages, and listed."""

from __future__ import annotations

import json
import re
import string

import pytest
from rule_testing import CASES
from support import run_cli

from riftcheck.engine.verdicts.findings import SEVERITIES
from riftcheck.games.riftbound import rules

THAI = re.compile("[\u0e00-\u0e7f]")
RULE_NUMBER = re.compile(r"^[0-9]{3}(\.[0-9]+(\.[a-z](\.[0-9]+)?)?)?$")


def _placeholders(template: str) -> set[str]:
    return {name for _text, name, _spec, _conversion in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("rule", rules.ALL, ids=lambda r: r.CODE)
def test_every_rule_declares_what_the_registry_and_docs_need(rule):
    assert re.fullmatch(r"RC[0-9]{3}", rule.CODE)
    assert rule.RULE is None or RULE_NUMBER.match(rule.RULE)
    assert rule.DOCUMENT in (None, "CR", "TR") and (rule.DOCUMENT is None) == (rule.RULE is None)
    assert re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)+", rule.NAME)
    assert rule.SEVERITY in SEVERITIES
    assert sum(hasattr(rule, entry) for entry in ("check", "check_team", "check_members", "check_repeat")) == 1
    assert rules.summary(rule) and THAI.search(rules.summary(rule, "th"))
    assert any(outcome in rule.__doc__ for outcome in ("Failing", "Warned", "Reported", "Unconfirmed"))
    assert (CASES / f"{rule.CODE}.yaml").is_file(), "every rule has data-driven cases"


@pytest.mark.parametrize("rule", rules.ALL, ids=lambda r: r.CODE)
def test_every_message_has_english_and_thai_with_the_same_placeholders(rule):
    for template in (*rule.MESSAGES.values(), *rule.HINTS.values()):
        assert template.en and THAI.search(template.th)
        assert _placeholders(template.en) == _placeholders(template.th), template


def test_codes_and_names_are_unique():
    assert len({r.CODE for r in rules.ALL}) == len({r.NAME for r in rules.ALL}) == len(rules.ALL)


@pytest.mark.parametrize("written", ["RC105", "rc105", " deck.copies ", "DECK.COPIES"])
def test_a_rule_is_found_by_code_or_name_in_any_casing(written):
    assert rules.get(written).CODE == "RC105"


def test_an_unknown_rule_is_a_key_error():
    with pytest.raises(KeyError):
        rules.get("RC999")


def test_rules_lists_every_rule_with_its_number():
    listed = run_cli("rules", env={"LANG": "C.UTF-8", "LC_ALL": ""})
    assert listed.returncode == 0
    table, known = listed.stdout.split("\n\n")
    lines = table.splitlines()
    assert len(lines) == len(rules.ALL)
    copies = lines[rules.ALL.index(rules.get("RC105"))]
    assert re.match(r"^RC105\s+CR 103\.3\.b\s+deck\.copies\s+error\s+At most 3 copies", copies)
    assert known.splitlines() == [
        "Newest rules riftcheck knows: Core Rules and Tournament Rules 2026-10-09 (applied from 2026-10-09)",
        "Newest ban wave known: effective 2026-09-18 in constructed, 2v2: Ekko, Recurrent; Stacked Deck",
    ]


@pytest.mark.parametrize("as_of,copies,team", [("2026-10-08", "103.2.b", "489.8.i"), ("2026-10-09", "103.3.b", "491.8.i")])
def test_rules_cites_the_numbers_of_the_given_date(as_of, copies, team):
    document = json.loads(run_cli("rules", "-o", "json", "--as-of", as_of).stdout)
    cited = {rule["code"]: rule["rule"] for rule in document["rules"]}
    assert (cited["RC105"], cited["RC402"], cited["RC301"], cited["RC001"]) == (copies, team, "601.2.d", None)
    assert document["as_of"] == as_of
    assert document["known"]["ban_wave"]["names"] == ["Ekko, Recurrent", "Stacked Deck"]
    assert document["known"]["rules_edition"]["effective"] == "2026-10-09"


def test_a_rule_shown_for_an_earlier_date_says_its_number_then():
    shown = run_cli("rules", "RC110", "--as-of", "2026-10-08").stdout
    assert shown.startswith("RC110  CR 103.4.c  deck.battlefields.distinct  (error)\n"
                            "On 2026-10-08 this rule was numbered 103.4.c; the text below uses the numbers of "
                            "Core Rules and Tournament Rules 2026-10-09.\n")
    thai = run_cli("rules", "RC110", "--as-of", "2026-10-08", "--lang", "th").stdout
    assert "ในวันที่ 2026-10-08 กฎข้อนี้ใช้เลข 103.4.c" in thai


def test_rules_json_in_thai_from_the_environment():
    listed = run_cli("rules", "-o", "json", env={"LANG": "th_TH.UTF-8", "LC_ALL": ""})
    document = json.loads(listed.stdout)
    first = document["rules"][0]
    assert set(first) == {"code", "rule", "document", "name", "severity", "summary"}
    assert THAI.search(first["summary"])


def test_rules_code_prints_the_documentation_in_the_chosen_language():
    english = run_cli("rules", "RC110")
    thai = run_cli("rules", "deck.battlefields.distinct", "--lang", "th")
    assert english.stdout.startswith("RC110  CR 103.5.c  deck.battlefields.distinct  (error)\n\nNo two of")
    assert "สนามรบในเด็คต้องชื่อไม่ซ้ำกัน" in thai.stdout


def test_rules_code_json_includes_the_doc():
    shown = json.loads(run_cli("rules", "RC301", "-o", "json").stdout)
    assert shown["rule"] == "601.2.d" and shown["document"] == "TR"
    assert "Obelisk of Power" in shown["doc"]


@pytest.mark.parametrize(
    "args,message",
    [
        (("rules", "RC999"), "no rule 'RC999'"),
        (("rules", "--lang", "fr"), "unknown language 'fr'"),
        (("rules", "-o", "yaml"), "unknown output format 'yaml'"),
        (("rules", "--as-of", "9/10/2026"), "cannot read the date '9/10/2026'"),
    ],
)
def test_rules_usage_errors_exit_2_without_a_traceback(args, message):
    result = run_cli(*args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr

"""Sealed and draft end to end: pools from a file, a registration sheet, a folder of pools,
a 2v2 team's shared pool, and the options that do not go together (fixtures/limited/)."""

from __future__ import annotations

import json
from pathlib import Path

from riftcheck.games.riftbound import formats
from riftcheck.games.riftbound.checker import Checker
from riftcheck.engine.options import CheckOptions
from riftcheck.engine.verdicts.result import DeckResult
from support import REPO, run_cli

LIMITED = REPO / "tests" / "fixtures" / "limited"
AS_OF = "2026-11-29"


def _decks(*args: str) -> tuple[int, list[dict]]:
    result = run_cli("check", "-o", "json", "--as-of", AS_OF, *args)
    assert result.returncode in (0, 1), result.stderr
    return result.returncode, json.loads(result.stdout)["decks"]


def _messages(deck: dict, code: str) -> list[str]:
    return [finding["message"] for finding in deck["findings"] if finding["code"] == code]


def test_a_sealed_deck_fits_its_pool_and_the_rest_is_its_sideboard():
    code, [deck] = _decks(str(LIMITED / "sealed-deck.txt"), "--format", "sealed", "--pool", str(LIMITED / "sealed-pool.txt"))
    assert code == 0 and deck["legal"]
    assert _messages(deck, "RC123") == [
        f"Checked against the pool {LIMITED / 'sealed-pool.txt'} (33 cards).",
        "Sideboard, the pool's cards used nowhere in the list (5): 2 Charm, 1 Highlander, 2 Block.",
    ]
    assert _messages(deck, "RC121") == ["Domain Identity found: Fury/Chaos/Mind."]


def test_without_a_pool_the_verdict_says_the_pool_was_not_checked():
    code, [deck] = _decks(str(LIMITED / "sealed-deck.txt"), "--format", "draft")
    assert code == 0
    assert _messages(deck, "RC123") == ["The pool was not checked: only the deck rules were."]


def test_the_same_deck_is_illegal_in_constructed():
    code, [deck] = _decks(str(LIMITED / "sealed-deck.txt"), "--as-of", "2026-08-01")
    codes = {finding["code"] for finding in deck["findings"] if finding["severity"] == "error"}
    assert code == 1 and {"RC103", "RC102", "RC114"} <= codes  # 25 cards, Mind outside, a blank battlefield


def test_a_registration_sheet_brings_its_own_pool():
    code, [deck] = _decks(str(LIMITED / "registration-sheet.txt"), "--format", "sealed")
    assert code == 0
    assert _messages(deck, "RC123")[0] == f"Checked against the pool {LIMITED / 'registration-sheet.txt'} (Pool:) (33 cards)."
    assert deck["counts"] == {"main": 25, "runes": 12, "battlefields": 3, "sideboard": 5}  # the rest of its pool (TR 602.4.a.7)


def test_a_folder_of_pools_pairs_each_deck_with_the_pool_of_its_name():
    # alice and bob registered the same list; bob's pool has one Stupefy fewer; carol has none.
    code, decks = _decks(str(LIMITED / "decks"), "--format", "sealed", "--pool-dir", str(LIMITED / "pools"))
    by_name = {Path(deck["path"]).stem: deck for deck in decks}
    assert code == 1
    assert by_name["alice"]["legal"]
    assert _messages(by_name["alice"], "RC123")[0].startswith(f"Checked against the pool {LIMITED / 'pools' / 'alice.txt'}")
    assert _messages(by_name["bob"], "RC122") == ["Stupefy: 3 copies are used, but the pool has 2."]
    assert not by_name["carol"]["legal"]
    assert _messages(by_name["carol"], "RC122") == [
        f"No pool was found for this deck ({LIMITED / 'pools' / 'carol'}.*), so its cards could not be checked against one."
    ]


def test_a_2v2_sealed_team_shares_one_pool():
    code, decks = _decks("--team", str(LIMITED / "team-a.txt"), str(LIMITED / "team-b.txt"), "--format", "sealed",
                         "--pool", str(LIMITED / "team-pool.txt"))
    assert code == 1
    for deck in decks:
        [finding] = [f for f in deck["findings"] if f["code"] == "RC122"]
        assert finding["rule"] == "603.6"
        assert finding["message"] == "Stupefy: the team's two decks use 6 copies together, but their shared pool has 5."


def test_each_deck_of_the_team_alone_fits_the_shared_pool_and_not_one_with_a_copy_fewer(tmp_path):
    # The pool holds 5 Stupefy and each deck uses 3: alone each fits; with only 2 neither does.
    short = tmp_path / "short-pool.txt"
    short.write_text((LIMITED / "team-pool.txt").read_text(encoding="utf-8").replace("5 Stupefy", "2 Stupefy"),
                     encoding="utf-8")
    for deck_file in ("team-a.txt", "team-b.txt"):
        code, [deck] = _decks(str(LIMITED / deck_file), "--format", "sealed", "--pool", str(LIMITED / "team-pool.txt"))
        assert code == 0 and deck["legal"] and _messages(deck, "RC122") == [], deck["findings"]
        code, [deck] = _decks(str(LIMITED / deck_file), "--format", "sealed", "--pool", str(short))
        assert code == 1 and _messages(deck, "RC122") == ["Stupefy: 3 copies are used, but the pool has 2."]


def test_findings_about_the_pool_are_written_in_thai():
    result = run_cli("check", "--as-of", AS_OF, "--lang", "th", "--format", "sealed", str(LIMITED / "decks" / "bob.txt"),
                     "--pool", str(LIMITED / "pools" / "bob.txt"), env={"COLUMNS": "200"})
    assert result.returncode == 1
    assert "Stupefy ใช้อยู่ 3 ใบ แต่ในพูลมีเพียง 2 ใบ" in result.stdout


def test_pool_options_that_cannot_be_honoured_are_usage_errors(tmp_path):
    deck, pool = str(LIMITED / "sealed-deck.txt"), str(LIMITED / "sealed-pool.txt")
    constructed = run_cli("check", deck, "--pool", pool)
    both = run_cli("check", deck, "--format", "sealed", "--pool", pool, "--pool-dir", str(LIMITED / "pools"))
    missing = run_cli("check", deck, "--format", "sealed", "--pool", str(tmp_path / "nothing.txt"))
    not_a_folder = run_cli("check", deck, "--format", "sealed", "--pool-dir", pool)
    assert [r.returncode for r in (constructed, both, missing, not_a_folder)] == [2, 2, 2, 2]
    assert "limited formats" in constructed.stderr and "either --pool" in both.stderr
    assert "cannot read the pool" in missing.stderr and "is not a folder" in not_a_folder.stderr


def test_the_checker_takes_a_pool_through_its_options():
    options = CheckOptions(format="sealed", as_of=formats.parse_date(AS_OF), pool=str(LIMITED / "sealed-pool.txt"))
    [verdict] = Checker(options).check_inputs([str(LIMITED / "sealed-deck.txt")])
    assert isinstance(verdict, DeckResult) and verdict.legal
    assert verdict.summary["identity"] == ["Fury", "Chaos", "Mind"]
    assert any(finding.code == "RC123" and "sealed-pool.txt" in finding.message for finding in verdict.findings)


def test_show_takes_blank_battlefields_and_no_signature_limit_in_sealed():
    result = run_cli("show", str(LIMITED / "sealed-deck.txt"), "--format", "sealed", "--as-of", AS_OF,
                     env={"COLUMNS": "120"})
    assert result.returncode == 0, result.stderr
    assert "✓ Legal (sealed, 2026-11-29)" in result.stdout
    assert "not in the card database" not in result.stdout and "Signature 0 of" not in result.stdout
    document = json.loads(run_cli("show", str(LIMITED / "sealed-deck.txt"), "--format", "sealed", "-o", "json").stdout)
    assert document["decks"][0]["signature_limit"] is None and document["decks"][0]["verdict"]["legal"]


def test_every_rule_a_format_lifts_exists():
    from riftcheck.games.riftbound import rules

    codes = {rule.CODE for rule in rules.ALL}
    for name in formats.names():
        lifted = formats.context(name, formats.parse_date(AS_OF)).lifted
        assert set(lifted) <= codes, name
    assert set(formats.context("sealed", formats.parse_date(AS_OF)).lifted) >= {"RC102", "RC105", "RC106", "RC107"}


def test_riftchecks_own_form_carries_a_pool_too():
    code, [deck] = _decks(str(LIMITED / "registration-sheet.yaml"), "--format", "sealed")
    assert code == 1
    [finding] = [f for f in deck["findings"] if f["code"] == "RC122"]
    assert (finding["card"], finding["line"], finding["message"]) == (
        "Stupefy", 8, "Stupefy: 3 copies are used, but the pool has 2.")


def test_the_registration_sheet_in_riftchecks_own_form_validates_against_its_schema():
    import jsonschema
    import yaml

    schema = json.loads((REPO / "src" / "riftcheck" / "data" / "schema" / "deck.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(yaml.safe_load((LIMITED / "registration-sheet.yaml").read_text(encoding="utf-8")), schema)


def test_the_summary_counts_the_rest_of_the_pool_as_the_sideboard_as_rc123_lists_it():
    code, [deck] = _decks(str(LIMITED / "sealed-deck.txt"), "--format", "sealed", "--pool", str(LIMITED / "sealed-pool.txt"))
    [listed] = [f["message"] for f in deck["findings"] if f["code"] == "RC123" and f["zone"] == "sideboard"]
    assert "(5)" in listed and deck["counts"]["sideboard"] == 5
    _code, [without_pool] = _decks(str(LIMITED / "sealed-deck.txt"), "--format", "sealed")
    assert without_pool["counts"]["sideboard"] == 0

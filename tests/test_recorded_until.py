"""Riftbound's ban lists and rules are recorded up to a day (data/formats/recorded.yaml): a check
dated after it cannot rule out a ban or a rules change made since, so its deck is unconfirmed
(RC305), never legal; a user's formats update file may record a later day."""

from __future__ import annotations

import json

import pytest

from support import REPO, run_cli

RECORDED = "2026-12-07"  # the shipped data/formats/recorded.yaml
DAY_AFTER = "2026-12-08"
LEGAL_DECK = "examples/lillia.txt"
ILLEGAL_DECK = "examples/jinx-draft.txt"


@pytest.fixture
def user_data(tmp_path) -> dict:
    return {"RIFTCHECK_DATA": str(tmp_path / "user-data")}


def _json(*args: str, env: dict | None = None) -> tuple[int, dict]:
    result = run_cli("check", *args, "-o", "json", env=env)
    return result.returncode, json.loads(result.stdout)["decks"][0]


def _recorded(deck: dict) -> list[dict]:
    return [finding for finding in deck["findings"] if finding["code"] == "RC305"]


def _import_record(tmp_path, env: dict, day: str, name: str = "checked") -> None:
    update = tmp_path / f"{name}.yaml"
    update.write_text(f"recorded_until: {day}\n", encoding="utf-8")
    result = run_cli("import", str(update), env=env)
    assert result.returncode == 0, result.stderr


def test_a_deck_checked_on_the_recorded_day_is_legal():
    result = run_cli("check", LEGAL_DECK, "--as-of", RECORDED)
    assert result.returncode == 0 and "✓ LEGAL" in result.stdout
    code, deck = _json(LEGAL_DECK, "--as-of", RECORDED)
    assert (code, deck["status"], _recorded(deck)) == (0, "legal", [])


def test_the_day_after_it_is_unconfirmed_once_with_what_to_do_in_english():
    result = run_cli("check", LEGAL_DECK, "--as-of", DAY_AFTER)
    assert result.returncode == 1
    assert "? UNCONFIRMED" in result.stdout and "✓ LEGAL" not in result.stdout
    assert result.stdout.count("RC305") == 1
    assert ("riftcheck's ban lists and rules are recorded up to 2026-12-07; a ban or rules change after that day is "
            "unknown, so the deck cannot be confirmed for 2026-12-08.") in result.stdout
    assert "Update riftcheck or its format data" in result.stdout
    assert "check Riot's newest ban list announcements and rules by hand" in result.stdout


def test_the_day_after_it_is_unconfirmed_in_json_with_an_undecided_finding():
    code, deck = _json(LEGAL_DECK, "--as-of", DAY_AFTER)
    assert (code, deck["status"], deck["legal"]) == (1, "unconfirmed", False)
    [finding] = _recorded(deck)
    assert (finding["undecided"], finding["severity"], finding["rule"]) == (True, "warning", "601.2.d")
    assert "2026-12-07" in finding["message"] and "2026-12-08" in finding["message"]
    assert "recorded_until" in finding["hint"]


def test_the_day_after_it_is_unconfirmed_in_thai():
    result = run_cli("check", LEGAL_DECK, "--as-of", DAY_AFTER, "--lang", "th")
    assert result.returncode == 1 and "? ยืนยันไม่ได้" in result.stdout
    assert ("รายการแบนและกติกาใน riftcheck บันทึกไว้ถึงวันที่ 2026-12-07 เท่านั้น "
            "ยังไม่ทราบว่าหลังจากนั้นมีการแบนหรือเปลี่ยนกติกาหรือไม่ จึงยืนยันเด็คสำหรับวันที่ 2026-12-08 ไม่ได้") in result.stdout
    assert "ตรวจประกาศรายการแบนและกติกาฉบับล่าสุดของ Riot ด้วยตนเอง" in result.stdout
    code, deck = _json(LEGAL_DECK, "--as-of", DAY_AFTER, "--lang", "th")
    [finding] = _recorded(deck)
    assert deck["status"] == "unconfirmed" and finding["message"].startswith("รายการแบนและกติกาใน riftcheck")


def test_today_after_the_recorded_day_is_unconfirmed_without_as_of():
    code, deck = _json(LEGAL_DECK, env={"RIFTCHECK_TODAY": "9999-12-31"})
    assert (code, deck["status"]) == (1, "unconfirmed") and len(_recorded(deck)) == 1


def test_an_illegal_deck_stays_illegal_after_the_recorded_day():
    code, deck = _json(ILLEGAL_DECK, "--as-of", DAY_AFTER)
    assert (code, deck["status"]) == (1, "illegal")
    assert len(_recorded(deck)) == 1 and any(finding["severity"] == "error" for finding in deck["findings"])
    assert "✗ ILLEGAL" in run_cli("check", ILLEGAL_DECK, "--as-of", DAY_AFTER, "-q").stdout


def test_a_users_later_recorded_until_makes_the_later_day_legal_and_no_later(user_data, tmp_path):
    _import_record(tmp_path, user_data, "2026-12-20")
    code, deck = _json(LEGAL_DECK, "--as-of", "2026-12-20", env=user_data)
    assert (code, deck["status"], _recorded(deck)) == (0, "legal", [])
    code, deck = _json(LEGAL_DECK, "--as-of", "2026-12-21", env=user_data)
    assert (code, deck["status"]) == (1, "unconfirmed")
    assert "recorded up to 2026-12-20" in _recorded(deck)[0]["message"]


def test_a_users_earlier_recorded_until_does_not_shorten_the_shipped_record(user_data, tmp_path):
    _import_record(tmp_path, user_data, "2026-11-01", "old-check")
    code, deck = _json(LEGAL_DECK, "--as-of", RECORDED, env=user_data)
    assert (code, deck["status"]) == (0, "legal")
    assert json.loads(run_cli("data", "-o", "json", env=user_data).stdout)["recorded_until"] == {
        "date": RECORDED, "origin": "shipped"}


def test_riftcheck_data_shows_the_recorded_day_and_where_it_comes_from(user_data, tmp_path):
    shown = run_cli("data", env=user_data)
    assert "ban lists and rules recorded up to 2026-12-07 (shipped): a check dated after it is unconfirmed (RC305)" in (
        shown.stdout)
    assert json.loads(run_cli("data", "-o", "json", env=user_data).stdout)["recorded_until"] == {
        "date": RECORDED, "origin": "shipped"}
    _import_record(tmp_path, user_data, "2026-12-20")
    assert "ban lists and rules recorded up to 2026-12-20 (yours (checked))" in run_cli("data", env=user_data).stdout


def test_data_in_force_says_the_recorded_day_in_english_and_thai():
    from riftcheck import api

    english = api.data_in_force("en")
    assert english["recorded_until"] == {"date": RECORDED, "origin": "shipped"}
    assert ("Ban lists and rules recorded up to 2026-12-07 (shipped with riftcheck); a check dated after it is "
            "unconfirmed.") in english["lines"]
    assert ("รายการแบนและกติกาบันทึกไว้ถึงวันที่ 2026-12-07 (มากับ riftcheck) "
            "การตรวจสำหรับวันที่หลังจากนั้นจะยืนยันไม่ได้") in api.data_in_force("th")["lines"]


def test_the_rules_documentation_names_the_recorded_day():
    assert "riftcheck's ban lists and rules are recorded up to 2026-12-07 (shipped with riftcheck" in run_cli(
        "rules", "RC305").stdout
    assert "บันทึกไว้ถึงวันที่ 2026-12-07" in run_cli("rules", "RC305", "--lang", "th").stdout


# The schemas: the shipped file's kind in formats.schema.json, the user's key in formats-update.schema.json.

def _validator(name: str):
    import jsonschema
    from referencing import Registry, Resource

    from riftcheck.engine.paths import data_dir

    folder = data_dir() / "schema"
    schemas = [json.loads(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("formats*.schema.json"))]
    registry = Registry().with_resources((schema["$id"], Resource.from_contents(schema)) for schema in schemas)
    chosen = json.loads((folder / name).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(chosen, registry=registry)


def test_the_shipped_record_matches_the_format_schema_and_says_its_day():
    import yaml

    from riftcheck.engine.paths import data_dir

    document = yaml.safe_load((data_dir() / "formats" / "recorded.yaml").read_text(encoding="utf-8"))
    assert document["recorded_until"].isoformat() == RECORDED
    as_json = {**document, "recorded_until": document["recorded_until"].isoformat()}
    assert list(_validator("formats.schema.json").iter_errors(as_json)) == []


@pytest.mark.parametrize("document", [
    {"recorded_until": "2026-12-07"},
    {"recorded_until": "7 December 2026", "source": "The sources named in the file's comment"},
    {"recorded_until": "2026-12-32", "source": "The sources named in the file's comment"},
    {"recorded_until": "2026-12-07", "source": "The sources named in the file's comment", "url": "https://x.invalid"},
], ids=["no source", "a date in words", "day 32", "an unknown key"])
def test_the_format_schema_refuses_a_broken_record(document):
    assert list(_validator("formats.schema.json").iter_errors(document))


def test_the_update_schema_takes_a_file_holding_only_a_recorded_day_and_refuses_a_bad_one():
    validator = _validator("formats-update.schema.json")
    assert list(validator.iter_errors({"recorded_until": "2027-01-05"})) == []
    assert list(validator.iter_errors({"recorded_until": "5 January 2027"}))
    assert list(validator.iter_errors({"recorded_until": 20270105}))


def test_import_refuses_a_recorded_day_that_is_not_in_the_calendar(user_data, tmp_path):
    update = tmp_path / "checked.yaml"
    update.write_text("recorded_until: 2027-02-30\n", encoding="utf-8")
    result = run_cli("import", str(update), env=user_data)
    assert result.returncode == 2
    assert "recorded_until 2027-02-30 is not a day of the calendar." in result.stderr
    assert not (tmp_path / "user-data" / "formats" / "checked.yaml").exists()


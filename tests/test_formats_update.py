"""A user's formats update file: checked on `riftcheck import`, overlaid on the shipped format
data, shown by `riftcheck data` as the user's, and taken out by `riftcheck data remove`."""

from __future__ import annotations

import datetime
import json
import textwrap

import pytest

from support import REPO, run_cli
from riftcheck.games.riftbound.formats import files as format_files
from riftcheck.games.riftbound import formats
from riftcheck.engine.paths import data_dir

UPDATES = REPO / "tests" / "fixtures" / "formats" / "updates"
DECEMBER = UPDATES / "december-ban.yaml"
DECK = str(REPO / "tests" / "fixtures" / "decklists" / "001-lillia-riftdecks-via-agni.txt")
EXAMPLE = REPO / "examples" / "formats-update-example.yaml"


@pytest.fixture
def user_data(tmp_path) -> dict:
    """A user data folder of the test's own, for commands the test runs."""
    return {"RIFTCHECK_DATA": str(tmp_path / "user-data")}


def _import(path, env) -> None:
    result = run_cli("import", str(path), env=env)
    assert result.returncode == 0, result.stderr


def _check(env, as_of: str) -> tuple[int, dict]:
    result = run_cli("check", DECK, "--as-of", as_of, "-o", "json", env=env)
    return result.returncode, json.loads(result.stdout)["decks"][0]


def _data(env) -> dict:
    result = run_cli("data", "-o", "json", env=env)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_an_imported_ban_makes_the_deck_illegal_from_its_effective_date_and_legal_the_day_before(user_data):
    # Before the user's file exists the day is after the shipped record: unconfirmed, nothing banned.
    code, deck = _check(user_data, "2026-12-18")
    assert (code, deck["status"]) == (1, "unconfirmed")
    assert [f["code"] for f in deck["findings"] if f["severity"] != "info"] == ["RC305"]
    _import(DECEMBER, user_data)  # it records the ban list up to 2026-12-18
    before, deck_before = _check(user_data, "2026-12-17")
    on, deck_on = _check(user_data, "2026-12-18")
    assert before == 0 and deck_before["legal"] is True
    assert on == 1 and deck_on["legal"] is False
    banned = [f for f in deck_on["findings"] if f["code"] == "RC301"]
    assert [(f["card"], f["severity"]) for f in banned] == [("Sprite Fountain", "error")]
    assert "since 2026-12-18" in banned[0]["message"]


def test_between_announcement_and_effect_the_deck_gets_an_information_line_in_english_and_thai(user_data):
    _import(DECEMBER, user_data)
    code, deck = _check(user_data, "2026-12-16")
    notes = [f for f in deck["findings"] if f["code"] == "RC304"]
    assert code == 0 and [(f["card"], f["severity"]) for f in notes] == [("Sprite Fountain", "info")]
    assert "from 2026-12-18" in notes[0]["message"]
    thai = run_cli("check", DECK, "--as-of", "2026-12-16", "--lang", "th", env=user_data)
    assert "Sprite Fountain จะถูกแบนในฟอร์แมต Constructed ตั้งแต่ 2026-12-18" in thai.stdout
    assert not [f for f in _check(user_data, "2026-12-14")[1]["findings"] if f["code"] == "RC304"]


def test_data_shows_the_users_wave_as_theirs_and_the_shipped_ones_as_shipped(user_data):
    _import(DECEMBER, user_data)
    described = _data(user_data)
    origins = {(wave["effective"], wave["kind"]): wave["origin"] for wave in described["waves"]}
    assert origins[("2026-12-18", "bans")] == "december-ban"
    assert origins[("2026-09-18", "bans")] == "shipped"
    assert [update["name"] for update in described["formats_updates"]] == ["december-ban"]
    text = run_cli("data", env=user_data).stdout
    assert "2026-12-18  bans          constructed, 2v2  yours (december-ban), announced 2026-12-15: Sprite Fountain" in text


def test_riftcheck_rules_names_the_users_wave_as_the_newest_and_says_it_is_theirs(user_data):
    _import(DECEMBER, user_data)
    assert ("Newest ban wave known: effective 2026-12-18 in constructed, 2v2: Sprite Fountain "
            "(your formats update december-ban)") in run_cli("rules", env=user_data).stdout


def test_data_remove_takes_the_update_out_again(user_data):
    _import(DECEMBER, user_data)
    removed = run_cli("data", "remove", "december-ban", env=user_data)
    assert removed.returncode == 0, removed.stderr
    code, deck = _check(user_data, "2026-12-18")  # no ban, and again after the shipped record
    assert (code, deck["status"]) == (1, "unconfirmed") and not [f for f in deck["findings"] if f["code"] == "RC301"]
    assert _data(user_data)["formats_updates"] == []
    again = run_cli("data", "remove", "december-ban", env=user_data)
    assert again.returncode == 2 and "no formats update named 'december-ban'" in again.stderr


def test_a_wave_the_shipped_data_already_holds_is_not_applied_twice(user_data):
    result = run_cli("import", str(UPDATES / "september-again.yaml"), env=user_data)
    assert result.returncode == 0, result.stderr
    assert "already in riftcheck's shipped data; it is not applied twice" in result.stdout
    described = _data(user_data)
    september = [wave for wave in described["waves"] if wave["effective"] == "2026-09-18"]
    assert [wave["origin"] for wave in september] == ["shipped"]
    assert [(item["file"], item["format"]) for item in described["repeated"]] == [("september-again", "2v2")]


def test_a_users_release_date_moves_an_announced_set(user_data):
    _import(UPDATES / "legacy-early.yaml", user_data)
    legacy = next(entry for entry in _data(user_data)["sets"] if entry["code"] == "LGC")
    assert (legacy["released"], legacy["release_from"]) == ("2027-01-15", "legacy-early")


def test_the_prebuilt_cache_notices_a_users_file_in_this_process(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path / "user-data"))
    day = datetime.date(2026, 12, 18)
    assert "Sprite Fountain" not in formats.context("constructed", day).banned
    (tmp_path / "user-data" / "formats").mkdir(parents=True)
    (tmp_path / "user-data" / "formats" / "december-ban.yaml").write_bytes(DECEMBER.read_bytes())
    assert formats.context("constructed", day).banned["Sprite Fountain"] == day
    (tmp_path / "user-data" / "formats" / "december-ban.yaml").unlink()
    assert "Sprite Fountain" not in formats.context("constructed", day).banned


def test_a_hand_broken_file_in_the_folder_is_left_out_with_the_reason(user_data, tmp_path):
    folder = tmp_path / "user-data" / "formats"
    folder.mkdir(parents=True)
    (folder / "broken.yaml").write_text("format: constructed\nbans:\n  - effective: soon\n", encoding="utf-8")
    described = _data(user_data)
    assert any("broken.yaml is left out" in reason and "not a date" in reason for reason in described["refused"])
    assert _check(user_data, "2026-12-07")[0] == 0
    checked = run_cli("check", DECK, "--as-of", "2026-12-07", env=user_data)
    assert checked.stderr.count("broken.yaml is left out") == 1


MISTAKES = [
    ("unknown card names are listed",
     """format: constructed
     bans:
       - {effective: 2027-01-05, source: A ban list update of January, names: [Sprite Fountan, Not A Card]}
     """,
     "bans entry 1 names cards riftcheck does not know: Sprite Fountan; Not A Card. Write each name as "
     "`riftcheck cards NAME` shows it."),
    ("an announcement after the effective date",
     """format: constructed
     bans:
       - {effective: 2027-01-05, announced: 2027-01-09, source: A ban list update of January, names: [Stupefy]}
     """,
     "bans entry 1: announced 2027-01-09 is after effective 2027-01-05; a change is announced on or before the day it takes effect."),
    ("a date that is no date",
     """format: constructed
     bans:
       - {effective: Jan 5, source: A ban list update of January, names: [Stupefy]}
     """,
     "bans entry 1, effective is 'Jan 5', not a date; write it as YYYY-MM-DD, e.g. 2027-01-05."),
    ("a day that is not in the calendar",
     """format: constructed
     bans:
       - {effective: 2027-02-30, source: A ban list update of February, names: [Stupefy]}
     """,
     "bans entry 1: effective 2027-02-30 is not a day of the calendar."),
    ("an entry without its source",
     """format: constructed
     bans:
       - {effective: 2027-01-05, names: [Stupefy]}
     """,
     "bans entry 1 lacks source."),
    ("a format riftcheck does not know",
     """format: modern
     bans:
       - {effective: 2027-01-05, source: A ban list update of January, names: [Stupefy]}
     """,
     "The format 'modern' is not one riftcheck knows; use one of: constructed, 2v2, casual, draft, sealed."),
    ("bans without a format",
     """bans:
       - {effective: 2027-01-05, source: A ban list update of January, names: [Stupefy]}
     """,
     "The file has entries but no format: line naming the format they are for."),
    ("a key a formats update does not have",
     """format: constructed
     banned:
       - {effective: 2027-01-05, source: A ban list update of January, names: [Stupefy]}
     """,
     "The file has 'banned', which a formats update does not have."),
    ("a wave naming no card",
     """format: constructed
     bans:
       - {effective: 2027-01-05, source: A ban list update of January, names: []}
     """,
     "bans entry 1, names is empty; list at least one."),
    ("a file with nothing to add",
     "format: constructed\n",
     "The file holds no bans, unbans, restrictions, settings, sets or recorded_until: there is nothing to add."),
    ("a set riftcheck does not know, without its name",
     """sets:
       - {code: XYZ, released: 2027-07-30, source: An announcement of a set}
     """,
     "sets entry 1: XYZ is not a set riftcheck knows; give its name (name:) to add it."),
]


@pytest.mark.parametrize("text,sentence", [(text, sentence) for _, text, sentence in MISTAKES],
                         ids=[name for name, _, _ in MISTAKES])
def test_each_mistake_is_refused_with_its_sentence_and_nothing_is_written(user_data, tmp_path, text, sentence):
    update = tmp_path / "update.yaml"
    update.write_text(textwrap.dedent("     " + text), encoding="utf-8")
    result = run_cli("import", str(update), env=user_data)
    assert result.returncode == 2
    assert f"  - {sentence}\n" in result.stderr
    assert not (tmp_path / "user-data" / "formats").exists()


def test_a_file_of_yaml_aliases_is_refused_before_it_is_expanded(user_data, tmp_path):
    update = tmp_path / "bomb.yaml"
    levels = ["a: &a [Stupefy, Stupefy, Stupefy, Stupefy, Stupefy, Stupefy, Stupefy, Stupefy, Stupefy]"]
    levels += [f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(8)]
    update.write_text("format: constructed\n" + "\n".join(levels) + "\n", encoding="utf-8")
    result = run_cli("import", str(update), env=user_data)
    assert result.returncode == 2 and "uses a YAML alias (*a)" in result.stderr


def test_a_file_with_several_mistakes_gets_one_sentence_each(user_data, tmp_path):
    update = tmp_path / "update.yaml"
    update.write_text(textwrap.dedent("""\
        format: constructed
        bans:
          - {effective: 2027-01-05, announced: 2027-01-09, source: A ban list update of January, names: [Not A Card]}
        restrictions:
          - {effective: 2027-02-30, source: A restriction of February, names: [Stupefy]}
        """), encoding="utf-8")
    result = run_cli("import", str(update), env=user_data)
    assert result.returncode == 2
    listed = [line for line in result.stderr.splitlines() if line.startswith("  - ")]
    assert listed == [
        "  - bans entry 1: announced 2027-01-09 is after effective 2027-01-05; a change is announced on or "
        "before the day it takes effect.",
        "  - bans entry 1 names cards riftcheck does not know: Not A Card. Write each name as `riftcheck cards NAME` "
        "shows it.",
        "  - restrictions entry 1: effective 2027-02-30 is not a day of the calendar.",
    ]


@pytest.mark.parametrize("path", [*sorted(UPDATES.glob("*.yaml")), EXAMPLE], ids=lambda path: path.name)
def test_every_update_file_matches_its_schema(path):
    from riftcheck.games.riftbound.formats import update as format_update
    from riftcheck.games.riftbound.formats.update_checks import _validator

    document = json.loads(json.dumps(format_update.read(path)))
    assert list(_validator().iter_errors(document)) == []


def test_the_update_schema_refers_to_the_format_schemas_entries():
    schema = json.loads((data_dir() / "schema" / "formats-update.schema.json").read_text(encoding="utf-8"))
    assert schema["properties"]["bans"]["$ref"].endswith("formats.schema.json#/$defs/name_lists")


def test_the_documented_example_imports(user_data):
    _import(EXAMPLE, user_data)
    assert any(wave["origin"] == "formats-update-example" for wave in _data(user_data)["waves"])


def test_format_data_lists_no_users_file_by_default():
    assert format_files.updates() == [] and format_files.refused() == []


def test_a_users_settings_entry_changes_the_numbers_from_its_date(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path / "user-data"))
    folder = tmp_path / "user-data" / "formats"
    folder.mkdir(parents=True)
    (folder / "bigger-sideboard.yaml").write_text(textwrap.dedent("""\
        format: constructed
        settings:
          - effective: 2027-02-01
            source: A made-up change of the sideboard size (test fixture)
            sideboard: {at_most: 12, rule: "601.1.c.1"}
        """), encoding="utf-8")
    assert formats.context("constructed", datetime.date(2027, 1, 31)).sideboard.at_most == 10
    assert formats.context("constructed", datetime.date(2027, 2, 1)).sideboard.at_most == 12
    assert formats.context("2v2", datetime.date(2027, 2, 1)).sideboard.at_most == 12  # 2v2 extends constructed


def test_a_users_release_date_makes_a_new_sets_cards_legal_from_that_day(user_data, tmp_path):
    listed = tmp_path / "xyz.json"
    listed.write_text(json.dumps({"set": "XYZ", "name": "Next set", "cards": [
        {"name": "Future Thing", "type": "Spell", "domains": ["Calm"], "energy": 1, "code": "XYZ-001"}]}))
    release = tmp_path / "next-set.yaml"
    release.write_text("recorded_until: 2026-12-11\nsets:\n  - {code: XYZ, name: Next set, released: 2026-12-11, "
                       "source: A made-up announcement of the next set (test fixture)}\n", encoding="utf-8")
    _import(listed, user_data)
    _import(release, user_data)
    deck = tmp_path / "deck.txt"
    deck.write_text(open(DECK, encoding="utf-8").read().replace("2 Charm", "2 Future Thing"), encoding="utf-8")
    before = json.loads(run_cli("check", str(deck), "--as-of", "2026-12-10", "-o", "json", env=user_data).stdout)
    assert [(f["code"], f["card"]) for f in before["decks"][0]["findings"] if f["severity"] == "error"] == [
        ("RC302", "Future Thing")]
    on = run_cli("check", str(deck), "--as-of", "2026-12-11", "-o", "json", env=user_data)
    assert on.returncode == 0, on.stdout
    shown = next(entry for entry in _data(user_data)["sets"] if entry["code"] == "XYZ")
    assert (shown["in_sets_yaml"], shown["released"], shown["release_from"]) == (True, "2026-12-11", "next-set")


def test_import_reports_the_taken_in_file_as_json(user_data):
    result = run_cli("import", str(DECEMBER), "-o", "json", env=user_data)
    assert result.returncode == 0, result.stderr
    [written] = json.loads(result.stdout)["formats_updates"]
    assert written["name"] == "december-ban" and written["file"].endswith("formats/december-ban.yaml")
    assert written["notes"] == []

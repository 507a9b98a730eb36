"""`riftcheck check --game mtg` through every output, the report, folders, exit codes, and the
other Magic commands (rules, import, lookup); Riftbound command lines never load Magic."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from mtg_forms import filler, write
from support import REPO, run_cli

SCHEMA = json.loads((REPO / "src" / "riftcheck" / "data" / "schema" / "check-output.schema.json").read_text(encoding="utf-8"))
LEGAL = write("arena", [(4, "Lightning Bolt"), *filler(56)])
ILLEGAL = write("arena", [(5, "Lightning Bolt"), *filler(50)])


@pytest.fixture
def decks(tmp_path):
    (tmp_path / "event").mkdir()
    (tmp_path / "event" / "ann.txt").write_text(LEGAL, encoding="utf-8")
    (tmp_path / "event" / "bo.txt").write_text(ILLEGAL, encoding="utf-8")
    return tmp_path


def test_legal_deck_exits_0_and_illegal_1(decks):
    legal = run_cli("check", str(decks / "event" / "ann.txt"), "--game", "mtg", "--format", "legacy", "--as-of", "2022-01-20")
    assert legal.returncode == 0, legal.stdout + legal.stderr
    assert "LEGAL" in legal.stdout
    illegal = run_cli("check", str(decks / "event" / "bo.txt"), "--game", "mtg", "--format", "legacy", "--as-of", "2022-01-20")
    assert illegal.returncode == 1 and "MG102" in illegal.stdout and "MG101" in illegal.stdout


def test_json_of_a_folder_validates_and_counts_main_sideboard_commander(decks):
    import jsonschema

    done = run_cli("check", str(decks / "event"), "--game", "mtg", "--format", "legacy", "--as-of", "2022-01-20", "-o", "json")
    document = json.loads(done.stdout)
    jsonschema.validate(document, SCHEMA)
    assert document["game"] == "mtg" and document["format"] == "legacy"
    assert [deck["legal"] for deck in document["decks"]] == [True, False]
    assert document["decks"][0]["counts"] == {"main": 60, "sideboard": 0, "commander": 0}
    assert {f["code"] for f in document["decks"][1]["findings"]} == {"MG101", "MG102"}
    totals = {key: document["totals"][key] for key in ("decks", "legal", "illegal", "unreadable")}
    assert totals == {"decks": 2, "legal": 1, "illegal": 1, "unreadable": 0}


@pytest.mark.parametrize("output, marker", [("sarif", '"ruleId": "MG102"'), ("junit", "MG102"),
                                            ("github", "::error"), ("text", "MG102")])
def test_every_output_names_the_magic_rule(decks, output, marker):
    done = run_cli("check", str(decks / "event" / "bo.txt"), "--game", "mtg", "--format", "legacy",
                   "--as-of", "2022-01-20", "-o", output)
    assert done.returncode == 1 and marker in done.stdout, done.stdout + done.stderr


def test_report_csv_has_a_row_per_deck(decks):
    report = decks / "report.csv"
    run_cli("check", str(decks / "event"), "--game", "mtg", "--format", "legacy", "--as-of", "2022-01-20",
            "--report", str(report))
    rows = report.read_text(encoding="utf-8").splitlines()
    assert len(rows) == 3 and "MG10" in rows[2]


def test_unknown_format_and_team_are_usage_errors(decks):
    deck = str(decks / "event" / "ann.txt")
    assert run_cli("check", deck, "--game", "mtg", "--format", "extended").returncode == 2
    assert run_cli("check", deck, "--game", "mtg", "--format", "legacy", "--team", deck, deck).returncode == 2
    assert run_cli("check", deck, "--game", "chess").returncode == 2


def test_without_format_a_magic_check_uses_modern(decks):
    done = run_cli("check", str(decks / "event" / "ann.txt"), "--game", "mtg", "-o", "json")
    assert json.loads(done.stdout)["format"] == "modern"


def test_rules_lists_the_magic_rules_and_documents_one():
    listing = run_cli("rules", "--game", "mtg", "-o", "json")
    rules = json.loads(listing.stdout)["rules"]
    assert {rule["code"] for rule in rules} >= {"MG101", "MG102", "MG103", "MG104", "MG105", "MG201", "MG202", "MG203"}
    assert all(rule["code"].startswith("MG") for rule in rules)
    one = run_cli("rules", "--game", "mtg", "MG203", "--lang", "th")
    assert one.returncode == 0 and "903.5c" in one.stdout and "อัตลักษณ์สี" in one.stdout


def test_import_atomic_cards_into_the_user_data_folder_then_check_modern(tmp_path, decks):
    env = {"RIFTCHECK_DATA": str(tmp_path / "data")}
    done = run_cli("import", "--game", "mtg", str(REPO / "tests" / "fixtures" / "mtg" / "AtomicCards-small.json"), env=env)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "data" / "mtg" / "printings.json.gz").is_file()
    checked = run_cli("check", str(decks / "event" / "ann.txt"), "--game", "mtg", "--format", "modern",
                      "--as-of", "2024-08-20", env=env)
    assert checked.returncode == 0, checked.stdout


def test_lookup_finds_magic_terms_in_thai_and_names_the_riftbound_role():
    done = run_cli("lookup", "--game", "mtg", "สุสาน", "-o", "json")
    [first, *_] = json.loads(done.stdout)["results"]
    assert first["id"] == "graveyard" and first["riftbound"]["id"] == "trash"
    text = run_cli("lookup", "--game", "mtg", "กองการ์ด")
    assert text.returncode == 0 and "Deck" in text.stdout


_PROBE = """
import os, runpy, sys

def _report(code=0):
    sys.stderr.write("\\n".join(sorted(sys.modules)) + "\\n")
    sys.stderr.flush()
    os.__dict__["_exit_real"](code)

os.__dict__["_exit_real"] = os._exit
os._exit = _report  # riftcheck's main ends with os._exit: every module it loaded is in sys.modules then
sys.argv = ["riftcheck", *sys.argv[1:]]
try:
    runpy.run_module("riftcheck", run_name="__main__")
except SystemExit as done:
    _report(done.code if isinstance(done.code, int) else 2)
_report(0)
"""


def _loaded_modules(*args: str) -> set[str]:
    """Every module in sys.modules when a fresh `python -m riftcheck ARGS` ends: importtime
    would miss the modules importlib.import_module loads, as the registry loads a game."""
    done = subprocess.run([sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, encoding="utf-8",
                          cwd=REPO, env={**os.environ}, timeout=120)
    return set(done.stderr.split())


def test_riftbound_check_never_loads_magic(tmp_path):
    deck = REPO / "examples" / "viktor.txt"
    loaded = _loaded_modules("check", str(deck), "-o", "json")
    assert "riftcheck.games.riftbound.checker" in loaded and "riftcheck.games.riftbound" in loaded, "the probe did not run a check"
    assert not {name for name in loaded if name.startswith("riftcheck.games.mtg")}


@pytest.mark.parametrize("command", [("rules",), ("lookup", "accelerate"), ("check", "examples/lillia.txt", "-o", "sarif"),
                                     ("data", "-o", "json")])
def test_other_riftbound_commands_never_load_magic(command):
    loaded = _loaded_modules(*command)
    assert "riftcheck.cli.app" in loaded, "the probe did not run riftcheck"
    assert not {name for name in loaded if name.startswith("riftcheck.games.mtg")}


def test_magic_check_loads_the_magic_checker(decks):
    loaded = _loaded_modules("check", str(decks / "event" / "ann.txt"), "--game", "mtg", "--format", "legacy",
                             "--as-of", "2022-01-20", "-o", "json")
    assert "riftcheck.games.mtg" in loaded and "riftcheck.games.mtg.rules.commander_size" in loaded


def test_a_folder_checked_by_two_processes_gets_the_same_verdicts(decks):
    for name in ("cy", "di", "ed"):
        (decks / "event" / f"{name}.txt").write_text(LEGAL, encoding="utf-8")
    (decks / "event" / "zz.txt").write_text("not a decklist at all\n", encoding="utf-8")
    args = ("check", str(decks / "event"), "--game", "mtg", "--format", "legacy", "--as-of", "2022-01-20", "-o", "json")
    one, two = (json.loads(run_cli(*args, "--jobs", jobs).stdout) for jobs in ("1", "2"))
    assert [d["legal"] for d in two["decks"]] == [True, False, True, True, True, False]
    assert one["decks"] == two["decks"] and two["totals"]["unreadable"] == 1


def test_game_and_format_may_come_from_the_folders_configuration(decks):
    (decks / ".riftcheck.yaml").write_text("game: mtg\nformat: legacy\nas-of: 2022-01-20\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "riftcheck", "check", "event/ann.txt", "-o", "json"], cwd=decks,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)
    document = json.loads(done.stdout)
    assert (document["game"], document["format"], done.returncode) == ("mtg", "legacy", 0)


def test_sarif_of_a_magic_run_describes_the_magic_rules_and_validates(decks):
    import jsonschema

    done = run_cli("check", str(decks / "event" / "bo.txt"), "--game", "mtg", "--format", "legacy",
                   "--as-of", "2022-01-20", "-o", "sarif")
    log = json.loads(done.stdout)
    schema = json.loads((REPO / "tests" / "fixtures" / "schemas" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    jsonschema.validate(log, schema)
    described = {rule["id"]: rule.get("properties", {}).get("rule") for rule in log["runs"][0]["tool"]["driver"]["rules"]}
    assert described["MG102"] == "100.2a" and described["MG203"] == "903.5c"
    assert not [code for code in described if code.startswith("RC")]
    assert {result["ruleId"] for result in log["runs"][0]["results"]} <= set(described)


ATOMIC_CARDS = REPO / "tests" / "fixtures" / "mtg" / "AtomicCards-small.json"
MAGIC_FORMATS = ["standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander", "limited", "casual"]


def _data(*args: str, env: dict) -> dict:
    done = run_cli("data", "--game", "mtg", "-o", "json", *args, env=env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_data_without_imported_printings_says_so_and_lists_every_format(tmp_path):
    shown = _data(env={"RIFTCHECK_DATA": str(tmp_path / "data"), "RIFTCHECK_TODAY": "2024-09-01"})
    assert shown["game"] == "mtg" and shown["as_of"] == "2024-09-01"
    assert [entry["name"] for entry in shown["formats"]] == MAGIC_FORMATS
    assert shown["printings"]["imported"] is False and shown["printings"]["trusted_until"] is None
    assert shown["card_table"]["cards"] > 30_000  # the shipped oracle table (35,033 oracle cards before filtering)
    text = run_cli("data", "--game", "mtg", env={"RIFTCHECK_DATA": str(tmp_path / "data")})
    assert "riftcheck import --game mtg AtomicCards.json" in text.stdout


def test_data_names_the_imported_file_its_date_and_the_last_day_it_is_trusted(tmp_path):
    env = {"RIFTCHECK_DATA": str(tmp_path / "data")}
    assert run_cli("import", "--game", "mtg", str(ATOMIC_CARDS), env=env).returncode == 0
    meta = json.loads(ATOMIC_CARDS.read_text(encoding="utf-8"))["meta"]
    printings = _data(env=env)["printings"]
    assert printings["imported"] is True and printings["date"] == meta["date"] == "2024-08-20"
    assert printings["trusted_until"] == "2024-09-20"  # formats.yaml: printings_fresh_days 31
    assert printings["cards"] == len(json.loads(ATOMIC_CARDS.read_text(encoding="utf-8"))["data"])


def test_data_counts_a_ban_list_as_it_stood_on_the_day(tmp_path):
    def legacy(day: str) -> dict:
        shown = _data(env={"RIFTCHECK_DATA": str(tmp_path / "data"), "RIFTCHECK_TODAY": day})
        return {entry["name"]: entry for entry in shown["banlists"]}["legacy"]

    before, after = legacy("2022-01-24"), legacy("2022-01-25")
    # data/mtg/banlists.yaml: on 2022-01-25 Legacy bans Ragavan, Nimble Pilferer, and nothing else changes.
    assert after["banned"] == before["banned"] + 1
    # The newest legacy change recorded: The Fantasticar banned on 2026-08-10; sources checked 2026-12-07.
    assert after["newest"]["date"] == "2026-08-10" and after["recorded_until"] == "2026-12-07"
    vintage = {entry["name"]: entry for entry in _data(env={"RIFTCHECK_TODAY": "2024-09-01"})["banlists"]}["vintage"]
    assert vintage["restricted"] > 0


def test_data_remove_is_riftbound_only_and_an_unknown_game_is_a_usage_error():
    assert run_cli("data", "remove", "x", "--game", "mtg").returncode == 2
    unknown = run_cli("data", "--game", "yugioh")
    assert unknown.returncode == 2 and "unknown game" in unknown.stderr


# --- show and convert --------------------------------------------------------------------------

from mtg_forms import FORMS, filename  # noqa: E402

BURN_MAIN = [(4, "Lightning Bolt"), (2, "Fable of the Mirror-Breaker"), (1, "Fire // Ice"), (53, "Mountain")]
BURN_SIDE = [(3, "Duress")]
ATRAXA = [(1, "Atraxa, Praetors' Voice")]
COMMANDER_MAIN = [(1, "Sol Ring"), (1, "Counterspell"), (97, "Island")]


def _file(tmp_path, form: str, main, sideboard=(), commander=()):
    path = tmp_path / form / filename(form)
    path.parent.mkdir()
    path.write_text(write(form, main, sideboard, commander), encoding="utf-8")
    return path


@pytest.mark.parametrize("form", FORMS)
def test_convert_to_arena_writes_the_same_deck_from_every_form(tmp_path, form):
    done = run_cli("convert", str(_file(tmp_path, form, BURN_MAIN, BURN_SIDE)), "--game", "mtg")
    assert done.returncode == 0, done.stderr
    # Names as the card table spells them: Fable by its front face, Fire // Ice by both halves.
    lines = [line.split(" (")[0] for line in done.stdout.splitlines()]
    assert lines == ["Deck", "4 Lightning Bolt", "2 Fable of the Mirror-Breaker", "1 Fire // Ice", "53 Mountain", "",
                     "Sideboard", "3 Duress"]
    assert done.stderr == ""


def test_convert_keeps_the_printing_an_arena_list_gives(tmp_path):
    done = run_cli("convert", str(_file(tmp_path, "arena", [(4, "Lightning Bolt"), (4, "Shock"), *filler(52)])),
                   "--game", "mtg", "--to", "arena")
    assert "4 Shock (M11) 146" in done.stdout.splitlines()  # mtg_forms writes every second line with (M11) 146


@pytest.mark.parametrize("form", FORMS)
def test_convert_to_mtgo_writes_a_commander_as_the_only_sideboard_card(tmp_path, form):
    deck = _file(tmp_path, form, COMMANDER_MAIN, commander=ATRAXA)
    done = run_cli("convert", str(deck), "--game", "mtg", "--to", "mtgo", "-O", str(tmp_path / "out.txt"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == (
        "1 Sol Ring\n1 Counterspell\n97 Island\n\n1 Atraxa, Praetors' Voice\n")
    checked = run_cli("check", str(tmp_path / "out.txt"), "--game", "mtg", "--format", "commander",
                      "--as-of", "2024-09-01", "-o", "json")
    [verdict] = json.loads(checked.stdout)["decks"]
    assert verdict["counts"]["commander"] == 1 and verdict["counts"]["main"] == 99


def test_convert_names_every_line_it_leaves_out_or_cannot_identify(tmp_path):
    deck = tmp_path / "burn.txt"
    deck.write_text("Deck\n4 Lightning Blot\nfour bolts please\n56 Mountain\n\nMaybeboard\n1 Shock\n", encoding="utf-8")
    done = run_cli("convert", str(deck), "--game", "mtg")
    assert done.returncode == 0
    assert done.stdout == "Deck\n4 Lightning Blot\n56 Mountain\n"
    assert "line 2: no Magic card is called 'Lightning Blot'" in done.stderr
    assert "line 3: 'four bolts please' is left out" in done.stderr
    assert "line 7: 1 Shock is in the maybeboard" in done.stderr


def test_convert_refuses_what_it_cannot_do(tmp_path):
    deck = _file(tmp_path, "arena", BURN_MAIN)
    assert run_cli("convert", str(deck), "--game", "mtg", "--to", "tts").returncode == 2
    assert run_cli("convert", str(deck), "--game", "mtg", "--input-format", "riftmana").returncode == 2
    assert run_cli("convert", str(deck), "--game", "mtg", "-O", str(deck)).returncode == 2
    notes = tmp_path / "notes.txt"
    notes.write_text("no cards here at all\n", encoding="utf-8")
    refused = run_cli("convert", str(notes), "--game", "mtg")
    assert refused.returncode == 2 and "not a Magic decklist" in refused.stderr


def test_show_counts_zones_types_and_the_colour_identity_with_the_verdict(tmp_path):
    deck = _file(tmp_path, "arena", BURN_MAIN, BURN_SIDE)
    # Fable of the Mirror-Breaker was first printed on 2022-02-18 (Kamigawa: Neon Dynasty).
    done = run_cli("show", str(deck), "--game", "mtg", "--format", "legacy", "--as-of", "2024-01-20", "-o", "json")
    assert done.returncode == 0, done.stderr
    [shown] = json.loads(done.stdout)["decks"]
    assert shown["zones"] == {"commander": 0, "companion": 0, "main": 60, "sideboard": 3}
    # Fable is a Saga (an enchantment); Fire // Ice an instant; Mountain a basic land.
    assert shown["types"] == {"Instant": 5, "Enchantment": 2, "Land": 53}
    assert shown["identity"] == ["U", "R"] and shown["identity_from"] == "deck"
    assert shown["basic_lands"] == 53
    assert shown["verdict"]["status"] == "legal" and shown["verdict"]["format"] == "legacy"


def test_show_takes_a_commanders_identity_and_says_so_in_thai(tmp_path):
    deck = _file(tmp_path, "mtgo", COMMANDER_MAIN, commander=ATRAXA)
    shown = json.loads(run_cli("show", str(deck), "--game", "mtg", "--format", "commander", "--as-of", "2024-09-01",
                               "-o", "json").stdout)["decks"][0]
    assert shown["identity"] == ["W", "U", "B", "G"] and shown["identity_from"] == "commander"
    assert shown["zones"]["commander"] == 1 and shown["types"]["Creature"] == 1
    text = run_cli("show", str(deck), "--game", "mtg", "--format", "commander", "--as-of", "2024-09-01", "--lang", "th")
    assert "คอมมานเดอร์ 1" in text.stdout and "อัตลักษณ์สี" in text.stdout and "✓ ถูกกติกา" in text.stdout


def test_show_refuses_what_is_no_magic_list_and_an_unknown_format(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("no cards here at all\n", encoding="utf-8")
    assert run_cli("show", str(notes), "--game", "mtg").returncode == 2
    deck = _file(tmp_path, "arena", BURN_MAIN)
    unknown = run_cli("show", str(deck), "--game", "mtg", "--format", "extended")
    assert unknown.returncode == 2 and "unknown Magic format" in unknown.stderr


@pytest.mark.parametrize("command", [("show", "examples/lillia.txt", "-o", "json"),
                                     ("convert", "examples/lillia.txt")])
def test_riftbound_show_and_convert_never_load_magic(command):
    loaded = _loaded_modules(*command)
    assert "riftcheck.cli.app" in loaded, "the probe did not run riftcheck"
    assert not {name for name in loaded if name.startswith("riftcheck.games.mtg")}


def test_show_and_convert_say_why_another_games_list_takes_no_input_format_or_unknown_game(tmp_path):
    deck = _file(tmp_path, "arena", BURN_MAIN)
    for command in ("show", "convert"):
        refused = run_cli(command, str(deck), "--game", "mtg", "--input-format", "riftmana")
        assert refused.returncode == 2
        assert "--input-format names a Riftbound decklist form; a Magic: The Gathering list's form" in refused.stderr
        unknown = run_cli(command, str(deck), "--game", "chess")
        assert unknown.returncode == 2
        assert "unknown game 'chess'" in unknown.stderr

"""riftcheck convert from the command line: output, warnings, files and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import DECKLISTS
from typer.testing import CliRunner

from riftcheck.cli.app import app

REPO = Path(__file__).resolve().parents[1]
GOLDEN_V3 = next(DECKLISTS.glob("032-*.txt"))
KAISA_RQ = next(DECKLISTS.glob("014-*.txt"))


def convert(*args: str, stdin: str | None = None):
    return CliRunner().invoke(app, ["convert", *args], input=stdin)


def run_cli(*args: str) -> subprocess.CompletedProcess:
    """riftcheck in a fresh process, as a user runs it."""
    return subprocess.run(
        [sys.executable, "-m", "riftcheck", *args],
        capture_output=True, text=True, encoding="utf-8", env=os.environ, cwd=REPO, timeout=120,
    )


def golden_code() -> str:
    return next(line for line in GOLDEN_V3.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#"))


def test_a_code_becomes_text_and_the_text_becomes_the_same_code():
    as_text = convert(str(GOLDEN_V3))
    assert as_text.exit_code == 0, as_text.output
    assert as_text.stdout.startswith("Legend:\n1 Kai'Sa, Daughter of the Void\n\nChampion:\n1 Ravenbloom Student\n")
    back = convert("-", "--to", "code", stdin=as_text.stdout)
    assert back.exit_code == 0, back.output
    assert back.stdout == golden_code() + "\n"


def test_text_is_the_default_form_and_every_form_is_accepted():
    assert convert(str(KAISA_RQ)).stdout == convert(str(KAISA_RQ), "--to", "text").stdout
    for form in ("code", "yaml", "json", "tts", "riftmana"):
        result = convert(str(KAISA_RQ), "--to", form)
        assert result.exit_code == 0 and result.stdout.strip(), form


def test_warnings_go_to_stderr_and_name_what_was_dropped():
    result = convert(str(KAISA_RQ), "--to", "tts")
    assert result.exit_code == 0
    assert result.stdout.split()[0] == "OGN-247-1"
    assert "riftcheck: warning:" not in result.stdout
    assert "sideboard" in result.stderr and "2 Thermo Beam" in result.stderr and "1 Icathian Rain" in result.stderr


def test_a_line_that_could_not_be_read_is_named_in_a_warning(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("Legend:\n1 Jinx, Loose Cannon\n\nMainDeck:\n3 Cleave\nthree Cleave\n", encoding="utf-8")
    result = convert(str(deck), "--to", "json")
    assert result.exit_code == 0
    assert "line 6" in result.stderr and "three Cleave" in result.stderr
    assert json.loads(result.stdout)["main"] == [{"count": 3, "name": "Cleave", "code": None}]


def test_cards_under_an_unknown_header_are_named_in_a_warning(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("Legend:\n1 Jinx, Loose Cannon\nMainDeck:\n3 Cleave\nTokens:\n2 Sprite\n", encoding="utf-8")
    result = convert(str(deck), "--to", "json")
    assert result.exit_code == 0
    assert "line 5: 'Tokens:' is not a section riftcheck knows; its cards are left out: 2 Sprite" in result.stderr
    assert json.loads(result.stdout)["main"] == [{"count": 3, "name": "Cleave", "code": None}]


def test_a_line_left_out_is_quoted_with_its_escapes_written_once(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("Legend:\n1 Jinx, Loose Cannon\nMainDeck:\n3 Stup\u202eefy\n3 Foo\\Bar\nTok\u202eens:\n",
                    encoding="utf-8")
    result = convert(str(deck), "--to", "json")
    assert result.exit_code == 0
    assert "line 4: '3 Stup\\u202eefy' is left out" in result.stderr
    assert "'Foo\\Bar' (main) is not in the card database" in result.stderr
    assert "line 6: 'Tok\\u202eens:' is not a section" in result.stderr
    assert "\\\\" not in result.stderr and "\u202e" not in result.stderr


def test_a_champion_added_to_a_deck_code_is_named_in_a_warning():
    code = ("CMAAAAAAAAAQCAAAFIAACAIAABMQAAYFAAAC4OR4L5TQCAYAEQBAIACFJYBQEAAAFNOQCAYAFIBAIACSKMBQGAAAFVUXWBADAAQDLVYB"
            "3EAQEBAAXUA5CAIAAAAACBAAKI")
    result = convert("-", "--to", "text", stdin=code)
    assert result.exit_code == 0
    assert "a copy of Lillia, Fae Fawn is written as the chosen champion" in result.stderr


def test_outfile_receives_the_output(tmp_path):
    target = tmp_path / "deck.json"
    result = convert(str(KAISA_RQ), "--to", "json", "-O", str(target))
    assert result.exit_code == 0 and result.stdout == ""
    assert json.loads(target.read_text(encoding="utf-8"))["legend"][0]["name"] == "Kai'Sa, Daughter of the Void"


def test_the_input_file_is_never_overwritten(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("Legend:\n1 Jinx, Loose Cannon\n\nMainDeck:\n3 Cleave\n", encoding="utf-8")
    before = deck.read_bytes()
    result = convert(str(deck), "--to", "code", "-O", str(tmp_path / "." / "deck.txt"))
    assert result.exit_code == 2
    assert "overwrite" in result.stderr
    assert deck.read_bytes() == before


def test_an_unknown_form_is_a_usage_error():
    result = convert(str(KAISA_RQ), "--to", "xml")
    assert result.exit_code == 2
    assert "text, code, yaml, json, tts, riftmana" in result.stderr
    assert result.stdout == ""


def test_an_unknown_message_language_is_a_usage_error_as_for_check(tmp_path):
    outfile = tmp_path / "out.txt"
    result = convert(str(KAISA_RQ), "--lang", "xx", "-O", str(outfile))
    assert result.exit_code == 2
    assert "unknown language 'xx'; use one of: en, th" in result.stderr
    assert not outfile.exists()


def test_an_input_with_several_decks_is_refused(tmp_path):
    registration = {
        "user": {"best_identifier": "A"},
        "auxiliary_sections": [{"type_code": "legend", "cards": [{"name": "Jinx, Loose Cannon", "quantity": 1}]}],
        "sections": [{"section_key": "main", "cards": [{"name": "Cleave", "quantity": 3}]}],
    }
    export = tmp_path / "event.json"
    export.write_text(json.dumps({"decklists": [registration, registration]}), encoding="utf-8")
    result = convert(str(export))
    assert result.exit_code == 2
    assert "2 decklists" in result.stderr


def test_unreadable_input_exits_2_without_a_traceback(tmp_path):
    image = tmp_path / "deck.png"
    image.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    for path in (str(image), str(tmp_path / "missing.txt"), str(tmp_path)):
        result = run_cli("convert", path, "--to", "code")
        assert result.returncode == 2, path
        assert "Traceback" not in result.stderr
        assert result.stderr.startswith("riftcheck: ")
        assert result.stdout == ""


def test_an_unwritable_outfile_exits_2_without_a_traceback(tmp_path):
    result = run_cli("convert", str(KAISA_RQ), "-O", str(tmp_path / "no" / "such" / "folder" / "deck.txt"))
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and "cannot write" in result.stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full, a device every write to fails")
def test_standard_output_that_cannot_be_written_exits_2_without_a_traceback():
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run([sys.executable, "-m", "riftcheck", "convert", str(KAISA_RQ)], stdout=full,
                              stderr=subprocess.PIPE, text=True, env=os.environ, cwd=REPO, timeout=120)
    assert done.returncode == 2
    assert done.stderr.startswith("riftcheck: ") and "No space left on device" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_card_of_a_newer_set_keeps_its_code_with_a_warning(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("MainDeck:\n2 RAD-022\n3 Cleave\n", encoding="utf-8")
    result = convert(str(deck), "--to", "json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["main"] == [
        {"count": 2, "name": None, "code": "RAD-022"},
        {"count": 3, "name": "Cleave", "code": None},
    ]
    assert "'RAD-022' (main) is not in the card database" in result.stderr


def test_input_format_can_be_forced(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("OGN-247-1 OGN-039-1 OGN-004-1\n", encoding="utf-8")
    as_code_list = convert(str(deck), "--input-format", "code-list")
    assert as_code_list.exit_code == 0
    assert "MainDeck:\n1 Cleave\n" in as_code_list.stdout
    unknown = convert(str(deck), "--input-format", "no-such-format")
    assert unknown.exit_code == 2 and "no-such-format" in unknown.stderr

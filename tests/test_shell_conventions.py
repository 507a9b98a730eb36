"""What a shell user expects of riftcheck: piped output whole, empty folders refused, -q,
--color, completion, option help listing the accepted values, and defaults from a config file."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from support import REPO, run_cli

VIKTOR = REPO / "examples" / "viktor.txt"
LILLIA = REPO / "examples" / "lillia.txt"
ESCAPE = "\x1b["
DATE = ("--as-of", "2026-11-29")


def _run_in(folder: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    """riftcheck run from `folder`, where its config files are looked for."""
    return subprocess.run([sys.executable, "-m", "riftcheck", *args], capture_output=True, text=True, encoding="utf-8",
                          cwd=folder, env={**os.environ, **(env or {})}, timeout=120)


# Piped output ----------------------------------------------------------------------------------

def test_piped_card_rows_stay_whole_so_grep_finds_them():
    listed = run_cli("cards", "jinx", env={"COLUMNS": "60"})
    found = [line for line in listed.stdout.splitlines() if "Demolitionist" in line]
    assert any("Jinx, Demolitionist" in line and "OGN-030 OGN-030a" in line for line in found), listed.stdout
    rows = [line for line in listed.stdout.splitlines() if line.startswith("│")]
    assert rows and all(line.split("│")[1].strip() for line in rows), "no row continues on a second line"


def test_piped_check_table_keeps_every_cell_on_its_row():
    checked = run_cli("check", str(VIKTOR), str(LILLIA), *DATE, env={"COLUMNS": "40"})
    [viktor] = [line for line in checked.stdout.splitlines() if line.startswith("│") and "viktor.txt" in line]
    assert str(VIKTOR) in viktor and "Viktor, Herald of the Arcane" in viktor
    assert "Obelisk of Power is banned in constructed (since 2026-03-30)." in viktor


# Empty folders ---------------------------------------------------------------------------------

def test_an_empty_folder_is_a_usage_error_with_a_sentence(tmp_path):
    (tmp_path / "empty").mkdir()
    checked = run_cli("check", str(tmp_path / "empty"))
    assert checked.returncode == 2 and checked.stdout == ""
    assert f"no decklist found in {tmp_path / 'empty'}" in checked.stderr


def test_a_folder_of_hidden_files_only_is_a_usage_error(tmp_path):
    (tmp_path / ".deck.txt").write_text(LILLIA.read_text(encoding="utf-8"), encoding="utf-8")
    checked = run_cli("check", str(tmp_path))
    assert checked.returncode == 2 and "holds hidden files only" in checked.stderr


def test_an_empty_folder_beside_a_deck_is_a_warning_and_the_deck_decides(tmp_path):
    (tmp_path / "empty").mkdir()
    checked = run_cli("check", str(tmp_path / "empty"), str(LILLIA), *DATE)
    assert checked.returncode == 0 and "✓ LEGAL" in checked.stdout
    assert "warning: no decklist found" in checked.stderr


def test_an_unreadable_file_alone_exits_2_and_beside_a_deck_exits_1(tmp_path):
    photo = tmp_path / "photo.png"
    photo.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    assert run_cli("check", str(photo)).returncode == 2
    assert run_cli("check", str(photo), str(LILLIA), *DATE).returncode == 1


# -q, --color -----------------------------------------------------------------------------------

def test_quiet_prints_the_verdict_line_alone():
    one = run_cli("check", "-q", str(VIKTOR), *DATE)
    assert one.returncode == 1
    assert one.stdout.splitlines() == [f"✗ ILLEGAL  {VIKTOR} — Viktor, Herald of the Arcane"]
    several = run_cli("check", "--quiet", str(VIKTOR), str(LILLIA), *DATE)
    assert several.stdout.splitlines() == ["2 decks: 1 legal, 1 illegal, 0 unconfirmed, 0 unreadable"]


def test_color_always_colours_a_pipe_and_never_wins_over_force_color():
    assert ESCAPE in run_cli("check", str(VIKTOR), *DATE, "--color", "always", env={"NO_COLOR": "1"}).stdout
    assert ESCAPE not in run_cli("check", str(VIKTOR), *DATE, "--color", "never", env={"FORCE_COLOR": "1"}).stdout
    assert ESCAPE not in run_cli("check", str(VIKTOR), *DATE).stdout  # auto, into a pipe
    assert ESCAPE in run_cli("check", str(VIKTOR), *DATE, env={"FORCE_COLOR": "1", "NO_COLOR": ""}).stdout


def test_color_before_any_command_and_a_bad_value():
    assert ESCAPE in run_cli("--color", "always", "cards", "Forgefire Cape").stdout
    refused = run_cli("check", str(VIKTOR), "--color", "sometimes")
    assert refused.returncode == 2 and "auto, always, never" in refused.stderr


@pytest.mark.parametrize("command", [
    ("check", str(VIKTOR)), ("convert", str(VIKTOR)), ("show", str(VIKTOR)), ("rules",), ("cards", "Jinx"), ("data",),
])
def test_every_command_with_an_en_or_th_lang_refuses_an_unknown_one_with_a_sentence(command):
    refused = run_cli(*command, "--lang", "xx", env={"LC_ALL": "C.UTF-8"})
    assert refused.returncode == 2, refused.stdout
    assert refused.stderr == "riftcheck: unknown language 'xx'; use one of: en, th\n"
    assert refused.stdout == ""


# Completion and help ---------------------------------------------------------------------------

def test_completion_scripts_are_offered():
    # The script is for the shell the command runs under, which typer finds among its parent
    # processes: run it under bash, as from a terminal (a test runner started by no shell has none).
    command = '"$0" -m riftcheck --show-completion; exit $?'  # exit: bash must stay the parent
    shown = subprocess.run(["bash", "-c", command, sys.executable], capture_output=True, text=True, cwd=REPO,
                           timeout=120, check=False)
    assert shown.returncode == 0 and "_RIFTCHECK_COMPLETE=complete_bash" in shown.stdout, shown.stderr
    assert "--install-completion" in run_cli("--help", env={"COLUMNS": "200"}).stdout


def test_option_help_lists_the_accepted_values():
    from riftcheck.games.riftbound.decklist.detect import PARSERS

    shown = run_cli("check", "--help", env={"COLUMNS": "400"}).stdout.splitlines()
    for option, values in (("--format", ("constructed", "casual", "2v2")),
                           ("-o", ("text", "json", "sarif", "junit", "github")),
                           ("--input-format", tuple(PARSERS)),
                           ("--color", ("auto", "always", "never"))):
        [line] = [line for line in shown if line.startswith("│") and re.search(rf"\s{option}\s", line)]
        assert all(re.search(rf"\b{value}\b", line) for value in values), (option, line)


# Defaults from a config file -------------------------------------------------------------------

def test_a_yaml_config_sets_defaults_and_options_win(tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("format: casual\nlang: th\nas-of: 2026-11-29\n", encoding="utf-8")
    shown = _run_in(tmp_path, "check", "--show-config", "--lang", "en")
    settings = {line.split()[0]: line.split()[1:] for line in shown.stdout.splitlines()}
    assert shown.returncode == 0
    assert settings["format"] == ["casual", ".riftcheck.yaml"]
    assert settings["as-of"] == ["2026-11-29", ".riftcheck.yaml"]
    assert settings["lang"] == ["en", "command", "line"]
    assert settings["output"] == ["(none)", "default"]
    checked = _run_in(tmp_path, "check", str(VIKTOR), "-o", "json")
    assert json.loads(checked.stdout)["format"] == "casual"
    assert "ถูกแบน" not in checked.stdout  # casual has no ban list
    thai = _run_in(tmp_path, "check", str(VIKTOR), "--format", "constructed")
    assert "ผิดกติกา" in thai.stdout and "ถูกแบน" in thai.stdout


def test_pyproject_tool_riftcheck_sets_defaults_under_the_yaml_file(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "decks"\n\n[tool.riftcheck]\nformat = "2v2"\noutput = "json"\nreport_excel = true\n',
        encoding="utf-8")
    shown = _run_in(tmp_path, "check", "--show-config").stdout
    assert re.search(r"^format\s+2v2\s+pyproject\.toml$", shown, re.M)
    assert re.search(r"^report-excel\s+true\s+pyproject\.toml$", shown, re.M)
    (tmp_path / ".riftcheck.yaml").write_text("format: casual\n", encoding="utf-8")
    assert re.search(r"^format\s+casual\s+\.riftcheck\.yaml$", _run_in(tmp_path, "check", "--show-config").stdout, re.M)
    assert json.loads(_run_in(tmp_path, "check", str(LILLIA)).stdout)["format"] == "casual"


@pytest.mark.parametrize("content,complaint", [
    ("colour: never\n", "unknown setting 'colour'"),
    ("strict: maybe\n", "strict must be true or false"),
    ("- format\n", "must hold settings"),
    ("format: [unclosed\n", "is not valid YAML"),
])
def test_a_config_file_riftcheck_cannot_use_is_a_usage_error_naming_it(tmp_path, content, complaint):
    (tmp_path / ".riftcheck.yaml").write_text(content, encoding="utf-8")
    refused = _run_in(tmp_path, "check", str(LILLIA))
    assert refused.returncode == 2 and complaint in refused.stderr and ".riftcheck.yaml" in refused.stderr


def test_a_config_file_is_read_with_a_size_limit(tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("# padding\n" * 10_000, encoding="utf-8")
    refused = _run_in(tmp_path, "check", str(LILLIA))
    assert refused.returncode == 2 and "larger than 64 KiB" in refused.stderr


def test_a_yaml_config_is_loaded_safely(tmp_path):
    (tmp_path / ".riftcheck.yaml").write_text("format: !!python/object/apply:os.system ['true']\n", encoding="utf-8")
    refused = _run_in(tmp_path, "check", str(LILLIA))
    assert refused.returncode == 2 and "is not valid YAML" in refused.stderr

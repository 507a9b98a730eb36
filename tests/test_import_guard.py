"""Every command line loads only what its path needs: read from sys.modules at the end of a
real run (a test of what is imported, not of time), against tests/import_budget.py, which says
for each path which heavy modules it may load and why.

Each run below is a fresh process running riftcheck's console entry point, whose sys.modules is
written out as it exits, however it exits (riftcheck ends a finished run with os._exit).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

import import_budget
from support import DECKLISTS, REPO

LILLIA = str(REPO / "examples" / "lillia.txt")
LILLIA_TEXT = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
VIKTOR_TTS = str(DECKLISTS / "029-viktor-tts-silhouette-docs.txt")
DECK_CODE = str(DECKLISTS / "033-lillia-piltover-deckcode-riftdecks-published.txt")

MAGIC_LIST = "Deck\n4 Lightning Bolt\n4 Counterspell\n52 Island\n\nSideboard\n3 Duress\n"
PIPE = {"FORCE_COLOR": "", "TTY_COMPATIBLE": ""}

# Runs the command line and writes the names in sys.modules to the file named first.
_RUN = """
import json, os, sys
out, sys.argv = sys.argv[1], ["riftcheck", *sys.argv[2:]]
exit_now = os._exit

def write_modules():
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(sorted(sys.modules), handle)

def exit_after_writing(code):
    write_modules()
    exit_now(code)

os._exit = exit_after_writing
try:
    from riftcheck.cli.app import main  # as the console script runs it
    main()
finally:
    write_modules()
"""


def loaded_modules(tmp_path, *args: str, env: dict | None = None) -> set[str]:
    """Every module in sys.modules when `riftcheck ARGS` ends, its caches warm."""
    out = tmp_path / "modules.json"
    command = [sys.executable, "-c", _RUN, str(out), *args]
    environment = {**os.environ, **(env or {})}
    for _ in range(2):  # the first run may build the caches, which reads YAML
        run = subprocess.run(command, capture_output=True, text=True, encoding="utf-8", cwd=REPO, env=environment)
        assert run.returncode in (0, 1), run.stderr[-2000:]
    modules = set(json.loads(out.read_text(encoding="utf-8")))
    assert "riftcheck.cli.app" in modules, "sys.modules was not written out"
    return modules


PATHS = [
    ("--version", ["--version"], None),
    ("--help", ["--help"], None),
    ("lookup -o json", ["lookup", "Accelerate", "-o", "json"], None),
    ("lookup -o json", ["lookup", "ยูนิตที่โดนโจมตีก่อน", "-o", "json"], None),  # the definitions' index (BM25)
    ("lookup -o json (a misspelt term)", ["lookup", "acelerate", "-o", "json"], None),
    ("lookup", ["lookup", "Accelerate"], None),  # the panel into a pipe is plain text
    ("glossary -o json", ["glossary", "-o", "json"], None),
    ("check, for programs (json, github)", ["check", LILLIA, "-o", "json"], None),
    ("check a deck code or tokens", ["check", VIKTOR_TTS, DECK_CODE, "-o", "json"], None),
    ("check -o sarif", ["check", LILLIA, "-o", "sarif"], None),
    ("check, for programs (json, github)", ["check", LILLIA, "-o", "github"], None),
    ("check (text into a pipe)", ["check", LILLIA], PIPE),
    ("check a folder in worker processes", ["check", "{folder}", "-o", "json", "--jobs", "2"], None),
    ("check (text into a pipe)", ["check", LILLIA, "-q"], PIPE),
    ("check a deck code or tokens", ["check", VIKTOR_TTS], PIPE),
    ("check (a table in colour)", ["check", LILLIA, LILLIA], None),
    ("check (a table in colour)", ["check", LILLIA, "--color", "always"], None),
    ("check --game mtg", ["check", "{magic}", "--game", "mtg", "--format", "modern"], PIPE),
    ("check --game mtg -o json", ["check", "{magic}", "--game", "mtg", "-o", "json"], None),
    ("cards -o json", ["cards", "Jinx", "-o", "json"], None),
    ("rules -o json", ["rules", "-o", "json"], None),
    ("show -o json", ["show", LILLIA, "-o", "json"], None),
    ("convert --to code", ["convert", LILLIA, "--to", "code"], None),
    ("data -o json", ["data", "-o", "json"], None),
]


@pytest.mark.parametrize(("path", "args", "env"), PATHS, ids=[" ".join(args) for _, args, _ in PATHS])
def test_each_command_line_loads_only_the_heavy_modules_its_path_is_allowed(tmp_path, path, args, env):
    magic = tmp_path / "deck.txt"
    magic.write_text(MAGIC_LIST, encoding="utf-8")
    folder = tmp_path / "event"
    folder.mkdir()
    for number in range(4):
        (folder / f"deck{number}.txt").write_text(f"# {number}\n" + LILLIA_TEXT, encoding="utf-8")
    args = [{"{magic}": str(magic), "{folder}": str(folder)}.get(arg, arg) for arg in args]
    assert import_budget.over_budget(path, loaded_modules(tmp_path, *args, env=env)) == set()


def test_every_path_the_budget_names_is_run_above():
    assert {path for path, _, _ in PATHS} == set(import_budget.ALLOWED)


def test_the_guard_sees_what_a_path_loads(tmp_path):
    # The absences above mean something only if the same reading sees a heavy module that is loaded.
    assert "rich" in import_budget.loaded_heavy(loaded_modules(tmp_path, "check", LILLIA, LILLIA))
    assert "typer" in import_budget.loaded_heavy(loaded_modules(tmp_path, "--help"))


def test_a_description_that_no_name_is_near_loads_no_fuzzy_matcher(tmp_path):
    assert "rapidfuzz" not in loaded_modules(tmp_path, "lookup", "ยูนิตที่โดนโจมตีก่อน", "-o", "json")
    assert "rapidfuzz" in loaded_modules(tmp_path, "lookup", "acelerate", "-o", "json")


def test_a_text_list_loads_no_reader_of_another_input_form(tmp_path):
    modules = loaded_modules(tmp_path, "check", LILLIA, "-o", "json")
    others = ("riftcheck.games.riftbound.decklist.deckcode", "riftcheck.games.riftbound.decklist.deck_yaml", "riftcheck.games.riftbound.decklist.tcg_arena",
              "riftcheck.games.riftbound.decklist.cardeio", "riftcheck.games.riftbound.decklist.riftboundfr", "riftcheck.engine.run.checker_pool")
    assert [name for name in others if name in modules] == []
    assert "riftcheck.games.riftbound.decklist.piltover_text" in modules


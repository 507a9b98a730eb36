"""A plain command line loads only what its path needs: read from sys.modules at the end of a
real run (a test of what is imported, not of time).

typer is for help, completion and usage errors; rich draws colour, tables and panels, never
JSON; PyYAML reads a data file only when its cache is stale; Django is the desk's; the Magic
tables are another game's. Each run below is a fresh `python -m riftcheck` whose sys.modules
is written out as it exits, however it exits (riftcheck ends a finished run with os._exit).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from support import DECKLISTS, REPO

LILLIA = str(REPO / "examples" / "lillia.txt")
VIKTOR_TTS = str(DECKLISTS / "029-viktor-tts-silhouette-docs.txt")
DECK_CODE = str(DECKLISTS / "033-lillia-piltover-deckcode-riftdecks-published.txt")

NEVER = ("typer", "yaml", "django", "riftcheck.games.mtg", "jsonschema", "pydantic")
NOT_ON_JSON = NEVER + ("rich",)

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
    import runpy
    runpy.run_module("riftcheck", run_name="__main__", alter_sys=True)
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


def _present(modules: set[str], names) -> list[str]:
    """The names in `names` loaded as a module or as the package of one."""
    return sorted(name for name in names if name in modules or any(m.startswith(name + ".") for m in modules))


@pytest.mark.parametrize(
    "args",
    [
        ["check", LILLIA, "-o", "json"],
        ["check", VIKTOR_TTS, DECK_CODE, "-o", "json"],
        ["check", LILLIA, "-o", "sarif"],
        ["check", LILLIA, "-o", "github"],
        ["lookup", "Accelerate", "-o", "json"],
        ["lookup", "acelerate", "-o", "json"],  # fuzzy
        ["lookup", "ยูนิตที่โดนโจมตีก่อน", "-o", "json"],  # the definitions' index (BM25)
        ["glossary", "-o", "json"],
        ["lookup", "Accelerate"],  # the panel into a pipe is plain text too
    ],
)
def test_output_for_programs_loads_neither_typer_nor_rich_nor_yaml_nor_another_game(tmp_path, args):
    assert _present(loaded_modules(tmp_path, *args), NOT_ON_JSON) == []


@pytest.mark.parametrize(
    "args",
    [["check", LILLIA], ["check", LILLIA, "-q"], ["check", VIKTOR_TTS]],
)
def test_a_text_verdict_into_a_pipe_needs_no_rich_either(tmp_path, args):
    assert _present(loaded_modules(tmp_path, *args, env={"FORCE_COLOR": "", "TTY_COMPATIBLE": ""}), NOT_ON_JSON) == []


@pytest.mark.parametrize(
    "args",
    [["check", LILLIA, LILLIA], ["check", LILLIA, "--color", "always"]],
)
def test_what_people_read_in_colour_or_in_a_table_loads_rich_and_still_nothing_else(tmp_path, args):
    modules = loaded_modules(tmp_path, *args)
    assert "rich" in modules  # the guard sees a module that is loaded
    assert _present(modules, NEVER) == []


def test_a_description_that_no_name_is_near_loads_no_fuzzy_matcher(tmp_path):
    assert "rapidfuzz" not in loaded_modules(tmp_path, "lookup", "ยูนิตที่โดนโจมตีก่อน", "-o", "json")
    assert "rapidfuzz" in loaded_modules(tmp_path, "lookup", "acelerate", "-o", "json")


def test_a_text_list_loads_no_reader_of_another_input_form(tmp_path):
    modules = loaded_modules(tmp_path, "check", LILLIA, "-o", "json")
    others = ("riftcheck.games.riftbound.decklist.deckcode", "riftcheck.games.riftbound.decklist.deck_yaml", "riftcheck.games.riftbound.decklist.tcg_arena",
              "riftcheck.games.riftbound.decklist.cardeio", "riftcheck.games.riftbound.decklist.riftboundfr", "riftcheck.engine.run.checker_pool")
    assert _present(modules, others) == []
    assert "riftcheck.games.riftbound.decklist.piltover_text" in modules


def test_the_guard_sees_typer_where_typer_does_the_work(tmp_path):
    out = tmp_path / "modules.json"
    subprocess.run([sys.executable, "-c", _RUN, str(out), "check", "--help"], capture_output=True, cwd=REPO)
    assert "typer" in json.loads(out.read_text(encoding="utf-8"))

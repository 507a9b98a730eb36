"""The check path imports only what it needs: checked with python -X importtime, not with a clock."""

from __future__ import annotations

import subprocess
import sys

import pytest

from support import DECKLISTS, REPO, imported_modules

NEVER = {"rich", "yaml", "jsonschema", "rapidfuzz", "pydantic", "xml"}
LILLIA = str(REPO / "examples" / "lillia.txt")


@pytest.mark.parametrize(
    "args",
    [
        ["check", LILLIA, "-o", "json"],
        ["check", LILLIA, str(DECKLISTS / "029-viktor-tts-silhouette-docs.txt"), "-o", "json"],
        ["check", str(DECKLISTS / "033-lillia-piltover-deckcode-riftdecks-published.txt"), "-o", "github"],
        ["check", LILLIA, "-o", "sarif"],
    ],
)
def test_machine_readable_checks_import_no_heavy_module(args):
    assert imported_modules(*args) & NEVER == set()


def test_a_yaml_decklist_in_riftcheck_s_own_shape_is_read_without_pyyaml(tmp_path):
    deck = tmp_path / "lillia.yaml"
    run = subprocess.run([sys.executable, "-m", "riftcheck", "convert", LILLIA, "--to", "yaml", "-O", str(deck)],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0 and deck.read_text(encoding="utf-8").startswith("format: riftcheck-deck"), run.stderr
    assert "yaml" not in imported_modules("check", str(deck), "-o", "json")


def test_a_few_files_are_checked_without_worker_processes():
    assert "multiprocessing" not in imported_modules("check", LILLIA, LILLIA, "-o", "json")


def test_the_parse_sees_the_modules_that_are_imported():
    # The table of several decks uses rich and an unknown card asks rapidfuzz for suggestions:
    # the absences above mean something only if these presences are seen.
    assert "rich" in imported_modules("check", LILLIA, LILLIA)
    assert "rapidfuzz" in imported_modules("check", "-o", "json", str(REPO / "examples" / "jinx-draft.txt"))

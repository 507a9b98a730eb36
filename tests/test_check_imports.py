"""The check path imports only what it needs: checked with python -X importtime, not with a clock."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from support import DECKLISTS, REPO

NEVER = {"rich", "yaml", "jsonschema", "rapidfuzz", "pydantic", "xml"}
LILLIA = str(REPO / "examples" / "lillia.txt")


def imported_modules(*args: str) -> set[str]:
    """Top-level names of every module a fresh `python -m riftcheck ARGS` imports (caches warm)."""
    command = [sys.executable, "-X", "importtime", "-m", "riftcheck", *args]
    subprocess.run(command, capture_output=True, env=os.environ, cwd=REPO, check=False)  # warm the caches first
    result = subprocess.run(
        command, capture_output=True, text=True, encoding="utf-8", env=os.environ, cwd=REPO, check=False
    )
    assert result.returncode in (0, 1), result.stderr[-2000:]
    names = set()
    for line in result.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip().split(".")[0])
    assert "riftcheck" in names, "importtime output was not parsed"
    return names


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


def test_a_few_files_are_checked_without_worker_processes():
    assert "multiprocessing" not in imported_modules("check", LILLIA, LILLIA, "-o", "json")


def test_the_parse_sees_the_modules_that_are_imported():
    # Text output uses rich and an unknown card asks rapidfuzz for suggestions: the absences
    # above mean something only if these presences are seen.
    assert "rich" in imported_modules("check", LILLIA)
    assert "rapidfuzz" in imported_modules("check", "-o", "json", str(REPO / "examples" / "jinx-draft.txt"))

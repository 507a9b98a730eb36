"""Paths and a command runner that test modules import (conftest files are not importable)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


def shared_path(relative: str, what: str) -> Path:
    """Material that cannot ship with riftcheck (seed texts, raw card dumps), read from ../shared.

    The one way a test reaches outside the repository: when the material is absent (a fresh
    clone, an unpacked sdist) the test is skipped with a reason naming what it needs.
    """
    path = SHARED / relative
    if not path.exists():
        pytest.skip(f"needs ../shared/{relative}: {what}")
    return path


# riftcheck's own copies of real tournament decklists and format samples, with an index of where
# each comes from and the counts it reads to (fixtures/decklists/index.yaml).
DECKLISTS = REPO / "tests" / "fixtures" / "decklists"
CORPUS_INDEX = yaml.safe_load((DECKLISTS / "index.yaml").read_text(encoding="utf-8"))["decklists"]

# The tournament lists that were legal at their events, with the event dates. 006 is left out:
# it is illegal as published.
EVENT_DATES = {
    number: entry["date"].isoformat()
    for number, entry in CORPUS_INDEX.items()
    if entry["kind"] == "tournament" and entry.get("legal", True)
}


def run_cli(*args: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run riftcheck in a fresh process, as a user would."""
    return subprocess.run(
        [sys.executable, "-m", "riftcheck", *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env={**os.environ, **(env or {})},
        cwd=REPO,
        timeout=120,
    )


def imported_modules(*args: str) -> set[str]:
    """Top-level names of every module a fresh `python -m riftcheck ARGS` imports, caches warm.

    Read from `python -X importtime`: deterministic, unlike a timing test.
    """
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


def installed_command() -> str:
    """The riftcheck command the installed package put beside this interpreter."""
    script = Path(sys.executable).parent / ("riftcheck.exe" if os.name == "nt" else "riftcheck")
    if not script.exists():
        pytest.skip(f"no riftcheck command beside {sys.executable}: the suite runs outside an installed venv")
    return str(script)


def fresh_home(tmp_path: Path) -> dict[str, str]:
    """The environment of a user who has never run riftcheck: a new home, no caches, no data
    (only the suite's frozen day is kept)."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("RIFTCHECK_", "XDG_", "DJANGO_")) or key == "RIFTCHECK_TODAY"}
    return {**env, "HOME": str(home), "USERPROFILE": str(home)}


def run_installed(tmp_path: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    """The installed `riftcheck ARGS`, as a user runs it: its own script, a fresh home, working
    in `tmp_path` rather than the checkout."""
    return subprocess.run([installed_command(), *args], input=stdin, capture_output=True, text=True,
                          encoding="utf-8", env=fresh_home(tmp_path), cwd=tmp_path, timeout=300)

"""Paths and a command runner that test modules import (conftest files are not importable)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
DECKLISTS = SHARED / "decklists"


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

"""The look-up path imports only what it needs: checked with python -X importtime, not with a clock."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

NEVER = {"jsonschema", "pythainlp", "pydantic"}


def imported_modules(*args: str) -> set[str]:
    """Top-level names of every module a fresh `python -m riftcheck ARGS` imports."""
    command = [sys.executable, "-X", "importtime", "-m", "riftcheck", *args]
    subprocess.run(command, capture_output=True, env=os.environ, check=False)  # warm the caches first
    result = subprocess.run(command, capture_output=True, text=True, encoding="utf-8", env=os.environ, check=False)
    assert result.returncode in (0, 1), result.stderr[-2000:]
    names = set()
    for line in result.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip().split(".")[0])
    assert "riftcheck" in names, "importtime output was not parsed"
    return names


@pytest.mark.parametrize(
    ("args", "also_forbidden"),
    [
        (["lookup", "accelerate", "-o", "json"], {"rich", "rapidfuzz", "yaml"}),
        (["lookup", "เร่งความเร็ว", "-o", "json"], {"rich", "rapidfuzz", "yaml"}),
        (["lookup", "ฟแแำสำพฟะำ", "-o", "json"], {"rich", "rapidfuzz", "yaml"}),
        (["lookup", "acelerate", "-o", "json"], {"rich", "yaml"}),
        (["lookup", "ready"], {"rapidfuzz", "yaml"}),
        (["glossary", "-o", "json"], {"rich", "rapidfuzz", "yaml"}),
    ],
)
def test_forbidden_modules_stay_unimported(args, also_forbidden):
    imported = imported_modules(*args)
    assert imported & (NEVER | also_forbidden) == set()


def test_fuzzy_search_does_import_rapidfuzz():
    # Proves the parse above sees third-party imports, so the absences above mean something.
    assert "rapidfuzz" in imported_modules("lookup", "acelerate", "-o", "json")
    assert "rich" in imported_modules("lookup", "ready")

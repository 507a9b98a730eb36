"""Golden files: a command's output compared with the copy kept in tests/golden.

With RIFTCHECK_UPDATE_GOLDEN set, each golden file is rewritten from the output and its test is
skipped as updated, never passed: a run that rewrote its own expectations is not a green run.
Review the rewritten files (git diff) and run the tests again without the variable.
RIFTCHECK_GOLDEN_DIR points the tests at another folder of golden files (a copy).
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

UPDATE = "RIFTCHECK_UPDATE_GOLDEN"


def golden_folder() -> Path:
    return Path(os.environ.get("RIFTCHECK_GOLDEN_DIR") or Path(__file__).parent / "golden")


def assert_matches_golden(name: str, output: str) -> None:
    """Fail with a diff when `output` differs from the golden file `name`; in update mode, write it and skip."""
    golden = golden_folder() / name
    if os.environ.get(UPDATE):
        golden.write_text(output, encoding="utf-8")
        pytest.skip(f"updated golden file {golden}: review it, then run again without {UPDATE}")
    expected = golden.read_text(encoding="utf-8")
    if output != expected:
        diff = difflib.unified_diff(expected.splitlines(keepends=True), output.splitlines(keepends=True),
                                    fromfile=f"{golden} (expected)", tofile="output")
        pytest.fail(f"the output differs from {golden} (set {UPDATE}=1 to rewrite it):\n{''.join(diff)}",
                    pytrace=False)

"""Golden files can only be trusted when a run that rewrites them is never reported green."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest
from golden_files import UPDATE, assert_matches_golden, golden_folder
from support import REPO


def test_an_output_that_differs_fails_with_a_diff(tmp_path, monkeypatch):
    monkeypatch.delenv(UPDATE, raising=False)
    monkeypatch.setenv("RIFTCHECK_GOLDEN_DIR", str(tmp_path))
    (tmp_path / "report.text").write_text("deck one: legal\ndeck two: legal\n", encoding="utf-8")
    with pytest.raises(pytest.fail.Exception) as failed:
        assert_matches_golden("report.text", "deck one: legal\ndeck two: illegal\n")
    assert "-deck two: legal\n+deck two: illegal" in str(failed.value)
    assert_matches_golden("report.text", "deck one: legal\ndeck two: legal\n")  # the same output passes


def test_in_update_mode_the_file_is_written_and_the_test_skipped_as_updated(tmp_path, monkeypatch):
    monkeypatch.setenv(UPDATE, "1")
    monkeypatch.setenv("RIFTCHECK_GOLDEN_DIR", str(tmp_path))
    (tmp_path / "report.text").write_text("old\n", encoding="utf-8")
    with pytest.raises(pytest.skip.Exception, match="updated golden file"):
        assert_matches_golden("report.text", "new\n")
    assert (tmp_path / "report.text").read_text(encoding="utf-8") == "new\n"


def test_a_run_of_the_golden_file_tests_with_the_update_variable_set_is_not_green(tmp_path):
    copy = tmp_path / "golden"
    shutil.copytree(golden_folder(), copy)
    (copy / "check.text").write_text("stale\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rs",
         "tests/test_check_cli.py::test_each_output_format_matches_its_golden_file"],
        capture_output=True, text=True, encoding="utf-8", cwd=REPO, timeout=600,
        env={**os.environ, UPDATE: "1", "RIFTCHECK_GOLDEN_DIR": str(copy)},
    )
    summary = result.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"5 skipped in [0-9.]+s(?: \([0-9:]+\))?", summary), result.stdout[-3000:]
    assert result.stdout.count("updated golden file") == 5
    assert (copy / "check.text").read_text(encoding="utf-8") == (golden_folder() / "check.text").read_text(
        encoding="utf-8")

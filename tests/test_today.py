""""Today" comes from one place, riftcheck.engine.today, and the suite passes whatever day that is.

conftest.py fixes RIFTCHECK_TODAY for the run; these tests check that the variable governs
every default date, that nothing else in riftcheck reads the calendar, and that the tests
which run the checker end to end pass on other days too.
"""

from __future__ import annotations

import ast
import datetime
import json
import os
import subprocess
import sys

import pytest
from support import REPO, run_cli

from riftcheck.engine.today import VARIABLE

PACKAGE = REPO / "src" / "riftcheck"
THE_ONE_PLACE = PACKAGE / "engine" / "today.py"
# An earlier day and a later one. The later one is the last day the shipped ban lists and rules
# are recorded up to (data/formats/recorded.yaml): after it, a check without --as-of is rightly
# unconfirmed (RC305, tests/test_recorded_until.py), and the end-to-end tests expect verdicts.
OTHER_DAYS = ("2026-06-01", "2026-12-07")


def _as_of(result: subprocess.CompletedProcess) -> str:
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)["as_of"]


@pytest.mark.parametrize("day", OTHER_DAYS)
def test_check_takes_its_default_date_from_riftcheck_today(day):
    assert _as_of(run_cli("check", "-o", "json", "examples/lillia.txt", env={VARIABLE: day})) == day


@pytest.mark.parametrize("day", OTHER_DAYS)
def test_show_takes_its_default_date_from_riftcheck_today(day):
    result = run_cli("show", "-o", "json", "examples/lillia.txt", env={VARIABLE: day})
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["decks"][0]["verdict"]["as_of"] == day


def test_as_of_wins_over_riftcheck_today():
    result = run_cli("check", "-o", "json", "--as-of", "2026-09-06", "examples/lillia.txt", env={VARIABLE: "2027-03-01"})
    assert _as_of(result) == "2026-09-06"


def test_without_riftcheck_today_the_default_is_the_machines_date():
    env = {name: value for name, value in os.environ.items() if name != VARIABLE}
    before = datetime.date.today().isoformat()
    result = subprocess.run(
        [sys.executable, "-m", "riftcheck", "check", "-o", "json", "examples/lillia.txt"],
        capture_output=True, text=True, encoding="utf-8", env=env, cwd=REPO, timeout=120,
    )
    after = datetime.date.today().isoformat()
    assert _as_of(result) in (before, after)


def test_an_unreadable_riftcheck_today_is_a_usage_error():
    result = run_cli("check", "examples/lillia.txt", env={VARIABLE: "next tuesday"})
    assert result.returncode == 2
    assert "RIFTCHECK_TODAY='next tuesday'" in result.stderr and "YYYY-MM-DD" in result.stderr
    assert "Traceback" not in result.stderr


def _calendar_reads(source: str) -> list[int]:
    """Lines that ask a date or datetime for today (`date.today()`, `datetime.date.today`)."""
    return sorted(
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute) and node.attr == "today"
        and (getattr(node.value, "id", None) or getattr(node.value, "attr", None)) in ("date", "datetime")
    )


def test_only_riftcheck_today_reads_the_calendar():
    readers = {
        str(path.relative_to(REPO)): lines
        for path in sorted(PACKAGE.rglob("*.py"))
        if path != THE_ONE_PLACE and (lines := _calendar_reads(path.read_text(encoding="utf-8")))
    }
    assert readers == {}, "take the default date from riftcheck.engine.today.today()"
    assert _calendar_reads(THE_ONE_PLACE.read_text(encoding="utf-8")) != []


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("as_of = as_of or datetime.date.today()", True),
        ("from datetime import date\nday = date.today()", True),
        ("stamp = datetime.datetime.today()", True),
        ("factory = datetime.date.today", True),
        ("as_of = as_of or today()", False),
        ("self.today = 3", False),
    ],
)
def test_the_calendar_guard_finds_each_way_of_asking(source, found):
    assert bool(_calendar_reads(source)) is found


@pytest.mark.parametrize("day", OTHER_DAYS)
def test_the_end_to_end_check_tests_pass_on_another_day(day):
    """The tests that run `riftcheck check` as a user would, rerun with "today" moved; the golden
    files and the tournament lists name their own day, so moving today cannot change them."""
    selection = ["tests/test_check_cli.py", "-k", "not golden and not event_date"]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *selection],
        capture_output=True, text=True, encoding="utf-8", env={**os.environ, VARIABLE: day}, cwd=REPO, timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:]

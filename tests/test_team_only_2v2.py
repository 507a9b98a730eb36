"""Two lists are checked as teammates only in a format a 2v2 team plays: 2v2 (CR 491.8.h-i), or
sealed (TR 603.6, the team sharing one pool)."""

from __future__ import annotations

import pytest

from support import REPO, run_cli

from riftcheck.games.riftbound.checker import Checker
from riftcheck.engine.options import CheckOptions

LILLIA = str(REPO / "examples" / "lillia.txt")
VIKTOR = str(REPO / "examples" / "viktor.txt")


@pytest.mark.parametrize("format_name", ["constructed", "casual", "draft"])
def test_team_outside_2v2_is_a_usage_error_with_a_sentence(format_name):
    result = run_cli("check", "--format", format_name, "--team", LILLIA, LILLIA, "-o", "json")
    assert result.returncode == 2 and result.stdout == ""
    assert f"only in a format a 2v2 team plays (2v2, sealed), not {format_name}." in result.stderr


def test_team_before_draft_has_rules_answers_about_the_format_asked_for():
    result = run_cli("check", "--format", "casual", "--as-of", "2026-06-01", "--team", LILLIA, VIKTOR)
    assert result.returncode == 2 and result.stdout == ""
    assert "only in a format a 2v2 team plays (2v2), not casual." in result.stderr
    assert "draft" not in result.stderr


def test_team_in_2v2_checks_both_teammates():
    result = run_cli("check", "--format", "2v2", "--team", LILLIA, LILLIA)
    assert result.returncode == 1 and "RC401" in result.stdout  # the same Champion Legend twice


@pytest.mark.parametrize("format_name", ["constructed", "casual"])
def test_the_shared_checking_code_refuses_teams_outside_2v2(format_name):
    checker = Checker(CheckOptions(format_name))
    with pytest.raises(ValueError, match=f"not {format_name}"):
        checker.require_team_rules()
    with pytest.raises(ValueError):
        checker.team_verdicts([])
    Checker(CheckOptions("2v2")).require_team_rules()  # no error
    Checker(CheckOptions("sealed")).require_team_rules()


def test_the_public_team_check_refuses_a_format_without_teams():
    import riftcheck

    lillia = (REPO / "examples" / "lillia.txt").read_bytes()
    with pytest.raises(ValueError, match="not casual"):
        riftcheck.check_team(lillia, lillia, format="casual")
    document = riftcheck.check_team(lillia, lillia, format="2v2")
    assert [deck["status"] for deck in document["decks"]] == ["illegal", "illegal"]  # the same legend twice

"""`riftcheck show` and `riftcheck check` give every deck the same verdict: both take it from
the checker (riftcheck.games.riftbound.checker.Checker.verdict), so no rule can reach one and not the other."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from riftcheck.cli.app import app
from support import DECKLISTS, REPO

FIXTURES = sorted([*DECKLISTS.glob("*.txt"), *(REPO / "examples").glob("*.txt")])
# Days on which the fixtures come out differently: before the first ban, between the two waves,
# after both (and after the sideboard grew to 10).
DAYS = ("2026-03-01", "2026-05-30", "2026-09-06")


def _invoke(*args: str):
    return CliRunner().invoke(app, list(args))


def _check_verdicts(path: str, *options: str) -> list[tuple]:
    result = _invoke("check", path, "-o", "json", *options)
    assert result.exit_code in (0, 1), result.output  # 2 would mean no verdict at all
    return [(deck["legal"], *_tally(deck["findings"])) for deck in json.loads(result.stdout)["decks"]]


def _tally(findings: list[dict]) -> tuple[int, int]:
    severities = [finding["severity"] for finding in findings]
    return severities.count("error"), severities.count("warning")


def _show_verdicts(path: str, *options: str) -> list[tuple]:
    result = _invoke("show", path, "-o", "json", *options)
    assert result.exit_code == 0, result.output
    verdicts = [deck["verdict"] for deck in json.loads(result.stdout)["decks"]]
    return [(verdict["legal"], verdict["errors"], verdict["warnings"]) for verdict in verdicts]


@pytest.mark.parametrize("path", FIXTURES, ids=lambda path: path.name)
@pytest.mark.parametrize("fmt", ["constructed", "casual"])
def test_show_and_check_agree_on_every_fixture_decklist(path, fmt):
    for day in DAYS:
        options = ("--format", fmt, "--as-of", day)
        assert _show_verdicts(str(path), *options) == _check_verdicts(str(path), *options), day


def test_the_fixtures_hold_legal_and_illegal_decks():
    """The comparison above means something only if both verdicts occur among the fixtures."""
    verdicts = {legal for path in FIXTURES for legal, *_ in _check_verdicts(str(path), "--as-of", "2026-09-06")}
    assert verdicts == {True, False}

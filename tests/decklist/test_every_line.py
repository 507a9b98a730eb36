"""Every line of a decklist is a card entry, a header, a comment or a finding, never nothing.

Each fixture list (tests/fixtures/decklists*, among them the adversarial lists of
decklists-adversarial/, the limited fixtures, examples/) is read; each non-blank line's fate must be one of the four, and a list whose
verdict is ✓ LEGAL must have no line that ended as a finding.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
import yaml

import riftcheck
from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.games.riftbound.decklist.model import Decklist
from support import CORPUS_INDEX, REPO

# Formats read line by line: each of their lines has a fate. The structured formats (JSON, YAML)
# report each item that is not an entry instead, by its place in the document.
LINE_FORMATS = {"text", "piltover-text", "piltover-legacy", "riftdecks", "rift-atlas", "riftmana", "deck-code",
                "tts", "code-list", "pixelborn"}
FIXTURES = sorted(
    path for pattern in ("tests/fixtures/decklists*/**/*.txt", "tests/fixtures/limited/**/*.txt", "examples/*.txt")
    for path in REPO.glob(pattern)
)
EVENT_DATES = {entry["file"]: entry["date"] for entry in CORPUS_INDEX.values() if "date" in entry}
LATER = datetime.date(2026, 11, 1)

ADVERSARIAL_DIR = REPO / "tests" / "fixtures" / "decklists-adversarial"
ADVERSARIAL = yaml.safe_load((ADVERSARIAL_DIR / "index.yaml").read_text(encoding="utf-8"))["lists"]


def fates(text: str, decklists: list[Decklist]) -> dict[int, set[str]]:
    """What each non-blank line of `text` became: entry, header, comment or finding."""
    found: dict[int, set[str]] = {number: set() for number, line in enumerate(text.split("\n"), 1) if line.strip()}
    for decklist in decklists:
        for zone in decklist.zones.values():
            for entry in zone:
                found.get(entry.line, set()).add("entry")
        for section in decklist.unknown_sections:
            found.get(section.line, set()).add("finding")
            for entry in section.entries:
                found.get(entry.line, set()).add("finding")
        for problem in decklist.problems:
            found.get(problem.line, set()).add("finding")
        for number, kind in decklist.accounted.items():
            found.get(number, set()).add(kind)
    return found


def _check(text: str, name: str, as_of: datetime.date) -> None:
    decklists = read_decklists(text.encode("utf-8"), name)
    verdicts = riftcheck.check_text(text, as_of=as_of, filename=name)["decks"]
    if decklists[0].input_format not in LINE_FORMATS:
        return
    lines = fates(text, decklists)
    unaccounted = [number for number, fate in lines.items() if not fate]
    assert unaccounted == [], f"lines with no fate: {unaccounted}"
    if any(verdict["legal"] for verdict in verdicts):
        findings = [number for number, fate in lines.items() if "finding" in fate]
        assert findings == [], f"a LEGAL list with lines that are findings: {findings}"


@pytest.mark.parametrize("path", FIXTURES, ids=lambda path: str(path.relative_to(REPO)))
def test_every_line_of_every_fixture_list_has_a_fate(path: Path):
    _check(path.read_text(encoding="utf-8"), path.name, EVENT_DATES.get(path.name, LATER))


def test_fixture_lists_include_the_line_formats_and_every_adversarial_list():
    formats = {read_decklists(path.read_bytes(), path.name)[0].input_format for path in FIXTURES}
    assert {"piltover-text", "riftdecks", "piltover-legacy", "deck-code", "tts", "code-list", "pixelborn"} <= formats
    assert {path.stem for path in FIXTURES if path.parent == ADVERSARIAL_DIR} == set(ADVERSARIAL)


@pytest.mark.parametrize("name", [name for name, expected in ADVERSARIAL.items() if "legal" in expected])
def test_the_adversarial_lists_get_the_verdict_the_rules_give(name):
    expected = ADVERSARIAL[name]
    text = (ADVERSARIAL_DIR / f"{name}.txt").read_text(encoding="utf-8")
    deck = riftcheck.check_text(text, as_of=LATER)["decks"][0]
    errors = {finding["code"] for finding in deck["findings"] if finding["severity"] == "error"}
    assert deck["legal"] is expected["legal"], deck["findings"]
    assert set(expected.get("errors", ())) <= errors, deck["findings"]
    if "counts" in expected:
        assert deck["counts"] == expected["counts"]

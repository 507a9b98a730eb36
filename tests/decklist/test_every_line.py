"""Every line of a decklist is a card entry, a header, a comment or a finding, never nothing.

Each fixture list (tests/fixtures/decklists*, the limited fixtures, examples/) and a set of
adversarial lists are read; each non-blank line's fate must be one of the four, and a list whose
verdict is ✓ LEGAL must have no line that ended as a finding.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

import riftcheck
from riftcheck.decklist.detect import read_decklists
from riftcheck.decklist.model import Decklist
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

LILLIA = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
ADVERSARIAL = {
    "issue-jinx": "Legend:\n1 Jinx, Loose Cannon\nChampion:\n1 Jinx, Rebel\nMainDeck:\n2 Jinx, Rebel\n"
                  "2 Jinx, Rebel (Alternate Art)\n20 Spiderling\n3 Get Excited!\n3 Jinx, Demolitionist\n"
                  "3 Blazing Scorcher\n3 Chemtech Enforcer\n3 Stacked Deck (Overnumbered)\nBattlefields:\n"
                  "1 Targon's Peak\n1 Trifarian War Camp\n1 Blank Battlefield\nRunes:\n6 Fury Rune\n6 Chaos Rune\n",
    "alternate-art-ban": LILLIA.replace("1 Seat of Power\n", "1 Aspirant's Climb (Alternate Art)\n"),
    "hash-comment": LILLIA.replace("3 Lonely Poro\n", "3 Lonely Poro # cheap\n"),
    "slash-comment": LILLIA.replace("3 Lonely Poro\n", "3 Lonely Poro // cheap\n"),
    "thai-note": LILLIA.replace("3 Lonely Poro\n", "3 Lonely Poro (โปโร)\n"),
    "made-up": LILLIA.replace("3 Lonely Poro\n", "3 Totally Made Up Card\n"),
    "code-disagrees": LILLIA.replace("2 Charm\n", "2 Charm [OGN-044]\n"),
    "thai-sideboard": LILLIA.replace("Sideboard:", "ไซด์บอร์ด:"),
    "tokens-header": LILLIA.replace("Sideboard:", "Tokens:"),
    "spaced-sideboard": LILLIA.replace("Sideboard:", "Side Board:"),
    "main-count-after-colon": LILLIA.replace("MainDeck:", "Main Deck: 39"),
    "count-after-name": LILLIA.replace("3 Lonely Poro\n", "Lonely Poro x3\n"),
    "full-width-count": LILLIA.replace("3 Lonely Poro\n", "３ Lonely Poro\n"),
    "stray-text": LILLIA.replace("3 Lonely Poro\n", "3 Lonely Poro\nthree Stupefy\n"),
    "bare-word": LILLIA.replace("Sideboard:", "Extras"),
    "markdown-unknown": LILLIA.replace("Sideboard:", "## Maybe"),
    "bracket-unknown": LILLIA.replace("Sideboard:", "[Other cards]"),
}


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


@pytest.mark.parametrize("name", ADVERSARIAL)
def test_every_line_of_the_adversarial_lists_has_a_fate(name):
    _check(ADVERSARIAL[name], name, LATER)


def test_fixture_lists_include_the_line_formats():
    formats = {read_decklists(path.read_bytes(), path.name)[0].input_format for path in FIXTURES}
    assert {"piltover-text", "riftdecks", "piltover-legacy", "deck-code", "tts", "code-list", "pixelborn"} <= formats


@pytest.mark.parametrize(
    ("name", "legal", "codes"),
    [
        ("issue-jinx", False, {"RC105", "RC301"}),
        ("alternate-art-ban", False, {"RC301"}),
        ("hash-comment", True, set()),
        ("slash-comment", True, set()),
        ("thai-note", False, {"RC012"}),
        ("code-disagrees", False, {"RC010"}),
        ("thai-sideboard", True, set()),
        ("tokens-header", False, {"RC011"}),
        ("spaced-sideboard", True, set()),
        ("main-count-after-colon", True, set()),
        ("count-after-name", True, set()),
        ("full-width-count", True, set()),
        ("stray-text", False, {"RC002"}),
        ("markdown-unknown", False, {"RC011"}),
        ("bare-word", False, {"RC011"}),
        ("bracket-unknown", False, {"RC011"}),
    ],
)
def test_the_adversarial_lists_get_the_verdict_the_rules_give(name, legal, codes):
    deck = riftcheck.check_text(ADVERSARIAL[name], as_of=LATER)["decks"][0]
    found = {finding["code"] for finding in deck["findings"] if finding["severity"] == "error"}
    assert deck["legal"] is legal, deck["findings"]
    assert codes <= found, deck["findings"]


@pytest.mark.parametrize("name", ["tokens-header", "bare-word", "markdown-unknown", "bracket-unknown"])
def test_a_line_under_an_unknown_header_is_counted_nowhere(name):
    deck = riftcheck.check_text(ADVERSARIAL[name], as_of=LATER)["decks"][0]
    assert deck["counts"] == {"main": 40, "runes": 12, "battlefields": 3, "sideboard": 0}

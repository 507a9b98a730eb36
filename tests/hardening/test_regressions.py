"""Inputs that once hung riftcheck or stopped a whole run, kept so that they never do again."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

import pytest
from hardening_inputs import LEGAL_LIST, corpus_text, hang_guard, judge
from support import run_cli

from riftcheck import api
from riftcheck.games.riftbound.cards import resolve
from riftcheck.games.riftbound.cards.db import load_db
from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.engine.inputs.limits import MAX_ENTRIES, MAX_LINE_CHARS
from riftcheck.engine.inputs.refusals import DecklistError

STRICT_OUTPUT = {"PYTHONIOENCODING": "utf-8:strict"}  # as on a desktop with a UTF-8 locale


def test_a_file_of_lines_opening_a_bracket_then_spaces_is_refused_as_holding_no_card_entry():
    """The header-count pattern backtracked over runs of spaces: 5 MB of such lines took 35 s.
    How fast they read now: benchmarks/bench_hostile_lines.py."""
    line = "(" + " " * (MAX_LINE_CHARS - 3) + "x"
    data = "\n".join([line] * (5 * 1024 * 1024 // MAX_LINE_CHARS - 10)).encode()
    with hang_guard("reading 5 MB of bracket lines"), pytest.raises(DecklistError) as refused:
        read_decklists(data, "brackets.txt")
    assert str(refused.value).startswith(
        "brackets.txt has nothing that reads as a card entry (line 1: not a card entry: expected a count")


# Lines whose run of spaces is almost as long as a line may be. Counts after a name, trailing
# comments and printing notes are looked for at the end of a line: patterns that backtracked
# over such a run took minutes over a file of these lines (benchmarks/bench_hostile_lines.py
# times them). Each file holds as many lines as a list may have entries.


def _spaced(shape: str) -> bytes:
    line = shape.format(spaces=" " * (MAX_LINE_CHARS - 10))
    return "\n".join(["MainDeck:", *[line] * MAX_ENTRIES]).encode()


@pytest.mark.parametrize("shape", ["{spaces}x", "a{spaces}y", "a:{spaces}x"])
def test_lines_of_spaces_without_a_count_are_refused_as_holding_no_card_entry(shape):
    with hang_guard(f"reading lines of {shape!r}"), pytest.raises(DecklistError) as refused:
        read_decklists(_spaced(shape), "spaces.txt")
    assert str(refused.value).startswith("spaces.txt has nothing that reads as a card entry (line 2:")


@pytest.mark.parametrize("shape, entry", [
    ("1 a{spaces}#", (1, "a")),  # a trailing comment
    ("1 a{spaces}(", (1, "a (")),  # the run of spaces in a name reads as one space
    ("1 a ({spaces}x", (1, "a ( x")),  # a bracket never closed: no printing note
    ("1 a [{spaces}x", (1, "a [ x")),
])
def test_card_lines_with_long_runs_of_spaces_read_as_their_entries(shape, entry):
    with hang_guard(f"reading lines of {shape!r}"):
        (decklist,) = read_decklists(_spaced(shape), "spaces.txt")
    entries = decklist.entries("main")
    assert [(item.count, item.text) for item in entries] == [entry] * MAX_ENTRIES
    assert [item.line for item in entries[:2]] == [2, 3]


def test_only_the_first_distinct_unknown_names_of_a_deck_get_a_did_you_mean_search(monkeypatch):
    """Each search takes about a millisecond: 1,000 made-up names (the entry limit) took 20 s."""
    from riftcheck.games.riftbound.rules import unknown_card

    searched = []
    monkeypatch.setattr(resolve.Resolver, "suggest", lambda self, text, limit=3: searched.append(text) or ("Cleave",))
    names = [f"Made-up card {number}" for number in range(unknown_card.SUGGESTED_NAMES + 20)]
    text = "\n".join(f"1 {name}" for name in [*names, names[0]])
    # Before Radiance, whose preview data would make these RC005 (maybe a card of that set).
    decks = api.check_text(text, lang="en", as_of="2026-01-01")["decks"]
    findings = [f for f in decks[0]["findings"] if f["code"] == "RC001"]
    assert searched == names[: unknown_card.SUGGESTED_NAMES]
    by_card = {}
    for finding in findings:
        by_card.setdefault(finding["card"], []).append(finding["hint"])
    assert set(by_card) == set(names)  # every unknown name is still reported
    assert by_card[names[0]] == ["Did you mean Cleave?"] * 2  # the same name again: no second search
    assert by_card[names[-1]] == [unknown_card.HINTS["spelling"].en]


LONE_SURROGATES = json.dumps(
    {"deckList": {"Legend": [{"count": 1, "id": "Jinx\ud800"}], "Units\udcff": [{"count": 3, "id": "Cleave"}]}}
)


def test_a_json_escape_of_half_a_character_becomes_a_replacement_character():
    """json.loads kept "\\ud800" as a lone surrogate, and writing the report failed on it."""
    (judged,) = judge(LONE_SURROGATES.encode())
    assert judged.deck.cards("legend")[0].entry.text == "Jinx\ufffd"
    assert [item.name for item in judged.deck.cards("main")] == ["Cleave"]


def test_the_command_reports_a_json_escape_of_half_a_character(tmp_path):
    path = tmp_path / "deck.json"
    path.write_text(LONE_SURROGATES, encoding="ascii")
    done = run_cli("check", str(path), "-o", "json", env=STRICT_OUTPUT)
    assert done.returncode == 1, done.stderr
    assert "Jinx\ufffd" in json.loads(done.stdout)["decks"][0]["findings"][0]["message"]


def test_a_file_name_that_is_not_utf8_does_not_stop_the_run(tmp_path):
    """Such a name reached the reports as lone surrogates: the run stopped at that file."""
    folder = tmp_path / "event"
    folder.mkdir()
    illegal = corpus_text("006")  # illegal on its event day, so that every output names its file
    (folder / "a.txt").write_text(illegal, encoding="utf-8")
    Path(os.fsdecode(os.fsencode(folder) + b"/b-caf\xe9.txt")).write_text(illegal, encoding="utf-8")
    Path(os.fsdecode(os.fsencode(folder) + b"/c-\xff.png")).write_bytes(b"\x89PNG\r\n")
    table = tmp_path / "table.csv"
    for output in ("json", "text", "sarif", "junit", "github"):
        args = ("check", str(folder), "-o", output, "--as-of", "2026-05-30", "--report", str(table))
        done = run_cli(*args, env=STRICT_OUTPUT)
        assert done.returncode == 1, (output, done.stderr)
        assert "caf\ufffd.txt" in done.stdout and "c-\ufffd.png" in done.stdout
    with table.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [Path(row["file"]).name for row in rows] == ["a.txt", "b-caf\ufffd.txt", "c-\ufffd.png"]
    assert rows[2]["legal"] == "unreadable" and rows[2]["messages"].endswith("is a PNG image, not a text decklist.")


CONTROL_LINES = LEGAL_LIST.replace("3 Cleave", "3 Cleave\n\x1b[2J\x1b]0;title\x07 cleared screen\n3 Gu\x1bst", 1)


def test_control_characters_in_a_problem_line_are_shown_as_escapes():
    """Echoed raw, ESC sequences drove the organiser's terminal (a hostile list could clear it)."""
    (judged,) = judge(CONTROL_LINES.encode())
    texts = [problem.text for problem in judged.deck.problems]
    assert texts == ["\\x1b[2J\\x1b]0;title\\x07 cleared screen", "3 Gu\\x1bst"]
    assert not any(char < " " for finding in judged.result.findings for char in finding.message)


def test_a_junit_report_stays_well_formed_xml_whatever_the_list_holds(tmp_path):
    """A control character in a problem line made the JUnit report unreadable for CI."""
    import xml.etree.ElementTree as ET

    path = Path(os.fsdecode(os.fsencode(tmp_path) + b"/list\x1b[8m.txt"))
    path.write_text(CONTROL_LINES, encoding="utf-8")
    done = run_cli("check", str(path), "-o", "junit")
    assert done.returncode == 1
    (case,) = ET.fromstring(done.stdout.split("\n", 1)[1]).iter("testcase")
    assert case.get("name").endswith("list\\x1b[8m.txt")


def test_a_json_key_holding_a_line_break_is_refused_in_one_line():
    """Unknown keys were quoted raw, so the refusal broke across lines."""
    document = json.dumps({"format": "riftcheck-deck", "version": 1, "main\n::error::": []})
    try:
        judge(document.encode())
    except DecklistError as error:
        assert "main\\n::error::" in str(error) and "\n" not in str(error)
    else:
        raise AssertionError("an unknown key was accepted")


def test_the_costliest_list_the_limits_accept_folds_each_unknown_name_a_few_times_not_the_card_list(monkeypatch):
    """1,000 distinct unknown names (MAX_ENTRIES): the card names are folded once into the
    index, each unknown name a constant number of times; folding the whole card list again for
    every name made this list cost 20 s of CPU."""
    from riftcheck.games.riftbound.cards import suggest
    from riftcheck.engine.inputs.limits import MAX_ENTRIES

    index_size = len(resolve.Resolver(load_db()).names()._keys)
    folded, searched = [], []
    real_key, real_search = suggest.name_key, suggest.NameIndex._search
    monkeypatch.setattr(suggest, "name_key", lambda text: folded.append(text) or real_key(text))
    monkeypatch.setattr(suggest.NameIndex, "_search", lambda self, query, limit: searched.append(query)
                        or real_search(self, query, limit))
    api.forget()  # a fresh checker: its index is built under the count
    names = [f"Zq{number:04d} Made-up Name" for number in range(MAX_ENTRIES)]
    decks = api.check_text("\n".join(f"1 {name}" for name in names), lang="en", as_of="2026-01-01")["decks"]
    api.forget()
    unknown = {f["card"] for f in decks[0]["findings"] if f["code"] == "RC001"}
    assert unknown == set(names)
    assert len(searched) <= 30 and len(folded) <= index_size + 2 * len(names)

"""Inputs that once hung riftcheck or stopped a whole run, kept so that they never do again."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

from hardening_inputs import LEGAL_LIST, judge, junk_names, within
from support import run_cli

from riftcheck.cards import resolve
from riftcheck.cards.db import load_db
from riftcheck.decklist.detect import read_decklists
from riftcheck.decklist.limits import MAX_LINE_CHARS
from riftcheck.decklist.model import DecklistError

STRICT_OUTPUT = {"PYTHONIOENCODING": "utf-8:strict"}  # as on a desktop with a UTF-8 locale


def test_a_file_of_lines_opening_a_bracket_then_spaces_reads_in_linear_time():
    """The header-count pattern backtracked over runs of spaces: 5 MB of such lines took 35 s."""
    line = "(" + " " * (MAX_LINE_CHARS - 3) + "x"
    data = "\n".join([line] * (5 * 1024 * 1024 // MAX_LINE_CHARS - 10)).encode()
    with within(10):
        try:
            read_decklists(data, "brackets.txt")
        except DecklistError as error:
            assert "nothing that reads as a card entry" in str(error)


def test_thousands_of_distinct_unknown_names_do_not_each_get_a_did_you_mean_search(monkeypatch):
    """Each search takes milliseconds: 5 MB of made-up names took over five minutes."""
    searched = []
    monkeypatch.setattr(resolve.Resolver, "suggest", lambda self, text, limit=3: searched.append(text) or ("Cleave",))
    resolver = resolve.Resolver(load_db())
    names = [f"Made-up card {number}" for number in range(resolve.SUGGESTION_LIMIT + 500)]
    found = [resolver.resolve(name) for name in names]
    assert len(searched) == resolve.SUGGESTION_LIMIT
    assert found[0].suggestions == ("Cleave",) and found[-1].suggestions == ()
    assert all(resolution.card is None for resolution in found)
    assert resolver.resolve(names[0]).suggestions == ("Cleave",)  # remembered, not searched again


def test_a_megabyte_of_made_up_names_is_refused_quickly_by_the_entry_limit():
    with within(20):
        try:
            judge(junk_names(1024 * 1024))
        except DecklistError as error:
            assert "entries per decklist" in str(error)
        else:
            raise AssertionError("a decklist of 30,000 entries was read")


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
    (folder / "a.txt").write_text(LEGAL_LIST, encoding="utf-8")
    Path(os.fsdecode(os.fsencode(folder) + b"/b-caf\xe9.txt")).write_text(LEGAL_LIST, encoding="utf-8")
    Path(os.fsdecode(os.fsencode(folder) + b"/c-\xff.png")).write_bytes(b"\x89PNG\r\n")
    table = tmp_path / "table.csv"
    for output in ("json", "text", "sarif", "junit", "github"):
        done = run_cli("check", str(folder), "-o", output, "--report", str(table), env=STRICT_OUTPUT)
        assert done.returncode == 1, (output, done.stderr)
        assert "caf\ufffd.txt" in done.stdout and "c-\ufffd.png" in done.stdout
    with table.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [Path(row["file"]).name for row in rows] == ["a.txt", "b-caf\ufffd.txt", "c-\ufffd.png"]
    assert rows[2]["legal"] == "unreadable" and rows[2]["messages"].endswith("is a PNG image, not a text decklist.")

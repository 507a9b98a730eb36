"""Input limits hold before parsing, and each refusal names the limit it enforces."""

from __future__ import annotations

import io
import json
import sys

import pytest

from riftcheck.engine.inputs import input_files
from riftcheck.games.riftbound.decklist import detect
from riftcheck.games.riftbound.decklist.detect import PARSERS, read_path
from riftcheck.engine.inputs.limits import MAX_LINE_CHARS, MAX_NESTING, MAX_YAML_CHARS
from riftcheck.engine.inputs.refusals import DecklistError

DECK = "Legend:\n1 Jinx, Loose Cannon\nMainDeck:\n3 Cleave\n"


def test_a_file_over_the_size_limit_is_refused(read, monkeypatch):
    monkeypatch.setattr(detect, "MAX_DECKLIST_BYTES", len(DECK) - 1)
    with pytest.raises(DecklistError, match="the size limit is"):
        read(DECK)


def test_a_carde_io_export_may_be_larger_than_a_decklist_file(read, monkeypatch):
    export = json.dumps({"decklists": [{"user": {"best_identifier": "Ann"}, "sections": []}]})
    monkeypatch.setattr(detect, "MAX_DECKLIST_BYTES", len(export) - 1)
    assert [decklist.player for decklist in read(export)] == ["Ann"]
    monkeypatch.setattr(detect, "MAX_EXPORT_BYTES", len(export) - 1)
    with pytest.raises(DecklistError, match="MB for a Carde.io export"):
        read(export)


def test_a_line_over_the_length_limit_is_refused(read):
    with pytest.raises(DecklistError, match=f"line 4 is {MAX_LINE_CHARS + 1} characters long; the line length limit"):
        read(DECK.replace("3 Cleave", "3 " + "C" * (MAX_LINE_CHARS - 1)))


def test_json_written_on_one_long_line_is_not_held_to_the_line_limit(read_one):
    deck = {"deckList": {"Units": [{"count": 1, "id": "Cleave"}] * 400}}
    text = json.dumps(deck)
    assert len(text) > MAX_LINE_CHARS
    assert len(read_one(text).entries("main")) == 400


@pytest.mark.parametrize(
    "text",
    [
        '{"deckList": ' + "[" * MAX_NESTING + "]" * MAX_NESTING + "}",
        "format: riftcheck-deck\nversion: 1\nname: " + "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1) + "\n",
    ],
    ids=["json", "yaml"],
)
def test_nesting_over_the_limit_is_refused_before_parsing(read, text):
    with pytest.raises(DecklistError, match=f"the nesting limit is {MAX_NESTING}"):
        read(text)


def test_brackets_inside_json_strings_do_not_count_as_nesting(read_one):
    odd_name = "[" * 40 + '"\\' + "{" * 40
    deck = {"deckList": {"Units": [{"count": 1, "id": odd_name}]}}
    assert read_one(json.dumps(deck)).entries("main")[0].text == odd_name


def test_an_unknown_input_format_name_is_refused_listing_the_names(read):
    with pytest.raises(DecklistError, match="Unknown input format 'mtga'; the formats are piltover-text, "):
        read(DECK, "mtga")


@pytest.mark.parametrize(
    ("name", "text", "entries"),
    [
        ("piltover-text", DECK, [("legend", 1, "Jinx, Loose Cannon"), ("main", 3, "Cleave")]),
        ("riftdecks", DECK, [("legend", 1, "Jinx, Loose Cannon"), ("main", 3, "Cleave")]),
        ("text", "3 Cleave\n", [("unsorted", 3, "Cleave")]),
        ("tts", "OGN-004-1 OGN-004-1", [("unsorted", 2, "OGN-004")]),  # a token per copy
        ("code-list", "OGN-004-2", [("unsorted", 2, "OGN-004")]),  # SET-NUMBER-COUNT
        ("riftcheck", "format: riftcheck-deck\nversion: 1\nmain: [{count: 2, name: Cleave}]\n", [("main", 2, "Cleave")]),
    ],
)
def test_a_forced_format_labels_the_decklist_and_reads_it_as_that_format(read_one, name, text, entries):
    decklist = read_one(text, name)
    assert decklist.input_format == name
    assert [(zone, entry.count, entry.text) for zone, found in decklist.zones.items() for entry in found] == entries


def test_a_forced_format_that_does_not_fit_is_refused(read):
    with pytest.raises(DecklistError, match="not base32"):
        read(DECK, "deck-code")


def test_every_format_has_a_summary():
    assert all(fmt.summary and fmt.name == name for name, fmt in PARSERS.items())


def test_paths_that_cannot_be_read_are_refused_with_a_sentence(tmp_path):
    with pytest.raises(DecklistError, match="missing.txt does not exist"):
        read_path(tmp_path / "missing.txt")
    with pytest.raises(DecklistError, match="is a folder, not a decklist file"):
        read_path(tmp_path)


def test_a_file_and_standard_input_read_alike(tmp_path, monkeypatch):
    path = tmp_path / "deck.txt"
    path.write_text(DECK, encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(DECK.encode())))
    from_stdin = read_path("-")
    from_file = read_path(path)
    assert from_stdin[0].zones == from_file[0].zones
    assert (from_stdin[0].source, from_file[0].source) == ("<stdin>", str(path))


def test_a_yaml_decklist_over_its_size_limit_is_refused(read):
    entries = "  - {count: 2, name: Charm}\n" * (MAX_YAML_CHARS // 20)
    with pytest.raises(DecklistError, match=f"the size limit for YAML decklists is {MAX_YAML_CHARS}"):
        read("format: riftcheck-deck\nversion: 1\nmain:\n" + entries)


def test_a_named_pipe_is_read_to_its_end_however_its_writes_arrive(tmp_path):
    import os
    import threading
    import time

    if not hasattr(os, "mkfifo"):
        pytest.skip("named pipes are a POSIX feature")
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    filler = "".join(f"# note {number}\n" for number in range(9000))  # more than one piece of reading
    first, second = filler + DECK[:20], DECK[20:]

    def write():
        with open(fifo, "w", encoding="utf-8") as pipe:
            pipe.write(first)
            pipe.flush()
            time.sleep(0.2)
            pipe.write(second)

    writer = threading.Thread(target=write)
    writer.start()
    [decklist] = read_path(fifo)
    writer.join()
    assert [(entry.count, entry.text) for entry in decklist.entries("main")] == [(3, "Cleave")]
    assert decklist.entries("legend")[0].text == "Jinx, Loose Cannon"


def test_an_input_larger_than_the_limit_is_seen_as_larger_whatever_its_size(tmp_path, monkeypatch):
    monkeypatch.setattr(detect, "MAX_EXPORT_BYTES", 100_000)
    monkeypatch.setattr(input_files, "MAX_EXPORT_BYTES", 100_000)
    monkeypatch.setattr(detect, "MAX_DECKLIST_BYTES", 100_000)
    path = tmp_path / "big.txt"
    path.write_text(DECK + "# padding\n" * 20_000, encoding="utf-8")
    with pytest.raises(DecklistError, match="the size limit is"):
        read_path(path)
    assert len(input_files.read_input(path)[1]) == 100_001


@pytest.mark.parametrize(
    ("path", "shown"),
    [
        ("event/ann.txt", "event/ann.txt"),
        ("event/สมชาย.txt", "event/สมชาย.txt"),
        ("event/a\tb.txt", "event/a\\tb.txt"),
        ("event/x\x1b[8m.txt", "event/x\\x1b[8m.txt"),
        ("event/caf\udce9.txt", "event/caf\ufffd.txt"),
    ],
)
def test_file_names_are_shown_as_reports_can_write_them(path, shown):
    assert input_files.display_name(path) == shown

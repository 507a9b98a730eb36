"""Batch runs: decks in = verdicts out, for any mix of good, broken and damaged files.

Every deck of every input gets exactly one verdict, and every input that is no decklist gets
exactly one "unreadable" verdict saying why; hidden files are not inputs.
"""

from __future__ import annotations

import csv
import json
import tempfile
from collections import Counter
from pathlib import Path

import pytest
from hardening_inputs import (
    CORPUS,
    LEGAL_LIST,
    alias_bomb,
    carde_io_export,
    damaged,
    number_of,
    png,
)
from hypothesis import given
from hypothesis import strategies as st
from support import run_cli

from riftcheck import games
from riftcheck.engine.verdicts.exit_codes import exit_code
from riftcheck.engine.options import CheckOptions
from riftcheck.engine.run.pipeline import check_paths

BROKEN = {
    "empty.txt": b"",
    "image.png": png(),
    "latin1.txt": LEGAL_LIST.encode("latin-1", "replace").replace(b"Cleave", b"Cl\xe9ave"),
    "bomb.yaml": alias_bomb(),
    "nested.json": b'{"deckList": ' + b"[" * 1000 + b"]" * 1000 + b"}",
    "notes.md": b"# Notes\n\nBring sleeves.\nTable numbers are posted at noon.\nDecks are due Friday.\nAsk a judge.\n",
    "array.json": b"[1, 2, 3]",
}
CORPUS_BYTES = {number_of(path): path.read_bytes() for path in CORPUS}


class Collector:
    """A reporter that keeps every verdict it is given."""

    def __init__(self):
        self.results = []
        self.began = self.ended = 0

    def begin(self, run) -> None:
        self.began += 1

    def deck(self, result) -> None:
        self.results.append(result)

    def end(self, totals) -> None:
        self.ended += 1


# One input of a batch: (file name, bytes, verdicts expected, readable or not; None = either).
INPUTS = st.one_of(
    st.sampled_from(sorted(CORPUS_BYTES)).map(lambda n: (f"{n}.txt", CORPUS_BYTES[n], 1, True)),
    st.sampled_from(sorted(BROKEN)).map(lambda name: (name, BROKEN[name], 1, False)),
    st.sampled_from(sorted(CORPUS_BYTES)).flatmap(
        lambda n: damaged(CORPUS_BYTES[n].decode("utf-8")).map(lambda data: (f"{n}-damaged.txt", data, 1, None))
    ),
    st.integers(1, 12).map(lambda k: ("export.json", carde_io_export(k), k, True)),
    st.just((".hidden.txt", LEGAL_LIST.encode(), 0, None)),
)


def write_batch(folder: Path, inputs: list[tuple]) -> dict[str, tuple]:
    """Write `inputs` (every third one in a subfolder) and return them by path."""
    written = {}
    for index, (name, data, expected, readable) in enumerate(inputs):
        place = folder / "more" if index % 3 == 2 else folder
        place.mkdir(exist_ok=True)
        hidden = "." if name.startswith(".") else ""
        path = place / f"{hidden}{index:03d}-{name.lstrip('.')}"
        path.write_bytes(data)
        written[str(path)] = (expected, readable)
    return written


@given(st.lists(INPUTS, min_size=1, max_size=12))
def test_decks_in_equal_verdicts_out_for_any_mix_of_files(inputs):
    with tempfile.TemporaryDirectory() as folder:
        written = write_batch(Path(folder), inputs)
        collector = Collector()
        if all(name.startswith(".") for name, *_rest in inputs):  # a folder of hidden files only
            with pytest.raises(ValueError, match="no decklist found"):
                check_paths(games.new_checker, [folder], CheckOptions(), [collector])
            return
        totals = check_paths(games.new_checker, [folder], CheckOptions(), [collector])
    expected = Counter({path: count for path, (count, _) in written.items() if count})
    assert Counter(result.source for result in collector.results) == expected
    assert (collector.began, collector.ended, totals.decks) == (1, 1, sum(expected.values()))
    for result in collector.results:
        readable = written[result.source][1]
        assert readable is None or result.readable == readable
        if not result.readable:
            assert result.error and result.error.startswith(result.source) and result.findings == []
    assert totals.unreadable == sum(not result.readable for result in collector.results)
    verdicts = collector.results
    if verdicts and not any(result.readable for result in verdicts):
        expected_exit = 2  # nothing could be read as a decklist
    else:
        expected_exit = 0 if all(result.legal for result in verdicts) else 1
    assert exit_code(totals, strict=False) == expected_exit


@pytest.fixture(scope="module")
def event_folder(tmp_path_factory) -> tuple[Path, int]:
    """The whole corpus, every broken file, an export of 40 registrations and a hidden file,
    some in a subfolder; and the number of verdicts they must give."""
    folder = tmp_path_factory.mktemp("event")
    files = {**BROKEN, **{f"{number}.txt": data for number, data in CORPUS_BYTES.items()}}
    inputs = [(name, data, 1, None) for name, data in files.items()]
    inputs += [("export.json", carde_io_export(40), 40, True), (".hidden.txt", b"3 Cleave", 0, None)]
    written = write_batch(folder, inputs)
    return folder, sum(expected for expected, _ in written.values())


def run_check(folder: Path, *options: str) -> tuple[int, dict]:
    done = run_cli("check", str(folder), "-o", "json", *options)
    assert "Traceback" not in done.stdout + done.stderr
    return done.returncode, json.loads(done.stdout)


def test_the_command_gives_every_deck_of_a_mixed_folder_one_verdict_in_one_process_or_two(event_folder, tmp_path):
    folder, expected = event_folder
    table = tmp_path / "registrations.csv"
    code, report = run_check(folder, "--jobs", "1", "--report", str(table))
    assert code == 1
    assert len(report["decks"]) == report["totals"]["decks"] == expected
    assert report["totals"]["unreadable"] == len(BROKEN)
    unreadable = [deck for deck in report["decks"] if "error" in deck]
    assert sorted(Path(deck["path"]).name.split("-", 1)[1] for deck in unreadable) == sorted(BROKEN)
    with table.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["file"] for row in rows] == [deck["path"] for deck in report["decks"]]
    assert sum(row["legal"] == "unreadable" for row in rows) == len(BROKEN)
    assert run_check(folder, "--jobs", "2") == (code, report)

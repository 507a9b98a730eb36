"""The inputs a run names, held compactly: in the order and spelling a walk of the folders
gives, each chunk of them found by index, whichever groups (files named alone, folders,
subfolders) it spans."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from riftcheck.engine.inputs.input_files import NotRegularFile
from riftcheck.engine.inputs.inputs import InputList, _spelled


@pytest.fixture
def event(tmp_path, monkeypatch):
    """An event folder: files out of order, a hidden one, two subfolders (one of them empty)."""
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "event"
    for name in ("c.txt", "a.txt", ".hidden.txt", "b c.txt", "round 2/z.txt", "round 2/y.txt", "round 3/.keep"):
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text("1 Charm\n", encoding="utf-8")
    (tmp_path / "alone.txt").write_text("1 Charm\n", encoding="utf-8")
    return folder


def _named(*paths: str) -> InputList:
    inputs = InputList()
    for path in paths:
        inputs.add(path)
    return inputs


def test_a_folder_gives_its_files_by_name_then_each_subfolders_and_no_hidden_one(event):
    assert list(_named("event")) == ["event/a.txt", "event/b c.txt", "event/c.txt",
                                     "event/round 2/y.txt", "event/round 2/z.txt"]


def test_files_named_alone_and_folders_keep_the_order_they_were_named_in(event):
    inputs = _named("alone.txt", "event/round 2", "-", "missing.txt")
    assert list(inputs) == ["alone.txt", "event/round 2/y.txt", "event/round 2/z.txt", "-", "missing.txt"]
    assert len(inputs) == 5


def test_add_says_how_many_inputs_a_path_named(event):
    inputs = InputList()
    assert [inputs.add(path) for path in ("event", "event/round 3", "alone.txt")] == [5, 0, 1]


def test_every_span_of_indices_gives_the_inputs_iteration_gives(event):
    inputs = _named("alone.txt", "event", "alone.txt", "event/round 2")
    every = list(inputs)
    assert len(every) == len(inputs) == 9
    for start in range(len(every) + 1):
        for stop in range(start, len(every) + 2):
            assert inputs.paths(start, stop) == every[start:stop], (start, stop)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes (POSIX)")
def test_a_named_pipe_in_a_folder_stays_marked_as_not_a_regular_file(event):
    os.mkfifo(event / "pipe.txt")
    inputs = _named("event")
    marked = [path for path in inputs.paths(0, len(inputs)) if isinstance(path, NotRegularFile)]
    assert marked == ["event/pipe.txt"]
    assert [path for path in inputs if isinstance(path, NotRegularFile)] == ["event/pipe.txt"]


@pytest.mark.skipif(os.sep != "/", reason="the spelling rule written out is POSIX's")
@pytest.mark.parametrize("folder", ["decks", "decks/", "./decks", "decks//round 2/", "decks/./round 2", ".", "./",
                                    "", "/", "//", "///", "//srv/decks", "///srv//decks/", "../decks", "a/../b"])
def test_a_folder_is_spelled_as_pathlib_spells_it(folder):
    assert _spelled(folder) == str(Path(folder))


def test_a_folder_of_many_files_is_given_whole_and_in_order(tmp_path):
    # more files than a folder's iteration makes paths for at once
    folder = tmp_path / "event"
    folder.mkdir()
    names = [f"deck{number:04}.txt" for number in range(700)]
    for name in reversed(names):
        (folder / name).write_text("1 Charm\n", encoding="utf-8")
    inputs = _named(str(folder))
    assert list(inputs) == [f"{folder}/{name}" for name in names]
    assert inputs.paths(250, 520) == [f"{folder}/{name}" for name in names[250:520]]

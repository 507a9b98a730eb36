"""A folder walk opens only regular files: a named pipe, socket or device met in a folder gets
an "unreadable: not a regular file" verdict and the run ends; one named on the command line is read."""

from __future__ import annotations

import json
import os
import shutil
import socket
import threading

import pytest

from support import REPO, run_cli

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes (POSIX)")
LEGAL_DECK = REPO / "examples" / "lillia.txt"
AS_OF = ("--as-of", "2026-11-01")


@pytest.fixture
def event(tmp_path):
    folder = tmp_path / "event"
    folder.mkdir()
    shutil.copy(LEGAL_DECK, folder / "lillia.txt")
    os.mkfifo(folder / "pipe.txt")
    return folder


def _verdicts(*args: str) -> tuple[int, dict[str, dict]]:
    result = run_cli("check", *args, *AS_OF, "-o", "json")  # run_cli fails the test if the run never ends
    decks = json.loads(result.stdout)["decks"]
    return result.returncode, {os.path.basename(deck["path"]): deck for deck in decks}


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_named_pipe_in_a_folder_gets_a_verdict_and_the_run_ends(event, jobs):
    code, decks = _verdicts(str(event), "--jobs", jobs)
    assert code == 1 and set(decks) == {"lillia.txt", "pipe.txt"}
    assert decks["lillia.txt"]["legal"]
    assert "unreadable: not a regular file" in decks["pipe.txt"]["error"]


def test_a_socket_in_a_folder_is_not_opened_either(tmp_path):
    folder = tmp_path / "e"
    folder.mkdir()
    listener = socket.socket(socket.AF_UNIX)
    try:
        listener.bind(str(folder / "deck.sock"))
        _code, decks = _verdicts(str(folder))
    finally:
        listener.close()
    assert "not a regular file" in decks["deck.sock"]["error"]


def test_a_dangling_link_in_a_folder_is_a_missing_file(tmp_path):
    folder = tmp_path / "e"
    folder.mkdir()
    (folder / "gone.txt").symlink_to(folder / "nowhere.txt")
    _code, decks = _verdicts(str(folder))
    assert "does not exist" in decks["gone.txt"]["error"]


def test_a_named_pipe_given_on_the_command_line_is_read(event):
    pipe = event / "pipe.txt"

    def feed():
        with open(pipe, "wb") as writer:  # waits until riftcheck opens the pipe to read
            writer.write(LEGAL_DECK.read_bytes())

    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    code, decks = _verdicts(str(pipe))
    feeder.join(timeout=10)
    assert code == 0 and decks["pipe.txt"]["legal"]

"""Bidirectional controls (U+202A-U+202E, U+2066-U+2069) reorder the text after them on a
terminal or a web page, so that "deck\\u202etxt.exe" reads "deckexe.txt": riftcheck writes
them as escapes wherever it shows untrusted text, as it does control characters."""

from __future__ import annotations

import re
import shutil

import pytest
from support import REPO, run_cli

from riftcheck.engine.inputs import input_files
from riftcheck.games.riftbound.decklist.entries import EntryProblem, check_name

BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_BIDI = re.compile(f"[{BIDI}]")


@pytest.mark.parametrize("char", list(BIDI), ids=lambda char: f"U+{ord(char):04X}")
def test_a_file_name_holding_a_bidi_control_is_shown_with_it_escaped(char):
    assert input_files.display_name(f"event/deck{char}txt.exe") == f"event/deck\\u{ord(char):04x}txt.exe"


@pytest.mark.parametrize("char", list(BIDI), ids=lambda char: f"U+{ord(char):04X}")
def test_a_card_name_holding_a_bidi_control_is_a_problem_naming_it(char):
    with pytest.raises(EntryProblem, match=f"U\\+{ord(char):04X}"):
        check_name(f"Stup{char}efy", "card name")


@pytest.mark.parametrize("output", ["text", "json", "sarif", "junit", "github"])
def test_no_report_writes_a_bidi_control_from_a_file_name_or_a_card_line(tmp_path, output):
    deck = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
    path = tmp_path / "deck\u202etxt.exe"
    path.write_text(deck.replace("3 Stupefy", "3 Stup\u202eefy\u2066"), encoding="utf-8")
    shutil.copy(path, tmp_path / "second\u2067.txt")
    done = run_cli("check", str(tmp_path), "-o", output, "--color", "never", "--as-of", "2026-09-06")
    assert done.returncode == 1, done.stderr
    assert not _BIDI.search(done.stdout) and not _BIDI.search(done.stderr)
    assert "\\u202e" in done.stdout

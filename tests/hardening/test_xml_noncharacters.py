"""U+FFFE and U+FFFF are no characters XML 1.0 allows: written raw into a JUnit report they made
it unreadable for CI, so riftcheck writes them as escapes, as it does control characters."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from support import REPO, run_cli

from riftcheck.engine.inputs import input_files
from riftcheck.games.riftbound.decklist.entries import EntryProblem, check_name


@pytest.mark.parametrize("char", ["\ufffe", "\uffff"], ids=["U+FFFE", "U+FFFF"])
def test_a_file_name_holding_a_noncharacter_is_shown_with_it_escaped(char):
    assert input_files.display_name(f"event/a{char}b.txt") == f"event/a\\u{ord(char):04x}b.txt"


@pytest.mark.parametrize("char", ["\ufffe", "\uffff"], ids=["U+FFFE", "U+FFFF"])
def test_a_card_name_holding_a_noncharacter_is_a_problem_naming_it(char):
    with pytest.raises(EntryProblem, match=f"U\\+{ord(char):04X}"):
        check_name(f"Stup{char}efy", "card name")


def test_a_junit_report_of_a_list_and_file_holding_noncharacters_is_well_formed_xml(tmp_path):
    deck = (REPO / "examples" / "viktor.txt").read_text(encoding="utf-8")
    deck = deck.replace("3 Stupefy", "3 Stup\uffffefy").replace("a sample deck", "a sample \ufffe deck")
    (tmp_path / "a\ufffeb.txt").write_text(deck, encoding="utf-8")
    done = run_cli("check", str(tmp_path), "-o", "junit", "--as-of", "2026-09-06")
    assert done.returncode == 1, done.stderr
    (case,) = ET.fromstring(done.stdout.split("\n", 1)[1]).iter("testcase")
    assert case.get("classname").endswith("a\\ufffeb.txt")
    assert "Stup\\uffffefy" in case.find("failure").text

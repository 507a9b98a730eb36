"""The text reader remembers the plain entry lines (``3 Charm``) and known headers
(``Sideboard (4):``) it has read, by the line as written: a line read again anywhere gets the
same parts, with its own line number and section;
a changed line is read afresh; lines whose reading depends on where they stand are never
remembered; the memory is bounded and emptied by riftcheck.forget."""

from __future__ import annotations

import pytest

import riftcheck
from riftcheck.games.riftbound.decklist import piltover_text


@pytest.fixture(autouse=True)
def empty_memory():
    piltover_text.clear_cache()
    yield
    piltover_text.clear_cache()


def _entries(decklist, zone):
    return [(entry.count, entry.text, entry.code, entry.printing, entry.line) for entry in decklist.entries(zone)]


def test_a_remembered_line_keeps_its_own_line_number_and_section(read_one):
    read_one("MainDeck:\n3 Lonely Poro\n")
    assert "3 Lonely Poro" in piltover_text._plain_lines
    again = read_one("Legend:\n1 Jinx, Loose Cannon\n\nSideboard:\n3 Lonely Poro\n")
    assert _entries(again, "sideboard") == [(3, "Lonely Poro", None, (), 5)]
    assert _entries(again, "main") == []


def test_a_remembered_line_counts_under_a_header_that_gives_its_size(read_one):
    read_one("MainDeck:\n3 Lonely Poro\n")
    decklist = read_one("Sideboard (4):\n3 Lonely Poro\n1 Stupefy\n")
    [counted] = decklist.header_counts
    assert (counted.declared, counted.listed) == (4, 4)


def test_a_remembered_line_under_an_unknown_header_stays_apart(read_one):
    read_one("MainDeck:\n3 Lonely Poro\n")
    decklist = read_one("MainDeck:\n1 Stupefy\nTokens:\n3 Lonely Poro\n")
    assert _entries(decklist, "main") == [(1, "Stupefy", None, (), 2)]
    [section] = decklist.unknown_sections
    assert [(entry.count, entry.text, entry.line) for entry in section.entries] == [(3, "Lonely Poro", 4)]


def test_a_changed_line_is_read_afresh(read_one):
    read_one("MainDeck:\n3 Lonely Poro\n")
    decklist = read_one("MainDeck:\n2 Lonely Poro\n3 Lonely Poro (Alternate Art)\n")
    assert _entries(decklist, "main") == [
        (2, "Lonely Poro", None, (), 2), (3, "Lonely Poro", None, ("(Alternate Art)",), 3)]


@pytest.mark.parametrize("line", ["0 Stupefy", "Legend: 1 Jinx, Loose Cannon", "| 3 | Lonely Poro |",
                                  "Lonely Poro x3", "- 3 Lonely Poro", "Total: 3"])
def test_lines_read_by_where_they_stand_are_not_remembered(read_one, line):
    read_one(f"MainDeck:\n{line}\n3 Lonely Poro\n")
    assert line not in piltover_text._plain_lines
    assert "3 Lonely Poro" in piltover_text._plain_lines


def test_a_line_that_is_no_entry_is_not_remembered_and_stays_a_problem(read_one):
    for _ in range(2):
        decklist = read_one("MainDeck:\n3 Lonely Poro\n99999 Stupefy\n")
        assert [problem.line for problem in decklist.problems] == [3]
    assert "99999 Stupefy" not in piltover_text._plain_lines


def test_the_memory_is_bounded(read_one, monkeypatch):
    monkeypatch.setattr(piltover_text, "_REMEMBERED_LINES", 2)
    decklist = read_one("MainDeck:\n1 Stupefy\n2 Lonely Poro\n3 Charm\n")
    assert len(piltover_text._plain_lines) <= 2
    assert "3 Charm" in piltover_text._plain_lines
    assert [entry.count for entry in decklist.entries("main")] == [1, 2, 3]


def test_forget_empties_the_memory(read_one):
    read_one("MainDeck:\n3 Lonely Poro\n")
    riftcheck.forget()
    assert piltover_text._plain_lines == {}


def test_a_remembered_header_keeps_its_own_line_and_counts_its_own_section(read_one):
    read_one("Sideboard (4):\n3 Lonely Poro\n1 Stupefy\n")
    assert "Sideboard (4):" in piltover_text._header_lines
    decklist = read_one("MainDeck:\n1 Charm\n\nSideboard (4):\n3 Lonely Poro\n")
    [counted] = decklist.header_counts
    assert (counted.zone, counted.line, counted.declared, counted.listed) == ("sideboard", 4, 4, 3)
    assert _entries(decklist, "sideboard") == [(3, "Lonely Poro", None, (), 5)]
    assert decklist.accounted[4] == "header"


def test_a_table_row_naming_a_zone_is_not_remembered_as_a_header(read_one):
    read_one("| Legend |\n| 1 | Jinx, Loose Cannon |\n")
    assert "| Legend |" not in piltover_text._header_lines


def test_the_header_memory_is_bounded_and_forgotten(read_one, monkeypatch):
    monkeypatch.setattr(piltover_text, "_REMEMBERED_HEADERS", 2)
    decklist = read_one("Legend:\n1 Jinx, Loose Cannon\nChampion:\n1 Jinx, Rebel\nMainDeck:\n3 Charm\n")
    assert len(piltover_text._header_lines) <= 2
    assert "MainDeck:" in piltover_text._header_lines
    assert [entry.text for entry in decklist.entries("main")] == ["Charm"]
    riftcheck.forget()
    assert piltover_text._header_lines == {}

"""Layouts players paste, each read with the right counts and verdict: counts after the name,
markdown tables and code fences, spreadsheets, header totals and closing totals, notes after
headers, abbreviated headers, cut cards, headerless blocks in any order, long comment lines and
empty registration sheets. The lists are the Lillia list of examples/lillia.txt (legal on
2026-10-01: 1 legend, 1 champion, 39 main, 3 battlefields, 12 runes, 10 sideboard) as each
layout writes it, in tests/fixtures/decklists-pasted."""

from __future__ import annotations

import pytest
from decklist_testing import zone

import riftcheck
from riftcheck.engine.inputs.reasons import render
from riftcheck.engine.inputs.refusals import DecklistError
from support import REPO

PASTED = REPO / "tests" / "fixtures" / "decklists-pasted"
LILLIA = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
AS_OF = "2026-10-01"
FULL = {"main": 40, "runes": 12, "battlefields": 3, "sideboard": 10}


def _verdict(text: str, **options) -> dict:
    [deck] = riftcheck.check_text(text, as_of=AS_OF, **options)["decks"]
    return deck


def _codes(deck: dict) -> list[str]:
    return [finding["code"] for finding in deck["findings"]]


@pytest.mark.parametrize(
    ("name", "input_format"),
    [
        ("lillia-counts-after-name.txt", "piltover-text"),
        ("lillia-markdown-table.md", "piltover-text"),
        ("lillia-spreadsheet.csv", "csv"),
        ("lillia-sheet-thai.tsv", "csv"),
        ("lillia-header-totals.txt", "piltover-text"),
        ("lillia-discord-fence.txt", "piltover-text"),
        ("lillia-thai-notes.txt", "piltover-text"),
        ("lillia-sb.txt", "piltover-text"),
        ("lillia-blocks-runes-first.txt", "text"),
    ],
)
def test_each_pasted_layout_of_a_legal_list_is_read_whole_and_legal(read_one, name, input_format):
    text = (PASTED / name).read_text(encoding="utf-8")
    decklist = read_one(text)
    assert decklist.input_format == input_format
    assert decklist.problems == [] and decklist.unknown_sections == []
    deck = _verdict(text, filename=name)
    assert (deck["status"], deck["counts"], deck["findings"]) == ("legal", FULL, [])


def test_a_count_in_brackets_after_the_name_is_the_entrys_count(read_one):
    decklist = read_one("Legend:\n1 Jinx, Loose Cannon\nMainDeck:\nLonely Poro (3)\nCharm ( 2 )\n")
    assert zone(decklist, "main") == [(3, "Lonely Poro"), (2, "Charm")]
    assert decklist.unknown_sections == []


def test_a_name_with_a_count_in_brackets_followed_by_entries_is_still_a_header(read_one):
    decklist = read_one("MainDeck:\n3 Charm\nTokens (2)\n2 Sprite\n")
    assert zone(decklist, "main") == [(3, "Charm")]
    [section] = decklist.unknown_sections
    assert (section.header, [(entry.count, entry.text) for entry in section.entries]) == ("Tokens (2)", [(2, "Sprite")])


def test_a_markdown_table_reads_its_count_and_card_columns_in_either_order(read_one):
    text = "### Main Deck\n| Card | Set | Qty |\n| --- | --- | --- |\n| Lonely Poro | OGN | 3 |\n| Charm | OGN | 2 |\n"
    decklist = read_one(text)
    assert zone(decklist, "main") == [(3, "Lonely Poro"), (2, "Charm")]
    assert decklist.accounted == {1: "header", 2: "table", 3: "table"}


def test_a_spreadsheet_keeps_quoted_commas_and_reads_its_sections(read_one):
    decklist = read_one('Section,Quantity,Card Name\nLegend,1,"Lillia, Bashful Bloom"\nSB,2,"Lillia, Fae Fawn"\n')
    assert zone(decklist, "legend") == [(1, "Lillia, Bashful Bloom")]
    assert zone(decklist, "sideboard") == [(2, "Lillia, Fae Fawn")]
    assert decklist.accounted == {1: "header"}


def test_a_spreadsheet_row_of_one_cell_is_said_in_the_singular(read_one):
    [problem] = read_one("Qty,Card\n3,Charm\nCharm\n").problems
    assert render(problem.key, problem.params, "en") == \
        "the row has 1 cell, fewer than the header row's count and card columns need"
    assert render(problem.key, problem.params, "th") == \
        "บรรทัดนี้มี 1 ช่อง ไม่ครบคอลัมน์จำนวนและคอลัมน์การ์ดที่บรรทัดแรกของตารางกำหนด"


def test_a_spreadsheet_row_under_an_unknown_section_or_short_of_cells_is_reported(read_one):
    decklist = read_one("Section,Qty,Card\nTokens,2,Sprite\nMain,3\nMain,three,Charm\nMain,0,Defy\nMain,3,Charm\n")
    assert zone(decklist, "main") == [(3, "Charm")]
    [section] = decklist.unknown_sections
    assert (section.header, section.line, [entry.text for entry in section.entries]) == ("Tokens", 2, ["Sprite"])
    assert [(problem.line, problem.key) for problem in decklist.problems] == [(3, "csv-short-row"), (4, "not-an-entry")]
    assert [(entry.line, entry.text) for entry in decklist.cut] == [(5, "Defy")]


def test_a_spreadsheet_without_a_section_column_places_cards_by_type(read_one):
    decklist = read_one("Quantity;Name\n1;Lillia, Bashful Bloom\n3;Charm\n")
    assert zone(decklist, "unsorted") == [(1, "Lillia, Bashful Bloom"), (3, "Charm")]


def test_forcing_csv_on_a_list_without_a_header_row_says_what_the_first_row_lacks(read):
    with pytest.raises(DecklistError, match="first row does not name a count column"):
        read("3 Charm\n2 Defy\n", "csv")


def test_tabs_outside_a_spreadsheet_are_spaces(read_one):
    assert zone(read_one("MainDeck:\n3\tCharm\n"), "main") == [(3, "Charm")]


def test_header_totals_and_a_closing_total_that_agree_are_silent_and_one_that_disagrees_is_a_warning():
    text = (PASTED / "lillia-header-totals.txt").read_text(encoding="utf-8").replace("Total: 66", "Total: 65")
    deck = _verdict(text)
    assert (deck["status"], _codes(deck)) == ("unconfirmed", ["RC014"])
    assert deck["findings"][0]["message"] == "The line “Total: 65 cards” says 65 cards, but the list's lines give 66."


def test_a_fence_and_bold_headers_are_not_card_lines(read_one):
    decklist = read_one((PASTED / "lillia-discord-fence.txt").read_text(encoding="utf-8"))
    assert decklist.accounted[1] == "comment" and decklist.accounted[2] == "header"
    assert zone(decklist, "legend") == [(1, "Lillia, Bashful Bloom")]


@pytest.mark.parametrize("header", ["SB:", "Side:", "ไซด์:", "Sideboard: (ไซด์)", "Side Board (ไซด์บอร์ด):"])
def test_abbreviated_and_annotated_sideboard_headers_open_the_sideboard(read_one, header):
    assert zone(read_one(f"MD:\n3 Charm\n{header}\n2 Defy\n"), "sideboard") == [(2, "Defy")]


@pytest.mark.parametrize("header", ["MD", "Main", "เมน", "Main Deck (ไม่รวมแชมป์)"])
def test_abbreviated_and_annotated_main_deck_headers_open_the_main_deck(read_one, header):
    assert zone(read_one(f"{header}\n3 Charm\n"), "main") == [(3, "Charm")]


def test_a_card_cut_to_zero_is_noted_and_not_counted():
    deck = _verdict((PASTED / "lillia-cut-card.txt").read_text(encoding="utf-8"))
    assert (deck["status"], deck["counts"]) == ("legal", FULL)
    [note] = deck["findings"]
    assert (note["code"], note["severity"], note["line"]) == ("RC015", "info", 20)
    assert note["message"] == "Line 20 gives “Pickpocket” 0 copies: it was left out of the deck."


def test_a_cut_card_leaves_a_deck_short_of_it_illegal():
    deck = _verdict(LILLIA.replace("3 Stupefy", "0 Stupefy"))
    assert deck["status"] == "illegal" and deck["counts"]["main"] == 37
    assert "RC015" in _codes(deck) and "RC103" in _codes(deck)


def test_a_long_comment_before_a_list_is_skipped_and_a_long_card_line_refused(read):
    comment = "# " + "x" * 7200
    assert _verdict(f"{comment}\n{LILLIA}")["status"] == "legal"
    with pytest.raises(DecklistError, match="line 2 is 5002 characters long"):
        read("MainDeck:\n3 " + "x" * 5000 + "\n")


def test_headerless_blocks_are_sorted_by_their_cards_types(read_one, resolver):
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    decklist = read_one((PASTED / "lillia-blocks-runes-first.txt").read_text(encoding="utf-8"))
    deck = resolve_deck(decklist, resolver)
    counts = {name: sum(item.count for item in deck.cards(name)) for name in deck.zones}
    assert counts == {"legend": 1, "champion": 1, "main": 39, "battlefields": 3, "runes": 12, "sideboard": 10}


def test_a_sixth_block_is_a_sideboard_only_when_the_main_deck_is_complete_without_it():
    blocks = (PASTED / "lillia-blocks-runes-first.txt").read_text(encoding="utf-8")
    short = blocks.replace("3 Lonely Poro\n", "")
    deck = _verdict(short)
    # Not sorted into a sideboard: every card by its type, the sideboard's cards in the main deck.
    assert deck["status"] == "illegal" and deck["counts"]["main"] == 37 + 10 and deck["counts"]["sideboard"] == 0


def test_an_empty_registration_sheet_is_illegal_with_each_zones_shortfall():
    deck = _verdict((PASTED / "empty-registration.txt").read_text(encoding="utf-8"))
    assert deck["status"] == "illegal"
    assert sorted(_codes(deck)) == ["RC101", "RC103", "RC104", "RC108", "RC109"]


@pytest.mark.parametrize("text", ["", "\n\n   \n", "MainDeck:\n"])
def test_an_empty_file_or_a_lone_header_stays_unreadable(text):
    assert _verdict(text)["status"] == "unreadable"


def test_empty_table_rows_are_table_lines_and_a_cut_cards_comment_is_left_out(read_one):
    decklist = read_one("### Main\n| Qty | Card |\n|---|---|\n| | |\n|\n| 2 | Defy |\n0 Stupefy # cut\n")
    assert zone(decklist, "main") == [(2, "Defy")]
    assert decklist.accounted == {1: "header", 2: "table", 3: "table", 4: "table", 5: "table", 7: "cut"}
    assert [(entry.count, entry.text, entry.line) for entry in decklist.cut] == [(0, "Stupefy", 7)]

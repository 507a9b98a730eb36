"""Sectioned text: Piltover Archive, riftdecks, Rift Atlas, markdown, legacy blocks and plain lists."""

from __future__ import annotations

import pytest
from decklist_testing import deck_by_zone, zone

PILTOVER = """\
Legend:
1 Lillia, Bashful Bloom

Champion:
1 Lillia, Fae Fawn

MainDeck:
2 Charm
3 Lonely Poro

Battlefields:
1 Rockfall Path

Runes:
6 Calm Rune

Sideboard:
1 Singularity
"""

EXPECTED = {
    "legend": [(1, "Lillia, Bashful Bloom")],
    "champion": [(1, "Lillia, Fae Fawn")],
    "main": [(2, "Charm"), (3, "Lonely Poro")],
    "battlefields": [(1, "Rockfall Path")],
    "runes": [(6, "Calm Rune")],
    "sideboard": [(1, "Singularity")],
}


def _zones(decklist) -> dict:
    return {name: zone(decklist, name) for name in decklist.zones}


def _respell_headers(text: str, spellings: dict[str, str]) -> str:
    return "\n".join(spellings.get(line, line) for line in text.split("\n"))


def test_piltover_archive_text_export(read_one):
    decklist = read_one(PILTOVER)
    assert _zones(decklist) == EXPECTED
    assert decklist.input_format == "piltover-text"
    assert decklist.champion_in_main is False
    assert decklist.entries("main")[1].line == 9


@pytest.mark.parametrize(
    "spellings",
    [
        {"Legend:": "Legend", "MainDeck:": "Main Deck (39)", "Runes:": "Runes (12)", "Champion:": "Champion"},
        {"Legend:": "## Legend", "MainDeck:": "### Main Deck", "Sideboard:": "## Sideboard (1)"},
        {"Legend:": "~~Legend~~", "Champion:": "~~Champion~~", "MainDeck:": "~~MainDeck~~"},
        {"Legend:": "LEGEND", "Battlefields:": "battlefields (3)", "Runes:": "runes:", "Sideboard:": "Side Deck"},
        {"Legend:": "[Legend]", "MainDeck:": "[Main Deck]", "Runes:": "Rune Deck:"},
        {"Champion:": "Chosen Champion:", "MainDeck:": "Main:"},
    ],
)
def test_header_spellings_all_open_the_same_zones(read_one, spellings):
    assert _zones(read_one(_respell_headers(PILTOVER, spellings))) == EXPECTED


def test_comments_are_skipped_and_a_lone_title_names_the_deck(read_one):
    text = "# Lillia tempo\n\n// exported 2026-09-06\n" + PILTOVER.replace("MainDeck:\n", "MainDeck:\n# flex slots\n")
    decklist = read_one(text)
    assert decklist.name == "Lillia tempo"
    assert _zones(decklist) == EXPECTED


def test_a_first_comment_followed_by_more_comments_is_not_a_title(read_one):
    decklist = read_one("# Source: a tournament page\n# Player: someone\n" + PILTOVER)
    assert decklist.name is None


def test_count_spellings_and_bullets(read_one):
    decklist = read_one("MainDeck:\n3x Charm\n2 x Defy\n1× Stupefy\n- 2 Gust\n* 1 Flash\n2 Xerath's Spark\n")
    assert zone(decklist, "main") == [
        (3, "Charm"), (2, "Defy"), (1, "Stupefy"), (2, "Gust"), (1, "Flash"), (2, "Xerath's Spark"),
    ]


def test_riftdecks_groups_go_to_main_and_other_is_left_unsorted(read_one):
    text = (
        "legend (1)\n1 Jinx, Loose Cannon\nchampion (1)\n1 Jinx, Demolitionist\nunit (2)\n2 Tideturner\n"
        "gear (1)\n1 Boots of Swiftness\nspell (3)\n3 Cleave\nother (1)\n1 Pyke, Bloodharbor Ripper\n"
    )
    decklist = read_one(text)
    assert decklist.input_format == "riftdecks"
    assert zone(decklist, "main") == [(2, "Tideturner"), (1, "Boots of Swiftness"), (3, "Cleave")]
    assert zone(decklist, "unsorted") == [(1, "Pyke, Bloodharbor Ripper")]


def test_rift_atlas_codes_decide_the_card(read_one):
    decklist = read_one("~~Legend~~\n1 Lillia - Bashful Bloom [UNL-189]\n\n~~MainDeck~~\n2 Charm [ogn-043]\n")
    assert decklist.input_format == "rift-atlas"
    assert [(e.text, e.code) for e in decklist.entries("main")] == [("Charm", "ogn-043")]
    assert [(e.text, e.code) for e in decklist.entries("legend")] == [("Lillia - Bashful Bloom", "UNL-189")]


def test_rift_atlas_codes_resolve_even_when_the_name_is_wrong(read_one, resolver):
    entry = read_one("MainDeck:\n2 Not A Real Name [OGN-043]\n").entries("main")[0]
    assert resolver.resolve(entry.text, entry.code).card.name == "Charm"


def test_headerless_five_blocks_are_the_legacy_piltover_order(read_one):
    text = (
        "1 Viktor, Herald of the Arcane\n\n1 Viktor, Leader\n\n"
        "3 Stupefy\n3 Hidden Blade\n\n1 Targon's Peak\n\n12 Order Rune\n"
    )
    decklist = read_one(text)
    assert decklist.input_format == "piltover-legacy"
    assert zone(decklist, "champion") == [(1, "Viktor, Leader")]
    assert zone(decklist, "main") == [(3, "Stupefy"), (3, "Hidden Blade")]
    assert zone(decklist, "runes") == [(12, "Order Rune")]


@pytest.mark.parametrize("text", ["2 Charm\n3 Defy\n1 Calm Rune\n", "2 Charm\n\n3 Defy\n\n1 Calm Rune\n"])
def test_lists_without_headers_or_five_blocks_are_unsorted(read_one, text):
    decklist = read_one(text)
    assert decklist.input_format == "text"
    assert zone(decklist, "unsorted") == [(2, "Charm"), (3, "Defy"), (1, "Calm Rune")]


def test_riftmana_lines_become_codes(read_one):
    decklist = read_one("1xOGN-251\n3xOGN-036\n1x ogn-298\n7xOGN-007\n")
    assert decklist.input_format == "riftmana"
    assert [(e.count, e.code) for e in decklist.entries("unsorted")] == [
        (1, "OGN-251"), (3, "OGN-036"), (1, "ogn-298"), (7, "OGN-007"),
    ]


def test_a_malformed_line_is_a_problem_with_its_number_and_the_rest_is_read(read_one, resolver):
    decklist = read_one("MainDeck:\n2 Charm\nCharm twice\n3 Defy\n")
    # A bare line may be a header; close to a card name, it is a card and Defy stays in main.
    assert deck_by_zone(decklist, resolver)["main"] == {"Charm": 2, "Defy": 3}
    [problem] = decklist.problems
    assert (problem.line, problem.text) == (3, "Charm twice")
    assert "expected a count and a card name" in problem.reason


@pytest.mark.parametrize("count", ["-3", "1e9", "99999999999", "3.5", "1000"])
def test_counts_outside_the_limit_are_problems_naming_it(read_one, count):
    decklist = read_one(f"MainDeck:\n2 Charm\n{count} Defy\n")
    assert zone(decklist, "main") == [(2, "Charm")]
    [problem] = decklist.problems
    assert problem.line == 3
    assert "1 to 999 copies" in problem.reason


def test_an_over_long_card_name_is_a_problem_naming_the_limit(read_one):
    decklist = read_one("MainDeck:\n2 Charm\n1 " + "Long" * 60 + "\n")
    [problem] = decklist.problems
    assert "240 characters long; the limit is 200" in problem.reason


def test_a_title_before_markdown_headers_names_the_deck(read_one):
    decklist = read_one("# Lillia tempo\n## Legend\n1 Lillia, Bashful Bloom\n")
    assert decklist.name == "Lillia tempo"
    assert zone(decklist, "legend") == [(1, "Lillia, Bashful Bloom")]


def test_riftmana_lines_under_a_sideboard_header_keep_their_sideboard(read_one):
    decklist = read_one("1xOGN-251\n3xOGN-036\nSideboard:\n2xOGN-022\n")
    assert decklist.input_format == "riftmana"
    assert zone(decklist, "unsorted") == [(1, "OGN-251"), (3, "OGN-036")]
    assert zone(decklist, "sideboard") == [(2, "OGN-022")]


def test_print_codes_beside_plain_names_under_headers_are_piltover_text(read_one):
    decklist = read_one("MainDeck:\n3xOGN-036\n2 Charm\n")
    assert decklist.input_format == "piltover-text"


def test_entries_before_any_header_follow_an_other_group_in_unsorted(read_one):
    decklist = read_one("2 Charm\n1 Calm Rune\nOther:\n3 Defy\n")
    assert zone(decklist, "unsorted") == [(3, "Defy"), (2, "Charm"), (1, "Calm Rune")]

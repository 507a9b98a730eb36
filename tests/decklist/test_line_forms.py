"""How the text reader reads each form of line: counts, printings, comments, Thai and loose headers,
unknown sections and the five-block layout. Each test names the exact entries it expects."""

from __future__ import annotations

import pytest
import yaml
from decklist_testing import deck_by_zone, zone

import riftcheck
from support import REPO

LILLIA = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")


def _entries(decklist, name):
    return [(e.count, e.text, e.code, e.printing, e.line) for e in decklist.entries(name)]


@pytest.mark.parametrize(
    "line",
    ["3 Lonely Poro", "Lonely Poro x3", "Lonely Poro X3", "Lonely Poro ×3", "Lonely Poro x 3", "３ Lonely Poro",
     "๓ Lonely Poro", "３x Lonely Poro", "3 Lonely Poro # cheap", "3 Lonely Poro // cheap", "3 Lonely Poro #cheap",
     "- 3 Lonely Poro", "Lonely Poro ｘ３"],
)
def test_count_forms_and_trailing_comments_read_as_the_same_entry(read_one, line):
    decklist = read_one(f"MainDeck:\n{line}\n")
    assert _entries(decklist, "main") == [(3, "Lonely Poro", None, (), 2)]
    assert decklist.problems == []


@pytest.mark.parametrize(
    ("line", "name", "code", "printing"),
    [
        ("2 Jinx, Rebel (Alternate Art)", "Jinx, Rebel", None, ("(Alternate Art)",)),
        ("3 Stacked Deck (Overnumbered)", "Stacked Deck", None, ("(Overnumbered)",)),
        ("1 Kai'Sa, Survivor (Signature)", "Kai'Sa, Survivor", None, ("(Signature)",)),
        ("1 Charm (Showcase) (Foil)", "Charm", None, ("(Showcase)", "(Foil)")),
        ("1 Charm (Promo)", "Charm", None, ("(Promo)",)),
        ("1 Charm (Origins Nexus Night Promo)", "Charm", None, ("(Origins Nexus Night Promo)",)),
        ("1 Charm (OGN)", "Charm", None, ("(OGN)",)),
        ("2 Charm [OGN-044]", "Charm", "OGN-044", ()),
        ("2 Charm (OGN-043)", "Charm", "OGN-043", ()),
        ("2 Jinx, Rebel (Alternate Art) [OGN-202a]", "Jinx, Rebel", "OGN-202a", ("(Alternate Art)",)),
        ("3 Lonely Poro (โปโร)", "Lonely Poro (โปโร)", None, ()),
        ("1 Lonely Poro (cheap) (Foil)", "Lonely Poro (cheap)", None, ("(Foil)",)),
        ("3xOGN-036", "OGN-036", "OGN-036", ()),
    ],
)
def test_printing_annotations_are_kept_apart_from_the_name(read_one, line, name, code, printing):
    assert _entries(read_one(f"MainDeck:\n{line}\n"), "main") == [(int(line[0]), name, code, printing, 2)]


@pytest.mark.parametrize(
    "text",
    ["2 Jinx, Rebel (Alternate Art)", "Stacked Deck (Overnumbered)", "Aspirant's Climb (Alternate Art)",
     "Charm (Spiritforged Nexus Night Promo)", "Charm [OGN-043]", "Charm (OGN)"],
)
def test_the_resolver_reads_names_with_the_card_sources_printing_suffixes(resolver, text):
    name = text.split(" (")[0].split(" [")[0].removeprefix("2 ")
    assert resolver.resolve(text.removeprefix("2 ")).card.name == name


def test_a_name_with_another_cards_code_resolves_to_the_code_and_names_the_other(resolver):
    found = resolver.resolve("Charm", "OGN-044")
    assert (found.card.name, found.named.name) == ("Clockwork Keeper", "Charm")
    assert resolver.resolve("Clockwork Keeper", "OGN-044").named is None
    assert resolver.resolve("Not A Real Name", "OGN-044").named is None


# Thai headers: the glossary's terms and aliases for each zone, and the spellings Thai players use.
THAI_HEADERS = {
    "legend": ["เลเจนด์", "เลเจนด์:", "ลีเจนด์", "แชมเปียนเลเจนด์"],
    "champion": ["แชมเปี้ยน:", "แชมเปียน", "แชมป์:", "แชมเปียนที่เลือก"],
    "main": ["เด็คหลัก:", "เด๊คหลัก", "เด็คหลัก (39)", "เด็คหลัก: 39", "เมนเด็ค"],
    "battlefields": ["สนามรบ:", "สนามรบ (3)", "แบทเทิลฟิลด์"],
    "runes": ["รูน:", "รูน (12)", "เด็ครูน"],
    "sideboard": ["ไซด์บอร์ด:", "ไซด์บอร์ด", "ไซด์เด็ค"],
}
ENGLISH_HEADERS = {
    "sideboard": ["Side Board:", "SIDE BOARD", "side-board:", "Sideboard: 10", "  Side   Deck :"],
    "main": ["Main Deck: 39", "MAIN DECK (39)", "Main-Deck", "main deck:", "Main Deck (40 cards)", "Main Deck (1 card):",
             "เด็คหลัก (40 ใบ)"],
    "legend": ["LEGEND:", "## legend", "~~ Legend ~~"],
}


@pytest.mark.parametrize(
    ("zone_name", "header"),
    [(name, header) for table in (THAI_HEADERS, ENGLISH_HEADERS) for name, headers in table.items() for header in headers],
)
def test_headers_are_matched_loosely_in_english_and_thai(read_one, zone_name, header):
    decklist = read_one(f"Legend:\n1 Lillia, Bashful Bloom\nRunes:\n6 Calm Rune\n{header}\n2 Charm\n")
    assert zone(decklist, zone_name)[-1] == (2, "Charm")
    assert decklist.accounted[5] == "header" and decklist.unknown_sections == []


def test_every_glossary_spelling_of_a_zone_is_a_header(read_one):
    glossary = yaml.safe_load((REPO / "src" / "riftcheck" / "data" / "glossary_th.yaml").read_text(encoding="utf-8"))
    entries = glossary if isinstance(glossary, list) else glossary.get("entries", list(glossary.values()))
    zones = {"Legend": "legend", "Champion Legend": "legend", "Chosen Champion": "champion", "Main Deck": "main",
             "Battlefield": "battlefields", "Rune Deck": "runes", "Rune": "runes"}
    checked = 0
    for entry in entries:
        if entry.get("en") in zones:
            for spelling in [entry["th"], *(alias for alias in entry.get("aliases") or () if alias.isascii() is False)]:
                decklist = read_one(f"{spelling}:\n2 Charm\n")
                assert zone(decklist, zones[entry["en"]]) == [(2, "Charm")], spelling
                checked += 1
    assert checked >= 12


def test_the_thai_sideboard_keeps_its_cards_out_of_the_rune_deck(resolver, read_one):
    decklist = read_one(LILLIA.replace("Sideboard:", "ไซด์บอร์ด:"))
    deck = deck_by_zone(decklist, resolver)
    assert sum(deck["runes"].values()) == 12 and sum(deck["sideboard"].values()) == 10


@pytest.mark.parametrize("header", ["Tokens:", "Tokens (2)", "Tokens (2 cards)", "Maybe: 3", "## Extras", "[Other cards]", "~~Tokens~~",
                                    "โทเคน:"])
def test_cards_under_an_unknown_header_are_kept_apart(read_one, header):
    decklist = read_one(f"Runes:\n6 Calm Rune\n{header}\n2 Sprite\n1 Recruit\nSideboard:\n1 Charm\n")
    assert zone(decklist, "runes") == [(6, "Calm Rune")]
    assert zone(decklist, "sideboard") == [(1, "Charm")]
    [section] = decklist.unknown_sections
    assert (section.header, section.line) == (header, 3)
    assert [(e.count, e.text, e.line) for e in section.entries] == [(2, "Sprite", 4), (1, "Recruit", 5)]


@pytest.mark.parametrize("line", ["Lonely Poro: cheap one", "Charm", "three Stupefy", "# Tokens:"])
def test_lines_that_are_not_header_shaped_or_name_cards_leave_the_cards_after_them_in_place(read_one, resolver,
                                                                                          line):
    decklist = read_one(f"MainDeck:\n2 Charm\n{line}\n3 Defy\n")
    assert all(section.maybe_card_in == "main" for section in decklist.unknown_sections)
    assert deck_by_zone(decklist, resolver)["main"] == {"Charm": 2, "Defy": 3}


FIVE_BLOCKS = """\
1 Lillia, Bashful Bloom
1 Lillia, Fae Fawn

3 Lonely Poro
3 Ravenbloom Student
1 Janna, Savior
2 Brutalizer
3 Mask of Foresight
3 Sprite Fountain

2 Charm
3 Defy
3 En Garde
3 Stupefy
3 Discipline
2 Smoke and Mirrors
2 Smoke Screen
3 Sprite Burst
1 Singularity
1 Unchecked Power
1 Disarming Rake

1 Dusk Rose Lab
1 Ravenbloom Conservatory
1 Seat of Power

7 Calm Rune
5 Mind Rune
"""


def test_a_legal_list_in_five_blocks_that_do_not_start_with_a_lone_legend_is_sorted_by_type(read_one):
    decklist = read_one(FIVE_BLOCKS)
    assert decklist.input_format == "text" and decklist.legacy_blocks is False
    deck = riftcheck.check_text(FIVE_BLOCKS, as_of="2026-11-01")["decks"][0]
    assert deck["legal"] is True, deck["findings"]
    assert deck["counts"] == {"main": 40, "runes": 12, "battlefields": 3, "sideboard": 0}


def test_five_blocks_starting_with_a_lone_legend_and_a_lone_champion_are_the_older_export(read_one):
    text = FIVE_BLOCKS.replace("1 Lillia, Bashful Bloom\n1 Lillia, Fae Fawn\n", "1 Lillia, Bashful Bloom\n\n1 Lillia, Fae Fawn\n")
    text = text.replace("3 Sprite Fountain\n\n2 Charm", "3 Sprite Fountain\n2 Charm")
    decklist = read_one(text)
    assert decklist.input_format == "piltover-legacy" and decklist.legacy_blocks is True
    assert zone(decklist, "champion") == [(1, "Lillia, Fae Fawn")]
    assert riftcheck.check_text(text, as_of="2026-11-01")["decks"][0]["counts"]["battlefields"] == 3


def test_five_lone_blocks_whose_first_is_not_a_legend_are_placed_by_type(read_one, resolver):
    # One card per block in the first two, but a battlefield and a legend: the position is not the layout.
    text = ("1 Dusk Rose Lab\n\n1 Lillia, Bashful Bloom\n\n3 Charm\n\n1 Lillia, Fae Fawn\n\n7 Calm Rune\n")
    decklist = read_one(text)
    assert decklist.legacy_blocks is True
    deck = deck_by_zone(decklist, resolver)
    assert deck["legend"] == {"Lillia, Bashful Bloom": 1}
    assert deck["battlefields"] == {"Dusk Rose Lab": 1}
    assert deck["runes"] == {"Calm Rune": 7}
    assert deck["main"]["Charm"] == 3


def test_a_list_whose_cards_are_all_under_an_unknown_header_is_read_and_reported(read_one):
    decklist = read_one("Tokens:\n2 Sprite\n")
    assert decklist.zones == {} and [e.text for e in decklist.unknown_sections[0].entries] == ["Sprite"]
    deck = riftcheck.check_text("Tokens:\n2 Sprite\n")["decks"][0]
    assert deck["legal"] is False and "RC011" in {f["code"] for f in deck["findings"]}


def test_cards_under_unknown_headers_count_towards_the_entry_limit(read):
    from riftcheck.engine.inputs.limits import MAX_ENTRIES
    from riftcheck.engine.inputs.refusals import DecklistError

    with pytest.raises(DecklistError, match="card entries"):
        read("Tokens:\n" + "1 Sprite\n" * (MAX_ENTRIES + 1))


def test_no_card_name_or_alias_is_taken_for_a_comment_a_count_a_note_or_a_header(db, resolver):
    from riftcheck.games.riftbound.decklist import piltover_text

    names = [(card, name) for card in db.cards if not card.is_token for name in (card.name, *card.aliases)]
    text = "MainDeck:\n" + "".join(f"1 {name}\n" for _card, name in names)
    (decklist,) = piltover_text.read(text, "all-cards.txt")
    assert decklist.problems == [] and decklist.unknown_sections == []
    entries = decklist.entries("main")
    assert len(entries) == len(names)
    wrong = [(name, entry.text) for (card, name), entry in zip(names, entries)
             if entry.count != 1 or entry.printing or resolver.resolve(entry.text, entry.code).card is not card]
    assert wrong == []


@pytest.mark.parametrize(
    ("text", "legacy"),
    [
        ("1 Lillia, Bashful Bloom\n\n1 Lillia, Fae Fawn\n\n3 Charm\n\n1 Dusk Rose Lab\n\n7 Calm Rune\n", True),
        ("2 Lillia, Bashful Bloom\n\n1 Lillia, Fae Fawn\n\n3 Charm\n\n1 Dusk Rose Lab\n\n7 Calm Rune\n", False),
        ("1 Lillia, Bashful Bloom\n\n2 Lillia, Fae Fawn\n\n3 Charm\n\n1 Dusk Rose Lab\n\n7 Calm Rune\n", False),
        ("1 Lillia, Bashful Bloom\n\n1 Lillia, Fae Fawn\n1 Charm\n\n3 Defy\n\n1 Dusk Rose Lab\n\n7 Calm Rune\n", False),
        ("1 Lillia, Bashful Bloom\n1 Charm\n\n1 Lillia, Fae Fawn\n\n3 Defy\n\n1 Dusk Rose Lab\n\n7 Calm Rune\n", False),
        ("1 Lillia, Bashful Bloom\n\n1 Lillia, Fae Fawn\n\n3 Charm\n\n1 Dusk Rose Lab\n", False),
    ],
)
def test_only_a_lone_single_card_in_each_of_the_first_two_of_five_blocks_reads_by_position(read_one, text, legacy):
    decklist = read_one(text)
    assert decklist.legacy_blocks is legacy
    assert (decklist.input_format == "piltover-legacy") is legacy


@pytest.mark.parametrize(
    ("first", "second"),
    [("1 Lillia, Bashful Bloom", "1 Charm"), ("1 Charm", "1 Lillia, Fae Fawn"),
     ("1 Lillia, Bashful Bloom", "1 Unknown Card Name")],
)
def test_blocks_by_position_stand_only_for_a_legend_then_a_champion_unit(read_one, resolver, first, second):
    text = f"{first}\n\n{second}\n\n3 Defy\n\n1 Dusk Rose Lab\n\n7 Calm Rune\n"
    deck = deck_by_zone(read_one(text), resolver)
    # Placed by type instead: nothing lands in the champion zone by its position.
    assert "Charm" not in deck["champion"] and "Unknown Card Name" not in deck["champion"]
    assert deck["battlefields"] == {"Dusk Rose Lab": 1} and deck["runes"] == {"Calm Rune": 7}
    assert deck["main"]["Defy"] == 3


@pytest.mark.parametrize(
    ("line", "codes", "runes"),
    [
        ("Tokens", {"RC011"}, 6),  # a header without colon: its cards are counted nowhere
        ("โทเคน", {"RC011"}, 6),
        ("Lonely Poro", {"RC002"}, 8),  # a card without its count: the cards after it stay where they are
        ("Lonely Poor", {"RC002"}, 8),  # a misspelt card, the same
        ("three Jinx, Rebel", {"RC002"}, 8),  # a comma: a card, never a header
    ],
)
def test_a_bare_line_inside_a_section_is_a_header_unless_it_names_a_card(line, codes, runes):
    text = f"Legend:\n1 Lillia, Bashful Bloom\nRunes:\n6 Calm Rune\n{line}\n2 Charm\nSideboard:\n1 Defy\n"
    deck = riftcheck.check_text(text, as_of="2026-11-01")["decks"][0]
    found = {f["code"] for f in deck["findings"] if f["code"] in ("RC002", "RC011")}
    assert found == codes
    assert [f["line"] for f in deck["findings"] if f["code"] in codes] == [5]
    assert deck["counts"]["runes"] == runes and deck["counts"]["sideboard"] == 1


def test_a_bare_line_before_any_header_is_a_problem_and_opens_no_section(read_one):
    decklist = read_one("Tokens\n2 Charm\n3 Defy\n")
    assert decklist.unknown_sections == [] and [p.line for p in decklist.problems] == [1]
    assert zone(decklist, "unsorted") == [(2, "Charm"), (3, "Defy")]


def test_a_header_may_carry_its_first_entry_on_its_line(read_one):
    decklist = read_one("Legend: 1 Jinx, Loose Cannon\nChampion: 1 Jinx, Rebel\nMainDeck:\n3 Charm\n"
                        "เลเจนด์เพิ่มเติม: 1 Viktor, Herald of the Arcane\n")
    assert _entries(decklist, "legend") == [(1, "Jinx, Loose Cannon", None, (), 1)]
    assert _entries(decklist, "champion") == [(1, "Jinx, Rebel", None, (), 2)]
    assert zone(decklist, "main") == [(3, "Charm")]
    assert zone(decklist, "additional_legends") == [(1, "Viktor, Herald of the Arcane")]
    assert decklist.problems == []


def test_a_header_with_a_card_but_no_count_is_not_read_as_an_entry(read_one):
    decklist = read_one("MainDeck:\n3 Charm\nLegend: Jinx, Loose Cannon\n")
    assert zone(decklist, "main") == [(3, "Charm")] and zone(decklist, "legend") == []
    assert [p.line for p in decklist.problems] == [3]


def test_an_unknown_header_with_its_first_card_on_its_line_opens_an_unknown_section(read_one):
    decklist = read_one("MainDeck:\n3 Charm\nTokens: 2 Sprite\n1 Recruit\n")
    assert zone(decklist, "main") == [(3, "Charm")] and decklist.problems == []
    [section] = decklist.unknown_sections
    assert (section.header, section.line) == ("Tokens:", 3)
    assert [(e.count, e.text, e.line) for e in section.entries] == [(2, "Sprite", 3), (1, "Recruit", 4)]


EVERY_HEADER = {
    "legend": ["Legend", "Legends", "Champion Legend", "เลเจนด์", "ลีเจนด์", "แชมเปียนเลเจนด์", "เลเจนด์การ์ด"],
    "additional_legends": ["Additional Legends", "Additional Legend", "Chosen Legends", "Extra Legends",
                           "เลเจนด์เพิ่มเติม"],
    "champion": ["Champion", "Champions", "Chosen Champion", "แชมเปียน", "แชมป์", "แชมเปียนที่เลือก", "โชเซนแชมเปียน"],
    "main": ["MainDeck", "Main", "Mainboard", "Deck", "Unit", "Units", "Gear", "Gears", "Spell", "Spells",
             "เด็คหลัก", "เด็ค", "เมนเด็ค"],
    "battlefields": ["Battlefield", "Battlefields", "สนามรบ", "แบทเทิลฟิลด์", "สนาม"],
    "runes": ["Rune", "Runes", "Rune Deck", "Rune Pool", "รูน", "เด็ครูน", "รูนเด็ค"],
    "sideboard": ["Sideboard", "Side Deck", "Side", "ไซด์บอร์ด", "ไซด์เด็ค", "ไซด์", "ไซบอร์ด"],
    "unsorted": ["Other"],
    "pool": ["Pool", "Card Pool", "Sealed Pool", "Draft Pool", "พูล", "การ์ดพูล"],
}


@pytest.mark.parametrize(("zone_name", "header"),
                         [(name, header) for name, headers in EVERY_HEADER.items() for header in headers])
def test_each_header_spelling_opens_its_section(read_one, zone_name, header):
    decklist = read_one(f"Legend:\n1 Lillia, Bashful Bloom\nRunes:\n6 Calm Rune\n{header}\n2 Charm\n")
    assert zone(decklist, zone_name)[-1] == (2, "Charm")


@pytest.mark.parametrize(("header", "label"), [("unit (3)", "riftdecks"), ("Gear", "riftdecks"), ("spells", "riftdecks"),
                                               ("other", "riftdecks"), ("MainDeck:", "piltover-text")])
def test_riftdecks_groups_name_the_format(read_one, header, label):
    assert read_one(f"Legend:\n1 Lillia, Bashful Bloom\n{header}\n2 Charm\n").input_format == label


def test_settling_a_bare_line_leaves_the_decklist_as_read(read_one, resolver):
    decklist = read_one("MainDeck:\n2 Charm\nLonely Poro\n3 Defy\n")
    before = {name: list(entries) for name, entries in decklist.zones.items()}
    first, second = deck_by_zone(decklist, resolver), deck_by_zone(decklist, resolver)
    assert first == second and first["main"] == {"Charm": 2, "Defy": 3}
    assert decklist.zones == before and len(decklist.unknown_sections) == 1


def test_the_header_table_keys_are_the_keys_lines_are_looked_up_by():
    from riftcheck.games.riftbound.decklist import piltover_text

    for spellings in piltover_text._SPELLINGS.values():
        for spelling in spellings:
            assert piltover_text._spelling_key(spelling) == piltover_text._key(spelling), spelling


def test_headers_that_give_a_count_record_it_with_the_copies_listed_under_them(read_one):
    decklist = read_one("Legend:\n1 Lillia, Bashful Bloom\nMain Deck (39)\n3 Charm\n2 Defy\nLonely Poro\n1 Stupefy\n"
                        "Tokens:\n2 Sprite\nSideboard: 10\n3 Charm\nRunes (12 cards)\n6 Calm Rune\n6 Mind Rune\n")
    # The main deck's count is dropped: its unreadable line is reported, and would make it disagree.
    assert [(h.header, h.line, h.zone, h.declared, h.listed) for h in decklist.header_counts] == [
        ("Sideboard: 10", 10, "sideboard", 10, 3),
        ("Runes (12 cards)", 12, "runes", 12, 12),
    ]
    deck = riftcheck.check_text("Legend:\n1 Lillia, Bashful Bloom\nSideboard (10):\n3 Charm\n3 Defy\n")["decks"][0]
    assert [(f["code"], f["line"]) for f in deck["findings"] if f["code"] == "RC014"] == [("RC014", 3)]


def test_a_legal_list_whose_header_count_disagrees_with_its_lines_is_unconfirmed():
    text = LILLIA.replace("Sideboard:", "Sideboard (10):")
    assert riftcheck.check_text(text, as_of="2026-11-01")["decks"][0]["status"] == "legal"
    deck = riftcheck.check_text(text.replace("Sideboard (10):", "Sideboard (11):"), as_of="2026-11-01")["decks"][0]
    assert (deck["status"], deck["legal"]) == ("unconfirmed", False)
    assert [f["code"] for f in deck["findings"]] == ["RC014"]

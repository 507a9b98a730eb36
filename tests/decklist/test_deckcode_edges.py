"""Deck codes read and written at their edges, from codes built here byte by byte.

Every code below is written out from the format's definition (the module docstring of
riftcheck.games.riftbound.decklist.deckcode and shared/reference/decklist-formats.md):
byte 0 is ``0x10 | version``; v1-v4 walk the copy counts (main 12 down to 1, sideboard 3 down
to 1), each count followed by ``varint G`` groups of ``size, set, variant, numbers``; v5-v6 add a
deck prefix byte and list ``K`` (count, groups) pairs; from v3 a champion trailer follows, and v6
ends with the extra legends. Numbers are LEB128 varints (280 is ``98 02``).
"""

from __future__ import annotations

import base64

import pytest

import riftcheck
from riftcheck.games.riftbound.decklist import deckcode
from riftcheck.games.riftbound.decklist.deckcode import (
    MAX_INPUT_LENGTH,
    CardRef,
    DeckCode,
    DeckCodeError,
    champion_in_main,
    decode,
    encode,
)

# One card group "1 card, set 0 (OGN), variant 0" followed by its number bytes.
OGN = "01 00 00"


def b32(hex_bytes: str) -> str:
    """The deck code of bytes written in hex (spaces allowed)."""
    return base64.b32encode(bytes.fromhex(hex_bytes)).decode().rstrip("=")


def walk(top: int, blocks: dict[int, str]) -> str:
    """A v1-v4 section: for each copy count from `top` down to 1, its block or no groups (00)."""
    return " ".join(blocks.get(count, "00") for count in range(top, 0, -1))


def v3(main: dict[int, str], sideboard: dict[int, str] | None = None, champion: str = "00") -> str:
    return b32(f"13 {walk(12, main)} {walk(3, sideboard or {})} {champion}")


def cards(entries) -> list[tuple[str, int]]:
    return [(card.code, count) for card, count in entries]


def refusal(text: str) -> DeckCodeError:
    with pytest.raises(DeckCodeError) as caught:
        decode(text)
    return caught.value


# --- what a code holds ----------------------------------------------------------------------


def test_a_v1_code_has_main_cards_only():
    deck = decode(b32(f"11 {walk(12, {3: f'01 {OGN} 07'})}"))
    assert cards(deck.main) == [("OGN-007", 3)]
    assert deck.sideboard == ()
    assert deck.champion is None
    assert deck.legends == ()
    assert deck.version == 1


def test_a_v3_code_reads_main_sideboard_and_champion():
    code = v3({2: f"01 {OGN} 07"}, {1: "01 01 03 00 0C"}, champion="01 00 00 07")
    deck = decode(code)
    assert cards(deck.main) == [("OGN-007", 2)]
    assert cards(deck.sideboard) == [("SFD-012", 1)]
    assert deck.champion == CardRef("OGN", "007")
    assert deck.version == 3


def test_variant_bytes_name_the_printing():
    # one group each of variants 1 (a), 2 (signed) and 3 (b)
    code = v3({1: "03 01 00 01 05 01 00 02 05 01 00 03 05"})
    assert cards(decode(code).main) == [("OGN-005a", 1), ("OGN-005*", 1), ("OGN-005b", 1)]


def test_cards_of_one_group_are_told_apart_by_number():
    # OGN-000 then OGN-001 in one group: a card found in the decoded cards must be the one asked for
    riftcheck.forget()
    assert cards(decode(v3({1: "01 02 00 00 00 01"})).main) == [("OGN-000", 1), ("OGN-001", 1)]


@pytest.mark.parametrize(
    ("number_bytes", "number"),
    [
        ("80 01", "128"),  # the first number needing two bytes
        ("98 02", "280"),
        ("A0 9C 01", "20000"),  # three bytes
        ("80 80 01", "16384"),  # a middle byte of 0x80 still means "more follows"
        ("FF FF FF FF 0F", "4294967295"),  # the largest number a code may hold
    ],
)
def test_card_numbers_are_leb128_varints(number_bytes, number):
    riftcheck.forget()
    deck = decode(v3({1: f"01 {OGN} {number_bytes}"}))
    assert cards(deck.main) == [(f"OGN-{number}", 1)]
    assert deck.sideboard == ()


def test_a_block_of_128_groups_is_read_from_its_two_byte_count():
    # v1, count 1: G = 128 (80 01), the first group holds OGN-000, the other 127 are empty
    empty_groups = " ".join(["00 00 00"] * 127)
    deck = decode(b32(f"11 {walk(12, {1: f'80 01 {OGN} 00 {empty_groups}'})}"))
    assert cards(deck.main) == [("OGN-000", 1)]


def test_a_group_of_128_cards_is_read_from_its_two_byte_size():
    # v1, count 1: one group of 128 OGN cards (size 80 01), numbers 0 to 127
    numbers = " ".join(f"{n:02X}" for n in range(128))
    deck = decode(b32(f"11 {walk(12, {1: f'01 80 01 00 00 {numbers}'})}"))
    assert cards(deck.main) == [(f"OGN-{n:03d}", 1) for n in range(128)]


def test_a_v4_code_reads_number_prefix_flags():
    # flag 1 is an R number, flag 0 a plain one needing two bytes
    code = b32(f"14 {walk(12, {1: '02 01 03 00 01 02 01 00 00 00 80 01'})} {walk(3, {})} 00")
    deck = decode(code)
    assert cards(deck.main) == [("SFD-R02", 1), ("OGN-128", 1)]
    assert deck.version == 4


def test_a_v5_code_lists_sparse_counts_in_any_size():
    # prefix 0; main: 2 counts, 13 copies of OGN-001 and 1 of OGN-002; sideboard: 4 of OGN-003
    deck = decode(b32(f"15 00 02 0D 01 {OGN} 01 01 01 {OGN} 02 01 04 01 {OGN} 03 00"))
    assert cards(deck.main) == [("OGN-001", 13), ("OGN-002", 1)]
    assert cards(deck.sideboard) == [("OGN-003", 4)]
    assert deck.champion is None
    assert deck.version == 5


def test_a_flagged_v5_code_reads_sp_numbers():
    deck = decode(b32("15 01 01 01 01 01 05 00 02 01 00 01 05 00 02 07"))
    assert cards(deck.main) == [("VEN-SP1", 1)]
    assert deck.champion == CardRef("VEN", "SP7")


def test_a_v6_code_ends_with_its_extra_legends():
    deck = decode(b32("16 00 00 00 00 02 00 00 01 04 01 B3 01"))  # 0xB3 0x01 is 179
    assert deck.main == deck.sideboard == ()
    assert deck.legends == (CardRef("OGN", "001"), CardRef("UNL", "179", "a"))
    assert deck.version == 6


def test_a_v6_code_without_extra_legends_reads_none():
    assert decode(b32("16 01 00 00 00 00")).legends == ()


def test_a_copy_count_of_one_is_read():
    assert cards(decode(b32(f"15 00 01 01 01 {OGN} 01 00 00")).main) == [("OGN-001", 1)]


def test_decoded_cards_are_forgotten_with_riftcheck_forget():
    code = v3({1: f"01 {OGN} 09"})
    decode(code)
    riftcheck.forget()
    assert deckcode._plain_cards == {}
    assert deckcode._card_ref.cache_info().currsize == 0
    assert cards(decode(code).main) == [("OGN-009", 1)]


# --- refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hex_bytes", "what"),
    [
        ("15", "the deck prefix byte"),
        ("15 00", "the number of copy counts in the main deck"),
        ("15 00 01", "a copy count in the main deck"),
        ("15 00 01 02", "the number of groups in the main deck"),
        ("15 00 01 02 01", "a group size in the main deck"),
        ("15 00 01 02 01 01", "a set byte in the main deck"),
        ("15 00 01 02 01 01 00", "a variant byte in the main deck"),
        ("15 00 01 02 01 01 00 00", "a card number in the main deck"),
        ("15 00 01 02 01 01 00 00 98", "a card number in the main deck"),
        ("15 01 01 02 01 01 00 00", "a number-prefix flag in the main deck"),
        ("15 00 00", "the number of copy counts in the sideboard"),
        ("15 00 00 00", "the marker of the champion"),
        ("15 00 00 00 01", "a set byte in the champion"),
        ("15 00 00 00 01 00", "a variant byte in the champion"),
        ("15 00 00 00 01 00 00", "a card number in the champion"),
        ("16 00 00 00 00", "the number of the extra legends"),
        ("16 00 00 00 00 01", "a set byte in the extra legends"),
        ("16 00 00 00 00 01 00 00", "a card number in the extra legends"),
        ("16 01 00 00 00 01 00 00", "a number-prefix flag in the extra legends"),
        # v3, plain numbers: a block that runs out in its last card
        (f"13 {walk(12, {1: f'01 {OGN}'})}", "a card number in the main deck"),
        (f"13 {walk(12, {1: f'01 {OGN} 98'})}", "a card number in the main deck"),
        (f"13 {walk(12, {})} 01", "a group size in the sideboard"),
    ],
)
def test_a_truncated_code_names_what_ran_out(hex_bytes, what):
    error = refusal(b32(hex_bytes))
    assert (error.key, error.params) == ("code-truncated", {"what": what})
    assert str(error) == f"The deck code is truncated: it ran out of bytes while reading {what}."


def test_trailing_bytes_are_counted():
    error = refusal(b32(f"13 {walk(12, {})} {walk(3, {})} 00 07 07"))
    assert (error.key, error.params) == ("code-trailing-bytes", {"extra": 2})


def test_an_unknown_format_names_the_first_byte():
    error = refusal(b32("23"))
    assert (error.key, error.params) == ("code-unknown-format", {"format": 2, "first": "23"})


@pytest.mark.parametrize(
    ("hex_bytes", "message"),
    [
        ("15 02", "Unknown deck prefix byte 2; it must be 0 or 1."),
        ("15 00 01 00", "The deck code has a copy count of 0 in the main deck; counts start at 1."),
        ("15 00 01 01 01 01 07 00 01 00 00",
         "Unknown set byte 7 in the main deck; the known sets are 0 OGN, 1 OGS, 2 ARC, 3 SFD, 4 UNL, 5 VEN, 6 RAD."),
        (f"13 {walk(12, {1: '01 01 07 00 01'})} {walk(3, {})} 00",
         "Unknown set byte 7 in the main deck; the known sets are 0 OGN, 1 OGS, 2 ARC, 3 SFD, 4 UNL, 5 VEN, 6 RAD."),
        (f"13 {walk(12, {1: '01 01 00 04 01'})} {walk(3, {})} 00",
         "Unknown variant byte 4 in the main deck; the known variants are 0 base, 1 a, 2 signed, 3 b."),
        (f"14 {walk(12, {1: '01 01 00 00 02 01'})} {walk(3, {})} 00",
         "Unknown number-prefix flag 2 in the main deck; version 4 knows 0 plain, 1 R."),
        ("15 01 01 01 01 01 00 00 03 01 00 00",
         "Unknown number-prefix flag 3 in the main deck; version 5 knows 0 plain, 1 R, 2 SP."),
        (f"13 {walk(12, {})} {walk(3, {})} 02", "Unknown champion marker byte 2; it must be 0 (none) or 1."),
        (f"13 {walk(12, {1: f'01 {OGN} 80 80 80 80 10'})} {walk(3, {})} 00",
         "The deck code has a card number in the main deck larger than 4294967295."),
        (f"13 {walk(12, {1: f'01 {OGN} 80 80 80 80 80 00'})} {walk(3, {})} 00",
         "The deck code has a card number in the main deck larger than 4294967295."),
    ],
)
def test_a_malformed_code_is_refused_with_its_reason(hex_bytes, message):
    assert str(refusal(b32(hex_bytes))) == message


def test_text_up_to_the_limit_is_read_and_one_more_character_refused():
    code = v3({1: f"01 {OGN} 07"})
    padded = code.center(MAX_INPUT_LENGTH)
    assert cards(decode(padded).main) == [("OGN-007", 1)]
    error = refusal(padded + " ")
    assert (error.key, error.params) == (
        "code-too-long", {"length": MAX_INPUT_LENGTH + 1, "limit": MAX_INPUT_LENGTH},
    )


def test_blank_text_is_an_empty_code():
    assert refusal("   ").key == "code-empty"


def test_a_length_no_code_can_have_is_refused():
    error = refusal("ABC")
    assert (error.key, error.params) == ("code-bad-length", {"length": 3})


# --- links ----------------------------------------------------------------------------------

CODE = v3({1: f"01 {OGN} 07"})


@pytest.mark.parametrize(
    "link",
    [
        f"deck?code={CODE}",
        f"https://piltoverarchive.com/decks/view?other=1&deckCode={CODE}",
        f"https://piltoverarchive.com/decks/view?code={CODE}#code=x",
        f"https://piltoverarchive.com/decks/view?code={CODE}&back=/list?page=2",
    ],
)
def test_a_link_is_read_for_its_code_parameter(link):
    assert cards(decode(link).main) == [("OGN-007", 1)]


def test_a_link_without_a_query_has_no_code():
    assert refusal("https://piltoverarchive.com/decks/view/abc").key == "code-link-without-code"


# --- card codes -----------------------------------------------------------------------------


def test_card_refs_are_normalised():
    assert CardRef("ogn", "7").code == "OGN-007"
    assert CardRef("OGN", "7", "S").code == "OGN-007*"
    assert CardRef("sfd", "r2").code == "SFD-R02"
    assert CardRef("VEN", "sp1").code == "VEN-SP1"
    assert CardRef("OGN", "4294967295").code == "OGN-4294967295"


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: CardRef("XYZ", "1"), "Unknown set 'XYZ'; deck codes know OGN, OGS, ARC, SFD, UNL, VEN, RAD."),
        (lambda: CardRef("OGN", "1", "c"), "Unknown variant 'c'; deck codes know a, b and s or *."),
        (lambda: CardRef("OGN", "abc"), "'abc' is not a card number like 007, R02 or SP1."),
        (lambda: CardRef("OGN", "4294967296"), "'4294967296' is not a card number like 007, R02 or SP1."),
        (lambda: CardRef.parse("OGN7"), "'OGN7' is not a card code like OGN-007a, SFD-R02 or VEN-SP1."),
    ],
)
def test_a_card_that_no_code_can_name_is_refused(make, message):
    with pytest.raises(DeckCodeError) as caught:
        make()
    assert str(caught.value) == message


@pytest.mark.parametrize(
    ("main", "champion", "in_main"),
    [
        ([("OGN-001", 1), ("OGN-007", 3)], "OGN-007", True),
        ([("OGN-001", 1)], "OGN-007", False),
        ([("OGN-007", 3)], None, False),
    ],
)
def test_champion_in_main_tells_the_two_layouts_apart(main, champion, in_main):
    deck = DeckCode(
        tuple((CardRef.parse(card), n) for card, n in main), champion=champion and CardRef.parse(champion)
    )
    assert champion_in_main(deck) is in_main


# --- writing --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "hex_bytes"),
    [
        # counts at the walks' ends stay in version 3
        ({"deck": [("OGN-001", 12)], "sideboard": [("OGN-002", 3)]},
         f"13 {walk(12, {12: f'01 {OGN} 01'})} {walk(3, {3: f'01 {OGN} 02'})} 00"),
        ({"deck": [("OGN-280", 1), ("OGN-128", 1)]},
         f"13 {walk(12, {1: '01 02 00 00 80 01 98 02'})} {walk(3, {})} 00"),
        # an R number, even the champion's alone, makes version 4 with flag bytes
        ({"deck": [("OGN-001", 1)], "champion": "SFD-R02"},
         f"14 {walk(12, {1: '01 01 00 00 00 01'})} {walk(3, {})} 01 03 00 01 02"),
        # a count past the walk makes version 5, counts listed from the highest
        ({"deck": [("OGN-002", 1), ("OGN-001", 13)]}, f"15 00 02 0D 01 {OGN} 01 01 01 {OGN} 02 00 00"),
        ({"deck": [], "sideboard": [("OGN-003", 4)]}, f"15 00 00 01 04 01 {OGN} 03 00"),
        # an SP number makes version 5 with flag bytes
        ({"deck": [("VEN-SP1", 1)]}, "15 01 01 01 01 01 05 00 02 01 00 00"),
        # extra legends make version 6, in their order
        ({"deck": [], "legends": ["UNL-179a", "OGN-001"]}, "16 00 00 00 00 02 04 01 B3 01 00 00 01"),
        ({"deck": [], "legends": ["SFD-R01"]}, "16 01 00 00 00 01 03 00 01 01"),
    ],
)
def test_encode_writes_the_lowest_version_that_fits(arguments, hex_bytes):
    assert encode(**arguments) == b32(hex_bytes)


def test_encode_keeps_a_code_ending_in_x():
    # the champion OGN-023 alone: the last base32 character is X
    assert encode([], champion="OGN-023") == b32(f"13 {walk(12, {})} {walk(3, {})} 01 00 00 17") == (
        "CMAAAAAAAAAAAAAAAAAAAAAAAAAQAAAX"
    )


def test_encode_takes_a_deck_code():
    deck = DeckCode(((CardRef("OGN", "7"), 1),))
    expected = b32(f"13 {walk(12, {1: f'01 {OGN} 07'})} {walk(3, {})} 00")
    assert encode(deck) == encode([(CardRef("OGN", "7"), 1)]) == expected
    with pytest.raises(TypeError, match=r"^Pass either a DeckCode or the card lists, not both\.$"):
        encode(deck, sideboard=[("OGN-001", 1)])


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"deck": [("OGN-001", 0)]}, "The count 0 of OGN-001 in the main deck is out of range (1 to 4294967295)."),
        ({"deck": [("OGN-001", True)]},
         "The count True of OGN-001 in the main deck is out of range (1 to 4294967295)."),
        ({"deck": [], "sideboard": [("OGN-001", 2**32)]},
         "The count 4294967296 of OGN-001 in the sideboard is out of range (1 to 4294967295)."),
    ],
)
def test_encode_refuses_counts_out_of_range(arguments, message):
    with pytest.raises(DeckCodeError) as caught:
        encode(**arguments)
    assert str(caught.value) == message


def test_the_largest_count_is_written():
    assert encode([("OGN-001", 2**32 - 1)]) == b32(f"15 00 01 FF FF FF FF 0F 01 {OGN} 01 00 00")

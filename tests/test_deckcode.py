"""The Piltover Archive deck code: golden vectors, version choice, errors and properties."""

from __future__ import annotations

import base64
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import DECKLISTS

from riftcheck.games.riftbound.decklist.deckcode import (
    MAX_INPUT_LENGTH,
    SETS,
    CardRef,
    DeckCode,
    DeckCodeError,
    champion_in_main,
    decode,
    encode,
)


WORKED_EXAMPLE = "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA"
V6_EXAMPLE = "CYAQEFABAECQAADBAMAQCBIAAAAQCBABAECQAABSAECQAAABAMCQAAQBAAAABGACAYAAABI"


def deck_file(number: str) -> tuple[str, str]:
    """The list lines and the `#` annotation lines of a corpus file."""
    (path,) = DECKLISTS.glob(f"{number}-*.txt")
    lines = path.read_text(encoding="utf-8").splitlines()
    body = "\n".join(line for line in lines if line.strip() and not line.startswith("#"))
    notes = "\n".join(line for line in lines if line.startswith("#"))
    return body, notes


def listed(text: str) -> list[tuple[str, int]]:
    """`OGN-007x7 OGN-116` style listings in annotations, a missing count meaning 1."""
    return [(code, int(n or 1)) for code, n in re.findall(r"\b([A-Z]{3}-\d{3})(?:x(\d+))?\b", text)]


def codes(entries) -> list[tuple[str, int]]:
    return [(card.code, count) for card, count in entries]


def b32(data: bytes) -> str:
    return base64.b32encode(data).decode().rstrip("=")


# Golden vectors from the reference implementation's fixtures and tests:
# code, version, main, sideboard, champion, extra legends.
GOLDEN = {
    "v3-basic": (
        WORKED_EXAMPLE, 3, [("OGN-007", 3), ("OGN-089", 2), ("OGN-004", 1)], [], None, [],
    ),
    "v3-sideboard": (
        "CMAAAAAAAAAQCAAAA4AACAIAABMQAAIBAAAAYAIBAAACOAIBAAAA2AABAEAAAFQBAEAAAWAA", 3,
        [("OGN-007", 7), ("OGN-089", 5), ("OGN-012", 3), ("OGN-039", 2), ("OGN-013", 1)],
        [("OGN-022", 2), ("OGN-088", 1)], None, [],
    ),
    "v3-champion": (
        "CMAAAAAAAAAQCAAAA4AACAIAABMQAAIBAAAAYAIBAAACOAIBAAAA2AABAEAAAFQBAEAAAWABAAAAY", 3,
        [("OGN-007", 7), ("OGN-089", 5), ("OGN-012", 3), ("OGN-039", 2), ("OGN-013", 1)],
        [("OGN-022", 2), ("OGN-088", 1)], "OGN-012", [],
    ),
    "v4-runes": (
        "CQAAAAAAAAAAAAAAAIAQAAAAA4AQGAABAIAQCBABAECQCAIAAAAFSAABAEAAAAAWAAAQAAAAA4", 4,
        [("OGN-007", 3), ("SFD-R02", 3), ("UNL-R05a", 2), ("OGN-089", 1)], [("OGN-022", 2)], "OGN-007", [],
    ),
    "v4-rune-champion": (
        "CQAAAAAAAAAAAAAAAEAQAAAAA4AQCAYAAEAQAAAAAAAQGAABAE", 4,
        [("OGN-007", 3), ("SFD-R01", 2)], [], "SFD-R01", [],
    ),
    "v5-13-spiderlings": ("CUAACDIBAECQAYIAAA", 5, [("VEN-097", 13)], [], None, []),
    "v5-40-spiderlings": ("CUAACKABAECQAYIAAA", 5, [("VEN-097", 40)], [], None, []),
    "v5-sideboard-4": (
        "CUAACFABAECQAYIBAQAQCBIAGIAA", 5, [("VEN-097", 20)], [("VEN-050", 4)], None, [],
    ),
    "v5-two-byte-count": ("CUAADAABAEAQKADBAAAA", 5, [("VEN-097", 128)], [], None, []),
    "v5-sp": ("CUAQCAYBAECQAAQBAAAA", 5, [("VEN-SP1", 3)], [], None, []),
    "v5-sp-variant": ("CUAQCAYBAECQCAQBAAAA", 5, [("VEN-SP1a", 3)], [], None, []),
    "v5-sp-mixed": (
        "CUAQCAYBAMCQAAABAIAQEAQAAA", 5, [("VEN-001", 3), ("VEN-SP1", 3), ("VEN-SP2", 3)], [], None, [],
    ),
    "v6-basic": (
        "CYAAEAYBAIAAABAJAEAQCAAABUAAAAYAACMAEAAAUABAAAFEAI", 6,
        [("OGN-004", 3), ("OGN-009", 3), ("OGN-013", 1)], [], None, ["OGN-280", "OGN-288", "OGN-292"],
    ),
    "v6-champion": (
        "CYAAEAYBAMAAABAJM4AQCAIAAAGQCAQBAIAAAFQYAEAAAZYDAAAJQAQAAGQAEBIAUQBA", 6,
        [("OGN-004", 3), ("OGN-009", 3), ("OGN-103", 3), ("OGN-013", 1)],
        [("OGN-022", 2), ("OGN-024", 2)], "OGN-103", ["OGN-280", "OGN-288a", "VEN-292"],
    ),
    "v6-runes": (
        "CYAQCAYCAEAAAAAEAEBQAAICAAAAGAAAACMAEAAAACQAEAAAACSAE", 6,
        [("OGN-004", 3), ("SFD-R02", 3)], [], None, ["OGN-280", "OGN-288", "OGN-292"],
    ),
    "v6-high-copy": (
        V6_EXAMPLE, 6, [("VEN-097", 20), ("VEN-001", 3)], [("VEN-050", 4)], "VEN-001",
        ["VEN-SP1", "OGN-280", "RAD-005"],
    ),
}


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_code_decodes(name):
    code, version, main, sideboard, champion, legends = GOLDEN[name]
    deck = decode(code)
    assert deck.version == version
    assert codes(deck.main) == main
    assert codes(deck.sideboard) == sideboard
    assert (deck.champion.code if deck.champion else None) == champion
    assert [legend.code for legend in deck.legends] == legends


@pytest.mark.parametrize("name", GOLDEN)
def test_golden_deck_encodes_byte_for_byte(name):
    code, _, main, sideboard, champion, legends = GOLDEN[name]
    assert encode(list(reversed(main)), list(reversed(sideboard)), champion, legends) == code
    assert encode(decode(code)) == code


# The worked example of the format's notes, byte by byte: version 3 of format 1; no group for
# 12 down to 4 copies; for 3, 2 and 1 copies one group (set OGN, base variant) of one number
# (7, 89, 4); the sideboard's walk from 3 to 1 copies, empty; no champion.
WORKED_EXAMPLE_BYTES = bytes.fromhex("13" + "00" * 9 + "0101000007" "0101000059" "0101000004" "000000" "00")


def test_the_worked_example_is_written_and_read_byte_for_byte():
    written = encode([("OGN-004", 1), ("OGN-089", 2), ("OGN-007", 3)])
    assert base64.b32decode(written + "=" * (-len(written) % 8)) == WORKED_EXAMPLE_BYTES
    deck = decode(b32(WORKED_EXAMPLE_BYTES))
    assert (deck.version, codes(deck.main)) == (3, [("OGN-007", 3), ("OGN-089", 2), ("OGN-004", 1)])
    assert deck.sideboard == () and deck.champion is None


def test_v2_readme_code_matches_its_annotated_decode():
    body, notes = deck_file("031")
    deck = decode(body)
    main_notes, sideboard_notes = notes.split("sideboard =")
    assert deck.version == 2
    assert codes(deck.main) == listed(main_notes)
    assert codes(deck.sideboard) == listed(sideboard_notes)
    assert sum(count for _, count in deck.main) == 56
    assert deck.champion is None and deck.legends == ()


def test_v2_code_re_encodes_as_v3_and_gains_the_champion_of_the_v3_golden():
    v2 = decode(deck_file("031")[0])
    assert decode(encode(v2)) == v2
    assert encode(v2).startswith("CM")  # first byte 0x13: version 3
    v3 = deck_file("032")[0]
    assert encode(v2.main, v2.sideboard, "OGN-103") == v3


def test_v3_golden_has_the_v2_deck_and_a_champion_counted_in_main():
    deck = decode(deck_file("032")[0])
    assert deck.version == 3
    assert deck.champion == CardRef.parse("OGN-103")
    v2 = decode(deck_file("031")[0])
    assert (deck.main, deck.sideboard) == (v2.main, v2.sideboard)
    assert champion_in_main(deck)


def test_riftdecks_code_leaves_the_champion_out_of_main():
    body, notes = deck_file("033")
    deck = decode(body)
    assert deck.version == 3
    assert deck.champion == CardRef.parse("UNL-082")
    assert not champion_in_main(deck)
    assert (len(deck.main), sum(count for _, count in deck.main)) == (23, 55)
    main = dict(codes(deck.main))
    assert {code: main[code] for code in ("UNL-189", "OGN-042", "OGN-089", "UNL-209", "SFD-215", "SFD-217")} == {
        "UNL-189": 1, "OGN-042": 7, "OGN-089": 5, "UNL-209": 1, "SFD-215": 1, "SFD-217": 1,
    }
    expected_sideboard = listed(notes.split("Sideboard =")[1])
    assert Counter(codes(deck.sideboard)) == Counter(expected_sideboard)
    assert sum(count for _, count in deck.sideboard) == 10
    assert encode(deck) == body


def test_champion_in_main_needs_a_champion():
    assert not champion_in_main(decode(WORKED_EXAMPLE))


# --- version choice -------------------------------------------------------------------------


def version_of(code: str) -> int:
    return decode(code).version


def test_plain_deck_is_version_3():
    assert version_of(encode([("OGN-004", 12)], [("OGN-050", 3)])) == 3


def test_rune_printing_is_version_4():
    assert version_of(encode([("SFD-R02", 6), ("OGN-007", 3)])) == 4
    assert version_of(encode([("OGN-004", 12), ("SFD-R02", 3)])) == 4


def test_spiderling_deck_is_version_5_without_flag_bytes():
    code = encode([("VEN-097", 20), ("VEN-001", 3)], champion="VEN-001")
    raw = base64.b32decode(code + "=" * (-len(code) % 8))
    assert raw[:2] == bytes([0x15, 0x00])
    assert version_of(code) == 5


@pytest.mark.parametrize(
    ("main", "sideboard"),
    [([("OGN-004", 13)], []), ([("OGN-004", 1)], [("OGN-050", 4)]), ([("VEN-SP1", 1)], [])],
)
def test_over_the_walk_or_sp_is_version_5(main, sideboard):
    assert version_of(encode(main, sideboard)) == 5


def test_rune_with_high_count_is_flagged_version_5():
    code = encode([("OGN-004", 13), ("SFD-R02", 3)])
    raw = base64.b32decode(code + "=" * (-len(code) % 8))
    assert raw[:2] == bytes([0x15, 0x01])
    assert codes(decode(code).main) == [("OGN-004", 13), ("SFD-R02", 3)]


def test_extra_legends_are_version_6_and_keep_their_order():
    deck = decode(encode([("OGN-004", 3)], legends=["RAD-005", "OGN-280"]))
    assert deck.version == 6
    assert [legend.code for legend in deck.legends] == ["RAD-005", "OGN-280"]


def test_sp_legend_alone_turns_on_flag_bytes():
    code = encode([("VEN-097", 3)], legends=["VEN-SP1"])
    raw = base64.b32decode(code + "=" * (-len(code) % 8))
    assert raw[:2] == bytes([0x16, 0x01])


def test_canonical_order_is_set_then_variant_then_prefix_then_number():
    main = [("UNL-001", 1), ("OGN-010b", 1), ("OGN-002a", 1), ("OGN-SP1", 1), ("OGN-R01", 1), ("OGN-003", 1)]
    assert codes(decode(encode(main)).main) == [
        ("OGN-003", 1), ("OGN-R01", 1), ("OGN-SP1", 1), ("OGN-002a", 1), ("OGN-010b", 1), ("UNL-001", 1),
    ]


def test_signed_cards_decode_with_a_star():
    deck = decode(encode([("OGN-202s", 1), ("OGN-203*", 2)]))
    assert codes(deck.main) == [("OGN-203*", 2), ("OGN-202*", 1)]


def test_encode_takes_a_deck_or_lists_not_both():
    deck = decode(WORKED_EXAMPLE)
    with pytest.raises(TypeError):
        encode(deck, champion="OGN-007")


# --- card references ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "parts", "code"),
    [
        ("OGN-007a", ("OGN", "007", "a"), "OGN-007a"),
        ("sfd-r02", ("SFD", "R02", ""), "SFD-R02"),
        ("VEN-SP1", ("VEN", "SP1", ""), "VEN-SP1"),
        ("VEN-SP01", ("VEN", "SP1", ""), "VEN-SP1"),
        ("OGN-202s", ("OGN", "202", "*"), "OGN-202*"),
        ("OGN-202*", ("OGN", "202", "*"), "OGN-202*"),
        ("ogn-7B", ("OGN", "007", "b"), "OGN-007b"),
        (" RAD-1234 ", ("RAD", "1234", ""), "RAD-1234"),
    ],
)
def test_card_ref_parse(text, parts, code):
    card = CardRef.parse(text)
    assert (card.set, card.number, card.variant) == parts
    assert card.code == str(card) == code
    assert CardRef(*parts) == card


def test_card_ref_bytes():
    card = CardRef.parse("UNL-R05a")
    assert (card.set_byte, card.variant_byte, card.prefix_flag, card.value) == (4, 1, 1, 5)
    assert [CardRef(name, "001").set_byte for name in SETS] == list(range(7))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("OGN007", "is not a card code"),
        ("OGN-007c", "is not a card code"),
        ("XYZ-007", "Unknown set 'XYZ'"),
        ("OGN-99999999999", "is not a card number"),
    ],
)
def test_card_ref_errors(text, message):
    with pytest.raises(DeckCodeError, match=message):
        CardRef.parse(text)


# --- input forms ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        f"  {WORKED_EXAMPLE}\n",
        WORKED_EXAMPLE.lower(),
        f"https://piltoverarchive.com/deckbuilder?code={WORKED_EXAMPLE}",
        f"https://play.riftatlas.com/?deckCode={WORKED_EXAMPLE}&tab=main#top",
        f"https://example.org/import?name=Kai%27Sa&DECKCODE={WORKED_EXAMPLE.lower()}",
    ],
)
def test_decode_accepts_common_input_forms(text):
    assert decode(text) == decode(WORKED_EXAMPLE)


# --- errors ---------------------------------------------------------------------------------


def fixed_walk(*groups: bytes) -> bytes:
    """A v3 body: main deck with the given 12-copy groups, empty sideboard, no champion."""
    return bytes([0x13, len(groups)]) + b"".join(groups) + bytes(11 + 3 + 1)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "The deck code is empty."),
        ("   ", "The deck code is empty."),
        ("A" * (MAX_INPUT_LENGTH + 1), f"is {MAX_INPUT_LENGTH + 1} characters long; the limit is {MAX_INPUT_LENGTH}"),
        ("CMAA1AAA", "Character '1' at position 5 of the deck code is not base32"),
        ("CMAA AAA", "Character ' ' at position 5"),
        ("CMA", "cannot be 3 characters long"),
        ("https://piltoverarchive.com/decks/view/1234", "The link has no code= or deckCode= parameter"),
        (b32(bytes([0x23])), "Unknown deck code format 2 (first byte 0x23); only format 1 exists."),
        (b32(bytes([0x17])), "Unknown deck code version 7; versions 1 to 6 exist."),
        (b32(bytes([0x10])), "Unknown deck code version 0"),
        (b32(bytes([0x13])), "ran out of bytes while reading the number of groups in the main deck"),
        (b32(bytes([0x13, 1, 1, 0])), "ran out of bytes while reading a variant byte in the main deck"),
        (b32(bytes([0x13]) + bytes(15)), "ran out of bytes while reading the marker of the champion"),
        (b32(bytes([0x15])), "ran out of bytes while reading the deck prefix byte"),
        (b32(bytes([0x13]) + bytes(16) + b"\x07"), "has 1 unexpected byte(s) after the end of the deck"),
        (b32(fixed_walk(bytes([1, 9, 0, 7]))), "Unknown set byte 9 in the main deck; the known sets are 0 OGN"),
        (b32(fixed_walk(bytes([1, 0, 4, 7]))), "Unknown variant byte 4 in the main deck"),
        (b32(fixed_walk(bytes([1, 0, 0, 7]), bytes([1, 9, 0, 7]))), "Unknown set byte 9 in the main deck"),
        (b32(bytes([0x13, 1, 0x81])), "ran out of bytes while reading a group size in the main deck"),
        (b32(bytes([0x13, 1, 2, 0, 0, 7, 0x85])), "ran out of bytes while reading a card number in the main deck"),
        ("CMA\u00e9AAAA", "Character '\u00e9' at position 4 of the deck code is not base32"),
        (
            b32(bytes([0x14, 1, 1, 0, 0, 2, 1]) + bytes(11 + 3 + 1)),
            "Unknown number-prefix flag 2 in the main deck; version 4 knows 0 plain, 1 R.",
        ),
        (
            b32(bytes([0x15, 1, 0, 0, 1, 5, 0, 3, 1])),
            "Unknown number-prefix flag 3 in the champion; version 5 knows 0 plain, 1 R, 2 SP.",
        ),
        (b32(bytes([0x15, 2, 0, 0, 0])), "Unknown deck prefix byte 2; it must be 0 or 1."),
        (b32(bytes([0x13]) + bytes(15) + b"\x02"), "Unknown champion marker byte 2"),
        (b32(bytes([0x15, 0, 1, 0, 0, 0, 0])), "copy count of 0 in the main deck; counts start at 1"),
        (
            b32(bytes([0x15, 0, 1, 0x80, 0x80, 0x80, 0x80, 0x10, 0, 0, 0])),
            "has a copy count in the main deck larger than 4294967295",
        ),
        (b32(bytes([0x15, 0, 1] + [0x80] * 6)), "larger than 4294967295"),
        (b32(bytes([0x16, 0, 0, 0, 0, 1, 7, 0, 1])), "Unknown set byte 7 in the extra legends"),
    ],
)
def test_decode_errors_name_the_problem(text, message):
    with pytest.raises(DeckCodeError, match=re.escape(message)):
        decode(text)


def test_long_card_numbers_and_large_groups_decode():
    # A number of three varint bytes and a group of 130 cards, next to ordinary groups.
    main = [("OGN-16384", 2), ("OGN-300", 2), ("OGN-007", 3)] + [(f"SFD-{number:03d}", 1) for number in range(130)]
    assert Counter(codes(decode(encode(main)).main)) == Counter(main)


def test_unused_bits_of_the_last_character_are_ignored():
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    unused = 5 * len(WORKED_EXAMPLE) % 8
    assert unused
    last = alphabet[alphabet.index(WORKED_EXAMPLE[-1]) | (1 << unused) - 1]
    assert last != WORKED_EXAMPLE[-1]
    assert decode(WORKED_EXAMPLE[:-1] + last) == decode(WORKED_EXAMPLE)


@pytest.mark.parametrize(
    ("main", "message"),
    [
        ([("OGN-007", 0)], "The count 0 of OGN-007 in the main deck is out of range"),
        ([("OGN-007", 2**32)], "out of range (1 to 4294967295)"),
        ([("OGN-007", True)], "The count True"),
        ([("XYZ-007", 1)], "Unknown set 'XYZ'"),
    ],
)
def test_encode_errors(main, message):
    with pytest.raises(DeckCodeError, match=re.escape(message)):
        encode(main)


# --- properties -----------------------------------------------------------------------------

KNOWN_CODES = [golden[0] for golden in GOLDEN.values()] + [deck_file(n)[0] for n in ("031", "032", "033")]
BASE32_TEXT = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ234567abcxyz", max_size=120)


def decodes_or_explains(text: str) -> None:
    try:
        assert isinstance(decode(text), DeckCode)
    except DeckCodeError as error:
        assert str(error).endswith(".")


@settings(max_examples=300)
@given(st.one_of(st.text(max_size=200), BASE32_TEXT))
def test_decode_of_any_text_raises_only_deck_code_errors(text):
    decodes_or_explains(text)


@settings(max_examples=300)
@given(st.sampled_from([0x11, 0x12, 0x13, 0x14, 0x15, 0x16]) | st.integers(0, 255), st.binary(max_size=80))
def test_decode_of_any_bytes_raises_only_deck_code_errors(header, body):
    decodes_or_explains(b32(bytes([header]) + body))


@settings(max_examples=500)
@given(
    st.sampled_from(KNOWN_CODES),
    st.lists(
        st.tuples(st.sampled_from(["replace", "insert", "delete"]), st.integers(0, 200), st.characters()),
        min_size=1,
        max_size=4,
    ),
)
def test_decode_of_mutated_codes_raises_only_deck_code_errors(code, mutations):
    for kind, index, char in mutations:
        index %= len(code) + 1
        if kind == "replace":
            code = code[:index] + char + code[index + 1 :]
        elif kind == "insert":
            code = code[:index] + char + code[index:]
        else:
            code = code[:index] + code[index + 1 :]
    decodes_or_explains(code)


cards = st.builds(
    lambda set_code, prefix, value, variant: CardRef(set_code, f"{prefix}{value}", variant),
    st.sampled_from(SETS),
    st.sampled_from(["", "", "", "R", "SP"]),
    st.integers(0, 400),
    st.sampled_from(["", "a", "*", "b"]),
)


def canonical(entries):
    return sorted(entries, key=lambda e: (-e[1], e[0].set_byte, e[0].variant_byte, e[0].prefix_flag, e[0].value))


@settings(max_examples=300)
@given(
    st.dictionaries(cards, st.integers(1, 40), max_size=25),
    st.dictionaries(cards, st.integers(1, 8), max_size=10),
    st.none() | cards,
    st.lists(cards, max_size=3),
)
def test_encode_then_decode_round_trips(main, sideboard, champion, legends):
    code = encode(main.items(), sideboard.items(), champion, legends)
    deck = decode(code)
    assert list(deck.main) == canonical(main.items())
    assert list(deck.sideboard) == canonical(sideboard.items())
    assert (deck.champion, list(deck.legends)) == (champion, legends)
    assert encode(deck) == code


@given(st.dictionaries(cards.filter(lambda c: c.prefix_flag == 0), st.integers(1, 12), max_size=20))
def test_plain_decks_within_the_walk_stay_version_3(main):
    assert decode(encode(main.items())).version == 3

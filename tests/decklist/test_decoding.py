"""Encodings and invisible differences: one deck however the file was saved; clear refusals otherwise."""

from __future__ import annotations

import codecs

import pytest
from decklist_testing import zone

from riftcheck.engine.inputs.decoding import normalise
from riftcheck.engine.inputs.refusals import DecklistError

DECK = "Legend:\n1 Lillia, Bashful Bloom\n\nMainDeck:\n2 Charm\n3 Lonely Poro\n"
EXPECTED = ([(1, "Lillia, Bashful Bloom")], [(2, "Charm"), (3, "Lonely Poro")])


def _read_zones(read_one, data: str | bytes):
    decklist = read_one(data)
    return zone(decklist, "legend"), zone(decklist, "main")


@pytest.mark.parametrize(
    "data",
    [
        DECK.replace("\n", "\r\n"),
        DECK.replace("\n", "\r"),
        DECK.replace("2 Charm", "2\tCharm").replace("MainDeck:", "\tMainDeck:\t"),
        DECK.replace("2 Charm", "2\u00a0Charm").replace("Lonely Poro", "Lonely\u202fPoro"),
        DECK.replace("Charm", "Ch\u200barm"),
        "\ufeff" + DECK,
        codecs.BOM_UTF8 + DECK.encode("utf-8"),
        codecs.BOM_UTF16_LE + DECK.encode("utf-16-le"),
        codecs.BOM_UTF16_BE + DECK.replace("\n", "\r\n").encode("utf-16-be"),
    ],
    ids=["crlf", "cr", "tabs", "nbsp", "zero-width", "bom-char", "utf8-bom", "utf16-le", "utf16-be-crlf"],
)
def test_the_same_deck_however_the_file_was_saved(read_one, data):
    assert _read_zones(read_one, data) == EXPECTED


def test_decomposed_accents_are_composed():
    assert normalise("Pok\u0065\u0301mon") == "Pok\u00e9mon"


@pytest.mark.parametrize("bom", [b"", codecs.BOM_UTF8])
def test_invalid_utf8_names_the_byte_and_its_offset(read, bom):
    data = bom + b"MainDeck:\n2 Ch\xe9rm\n"
    with pytest.raises(DecklistError) as raised:
        read(data)
    offset = len(bom) + 14
    assert str(raised.value) == (
        f"deck.txt is not UTF-8 text: byte 0xE9 at offset {offset} (line 2) cannot be decoded; "
        "save the decklist as UTF-8."
    )


def test_broken_utf16_is_refused(read):
    with pytest.raises(DecklistError, match="not valid UTF-16"):
        read(codecs.BOM_UTF16_LE + "2 Charm".encode("utf-16-le") + b"\x00\xd8")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("deck", [DECK, DECK.replace("Charm", "ชาร์ม"), DECK.replace("Charm", "Charmé")], ids=["ascii", "thai", "latin"])
def test_utf16_without_a_byte_order_mark_is_refused_saying_how_to_save_it(read, encoding, deck):
    with pytest.raises(DecklistError, match="saved as UTF-16 without a byte-order mark; save it as UTF-8"):
        read(deck.encode(encoding))


@pytest.mark.parametrize(
    ("data", "kind"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "a PNG image"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "a JPEG image"),
        (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3", "a PDF document"),
        (b"PK\x03\x04\x14\x00", "a ZIP archive"),
    ],
)
def test_images_and_documents_are_named(read, data, kind):
    with pytest.raises(DecklistError, match=f"deck.txt is {kind}"):
        read(data)


@pytest.mark.parametrize("data", [b"2 Charm\x00\x00\x01\x02", b"1 Charm\x00", b"\x00a" * 3 + b"\x00\x00"])
def test_other_binary_data_is_refused(read, data):
    with pytest.raises(DecklistError, match="NUL characters"):
        read(data)


@pytest.mark.parametrize("data", [b"", b"   \n\n\t\r\n", codecs.BOM_UTF8])
def test_an_empty_file_is_refused(read, data):
    with pytest.raises(DecklistError, match=r"^deck.txt is empty\.$"):
        read(data)


def test_a_file_of_comments_only_is_refused(read):
    with pytest.raises(DecklistError, match="only comments and blank lines"):
        read("# nothing here\n// nor here\n")


def test_text_without_a_single_card_is_refused_naming_the_first_problem(read):
    with pytest.raises(DecklistError) as raised:
        read("Dear judge,\nplease find my deck attached.\n")
    assert str(raised.value).startswith("deck.txt has nothing that reads as a card entry (line 1: not a card entry")


def test_control_characters_in_a_name_are_a_problem(read_one):
    decklist = read_one("MainDeck:\n2 Charm\n1 Evil\x1b[31mName\n")
    assert zone(decklist, "main") == [(2, "Charm")]
    assert "control character U+001B" in decklist.problems[0].reason


SPACES = "\t\x0b\x0c\xa0\u1680\u2000\u2005\u200a\u202f\u205f\u3000"
INVISIBLE = "\ufeff\u200b\u200c\u200d\u2060\x1a"
BREAKS = "\x1c\x1d\x1e\x85\u2028\u2029"


@pytest.mark.parametrize("prefix", ["3 Cleave", "3 ชาร์ม"], ids=["ascii", "thai"])
@pytest.mark.parametrize("char", list(SPACES + INVISIBLE + BREAKS), ids=lambda char: f"U+{ord(char):04X}")
def test_every_odd_character_is_made_plain_in_ascii_and_other_text(prefix, char):
    expected = " " if char in SPACES else "" if char in INVISIBLE else "\n"
    assert normalise(f"{prefix}{char}x") == f"{prefix}{expected}x"

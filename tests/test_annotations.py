"""Printing annotations after a card name (riftcheck.games.riftbound.cards.annotations)."""

from __future__ import annotations

import pytest

from riftcheck.games.riftbound.cards.annotations import Annotated, is_printing_note, split

# Suffixes the card sources put after names (Riftcodex, the official gallery, dotgg), and
# collector words players write.
SOURCE_SUFFIXES = [
    "Alternate Art", "Overnumbered", "Signature", "Metal", "Oversized", "Starter", "Judge Promo", "Pre-Rift Promo",
    "Spiritforged Nexus Night Promo", "Unleashed Nexus Night", "Unleashed Regionals", "Arcane Box Set Promo",
    "Regional Qualifier Houston Champion Promo", "NX", "ZN", "Showcase", "Foil", "Promo", "alt art", "ALT-ART",
    "full art", "Borderless", "Extended Art", "Textured", "Prerelease", "Signed", "Serialized", "OGN", "SFD",
    "  alternate   art ",
]
NOT_PRINTINGS = ["โปโร", "cheap", "x3", "3", "maybe cut", "Ogn", "sideboard", "Alternate", "art", "TOOLONG", ""]


@pytest.mark.parametrize("note", SOURCE_SUFFIXES)
def test_the_card_sources_suffixes_are_printings(note):
    assert is_printing_note(note)


@pytest.mark.parametrize("note", NOT_PRINTINGS)
def test_other_notes_are_not_printings(note):
    assert not is_printing_note(note)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Jinx, Rebel", Annotated("Jinx, Rebel")),
        ("Jinx, Rebel (Alternate Art)", Annotated("Jinx, Rebel", ("(Alternate Art)",))),
        ("Jinx, Rebel(Alternate Art)", Annotated("Jinx, Rebel", ("(Alternate Art)",))),
        ("Charm [OGN-043]", Annotated("Charm", (), "OGN-043")),
        ("Charm (OGN-043)", Annotated("Charm", (), "OGN-043")),
        ("Charm [ogn-043a-298]", Annotated("Charm", (), "ogn-043a-298")),
        ("Charm (Foil) [OGN-043]", Annotated("Charm", ("(Foil)",), "OGN-043")),
        ("Charm [OGN-043] (Foil)", Annotated("Charm", ("(Foil)",), "OGN-043")),
        ("Charm (Showcase) (Foil)", Annotated("Charm", ("(Showcase)", "(Foil)"))),
        ("Charm [OGN-043] [OGN-044]", Annotated("Charm [OGN-043]", (), "OGN-044")),
        ("Lonely Poro (โปโร)", Annotated("Lonely Poro", (), None, "(โปโร)")),
        ("Lonely Poro (โปโร) (Foil)", Annotated("Lonely Poro", ("(Foil)",), None, "(โปโร)")),
        ("Lonely Poro (Foil) (โปโร)", Annotated("Lonely Poro", ("(Foil)",), None, "(โปโร)")),
        ("Lonely Poro (a) (Foil) (b)", Annotated("Lonely Poro", ("(Foil)",), None, "(a) (b)")),
        ("Lonely Poro [maybe]", Annotated("Lonely Poro [maybe]")),
        ("(Foil)", Annotated("(Foil)")),
        ("[OGN-043]", Annotated("[OGN-043]")),
        ("  Charm  ", Annotated("Charm")),
    ],
)
def test_split_takes_printings_and_a_code_off_the_end_of_a_name(text, expected):
    assert split(text) == expected

"""Magic card facts: the shipped table (data/mtg/cards.tsv.gz) and the importer that builds it."""

from __future__ import annotations

import gzip
import json

import pytest

from support import REPO, shared_path
from riftcheck.games.mtg import importer
from riftcheck.games.mtg.cards import load_index
from riftcheck.games.mtg.names import fold
from riftcheck.games.mtg.table import ANY_NUMBER, read_table

TABLE = REPO / "src" / "riftcheck" / "data" / "mtg" / "cards.tsv.gz"


@pytest.fixture(scope="module")
def cards():
    return load_index()


def test_shipped_table_is_small(cards):
    assert TABLE.stat().st_size < 3 * 1024 * 1024
    assert len(cards) > 30_000


@pytest.mark.parametrize("name, limit", [("Seven Dwarves", 7), ("Nazgûl", 9), ("Relentless Rats", ANY_NUMBER),
                                          ("Shadowborn Apostle", ANY_NUMBER), ("Lightning Bolt", None)])
def test_deck_limits_come_from_the_card_text(cards, name, limit):
    assert cards.find(name).limit == limit


@pytest.mark.parametrize("name, basic", [("Plains", True), ("Snow-Covered Island", True), ("Wastes", True),
                                          ("Forest // Forest", True), ("Barry's Land", False),
                                          ("Omnipresent Impostor", False), ("Command Tower", False)])
def test_basic_lands_are_lands_with_the_basic_supertype_and_basic_land_types(cards, name, basic):
    assert cards.find(name).basic_land is basic


@pytest.mark.parametrize("typed, name", [
    ("Lim-Dul's Vault", "Lim-Dûl's Vault"), ("lim-dûl’s vault", "Lim-Dûl's Vault"), ("Æther Adept", "Aether Adept"),
    ("Kongming, Sleeping Dragon", 'Kongming, "Sleeping Dragon"'), ("  LIGHTNING   bolt ", "Lightning Bolt"),
    ("Delver of Secrets", "Delver of Secrets // Insectile Aberration"), ("Sol Ring", "Sol Ring"),
    ("Fire/Ice", "Fire // Ice"), ("fire //ice", "Fire // Ice"),
])
def test_names_are_found_folded_and_by_front_face(cards, typed, name):
    assert cards.find(typed).name == name


def test_alchemy_and_non_traditional_cards_are_no_deck_cards(cards):
    assert not cards.find("A-Blood Artist").deck_card
    assert not cards.find("Academy at Tolaria West").deck_card
    assert cards.find("Blood Artist").deck_card


def test_commander_eligibility_and_partner_with(cards):
    assert cards.find("Atraxa, Praetors' Voice").may_be_commander
    assert not cards.find("Llanowar Elves").may_be_commander
    assert cards.find("Jacob Frye").partner_with == "Evie Frye"


def test_each_partner_ability_is_told_apart(cards):
    # 702.124a: partner, partner—[text] and partner with [name] are distinct abilities.
    assert {"P", "F"} & set(cards.find("Elmar, Ulvenwald Informant").flags) == {"F"}
    assert {"P", "V"} & set(cards.find("Joel, Resolute Survivor").flags) == {"V"}
    assert {"P", "H"} & set(cards.find("Kratos, Stoic Father").flags) == {"H"}
    assert {"P", "C"} & set(cards.find("Donatello, the Brains").flags) == {"C"}
    assert "P" in cards.find("Thrasios, Triton Hero").flags
    assert "P" not in cards.find("Jacob Frye").flags


def test_suggestions_name_the_card_meant(cards):
    assert "Lightning Bolt" in cards.suggestions("Lightning Blot")


ORACLE_SAMPLE = [
    {"name": "Rat Pack", "type": "Creature — Rat", "types": ["Creature"], "subtypes": ["Rat"], "supertypes": [],
     "text": "A deck can have any number of cards named Rat Pack.", "layout": "normal", "colorIdentity": ["B"]},
    {"name": "Six Sisters", "type": "Creature — Human", "types": ["Creature"], "subtypes": ["Human"], "supertypes": [],
     "text": "A deck can have up to six cards named Six Sisters.", "layout": "normal", "colorIdentity": ["W"]},
    {"name": "Cloudy Land", "type": "Basic Land — Cloud", "types": ["Land"], "subtypes": ["Cloud"],
     "supertypes": ["Basic"], "text": "", "layout": "normal", "colorIdentity": []},
    {"name": "Front // Back", "type": "Legendary Creature — Elf", "types": ["Creature"], "subtypes": ["Elf"],
     "supertypes": ["Legendary"], "text": "", "layout": "transform", "colorIdentity": ["G", "U"]},
    {"name": "Back", "type": "Creature", "types": ["Creature"], "subtypes": [], "supertypes": [], "text": "",
     "layout": "transform", "colorIdentity": ["G"], "face": "back", "front": "Front"},
]


def test_importer_builds_the_table_from_oracle_cards(tmp_path):
    source = tmp_path / "oracle.json"
    source.write_text(json.dumps(ORACLE_SAMPLE), encoding="utf-8")
    kind, target, count = importer.import_file(source, tmp_path / "out")
    assert (kind, count) == ("oracle", 4)
    rows = {card.name: (card, aliases) for card, aliases in read_table(target)}
    assert set(rows) == {"Rat Pack", "Six Sisters", "Cloudy Land", "Front // Back"}
    assert rows["Rat Pack"][0].limit == ANY_NUMBER and rows["Six Sisters"][0].limit == 6
    assert not rows["Cloudy Land"][0].basic_land
    front, aliases = rows["Front // Back"]
    assert aliases == ["Front"] and front.identity == "UG" and front.may_be_commander


def test_importer_writes_the_same_bytes_twice(tmp_path):
    source = tmp_path / "oracle.json"
    source.write_text(json.dumps(ORACLE_SAMPLE), encoding="utf-8")
    first = importer.import_file(source, tmp_path / "a")[1].read_bytes()
    assert importer.import_file(source, tmp_path / "b")[1].read_bytes() == first


def test_atomic_cards_import_keeps_legalities_printings_and_un_cards(tmp_path):
    kind, target, count = importer.import_file(REPO / "tests" / "fixtures" / "mtg" / "AtomicCards-small.json", tmp_path)
    assert kind == "printings" and count == 11
    kept = json.loads(gzip.decompress(target.read_bytes()))
    assert kept["date"] == "2024-08-20"
    assert kept["cards"]["Sol Ring"]["legalities"]["vintage"] == "Restricted"
    assert kept["cards"]["Mox Lotus"]["funny"] is True and kept["cards"]["Grief"]["printings"] == ["MH3"]


def test_a_file_of_neither_shape_is_refused(tmp_path):
    source = tmp_path / "other.json"
    source.write_text('{"cards": []}', encoding="utf-8")
    with pytest.raises(ValueError, match="neither MTGJSON oracle"):
        importer.import_file(source, tmp_path)


def test_shipped_table_is_what_the_importer_makes_of_the_oracle_corpus(tmp_path):
    corpus = shared_path("cardsource/mtg/oracle_corpus.json", "the Magic oracle corpus the table is built from")
    _, built, _ = importer.import_file(corpus, tmp_path)
    assert gzip.decompress(built.read_bytes()) == gzip.decompress(TABLE.read_bytes())


def test_fold_is_idempotent():
    assert fold(fold("Æther “Vial”")) == fold("Æther “Vial”") == "aether vial"


def test_a_file_that_is_not_json_is_refused_in_one_sentence(tmp_path):
    source = tmp_path / "notes.txt"
    source.write_text("4 Lightning Bolt\n", encoding="utf-8")
    with pytest.raises(ValueError, match="not a JSON file"):
        importer.import_file(source, tmp_path)

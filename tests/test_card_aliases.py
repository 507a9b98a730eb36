"""Local card names: a Thai word of the glossary whose English term is a card's name is offered
as that card (never read as it), and the organiser's card aliases file reads a local name as
its English card, with a note naming the alias."""

from __future__ import annotations

import json
import shutil

import pytest
import yaml

import riftcheck
from riftcheck import api
from riftcheck.engine.paths import data_dir
from riftcheck.games.riftbound.cards import card_aliases
from support import REPO

LILLIA = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
FIXTURE = REPO / "tests" / "fixtures" / "card_aliases" / "card-aliases.yaml"
EXAMPLE = REPO / "examples" / "card-aliases-example.yaml"


@pytest.fixture(autouse=True)
def _fresh_checkers():
    api.forget()  # kept checkers hold the aliases they read
    yield
    api.forget()


@pytest.fixture
def aliases_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path))
    return tmp_path


def _deck(text: str, lang: str = "en") -> dict:
    [deck] = riftcheck.check_text(text, lang=lang)["decks"]
    return deck


def _about(deck: dict, card: str) -> list[tuple[str, str, str | None]]:
    return [(finding["code"], finding["message"], finding["hint"]) for finding in deck["findings"]
            if finding["card"] == card]


def test_a_thai_glossary_word_that_is_also_a_card_offers_the_card_without_reading_it(aliases_folder):
    deck = _deck(LILLIA.replace("3 Defy", "3 บัฟ"))  # the glossary's บัฟ is Buff, and Buff is a card
    assert deck["status"] == "illegal" and deck["counts"]["main"] == 40
    [(code, _message, hint)] = _about(deck, "บัฟ")
    assert code == "RC001"
    assert hint == ("Card names are read in English: the glossary gives “บัฟ” as Buff, which is also a card's name. "
                    "If Buff is the card meant, write it (or its collector code).")


def test_the_glossarys_thai_alias_of_a_term_offers_the_card_too(aliases_folder):
    deck = _deck(LILLIA.replace("3 Defy", "3 บัพ"), lang="th")
    [(_code, _message, hint)] = _about(deck, "บัพ")
    assert "อภิธานศัพท์แปล “บัพ” ว่า Buff" in hint


def test_a_thai_glossary_word_that_is_no_card_gets_the_plain_english_names_hint(aliases_folder):
    deck = _deck(LILLIA.replace("3 Defy", "3 เร่งความเร็ว"))  # Accelerate: a keyword, no card
    assert _about(deck, "เร่งความเร็ว") == [
        ("RC001", "Unknown card “เร่งความเร็ว” in the main deck.",
         "Card names are read in English: write the card's English name or its collector code (e.g. OGN-202).")]


def test_without_an_aliases_file_a_thai_name_stays_unknown(aliases_folder):
    deck = _deck(LILLIA.replace("3 Defy", "3 ปฏิเสธ"))
    assert deck["status"] == "illegal" and [code for code, _, _ in _about(deck, "ปฏิเสธ")] == ["RC001"]


def test_an_alias_is_read_as_its_card_with_a_note_naming_the_alias(aliases_folder):
    shutil.copy(FIXTURE, aliases_folder / "card-aliases.yaml")
    deck = _deck(LILLIA.replace("3 Defy", "3 ปฏิเสธ"))
    assert (deck["status"], deck["counts"]["main"]) == ("legal", 40)
    assert [(f["code"], f["severity"], f["card"], f["line"], f["message"], f["hint"]) for f in deck["findings"]] == [
        ("RC016", "info", "Defy", 17, "“ปฏิเสธ” was read as Defy, the card your card aliases file gives that name.",
         "Confirm with the player that Defy is the card meant.")]


def test_the_alias_note_is_thai_in_a_thai_run(aliases_folder):
    shutil.copy(FIXTURE, aliases_folder / "card-aliases.yaml")
    deck = _deck(LILLIA.replace("3 Defy", "3 ปฏิเสธ"), lang="th")
    assert [f["message"] for f in deck["findings"]] == ["อ่าน “ปฏิเสธ” เป็น Defy ตามชื่อเรียกการ์ดในไฟล์ card-aliases.yaml ของคุณ"]


def test_an_alias_is_matched_whatever_its_spacing(aliases_folder):
    shutil.copy(FIXTURE, aliases_folder / "card-aliases.yaml")
    deck = _deck(LILLIA.replace("3 Defy", "3 สตัน ลอง"))
    assert deck["status"] == "legal" and [f["code"] for f in deck["findings"]] == ["RC016"]


def test_a_cards_english_name_wins_over_an_alias(aliases_folder):
    (aliases_folder / "card-aliases.yaml").write_text("aliases:\n  Stupefy: Defy\n", encoding="utf-8")
    deck = _deck(LILLIA)
    assert (deck["status"], deck["findings"]) == ("legal", [])


def test_an_alias_naming_no_card_is_not_read_and_is_warned_about(aliases_folder, capsys):
    shutil.copy(FIXTURE, aliases_folder / "card-aliases.yaml")
    deck = _deck(LILLIA.replace("3 Defy", "3 ไม่มีการ์ดนี้"))
    assert deck["status"] == "illegal" and [code for code, _, _ in _about(deck, "ไม่มีการ์ดนี้")] == ["RC001"]
    assert "“ไม่มีการ์ดนี้” names “Not A Card At All”, which is no card riftcheck knows" in capsys.readouterr().err


@pytest.mark.parametrize("text", ["aliases: [Defy]\n", "- ปฏิเสธ\n", "aliases:\n  ปฏิเสธ: 3\n", "aliases: {ปฏิเสธ: Defy\n"],
                         ids=["list", "no-mapping", "not-a-name", "broken-yaml"])
def test_an_unreadable_aliases_file_is_left_out_with_a_warning(aliases_folder, capsys, text):
    (aliases_folder / "card-aliases.yaml").write_text(text, encoding="utf-8")
    deck = _deck(LILLIA.replace("3 Defy", "3 ปฏิเสธ"))
    assert deck["status"] == "illegal" and [code for code, _, _ in _about(deck, "ปฏิเสธ")] == ["RC001"]
    warned = capsys.readouterr().err
    assert "riftcheck: warning: your card aliases " in warned and "card-aliases.yaml are left out: " in warned


@pytest.mark.parametrize("path", [FIXTURE, EXAMPLE], ids=["fixture", "example"])
def test_aliases_files_match_their_schema(path):
    import jsonschema

    schema = json.loads((data_dir() / "schema" / "card-aliases.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(yaml.safe_load(path.read_text(encoding="utf-8")), schema)


def test_the_schema_refuses_what_the_reader_refuses():
    import jsonschema

    schema = json.loads((data_dir() / "schema" / "card-aliases.schema.json").read_text(encoding="utf-8"))
    for document in ({"aliases": ["Defy"]}, {"aliases": {"ปฏิเสธ": 3}}, {"aliases": {"ปฏิเสธ": " "}}, {}):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(document, schema)


def test_riftcheck_ships_no_alias_as_fact():
    assert yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))["aliases"] == {}


def test_aliases_are_folded_for_case_spacing_and_unicode_form():
    assert card_aliases.fold("  Jinx   REBEL ") == "jinx rebel"
    assert card_aliases.fold("Pok\u00e9") == card_aliases.fold("Poke\u0301")  # é composed, or e and its accent

"""Reading Magic decklists: every line is a card, a header, a comment or a finding."""

from __future__ import annotations

import json

import jsonschema
import pytest

from support import REPO
from riftcheck.api import check_text
from riftcheck.games.mtg.decklist import MagicListError, read


def check(text, fmt="legacy", day="2022-01-20", lang="en", filename="deck.txt"):
    [deck] = check_text(text, format=fmt, as_of=day, game="mtg", lang=lang, filename=filename)["decks"]
    return deck


def test_arena_export_with_about_name_companion_and_printings():
    deck = read(b"About\nName Mono Red\n\nCompanion\n1 Kaheera, the Orphanguard\n\nDeck\n4 Lightning Bolt (M11) 146\n"
                b"56 Mountain (MKM) 290\n\nSideboard\n1 Kaheera, the Orphanguard\n", "d.txt")
    assert deck.name == "Mono Red"
    assert [(e.count, e.name, e.zone, e.set_code, e.number) for e in deck.entries] == [
        (1, "Kaheera, the Orphanguard", "companion", None, None), (4, "Lightning Bolt", "main", "M11", "146"),
        (56, "Mountain", "main", "MKM", "290"), (1, "Kaheera, the Orphanguard", "sideboard", None, None)]
    assert deck.unread == []


def test_moxfield_finish_marks_and_sb_prefix():
    deck = read(b"1 Sol Ring (CMM) 400 *F*\n2 Duress (2XM) 1 *E*\nSB: 2 Negate\n", "d.txt")
    assert [(e.name, e.zone, e.set_code) for e in deck.entries] == [
        ("Sol Ring", "main", "CMM"), ("Duress", "main", "2XM"), ("Negate", "sideboard", None)]


def test_archidekt_categories_and_tags_are_read_and_place_the_commander():
    deck = read(b"1x Kenrith, the Returned King (eld) 303 [Commander{top}]\n1x Sol Ring (cmm) 400 [Ramp] ^Have,#37d67a^\n"
                b"97x Forest (unf) 239 [Land]\n1x Island [Sideboard{noDeck}]\n1x Fireball [Maybeboard{noDeck}{noPrice}]\n",
                "d.txt")
    assert [(e.count, e.name, e.zone, e.set_code) for e in deck.entries] == [
        (1, "Kenrith, the Returned King", "commander", "ELD"), (1, "Sol Ring", "main", "CMM"),
        (97, "Forest", "main", "UNF"), (1, "Island", "sideboard", None)]
    assert [e.name for e in deck.set_aside] == ["Fireball"]
    assert deck.unread == []


def test_thai_headers_are_understood():
    deck = read("กองการ์ดหลัก\n4 Lightning Bolt\nไซด์บอร์ด:\n2 Duress\n".encode(), "d.txt")
    assert [(e.name, e.zone) for e in deck.entries] == [("Lightning Bolt", "main"), ("Duress", "sideboard")]


def test_a_line_nobody_read_keeps_the_deck_from_being_legal():
    deck = check("4 Lightning Bolt\n56 Mountain\nfour more bolts please\n// a comment\n# another\n")
    assert deck["legal"] is False and deck["status"] == "unconfirmed"
    [finding] = deck["findings"]
    assert (finding["code"], finding["line"]) == ("MG002", 3)


def test_unknown_card_gets_did_you_mean_in_english_and_thai():
    text = "4 Lightning Blot\n56 Mountain\n"
    [finding] = check(text)["findings"]
    assert finding["code"] == "MG001" and "did you mean" in finding["message"] and "Lightning Bolt" in finding["message"]
    [thai] = check(text, lang="th")["findings"]
    assert "หมายถึง" in thai["message"] and "Lightning Bolt" in thai["message"]


def test_thai_messages_use_riftchecks_terms():
    [finding] = check("4 Lightning Bolt\n50 Mountain\n", lang="th")["findings"]
    assert finding["message"] == "เด็คหลักมี 54 ใบ แต่ฟอร์แมต Legacy ต้องมีอย่างน้อย 60 ใบ"
    [copies] = check("5 Lightning Bolt\n55 Mountain\n", lang="th")["findings"]
    assert "การ์ดซ้ำกันได้ไม่เกิน 4 ใบ" in copies["message"]


def test_thai_card_pool_messages_say_format_as_riftcheck_does():
    day = "2025-11-20"  # before the first set riftcheck's card data holds only part of
    [pioneer] = check("4 Ragavan, Nimble Pilferer\n56 Mountain\n", fmt="pioneer", day=day, lang="th")["findings"]
    assert pioneer["message"] == ("'Ragavan, Nimble Pilferer' ไม่อยู่ในกลุ่มการ์ดของฟอร์แมต Pioneer: "
                                  "ไม่มีการพิมพ์ในชุดของฟอร์แมตนี้ถึงวันที่ 2025-11-20")
    [pauper] = check("4 Ragavan, Nimble Pilferer\n56 Mountain\n", fmt="pauper", day=day, lang="th")["findings"]
    assert pauper["message"] == ("'Ragavan, Nimble Pilferer' ไม่เคยพิมพ์เป็น common ถึงวันที่ 2025-11-20 "
                                 "แต่ฟอร์แมต Pauper รับเฉพาะ common")


def test_alchemy_and_plane_cards_are_refused_as_deck_cards():
    deck = check("1 A-Blood Artist\n1 Academy at Tolaria West\n58 Swamp\n")
    assert sorted((f["code"], f["card"], f["rule"]) for f in deck["findings"]) == [
        ("MG003", "A-Blood Artist", "100.6"), ("MG003", "Academy at Tolaria West", "100.2d")]


def test_maybeboard_cards_are_named_and_not_counted():
    deck = check("Deck\n4 Lightning Bolt\n56 Mountain\nMaybeboard\n4 Fireblast\n")
    assert deck["counts"]["main"] == 60 and deck["legal"] is True
    assert [(f["code"], f["severity"], f["card"]) for f in deck["findings"]] == [("MG006", "info", "Fireblast")]


def test_dek_with_a_doctype_is_refused_without_expanding_entities():
    billion = ('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>'
               '<Deck><Cards Quantity="4" Sideboard="false" Name="&b;"/></Deck>')
    deck = check(billion, filename="deck.dek")
    assert deck["legal"] is False and "document type declaration" in deck["error"]


def test_dek_with_a_bad_quantity_is_a_finding_not_a_crash():
    deck = check('<Deck><Cards Quantity="many" Sideboard="false" Name="Lightning Bolt"/>'
                 '<Cards Quantity="60" Sideboard="false" Name="Mountain"/></Deck>', filename="deck.dek")
    assert [f["code"] for f in deck["findings"]] == ["MG002"]


@pytest.mark.parametrize("text", ["", "just some words\nand more\n", "<Deck></Deck>"])
def test_text_that_is_no_decklist_is_unreadable(text):
    deck = check(text)
    assert deck["legal"] is False and deck["error"]


def test_an_unknown_magic_format_is_a_value_error():
    with pytest.raises(ValueError, match="unknown Magic format 'extended'"):
        check_text("4 Lightning Bolt\n", format="extended", game="mtg")


def test_a_list_of_blank_lines_is_refused():
    with pytest.raises(MagicListError):
        read(b"\n\n", "empty.txt")


def test_a_commander_section_outside_commander_is_reported_not_ignored():
    deck = check("Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n4 Lightning Bolt\n56 Mountain\n")
    assert [(f["code"], f["card"]) for f in deck["findings"]] == [("MG007", "Atraxa, Praetors' Voice")]
    assert deck["counts"] == {"main": 60, "sideboard": 0, "commander": 1}


def test_random_bytes_never_crash_the_magic_reader():
    """Seeded random inputs: each is a verdict, or a sentence saying why it is not a decklist;
    check_text raises on any failure of riftcheck's own."""
    import random

    chooser = random.Random(29)
    pieces = ["4 ", "x ", "Lightning Bolt", "Sideboard", "\n", "\n\n", "<Deck>", "<Cards Quantity=\"", "\"/>",
              "(M11) ", "*F*", "SB: ", "กองการ์ด", "Commander", "\x00", "\ufeff", "99999 ", "//", "<!DOCTYPE"]
    for _ in range(300):
        text = "".join(chooser.choice(pieces) for _ in range(chooser.randint(0, 30)))
        [deck] = check_text(text, format="commander", as_of="2024-09-01", game="mtg")["decks"]
        if "error" in deck:
            assert deck["findings"] == [] and deck["error"].startswith("<text>")
        else:
            assert deck["legal"] is False  # no random list is a legal commander deck


def test_a_failure_of_riftchecks_own_costs_only_that_input(tmp_path, monkeypatch):
    import datetime

    from riftcheck import games
    from riftcheck.games.mtg import rules
    from riftcheck.engine.options import CheckOptions

    good, bad = tmp_path / "good.txt", tmp_path / "bad.txt"
    good.write_text("4 Lightning Bolt\n56 Mountain\n", encoding="utf-8")
    bad.write_text("4 Lightning Bolt\n55 Mountain\n1 Island\n", encoding="utf-8")
    checker = games.new_checker(CheckOptions("legacy", datetime.date(2022, 1, 20), "en", game="mtg"))
    real_run = rules.run

    def failing(deck, context):
        if any(line.name == "Island" for line in deck.lines):
            raise RuntimeError("boom")
        return real_run(deck, context)

    monkeypatch.setattr(rules, "run", failing)
    first, second = checker.check_inputs([str(good), str(bad)])
    assert first.legal is True
    assert not second.readable and "RuntimeError" in second.error


def test_a_companion_makes_the_deck_unconfirmed_as_its_condition_is_not_checked():
    text = "Companion\n1 Kaheera, the Orphanguard\n\nDeck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n1 Kaheera, the Orphanguard\n"
    deck = check(text)
    assert [(f["code"], f["card"]) for f in deck["findings"]] == [("MG008", "Kaheera, the Orphanguard")]
    assert deck["legal"] is False and deck["status"] == "unconfirmed" and deck["counts"]["sideboard"] == 1
    schema = json.loads((REPO / "src" / "riftcheck" / "data" / "schema" / "check-output.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(check_text(text, format="legacy", as_of="2022-01-20", game="mtg"), schema)


def test_counts_after_names_and_full_width_digits_are_read():
    deck = read("Lightning Bolt x4\n４ Mountain\nMountain ×52\n".encode(), "d.txt")
    assert [(e.count, e.name) for e in deck.entries] == [(4, "Lightning Bolt"), (4, "Mountain"), (52, "Mountain")]


def test_a_swap_of_neighbouring_letters_suggests_the_card_meant_first():
    [finding] = check("4 Lightning Blot\n56 Mountain\n")["findings"]
    assert "did you mean Lightning Bolt," in finding["message"]


def test_suggestions_for_an_unknown_name_offer_no_alchemy_card():
    # Blood Artist and Kargan Warleader have Alchemy rebalanced versions (A-), which no paper format takes.
    artist, warleader = check("4 Blood Artst\n4 Kargan Warleadr\n52 Swamp\n")["findings"]
    assert "did you mean Blood Artist," in artist["message"] and "A-" not in artist["message"]
    assert warleader["message"] == "No Magic card is called 'Kargan Warleadr'; did you mean Kargan Warleader?"


def test_one_card_short_is_said_in_the_singular():
    [finding] = check("4 Lightning Bolt\n55 Mountain\n")["findings"]
    assert finding["hint"] == "Add 1 more card to the main deck."


def test_one_card_too_many_in_a_sideboard_is_said_in_the_singular():
    deck = "4 Lightning Bolt\n56 Mountain\n\nSideboard\n15 Island\n1 Forest\n"
    [finding] = check(deck, fmt="legacy")["findings"]
    assert finding["code"] == "MG103"
    assert finding["hint"] == "Take 1 card out of the sideboard."


def test_one_card_in_a_commander_sideboard_is_said_in_the_singular():
    deck = "Commander\n1 Kenrith, the Returned King\n\nDeck\n1 Sol Ring\n98 Forest\n\nSideboard\n1 Forest\n"
    [finding] = check(deck, fmt="commander")["findings"]
    assert finding["code"] == "MG206"
    assert finding["message"] == "A commander deck has no sideboard; 1 card is listed in one."


def test_control_characters_in_a_name_or_an_unread_line_are_shown_as_escapes():
    """Echoed raw, an ESC sequence in a card name drove the terminal and broke the JUnit report."""
    deck = check("4 Lightning Bolt\x1b[2J\n56 Mountain\n\x1b]0;title\x07 junk\n")
    unknown, unread = sorted(deck["findings"], key=lambda finding: finding["code"])
    assert unknown["card"] == "Lightning Bolt\\x1b[2J"
    assert unknown["message"].startswith("No Magic card is called 'Lightning Bolt\\x1b[2J';")
    assert unread["message"] == "Line 3 could not be read: '\\x1b]0;title\\x07 junk'."
    dek = ('<Deck><Cards Quantity="4" Sideboard="false" Name="Bolt&#x85;&#x9b;2J" />'
           '<Cards Quantity="56" Sideboard="false" Name="Mountain" /></Deck>')
    [finding] = check(dek, filename="deck.dek")["findings"]
    assert finding["card"] == "Bolt\\x85\\x9b2J"


def _magic_export(*registrations) -> bytes:
    return json.dumps({"decklists": list(registrations)}).encode()


def test_a_carde_io_export_of_a_magic_event_is_one_decklist_per_player_with_the_commander_apart():
    from riftcheck.games.mtg.cardeio import read_all

    export = _magic_export(
        {"user": {"best_identifier": "Ann", "id": 17}, "sections": [
            {"section_key": "commander", "cards": [{"name": "Atraxa, Praetors' Voice", "quantity": 1}]},
            {"section_key": "mainboard", "cards": [{"name": "Sol Ring", "quantity": 1}]}]},
        {"user": {"best_identifier": "Ben"}, "sections": [
            {"section_key": "legend", "cards": [{"name": "Jinx, Loose Cannon", "quantity": 1}]},
            {"section_key": "main", "cards": [{"name": "Mountain", "quantity": "4"}]}], "unreadable": "notes"})
    ann, ben = read_all(export, "e.json")
    assert (ann.player, ann.player_id, ben.player, ben.player_id) == ("Ann", "17", "Ben", None)
    assert [(e.count, e.name, e.zone) for e in ann.entries] == [
        (1, "Atraxa, Praetors' Voice", "commander"), (1, "Sol Ring", "main")] and ann.unread == []
    # A Riftbound section, a quantity as text and a key of no Magic export: lines nobody read.
    assert ben.entries == [] and [text.split(":")[0] for _line, text in ben.unread] == ["unreadable", "legend", "main"]


def test_check_game_mtg_gives_each_registration_of_an_export_its_verdict_and_player():
    export = _magic_export(
        {"user": {"best_identifier": "Ann"}, "sections": [
            {"section_key": "main", "cards": [{"name": "Lightning Bolt", "quantity": 4},
                                              {"name": "Mountain", "quantity": 56}]}]},
        {"user": {"best_identifier": "Ben"}, "sections": [
            {"section_key": "main", "cards": [{"name": "Lightning Bolt", "quantity": 5},
                                              {"name": "Mountain", "quantity": 55}]}]})
    decks = check_text(export, format="legacy", as_of="2022-01-20", game="mtg", filename="e.json")["decks"]
    assert [(deck["player"], deck["legal"]) for deck in decks] == [("Ann", True), ("Ben", False)]


def test_an_export_that_is_no_json_is_no_magic_decklist():
    from riftcheck.games.mtg.cardeio import read_all

    with pytest.raises(MagicListError):
        read_all(b'{"decklists": [', "e.json")
    with pytest.raises(MagicListError):
        read_all(b'{"players": []}', "e.json")

"""Magic's deck rules on both sides of each boundary, in every decklist form riftcheck reads.

Dates are chosen inside the span riftcheck's ban lists record (data/mtg/banlists.yaml), so that
the verdict rests on the rule under test alone; legacy and vintage need no printings data.
"""

from __future__ import annotations

import pytest

from mtg_forms import FORMS, filename, filler, write
from riftcheck.api import check_text

LEGACY_DAY = "2022-01-20"  # before the legacy record ends (2022-01-25)
VINTAGE_DAY = "2024-08-01"


def verdict(form, fmt, day, main, sideboard=(), commander=(), lang="en"):
    document = check_text(write(form, main, sideboard, commander), format=fmt, as_of=day, game="mtg",
                          filename=filename(form), lang=lang)
    [deck] = document["decks"]
    return deck


def codes(deck) -> list[tuple[str, str | None]]:
    return sorted((finding["code"], finding["card"]) for finding in deck["findings"])


@pytest.mark.parametrize("form", FORMS)
def test_constructed_main_deck_of_59_is_illegal_and_60_legal(form):
    small = verdict(form, "legacy", LEGACY_DAY, [(4, "Lightning Bolt"), *filler(55)])
    assert codes(small) == [("MG101", None)]
    assert small["counts"]["main"] == 59 and small["legal"] is False
    assert small["findings"][0]["rule"] == "100.2a"
    enough = verdict(form, "legacy", LEGACY_DAY, [(4, "Lightning Bolt"), *filler(56)])
    assert enough["findings"] == [] and enough["legal"] is True and enough["counts"]["main"] == 60
    assert enough["status"] == "legal"


@pytest.mark.parametrize("form", FORMS)
def test_four_copies_across_main_and_sideboard_pass_and_five_fail(form):
    four = verdict(form, "legacy", LEGACY_DAY, [(3, "Counterspell"), *filler(57, basic="Island")], [(1, "Counterspell")])
    assert four["legal"] is True, four["findings"]
    five = verdict(form, "legacy", LEGACY_DAY, [(3, "Counterspell"), *filler(57, basic="Island")], [(2, "Counterspell")])
    assert codes(five) == [("MG102", "Counterspell")] and five["status"] == "illegal"
    assert five["findings"][0]["rule"] == "100.4a"
    assert "5 copies of 'Counterspell' across main deck and sideboard" in five["findings"][0]["message"]


@pytest.mark.parametrize("form", FORMS)
def test_copies_in_one_zone_only_are_said_to_be_there(form):
    main = verdict(form, "legacy", LEGACY_DAY, [(5, "Counterspell"), *filler(55, basic="Island")])
    assert main["findings"][0]["message"] == "5 copies of 'Counterspell' in the main deck; at most 4 are allowed."
    assert main["findings"][0]["rule"] == "100.2a"
    side = verdict(form, "legacy", LEGACY_DAY, filler(60, basic="Island"), [(5, "Counterspell")], lang="th")
    assert side["findings"][0]["message"] == "มี 'Counterspell' 5 ใบในไซด์บอร์ด การ์ดซ้ำกันได้ไม่เกิน 4 ใบ"


@pytest.mark.parametrize("form", FORMS)
def test_basic_lands_and_any_number_cards_have_no_copy_limit(form):
    deck = verdict(form, "legacy", LEGACY_DAY, [(30, "Relentless Rats"), (20, "Swamp"), (10, "Snow-Covered Swamp")])
    assert deck["legal"] is True, deck["findings"]


@pytest.mark.parametrize("form", FORMS)
def test_up_to_seven_allows_seven_seven_dwarves_and_not_eight(form):
    seven = verdict(form, "legacy", LEGACY_DAY, [(7, "Seven Dwarves"), *filler(53)])
    assert seven["legal"] is True, seven["findings"]
    eight = verdict(form, "legacy", LEGACY_DAY, [(8, "Seven Dwarves"), *filler(52)])
    assert codes(eight) == [("MG102", "Seven Dwarves")]
    assert "at most 7" in eight["findings"][0]["message"]


@pytest.mark.parametrize("form", FORMS)
def test_up_to_nine_nazgul_found_by_its_folded_name(form):
    day = "2024-01-20"  # Nazgûl was first printed in The Lord of the Rings: Tales of Middle-earth (2023-06-23)
    nine = verdict(form, "legacy", day, [(9, "Nazgul"), *filler(51, basic="Swamp")])
    assert nine["legal"] is True, nine["findings"]
    ten = verdict(form, "legacy", day, [(10, "Nazgûl"), *filler(50, basic="Swamp")])
    assert codes(ten) == [("MG102", "Nazgûl")]


@pytest.mark.parametrize("form", FORMS)
def test_sideboard_of_15_passes_and_16_fails(form):
    main = [(4, "Lightning Bolt"), *filler(56)]
    fifteen = verdict(form, "legacy", LEGACY_DAY, main, [(4, "Duress"), (4, "Negate"), (4, "Counterspell"), (3, "Island")])
    assert fifteen["legal"] is True and fifteen["counts"]["sideboard"] == 15
    sixteen = verdict(form, "legacy", LEGACY_DAY, main, [(4, "Duress"), (4, "Negate"), (4, "Counterspell"), (4, "Island")])
    assert codes(sixteen) == [("MG103", None)]
    assert sixteen["findings"][0]["rule"] == "100.4a"


@pytest.mark.parametrize("form", FORMS)
def test_limited_needs_40_and_has_no_copy_limit(form):
    small = verdict(form, "limited", LEGACY_DAY, [(10, "Lightning Bolt"), *filler(29)])
    assert codes(small) == [("MG101", None)] and small["findings"][0]["rule"] == "100.2b"
    forty = verdict(form, "limited", LEGACY_DAY, [(10, "Lightning Bolt"), *filler(30)], [(20, "Duress")])
    assert forty["legal"] is True, forty["findings"]


@pytest.mark.parametrize("form", FORMS)
def test_casual_follows_the_thai_summary_40_cards_any_number(form):
    small = verdict(form, "casual", LEGACY_DAY, [(12, "Lightning Bolt"), *filler(27)])
    assert codes(small) == [("MG101", None)] and small["findings"][0]["rule"] == "1.1.3"
    forty = verdict(form, "casual", LEGACY_DAY, [(12, "Lightning Bolt"), *filler(28)])
    assert forty["legal"] is True


@pytest.mark.parametrize("form", FORMS)
def test_vintage_restricted_card_once_passes_twice_fails(form):
    once = verdict(form, "vintage", VINTAGE_DAY, [(1, "Black Lotus"), *filler(59)])
    assert once["legal"] is True, once["findings"]
    twice = verdict(form, "vintage", VINTAGE_DAY, [(1, "Black Lotus"), *filler(59)], [(1, "Black Lotus")])
    assert codes(twice) == [("MG104", "Black Lotus")]
    assert "restricted" in twice["findings"][0]["message"]


@pytest.mark.parametrize("form", FORMS)
def test_dated_ban_applies_from_its_effective_date(form):
    deck = [(1, "Ragavan, Nimble Pilferer"), *filler(59)]
    before = verdict(form, "legacy", "2022-01-24", deck)
    assert before["legal"] is True, before["findings"]
    on_the_day = verdict(form, "legacy", "2022-01-25", deck)
    assert codes(on_the_day) == [("MG105", "Ragavan, Nimble Pilferer")]
    assert "january-25-2022-banned-and-restricted-announcement" in on_the_day["findings"][0]["hint"]


def _commander_deck(*, off_colour: bool, duplicate: bool):
    """Atraxa (W, U, B, G) and 99 more: 98 singletons and basics, plus the cases under test."""
    main = [(1, "Sol Ring"), (1, "Counterspell"), (1, "Llanowar Elves"), (1, "Duress")]
    main.append((1, "Lightning Bolt") if off_colour else (1, "Negate"))
    main.append((2, "Sol Ring") if duplicate else (1, "Swords to Plowshares"))
    if duplicate:
        main.pop(0)
    main += [(31, "Island"), (31, "Forest"), (31, "Plains")]
    return main, [(1, "Atraxa, Praetors' Voice")]


@pytest.mark.parametrize("form", FORMS)
def test_commander_deck_of_100_with_an_off_colour_card_and_a_duplicate(form):
    main, commander = _commander_deck(off_colour=True, duplicate=True)
    deck = verdict(form, "commander", "2024-09-01", main, commander=commander)
    assert deck["counts"]["main"] + deck["counts"]["commander"] == 100
    assert codes(deck) == [("MG202", "Sol Ring"), ("MG203", "Lightning Bolt")]
    rules = {finding["code"]: finding["rule"] for finding in deck["findings"]}
    assert rules == {"MG202": "903.5b", "MG203": "903.5c"}
    assert deck["legend"] == "Atraxa, Praetors' Voice"


def test_a_land_with_an_off_colour_basic_land_type_is_refused_by_903_5d():
    # 903.4c: the reminder text "({T}: Add {U}.)" gives no colour identity; 903.5d refuses the
    # basic land type itself.
    colourless = verdict("arena", "commander", "2024-09-01", [(1, "Sol Ring"), (97, "Wastes"), (1, "Island")],
                         commander=[(1, "Kozilek, the Great Distortion")])
    assert [(f["code"], f["card"], f["rule"]) for f in colourless["findings"]] == [("MG203", "Island", "903.5d")]
    assert colourless["findings"][0]["message"] == (
        "'Island' has the basic land type Island, whose mana {U} is outside the commander's colour identity colourless.")
    green = verdict("arena", "commander", "2024-09-01",
                    [(1, "Taiga"), (1, "Lightning Bolt"), (97, "Forest")], commander=[(1, "Azusa, Lost but Seeking")])
    rules = sorted((f["card"], f["rule"]) for f in green["findings"])
    assert rules == [("Lightning Bolt", "903.5c"), ("Taiga", "903.5d")]


@pytest.mark.parametrize("form", FORMS)
def test_commander_deck_of_100_within_identity_is_legal(form):
    main, commander = _commander_deck(off_colour=False, duplicate=False)
    deck = verdict(form, "commander", "2024-09-01", main, commander=commander)
    assert deck["legal"] is True, deck["findings"]
    assert deck["counts"] == {"main": 99, "sideboard": 0, "commander": 1}


@pytest.mark.parametrize("form", ("arena", "x", "moxfield"))
def test_commander_deck_of_101_or_99_is_not_100(form):
    main, commander = _commander_deck(off_colour=False, duplicate=False)
    main[-1] = (32, "Plains")
    large = verdict(form, "commander", "2024-09-01", main, commander=commander)
    assert codes(large) == [("MG201", None)] and "101 cards" in large["findings"][0]["message"]
    main[-1] = (30, "Plains")
    small = verdict(form, "commander", "2024-09-01", main, commander=commander)
    assert codes(small) == [("MG201", None)] and "99 cards" in small["findings"][0]["message"]


def test_commander_needs_an_eligible_commander_and_no_sideboard():
    main, _ = _commander_deck(off_colour=False, duplicate=False)
    deck = verdict("arena", "commander", "2024-09-01", main, sideboard=[(1, "Negate")], commander=[(1, "Sol Ring")])
    found = codes(deck)
    assert ("MG204", "Sol Ring") in found and ("MG206", None) in found


def test_commander_without_a_commander_section_is_told_to_name_one():
    main, _ = _commander_deck(off_colour=False, duplicate=False)
    deck = verdict("arena", "commander", "2024-09-01", [*main, (1, "Atraxa, Praetors' Voice")])
    assert ("MG204", None) in codes(deck)


def test_partner_with_pair_is_allowed_and_two_plain_legends_are_not():
    lands = [(49, "Island"), (49, "Swamp")]
    pair = verdict("arena", "commander", "2024-09-01", lands, commander=[(1, "Jacob Frye"), (1, "Evie Frye")])
    assert pair["legal"] is True, pair["findings"]
    mismatched = verdict("arena", "commander", "2024-09-01", [(49, "Island"), (49, "Forest")],
                         commander=[(1, "Jacob Frye"), (1, "Llanowar Elves")])
    assert ("MG205", None) in codes(mismatched)


def test_partner_abilities_of_different_kinds_do_not_pair_and_the_pair_rule_is_702_124():
    # 702.124f: "partner" and "partner—Friends forever" are distinct abilities; 702.124i: two
    # cards pair by partner—[text] only when the text is the same.
    lands = [(98, "Wastes")]
    mixed = verdict("arena", "commander", "2024-09-01", lands,
                    commander=[(1, "Elmar, Ulvenwald Informant"), (1, "Thrasios, Triton Hero")])
    assert codes(mixed) == [("MG205", None)]
    assert mixed["findings"][0]["rule"] == "702.124f"
    friends = verdict("arena", "commander", "2024-09-01", lands,
                      commander=[(1, "Elmar, Ulvenwald Informant"), (1, "Cecily, Haunted Mage")])
    assert friends["legal"] is True, friends["findings"]
    plain = verdict("arena", "commander", "2024-09-01", lands,
                    commander=[(1, "Thrasios, Triton Hero"), (1, "Tymna the Weaver")])
    assert plain["legal"] is True, plain["findings"]


def test_partner_with_text_pairs_only_with_the_same_text():
    from riftcheck.games.mtg.rules.commander_pair import pair_allowed
    from riftcheck.games.mtg.table import MagicCard

    def legend(name, flags):
        return MagicCard(name, "Legendary Creature", "", "normal", None, "E" + flags)

    joel, ellie = legend("Joel, Resolute Survivor", "V"), legend("Ellie, Brick Master", "V")
    kratos, thrasios = legend("Kratos, Stoic Father", "H"), legend("Thrasios, Triton Hero", "P")
    assert pair_allowed(joel, ellie)
    assert not pair_allowed(joel, kratos)
    assert not pair_allowed(joel, thrasios)


def test_commander_ban_list_applies_from_2024_09_23():
    main, commander = _commander_deck(off_colour=False, duplicate=False)
    main[-1] = (30, "Plains")
    main.append((1, "Mana Crypt"))
    assert verdict("arena", "commander", "2024-09-22", main, commander=commander)["legal"] is True
    banned = verdict("arena", "commander", "2024-09-23", main, commander=commander)
    assert codes(banned) == [("MG105", "Mana Crypt")]


def test_lutri_is_banned_as_a_companion_from_2026_02_09_and_legal_in_the_deck():
    lands = [(1, "Sol Ring"), (98, "Forest")]
    companion = check_text("Commander\n1 Kenrith, the Returned King\n\nCompanion\n1 Lutri, the Spellchaser\n\n"
                           "Deck\n1 Sol Ring\n98 Forest\n", format="commander", as_of="2026-02-09", game="mtg")
    [deck] = companion["decks"]
    assert deck["status"] == "illegal"
    banned = [f for f in deck["findings"] if f["code"] == "MG105"]
    assert [(f["card"], f["zone"], f["rule"]) for f in banned] == [("Lutri, the Spellchaser", "companion", "100.6")]
    assert banned[0]["message"] == "'Lutri, the Spellchaser' is banned as a companion in commander since 2026-02-09."
    in_deck = verdict("arena", "commander", "2026-02-09", [*lands[:1], (97, "Forest"), (1, "Lutri, the Spellchaser")],
                      commander=[(1, "Kenrith, the Returned King")])
    assert in_deck["legal"] is True, in_deck["findings"]
    before = verdict("arena", "commander", "2026-02-08", [*lands[:1], (97, "Forest"), (1, "Lutri, the Spellchaser")],
                     commander=[(1, "Kenrith, the Returned King")])
    assert codes(before) == [("MG105", "Lutri, the Spellchaser")]


def test_a_background_stands_beside_a_commander_that_chooses_one():
    lands = [(98, "Forest")]
    paired = verdict("arena", "commander", "2024-09-01", lands,
                     commander=[(1, "Wilson, Refined Grizzly"), (1, "Acolyte of Bahamut")])
    assert paired["legal"] is True, paired["findings"]
    alone = verdict("arena", "commander", "2024-09-01", [(99, "Forest")], commander=[(1, "Acolyte of Bahamut")])
    assert ("MG204", "Acolyte of Bahamut") in codes(alone)

"""The one resolver every feature uses: names, titles, codes, spellings, suggestions."""

from __future__ import annotations

import re

import pytest

from support import DECKLISTS


@pytest.mark.parametrize(
    "written,expected",
    [
        ("Jinx, Rebel", "Jinx, Rebel"),
        ("Jinx - Rebel", "Jinx, Rebel"),
        ("jinx rebel", "Jinx, Rebel"),
        ("  JINX,   REBEL ", "Jinx, Rebel"),
        ("Kai'sa, Survivor", "Kai'Sa, Survivor"),
        ("Kai\u2019Sa, Survivor", "Kai'Sa, Survivor"),
        ("Kaisa Survivor", "Kai'Sa, Survivor"),
        ("Loose Cannon", "Jinx, Loose Cannon"),
        ("Jinx, Loose Cannon", "Jinx, Loose Cannon"),
        ("Lillia - Bashful Bloom", "Lillia, Bashful Bloom"),
        ("Calm Rune", "Calm Rune"),
    ],
)
def test_names_resolve_however_they_are_written(resolver, written, expected):
    assert resolver.resolve(written).card.name == expected


@pytest.mark.parametrize(
    "code,expected_card,expected_printing",
    [
        ("OGN-202", "Jinx, Rebel", "OGN-202"),
        ("OGN-202a", "Jinx, Rebel", "OGN-202a"),
        ("ogn-202a-298", "Jinx, Rebel", "OGN-202a"),
        ("OGN-202-1", "Jinx, Rebel", "OGN-202"),
        ("OGN-202-2", "Jinx, Rebel", "OGN-202a"),
        ("ogn-299-298", "Kai'Sa, Daughter of the Void", "OGN-299"),
        ("VEN-SP1", "Kai'Sa, Survivor", "VEN-SP1"),
        ("ven-r01", "Fury Rune", "VEN-R01"),
        ("Charm [OGN-043]", "Charm", "OGN-043"),
        ("Lillia - Fae Fawn [UNL-082]", "Lillia, Fae Fawn", "UNL-082"),
    ],
)
def test_collector_codes_name_the_card_and_printing(resolver, code, expected_card, expected_printing):
    found = resolver.resolve(code)
    assert found.card.name == expected_card
    assert found.printing.code == expected_printing


def test_a_signed_code_without_a_signed_printing_still_names_the_card(resolver):
    assert resolver.resolve("OGN-202*").card.name == "Jinx, Rebel"


def test_rune_numbers_name_the_basic_rune_in_every_set(resolver):
    assert resolver.resolve("SFD-R02").card.name == "Calm Rune"
    assert resolver.resolve("UNL-R05a").card.name == "Chaos Rune"


def test_the_bracketed_code_decides_over_the_name(resolver):
    assert resolver.resolve("Jinx, Rebel [OGN-043]").card.name == "Charm"


def test_every_printing_of_a_name_resolves_to_the_same_card(db, resolver):
    card = db.get("Jinx, Rebel")
    assert {resolver.resolve(p.code).card.name for p in card.printings} == {"Jinx, Rebel"}


def test_unknown_names_get_close_suggestions(resolver):
    assert resolver.resolve("Jinxx, Rebl").card is None
    suggestions = resolver.suggest("Jinxx, Rebl")
    assert suggestions[0] == "Jinx, Rebel"
    assert len(suggestions) <= 3


def test_nonsense_gets_no_card(resolver):
    assert resolver.resolve("zzzzqqqq").card is None


def _names_in(path):
    for line in path.read_text(encoding="utf-8").splitlines():
        match = re.match(r"^(\d+)\s+(.+)$", line.strip())
        if match and not line.startswith("#"):
            yield match[2]


@pytest.mark.parametrize("path", sorted(DECKLISTS.glob("0*.txt")), ids=lambda p: p.name[:3])
def test_every_card_name_in_the_shared_decklists_resolves(resolver, path):
    unresolved = [name for name in _names_in(path) if resolver.resolve(name).card is None]
    assert unresolved == []


def test_a_variant_the_data_does_not_list_names_the_card_and_keeps_the_printing_as_written(resolver):
    from riftcheck.games.riftbound.cards.model import Printing

    found = resolver.by_code("OGN-044b")
    assert found.card.name == "Clockwork Keeper"
    assert found.printing == Printing(code="OGN-044b", set="OGN", number="044", variant="b")
    signed = resolver.by_code("ogn-44s")  # "s" is how some tools write the signed star
    assert signed.card.name == "Clockwork Keeper"
    assert signed.printing == Printing(code="OGN-044*", set="OGN", number="044", variant="*")


def test_a_listed_variant_keeps_the_datas_own_printing(resolver):
    found = resolver.by_code("OGN-202A")
    assert (found.card.name, found.printing.code, found.printing.rarity) == ("Jinx, Rebel", "OGN-202a", "Showcase")


@pytest.mark.parametrize("number, rune", [("R01", "Fury Rune"), ("R02", "Calm Rune"), ("R03", "Mind Rune"),
                                          ("R04", "Body Rune"), ("R05", "Chaos Rune"), ("R06", "Order Rune")])
def test_a_rune_printing_of_a_set_the_data_lacks_is_the_basic_rune_of_its_number(resolver, number, rune):
    from riftcheck.games.riftbound.cards.model import Printing

    found = resolver.by_code(f"XYZ-{number}")
    assert found.card.name == rune and found.card.type == "Rune"
    assert found.printing == Printing(code=f"XYZ-{number}", set="XYZ", number=number, variant="")
    assert resolver.by_code("XYZ-R07") is None and resolver.by_code("XYZ-007") is None


@pytest.mark.parametrize("index, code", [(1, "OGN-202"), (2, "OGN-202a"), (3, "OGN-202b"), (0, "OGN-202"),
                                         (4, "OGN-202"), (9, "OGN-202")])
def test_a_tabletop_simulator_index_picks_the_printing_of_that_number_else_the_base_one(resolver, index, code):
    found = resolver.by_code(f"OGN-202-{index}")
    assert (found.card.name, found.printing.code) == ("Jinx, Rebel", code)


def test_an_unknown_bracketed_code_leaves_the_name_to_decide(resolver):
    assert resolver.resolve("Charm [XYZ-999]").card.name == "Charm"
    assert resolver.resolve("Charm (OGN-043)").card.name == "Charm"


def test_resolving_unknown_names_searches_no_suggestions_until_asked(db, monkeypatch):
    """"Did you mean" costs a search each; the checker asks for a few per deck
    (riftcheck.games.riftbound.rules.unknown_card), resolving asks for none."""
    from riftcheck.games.riftbound.cards import resolve, suggest

    searched = []
    real = suggest.NameIndex._search
    monkeypatch.setattr(suggest.NameIndex, "_search", lambda self, query, limit: searched.append(query)
                        or real(self, query, limit))
    fresh = resolve.Resolver(db)
    assert all(fresh.resolve(written).card is None for written in ("Jinxx, Rebl", "Jinx, Rebl", "Jnx, Rebel"))
    assert searched == []
    assert fresh.suggest("Jinxx, Rebl")[0] == "Jinx, Rebel" and len(searched) == 1


def _decklist(zones: dict, **fields):
    from riftcheck.games.riftbound.decklist.model import Decklist, Entry

    decklist = Decklist(source="deck.txt", input_format="test", **fields)
    line = 0
    for zone, written in zones.items():
        for count, text, code in written:
            line += 1
            decklist.add(zone, Entry(count, text, line, code))
    return decklist


def test_a_resolved_deck_keeps_the_lists_name_player_team_and_unknown_keys(resolver):
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    decklist = _decklist({"main": [(3, "Charm", None)]}, name="Tempo", player="Ann", team="Blue", more_unknown_keys=4)
    deck = resolve_deck(decklist, resolver)
    assert (deck.name, deck.player, deck.team, deck.more_unknown_keys) == ("Tempo", "Ann", "Blue", 4)


def test_a_code_names_the_printing_of_the_entry(resolver):
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    deck = resolve_deck(_decklist({"main": [(2, "Jinx, Rebel", "OGN-202a")]}), resolver)
    [item] = deck.cards("main")
    assert (item.card.name, item.printing.code, item.entry.line) == ("Jinx, Rebel", "OGN-202a", 1)


def test_the_champions_copy_counted_in_main_is_taken_from_an_entry_of_its_printing(resolver):
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    decklist = _decklist({"legend": [(1, "Jinx, Loose Cannon", None)], "champion": [(1, "Jinx, Rebel", "OGN-202a")],
                          "main": [(1, "Jinx, Rebel", "OGN-202"), (1, "Jinx, Rebel", "OGN-202a"), (3, "Stupefy", None)]},
                         champion_in_main=True)
    deck = resolve_deck(decklist, resolver)
    main = [(item.count, item.card.name, item.printing.code if item.printing else None) for item in deck.cards("main")]
    assert main == [(1, "Jinx, Rebel", "OGN-202"), (3, "Stupefy", None)]
    [champion] = deck.cards("champion")
    assert champion.printing.code == "OGN-202a"


def test_an_inferred_champion_keeps_the_printing_it_was_listed_with(resolver):
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    decklist = _decklist({"legend": [(1, "Jinx, Loose Cannon", None)], "main": [(2, "Jinx, Rebel", "OGN-202a")]})
    deck = resolve_deck(decklist, resolver)
    [champion] = deck.cards("champion")
    assert (champion.count, champion.card.name, champion.printing.code, champion.entry.line) == (
        1, "Jinx, Rebel", "OGN-202a", 2)
    assert [(item.count, item.printing.code) for item in deck.cards("main")] == [(1, "OGN-202a")]


def test_blank_battlefields_are_read_only_in_limited_play_and_keep_their_line(resolver):
    from riftcheck.games.riftbound.decklist.model import BLANK_BATTLEFIELD
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    decklist = _decklist({"battlefields": [(1, "Targon's Peak", None), (2, BLANK_BATTLEFIELD, None)]})
    limited = resolve_deck(decklist, resolver, blank_battlefields=True)
    assert [(item.card.name, item.entry.line) for item in limited.cards("battlefields")] == [
        ("Targon's Peak", 1), (BLANK_BATTLEFIELD, 2)]
    constructed = resolve_deck(decklist, resolver)
    assert [item.card is None for item in constructed.cards("battlefields")] == [False, True]


def test_a_pool_file_with_a_pool_section_gives_only_that_section(resolver):
    from riftcheck.games.riftbound.decklist.model import POOL
    from riftcheck.games.riftbound.resolve_deck import resolve_pool

    sheet = _decklist({"main": [(3, "Stupefy", None)], POOL: [(2, "Charm", None), (1, "Jinx, Rebel", None)]})
    assert [(item.count, item.card.name) for item in resolve_pool([sheet], resolver)] == [(2, "Charm"), (1, "Jinx, Rebel")]
    plain = _decklist({"main": [(3, "Stupefy", None)], "sideboard": [(1, "Charm", None)]})
    assert [(item.count, item.card.name) for item in resolve_pool([plain], resolver)] == [(3, "Stupefy"), (1, "Charm")]


def test_a_code_the_data_lacks_keeps_its_trailing_number_as_written(resolver):
    from riftcheck.games.riftbound.cards.model import Printing

    assert resolver.by_code("OGN-044b-12").printing == Printing("OGN-044b-12", "OGN", "044", "b")
    rune = resolver.by_code("XYZ-R02-123")
    assert (rune.card.name, rune.printing) == ("Calm Rune", Printing("XYZ-R02-123", "XYZ", "R02", ""))


def test_a_name_found_is_no_near_miss_and_names_no_other_card(resolver):
    found = resolver.resolve("Stupefy")
    assert (found.card.name, found.printing, found.near_miss, found.named, found.alias) == ("Stupefy", None, False,
                                                                                             None, None)


def test_a_code_and_a_name_of_another_card_keep_the_codes_printing_and_name_the_other_card(resolver):
    found = resolver.resolve("Stupefy", "OGN-202a")
    assert (found.card.name, found.printing.code, found.named.name) == ("Jinx, Rebel", "OGN-202a", "Stupefy")


def test_a_reference_is_resolved_once_and_remembered(resolver):
    assert resolver.resolve("Hidden Blade") is resolver.resolve("Hidden Blade")


def test_past_the_memo_limit_a_reference_is_resolved_again_each_time(db, monkeypatch):
    from riftcheck.games.riftbound.cards import resolve

    monkeypatch.setattr(resolve, "MEMO_LIMIT", 1)
    fresh = resolve.Resolver(db)
    assert fresh.resolve("Stupefy") is fresh.resolve("Stupefy")  # the first is remembered
    assert fresh.resolve("Charm") is not fresh.resolve("Charm")  # the memo is full
    assert fresh.resolve("Charm").card.name == "Charm"


def test_did_you_mean_offers_three_names_unless_asked_for_more(resolver):
    assert len(resolver.suggest("Rune")) == 3
    assert len(resolver.suggest("Rune", 5)) == 5


def _aliased(db, monkeypatch, tmp_path, aliases: str):
    from riftcheck.games.riftbound.cards.resolve import Resolver

    (tmp_path / "card-aliases.yaml").write_text(aliases, encoding="utf-8")
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path))
    return Resolver(db)


def test_an_alias_of_the_users_file_resolves_to_its_card_and_keeps_the_alias(db, monkeypatch, tmp_path):
    aliased = _aliased(db, monkeypatch, tmp_path, "aliases:\n  ดีฟาย: Defy\n  Stupefy: Charm\n")
    found = aliased.resolve("ดีฟาย")
    assert (found.card.name, found.alias, found.near_miss) == ("Defy", "ดีฟาย", False)
    assert aliased.resolve("  ดีฟาย ").alias == "ดีฟาย"
    assert (aliased.resolve("Stupefy").card.name, aliased.resolve("Stupefy").alias) == ("Stupefy", None)


def test_an_alias_naming_no_card_leaves_the_name_unknown_and_says_so(db, monkeypatch, tmp_path, capsys):
    aliased = _aliased(db, monkeypatch, tmp_path, "aliases:\n  ดีฟาย: Deffy Deffy\n")
    found = aliased.resolve("ดีฟาย")
    assert (found.card, found.alias) == (None, None)
    assert "your card alias “ดีฟาย” names “Deffy Deffy”, which is no card riftcheck knows" in capsys.readouterr().err


def test_without_an_aliases_file_an_unknown_name_has_no_alias(db, monkeypatch, tmp_path):
    from riftcheck.games.riftbound.cards.resolve import Resolver

    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path))
    found = Resolver(db).resolve("ดีฟาย")
    assert (found.card, found.alias) == (None, None)

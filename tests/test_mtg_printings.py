"""Set legality and rarity need printings: without an imported AtomicCards file a standard,
pioneer, modern or pauper deck is never legal; with one, its legalities decide."""

from __future__ import annotations

import pytest

from mtg_forms import FORMS, filename, filler, write
from support import REPO
from riftcheck import api
from riftcheck.games.mtg import importer

ATOMIC = REPO / "tests" / "fixtures" / "mtg" / "AtomicCards-small.json"
FILE_DAY = "2024-08-20"  # the fixture's meta.date


@pytest.fixture
def printings(tmp_path, monkeypatch):
    """An AtomicCards file imported into a user data folder of the test's own."""
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path))
    importer.import_file(ATOMIC, None)
    api.forget()
    yield tmp_path
    api.forget()


@pytest.fixture
def no_printings(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path))
    api.forget()
    yield
    api.forget()


def deck_of(form, fmt, day, main, sideboard=()):
    [deck] = api.check_text(write(form, main, sideboard), format=fmt, as_of=day, game="mtg",
                            filename=filename(form))["decks"]
    return deck


def codes(deck):
    return sorted((f["code"], f["card"]) for f in deck["findings"])


BURN = [(4, "Lightning Bolt"), *filler(56)]


@pytest.mark.parametrize("fmt", ["standard", "pioneer", "modern", "pauper"])
def test_without_printings_a_deck_is_unconfirmed_never_legal(no_printings, fmt):
    deck = deck_of("arena", fmt, FILE_DAY, BURN)
    assert deck["legal"] is False and deck["status"] == "unconfirmed"
    assert ("MG004", None) in codes(deck)
    assert "riftcheck import --game mtg" in deck["findings"][0]["hint"]


@pytest.mark.parametrize("form", FORMS)
def test_with_printings_modern_burn_is_legal_and_pioneer_is_not(printings, form):
    assert deck_of(form, "modern", FILE_DAY, BURN)["legal"] is True
    pioneer = deck_of(form, "pioneer", FILE_DAY, BURN)
    assert codes(pioneer) == [("MG106", "Lightning Bolt")]


@pytest.mark.parametrize("form", FORMS)
def test_pauper_takes_commons_as_the_printings_say(printings, form):
    assert deck_of(form, "pauper", FILE_DAY, [(4, "Counterspell"), *filler(56, basic="Island")])["legal"] is True
    uncommon = deck_of(form, "pauper", FILE_DAY, [(4, "Abundant Harvest"), *filler(56, basic="Forest")])
    assert codes(uncommon) == [("MG106", "Abundant Harvest")]


def test_a_card_the_printings_do_not_list_is_unconfirmed(printings):
    deck = deck_of("arena", "modern", FILE_DAY, [(4, "Negate"), *filler(56, basic="Island")])
    assert codes(deck) == [("MG004", "Negate")] and deck["legal"] is False


def test_printings_speak_only_for_dates_on_or_shortly_after_their_own(printings):
    before = deck_of("arena", "modern", "2024-08-19", BURN)
    assert codes(before) == [("MG004", None)] and "after the checked date" in before["findings"][0]["message"]
    stale = deck_of("arena", "modern", "2024-09-30", BURN)
    assert ("MG004", None) in codes(stale)


def test_modern_ban_from_dated_data_before_and_after_its_date(printings):
    deck = [(1, "Grief"), *filler(59, basic="Swamp")]
    assert deck_of("dek", "modern", "2024-08-25", deck)["legal"] is True
    banned = deck_of("dek", "modern", "2024-08-26", deck)
    assert codes(banned) == [("MG105", "Grief")]


def test_un_card_is_for_casual_play_only(printings):
    deck = [(1, "Mox Lotus"), *filler(59)]
    assert codes(deck_of("arena", "legacy", "2022-01-20", deck)) == [("MG106", "Mox Lotus")]
    assert deck_of("arena", "casual", "2022-01-20", deck)["legal"] is True


def test_after_the_recorded_ban_list_a_deck_is_unconfirmed(no_printings):
    deck = deck_of("arena", "legacy", "2026-12-01", BURN)
    assert codes(deck) == [("MG005", None)] and deck["legal"] is False and deck["status"] == "unconfirmed"
    assert "2022-01-25" in deck["findings"][0]["message"]


def test_a_recent_printings_file_covers_bans_after_the_record():
    """Past legacy's record (2022-01-25) an imported file's Banned marks apply. The printings
    here are made up for the test: they mark Lightning Bolt banned in legacy."""
    import datetime

    from riftcheck.games.mtg import formats, rules
    from riftcheck.games.mtg.cards import Printings, load_index
    from riftcheck.games.mtg.deck import MagicContext, resolve
    from riftcheck.games.mtg.decklist import read

    made_up = Printings("2024-08-20", {name: {"legalities": {"legacy": status}, "printings": ["M11"]}
                                       for name, status in (("Lightning Bolt", "Banned"), ("Mountain", "Legal"))})
    data = formats.load()
    day = datetime.date(2024, 8, 21)
    context = MagicContext(formats.get("legacy"), day, load_index(), made_up, data.banlists["legacy"].on(day),
                           data.banlists["legacy"])
    deck = resolve(read(write("arena", BURN).encode(), "deck.txt"), context.cards, "constructed")
    found = [(f.code, f.card, f.params.get("source")) for f in rules.run(deck, context)]
    assert found == [("MG105", "Lightning Bolt", "MTGJSON AtomicCards of 2024-08-20")]
    context_before = MagicContext(formats.get("legacy"), datetime.date(2022, 1, 20), load_index(), made_up,
                                  data.banlists["legacy"].on(datetime.date(2022, 1, 20)), data.banlists["legacy"])
    assert [f.code for f in rules.run(deck, context_before)] == []

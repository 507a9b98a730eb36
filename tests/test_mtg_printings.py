"""Set legality, rarity and "printed by then" come from riftcheck's shipped card pool
(data/mtg/sets.tsv, printings.tsv.gz): a standard, pioneer, modern or pauper deck of cards it
lists is decided without any import. A card the pool does not list is unconfirmed, unless an
imported AtomicCards file that speaks for the checked date lists it; a malformed file is refused
and replaces nothing."""

from __future__ import annotations

import json

import pytest

from mtg_forms import FORMS, filename, filler, write
from support import REPO, run_cli
from riftcheck import api
from riftcheck.games.mtg import importer

ATOMIC = REPO / "tests" / "fixtures" / "mtg" / "AtomicCards-small.json"
FILE_DAY = "2024-08-20"  # the fixture's meta.date
NOT_IN_POOL = "Adaptive Armorer"  # in the oracle card table, in none of the pool's sources


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
    yield tmp_path
    api.forget()


def deck_of(form, fmt, day, main, sideboard=()):
    [deck] = api.check_text(write(form, main, sideboard), format=fmt, as_of=day, game="mtg",
                            filename=filename(form))["decks"]
    return deck


def codes(deck):
    return sorted((f["code"], f["card"]) for f in deck["findings"])


BURN = [(4, "Lightning Bolt"), *filler(56)]


@pytest.mark.parametrize("form", FORMS)
def test_without_an_import_modern_burn_is_legal_and_pioneer_burn_is_not(no_printings, form):
    assert deck_of(form, "modern", FILE_DAY, BURN)["legal"] is True
    pioneer = deck_of(form, "pioneer", FILE_DAY, BURN)  # Lightning Bolt: no printing in a Pioneer set
    assert codes(pioneer) == [("MG106", "Lightning Bolt")] and pioneer["status"] == "illegal"


@pytest.mark.parametrize("form", FORMS)
def test_pauper_takes_cards_printed_at_common(no_printings, form):
    assert deck_of(form, "pauper", FILE_DAY, [(4, "Counterspell"), *filler(56, basic="Island")])["legal"] is True
    sol_ring = deck_of(form, "pauper", FILE_DAY, [(1, "Sol Ring"), *filler(59, basic="Island")])
    assert codes(sol_ring) == [("MG106", "Sol Ring")]  # its one common printing (30A) is no tournament card


def test_standard_takes_the_sets_of_the_period_in_force(no_printings):
    elves = [(4, "Llanowar Elves"), *filler(56, basic="Forest")]
    assert deck_of("arena", "standard", "2026-12-07", elves)["legal"] is True  # Foundations (FDN)
    assert codes(deck_of("arena", "standard", "2024-08-20", elves)) == [("MG106", "Llanowar Elves")]
    after = deck_of("arena", "standard", "2027-01-10", elves)
    assert after["status"] == "unconfirmed"


def test_a_card_printed_after_the_checked_date_is_never_legal(no_printings):
    deck = [(4, "Orcish Bowmasters"), *filler(56, basic="Swamp")]
    early = deck_of("arena", "legacy", "2022-01-01", deck)
    assert codes(early) == [("MG106", "Orcish Bowmasters")] and "2023-06-23" in early["findings"][0]["message"]
    assert deck_of("arena", "legacy", "2024-01-01", deck)["legal"] is True


def test_a_card_the_pool_does_not_list_is_unconfirmed(no_printings):
    deck = deck_of("arena", "legacy", "2026-12-07", [(1, NOT_IN_POOL), *filler(59, basic="Plains")])
    assert codes(deck) == [("MG004", NOT_IN_POOL)] and deck["status"] == "unconfirmed"


def _atomic(folder, day, cards):
    path = folder / "Atomic.json"
    data = {name: [{"name": name, "legalities": legalities, "printings": ["XYZ"]}] for name, legalities in cards.items()}
    path.write_text(json.dumps({"meta": {"date": day, "version": "5"}, "data": data}), encoding="utf-8")
    return path


def test_an_import_speaks_for_cards_newer_than_the_pool_near_its_own_date(no_printings):
    path = _atomic(no_printings, "2026-12-01", {NOT_IN_POOL: {"legacy": "Legal"}, "Plains": {"legacy": "Legal"}})
    assert importer.import_file(path, None)[0] == "printings"
    api.forget()
    main = [(1, NOT_IN_POOL), *filler(59, basic="Plains")]
    assert deck_of("arena", "legacy", "2026-12-07", main)["legal"] is True
    assert codes(deck_of("arena", "legacy", "2026-11-30", main)) == [("MG004", NOT_IN_POOL)]  # before the file's date


def test_a_malformed_atomic_cards_file_is_refused_and_replaces_nothing(printings):
    kept = (printings / "mtg" / importer.PRINTINGS_NAME).read_bytes()
    for bad in ({"meta": {"version": "5"}, "data": {"Lightning Bolt": [{"legalities": {"legacy": "Legal"}}]}},
                {"meta": {"date": "2026-12-01"}, "data": {}},
                {"meta": {"date": "2026-12-01"}, "data": {"Lightning Bolt": "not a list"}}):
        path = printings / "bad.json"
        path.write_text(json.dumps(bad), encoding="utf-8")
        done = run_cli("import", "--game", "mtg", str(path), env={"RIFTCHECK_DATA": str(printings)})
        assert done.returncode == 2, (bad, done.stdout)
        assert "0 cards" not in done.stdout
        assert (printings / "mtg" / importer.PRINTINGS_NAME).read_bytes() == kept


def test_modern_ban_from_dated_data_before_and_after_its_date(no_printings):
    deck = [(1, "Grief"), *filler(59, basic="Swamp")]
    assert deck_of("dek", "modern", "2024-08-25", deck)["legal"] is True
    banned = deck_of("dek", "modern", "2024-08-26", deck)
    assert codes(banned) == [("MG105", "Grief")]


def test_un_cards_and_digital_cards_are_never_legal_in_a_sanctioned_format(no_printings):
    lotus = [(1, "Mox Lotus"), *filler(59)]
    for fmt in ("legacy", "vintage", "commander"):
        assert ("MG106", "Mox Lotus") in codes(deck_of("arena", fmt, "2026-12-07", lotus)), fmt
    assert deck_of("arena", "casual", "2026-12-07", lotus)["legal"] is True


def test_after_the_recorded_ban_list_a_listed_ban_is_not_applied_and_the_deck_is_unconfirmed(no_printings):
    twin = [(4, "Splinter Twin"), *filler(56)]
    assert deck_of("arena", "modern", "2025-02-01", twin)["legal"] is True  # unbanned 2024-12-16
    assert codes(deck_of("arena", "modern", "2024-12-15", twin)) == [("MG105", "Splinter Twin")]
    later = deck_of("arena", "modern", "2027-01-10", twin)
    assert codes(later) == [("MG005", None)] and later["status"] == "unconfirmed"
    assert "2026-12-07" in later["findings"][0]["message"]
    assert "riftcheck import --game mtg" in later["findings"][0]["hint"]


def test_a_recent_printings_file_covers_bans_after_the_record():
    """Past legacy's record (2026-12-07) an imported file's Banned marks apply. The printings
    here are made up for the test: they mark Lightning Bolt banned in legacy."""
    import datetime

    from riftcheck.games.mtg import formats, pool, rules
    from riftcheck.games.mtg.cards import Printings, load_index
    from riftcheck.games.mtg.deck import MagicContext, resolve
    from riftcheck.games.mtg.decklist import read

    made_up = Printings("2027-01-01", {name: {"legalities": {"legacy": status}, "printings": ["M11"]}
                                       for name, status in (("Lightning Bolt", "Banned"), ("Mountain", "Legal"))})
    data = formats.load()

    def context(day):
        return MagicContext(formats.get("legacy"), day, load_index(), made_up, data.banlists["legacy"].on(day),
                            data.banlists["legacy"], pool=pool.load(), standard=data.standard)

    deck = resolve(read(write("arena", BURN).encode(), "deck.txt"), load_index(), "constructed")
    found = [(f.code, f.card, f.params.get("source")) for f in rules.run(deck, context(datetime.date(2027, 1, 2)))]
    assert found == [("MG105", "Lightning Bolt", "MTGJSON AtomicCards 2027-01-01")]
    assert [f.code for f in rules.run(deck, context(datetime.date(2022, 1, 20)))] == []


def test_your_own_ban_list_file_adds_newer_changes_and_extends_the_record(no_printings):
    twin = [(4, "Splinter Twin"), *filler(56)]
    mine = no_printings / "my-bans.yaml"
    mine.write_text("history_source: my notes\nformats:\n  modern:\n    recorded_until: 2027-02-01\n    changes:\n"
                    "    - date: 2027-01-05\n      source: https://magic.wizards.com/en/news/announcements/example\n"
                    "      banned: [Splinter Twin]\n", encoding="utf-8")
    done = run_cli("import", "--game", "mtg", str(mine), env={"RIFTCHECK_DATA": str(no_printings)})
    assert done.returncode == 0, done.stderr
    api.forget()
    assert deck_of("arena", "modern", "2027-01-04", twin)["legal"] is True
    assert codes(deck_of("arena", "modern", "2027-01-10", twin)) == [("MG105", "Splinter Twin")]
    assert deck_of("arena", "modern", "2027-02-02", twin)["status"] == "unconfirmed"
    misspelt = no_printings / "bad.yaml"
    misspelt.write_text(mine.read_text(encoding="utf-8").replace("Splinter Twin", "Splinter Twim"), encoding="utf-8")
    refused = run_cli("import", "--game", "mtg", str(misspelt), env={"RIFTCHECK_DATA": str(no_printings)})
    assert refused.returncode == 2 and "Splinter Twim" in refused.stderr

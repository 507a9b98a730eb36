"""Magic's dated card pool and the user's imported printings are read through an index kept in
the cache folder (riftcheck.games.mtg.keyed_records): a check reads the records of the cards
its deck names, a changed table or imported file is read again and never served from an old
index, and a name no card has still gets its suggestions."""

from __future__ import annotations

import copy
import json

import pytest

from mtg_forms import filler, write
from riftcheck import api
from riftcheck.engine.cache import clear_cache
from riftcheck.games.mtg import importer, pool, pool_build
from riftcheck.games.mtg.cards import load_printings
from riftcheck.games.mtg.keyed_records import KeyedRecords

NOT_IN_POOL = "Adaptive Armorer"  # in the oracle card table, in none of the pool's sources


@pytest.fixture
def fresh(tmp_path, monkeypatch):
    """A cache folder and a user data folder of the test's own, both empty."""
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path / "data"))
    api.forget()
    yield tmp_path
    api.forget()


def _pool_document(rarity: str, sets: dict[str, str]) -> dict:
    return {"meta": {"built": "2026-12-07", "sources": {}},
            "sets": {code: {"name": code, "date": day, "kind": "expansion", "modern_type": True}
                     for code, day in sets.items()},
            "cards": {"Some Card": [[code, rarity, "x"] for code in sets]}}


def test_a_changed_pool_table_is_read_again_and_not_served_from_its_index(fresh):
    folder = fresh / "pool"
    pool_build.write_pool(_pool_document("C", {"AAA": "2020-01-01"}), folder)
    assert pool.load(folder).printings("Some Card") == (("AAA", "C", False),)
    pool_build.write_pool(_pool_document("R", {"AAA": "2020-01-01", "BBB": "2021-02-03"}), folder)
    changed = pool.load(folder)  # in the same process: the table's stamp changed
    assert changed.printings("Some Card") == (("AAA", "R", False), ("BBB", "R", False))
    assert str(changed.sets["BBB"].date) == "2021-02-03"
    clear_cache()
    assert pool.load(folder).printings("some card") == (("AAA", "R", False), ("BBB", "R", False))  # from the index file


def test_a_pool_index_cut_short_is_built_again(fresh):
    assert pool.load().printings("Lightning Bolt")
    clear_cache()
    (kept,) = (fresh / "cache").glob("mtg-pool-*.index")
    kept.write_bytes(kept.read_bytes()[:-50])
    assert pool.load().casual_only(pool.load().printings("Mox Lotus")) == "funny"
    assert len(pool.load().cards) == 32_918


def test_a_copy_of_the_pool_reads_the_same_printings(fresh):
    shipped = pool.load()
    assert copy.deepcopy(shipped).printings("Lightning Bolt") == shipped.printings("Lightning Bolt")


def _import_atomic(folder, legality: str) -> None:
    path = folder / "Atomic.json"
    data = {name: [{"name": name, "legalities": {"modern": legality}, "printings": ["XYZ"]}]
            for name in (NOT_IN_POOL, "Plains")}
    path.write_text(json.dumps({"meta": {"date": "2026-12-01", "version": "5"}, "data": data}), encoding="utf-8")
    assert importer.import_file(path, None)[0] == "printings"


def _modern_deck() -> dict:
    text = write("arena", [(1, NOT_IN_POOL), *filler(59, basic="Plains")])
    [deck] = api.check_text(text, format="modern", as_of="2026-12-07", game="mtg", filename="deck.txt")["decks"]
    return deck


def test_a_changed_imported_printings_file_changes_the_verdict(fresh):
    _import_atomic(fresh, "Legal")
    assert _modern_deck()["legal"] is True
    _import_atomic(fresh, "Not Legal")
    api.forget()  # the checker api keeps holds what it read; the index in the cache folder is the old file's
    assert [(f["code"], f["card"]) for f in _modern_deck()["findings"]] == [("MG106", NOT_IN_POOL)]


def test_a_changed_imported_printings_file_is_read_again_in_the_same_process(fresh):
    _import_atomic(fresh, "Legal")
    assert load_printings().cards.get(NOT_IN_POOL)["legalities"] == {"modern": "Legal"}
    _import_atomic(fresh, "Not Legal")  # no forget: the file's stamp tells its index is old
    assert load_printings().cards.get(NOT_IN_POOL)["legalities"] == {"modern": "Not Legal"}
    assert load_printings().date == "2026-12-01" and len(load_printings().cards) == 2


def test_a_check_reads_the_records_of_the_cards_its_deck_names_only(fresh, monkeypatch):
    read: list[int] = []
    record = KeyedRecords.record
    monkeypatch.setattr(KeyedRecords, "record", lambda self, number: read.append(number) or record(self, number))
    text = write("arena", [(4, "Lightning Bolt"), (4, "Counterspell"), *filler(52, basic="Island")])
    [deck] = api.check_text(text, format="modern", as_of="2026-12-07", game="mtg", filename="deck.txt")["decks"]
    assert deck["legal"] is True
    assert 3 <= len(read) <= 6  # three names, in the card table and in the pool


def test_a_name_no_card_has_still_gets_suggestions_from_a_new_index(fresh):
    for _ in range(2):  # the index built, then read back from its file
        text = write("arena", [(4, "Lightning Blot"), *filler(56)])
        [deck] = api.check_text(text, format="modern", as_of="2026-12-07", game="mtg", filename="deck.txt")["decks"]
        [finding] = deck["findings"]
        assert finding["code"] == "MG001" and "did you mean Lightning Bolt" in finding["message"]
        api.forget()


def test_the_keys_looked_up_are_remembered_within_a_bound(monkeypatch):
    from riftcheck.games.mtg import keyed_records

    monkeypatch.setattr(keyed_records, "REMEMBERED_KEYS", 2)
    table = KeyedRecords(keyed_records.encode({"bolt": 0, "shock": 1}, [("Lightning Bolt",), ("Shock",)]))
    for name in ("bolt", "no such card", "another miss", "shock"):
        table.get(name)
    assert len(table._found) <= 2
    assert table.get("bolt") == ("Lightning Bolt",) and table.get("shock") == ("Shock",)

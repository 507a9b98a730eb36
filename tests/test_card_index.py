"""The card database read through its index file: the same cards as the card files say, only the
cards asked for built, and never a stale card after a card file changes."""

from __future__ import annotations

import pytest
import yaml

from riftcheck.engine.cache import clear_cache
from riftcheck.games.riftbound.cards.db import build_db, load_db
from riftcheck.games.riftbound.cards.files import card_files
from riftcheck.games.riftbound.cards.resolve import Resolver


@pytest.fixture
def own_data(tmp_path, monkeypatch):
    """A user data folder and a cache folder of the test's own, the process memory emptied."""
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    clear_cache()
    yield tmp_path / "data" / "cards"
    clear_cache()


def _card_file(folder, name: str, might: int) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ZZT.yaml").write_text(yaml.safe_dump({
        "set": "ZZT", "name": "Test Set", "source": "made up for this test",
        "cards": [{"name": name, "type": "Unit", "supertypes": [], "domains": ["Calm"], "tags": [], "keywords": [],
                   "energy": 2, "power": 0, "might": might,
                   "printings": [{"code": "ZZT-001", "rarity": "Common"}]}],
    }), encoding="utf-8")


def test_every_card_read_through_the_index_is_the_card_the_files_build(own_data):
    built, indexed = build_db(card_files()), load_db()
    assert [card.name for card in indexed.cards] == [card.name for card in built.cards]
    for mine, theirs in zip(indexed.cards, built.cards):
        assert [getattr(mine, name) for name in mine.__slots__] == [getattr(theirs, name) for name in theirs.__slots__]
    assert dict(indexed.by_key) == built.by_key and dict(indexed.by_loose_key) == built.by_loose_key
    assert dict(indexed.by_code) == built.by_code
    assert (indexed.sets, indexed.files, indexed.refused) == (built.sets, built.files, built.refused)


def test_the_same_card_is_one_object_by_name_and_by_code(own_data):
    load_db()  # builds the index file
    clear_cache()
    db = load_db()  # read back from it
    assert db.get("Jinx, Rebel") is db.by_code["OGN-202"][0]


def test_a_deck_s_cards_are_built_and_no_others(own_data):
    load_db()
    clear_cache()
    db = load_db()
    resolver = Resolver(db)
    for name in ("Jinx, Rebel", "Loose Cannon", "OGN-007"):
        assert resolver.resolve(name).card is not None
    assert len(db._built) <= 3 < len(db.by_key)


def test_a_changed_user_card_file_is_read_again_at_the_next_start(own_data):
    _card_file(own_data, "Quiet Tester", might=2)
    assert load_db().get("Quiet Tester").might == 2
    clear_cache()  # what a new process starts with: the index file only
    _card_file(own_data, "Quiet Tester", might=5)
    assert load_db().get("Quiet Tester").might == 5
    clear_cache()
    _card_file(own_data, "Louder Tester", might=5)
    db = load_db()
    assert db.get("Quiet Tester") is None and db.get("Louder Tester").might == 5
    assert db.by_code["ZZT-001"][0].name == "Louder Tester"


def test_an_index_file_cut_short_is_built_again(own_data, tmp_path):
    load_db()
    clear_cache()
    for index in (tmp_path / "cache").glob("cards-*.index"):
        index.write_bytes(index.read_bytes()[:-100])
    assert load_db().get("Jinx, Rebel").is_champion_unit

"""Magic's card table searched through its name index: every card by its name and aliases, as
the table says, and nothing else."""

from __future__ import annotations

import copy

import pytest

from riftcheck.engine.cache import clear_cache
from riftcheck.games.mtg.cards import load_index, table_path
from riftcheck.games.mtg.name_index import NameIndex, encode
from riftcheck.games.mtg.table import MagicCard, read_table

SOL_RING = MagicCard("Sol Ring", "Artifact", "", "normal", None, "")
REVERSIBLE = MagicCard("Sol Ring // Sol Ring", "Artifact // Artifact", "", "reversible_card", None, "")
BOLT = MagicCard("Lightning Bolt", "Instant", "R", "normal", None, "")
AETHER = MagicCard("Æther Vial", "Artifact", "", "normal", None, "")


@pytest.fixture
def small():
    return NameIndex(encode([(REVERSIBLE, ["Sol Ring"]), (BOLT, ["Bolt of Lightning"]), (SOL_RING, []),
                             (AETHER, ["Aether Vial"])]))


def test_a_card_is_found_by_its_name_in_any_casing_spacing_or_ligature(small):
    assert small.find("lightning  BOLT") == BOLT
    assert small.find("Aether Vial") == AETHER and small.find("Æther Vial") == AETHER
    assert small.find("Bolt of Lightning") == BOLT


def test_a_card_s_own_name_wins_over_another_card_s_alias(small):
    assert small.find("Sol Ring") == SOL_RING
    assert small.find("Sol Ring // Sol Ring") == REVERSIBLE


def test_no_card_is_found_for_a_name_no_card_has(small):
    assert small.find("Lightning Bol") is None and small.find("Zzzz") is None and small.find("") is None
    assert len(small) == 4


def test_a_copy_reads_the_same_cards(small):
    assert copy.deepcopy(small).find("Lightning Bolt") == BOLT


def test_every_card_of_the_shipped_table_is_found_by_its_name(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path))
    clear_cache()
    cards = read_table(table_path())
    index = load_index()
    assert len(index) == len(cards)
    assert all(index.find(card.name) == card for card, _aliases in cards[::97])
    assert index.find("Lightning Bolt").identity == "R"


def test_an_index_file_cut_short_is_built_again(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path))
    clear_cache()
    load_index()
    clear_cache()
    (kept,) = tmp_path.glob("mtg-cards-*.index")
    kept.write_bytes(kept.read_bytes()[:-50])
    assert load_index().find("Counterspell").identity == "U"
    clear_cache()

"""The shipped dated card pool (data/mtg/sets.tsv, printings.tsv.gz): what it covers, facts
about a few cards written by hand from their sets' release dates, and its importer refusing a
malformed printings file without touching the tables it would replace."""

from __future__ import annotations

import datetime
import json

import pytest

from riftcheck.games.mtg import pool, pool_build


@pytest.fixture(scope="module")
def shipped():
    loaded = pool.load()
    assert loaded is not None
    return loaded


def test_the_pool_covers_every_listed_card_and_its_newest_set_is_star_trek(shipped):
    assert len(shipped.cards) == 32_918 and len(shipped.sets) == 601
    newest = shipped.newest_set()
    assert (newest.code, newest.date) == ("TRK", datetime.date(2026, 11, 20))
    assert any("magefree/mage" in line for line in shipped.header)  # where it was built from


def test_a_cards_first_printing_and_kind(shipped):
    bowmasters = shipped.printings("Orcish Bowmasters")
    assert shipped.first_printed(bowmasters) == (datetime.date(2023, 6, 23), True)  # LTR
    assert shipped.casual_only(shipped.printings("Mox Lotus")) == "funny"  # Unhinged
    assert shipped.casual_only(shipped.printings("Lightning Bolt")) is None
    # Double-faced cards are found by their full name or their front face.
    assert shipped.printings("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki") == shipped.printings(
        "Fable of the Mirror-Breaker")


def test_modern_sets_start_with_eighth_edition_and_pauper_counts_commons(shipped):
    day = datetime.date(2026, 12, 7)
    assert "8ED" in shipped.modern_sets() and "7ED" not in shipped.modern_sets()
    assert shipped.in_sets(shipped.printings("Lightning Bolt"), shipped.modern_sets(), day)  # M10, M11
    assert not shipped.in_sets(shipped.printings("Sol Ring"), shipped.modern_sets(), day)
    assert shipped.common_by(shipped.printings("Counterspell"), day)
    assert not shipped.common_by(shipped.printings("Sol Ring"), day)


def _document():
    return {"meta": {"built": "2026-12-07", "sources": {}},
            "sets": {"AAA": {"name": "A", "date": "2020-01-01", "kind": "expansion", "standard_type": True}},
            "cards": {"Some Card": [["AAA", "C", "x"]]}}


@pytest.mark.parametrize("broken", [
    lambda d: d["sets"]["AAA"].pop("date"),
    lambda d: d["sets"]["AAA"].update(kind="imaginary"),
    lambda d: d["cards"].update({"Other Card": [["ZZZ", "C", "x"]]}),
    lambda d: d["cards"].clear(),
])
def test_a_malformed_printings_file_is_refused_and_the_tables_stay(tmp_path, broken):
    assert pool_build.write_pool(_document(), tmp_path)[1] == 1
    before = {name: (tmp_path / name).read_bytes() for name in (pool_build.SETS_NAME, pool_build.PRINTINGS_NAME)}
    document = json.loads(json.dumps(_document()))
    broken(document)
    with pytest.raises(ValueError, match="Nothing was replaced"):
        pool_build.write_pool(document, tmp_path)
    assert {name: (tmp_path / name).read_bytes() for name in before} == before

"""Sets riftcheck's card pool holds only part of (data/mtg/partial_sets.yaml): while one is in a
format's card pool on the checked date, a card the pool finds in none of the format's sets (in
pauper: at common in none) is unconfirmed, its message naming each such set with the cards held
of its size; before any such set came out, the same deck gets its confident verdict. A card found
in the format stays legal, a banned card stays banned, and a pool of another build is not marked.

The counts are the printings file's own (its SOURCE.md, coverage checked 2026-12-07): Reality
Fracture (FRA, 2026-10-02) 24 of 305 cards, Avatar: The Last Airbender (TLA, 2025-11-21, the
first partial set) 356 of 358; the Zeta set's downshifts, in Pauper from 2026-09-07, none."""

from __future__ import annotations

import datetime
import json
from types import SimpleNamespace

import jsonschema
import pytest
import yaml

from mtg_forms import filler, write
from support import REPO
from riftcheck import api
from riftcheck.games.mtg import partial_sets, pool

DATA = REPO / "src" / "riftcheck" / "data"
DOCUMENT = yaml.safe_load((DATA / "mtg" / "partial_sets.yaml").read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def no_import(tmp_path, monkeypatch):
    """No imported AtomicCards file: the shipped pool alone speaks."""
    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path))
    api.forget()
    yield
    api.forget()


def deck_of(fmt, day, main, lang="en"):
    [deck] = api.check_text(write("arena", main), format=fmt, as_of=day, game="mtg", lang=lang)["decks"]
    return deck


def codes(deck):
    return sorted((f["code"], f["card"]) for f in deck["findings"])


def test_the_file_validates_and_describes_the_shipped_pool():
    document = json.loads(json.dumps(DOCUMENT, default=lambda value: value.isoformat()))
    schema = json.loads((DATA / "schema" / "mtg-partial-sets.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()).validate(document)
    shipped = pool.load()
    assert shipped.built() == str(DOCUMENT["pool_built"]) == "2026-12-07"
    assert set(DOCUMENT["sets"]) <= set(shipped.sets)
    assert DOCUMENT["sets"]["FRA"] == {"held": 24, "size": 305} and DOCUMENT["sets"]["TRK"] == {"held": 65, "size": 276}


SOL_RING = [(1, "Sol Ring"), *filler(59, basic="Island")]  # never printed at common


def test_a_pauper_card_with_no_common_printing_held_is_unconfirmed_while_a_partial_set_counts():
    deck = deck_of("pauper", "2026-12-07", SOL_RING)
    assert deck["status"] == "unconfirmed" and deck["legal"] is False
    assert codes(deck) == [("MG004", "Sol Ring")]
    [finding] = deck["findings"]
    assert "FRA (24 of its 305 cards)" in finding["message"] and "Zeta set (none of its cards)" in finding["message"]
    assert "by hand" in finding["hint"] and "riftcheck import --game mtg" in finding["hint"]
    [thai] = deck_of("pauper", "2026-12-07", SOL_RING, lang="th")["findings"]
    assert "FRA (มี 24 จาก 305 ใบ)" in thai["message"] and "common" in thai["message"]


def test_the_zeta_downshifts_count_for_pauper_from_their_first_day():
    [finding] = deck_of("pauper", "2026-09-07", SOL_RING)["findings"]
    assert finding["code"] == "MG004" and "Zeta set" in finding["message"]
    assert "FRA" not in finding["message"]  # out on 2026-10-02


def test_before_any_partial_set_the_pauper_verdict_is_confident():
    deck = deck_of("pauper", "2025-11-20", SOL_RING)
    assert codes(deck) == [("MG106", "Sol Ring")] and deck["status"] == "illegal"


@pytest.mark.parametrize("fmt, card, basic, before", [
    ("pioneer", "Lightning Bolt", "Mountain", "2025-11-20"),  # no Pioneer printing held
    ("modern", "Sol Ring", "Island", "2025-11-20"),  # no Modern printing held
    ("standard", "Counterspell", "Island", "2025-08-05"),  # in none of Standard's sets since 2001
])
def test_a_card_known_only_from_older_sets_is_unconfirmed_while_a_partial_set_is_in_the_pool(fmt, card, basic, before):
    main = [(4, card), *filler(56, basic=basic)]
    deck = deck_of(fmt, "2026-12-07", main)
    assert codes(deck) == [("MG004", card)] and deck["status"] == "unconfirmed"
    message = deck["findings"][0]["message"]
    assert "TLA (356 of its 358 cards)" in message and "TRK (65 of its 276 cards)" in message
    assert "Zeta" not in message and "MSC" not in message  # Pauper's and Commander products' gaps are not these formats'
    confident = deck_of(fmt, before, main)
    assert codes(confident) == [("MG106", card)] and confident["status"] == "illegal"


def test_a_card_found_in_the_format_stays_legal_and_a_banned_card_stays_banned():
    assert deck_of("modern", "2026-12-07", [(4, "Lightning Bolt"), *filler(56)])["legal"] is True
    assert deck_of("standard", "2026-12-07", [(4, "Llanowar Elves"), *filler(56, basic="Forest")])["legal"] is True
    narcomoeba = deck_of("pauper", "2026-12-07", [(4, "Narcomoeba"), *filler(56, basic="Island")])
    assert narcomoeba["status"] == "illegal" and ("MG105", "Narcomoeba") in codes(narcomoeba)


def _context(built, fmt, day):
    sets = {code: pool.CardSet(code, date, "expansion", "SM", code) for code, date in
            (("FRA", datetime.date(2026, 10, 2)), ("OLD", datetime.date(2020, 1, 1)))}
    known = partial_sets.partial(partial_sets.plain({
        "pool_built": datetime.date(2026, 12, 7),
        "sets": {"FRA": {"held": 24, "size": 305}, "OLD": {"held": 280, "size": 280}},
        "missing": [{"name": "Zeta set", "date": datetime.date(2026, 9, 7), "formats": ["pauper"]}]}))
    return SimpleNamespace(pool=pool.Pool(sets, {}, (f"built {built} from:",)), partial_sets=known,
                           as_of=day, format=SimpleNamespace(name=fmt))


def test_only_the_described_build_is_marked_and_a_complete_set_never_is():
    day = datetime.date(2026, 12, 7)
    marked = partial_sets.in_pool(_context("2026-12-07", "pauper", day), lambda code: True)
    assert [entry.code or entry.name for entry in marked] == ["FRA", "Zeta set"]  # OLD holds all 280
    assert partial_sets.in_pool(_context("2027-02-01", "pauper", day), lambda code: True) == []
    assert [entry.code for entry in partial_sets.in_pool(_context("2026-12-07", "modern", day), lambda code: True)] == ["FRA"]
    assert partial_sets.in_pool(_context("2026-12-07", "modern", day), lambda code: False) == []

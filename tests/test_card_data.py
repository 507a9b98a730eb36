"""The shipped card database: schema, completeness per set, and facts from the sources."""

from __future__ import annotations

import json

import pytest
import yaml

from riftcheck.engine.paths import data_dir

SET_SIZES = {"OGN": 298, "OGS": 24, "SFD": 221, "UNL": 219, "VEN": 166}
CARD_FILES = sorted((data_dir() / "cards").glob("*.yaml"))


def _load(path):
    """A card file as the schema checks it: YAML dates (a snapshot) become YYYY-MM-DD strings."""
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    return json.loads(json.dumps(document, default=lambda value: value.isoformat()))


@pytest.fixture(scope="module")
def validator():
    import jsonschema

    schema = json.loads((data_dir() / "schema" / "cards.schema.json").read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.name)
def test_every_card_file_matches_the_schema(validator, path):
    validator.validate(_load(path))


def test_a_card_file_may_say_it_is_a_dated_provisional_preview(validator):
    document = {"set": "RAD", "name": "Radiance", "status": "provisional", "source": "A preview gallery",
                "snapshot": "2026-10-20", "cards": []}
    assert validator.is_valid(document)


@pytest.mark.parametrize(
    "header",
    [{"status": "draft"}, {"snapshot": "20 October 2026"}, {"source": ""}],
    ids=["unknown status", "snapshot not a date", "empty source"],
)
def test_the_schema_rejects_a_malformed_file_header(validator, header):
    assert not validator.is_valid({"set": "RAD", "name": "Radiance", "cards": [], **header})


def test_the_sets_file_says_which_sets_ship_without_card_data():
    """`card_data: false` in sets.yaml exactly when no card file for that set ships."""
    sets = yaml.safe_load((data_dir() / "formats" / "sets.yaml").read_text(encoding="utf-8"))["sets"]
    without = {entry["code"] for entry in sets if entry.get("card_data") is False}
    shipped = {path.stem for path in CARD_FILES}
    assert without.isdisjoint(shipped)
    assert {entry["code"] for entry in sets} - without <= shipped


def test_a_file_for_every_released_set_and_promo_pool():
    assert {p.stem for p in CARD_FILES} >= {"OGN", "OGS", "SFD", "UNL", "VEN", "OPP", "PR", "JDG", "ARC"}


@pytest.mark.parametrize("set_code,size", SET_SIZES.items())
def test_every_base_collector_number_is_present(db, set_code, size):
    numbers = {int(p.number) for c in db.cards for p in c.printings if p.set == set_code and p.number.isdigit()}
    assert set(range(1, size + 1)) <= numbers


def test_jinx_rebel_is_a_chaos_champion_unit_tagged_jinx(db):
    card = db.get("Jinx, Rebel")
    assert (card.type, card.supertypes, card.domains) == ("Unit", ("Champion",), ("Chaos",))
    assert "Jinx" in card.tags


def test_tibbers_is_an_annie_signature_unit(db):
    card = db.get("Tibbers")
    assert card.is_signature and "Annie" in card.tags and not card.is_champion_unit


def test_spiderling_may_be_played_in_any_number(db):
    assert db.get("Spiderling").deck_limit is None


@pytest.mark.parametrize("name", ["Forgefire Cape", "Rabadon's Deathcrown", "Shurelya's Requiem"])
def test_unique_cards_are_limited_to_one(db, name):
    card = db.get(name)
    assert card.deck_limit == 1 and "Unique" in card.keywords


def test_only_card_text_overrides_the_copy_limit(db):
    overridden = {c.name for c in db.cards if c.deck_limit != 3}
    assert overridden == {"Spiderling", "Forgefire Cape", "Rabadon's Deathcrown", "Shurelya's Requiem"}


def test_karma_channeler_keeps_its_own_champion_tag(db):
    card = db.get("Karma, Channeler")
    assert "Karma" in card.tags and "Vi" not in card.tags


def test_loose_cannon_is_the_jinx_legend(resolver):
    card = resolver.resolve("Loose Cannon").card
    assert card.name == "Jinx, Loose Cannon" and card.is_legend
    assert set(card.domains) == {"Chaos", "Fury"} and card.champion_tag == "Jinx"


@pytest.mark.parametrize("name", ["Recruit", "Sprite", "Gold"])
def test_tokens_are_never_deck_cards(db, name):
    card = db.get(name)
    assert "Token" in card.supertypes and card.is_token and not card.is_main_deck_card


def test_every_legend_has_two_domains_and_its_title_as_alias(db):
    legends = [c for c in db.cards if c.is_legend]
    assert len(legends) >= 49  # 12 OGN, 4 OGS, 12 SFD, 12 UNL, 9 VEN
    for legend in legends:
        assert len(legend.domains) == 2 or "domains" in legend.unknown, legend.name  # unknown: a preview's
        assert legend.aliases and legend.name.endswith(legend.aliases[0])


def test_every_champion_unit_carries_its_champion_tag(db):
    for card in db.cards:
        if card.is_champion_unit and "champion" not in card.unknown:
            short = card.name.split(", ")[0]
            if not card.name.isascii():  # a preview card known only by its Chinese name
                assert card.provisional and card.tags, card.name
                continue
            assert any(tag == short or tag.endswith(" " + short) for tag in card.tags), card.name


def test_other_spellings_of_a_name_are_kept_as_aliases(db, resolver):
    assert db.get("Yi, Honed").aliases == ("Master Yi, Honed",)
    assert resolver.resolve("Master Yi - Honed").card.name == "Yi, Honed"


def test_signed_and_alternate_printings_share_the_card(db):
    card = db.get("Kai'Sa, Daughter of the Void")
    codes = {p.code for p in card.printings}
    assert {"OGN-247", "OGN-299"} <= codes


def test_special_reprints_share_one_name(db):
    card = db.get("Lux, Crownguard")
    assert {"OGS-014", "VEN-SP6"} <= {p.code for p in card.printings}


def test_cards_come_back_from_the_cache_whole_derived_facts_and_printings_included():
    import pickle

    from riftcheck.games.riftbound.cards.db import load_db

    db = load_db()
    legend = next(card for card in db.cards if card.is_legend)
    provisional = next((card for card in db.cards if card.provisional), None)
    for card in filter(None, (legend, provisional, db.cards[0])):
        again = pickle.loads(pickle.dumps(card, protocol=pickle.HIGHEST_PROTOCOL))
        assert again == card and again.printings == card.printings and again.provisional == card.provisional
        assert [getattr(again, name) for name in card.__slots__] == [getattr(card, name) for name in card.__slots__]
    assert legend.champion_tag and pickle.loads(pickle.dumps(legend)).champion_tag == legend.champion_tag

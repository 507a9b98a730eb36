"""Format data: schema, consistency with the card database, and what was in force when."""

from __future__ import annotations

import datetime
import json
import shutil
from pathlib import Path

import pytest
import yaml

from riftcheck.games.riftbound.formats import ban_waves, files as format_files
from riftcheck.games.riftbound import formats
from riftcheck.games.riftbound.formats import FormatError
from riftcheck.engine.paths import data_dir

FORMAT_FILES = [Path(path) for path in format_files.data_files()]
D = datetime.date


def _as_json(value):
    """YAML dates become strings, as the schema checks them."""
    return json.loads(json.dumps(value, default=lambda v: v.isoformat()))


def _load(path):
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def validator():
    import jsonschema

    schema = json.loads((data_dir() / "schema" / "formats.schema.json").read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("path", FORMAT_FILES, ids=lambda p: p.name)
def test_every_format_file_matches_the_schema(validator, path):
    validator.validate(_as_json(_load(path)))


SOURCE = "Some rules text"


@pytest.mark.parametrize(
    "document",
    [
        {"format": "x", "settings": [{"effective": "2026-01-01", "main_deck": {"exactly": 40, "rule": "402.1"}}]},
        {"format": "x", "settings": [{"effective": "2026-01-01", "source": SOURCE, "main_deck": {"exactly": 40}}]},
        {"format": "x", "settings": [{"effective": "2026-01-01", "source": SOURCE}]},
        {"format": "x", "bans": [{"effective": "2026-01-01", "source": SOURCE, "names": []}], "extends": "y"},
        {"sets": [{"code": "NEW", "name": "New", "standard": True, "source": SOURCE}]},
        {"renumbered": [{"current": "825.3.a", "number": "825.2.a", "from": "2026-03-30", "source": SOURCE}]},
        {"sets": [{"code": "NEW", "name": "New", "standard": False, "card_data": "no", "source": SOURCE}]},
    ],
    ids=["no source", "size without rule", "entry without numbers", "empty ban wave", "standard set without date",
         "renumbering without end", "card data not a yes or no"],
)
def test_the_schema_rejects_incomplete_entries(validator, document):
    assert not validator.is_valid(document)


def test_every_set_of_the_card_database_has_a_release_entry(db):
    known = {entry["code"] for entry in _load(data_dir() / "formats" / "sets.yaml")["sets"]}
    assert {p.set for card in db.cards for p in card.printings} <= known


def test_every_banned_and_restricted_name_is_a_card(db):
    for path in FORMAT_FILES:
        document = _load(path)
        for key in ("bans", "unbans", "restrictions"):
            for wave in document.get(key, ()):
                for name in wave["names"]:
                    assert db.get(name) is not None and db.get(name).name == name, (path.name, name)


def test_the_default_format_comes_first():
    assert formats.names()[0] == "constructed"
    assert set(formats.names()) == {"constructed", "casual", "2v2", "sealed", "draft"}


@pytest.mark.parametrize(
    "as_of,kind,bound",
    [
        (D(2025, 10, 31), "one-of", (0, 8)),
        (D(2026, 1, 29), "one-of", (0, 8)),
        (D(2026, 1, 30), "at-most", 8),
        (D(2026, 7, 15), "at-most", 8),
        (D(2026, 7, 16), "at-most", 10),
        (D(2030, 1, 1), "at-most", 10),
    ],
)
def test_the_sideboard_size_follows_the_tournament_rules_of_the_day(as_of, kind, bound):
    size = formats.context("constructed", as_of).sideboard
    assert (size.kind, size.bound, size.rule) == (kind, bound, "601.1.c.1")


def test_constructed_applies_the_tournament_rules():
    context = formats.context("constructed", D(2026, 8, 1))
    assert (context.main_deck.exactly, context.main_deck.rule) == (40, "402.1")
    assert context.rune_deck.exactly == 12 and context.battlefields.exactly == 3
    assert context.copy_zones == ("champion", "main", "sideboard") and context.copy_rule == "601.1.c.3"
    assert (context.signature_limit, context.set_legality, context.team_rules) == (3, True, False)
    assert context.restricted == {}


def test_casual_applies_the_core_rules_only():
    context = formats.context("casual", D(2026, 8, 1))
    assert (context.main_deck.kind, context.main_deck.at_least, context.main_deck.rule) == ("at-least", 40, "103.3")
    assert context.cite(context.main_deck.rule) == "103.2"  # the numbering of 2026-07-16
    assert context.sideboard.kind == "unlimited" and context.sideboard.allows(500)
    assert context.copy_zones == ("champion", "main") and context.copy_rule == "103.3.b"
    assert context.banned == {} and not context.set_legality


def test_2v2_is_constructed_plus_restrictions_and_team_rules():
    team = formats.context("2v2", D(2026, 8, 1))
    single = formats.context("constructed", D(2026, 8, 1))
    assert team.banned == single.banned and team.sideboard == single.sideboard
    assert team.restricted == {"Master Yi, Wuju Bladesman": D(2026, 7, 24)}
    assert team.team_rules and team.set_legality


@pytest.mark.parametrize(
    "as_of,banned",
    [
        (D(2026, 3, 29), set()),
        (D(2026, 3, 30), {"Called Shot", "Draven, Vanquisher", "Fight or Flight", "Scrapheap", "The Dreaming Tree",
                          "Obelisk of Power", "Reaver's Row"}),
        (D(2026, 7, 24), {"Called Shot", "Draven, Vanquisher", "Fight or Flight", "Scrapheap", "The Dreaming Tree",
                          "Obelisk of Power", "Reaver's Row", "Stealthy Pursuer", "The Arena's Greatest",
                          "Aspirant's Climb"}),
    ],
)
def test_ban_waves_take_effect_on_their_dates(as_of, banned):
    assert set(formats.context("constructed", as_of).banned) == banned


def test_a_ban_keeps_the_date_it_took_effect():
    banned = formats.context("constructed", D(2026, 12, 1)).banned
    assert banned["Obelisk of Power"] == D(2026, 3, 30)
    assert banned["Stealthy Pursuer"] == D(2026, 7, 24)


@pytest.mark.parametrize(
    "as_of,unique,tokens,team",
    [
        (D(2026, 3, 30), "825.2.a", "182", "484.8.g"),
        (D(2026, 7, 15), "825.2.a", "182", "484.8.g"),
        (D(2026, 7, 16), "825.3.a", "185", "489.8.h"),
        (D(2026, 10, 8), "825.3.a", "185", "489.8.h"),
        (D(2026, 10, 9), "825.3.a", "185", "491.8.h"),
    ],
)
def test_rule_numbers_are_cited_as_the_edition_of_the_day_numbered_them(as_of, unique, tokens, team):
    context = formats.context("constructed", as_of)
    assert (context.cite("825.3.a"), context.cite("185"), context.cite("491.8.h")) == (unique, tokens, team)
    assert context.cite("601.2.d") == "601.2.d" and context.cite(None) is None


@pytest.mark.parametrize(
    "name,first",
    [
        ("Viktor, Leader", (D(2025, 10, 31), "OGN")),  # also printed in ARC, OPP and PR
        ("Lux, Crownguard", (D(2025, 10, 31), "OGS")),  # reprinted as VEN-SP6
        ("Irelia, Fervent", (D(2026, 2, 13), "SFD")),
        ("Spiderling", (D(2026, 7, 31), "VEN")),
    ],
)
def test_a_name_is_released_with_its_first_standard_set(db, name, first):
    assert formats.context("constructed", D(2026, 8, 1)).first_release(db.get(name)) == first


def test_an_unknown_format_names_the_known_ones():
    with pytest.raises(FormatError, match="unknown format 'standard'; use one of: 2v2, casual, constructed"):
        formats.context("standard", D(2026, 8, 1))


def test_a_date_before_the_first_rules_is_refused():
    with pytest.raises(FormatError, match="from 2025-10-01 on, not 2025-06-01"):
        formats.context("constructed", D(2025, 6, 1))


def test_the_default_date_is_today_or_the_day_riftcheck_today_names(monkeypatch):
    monkeypatch.setenv("RIFTCHECK_TODAY", "2027-03-01")
    assert formats.context().as_of == D(2027, 3, 1)
    monkeypatch.delenv("RIFTCHECK_TODAY")
    assert formats.context().as_of == D.today()


@pytest.mark.parametrize("text,expected", [("2026-07-24", D(2026, 7, 24)), (" 2026-01-30\n", D(2026, 1, 30))])
def test_dates_are_read_as_iso(text, expected):
    assert formats.parse_date(text) == expected


@pytest.mark.parametrize("text", ["24/07/2026", "2026-13-01", "tomorrow", ""])
def test_unreadable_dates_say_how_to_write_them(text):
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        formats.parse_date(text)


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    """A private copy of data/formats that a test may edit."""
    shutil.copytree(data_dir() / "formats", tmp_path / "formats")
    monkeypatch.setattr(format_files, "data_folder", lambda: str(tmp_path))
    return tmp_path / "formats"


def test_next_months_ban_is_a_data_edit(data_copy):
    path = data_copy / "constructed.yaml"
    path.write_text(
        path.read_text(encoding="utf-8")
        + "  - effective: 2026-12-01\n    source: A ban list update used by this test\n    names: [Cleave]\n",
        encoding="utf-8",
    )
    assert "Cleave" not in formats.context("constructed", D(2026, 11, 30)).banned
    assert formats.context("constructed", D(2026, 12, 1)).banned["Cleave"] == D(2026, 12, 1)


def test_an_unban_ends_a_ban_from_its_date(data_copy):
    path = data_copy / "constructed.yaml"
    path.write_text(
        path.read_text(encoding="utf-8")
        + "unbans:\n  - effective: 2026-12-01\n    source: An unban used by this test\n    names: [Scrapheap]\n",
        encoding="utf-8",
    )
    assert "Scrapheap" in formats.context("constructed", D(2026, 11, 30)).banned
    assert "Scrapheap" not in formats.context("constructed", D(2026, 12, 1)).banned


@pytest.mark.parametrize("format_name", ["constructed", "2v2"])
def test_the_september_wave_bans_ekko_and_stacked_deck_from_the_18th(format_name):
    wave = {"Ekko, Recurrent", "Stacked Deck"}
    assert not wave & set(formats.context(format_name, D(2026, 9, 17)).banned)
    banned = formats.context(format_name, D(2026, 9, 18)).banned
    assert {name: banned[name] for name in wave} == dict.fromkeys(wave, D(2026, 9, 18))
    assert not wave & set(formats.context("casual", D(2026, 9, 18)).banned)


def test_riftcheck_knows_the_october_rules_and_the_september_wave():
    known = ban_waves.known()
    assert (known.edition.effective, known.edition.name) == (D(2026, 10, 9), "Core Rules and Tournament Rules 2026-10-09")
    wave = known.ban_wave
    assert (wave.effective, wave.announced, wave.names, wave.formats) == (
        D(2026, 9, 18), D(2026, 9, 15), ("Ekko, Recurrent", "Stacked Deck"), ("constructed", "2v2"))
    assert wave.url.startswith("https://playriftbound.com/")
    assert known.to_dict()["ban_wave"]["effective"] == "2026-09-18"
    assert known.lines("th")[1].startswith("การแบนรอบล่าสุดที่รู้จัก: มีผล 2026-09-18")


def test_radiance_is_in_standard_from_its_release_date():
    radiance = formats.context("constructed", D(2026, 10, 23)).sets["RAD"]
    assert (radiance.standard, radiance.released) == (True, D(2026, 10, 23))


def test_deckbuilding_choices_begin_with_the_october_rules():
    before, after = formats.context("constructed", D(2026, 10, 8)), formats.context("constructed", D(2026, 10, 9))
    assert not before.choices_in_force and after.choices_in_force
    neeko = after.legend_choices["Neeko, Blending In"]
    assert (neeko.legends, neeko.different_names) == (3, True)


@pytest.mark.parametrize("name", [name for name in formats.names() if formats.context(name, D(2026, 8, 1)).copy_limit])
def test_each_formats_copy_limit_agrees_with_the_card_files_default(name):
    """CR 103.3.b's limit is written twice: as a format's `copies.at_most` and as the default
    `deck_limit` of the card schema (a card whose text sets none); they must not drift apart.
    Sealed and draft have no copy limit (TR 602)."""
    from riftcheck.games.riftbound.cards.db import default_copy_limit

    assert formats.context(name, D(2026, 8, 1)).copy_limit == default_copy_limit()

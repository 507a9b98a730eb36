"""Magic's dated banned and restricted lists (data/mtg/banlists.yaml) hold every sanctioned
format's history to the day its sources were last checked, each change dated and sourced.

The facts below are written by hand from the announcements each change cites (and the
Card-Forge/forge pull request naming it); the list on a day is read from the file alone.
"""

from __future__ import annotations

import datetime
import json

import jsonschema
import pytest
import yaml

from support import REPO

DATA = REPO / "src" / "riftcheck" / "data"
LISTS = yaml.safe_load((DATA / "mtg" / "banlists.yaml").read_text(encoding="utf-8"))["formats"]
SANCTIONED = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander")
CHECKED_ON = datetime.date(2026, 12, 7)  # the day the sources were last checked


def on(fmt: str, day: datetime.date) -> dict[str, str]:
    """Every card banned or restricted in `fmt` on `day`: name -> banned or restricted."""
    state: dict[str, str] = {}
    for change in LISTS[fmt]["changes"]:
        if change["date"] > day:
            break
        for status in ("banned", "restricted", "legal"):
            for name in change.get(status, []):
                if status == "legal":
                    state.pop(name, None)
                else:
                    state[name] = status
    return state


def test_every_format_riftcheck_offers_for_tournaments_has_a_list_and_names_it():
    formats = yaml.safe_load((DATA / "mtg" / "formats.yaml").read_text(encoding="utf-8"))["formats"]
    tournament = {name for name, shape in formats.items() if shape["kind"] in ("constructed", "commander")}
    assert tournament == set(SANCTIONED)
    assert {name: formats[name].get("banlist") for name in SANCTIONED} == {name: name for name in SANCTIONED}
    assert set(LISTS) == set(SANCTIONED)


def test_the_file_with_every_change_dated_and_sourced_validates():
    document = json.loads(json.dumps(yaml.safe_load((DATA / "mtg" / "banlists.yaml").read_text(encoding="utf-8")),
                                     default=lambda value: value.isoformat()))
    schema = json.loads((DATA / "schema" / "mtg-banlists.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()).validate(document)
    for fmt, listed in LISTS.items():
        for change in listed["changes"]:
            assert isinstance(change["date"], datetime.date), (fmt, change)
            # An address, the same in every language: what else is known of it goes in its note.
            assert change["source"].startswith(("https://", "http://")), (fmt, change["date"])


@pytest.mark.parametrize("fmt", SANCTIONED)
def test_each_list_runs_to_the_day_its_sources_were_last_checked_and_no_later(fmt):
    assert LISTS[fmt]["recorded_until"] == CHECKED_ON
    assert max(change["date"] for change in LISTS[fmt]["changes"]) <= CHECKED_ON


@pytest.mark.parametrize("fmt", SANCTIONED)
def test_every_change_since_2023_cites_a_wizards_announcement(fmt):
    recent = [change for change in LISTS[fmt]["changes"] if change["date"] >= datetime.date(2023, 1, 1)]
    assert recent, fmt
    for change in recent:
        assert change["source"].startswith("https://magic.wizards.com/en/news/announcements/"), change["date"]


def test_modern_after_december_2024_has_splinter_twin_back_and_the_one_ring_out():
    before, after = on("modern", datetime.date(2024, 12, 15)), on("modern", datetime.date(2025, 2, 1))
    assert before.get("Splinter Twin") == "banned" and "The One Ring" not in before
    assert "Splinter Twin" not in after and after.get("The One Ring") == "banned"
    for unbanned in ("Mox Opal", "Green Sun's Zenith", "Faithless Looting"):
        assert unbanned not in after


def test_modern_violent_outburst_was_banned_from_march_2024_to_may_2026():
    assert "Violent Outburst" not in on("modern", datetime.date(2024, 3, 10))
    assert on("modern", datetime.date(2024, 3, 11)).get("Violent Outburst") == "banned"
    assert on("modern", datetime.date(2026, 5, 17)).get("Umezawa's Jitte") == "banned"
    may_2026 = on("modern", datetime.date(2026, 5, 18))
    assert "Violent Outburst" not in may_2026 and "Umezawa's Jitte" not in may_2026
    assert may_2026.get("Lotus Field") == "banned"


def test_legacy_after_its_old_record_end_bans_the_later_cards_on_their_days():
    assert "Entomb" not in on("legacy", datetime.date(2025, 11, 9))
    assert on("legacy", datetime.date(2025, 11, 10)).get("Entomb") == "banned"
    today = on("legacy", CHECKED_ON)
    for card in ("Grief", "Psychic Frog", "Vexing Bauble", "Sowing Mycospawn", "Troll of Khazad-dûm",
                 "Nadu, Winged Wisdom", "Undercity Informer", "Candelabra of Tawnos", "The Fantasticar"):
        assert today.get(card) == "banned", card
    assert "Mind's Desire" not in today  # unbanned 2023-08-07


def test_vintage_ponder_unrestricted_in_march_2024_and_the_fantasticar_restricted_in_august_2026():
    assert on("vintage", datetime.date(2024, 3, 10)).get("Ponder") == "restricted"
    assert "Ponder" not in on("vintage", datetime.date(2024, 3, 11))
    assert "The Fantasticar" not in on("vintage", datetime.date(2026, 8, 9))
    assert on("vintage", datetime.date(2026, 8, 10)).get("The Fantasticar") == "restricted"


def test_standard_pioneer_and_pauper_lists_hold_their_recent_bans():
    assert on("standard", datetime.date(2026, 8, 10)).get("Badgermole Cub") == "banned"
    assert on("standard", datetime.date(2025, 6, 29)).get("Heartfire Hero") is None
    assert on("pioneer", datetime.date(2025, 11, 10)).get("Heartfire Hero") == "banned"
    assert "Smuggler's Copter" not in on("pioneer", CHECKED_ON)  # unbanned 2023-12-04
    pauper = on("pauper", CHECKED_ON)
    assert pauper.get("Narcomoeba") == "banned" and pauper.get("Price of Progress") == "banned"
    assert "High Tide" not in on("pauper", datetime.date(2025, 6, 1)) and pauper.get("High Tide") == "banned"


def test_a_change_only_one_project_names_is_marked_single_source():
    bonders = [change for change in LISTS["pauper"]["changes"] if "Bonder's Ornament" in change.get("legal", [])]
    assert [change["date"] for change in bonders] == [datetime.date(2026, 5, 18)]
    assert bonders[0]["single_source"] is True


def test_commander_lutri_is_legal_again_but_not_as_a_companion_and_worldfire_is_legal():
    changed = [change for change in LISTS["commander"]["changes"] if change["date"] == datetime.date(2026, 2, 9)]
    assert changed and changed[0]["banned_as_companion"] == ["Lutri, the Spellchaser"]
    today = on("commander", CHECKED_ON)
    assert "Lutri, the Spellchaser" not in today and "Biorhythm" not in today
    assert "Worldfire" not in today  # unbanned 2021-09-13 by the Commander Rules Committee
    for card in ("Dockside Extortionist", "Jeweled Lotus", "Mana Crypt", "Nadu, Winged Wisdom", "Black Lotus"):
        assert today.get(card) == "banned", card
    assert "Gifts Ungiven" not in today and "Coalition Victory" not in today

"""Standard's sets from one rotation to the next (data/mtg/standard.yaml): the file validates,
runs newest first to the day its sources were last checked, and holds the rotations written
here by hand from Wizards of the Coast's rotation announcements (as taw/magic-search-engine's
format_standard.rb records them)."""

from __future__ import annotations

import datetime
import json

import jsonschema
import yaml

from support import REPO

DATA = REPO / "src" / "riftcheck" / "data"
STANDARD = yaml.safe_load((DATA / "mtg" / "standard.yaml").read_text(encoding="utf-8"))


def sets_on(day: datetime.date) -> set[str]:
    """The sets of the period in force on `day` (release days aside)."""
    for period in STANDARD["periods"]:
        if period["from"] <= day:
            return set(period["sets"])
    return set()


def test_the_file_validates_and_runs_newest_first_to_its_checked_day():
    document = json.loads(json.dumps(STANDARD, default=lambda value: value.isoformat()))
    schema = json.loads((DATA / "schema" / "mtg-standard.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()).validate(document)
    starts = [period["from"] for period in STANDARD["periods"]]
    assert starts == sorted(starts, reverse=True)
    assert STANDARD["recorded_until"] == datetime.date(2026, 12, 7) >= starts[0]


def test_the_2025_rotation_took_out_dominaria_united_to_march_of_the_machine_and_kept_foundations():
    before, after = sets_on(datetime.date(2025, 7, 31)), sets_on(datetime.date(2025, 8, 1))
    assert {"DMU", "BRO", "ONE", "MOM", "MAT"} <= before
    assert not {"DMU", "BRO", "ONE", "MOM", "MAT"} & after
    assert {"FDN", "WOE", "BLB", "TLA", "ECL", "HOB"} <= after


def test_the_2024_rotation_took_out_the_2021_and_2022_sets():
    assert {"MID", "VOW", "NEO", "SNC"} <= sets_on(datetime.date(2024, 8, 1))
    assert not {"MID", "VOW", "NEO", "SNC"} & sets_on(datetime.date(2024, 8, 2))


def test_there_is_no_standard_before_1995_01_10():
    assert sets_on(datetime.date(1995, 1, 9)) == set()
    assert sets_on(datetime.date(1995, 1, 10)) == {"3ED", "DRK", "FEM"}

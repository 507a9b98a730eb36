"""Magic's data files validate against their schemas, and the ban lists are dated and sourced."""

from __future__ import annotations

import datetime
import json

import jsonschema
import pytest
import yaml

from support import REPO

DATA, SCHEMAS = REPO / "src" / "riftcheck" / "data", REPO / "src" / "riftcheck" / "data" / "schema"


def _dated(document):
    """YAML reads unquoted dates as dates; the schemas speak of JSON, which has strings."""
    return json.loads(json.dumps(document, default=lambda value: value.isoformat()))


@pytest.mark.parametrize("data, schema", [("mtg/formats.yaml", "mtg-formats.schema.json"),
                                          ("mtg/banlists.yaml", "mtg-banlists.schema.json"),
                                          ("glossary_mtg_th.yaml", "glossary.schema.json")])
def test_magic_data_file_validates(data, schema):
    document = _dated(yaml.safe_load((DATA / data).read_text(encoding="utf-8")))
    validator = jsonschema.Draft202012Validator(json.loads((SCHEMAS / schema).read_text(encoding="utf-8")),
                                                format_checker=jsonschema.FormatChecker())
    validator.validate(document)


def test_every_ban_list_change_is_in_date_order_up_to_its_recorded_date():
    lists = yaml.safe_load((DATA / "mtg" / "banlists.yaml").read_text(encoding="utf-8"))["formats"]
    for name, listed in lists.items():
        dates = [change["date"] for change in listed["changes"]]
        assert dates == sorted(dates), name
        assert dates[-1] <= listed["recorded_until"], name
        assert all(isinstance(day, datetime.date) for day in dates)


def test_every_format_names_an_existing_ban_list():
    formats = yaml.safe_load((DATA / "mtg" / "formats.yaml").read_text(encoding="utf-8"))["formats"]
    lists = yaml.safe_load((DATA / "mtg" / "banlists.yaml").read_text(encoding="utf-8"))["formats"]
    assert {f["banlist"] for f in formats.values() if "banlist" in f} <= set(lists)
    assert set(formats) == {"standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander", "limited",
                            "casual"}

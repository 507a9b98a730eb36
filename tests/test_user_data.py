"""The user's own card data: `riftcheck import` into it, the overlay on the shipped data, and
`riftcheck data` saying what is in force."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from support import REPO, run_cli
from riftcheck.engine.paths import data_dir

RAD_LIST = REPO / "tests" / "fixtures" / "cardlists" / "rad-made-up.yaml"


@pytest.fixture
def user_data(tmp_path) -> dict:
    """A user data folder of the test's own, for commands the test runs."""
    return {"RIFTCHECK_DATA": str(tmp_path / "user-data")}


def _data(env) -> dict:
    result = run_cli("data", "-o", "json", env=env)
    assert result.returncode == 0, result.stderr
    return {entry["code"]: entry for entry in json.loads(result.stdout)["sets"]}


def test_the_test_suite_never_uses_the_machines_own_data_folder(private_user_data):
    from riftcheck.engine.paths import user_data_dir

    assert user_data_dir() == private_user_data


def test_the_user_folder_is_platformdirs_own_and_follows_its_environment(monkeypatch, tmp_path):
    import platformdirs

    from riftcheck.engine.paths import user_data_dir

    monkeypatch.delenv("RIFTCHECK_DATA")
    for name in ("first", "second", "first"):
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / name))
        monkeypatch.setenv("HOME", str(tmp_path / f"home-{name}"))
        assert user_data_dir() == Path(platformdirs.user_data_dir("riftcheck", appauthor=False))
    assert str(tmp_path) in str(user_data_dir())


def test_data_lists_every_set_with_its_shipped_file_or_none(user_data):
    sets = _data(user_data)
    assert list(sets)[:6] == ["OGN", "OGS", "SFD", "UNL", "VEN", "RAD"]
    assert (sets["OGN"]["origin"], sets["OGN"]["status"]) == ("shipped", "complete")
    assert sets["OGN"]["cards"] > 250 and "Riftcodex" in sets["OGN"]["source"]
    listed = yaml.safe_load((data_dir() / "formats" / "sets.yaml").read_text(encoding="utf-8"))["sets"]
    for entry in listed:
        shown = sets[entry["code"]]
        if entry.get("card_data") is False:
            assert (shown["cards"], shown["status"], shown["origin"]) == (0, "no card data", None)
        else:
            assert shown["origin"] == "shipped" and shown["cards"] > 0
    assert sets["RAD"]["released"] == "2026-10-23"


def test_import_writes_a_card_list_to_the_user_folder_and_data_shows_it(user_data):
    imported = run_cli("import", str(RAD_LIST), env=user_data)
    assert imported.returncode == 0, imported.stderr
    written = Path(user_data["RIFTCHECK_DATA"]) / "cards" / "RAD.yaml"
    assert written.is_file()
    rad = _data(user_data)["RAD"]
    assert (rad["origin"], rad["cards"], rad["source"], rad["snapshot"]) == ("user", 3, "Made-up test cards", "2026-10-25")
    text = run_cli("data", env=user_data).stdout
    assert "replaces the shipped file" in text and "Made-up test cards" in text


def test_an_imported_set_is_found_at_once_although_the_cache_was_built_before(user_data):
    assert run_cli("cards", "RAD-901a", env=user_data).returncode == 1
    assert run_cli("import", str(RAD_LIST), env=user_data).returncode == 0
    found = run_cli("cards", "RAD-901a", "-o", "json", env=user_data)
    card = json.loads(found.stdout)["cards"][0]
    assert (card["name"], [p["code"] for p in card["printings"]]) == ("Lumen Warden", ["RAD-901", "RAD-901a"])


def test_the_copy_limit_of_a_listed_card_is_the_default_unless_its_text_says_otherwise(user_data):
    run_cli("import", str(RAD_LIST), env=user_data)
    cards = json.loads(run_cli("cards", "--set", "RAD", "-o", "json", env=user_data).stdout)["cards"]
    limits = {card["name"]: card["deck_limit"] for card in cards}
    assert limits == {"Gleaming Sigil": 1, "Lumen Warden": 3, "Prism Volley": 3}


def test_a_user_file_for_a_shipped_set_replaces_it(user_data, tmp_path):
    own = tmp_path / "ogs.yaml"
    own.write_text(yaml.safe_dump({
        "set": "OGS", "name": "Proving Grounds", "source": "A corrected list",
        "cards": [{"name": "Trial Unit", "type": "Unit", "domains": ["Calm"], "energy": 1, "might": 1,
                   "code": "OGS-001", "rarity": "Common"}],
    }), encoding="utf-8")
    assert run_cli("import", str(own), env=user_data).returncode == 0
    ogs = _data(user_data)["OGS"]
    assert (ogs["origin"], ogs["cards"], ogs["source"]) == ("user", 1, "A corrected list")
    assert json.loads(run_cli("cards", "OGS-001", "-o", "json", env=user_data).stdout)["cards"][0]["name"] == "Trial Unit"


def test_a_set_that_sets_yaml_does_not_name_still_imports(user_data, tmp_path):
    listed = tmp_path / "xyz.json"
    listed.write_text(json.dumps({"set": "XYZ", "name": "Next set", "cards": [
        {"name": "Future Thing", "type": "Spell", "domains": ["Calm"], "energy": 1, "code": "XYZ-001"}]}))
    imported = run_cli("import", str(listed), env=user_data)
    assert imported.returncode == 0, imported.stderr
    assert "set XYZ is not in data/formats/sets.yaml" in imported.stdout
    sets = _data(user_data)
    assert list(sets)[-1] == "XYZ" and sets["XYZ"]["in_sets_yaml"] is False


@pytest.mark.parametrize(
    "record,complaint",
    [
        ({"name": "No Type", "code": "RAD-009"}, "'type' is a required property"),
        ({"name": "Bad Domain", "type": "Unit", "domains": ["Purple"], "code": "RAD-009"}, "cards/0/domains/0"),
        ({"name": "Other Set", "type": "Unit", "code": "OGN-009"}, "OGN-009 is not a code of set RAD"),
    ],
    ids=["missing type", "unknown domain", "code of another set"],
)
def test_a_faulty_card_list_is_refused_with_the_place_of_the_fault(user_data, tmp_path, record, complaint):
    listed = tmp_path / "list.yaml"
    listed.write_text(yaml.safe_dump({"set": "RAD", "name": "Radiance", "cards": [record]}), encoding="utf-8")
    refused = run_cli("import", str(listed), env=user_data)
    assert refused.returncode == 2 and complaint in refused.stderr and "Traceback" not in refused.stderr
    assert not (Path(user_data["RIFTCHECK_DATA"]) / "cards").exists()


def test_printings_of_one_name_must_agree_on_its_facts(user_data, tmp_path):
    listed = tmp_path / "list.yaml"
    listed.write_text(yaml.safe_dump({"set": "RAD", "name": "Radiance", "cards": [
        {"name": "Twin", "type": "Unit", "energy": 1, "code": "RAD-010"},
        {"name": "Twin", "type": "Unit", "energy": 2, "code": "RAD-010a"}]}), encoding="utf-8")
    refused = run_cli("import", str(listed), env=user_data)
    assert refused.returncode == 2 and "energy differs" in refused.stderr


def test_the_example_card_list_imports(user_data):
    imported = run_cli("import", str(REPO / "examples" / "cardlist-example.yaml"), env=user_data)
    assert imported.returncode == 0, imported.stderr
    assert _data(user_data)["RAD"]["status"] == "provisional"


def test_a_broken_user_file_gives_way_to_the_shipped_one_with_a_warning(user_data):
    cards = Path(user_data["RIFTCHECK_DATA"]) / "cards"
    cards.mkdir(parents=True)
    (cards / "OGS.yaml").write_text("set: OGS\nname: Proving Grounds\ncards:\n  - {name: Half a card}\n")
    result = run_cli("data", "-o", "json", env=user_data)
    assert result.returncode == 0
    described = json.loads(result.stdout)
    assert "OGS.yaml is not a valid card file (at cards/0: 'type' is a required property)" in described["refused"][0]
    assert "the shipped OGS.yaml is read instead" in result.stderr
    ogs = {entry["code"]: entry for entry in described["sets"]}["OGS"]
    assert (ogs["origin"], ogs["cards"]) == ("shipped", 24)

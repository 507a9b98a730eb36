"""What other tools build on: the JSON output's published schema, the pre-commit hook, and the
GitHub Actions recipe in README."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import jsonschema
import pytest
import yaml

from support import REPO, run_cli

SCHEMA = json.loads((REPO / "src" / "riftcheck" / "data" / "schema" / "check-output.schema.json").read_text(encoding="utf-8"))
LILLIA = REPO / "examples" / "lillia.txt"
VIKTOR = REPO / "examples" / "viktor.txt"
JINX = REPO / "examples" / "jinx-draft.txt"


def _export(path: Path) -> Path:
    """A Carde.io export of two teammates and one player without a team."""
    legend = {"type_code": "legend", "cards": [{"name": "Viktor, Herald of the Arcane", "quantity": 1}]}
    registrations = [{"user": {"best_identifier": name}, "team": team, "auxiliary_sections": [legend], "sections": []}
                     for name, team in (("Ann", {"name": "Red"}), ("Ben", {"name": "Red"}), ("Cat", None))]
    path.write_text(json.dumps({"decklists": registrations}), encoding="utf-8")
    return path


def test_the_schema_is_a_valid_json_schema():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("args", [
    ("examples/lillia.txt",),
    ("examples/viktor.txt", "examples/jinx-draft.txt", "README.md", "--as-of", "2026-11-29"),
    ("examples/lillia.txt", "--format", "casual", "--lang", "th"),
    ("--format", "2v2", "--team", "examples/lillia.txt", "examples/viktor.txt"),
    ("--format", "2v2", "EXPORT"),
    ("tests/fixtures/verdicts/lillia-made-up-card.txt", "tests/fixtures/verdicts/ekko-card-of-unknown-domains.txt",
     "--as-of", "2026-11-20"),
    ("tests/fixtures/verdicts/lillia-made-up-card.txt", "--as-of", "2026-11-20", "--unknown-new-cards", "warn"),
], ids=["legal", "illegal-and-unreadable", "casual-thai", "team", "2v2-export", "unconfirmed", "on-trust"])
def test_real_json_output_matches_the_published_schema(tmp_path, args):
    args = [str(_export(tmp_path / "export.json")) if arg == "EXPORT" else arg for arg in args]
    checked = run_cli("check", "-o", "json", *args)
    document = json.loads(checked.stdout)
    jsonschema.Draft202012Validator(SCHEMA).validate(document)
    assert document["decks"]


def test_the_schema_refuses_output_of_another_shape():
    checked = json.loads(run_cli("check", "-o", "json", str(VIKTOR)).stdout)
    checked["decks"][0]["findings"][0]["severity"] = "fatal"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft202012Validator(SCHEMA).validate(checked)


def _hook() -> dict:
    [hook] = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    return hook


def test_the_pre_commit_hook_picks_decklists_and_leaves_other_files():
    hook = _hook()
    assert hook["id"] == "riftcheck" and hook["language"] == "python"
    picked = re.compile(hook["files"])
    excluded = re.compile(hook["exclude"])
    chosen = [name for name in ("decks/lillia.txt", "worlds/viktor.yaml", "a.yml", "export.json", "README.md",
                                "photo.png", ".riftcheck.yaml", ".pre-commit-config.yaml")
              if picked.search(name) and not excluded.search(name)]
    assert chosen == ["decks/lillia.txt", "worlds/viktor.yaml", "a.yml", "export.json"]


def test_the_pre_commit_hook_command_fails_a_commit_with_an_illegal_list(tmp_path):
    command, subcommand, *options = _hook()["entry"].split()
    assert command == "riftcheck"
    shutil.copy(LILLIA, tmp_path / "lillia.txt")
    shutil.copy(VIKTOR, tmp_path / "viktor.txt")
    assert run_cli(subcommand, *options, "--as-of", "2026-11-29", str(tmp_path / "lillia.txt")).returncode == 0
    failed = run_cli(subcommand, *options, "--as-of", "2026-11-29", str(tmp_path / "lillia.txt"),
                     str(tmp_path / "viktor.txt"))
    assert failed.returncode == 1 and "Obelisk of Power is banned" in failed.stdout


def test_readme_links_the_schema_and_shows_the_integrations():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "data/schema/check-output.schema.json" in readme
    assert ".pre-commit-hooks.yaml" in readme and "id: riftcheck" in readme
    assert "-o github" in readme and "actions/setup-python" in readme

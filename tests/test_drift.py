"""What the project says about itself stays true: commands named in data files exist, and README and the helps describe the options as they are."""

from __future__ import annotations

import re

import pytest

from support import REPO, run_cli

README = (REPO / "README.md").read_text(encoding="utf-8")


def _header_commands() -> set[str]:
    """The riftcheck commands that data files' header comments tell the reader to run."""
    commands = set()
    for path in (REPO / "src" / "riftcheck" / "data").rglob("*.yaml"):
        with path.open(encoding="utf-8") as handle:
            header = "".join(line for line in handle if line.startswith("#")) if path.stat().st_size else ""
        commands.update(re.findall(r"`riftcheck ([a-z]+)", header))
    return commands


def test_data_file_headers_name_commands_that_exist():
    commands = _header_commands()
    assert commands, "the card files' headers name the command that wrote them"
    for command in sorted(commands):
        assert run_cli(command, "--help").returncode == 0, f"`riftcheck {command}` does not exist"


def test_readme_shows_every_language_the_glossary_takes():
    assert run_cli("glossary", "--lang", "both", "--category", "zone").returncode == 0
    assert "riftcheck glossary [--category C] [--lang th|en|both]" in README


@pytest.mark.parametrize(("command", "meaning"), [("check", "messages"), ("lookup", "definitions"),
                                                   ("glossary", "definitions")])
def test_each_help_says_what_lang_is_the_language_of(command, meaning):
    shown = run_cli(command, "--help", env={"COLUMNS": "300"}).stdout
    (line,) = [line for line in shown.splitlines() if line.startswith("│") and "--lang" in line]  # not an example
    assert f"Language of the {meaning}" in line


def test_the_desk_help_and_readme_give_the_server_threads_it_uses():
    from riftcheck.desk import server

    one_process = server.threads(server.ServeOptions())
    per_worker = server.gunicorn_config(server.ServeOptions(workers=2))["threads"]
    shown = " ".join(run_cli("desk", "--help", env={"COLUMNS": "300"}).stdout.split())
    assert f"default {one_process} in one process, {per_worker} in each of --workers" in shown
    prose = " ".join(README.split())
    assert f"worker processes of {per_worker} threads each" in prose
    assert f"({per_worker} per worker, {one_process} without" in prose

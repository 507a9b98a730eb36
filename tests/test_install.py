"""How riftcheck is installed: a distribution name of its own on the package index (another
project owns "riftcheck" there), and every install line people read naming it or the checkout."""

from __future__ import annotations

import re
import tomllib

from support import REPO, run_cli

TAKEN_ON_THE_INDEX = "riftcheck"  # version 1.0.2 there is an unrelated testing framework
_INSTALL_LINE = re.compile(r"pip install '([^'\[]+)\[([^\]]+)\]'")


def _project() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_the_distribution_is_not_the_name_another_project_holds_but_the_command_is_riftcheck():
    project = _project()
    assert project["name"] != TAKEN_ON_THE_INDEX
    assert list(project["scripts"]) == ["riftcheck"]


def _install_lines(text: str) -> list[tuple[str, str]]:
    return _INSTALL_LINE.findall(text)


def test_every_install_line_names_the_distribution_or_the_checkout_and_an_extra_it_has():
    project = _project()
    desk_help = run_cli("desk", "--help", env={"COLUMNS": "200"}).stdout
    from riftcheck.desk import server

    texts = {"README.md": (REPO / "README.md").read_text(encoding="utf-8"), "desk --help": desk_help,
             "the desk's message": server.INSTALL_HINT}
    for where, text in texts.items():
        lines = _install_lines(text)
        assert lines, f"{where} has no install line"
        for target, extra in lines:
            assert target in (project["name"], "."), (where, target)
            assert set(extra.split(",")) <= set(project["optional-dependencies"]), (where, extra)


def test_help_keeps_the_brackets_of_an_extra():
    shown = run_cli("desk", "--help", env={"COLUMNS": "200"}).stdout
    assert "'riftcheck-tcg[desk]'" in shown and "'.[desk]'" in shown

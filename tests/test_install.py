"""How riftcheck is installed: it is not on the package index (the name "riftcheck" there is
another project's), so every install line people read installs from riftcheck's own folder or a
file built from it, with extras it has; and the command and import name stay riftcheck."""

from __future__ import annotations

import re
import tomllib

from support import REPO, run_cli

# `pip install TARGET` as README, the helps and the messages write it, quoted or not.
_INSTALL = re.compile(r"pip install (?:-[-\w]+ )*(?:'([^']+)'|\"([^\"]+)\"|([^\s`]+))")
_LOCAL = re.compile(r"^(\.|\./[\w.\-/]+\.(?:whl|tar\.gz))(?:\[([\w,]+)\])?$")


def _project() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _targets(text: str) -> list[str]:
    return [next(group for group in match if group) for match in _INSTALL.findall(text.replace("\\[", "["))]


def _texts() -> dict[str, str]:
    from riftcheck.desk import server

    return {"README.md": (REPO / "README.md").read_text(encoding="utf-8"),
            "desk --help": run_cli("desk", "--help", env={"COLUMNS": "300"}).stdout,
            "the desk's message": server.INSTALL_HINT}


def test_the_command_and_the_import_are_riftcheck():
    assert list(_project()["scripts"]) == ["riftcheck"]
    assert _project()["scripts"]["riftcheck"].startswith("riftcheck.")


def test_every_install_line_installs_from_riftchecks_folder_or_a_file_built_from_it():
    extras = set(_project()["optional-dependencies"])
    for where, text in _texts().items():
        targets = _targets(text)
        assert targets, f"{where} has no install line"
        for target in targets:
            found = _LOCAL.match(target)
            assert found, f"{where}: `pip install {target}` names something the package index does not have"
            assert set(filter(None, (found.group(2) or "").split(","))) <= extras, (where, target)


def test_readme_says_riftcheck_is_not_on_the_package_index():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "not on the package index" in readme
    assert f"`{_project()['name']}`" not in readme.split("## Checking a deck")[0].replace(
        "not on the package index", "")


def test_the_pattern_refuses_an_index_name():
    assert not _LOCAL.match("riftcheck-tcg[desk]") and not _LOCAL.match("riftcheck")
    assert _LOCAL.match(".[test,desk]") and _LOCAL.match("./riftcheck_tcg-0.1.0.tar.gz")

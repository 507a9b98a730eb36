"""What a user installs is what the suite tests: riftcheck imported from an installed copy, never
from the checkout; the wheel built from a clean copy of the tree holding every file of the
package; and the installed command working from a fresh home
(tests/desk/test_installed_desk.py starts the installed desk)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

import riftcheck
from support import REPO, run_installed

ALLOW_SOURCE_TREE = "RIFTCHECK_ALLOW_SOURCE_TREE"
PACKAGE = REPO / "src" / "riftcheck"
# Left behind by Python and by builds, never part of what ships.
_NOT_SHIPPED = ("__pycache__", ".pyc", ".egg-info")


def test_the_suite_imports_the_installed_package_not_the_checkout():
    if os.environ.get(ALLOW_SOURCE_TREE):
        pytest.skip(f"{ALLOW_SOURCE_TREE} is set: this run tests the source tree (an editable install), not a wheel")
    location = Path(riftcheck.__file__).resolve()
    installed = Path(sysconfig.get_paths()["purelib"]).resolve()
    assert location.is_relative_to(installed) and not location.is_relative_to(REPO / "src"), (
        f"riftcheck was imported from {location}, not from the installed copy in {installed}: install it "
        "with `pip install '.[test,desk]'` (not -e) so the tests run what a user installs")


def _tracked_files(root: Path) -> list[str]:
    """The checkout's files as a clean clone has them: git's list where there is one, else
    every file but what Python and builds leave behind."""
    if (root / ".git").exists() and shutil.which("git"):
        listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True).stdout
        return [name for name in listed.decode("utf-8").split("\0") if name and (root / name).is_file()]
    return [str(path.relative_to(root)) for path in root.rglob("*")
            if path.is_file() and not any(part in str(path) for part in _NOT_SHIPPED)]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """An sdist and a wheel built, as a packager would, from a clean copy of the checkout (the
    wheel from the sdist, so that what MANIFEST.in leaves out is missing from both)."""
    pytest.importorskip("build", reason="building the wheel needs the test extra: pip install '.[test]'")
    copy = tmp_path_factory.mktemp("clean-copy")
    for name in _tracked_files(REPO):
        (copy / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, copy / name)
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(copy)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return {"copy": copy, "wheel": wheel, "sdist": sdist}


def _package_files(copy: Path) -> set[str]:
    root = copy / "src"
    return {str(path.relative_to(root)) for path in (root / "riftcheck").rglob("*")
            if path.is_file() and not any(part in path.name or part in path.parts for part in _NOT_SHIPPED)}


def test_the_wheel_holds_every_file_of_the_package(built):
    with zipfile.ZipFile(built["wheel"]) as wheel:
        shipped = set(wheel.namelist())
    expected = _package_files(built["copy"])
    assert "riftcheck/desk/sqlite3/base.py" in expected and "riftcheck/data/cards/OGN.yaml" in expected
    missing = sorted(expected - shipped)
    assert not missing, f"left out of the wheel: {missing[:20]}"


def test_the_wheel_holds_the_package_alone(built):
    with zipfile.ZipFile(built["wheel"]) as wheel:
        tops = {name.split("/", 1)[0] for name in wheel.namelist()}
    (metadata,) = [top for top in tops if top.endswith(".dist-info")]
    assert tops - {metadata} == {"riftcheck"}, f"the wheel ships more than the package: {sorted(tops)}"


def test_the_sdist_holds_the_package_the_tests_and_the_examples(built):
    with tarfile.open(built["sdist"]) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    expected = {f"src/{name}" for name in _package_files(built["copy"])}
    assert not sorted(expected - names), f"left out of the sdist: {sorted(expected - names)[:20]}"
    assert "tests/conftest.py" in names and "examples/lillia.txt" in names


def test_the_installed_command_checks_a_deck_from_a_fresh_home(tmp_path):
    shutil.copy(REPO / "examples" / "lillia.txt", tmp_path / "lillia.txt")
    result = run_installed(tmp_path, "check", "lillia.txt", "-o", "json")
    assert result.returncode == 0, result.stderr[-2000:]
    [deck] = json.loads(result.stdout)["decks"]
    assert deck["legal"] is True and deck["legend"] == "Lillia, Bashful Bloom"


def test_the_installed_command_looks_up_a_thai_term(tmp_path):
    result = run_installed(tmp_path, "lookup", "เร่งความเร็ว", "-o", "json")
    assert result.returncode == 0, result.stderr[-2000:]
    assert json.loads(result.stdout)["results"][0]["en"] == "Accelerate"


def test_the_installed_command_checks_a_magic_deck(tmp_path):
    deck = tmp_path / "burn.txt"
    deck.write_text("4 Lightning Bolt\n56 Mountain\n", encoding="utf-8")
    result = run_installed(tmp_path, "check", "burn.txt", "--game", "mtg", "--format", "legacy", "--as-of", "2022-01-20")
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    assert "LEGAL" in result.stdout

"""The suite runs from a fresh clone or an unpacked sdist: no test reaches the folder of
unshippable material beside the checkout (support.SHARED) itself.

Material that cannot ship (seed texts, raw card dumps) is read only through
support.shared_path, which skips with a reason when it is absent; everything else the tests
read lives in the repository (tests/fixtures/).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from support import DECKLISTS, REPO, SHARED, shared_path

TESTS = REPO / "tests"
HELPER = TESTS / "support.py"
GUARD = Path(__file__).resolve()  # this module spells the forms out to test itself
PATH_SEPARATORS = re.compile(r"[/\\]")
FOLDER = SHARED.name  # the examples below write it as @, so that this module does not name it


def lines_naming_shared(source: str) -> list[int]:
    """Lines of `source` that use `shared` as a directory, or support's SHARED path, directly."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if any(part.strip() == FOLDER for part in PATH_SEPARATORS.split(node.value)):
                lines.append(node.lineno)
        elif isinstance(node, ast.Name) and node.id == "SHARED":
            lines.append(node.lineno)
        elif isinstance(node, ast.Attribute) and node.attr == "SHARED":
            lines.append(node.lineno)
        elif isinstance(node, ast.alias) and node.name == "SHARED":
            lines.append(node.lineno)
    return sorted(set(lines))


def test_no_test_module_but_the_helper_names_the_shared_folder():
    offenders = {
        str(path.relative_to(REPO)): found
        for path in sorted(TESTS.rglob("*.py"))
        if path not in (HELPER, GUARD) and (found := lines_naming_shared(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}, f"read ../{FOLDER} only through support.shared_path"


@pytest.mark.parametrize(
    "source",
    [
        'DECKLISTS = Path(__file__).resolve().parents[2] / "@" / "decklists"',
        'open("../@/seeds/000.txt")',
        'SEED = REPO.parent / "@/seeds"',
        'path = os.path.join(REPO, "..", "@")',
        'path = f"{REPO}/../@/decklists"',
        'path = Path("..\\\\@\\\\decklists")',
        "from support import SHARED",
        "import support\nSOURCES = support.SHARED / 'cardsource'",
    ],
)
def test_the_guard_catches_every_way_of_naming_the_folder(source):
    assert lines_naming_shared(source.replace("@", FOLDER)) != []


@pytest.mark.parametrize(
    "source",
    [
        'path = shared_path("seeds/000.txt", "the seed glossary")',
        "shared = {name: ids for name, ids in owners.items() if len(ids) > 1}",
        '"""Helpers shared by the decklist tests."""',
        'DECKLISTS = REPO / "tests" / "fixtures" / "decklists"',
    ],
)
def test_the_guard_leaves_other_uses_of_the_word_alone(source):
    assert lines_naming_shared(source) == []


def test_the_helper_itself_is_the_one_that_names_it():
    assert lines_naming_shared(HELPER.read_text(encoding="utf-8")) != []


def test_the_fixture_corpus_is_inside_the_repository():
    assert DECKLISTS.resolve().is_relative_to(REPO) and not DECKLISTS.is_symlink()


def test_a_test_needing_the_folder_is_skipped_with_a_reason_naming_what_is_missing():
    with pytest.raises(pytest.skip.Exception) as skipped:
        shared_path("cardsource/no-such-dump.json", "the raw card dump of a set")
    assert skipped.value.msg == f"needs ../{FOLDER}/cardsource/no-such-dump.json: the raw card dump of a set"

"""The look-up path imports only what it needs: checked with python -X importtime, not with a clock."""

from __future__ import annotations

import pytest

from support import imported_modules

NEVER = {"jsonschema", "pythainlp", "pydantic", "typer", "rich", "ctypes"}


@pytest.mark.parametrize(
    ("args", "also_forbidden"),
    [
        (["lookup", "accelerate", "-o", "json"], {"rich", "rapidfuzz", "yaml", "hashlib", "pickle"}),  # no index for a name
        (["lookup", "เร่งความเร็ว", "-o", "json"], {"rich", "rapidfuzz", "yaml"}),
        (["lookup", "ฟแแำสำพฟะำ", "-o", "json"], {"rich", "rapidfuzz", "yaml"}),
        (["lookup", "acelerate", "-o", "json"], {"rich", "yaml"}),
        (["lookup", "ready"], {"rapidfuzz", "yaml"}),
        (["lookup", "accelerate"], {"rapidfuzz", "yaml", "dataclasses"}),  # card count from a small table
        (["lookup", "ยูนิตที่โดนโจมตีก่อน"], {"yaml"}),
        (["glossary"], {"rapidfuzz", "yaml"}),
        (["glossary", "-o", "json"], {"rich", "rapidfuzz", "yaml"}),
    ],
)
def test_forbidden_modules_stay_unimported(args, also_forbidden):
    imported = imported_modules(*args)
    assert imported & (NEVER | also_forbidden) == set()


def test_fuzzy_search_does_import_rapidfuzz():
    # Proves the parse above sees third-party imports, so the absences above mean something.
    assert "rapidfuzz" in imported_modules("lookup", "acelerate", "-o", "json")
    assert "typer" in imported_modules("lookup", "--help")

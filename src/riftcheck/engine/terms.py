"""The words riftcheck's screens use, one per concept, in English and Thai (data/terms.json).

Labels, table headers, severity and verdict words, and the names of formats in Thai messages are
taken from here, so a concept has one Thai word everywhere; tests hold every Thai message to the
file's preferred forms. Read once, when a first word is needed, through riftcheck's data cache
(riftcheck.engine.cache, with marshal), so that a plain-text report imports no JSON parser.
"""

from __future__ import annotations

import functools

TERMS_FILE = "terms.json"  # under riftcheck's data folder


@functools.cache
def _terms() -> dict[str, dict]:
    import os

    from riftcheck.engine.cache import cached
    from riftcheck.engine.paths import data_folder

    return cached("terms", [os.path.join(data_folder(), TERMS_FILE)], _read)


def _read(files) -> dict[str, dict]:
    import json

    with open(files[0], encoding="utf-8") as handle:
        return json.load(handle)["terms"]


def term(key: str, lang: str) -> str:
    """The word for the concept `key` in `lang` ("th", else English), as written mid-sentence."""
    entry = _terms()[key]
    return entry["th"] if lang == "th" else entry["en"]


def heading(key: str, lang: str) -> str:
    """The word for `key` as a header or label starts it: capitalised in English."""
    word = term(key, lang)
    return word[:1].upper() + word[1:]


def format_name(name: str, lang: str) -> str:
    """A format as a message names it: as given in English; capitalised in Thai text, whose
    format names stay English (ฟอร์แมต Constructed, ฟอร์แมต Legacy)."""
    if lang != "th":
        return name
    entry = _terms().get(f"format.{name}")
    return entry["th"] if entry else name[:1].upper() + name[1:]

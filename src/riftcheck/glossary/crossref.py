"""Other games' words (Magic, Force of Will) and the Riftbound terms that play their roles.

The pairings are data (data/crossref.yaml), read through riftcheck's data cache.
"""

from __future__ import annotations

import os

from riftcheck.engine.normalize import loose, normalize
from riftcheck.engine.paths import data_folder

GAME_NAMES = {"mtg": "Magic: The Gathering", "fow": "Force of Will"}


def source_path() -> str:  # a string: a look-up has no other use for pathlib
    return os.path.join(data_folder(), "crossref.yaml")


def pairs() -> list[dict]:
    from riftcheck.engine.cache import cached, read_yaml
    from riftcheck.engine.thaibreak import WORDS_FILE

    # The word list is a source too: note_display holds the Thai breaks it gives.
    return cached("crossref", [source_path(), os.path.join(data_folder(), WORDS_FILE)],
                  lambda files: _with_keys(read_yaml(files[0])["pairs"]))


def notes() -> dict[str, list[str]]:
    """Riftbound entry id -> what the pairings say about it: the words, why they pair, the difference."""
    found: dict[str, list[str]] = {}
    for pair in pairs():
        words = [pair["term"], pair.get("th") or "", *pair.get("aliases", ()), pair["why"], pair["note_th"]]
        found.setdefault(pair["riftbound"], []).append(" ".join(words))
    return found


def _with_keys(listed: list[dict]) -> list[dict]:
    from riftcheck.engine.thaibreak import mark_breaks

    for pair in listed:
        pair["note_display"] = mark_breaks(pair["note_th"])
        names = (pair["term"], pair.get("th"), *pair.get("aliases", ()))
        pair["keys"] = sorted({loose(normalize(name)) for name in names if name})
    return listed


def riftbound_role(game: str, entry: dict) -> dict | None:
    """The pairing that names the Riftbound term playing the role of `entry`, an entry of
    `game`'s own glossary (its English term or an alias is the pairing's word); None without."""
    names = {loose(normalize(name)) for name in (entry["en"], entry.get("th"), *entry.get("aliases", ())) if name}
    for pair in pairs():
        if pair["game"] == game and names & set(pair["keys"]):
            return pair
    return None


def matching(key: str) -> list[dict]:
    """The pairings whose other-game word (or its Thai rendering, or an alias) is the query."""
    wanted = loose(key)
    return [pair for pair in pairs() if wanted in pair["keys"]]

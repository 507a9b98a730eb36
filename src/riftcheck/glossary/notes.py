"""Text indexed with each Riftbound entry beside its own: how players describe the term
(data/glossary_phrases.yaml) and what the cross-game pairings say of it (data/crossref.yaml).

Read only when the ranking index is built; never shown to the user.
"""

from __future__ import annotations

import os

from riftcheck.engine.paths import data_folder


def phrases_path() -> str:
    return os.path.join(data_folder(), "glossary_phrases.yaml")


def source_paths() -> list[str]:
    from riftcheck.glossary import crossref

    return [phrases_path(), crossref.source_path()]


def notes() -> dict[str, list[str]]:
    """Entry id -> the texts indexed with it."""
    from riftcheck.engine.cache import read_yaml
    from riftcheck.glossary import crossref

    found: dict[str, list[str]] = {key: list(texts) for key, texts in read_yaml(phrases_path()).items()}
    for key, texts in crossref.notes().items():
        found.setdefault(key, []).extend(texts)
    return found

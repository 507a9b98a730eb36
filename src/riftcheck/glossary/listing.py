"""The whole glossary, or one category of it, grouped and in dictionary order."""

from __future__ import annotations

from riftcheck.glossary.collate import thai_sort_key
from riftcheck.engine.normalize import loose, normalize
from riftcheck.glossary.store import Glossary


def find_category(glossary: Glossary, text: str) -> str | None:
    """The category id for what the user typed: its id, English or Thai label (card type = card-type)."""
    wanted = loose(normalize(text))
    for category_id, category in glossary.categories.items():
        names = (category_id, category["en"], category["th"])
        if wanted in {loose(normalize(name)) for name in names}:
            return category_id
    return None


def group_by_category(glossary: Glossary, entries: list[dict], lang: str) -> list[tuple[str, list[dict]]]:
    """(category id, sorted entries) in the glossary's category order, empty categories left out."""
    key = _english_order if lang == "en" else _thai_order
    groups = []
    for category_id in glossary.categories:
        members = sorted((entry for entry in entries if entry["category"] == category_id), key=key)
        if members:
            groups.append((category_id, members))
    return groups


def _thai_order(entry: dict) -> tuple:
    """Thai dictionary order; entries without a Thai term follow, in English order."""
    thai = entry.get("th")
    return (0, thai_sort_key(thai)) if thai else (1, _english_order(entry))


def _english_order(entry: dict) -> tuple:
    return (entry["en"].casefold(),)

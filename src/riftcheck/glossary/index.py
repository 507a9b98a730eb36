"""Search keys for each glossary entry, computed once when the cache is built."""

from __future__ import annotations

from riftcheck.engine.normalize import loose, normalize

TEXT_FIELDS = ("definition_th", "example_th", "definition_en", "example_en")


def _unique(keys) -> list[str]:
    return [key for key in dict.fromkeys(keys) if key]


def entry_keys(entry: dict) -> dict:
    """Normalised names (term, alias), their loose forms, and the full text of one entry."""
    thai = entry.get("th") or ""
    # "มัลลิแกน (เปลี่ยนมือเริ่ม)" is typed as มัลลิแกน: the word before a gloss in brackets is a term too.
    names = (entry["en"], thai, thai.split(" (")[0], entry["id"])
    terms = _unique(normalize(name) for name in names)
    aliases = [key for key in _unique(normalize(alias) for alias in entry.get("aliases", ())) if key not in terms]
    return {
        "terms": terms,
        "aliases": aliases,
        "loose_terms": _unique(loose(key) for key in terms),
        "loose_aliases": _unique(loose(key) for key in aliases),
        "text": normalize(" ".join(entry.get(field) or "" for field in TEXT_FIELDS)),
    }

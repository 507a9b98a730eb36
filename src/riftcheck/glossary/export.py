"""Glossary entries and look-up results as plain JSON-ready dictionaries."""

from __future__ import annotations

from riftcheck.glossary.search import Hit


def entry_fields(entry: dict) -> dict:
    """Every field of an entry, in a fixed order, with null for what the entry does not have."""
    return {
        "id": entry["id"],
        "en": entry["en"],
        "th": entry.get("th"),
        "category": entry["category"],
        "definition_th": entry["definition_th"],
        "definition_en": entry["definition_en"],
        "example_th": entry.get("example_th"),
        "example_en": entry.get("example_en"),
        "related": list(entry.get("related", ())),
        "rules": list(entry.get("rules", ())),
        "rules_current": dict(entry.get("rules_current", {})),
        "card_keyword": entry["card_keyword"],
        "aliases": list(entry.get("aliases", ())),
    }


def hit_fields(hit: Hit) -> dict:
    """An entry plus how it matched: score and match tier after the names, then the rest."""
    fields = entry_fields(hit.entry)
    head = {key: fields.pop(key) for key in ("id", "en", "th", "category")}
    via = {key: value for key, value in hit.via.items() if key != "note_display"} if hit.via else None
    return {**head, "score": hit.score, "match": hit.match, "typed_as": hit.typed_as, "via": via, **fields}


def lookup_document(query: str, hits: list[Hit], suggestions: list[dict], game: str = "riftbound") -> dict:
    document = {"query": query, "results": [hit_fields(hit) for hit in hits]}
    if game != "riftbound":
        from riftcheck.glossary.crossref import riftbound_role

        for result, hit in zip(document["results"], hits):
            pair = riftbound_role(game, hit.entry)
            result["riftbound"] = {"id": pair["riftbound"], "note_th": pair["note_th"], "note_en": pair["note_en"]} if pair else None
    if not hits:
        document["suggestions"] = [entry["id"] for entry in suggestions]
    return document

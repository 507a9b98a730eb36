"""The DotGG dump (a JSON list with ``card_type``): read last, for the printings no other source
has (the Arcane Box Set, Spiritforged and Unleashed rune printings, some promo variants)."""

from __future__ import annotations

from riftcheck.games.riftbound.cards.rows import Row, domains, integer, parse_printing_id

NAME = "DotGG"
FILLS_GAPS = True


def recognises(data) -> bool:
    return isinstance(data, list) and bool(data) and isinstance(data[0], dict) and "card_type" in data[0]


def rows(data: list) -> list[Row]:
    found = []
    for item in data:
        raw_id = (item.get("id") or "").split("/")[0]
        parts = parse_printing_id(raw_id)
        if parts is None:
            continue
        found.append(
            Row(
                "dotgg", *parts,
                name=item.get("name") or "",
                type=item.get("card_type"),
                supertype=item.get("supertype"),
                domains=domains(item.get("colors")),
                tags=tuple(item.get("tags") or ()),
                energy=integer(item.get("cost")),
                power=None,
                might=integer(item.get("might")),
                rarity=item.get("rarity"),
                text=item.get("effect_text") or "",
            )
        )
    return found

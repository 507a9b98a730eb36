"""The official card gallery, flattened (``{"cards": [...]}`` with ``setId``): authoritative for
names, domains, tags and costs, but without supertypes and with legends named by title only."""

from __future__ import annotations

import re

from riftcheck.games.riftbound.cards.rows import Row, domains, integer, parse_printing_id

NAME = "official card gallery"


def recognises(data) -> bool:
    return isinstance(data, dict) and isinstance(data.get("cards"), list) and "set" not in data


def rows(data: dict) -> list[Row]:
    found = []
    for item in data.get("cards", []):
        parts = parse_printing_id(item.get("id") or "")
        if parts is None:
            continue
        found.append(
            Row(
                "gallery", *parts,
                name=item.get("name") or "",
                type=item.get("type"),
                supertype=None,
                domains=domains(item.get("domains")),
                tags=tuple(item.get("tags") or ()),
                energy=integer(item.get("energy")),
                power=integer(item.get("power")),
                might=integer(item.get("might")),
                rarity=item.get("rarity"),
                text=re.sub(r"<[^>]+>", " ", item.get("abilityHtml") or ""),
            )
        )
    return found

"""The Riftcodex dump: a JSON list of printing rows with ``riftbound_id``; the only source
with supertypes, promo pools and every Vendetta special."""

from __future__ import annotations

from riftcheck.games.riftbound.cards.rows import Row, domains, integer, parse_printing_id

NAME = "Riftcodex"


def recognises(data) -> bool:
    return isinstance(data, list) and bool(data) and isinstance(data[0], dict) and "riftbound_id" in data[0]


def rows(data: list) -> list[Row]:
    found = []
    for item in data:
        parts = parse_printing_id(item.get("riftbound_id") or "")
        if parts is None:
            continue
        cls = item.get("classification") or {}
        attrs = item.get("attributes") or {}
        found.append(
            Row(
                "riftcodex", *parts,
                name=item.get("name") or "",
                type=cls.get("type"),
                supertype=cls.get("supertype"),
                domains=domains(cls.get("domain")),
                tags=tuple(item.get("tags") or ()),
                energy=integer(attrs.get("energy")),
                power=integer(attrs.get("power")),
                might=integer(attrs.get("might")),
                rarity=cls.get("rarity"),
                text=(item.get("text") or {}).get("plain") or "",
            )
        )
    return found

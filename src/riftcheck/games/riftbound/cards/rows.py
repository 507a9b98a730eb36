"""A printing as one public source describes it, before the sources are merged."""

from __future__ import annotations

import re
from dataclasses import dataclass

from riftcheck.games.riftbound.cards.model import DOMAINS

_ID = re.compile(
    r"^(?P<set>[a-z]+)-(?P<num>(?:sp|r|t)?\d+)(?P<var>[ab*]|-star)?(?:-(?P<size>\d+))?$", re.I
)


@dataclass
class Row:
    """One printing as one source describes it."""

    source: str
    set: str
    number: str
    variant: str
    size: str | None
    name: str
    type: str | None
    supertype: str | None
    domains: tuple[str, ...]
    tags: tuple[str, ...]
    energy: int | None
    power: int | None
    might: int | None
    rarity: str | None
    text: str
    alias: str | None = None  # another source's spelling of the name, kept for look-ups

    @property
    def key(self) -> tuple[str, str, str, str | None]:
        return (self.set, self.number, self.variant, self.size)


def integer(value) -> int | None:
    if value in (None, ""):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def domains(values) -> tuple[str, ...]:
    return tuple(d for d in (values or ()) if d in DOMAINS)


def parse_printing_id(raw: str) -> tuple[str, str, str, str | None] | None:
    """Split ``ogn-202a-298``, ``sfd-227*-221``, ``sfd-227-star-221``, ``ven-r01`` into parts."""
    match = _ID.match(raw.strip())
    if not match:
        return None
    number = match["num"].upper()
    if number.isdigit():
        number = number.zfill(3)
    variant = (match["var"] or "").lower()
    variant = "*" if variant in ("*", "-star") else variant
    return match["set"].upper(), number, variant, match["size"]

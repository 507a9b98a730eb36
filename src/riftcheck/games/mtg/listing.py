"""A Magic list as riftcheck reads it, zone by zone: what riftcheck.api.list_text gives for a
Magic deck (the desk's deck-check sheets), whatever form it was written in; and what
riftcheck.api.identities gives (the desk's metagame of published lists)."""

from __future__ import annotations

from typing import Any

from riftcheck.games.mtg.decklist import ZONES


def list_text(data: bytes, source: str, format_name: str | None = None) -> list[dict[str, Any]]:
    """The deck of `data` as ``[{"name", "player", "zones": [{"zone", "cards": [{"count",
    "name", "code", "known"}]}]}]``: zones in the order commander, companion, main, sideboard,
    empty ones left out, and in commander a sideboard of one or two possible commanders read as
    its commanders (as the check reads it). `code` is the set and collector number the line
    gave ("M11 146"), else None; an unknown card keeps the name it was written as. Raises
    MagicListError when `data` is no Magic decklist."""
    deck = _deck(data, source, format_name)
    zones = [{"zone": zone, "cards": [_card(line) for line in deck.zone(zone)]} for zone in ZONES]
    return [{"name": deck.decklist.name, "player": None, "zones": [zone for zone in zones if zone["cards"]]}]


def identities(data: bytes, source: str, format_name: str | None = None) -> list[dict[str, Any]]:
    """The deck of `data` as ``[{"leader", "colours"}]``: its commanders ("Tymna the Weaver +
    Thrasios, Triton Hero"), None without any, and the colour identity (WUBRG letters in that
    order) of its commanders, or without commanders of every card it names (CR 903.4 defines
    the identity; outside Commander it says which colours the deck plays). Raises
    MagicListError when `data` is no Magic decklist."""
    deck = _deck(data, source, format_name)
    commanders = deck.commanders()
    named = commanders or deck.lines
    letters = {letter for line in named if line.card for letter in line.card.identity}
    return [{"leader": " + ".join(line.name for line in commanders) or None,
             "colours": [letter for letter in "WUBRG" if letter in letters]}]


def _deck(data: bytes, source: str, format_name: str | None):
    """The deck of `data` with every line's card identified, read as `format_name` reads it."""
    from riftcheck.games.mtg import formats
    from riftcheck.games.mtg.cards import load_index
    from riftcheck.games.mtg.decklist import read
    from riftcheck.games.mtg.deck import resolve

    kind = formats.get(format_name).kind if format_name else ""
    return resolve(read(data, source), load_index(), kind)


def _card(line) -> dict[str, Any]:
    entry = line.entry
    code = " ".join(part for part in (entry.set_code, entry.number) if part) or None
    return {"count": entry.count, "name": line.name, "code": code, "known": line.card is not None}

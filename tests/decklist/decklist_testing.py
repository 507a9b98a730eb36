"""Helpers the decklist tests have in common: compact views of decks."""

from __future__ import annotations

from collections import Counter

from riftcheck.games.riftbound.cards.resolve import Resolver
from riftcheck.games.riftbound.decklist.model import Decklist
from riftcheck.games.riftbound.resolve_deck import resolve_deck


def zone(decklist: Decklist, name: str) -> list[tuple[int, str]]:
    """(count, text) of every entry of one zone, in order."""
    return [(entry.count, entry.text) for entry in decklist.entries(name)]


def resolved_zone(deck, name: str) -> list[tuple[int, str, str | None]]:
    """(count, text, card name or None) of every item of one zone of a resolved deck, in order."""
    return [(item.count, item.entry.text, item.card.name if item.card else None) for item in deck.cards(name)]


def deck_by_zone(decklist: Decklist, resolver: Resolver) -> dict[str, Counter]:
    """The resolved deck as card name -> copies, per zone; unknown cards by their text."""
    deck = resolve_deck(decklist, resolver)
    result = {}
    for name in deck.zones:
        copies: Counter = Counter()
        for item in deck.cards(name):
            copies[item.name] += item.count
        result[name] = copies
    return result

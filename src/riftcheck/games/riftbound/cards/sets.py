"""The card sets riftcheck knows and their order, from data/formats/sets.yaml alone.

A new set is an entry in that file; a set it does not name yet (a card file for "XYZ") is
still read, ordered after every known one.
"""

from __future__ import annotations

from collections.abc import Iterable


def set_order() -> dict[str, int]:
    """Each known set code with its place in sets.yaml: Standard sets by release, promo pools last."""
    from riftcheck.games.riftbound.formats import files as format_files

    return {code: place for place, code in enumerate(format_files.card_sets())}


def set_names() -> dict[str, str]:
    from riftcheck.games.riftbound.formats import files as format_files

    return {code: known.name for code, known in format_files.card_sets().items()}


def in_set_order(codes: Iterable[str], order: dict[str, int] | None = None) -> list[str]:
    """`codes` sorted as sets.yaml lists them; unknown codes after, alphabetically."""
    order = set_order() if order is None else order
    return sorted(codes, key=lambda code: rank(code, order))


def rank(code: str, order: dict[str, int]) -> tuple[int, str]:
    return (order.get(code, len(order)), code)

"""Riftmana lists: one ``NxCODE`` line per printing.

Riftmana keeps legend, champion, main deck, battlefields and runes in one list, and its
readers sort cards into zones by type. Lines come in that zone order with the champion
straight after the legend, so a reader that picks the first champion unit of the legend's
tag picks the chosen one. Copies of one printing share a line. Riftmana's own data keeps the
sideboard apart, so riftcheck writes it after a ``Sideboard:`` line. A card without a
printing code is left out with a warning.
"""

from __future__ import annotations

from riftcheck.deck import Deck, DeckCard
from riftcheck.writers import Written, unmarked_champion
from riftcheck.writers.printings import portable_printing, shown, written_code

ZONES = ("legend", "champion", "main", "battlefields", "runes")
SIDEBOARD_HEADER = "Sideboard:"


def write(deck: Deck) -> Written:
    warnings: list[str] = []
    lines = _lines(deck, ZONES, warnings)
    lost = unmarked_champion(deck, "a Riftmana list")
    if lost:
        warnings.append(lost)
    sideboard = _lines(deck, ("sideboard",), warnings)
    if sideboard:
        lines += [SIDEBOARD_HEADER, *sideboard]
    return Written("".join(f"{line}\n" for line in lines), warnings)


def _lines(deck: Deck, zones: tuple[str, ...], warnings: list[str]) -> list[str]:
    counts: dict[str, int] = {}
    for zone in zones:
        for item in deck.cards(zone):
            code = riftmana_code(item)
            if code is None:
                warnings.append(f"the Riftmana list leaves out {shown(item)} ({zone}): no printing code is known for it")
            else:
                counts[code] = counts.get(code, 0) + item.count
    return [f"{count}x{code}" for code, count in counts.items()]


def riftmana_code(item: DeckCard) -> str | None:
    if item.card is None:
        return written_code(item)
    printing = portable_printing(item)
    return printing.code if printing else None

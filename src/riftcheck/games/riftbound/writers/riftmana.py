"""Riftmana lists: one ``NxCODE`` line per printing.

Riftmana keeps legend, champion, main deck, battlefields and runes in one list, and its
readers sort cards into zones by type. Lines come in that zone order with the champion
straight after the legend, so a reader that picks the first champion unit of the legend's
tag picks the chosen one. Copies of one printing share a line. Riftmana's own data keeps the
sideboard apart, so riftcheck writes it after a ``Sideboard:`` line, and the legends a card
asks for while building the deck (CR 103.1) after an ``Additional Legends:`` line. A card
without a printing code is left out with a warning.
"""

from __future__ import annotations

from riftcheck.engine.usage import Sentence, Word
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.writers import Written, unmarked_champion
from riftcheck.games.riftbound.writers.printings import portable_printing, shown, written_code

ZONES = ("legend", "champion", "main", "battlefields", "runes")
SIDEBOARD_HEADER = "Sideboard:"
ADDITIONAL_LEGENDS_HEADER = "Additional Legends:"


def write(deck: Deck) -> Written:
    warnings: list[str] = []
    lines = _lines(deck, ZONES, warnings)
    lost = unmarked_champion(deck, "riftmana")
    if lost:
        warnings.append(lost)
    sideboard = _lines(deck, ("sideboard",), warnings)
    if sideboard:
        lines += [SIDEBOARD_HEADER, *sideboard]
    additional = _counted([("additional-legends", deck.additional_legends)], warnings)
    if additional:
        lines += [ADDITIONAL_LEGENDS_HEADER, *additional]
    return Written("".join(f"{line}\n" for line in lines), warnings)


def _lines(deck: Deck, zones: tuple[str, ...], warnings: list[str]) -> list[str]:
    return _counted([(zone, deck.cards(zone)) for zone in zones], warnings)


def _counted(groups: list[tuple[str, list[DeckCard]]], warnings: list[str]) -> list[str]:
    """One ``NxCODE`` line per printing of the groups' entries, in order of first appearance."""
    counts: dict[str, int] = {}
    for zone, items in groups:
        for item in items:
            code = riftmana_code(item)
            if code is None:
                warnings.append(Sentence("convert.no-printing-code", form=Word("form.riftmana"), card=shown(item),
                                         zone=Word(f"zone.{zone}")))
            else:
                counts[code] = counts.get(code, 0) + item.count
    return [f"{count}x{code}" for code, count in counts.items()]


def riftmana_code(item: DeckCard) -> str | None:
    if item.card is None:
        return written_code(item)
    printing = portable_printing(item)
    return printing.code if printing else None

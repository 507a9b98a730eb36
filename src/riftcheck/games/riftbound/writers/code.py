"""The Piltover Archive deck code of a Deck.

The code's main array holds everything outside the sideboard: the legend, the chosen
champion's copy (Piltover Archive counts it there as well as in the champion pointer), the
main deck, battlefields and runes. Copies of one printing are added together. The legends a
card asks for while building the deck (CR 103.1) are the extra legends of a version 6 code
(Piltover Archive's ``additionalLegends``); every card of the legend zone goes in main, so a
list with two starting legends reads back as one. A card that no deck-code set can name, such as a misspelt name,
is left out with a warning.
"""

from __future__ import annotations

from collections import Counter

from riftcheck.engine.usage import Sentence, Word
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.decklist.deckcode import CardRef, encode
from riftcheck.games.riftbound.writers import Written
from riftcheck.games.riftbound.writers.printings import card_ref, portable_printing, shown, unknown_ref

_MAIN_ZONES = ("legend", "champion", "main", "battlefields", "runes")


def write(deck: Deck) -> Written:
    code, warnings = deck_code(deck)
    return Written(code + "\n", warnings)


def deck_code(deck: Deck) -> tuple[str, list[str]]:
    """The deck code and a warning for every entry it leaves out or moves."""
    warnings: list[str] = []
    main: Counter[CardRef] = Counter()
    for zone in _MAIN_ZONES:
        for ref, count in _refs(deck, zone, warnings):
            main[ref] += count
    sideboard: Counter[CardRef] = Counter()
    for ref, count in _refs(deck, "sideboard", warnings):
        sideboard[ref] += count
    champion = deck.champion
    pointer = printing_ref(champion) if champion else None
    extra = deck.count("champion") - 1
    if pointer and extra > 0:
        warnings.append(Sentence("convert.code-champions-one" if extra == 1 else "convert.code-champions", extra=extra))
    additional = [ref for ref, count in _refs(deck, "additional-legends", warnings, deck.additional_legends)
                  for _ in range(count)]
    return encode(main.items(), sideboard.items(), pointer, additional), warnings


def printing_ref(item: DeckCard) -> CardRef | None:
    """The printing a deck code names for an entry: the one the input named when a code can
    hold it, else the card's first such printing; an unknown card's own code when it has one."""
    if item.card is None:
        return unknown_ref(item)
    printing = portable_printing(item)
    return card_ref(printing) if printing else None


def _refs(deck: Deck, zone: str, warnings: list[str], items: list[DeckCard] | None = None) -> list[tuple[CardRef, int]]:
    """(printing, copies) for each entry of `zone` (or of `items`); entries without one become warnings."""
    pairs = []
    for item in deck.cards(zone) if items is None else items:
        ref = printing_ref(item)
        if ref is None:
            warnings.append(Sentence("convert.no-printing-code", form=Word("form.deck-code"), card=shown(item),
                                     zone=Word(f"zone.{zone}")))
        else:
            pairs.append((ref, item.count))
    return pairs

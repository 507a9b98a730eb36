"""Decklists from a Piltover Archive deck code, bare or in a link (``?code=``, ``?deckCode=``).

The code's main array holds the legend, runes, battlefields and main cards together, so its
entries are unsorted and placed by type when resolved. The chosen champion is a pointer:
Piltover Archive and Rift Atlas also count its copy in the main array, codes published by
riftdecks leave it out. ``champion_in_main`` tells the resolver which: it is True when the
champion's card (set and number; the art variant does not matter) is in the main array.
"""

from __future__ import annotations

from riftcheck.decklist import deckcode
from riftcheck.decklist.entries import add_entry
from riftcheck.decklist.model import UNSORTED, Decklist, DecklistError

LABEL = "deck-code"


def read(text: str, source: str) -> list[Decklist]:
    """One Decklist; DecklistError saying what is wrong with a corrupt code."""
    content = "\n".join(line for line in text.split("\n") if not line.lstrip().startswith("#"))
    try:
        code = deckcode.decode(content)
    except deckcode.DeckCodeError as error:
        raise DecklistError("bad-deck-code", source=source, detail=error) from None
    line = _code_line(text)
    decklist = Decklist(source=source, input_format=LABEL)
    for zone, entries in ((UNSORTED, code.main), ("sideboard", code.sideboard)):
        for card, count in entries:
            _add(decklist, zone, count, card, line)
    if code.champion is not None:
        _add(decklist, "champion", 1, code.champion, line)
        decklist.champion_in_main = any(_same_card(card, code.champion) for card, _ in code.main)
    for legend in code.legends:
        _add(decklist, "legend", 1, legend, line)
    return [decklist]


def _add(decklist: Decklist, zone: str, count: int, card: deckcode.CardRef, line: int | None) -> None:
    add_entry(decklist, zone, count, card.code, where=card.code, line=line, code=card.code)


def _same_card(one: deckcode.CardRef, other: deckcode.CardRef) -> bool:
    return (one.set, one.number) == (other.set, other.number)


def _code_line(text: str) -> int | None:
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip() and not line.lstrip().startswith("#"):
            return number
    return None

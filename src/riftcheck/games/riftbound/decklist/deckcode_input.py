"""Decklists from a Piltover Archive deck code, bare or in a link (``?code=``, ``?deckCode=``).

The code's main array holds the legend, runes, battlefields and main cards together, so its
entries are unsorted and placed by type when resolved. The chosen champion is a pointer:
Piltover Archive and Rift Atlas also count its copy in the main array, codes published by
riftdecks leave it out. Whether the champion's printing is in the main array does not tell them
apart (a riftdecks code of a deck with three copies lists the other two there, and a reprint
has another code); the number of main deck cards does, and only the resolver knows the cards'
types, so ``champion_in_main`` is None: the resolver counts.
A version 6 code's extra legends are Piltover Archive's ``additionalLegends``: the legends a
card asks for while building the deck (CR 103.1), read as the deck's additional legends.
"""

from __future__ import annotations

from riftcheck.games.riftbound.decklist import deckcode
from riftcheck.games.riftbound.decklist.entries import add_code_entries
from riftcheck.games.riftbound.decklist.model import ADDITIONAL_LEGENDS, UNSORTED, Decklist
from riftcheck.engine.inputs.refusals import DecklistError

LABEL = "deck-code"


def read(text: str, source: str) -> list[Decklist]:
    """One Decklist; DecklistError saying what is wrong with a corrupt code."""
    code = _decode(text, source)
    line = _code_line(text)
    decklist = Decklist(source=source, input_format=LABEL)
    decklist.accounted.update(_comment_lines(text))
    _add_cards(decklist, UNSORTED, code.main, line)
    _add_cards(decklist, "sideboard", code.sideboard, line)
    if code.champion is not None:
        _add_cards(decklist, "champion", [(code.champion, 1)], line)
        decklist.champion_in_main = None
    _add_cards(decklist, ADDITIONAL_LEGENDS, [(legend, 1) for legend in code.legends], line)
    return [decklist]


def _decode(text: str, source: str) -> deckcode.DeckCode:
    content = text
    if "#" in text:
        content = "\n".join(line for line in text.split("\n") if not line.lstrip().startswith("#"))
    try:
        return deckcode.decode(content)
    except deckcode.DeckCodeError as error:
        raise DecklistError("bad-deck-code", source=source, detail=error) from None


def _add_cards(decklist: Decklist, zone: str, cards: deckcode.Entries, line: int | None) -> None:
    add_code_entries(decklist, zone, [(count, card.code, line) for card, count in cards])


def _comment_lines(text: str) -> dict[int, str]:
    """The ``#`` annotation lines around the code, skipped as comments."""
    if "#" not in text:
        return {}
    return {number: "comment" for number, line in enumerate(text.split("\n"), start=1)
            if line.lstrip().startswith("#")}


def _code_line(text: str) -> int | None:
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip() and not line.lstrip().startswith("#"):
            return number
    return None

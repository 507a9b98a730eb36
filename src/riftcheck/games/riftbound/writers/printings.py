"""Which printing a code-based form writes for a deck entry.

Deck codes, Tabletop Simulator tokens and Riftmana lines name printings by set and number,
and only the sets that have a deck-code set byte can be read back everywhere. So the
printing the input named is kept when it is in such a set; otherwise the card's first
printing in such a set stands in (the home-set print, since printings are listed by set
order), which also covers promo prints such as ``OPP-126b-298``.
"""

from __future__ import annotations

import re

from riftcheck.games.riftbound.cards.model import Printing
from riftcheck.games.riftbound.deck import DeckCard
from riftcheck.games.riftbound.decklist.deckcode import SETS, CardRef, DeckCodeError

_CODE_SHAPE = re.compile(r"[A-Za-z]{2,4}-(?:SP|R|T)?[0-9]+[abs*]?(?:-[0-9]+)?", re.IGNORECASE)


def portable_printing(item: DeckCard) -> Printing | None:
    """The printing to write for a known card; None for a card the database does not know."""
    if item.card is None:
        return None
    named = (item.printing,) if item.printing else ()
    for printing in (*named, *item.card.printings):
        if card_ref(printing) is not None:
            return printing
    return None


def card_ref(printing: Printing) -> CardRef | None:
    """The deck-code reference of a printing, or None when deck codes cannot name it."""
    if printing.set not in SETS:
        return None
    try:
        return CardRef(printing.set, printing.number, printing.variant)
    except DeckCodeError:  # token numbers such as UNL-T01
        return None


def looks_like_code(text: str) -> bool:
    """True for text shaped like a printing code: ``RAD-005``, ``OGN-007a``, ``SFD-R02``."""
    return _CODE_SHAPE.fullmatch(text.strip()) is not None


def written_code(item: DeckCard) -> str | None:
    """The printing code an unknown card was given by (``RAD-005``), if it was given one."""
    for written in (item.entry.code, item.entry.text):
        if written and looks_like_code(written):
            return written.strip()
    return None


def unknown_ref(item: DeckCard) -> CardRef | None:
    """The deck-code reference of an unknown card written by code, when deck codes can name it."""
    code = written_code(item)
    if code is None:
        return None
    try:
        return CardRef.parse(code)
    except DeckCodeError:
        return None


def shown(item: DeckCard) -> str:
    """``2 Charm``: how a warning names an entry."""
    return f"{item.count} {item.name}"

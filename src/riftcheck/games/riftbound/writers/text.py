"""Piltover Archive text: the canonical form riftcheck writes for people.

A ``# name`` title line when the deck has a name, then ``Legend:``, ``Additional Legends:``
(the legends a card asks for while building the deck, CR 103.1), ``Champion:``,
``MainDeck:``, ``Battlefields:``, ``Runes:`` and ``Sideboard:`` sections in that order, each
a header and ``N Name`` lines, one blank line between sections; empty sections are left out.
Names are deck-building names with commas ("Lillia, Fae Fawn"). The printing the player wrote
is kept as written: its annotations (``(Alternate Art)``) and, when the line gave a name and a
code, the code in brackets (``2 Charm [OGN-043]``, the Rift Atlas way); a line given by code
alone (a deck code, a Tabletop Simulator token) is written by name. Lines written alike in one
section are merged. A card the database does not know is written as the input wrote it, with
its code when it came with one (``1 A New Card [RAD-005]``), and a line whose name and code
name different cards keeps the player's name beside the code, so that nothing is rewritten.
"""

from __future__ import annotations

from riftcheck.games.riftbound.cards import annotations
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.decklist.model import ADDITIONAL_LEGENDS
from riftcheck.games.riftbound.writers import Written
from riftcheck.games.riftbound.writers.printings import looks_like_code

HEADERS = (
    ("legend", "Legend"),
    (ADDITIONAL_LEGENDS, "Additional Legends"),
    ("champion", "Champion"),
    ("main", "MainDeck"),
    ("battlefields", "Battlefields"),
    ("runes", "Runes"),
    ("sideboard", "Sideboard"),
)


def write(deck: Deck) -> Written:
    blocks = []
    if deck.name:
        blocks.append(f"# {' '.join(deck.name.split())}")
    for zone, header in HEADERS:
        counts = counts_by_name(deck, zone)
        if counts:
            blocks.append("\n".join([f"{header}:", *(f"{n} {name}" for name, n in counts.items())]))
    return Written("\n\n".join(blocks) + "\n" if blocks else "")


def counts_by_name(deck: Deck, zone: str) -> dict[str, int]:
    """Copies per name in `zone`, in the order names first appear."""
    counts: dict[str, int] = {}
    items = deck.additional_legends if zone == ADDITIONAL_LEGENDS else deck.cards(zone)
    for item in items:
        name = written_name(item)
        counts[name] = counts.get(name, 0) + item.count
    return counts


def written_name(item: DeckCard) -> str:
    """The card's name with what the line wrote after it (a note riftcheck does not read, printing
    annotations, then a code in brackets);
    for an unknown card, or a name another card's code overrode, the name as written."""
    written = annotations.split(item.entry.text)
    name = " ".join((item.name if item.card is not None and item.named is None else written.name).split())
    code = item.entry.code or written.code
    parts = [name, *filter(None, [written.unrecognised]), *written.printing, *item.entry.printing]
    if code and not looks_like_code(name) and not looks_like_code(item.entry.text):
        parts.append(f"[{code}]")
    return " ".join(parts)

"""Tabletop Simulator tokens: one ``SET-NNN-V`` token per physical card.

``V`` numbers the printings of one collector number from 1: the base print, then alternate
art ``a``, then ``b``, then the signed print, counting only the prints that exist (the order
riftcheck's resolver reads them in). Tokens follow the deck in the order legend, champion,
main deck, battlefields, runes. The form has no sideboard, so a sideboard is left out with a
warning naming its cards, as are the legends a card asks for while building the deck
(CR 103.1) and any card without a printing code. A card the database does not
know is kept when it came as a token (``RAD-005-2``) or a base-print code (``RAD-005``).
"""

from __future__ import annotations

import re

from riftcheck.games.riftbound.cards.model import Card, Printing
from riftcheck.engine.usage import Sentence, Word
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.writers import Written, unmarked_champion
from riftcheck.games.riftbound.writers.printings import portable_printing, shown, unknown_ref, written_code

ZONES = ("legend", "champion", "main", "battlefields", "runes")
_VARIANT_ORDER = ("", "a", "b", "*")
_TOKEN = re.compile(r"[A-Z]{2,4}-(?:R|SP)?[0-9]+-[0-9]+", re.IGNORECASE)


def write(deck: Deck) -> Written:
    tokens: list[str] = []
    warnings: list[str] = []
    for zone in ZONES:
        for item in deck.cards(zone):
            token = tts_token(item)
            if token is None:
                warnings.append(Sentence("convert.no-printing-code", form=Word("form.tts"), card=shown(item),
                                         zone=Word(f"zone.{zone}")))
            else:
                tokens.extend([token] * item.count)
                if item.card is not None and item.printing is not None and item.printing not in item.card.printings:
                    warnings.append(Sentence("convert.tts-printing", code=item.printing.code, zone=Word(f"zone.{zone}"),
                                             token=token))
    lost = unmarked_champion(deck, "tts")
    if lost:
        warnings.append(lost)
    sideboard = deck.cards("sideboard")
    if sideboard:
        cards = ", ".join(shown(item) for item in sideboard)
        warnings.append(Sentence("convert.tts-no-sideboard", cards=cards))
    if deck.additional_legends:
        cards = ", ".join(shown(item) for item in deck.additional_legends)
        warnings.append(Sentence("convert.tts-no-additional-legends", cards=cards))
    return Written(" ".join(tokens) + "\n" if tokens else "", warnings)


def tts_token(item: DeckCard) -> str | None:
    """The token of one copy; an unknown card only when it came as a token or a base-print code."""
    if item.card is None:
        code = written_code(item)
        if code and _TOKEN.fullmatch(code):
            return code.upper()
        ref = unknown_ref(item)
        return f"{ref.set}-{ref.number}-1" if ref and not ref.variant else None
    printing = portable_printing(item)
    if printing is None:
        return None
    return f"{printing.set}-{printing.number}-{print_index(item.card, printing)}"


def print_index(card: Card, printing: Printing) -> int:
    """The 1-based place of `printing` among the prints of its set and collector number; 1
    (the base print) for a print riftcheck has no data for, whose place it cannot know."""
    same_number = [p for p in card.printings if p.set == printing.set and p.number == printing.number]
    same_number.sort(key=lambda p: _VARIANT_ORDER.index(p.variant))
    return same_number.index(printing) + 1 if printing in same_number else 1

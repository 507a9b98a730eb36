"""Writers: a resolved Deck written out in one of the forms riftcheck reads.

One module per form, each function taking a Deck and returning Written. A writer never
changes the deck: what a form cannot hold is left out and named in a warning.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from riftcheck.games.riftbound.deck import Deck

WRITERS = {
    "text": "riftcheck.games.riftbound.writers.text:write",
    "code": "riftcheck.games.riftbound.writers.code:write",
    "yaml": "riftcheck.games.riftbound.writers.native:write_yaml",
    "json": "riftcheck.games.riftbound.writers.native:write_json",
    "tts": "riftcheck.games.riftbound.writers.tts:write",
    "riftmana": "riftcheck.games.riftbound.writers.riftmana:write",
}


@dataclass(slots=True)
class Written:
    """The text of a deck in one form, and what that form could not hold."""

    text: str
    warnings: list[str] = field(default_factory=list)


def unmarked_champion(deck: Deck, form: str) -> str | None:
    """A warning for forms with no chosen-champion marker, when a reader would not find it again.

    Such forms list the champion first among the main deck cards; a reader takes the first
    champion unit carrying the legend's tag, so the choice survives only when the deck has one
    legend and the champion is such a unit.
    """
    champion, legend = deck.champion, deck.legend
    if champion is None or champion.card is None:
        return None
    card = champion.card
    if legend is not None and card.is_champion_unit and legend.champion_tag in card.tags:
        return None
    from riftcheck.engine.usage import Sentence, Word

    return Sentence("convert.unmarked-champion", form=Word(f"form.{form}"), card=card.name)


def write(deck: Deck, form: str) -> Written:
    """Write `deck` in `form` (a key of WRITERS); only that form's module is imported."""
    module_name, function = WRITERS[form].split(":")
    return getattr(importlib.import_module(module_name), function)(deck)

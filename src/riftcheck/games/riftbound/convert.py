"""A Riftbound decklist written in another form without changing the deck (`riftcheck convert`,
riftcheck.games.riftbound.writers), with every line it could not carry over named."""

from __future__ import annotations

from riftcheck.engine.answers import Conversion
from riftcheck.games.riftbound.deck import Deck


def read_decks(path: str, input_format: str | None = None, blank_battlefields: bool = False) -> list[Deck]:
    """Every deck in a file (or standard input for ``-``), resolved against the card database;
    with `blank_battlefields` (limited play), ``Blank Battlefield`` lines are blank battlefields.

    `input_format` forces a format by its name (as `riftcheck check --input-format` does).
    Raises DecklistError (a ValueError) for input that cannot be read as decklists.
    """
    from riftcheck.games.riftbound.cards.db import load_db
    from riftcheck.games.riftbound.cards.resolve import Resolver
    from riftcheck.games.riftbound.decklist import detect
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    decklists = detect.read_path(path, input_format)
    resolver = Resolver(load_db())
    return [resolve_deck(decklist, resolver, blank_battlefields) for decklist in decklists]


def deck_warnings(deck: Deck) -> list[str]:
    """What the reader could not use or had to decide: every such line is named."""
    warnings = [
        f"line {problem.line}: {problem.text!r} is left out: {problem.reason}"
        if problem.line is not None
        else f"{problem.text!r} is left out: {problem.reason}"
        for problem in deck.problems
    ]
    for zone, cards in [*deck.zones.items(), ("additional legends", deck.additional_legends)]:
        for item in cards:
            if item.card is None:
                warnings.append(f"{item.entry.text!r} ({zone}) is not in the card database; it is kept as written")
    for section in deck.unknown_sections:
        cards = ", ".join(f"{entry.count} {entry.text}" for entry in section.entries) or "no cards"
        warnings.append(f"line {section.line}: {section.header!r} is not a section riftcheck knows; "
                        f"its cards are left out: {cards}")
    for note in deck.notes:
        if note.key == "champion-chosen":
            warnings.append(f"no chosen champion was marked; {note.card} is written as the chosen champion")
        elif note.key == "champion-added":
            warnings.append(f"the deck code's main deck was one card short, so a copy of {note.card} is written "
                            "as the chosen champion beside it")
    return warnings


def convert(path: str, to: str | None, input_format: str | None) -> Conversion:
    """The one deck in the file written in the form `to` (default text); ValueError for a form
    there is not, or an input that is not exactly one decklist."""
    from riftcheck.games.riftbound.writers import WRITERS, write

    to = to or "text"
    from riftcheck.engine.usage import UsageError

    if to not in WRITERS:
        raise UsageError("convert-to", given=repr(to), choices=", ".join(WRITERS))
    decks = read_decks(path, input_format)
    if len(decks) > 1:
        raise UsageError("one-deck", path=path, count=len(decks), command="convert")
    deck = decks[0]
    written = write(deck, to)
    return Conversion(written.text, [*deck_warnings(deck), *written.warnings])

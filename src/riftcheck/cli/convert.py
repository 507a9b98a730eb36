"""`riftcheck convert`: write a decklist in another form without changing the deck."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from riftcheck.games.riftbound.deck import Deck

EXIT_OK, EXIT_USAGE = 0, 2
STDIN = "-"


class InputError(Exception):
    """The input cannot be read as exactly the decks a command needs; the message says why."""


def read_decks(path: str, input_format: str | None = None, blank_battlefields: bool = False) -> list[Deck]:
    """Every deck in a file (or standard input for ``-``), resolved against the card database;
    with `blank_battlefields` (limited play), ``Blank Battlefield`` lines are blank battlefields.

    `input_format` forces a format by its name (as `riftcheck check --input-format` does).
    Raises InputError for input that cannot be read as decklists.
    """
    from riftcheck.games.riftbound.cards.db import load_db
    from riftcheck.games.riftbound.cards.resolve import Resolver
    from riftcheck.games.riftbound.decklist import detect
    from riftcheck.games.riftbound.resolve_deck import resolve_deck
    from riftcheck.engine.refusals import DecklistError

    try:
        decklists = detect.read_path(path, input_format)
    except DecklistError as error:
        raise InputError(str(error)) from None
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


def warn(message: str) -> None:
    print(f"riftcheck: warning: {message}", file=sys.stderr)


def fail(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def other_game(game: str, input_format: str | None):
    """The game a command runs for when it is not the default one (riftcheck.games.Game);
    ValueError saying what to fix for an unknown game, or for --input-format, whose names are
    Riftbound's decklist forms (another game's form is read from its text)."""
    from riftcheck import games

    chosen = games.get(game)
    if input_format is not None:
        raise ValueError(f"--input-format names a Riftbound decklist form; a {games.TITLES[game]} list's form "
                         "is read from its text.")
    return chosen


def run(path: str, to: str | None, outfile: str | None, input_format: str | None = None,
        game: str = "riftbound") -> int:
    from riftcheck import games

    if game != games.DEFAULT_GAME:
        try:
            chosen = other_game(game, input_format)
        except ValueError as error:
            return fail(str(error))
        return chosen.convert_command(path, to, outfile)
    from riftcheck.games.riftbound.writers import WRITERS, write

    to = to or "text"
    if to not in WRITERS:
        return fail(f"cannot convert to {to!r}; choose one of {', '.join(WRITERS)}.")
    if outfile and same_file(path, outfile):
        return fail(f"refusing to overwrite the input file {path}; choose another output file.")
    try:
        decks = read_decks(path, input_format)
    except InputError as error:
        return fail(str(error))
    if len(decks) > 1:
        return fail(f"{path} holds {len(decks)} decklists; convert takes one deck at a time.")
    deck = decks[0]
    written = write(deck, to)
    for message in (*deck_warnings(deck), *written.warnings):
        warn(message)
    return emit(written.text, outfile)


def same_file(path: str, outfile: str) -> bool:
    if path == STDIN or outfile == STDIN:
        return False
    try:
        return os.path.samefile(path, outfile)
    except OSError:  # one of them does not exist yet
        return Path(path).resolve() == Path(outfile).resolve()


def emit(text: str, outfile: str | None) -> int:
    if not outfile or outfile == STDIN:
        sys.stdout.write(text)
        return EXIT_OK
    try:
        Path(outfile).write_text(text, encoding="utf-8")
    except OSError as error:
        return fail(f"cannot write {outfile}: {error.strerror or error}")
    return EXIT_OK

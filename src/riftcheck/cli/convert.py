"""`riftcheck convert`: write a decklist in another form without changing the deck (the game
writes it; this writes it out)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from riftcheck.games import Game

EXIT_OK, EXIT_USAGE = 0, 2
STDIN = "-"


def warn(message: str) -> None:
    print(f"riftcheck: warning: {message}", file=sys.stderr)


def fail(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def chosen_game(game: str, input_format: str | None) -> Game:
    """The game a command runs for (riftcheck.games.Game); ValueError saying what to fix for an
    unknown game, or for --input-format with another game than the default one: its names are
    Riftbound's decklist forms (another game's form is read from its text)."""
    from riftcheck import games

    chosen = games.get(game)
    if input_format is not None and game != games.DEFAULT_GAME:
        raise ValueError(f"--input-format names a Riftbound decklist form; a {games.TITLES[game]} list's form "
                         "is read from its text.")
    return chosen


def run(path: str, to: str | None, outfile: str | None, input_format: str | None = None,
        game: str = "riftbound") -> int:
    try:
        chosen = chosen_game(game, input_format)
    except ValueError as error:
        return fail(str(error))
    if outfile and same_file(path, outfile):
        return fail(f"refusing to overwrite the input file {path}; choose another output file.")
    try:
        converted = chosen.convert_deck(path, to, input_format)
    except ValueError as error:  # a DecklistError is a ValueError too
        return fail(str(error))
    for message in converted.warnings:
        warn(message)
    return emit(converted.text, outfile)


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

"""`riftcheck convert`: write a decklist in another form without changing the deck (the game
writes it; this writes it out)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from riftcheck.games import Game

EXIT_OK = 0
STDIN = "-"


def warn(message: str, lang: str = "en") -> None:
    """Say on stderr what the conversion could not keep, in `lang` when the message can say itself in it."""
    from riftcheck.engine.usage import described, render

    print(f"riftcheck: {render('convert.warning', {}, lang)}: {described(message, lang)}", file=sys.stderr)


def fail(problem: str | BaseException, lang: str, **params: object) -> int:
    """Refuse the command line in `lang`: a usage sentence by key, or an error raised on the way
    (riftcheck.engine.usage.refuse)."""
    from riftcheck.engine.usage import refuse

    return refuse(problem, lang, **params)


def chosen_game(game: str, input_format: str | None) -> Game:
    """The game a command runs for (riftcheck.games.Game); ValueError saying what to fix for an
    unknown game, or for --input-format with another game than the default one: its names are
    Riftbound's decklist forms (another game's form is read from its text)."""
    from riftcheck import games
    from riftcheck.engine.usage import UsageError

    chosen = games.get(game)
    if input_format is not None and game != games.DEFAULT_GAME:
        raise UsageError("input-format-other-game", game=games.TITLES[game])
    return chosen


def run(path: str, to: str | None, outfile: str | None, input_format: str | None = None,
        game: str = "riftbound", lang: str | None = None) -> int:
    """`lang` (--lang, else the locale) is the language its usage errors are said in."""
    from riftcheck.engine.lang import choose_language, language_of

    refused_in = language_of(lang)
    try:
        lang = choose_language(lang)
        chosen = chosen_game(game, input_format)
    except ValueError as error:
        return fail(error, refused_in)
    if outfile and same_file(path, outfile):
        return fail("overwrite-input", lang, path=path)
    try:
        converted = chosen.convert_deck(path, to, input_format)
    except ValueError as error:  # a DecklistError is a ValueError too
        return fail(error, lang)
    for message in converted.warnings:
        warn(message, lang)
    return emit(converted.text, outfile, lang)


def same_file(path: str, outfile: str) -> bool:
    if path == STDIN or outfile == STDIN:
        return False
    try:
        return os.path.samefile(path, outfile)
    except OSError:  # one of them does not exist yet
        return Path(path).resolve() == Path(outfile).resolve()


def emit(text: str, outfile: str | None, lang: str = "en") -> int:
    if not outfile or outfile == STDIN:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:
            raise  # the reader went away: riftcheck.cli.app stops quietly
        except OSError as error:  # a full disk, say
            return fail(error, lang)
        return EXIT_OK
    try:
        Path(outfile).write_text(text, encoding="utf-8")
    except OSError as error:
        return fail("cannot-write", lang, path=outfile, reason=error.strerror or error)
    return EXIT_OK

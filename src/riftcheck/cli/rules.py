"""`riftcheck rules`: list a game's deck rules, or print one rule's documentation."""

from __future__ import annotations

import json
import sys

from riftcheck.engine.lang import choose_language

EXIT_OK, EXIT_USAGE = 0, 2
OUTPUTS = ("text", "json", "markdown")


def _fail(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def run(code: str | None, lang: str | None, output: str, as_of: str | None = None, game: str = "riftbound") -> int:
    from riftcheck import games
    from riftcheck.engine.today import parse_date

    if output not in OUTPUTS:
        return _fail(f"unknown output format {output!r}; use text, json or markdown.")
    try:
        chosen = games.get(game)
    except ValueError as error:
        return _fail(str(error))
    try:
        lang = choose_language(lang)
        day = parse_date(as_of) if as_of else None
    except ValueError as error:
        return _fail(f"{error}.")
    try:
        if code is None:
            listing = chosen.list_rules(lang, day)
            print(listing.markdown if output == "markdown" else _form(listing.document, listing.text, output))
            return EXIT_OK
        if output == "markdown":
            return _fail("-o markdown writes the table of every rule; leave out the rule code.")
        shown = chosen.describe_rule(code, lang, day)
    except ValueError as error:
        return _fail(str(error))
    print(_form(shown.document, shown.text, output))
    return EXIT_OK


def _form(document: dict, text: str, output: str) -> str:
    """JSON, or the text: on a terminal refitted to its width at words (riftcheck.engine.wrapping);
    into a pipe as the game wrote it, one line per rule."""
    if output == "json":
        return json.dumps(document, ensure_ascii=False, indent=2)
    from riftcheck.report.terminal import terminal_width

    width = terminal_width(sys.stdout)
    if width is None:
        return text
    from riftcheck.engine.wrapping import for_terminal

    return for_terminal(text, width)

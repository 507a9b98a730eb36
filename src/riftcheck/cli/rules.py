"""`riftcheck rules`: list a game's deck rules, or print one rule's documentation."""

from __future__ import annotations

import json
import sys

from riftcheck.engine.lang import choose_language, language_of

EXIT_OK = 0
OUTPUTS = ("text", "json", "markdown")


def run(code: str | None, lang: str | None, output: str, as_of: str | None = None, game: str = "riftbound") -> int:
    from riftcheck import games
    from riftcheck.engine.today import parse_date
    from riftcheck.engine.usage import refuse

    refused_in = language_of(lang)  # usage errors follow --lang, else the locale
    if output not in OUTPUTS:
        return refuse("unknown-output", refused_in, given=repr(output), choices=", ".join(OUTPUTS))
    try:
        chosen = games.get(game)
        lang = choose_language(lang)
        day = parse_date(as_of) if as_of else None
        if code is None:
            listing = chosen.list_rules(lang, day)
            print(listing.markdown if output == "markdown" else _form(listing.document, listing.text, output))
            return EXIT_OK
        if output == "markdown":
            return refuse("markdown-table-only", lang)
        shown = chosen.describe_rule(code, lang, day)
    except ValueError as error:
        return refuse(error, refused_in)
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

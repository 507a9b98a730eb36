"""`riftcheck data`: a game's card and format data in force, and `riftcheck data remove NAME` to
take out a user's formats update."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

from riftcheck.engine.inputs.refusals import visible

if TYPE_CHECKING:
    from riftcheck.games import Game

EXIT_OK, EXIT_USAGE = 0, 2
OUTPUTS = ("text", "json")


def run(output: str, action: str | None = None, name: str | None = None, game: str = "riftbound",
        lang: str | None = None) -> int:
    from riftcheck import games
    from riftcheck.engine.lang import choose_language, language_of
    from riftcheck.engine.usage import described, render

    try:
        lang = choose_language(lang)
    except ValueError as error:
        return _usage(described(error, language_of(lang)))
    try:
        chosen = games.get(game)
    except ValueError as error:
        return _usage(described(error, lang))
    if output not in OUTPUTS:
        return _usage(render("unknown-output", {"given": repr(output), "choices": ", ".join(OUTPUTS)}, lang))
    if action is not None:
        if action != "remove":
            return _usage(render("data-action", {"given": repr(action)}, lang))
        return _remove(chosen, name, lang)
    shown = chosen.describe_data()
    print(json.dumps(shown.document, ensure_ascii=False, indent=2) if output == "json" else shown.text)
    return EXIT_OK


def _remove(chosen: Game, name: str | None, lang: str) -> int:
    from riftcheck.engine.usage import described

    try:
        removed = chosen.remove_update(name)
    except ValueError as error:
        return _usage(described(error, lang))
    print(f"removed your formats update {visible(removed.stem)} ({visible(str(removed))}); "
          "the shipped format data is in force without it")
    return EXIT_OK


def _usage(message: str) -> int:
    print(f"riftcheck: {visible(message)}", file=sys.stderr)
    return EXIT_USAGE

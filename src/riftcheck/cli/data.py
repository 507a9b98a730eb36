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


def run(output: str, action: str | None = None, name: str | None = None, game: str = "riftbound") -> int:
    from riftcheck import games

    try:
        chosen = games.get(game)
    except ValueError as error:
        return _usage(str(error))
    if output not in OUTPUTS:
        return _usage(f"unknown output format {output!r}; use text or json.")
    if action is not None:
        return _remove(chosen, name) if action == "remove" else _usage(f"unknown action {action!r}; the one there is: remove NAME")
    shown = chosen.describe_data()
    print(json.dumps(shown.document, ensure_ascii=False, indent=2) if output == "json" else shown.text)
    return EXIT_OK


def _remove(chosen: Game, name: str | None) -> int:
    try:
        removed = chosen.remove_update(name)
    except ValueError as error:
        return _usage(str(error))
    print(f"removed your formats update {visible(removed.stem)} ({visible(str(removed))}); "
          "the shipped format data is in force without it")
    return EXIT_OK


def _usage(message: str) -> int:
    print(f"riftcheck: {visible(message)}", file=sys.stderr)
    return EXIT_USAGE

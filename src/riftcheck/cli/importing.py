"""`riftcheck import`: card data into riftcheck's tables, by the game's own importer."""

from __future__ import annotations

import sys
from pathlib import Path

EXIT_USAGE = 2


def run(game: str, sources: list[Path], out: Path | None, output: str) -> int:
    from riftcheck import games

    try:
        chosen = games.get(game)
    except ValueError as error:
        print(f"riftcheck: {error}", file=sys.stderr)
        return EXIT_USAGE
    return chosen.run_import(sources, out, output)

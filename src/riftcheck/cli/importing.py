"""`riftcheck import`: card data into riftcheck's tables, by the game's own importer."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from riftcheck.engine.inputs.refusals import visible

EXIT_OK, EXIT_USAGE = 0, 2


def run(game: str, sources: list[Path], out: Path | None, output: str) -> int:
    from riftcheck import games

    try:
        chosen = games.get(game)
    except ValueError as error:
        print(f"riftcheck: {error}", file=sys.stderr)
        return EXIT_USAGE
    if output not in ("text", "json"):
        print(f"riftcheck: unknown output format {output!r}; use text or json.", file=sys.stderr)
        return EXIT_USAGE
    report = chosen.import_data(sources, out)
    for step in report.steps:
        if output == "json":
            print(json.dumps(step.document, ensure_ascii=False, indent=2))
        elif step.text:
            print(step.text)
    for problem in report.problems:
        print(f"riftcheck: {problem}", file=sys.stderr)
    return EXIT_USAGE if report.problems else EXIT_OK

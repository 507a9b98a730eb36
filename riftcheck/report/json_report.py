"""JSON: one document, written deck by deck so that a run of thousands streams.

The document's shape is written once, in `deck_json` and the run's head and totals; each
deck is written by the standard library's encoder as its verdict comes.
"""

from __future__ import annotations

import json
from typing import IO

from riftcheck.report.result import DeckResult, RunInfo, Totals


def deck_json(result: DeckResult) -> dict:
    document = {
        "path": result.source,
        "name": result.name,
        "player": result.player,
        "legend": result.legend,
        "champion": result.champion,
        "legal": result.legal,
        "status": result.status,
        "counts": result.counts,
        "findings": [f.to_dict() for f in result.findings],
    }
    trusted = result.on_trust()
    if trusted:
        document["on_trust"] = trusted
    if result.team:
        document["team"] = result.team
    if not result.readable:
        document["error"] = result.error
    return document


def run_head(format_name: str, as_of: str, game: str = "riftbound") -> dict:
    """The document's fields before its decks: the output's version, the run's format and date,
    and what riftcheck's data knows of the game's rules (for Riftbound, the newest rules
    edition and ban wave). A game other than Riftbound is named in `game`."""
    from riftcheck import games

    head = {"version": 1, "format": format_name, "as_of": as_of, "known": games.get(game).known()}
    if game != games.DEFAULT_GAME:
        head["game"] = game
    return head


class JsonReporter:
    def __init__(self, stream: IO[str], lang: str):
        self.stream = stream
        self.first = True

    def begin(self, run: RunInfo) -> None:
        head = json.dumps(run_head(run.format, run.as_of, run.game), ensure_ascii=False)
        self.stream.write(head[:-1] + ', "decks": [')

    def deck(self, result: DeckResult) -> None:
        self.stream.write(("\n" if self.first else ",\n") + json.dumps(deck_json(result), ensure_ascii=False))
        self.first = False

    def end(self, totals: Totals) -> None:
        self.stream.write(f'\n], "totals": {json.dumps(totals.counts())}}}\n')

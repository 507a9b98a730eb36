"""JSON: one document, written deck by deck so that a run of thousands streams.

The document's shape is written once, in `deck_json` and the run's head and totals; each
deck is written by the standard library's encoder as its verdict comes.
"""

from __future__ import annotations

import json

from riftcheck.engine.verdicts.result import DeckResult, RunInfo, Totals

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import IO

    from riftcheck.engine.verdicts.findings import RenderedFinding


def deck_json(result: DeckResult) -> dict:
    return {**_deck_head(result), "findings": [f.to_dict() for f in result.findings], **_deck_tail(result)}


def _deck_head(result: DeckResult) -> dict:
    """The fields of a deck's document before its findings."""
    return {
        "path": result.source,
        "name": result.name,
        "player": result.player,
        "legend": result.legend,
        "champion": result.champion,
        "legal": result.legal,
        "status": result.status,
        "counts": result.counts,
    }


def _deck_tail(result: DeckResult) -> dict:
    """The fields of a deck's document after its findings, those it has."""
    document = {}
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


WRITTEN_LIMIT = 5_000  # distinct findings whose JSON a report keeps, as riftcheck.engine.verdicts.render_cache keeps them


class JsonReporter:
    """Writes each deck as `deck_json` shapes it. A finding met again (the same banned card in
    many decks: riftcheck.engine.verdicts.render_cache hands out the same written finding) is encoded once."""

    def __init__(self, stream: IO[str], lang: str):
        self.stream = stream
        self.first = True
        # One encoder for the whole run: json.dumps with options builds a new one every call.
        self._encode = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
        self._written: dict[RenderedFinding, str] = {}

    def begin(self, run: RunInfo) -> None:
        head = json.dumps(run_head(run.format, run.as_of, run.game), ensure_ascii=False)
        self.stream.write(head[:-1] + ', "decks": [')

    def deck(self, result: DeckResult) -> None:
        encode = self._encode
        tail = _deck_tail(result)
        text = "".join([
            "\n" if self.first else ",\n",
            encode(_deck_head(result))[:-1],
            ', "findings": [',
            ", ".join([self._finding(finding) for finding in result.findings]),
            "]",
            ", " + encode(tail)[1:] if tail else "}",
        ])
        self.stream.write(text)
        self.first = False

    def _finding(self, finding: RenderedFinding) -> str:
        written = self._written.get(finding)
        if written is None:
            written = self._encode(finding.to_dict())
            if len(self._written) < WRITTEN_LIMIT:
                self._written[finding] = written
        return written

    def end(self, totals: Totals) -> None:
        self.stream.write(f'\n], "totals": {json.dumps(totals.counts())}}}\n')

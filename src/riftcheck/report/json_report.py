"""JSON: one document, written deck by deck so that a run of thousands streams.

The document's shape is written once, in `deck_json` and the run's head and totals; each
deck is written as its verdict comes, its fields before the findings by `_head_text` (which
the tests hold to json.dumps of `deck_json`), the rest by the standard library's encoder.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring as _text  # a string as the encoder writes it without ensure_ascii

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


def _head_text(result: DeckResult) -> str:
    """`_deck_head` as the encoder writes it, without its closing brace. Written here, as its
    values are nearly always text, null, a boolean and whole numbers: measured, the encoder's
    set-up for so small a dict took a fifth of the report's time."""
    counts = ", ".join([f"{_text(zone)}: {count if type(count) is int else _plain(count)}"
                        for zone, count in result.counts.items()])
    return (f'{{"path": {_plain(result.source)}, "name": {_plain(result.name)}, "player": {_plain(result.player)}, '
            f'"legend": {_plain(result.legend)}, "champion": {_plain(result.champion)}, '
            f'"legal": {_plain(result.legal)}, "status": {_plain(result.status)}, "counts": {{{counts}}}')


def _finding_text(finding: RenderedFinding) -> str:
    """`finding.to_dict()` as the encoder writes it, written here as `_head_text` is: measured,
    the encoder took about 3 us a distinct finding, a fifth of what the report spends a deck."""
    line = finding.line
    flags = (', "undecided": true' if finding.undecided else "") + (', "on_trust": true' if finding.on_trust else "")
    return (f'{{"code": {_plain(finding.code)}, "rule": {_plain(finding.rule)}, '
            f'"severity": {_plain(finding.severity)}, "zone": {_plain(finding.zone)}, "card": {_plain(finding.card)}, '
            f'"line": {line if type(line) is int else _plain(line)}, "message": {_plain(finding.message)}, '
            f'"hint": {_plain(finding.hint)}{flags}}}')


def _plain(value: object) -> str:
    """The value as json.dumps(value, ensure_ascii=False) writes it."""
    if type(value) is str:
        return _text(value)
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    return json.dumps(value, ensure_ascii=False)


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
        tail = _deck_tail(result)
        text = "".join([
            "\n" if self.first else ",\n",
            _head_text(result),
            ', "findings": [',
            ", ".join([self._finding(finding) for finding in result.findings]),
            "]",
            ", " + self._encode(tail)[1:] if tail else "}",
        ])
        self.stream.write(text)
        self.first = False

    def _finding(self, finding: RenderedFinding) -> str:
        written = self._written.get(finding)
        if written is None:
            written = _finding_text(finding)
            if len(self._written) < WRITTEN_LIMIT:
                self._written[finding] = written
        return written

    def end(self, totals: Totals) -> None:
        self.stream.write(f'\n], "totals": {json.dumps(totals.counts())}}}\n')

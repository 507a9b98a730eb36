"""SARIF 2.1.0, for code-scanning dashboards: one result per finding, rules described once.

A finding riftcheck could not decide carries `"undecided": true` in its properties; an
unconfirmed deck gets one error result of its own ("verdict.unconfirmed"), so that a dashboard
that fails on errors fails on it, as `riftcheck check` exits 1.

The log is written as it goes: the run's head (the tool and its rules) at the start, each
result as its deck comes, one to a line, and the closing brackets at the end, so that memory
does not grow with the number of decks.
"""

from __future__ import annotations

import json
from pathlib import PurePath
from urllib.parse import quote

from riftcheck.engine.version import __version__
from riftcheck.engine.verdicts.result import UNCONFIRMED, DeckResult, RunInfo, Totals, unconfirmed_sentence

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import IO

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
UNREADABLE = "input.unreadable"
UNCONFIRMED_RULE = "verdict.unconfirmed"
_RESULTS = '"results": []'  # where the results go in the run's head, which ends the run object
_RESULT_INDENT = "\n" + " " * 8


def _rule_descriptors(lang: str, as_of: str, game: str = "riftbound") -> list[dict]:
    """Each rule of the run's game once, its number as in force on the checked date."""
    import datetime

    from riftcheck import games

    day, played = datetime.date.fromisoformat(as_of), games.get(game)
    return [
        {
            "id": rule.CODE,
            "name": rule.NAME,
            "shortDescription": {"text": played.rule_summary(rule, lang)},
            "properties": {"rule": played.cite(rule.RULE, day) if rule.RULE else None},
        }
        for rule in played.rule_catalog()
    ] + [{"id": UNREADABLE, "name": UNREADABLE, "shortDescription": {"text": "The input is not a decklist."}},
         {"id": UNCONFIRMED_RULE, "name": UNCONFIRMED_RULE,
          "shortDescription": {"text": "Nothing breaks a rule, but riftcheck could not decide everything."}}]


def artifact_uri(source: str) -> str:
    """The input's path as a URI reference (RFC 3986): a relative path stays relative, with
    forward slashes and every other character a URI may not hold percent-encoded as UTF-8 (a
    colon too, which would read as a scheme); an absolute path becomes a file: URI."""
    path = PurePath(source)
    return path.as_uri() if path.is_absolute() else quote(path.as_posix())


def _location(source: str, line: int | None) -> dict:
    physical = {"artifactLocation": {"uri": artifact_uri(source)}}
    if line:
        physical["region"] = {"startLine": line}
    return {"physicalLocation": physical}


def finding_result(source: str, finding) -> dict:
    text = finding.message + (f" {finding.hint}" if finding.hint else "")
    return {
        "ruleId": finding.code,
        "level": _LEVEL[finding.severity],
        "message": {"text": text},
        "locations": [_location(source, finding.line)],
        "properties": {"rule": finding.rule, "zone": finding.zone, "card": finding.card, "path": source,
                       **({"undecided": True} if getattr(finding, "undecided", False) else {})},
    }


class SarifReporter:
    def __init__(self, stream: IO[str], lang: str):
        self.stream = stream
        self.first = True
        self.tail = ""

    def begin(self, run: RunInfo) -> None:
        driver = {"name": "riftcheck", "version": __version__, "rules": _rule_descriptors(run.lang, run.as_of, run.game)}
        head = {
            "$schema": SARIF_SCHEMA,
            "version": "2.1.0",
            "runs": [{
                "tool": {"driver": driver},
                "properties": {"format": run.format, "as_of": run.as_of},
                "results": [],
            }],
        }
        before, self.tail = json.dumps(head, ensure_ascii=False, indent=2).rsplit(_RESULTS, 1)
        self.stream.write(before + '"results": [')

    def deck(self, result: DeckResult) -> None:
        if not result.readable:
            self._write({"ruleId": UNREADABLE, "level": "error", "message": {"text": result.error or ""},
                         "locations": [_location(result.source, None)], "properties": {"path": result.source}})
        if result.status == UNCONFIRMED:
            self._write({"ruleId": UNCONFIRMED_RULE, "level": "error", "message": {"text": unconfirmed_sentence(result)},
                         "locations": [_location(result.source, None)],
                         "properties": {"path": result.source, "status": UNCONFIRMED}})
        for finding in result.findings:
            self._write(finding_result(result.source, finding))

    def _write(self, result: dict) -> None:
        self.stream.write(("" if self.first else ",") + _RESULT_INDENT + json.dumps(result, ensure_ascii=False))
        self.first = False

    def end(self, totals: Totals) -> None:
        closing = "" if self.first else _RESULT_INDENT[:-2]
        self.stream.write(closing + "]" + self.tail + "\n")

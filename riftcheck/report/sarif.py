"""SARIF 2.1.0, for code-scanning dashboards: one result per finding, rules described once."""

from __future__ import annotations

import json
from typing import IO

from riftcheck import __version__
from riftcheck.report.result import DeckResult, RunInfo, Totals

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
UNREADABLE = "input.unreadable"


def _rule_descriptors(lang: str, as_of: str) -> list[dict]:
    """Each rule once, its number as in force on the checked date."""
    import datetime

    from riftcheck import formats, rules

    day = datetime.date.fromisoformat(as_of)

    return [
        {
            "id": rule.CODE,
            "name": rule.NAME,
            "shortDescription": {"text": rules.summary(rule, lang)},
            "properties": {"rule": formats.cite(rule.RULE, day) if rule.RULE else None},
        }
        for rule in rules.ALL
    ] + [{"id": UNREADABLE, "name": UNREADABLE, "shortDescription": {"text": "The input is not a decklist."}}]


def _location(source: str, line: int | None) -> dict:
    physical = {"artifactLocation": {"uri": source}}
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
        "properties": {"rule": finding.rule, "zone": finding.zone, "card": finding.card},
    }


class SarifReporter:
    def __init__(self, stream: IO[str], lang: str):
        self.stream = stream
        self.results: list[dict] = []

    def begin(self, run: RunInfo) -> None:
        self.run = run

    def deck(self, result: DeckResult) -> None:
        if not result.readable:
            self.results.append(
                {"ruleId": UNREADABLE, "level": "error", "message": {"text": result.error or ""},
                 "locations": [_location(result.source, None)]}
            )
        self.results += [finding_result(result.source, f) for f in result.findings]

    def end(self, totals: Totals) -> None:
        driver = {"name": "riftcheck", "version": __version__, "rules": _rule_descriptors(self.run.lang, self.run.as_of)}
        document = {
            "$schema": SARIF_SCHEMA,
            "version": "2.1.0",
            "runs": [{
                "tool": {"driver": driver},
                "results": self.results,
                "properties": {"format": self.run.format, "as_of": self.run.as_of},
            }],
        }
        json.dump(document, self.stream, ensure_ascii=False, indent=2)
        self.stream.write("\n")

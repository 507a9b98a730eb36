"""The organiser's per-deck table (--report FILE.csv or FILE.json), written as decks are checked.

Cells that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage
return) are prefixed with an apostrophe, so a hostile player name cannot execute anything.
"""

from __future__ import annotations

import json
from pathlib import Path

from riftcheck.report.result import DeckResult, RunInfo, Totals

COLUMNS = ("player", "file", "legend", "champion", "legal", "errors", "warnings", "codes", "messages")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: str) -> str:
    return "'" + value if value.startswith(_FORMULA_START) else value


def registration_row(result: DeckResult) -> dict:
    problems = [f for f in result.findings if f.severity in ("error", "warning")]
    messages = [f"{f.code}: {f.message}" for f in problems]
    if not result.readable:
        messages.insert(0, result.error or "")
    return {
        "player": result.player or result.name or "",
        "file": result.source,
        "legend": result.legend or "",
        "champion": result.champion or "",
        "legal": "unreadable" if not result.readable else ("yes" if result.legal else "no"),
        "errors": len(result.by_severity("error")),
        "warnings": len(result.by_severity("warning")),
        "codes": " ".join(dict.fromkeys(f.code for f in problems)),
        "messages": " | ".join(messages),
    }


class CsvRegistrationReport:
    def __init__(self, path: Path):
        import csv

        self.handle = path.open("w", encoding="utf-8", newline="")
        self.writer = csv.DictWriter(self.handle, fieldnames=COLUMNS)

    def begin(self, run: RunInfo) -> None:
        self.writer.writeheader()

    def deck(self, result: DeckResult) -> None:
        row = registration_row(result)
        self.writer.writerow({k: safe_cell(v) if isinstance(v, str) else v for k, v in row.items()})

    def end(self, totals: Totals) -> None:
        self.handle.close()


class JsonRegistrationReport:
    def __init__(self, path: Path):
        self.handle = path.open("w", encoding="utf-8")
        self.first = True

    def begin(self, run: RunInfo) -> None:
        from riftcheck.formats import known

        self.handle.write(
            f'{{"format": {json.dumps(run.format)}, "as_of": {json.dumps(run.as_of)}, '
            f'"known": {json.dumps(known().to_dict(), ensure_ascii=False)}, "decks": ['
        )

    def deck(self, result: DeckResult) -> None:
        self.handle.write(("\n" if self.first else ",\n") + json.dumps(registration_row(result), ensure_ascii=False))
        self.first = False

    def end(self, totals: Totals) -> None:
        counts = {"decks": totals.decks, "legal": totals.legal, "illegal": totals.illegal, "unreadable": totals.unreadable}
        self.handle.write(f'\n], "totals": {json.dumps(counts)}}}\n')
        self.handle.close()


def open_registration_report(path: Path):
    """A report writer chosen by the file's extension (.csv or .json)."""
    writers = {".csv": CsvRegistrationReport, ".json": JsonRegistrationReport}
    writer = writers.get(path.suffix.lower())
    if writer is None:
        raise ValueError(f"--report {path}: use a file name ending in .csv or .json.")
    try:
        return writer(path)
    except OSError as error:
        raise ValueError(f"--report {path}: cannot write the report there ({error.strerror or error}).") from None

"""The organiser's per-deck table (--report FILE.csv or FILE.json), written as decks are checked.

Each row names the player (as the decklist gives it, else from the file or folder name), the
file, the verdict (`legal`: yes, no or unreadable; `status`: legal, illegal, unconfirmed or
unreadable, see riftcheck.engine.verdicts.result), the cards taken on trust, and every error and warning
with its line and hint; the format, rules date
and riftcheck version of the run are in every row of the CSV and in the JSON's header.
Cells that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage
return) are prefixed with an apostrophe, so a hostile player name cannot execute anything.
`excel=True` starts the CSV with a UTF-8 byte order mark, without which Excel reads Thai as
another encoding.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import IO

from riftcheck.engine.version import __version__
from riftcheck.engine.verdicts.result import DeckResult, RunInfo, Totals, player_label

COLUMNS = ("player", "file", "legend", "champion", "legal", "status", "errors", "warnings", "codes", "messages",
           "on_trust")
RUN_COLUMNS = ("format", "as_of", "riftcheck")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: str) -> str:
    return "'" + value if value.startswith(_FORMULA_START) else value


def finding_text(finding) -> str:
    """One finding in a cell: code, line, message and hint ("RC105 line 9: ... (hint: ...)")."""
    where = f" line {finding.line}" if finding.line else ""
    hint = f" (hint: {finding.hint})" if finding.hint else ""
    return f"{finding.code}{where}: {finding.message}{hint}"


def registration_row(result: DeckResult) -> dict:
    problems = [f for f in result.findings if f.severity in ("error", "warning")]
    messages = [finding_text(f) for f in problems]
    if not result.readable:
        messages.insert(0, result.error or "")
    return {
        "player": player_label(result),
        "file": result.source,
        "legend": result.legend or "",
        "champion": result.champion or "",
        "legal": "unreadable" if not result.readable else ("yes" if result.legal else "no"),
        "status": result.status,
        "errors": len(result.by_severity("error")),
        "warnings": len(result.by_severity("warning")),
        "codes": " ".join(dict.fromkeys(f.code for f in problems)),
        "messages": " | ".join(messages),
        "on_trust": " | ".join(result.on_trust()),
    }


def run_fields(run: RunInfo) -> dict:
    return {"format": run.format, "as_of": run.as_of, "riftcheck": __version__}


class CsvRegistrationReport:
    """Writes to `handle`, a text stream opened with newline="" (closed at the end)."""

    def __init__(self, handle: IO[str]):
        import csv

        self.handle = handle
        self.writer = csv.DictWriter(self.handle, fieldnames=COLUMNS + RUN_COLUMNS)
        self.run: dict = {}

    def begin(self, run: RunInfo) -> None:
        self.run = {key: safe_cell(value) for key, value in run_fields(run).items()}
        self.writer.writeheader()

    def deck(self, result: DeckResult) -> None:
        row = registration_row(result)
        self.writer.writerow({**{k: safe_cell(v) if isinstance(v, str) else v for k, v in row.items()}, **self.run})

    def end(self, totals: Totals) -> None:
        self.handle.close()


class JsonRegistrationReport:
    """Writes to `handle`, a text stream (closed at the end)."""

    def __init__(self, handle: IO[str]):
        self.handle = handle
        self.first = True

    def begin(self, run: RunInfo) -> None:
        from riftcheck import games

        header = json.dumps({**run_fields(run), "known": games.get(run.game).known()}, ensure_ascii=False)[1:-1]
        self.handle.write(f'{{{header}, "decks": [')

    def deck(self, result: DeckResult) -> None:
        findings = [{"code": f.code, "rule": f.rule, "severity": f.severity, "line": f.line, "message": f.message,
                     "hint": f.hint} for f in result.findings if f.severity in ("error", "warning")]
        row = {**registration_row(result), "findings": findings}
        self.handle.write(("\n" if self.first else ",\n") + json.dumps(row, ensure_ascii=False))
        self.first = False

    def end(self, totals: Totals) -> None:
        self.handle.write(f'\n], "totals": {json.dumps(totals.counts())}}}\n')
        self.handle.close()


def open_registration_report(path: Path, excel: bool = False):
    """A report writer chosen by the file's extension (.csv or .json); `excel` puts a byte order
    mark before a CSV."""
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".json"):
        raise ValueError(f"--report {path}: use a file name ending in .csv or .json.")
    try:
        if suffix == ".csv":
            return CsvRegistrationReport(path.open("w", encoding="utf-8-sig" if excel else "utf-8", newline=""))
        return JsonRegistrationReport(path.open("w", encoding="utf-8"))
    except OSError as error:
        raise ValueError(f"--report {path}: cannot write the report there ({error.strerror or error}).") from None

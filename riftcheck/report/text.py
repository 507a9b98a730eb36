"""Text for people: each deck's verdict with its findings grouped by zone, then a table of all
decks when there are several (illegal first), with a progress bar on a terminal."""

from __future__ import annotations

import os
from typing import IO

from riftcheck.report.labels import label
from riftcheck.report.result import DeckResult, RunInfo, Totals

ZONE_ORDER = ("legend", "champion", "main", "runes", "battlefields", "sideboard", None)
DETAIL_LIMIT = 5  # beyond this many decks the table alone stays readable
_STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}


class TextReporter:
    def __init__(self, stream: IO[str], lang: str):
        from rich.console import Console

        self.console = Console(file=stream, highlight=False, soft_wrap=True)
        self.lang = lang
        self.results: list[dict] = []
        self.details: list[DeckResult] = []
        self.progress = None
        self.last_source: str | None = None

    def _(self, key: str, **values) -> str:
        return label(self.lang, key, **values)

    def begin(self, run: RunInfo) -> None:
        if run.expected > 1 and self.console.is_terminal:
            from rich.progress import Progress

            self.progress = Progress(transient=True, console=self.console)
            self.progress.start()
            self.task = self.progress.add_task(self._("checking"), total=run.expected)

    def deck(self, result: DeckResult) -> None:
        self.results.append(_summary_row(result))
        if self.progress and result.source != self.last_source:
            self.progress.advance(self.task)  # the bar counts inputs: an export's decks share one
        self.last_source = result.source
        if len(self.results) <= DETAIL_LIMIT:
            self.details.append(result)

    def end(self, totals: Totals) -> None:
        if self.progress:
            self.progress.stop()
        if totals.decks <= DETAIL_LIMIT:
            for result in self.details:
                self._print_deck(result)
        if totals.decks > 1:
            self._print_table()
            self.console.print(self._("totals", **_totals_values(totals)))
            if totals.decks > DETAIL_LIMIT:
                self.console.print(self._("more_detail"), style="dim")

    def _verdict(self, result: DeckResult) -> str:
        if not result.readable:
            return f"[bold red]✗ {self._('unreadable')}[/]"
        if result.legal:
            return f"[bold green]✓ {self._('legal')}[/]"
        return f"[bold red]✗ {self._('illegal')}[/]"

    def _print_deck(self, result: DeckResult) -> None:
        from rich.markup import escape

        title = " — ".join(escape(part) for part in (result.source, result.player, result.legend) if part)
        self.console.print(f"{self._verdict(result)}  {title}")
        if not result.readable:
            self.console.print(f"    {escape(result.error or '')}")
            return
        for zone in ZONE_ORDER:
            findings = [f for f in result.findings if f.zone == zone]
            if findings:
                self.console.print(f"  [bold]{self._('zone.' + (zone or 'deck'))}[/]")
                for finding in findings:
                    self._print_finding(finding)
        self._print_summary(result)
        self.console.print()

    def _print_finding(self, finding) -> None:
        from rich.markup import escape

        severity = finding.severity
        where = f" {self._('line')} {finding.line}" if finding.line else ""
        rule = f" ({self._('rule')} {finding.rule})" if finding.rule else ""
        head = f"    [{_STYLE[severity]}]{self._(severity)}[/] {finding.code}{rule}{where}:"
        self.console.print(f"{head} {escape(finding.message)}")
        if finding.hint:
            self.console.print(f"      [dim]{self._('hint')}: {escape(finding.hint)}[/]")

    def _print_summary(self, result: DeckResult) -> None:
        counts = result.counts
        parts = [f"{self._('zone.' + zone)} {counts[zone]}" for zone in ("main", "runes", "battlefields", "sideboard") if zone in counts]
        summary = result.summary
        if "signature" in summary:
            parts.append(f"{self._('signature')} {summary['signature']}")
        if "identity" in summary:
            parts.append(f"{self._('identity')} {', '.join(summary['identity']) or self._('colourless')}")
        self.console.print(f"  [dim]{self._('summary')}: {' · '.join(parts)}[/]")

    def _print_table(self) -> None:
        from rich.markup import escape
        from rich.table import Table

        table = Table(show_lines=False)
        for key in ("deck", "zone.legend", "verdict", "errors", "warnings", "first_problem"):
            table.add_column(self._(key), overflow="fold")
        for row in sorted(self.results, key=_table_order):
            table.add_row(escape(row["label"]), escape(row["legend"]), self._verdict(row["result"]),
                          str(row["errors"]), str(row["warnings"]), escape(row["first"]))
        self.console.print(table)


def _summary_row(result: DeckResult) -> dict:
    """What the table needs of a deck: a few strings, so that memory stays small for big runs."""
    errors = result.by_severity("error")
    first = errors[0].message if errors else (result.error or "")
    light = DeckResult(source=result.source, legal=result.legal, readable=result.readable)
    return {
        "label": result.player or os.path.basename(result.source),
        "legend": result.legend or "",
        "result": light,
        "errors": len(errors),
        "warnings": len(result.by_severity("warning")),
        "first": first,
        "rank": 0 if not result.readable else (1 if not result.legal else 2),
    }


def _table_order(row: dict) -> tuple:
    return (row["rank"], row["label"].casefold(), row["result"].source)


def _totals_values(totals: Totals) -> dict:
    return {"decks": totals.decks, "legal": totals.legal, "illegal": totals.illegal, "unreadable": totals.unreadable}

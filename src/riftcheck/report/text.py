"""Text for people: each deck's verdict with its findings grouped by zone, then a table of the
decks when there are several (unreadable, illegal and unconfirmed first), with a progress bar
on a terminal. An unconfirmed deck lists what riftcheck could not decide under its verdict.

A big run's table lists only the decks that need attention (unreadable, illegal, unconfirmed, or
with warnings), at most ATTENTION_ROWS of them: nobody reads ten thousand rows, and rendering
them took most of an organiser's run. Every deck is in the --report file and in -o json.
"""

from __future__ import annotations

from typing import IO, NamedTuple

from riftcheck.report.markup import PlainConsole, escape
from riftcheck.report.labels import label
from riftcheck.engine.verdicts.result import (
    ILLEGAL,
    LEGAL,
    UNCONFIRMED,
    UNREADABLE,
    DeckResult,
    RunInfo,
    Totals,
    player_label,
)
from riftcheck.report.terminal import console, is_terminal, line_console

ZONE_ORDER = ("legend", "champion", "commander", "companion", "main", "runes", "battlefields", "sideboard", None)
DETAIL_LIMIT = 5  # beyond this many decks the table alone stays readable
FULL_TABLE_LIMIT = 50  # up to this many decks, the table lists legal decks too
ATTENTION_ROWS = 100  # rows of the table of a bigger run
_STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}
_UNREADABLE, _ILLEGAL, _UNCONFIRMED, _WARNED, _LEGAL = range(5)  # table order
_RANK = {UNREADABLE: _UNREADABLE, ILLEGAL: _ILLEGAL, UNCONFIRMED: _UNCONFIRMED, LEGAL: _LEGAL}


class _Row(NamedTuple):
    """What the table needs of a deck: a few strings, so that memory stays small for big runs."""

    rank: int
    player: str
    source: str
    legend: str
    errors: int
    warnings: int
    first: str


class TextReporter:
    def __init__(self, stream: IO[str], lang: str, quiet: bool = False):
        self.console = line_console(stream)  # without rich where no colour is written
        self.stream = stream
        self.lang = lang
        self.quiet = quiet  # the verdict line alone: one deck's, or the totals of several
        self.rows: list[_Row] = []  # every deck while few; then the first of those needing attention
        self.details: list[DeckResult] = []
        self.seen = 0
        self.attention = 0  # decks unreadable, illegal or with warnings
        self.progress = None
        self.last_source: str | None = None

    def _(self, key: str, **values) -> str:
        return label(self.lang, key, **values)

    def begin(self, run: RunInfo) -> None:
        if run.expected > 1 and not self.quiet and is_terminal(self.stream):
            from rich.progress import Progress

            self.progress = Progress(transient=True, console=self._rich_console())
            self.progress.start()
            self.task = self.progress.add_task(self._("checking"), total=run.expected)

    def deck(self, result: DeckResult) -> None:
        self.seen += 1
        row = _summary_row(result)
        self.attention += row.rank != _LEGAL
        if row.rank != _LEGAL or self.seen <= FULL_TABLE_LIMIT:
            self.rows.append(row)
            if len(self.rows) > FULL_TABLE_LIMIT + 2 * ATTENTION_ROWS:
                self._keep_first_rows()
        if self.progress and result.source != self.last_source:
            self.progress.advance(self.task)  # the bar counts inputs: an export's decks share one
        self.last_source = result.source
        if self.seen <= DETAIL_LIMIT:
            self.details.append(result)

    def end(self, totals: Totals) -> None:
        if self.progress:
            self.progress.stop()
        if self.quiet:
            self._print_verdict_only(totals)
            return
        if totals.decks <= DETAIL_LIMIT:
            for result in self.details:
                self._print_deck(result)
        if totals.decks > 1:
            self._print_table(totals)
            self.console.print(self._("totals", **totals.counts()))
            if totals.decks > DETAIL_LIMIT:
                self.console.print(self._("more_detail"), style="dim")

    def _rich_console(self):
        """A rich Console on the same stream, for what only rich draws (the table, the bar)."""
        if isinstance(self.console, PlainConsole):
            self.console = console(self.stream, highlight=False, soft_wrap=True)
        return self.console

    def _keep_first_rows(self) -> None:
        """Only the rows a big run's table can show, so that memory stays flat however many
        decks need attention (by then the run is big: legal rows are not shown)."""
        needing = (row for row in self.rows if row.rank != _LEGAL)
        self.rows = sorted(needing, key=_table_order)[:ATTENTION_ROWS]

    def _print_verdict_only(self, totals: Totals) -> None:
        if totals.decks == 1 and self.details:
            self.console.print(self._verdict_line(self.details[0]))
        else:
            self.console.print(self._("totals", **totals.counts()))

    def _verdict(self, result: DeckResult) -> str:
        return self._verdict_of(_RANK[result.status])

    def _verdict_of(self, rank: int) -> str:
        if rank == _UNREADABLE:
            return f"[bold red]✗ {self._('unreadable')}[/]"
        if rank == _ILLEGAL:
            return f"[bold red]✗ {self._('illegal')}[/]"
        if rank == _UNCONFIRMED:
            return f"[bold yellow]? {self._('unconfirmed')}[/]"
        return f"[bold green]✓ {self._('legal')}[/]"

    def _verdict_line(self, result: DeckResult) -> str:
        title = " — ".join(escape(part) for part in (result.source, result.player, result.legend) if part)
        return f"{self._verdict(result)}  {title}"

    def _print_deck(self, result: DeckResult) -> None:
        self.console.print(self._verdict_line(result))
        if not result.readable:
            self.console.print(f"    {escape(result.error or '')}")
            return
        self._print_reasons(result)
        for zone in ZONE_ORDER:
            findings = [f for f in result.findings if f.zone == zone]
            if findings:
                self.console.print(f"  [bold]{self._('zone.' + (zone or 'deck'))}[/]")
                for finding in findings:
                    self._print_finding(finding)
        self._print_summary(result)
        self.console.print()

    def _print_reasons(self, result: DeckResult) -> None:
        """Why an unconfirmed deck is not legal, and the cards a legal one took on trust."""
        if result.status == UNCONFIRMED:
            self.console.print(f"  [yellow]{self._('unconfirmed_because')}:[/]")
            for finding in result.undecided():
                where = f"{self._('line')} {finding.line}: " if finding.line else ""
                self.console.print(f"    ? {finding.code} {where}{escape(finding.message)}")
        trusted = result.on_trust()
        if trusted:
            self.console.print(f"  [yellow]{self._('on_trust')}:[/] {escape(', '.join(trusted))}")

    def _print_finding(self, finding) -> None:
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

    def _print_table(self, totals: Totals) -> None:
        from rich.table import Table

        big = totals.decks > FULL_TABLE_LIMIT
        rows = sorted((row for row in self.rows if not big or row.rank != _LEGAL), key=_table_order)
        table = Table(show_lines=False)
        for key in ("player", "file", "zone.legend", "verdict", "errors", "warnings", "first_problem"):
            table.add_column(self._(key), overflow="fold")
        for row in rows[:ATTENTION_ROWS] if big else rows:
            table.add_row(escape(row.player), escape(row.source), escape(row.legend), self._verdict_of(row.rank),
                          str(row.errors), str(row.warnings), escape(row.first))
        self._rich_console().print(table)
        if big:
            self.console.print(self._("attention_only", shown=min(len(rows), ATTENTION_ROWS),
                                      attention=self.attention, legal=totals.decks - self.attention))


def _summary_row(result: DeckResult) -> _Row:
    errors = result.by_severity("error")
    warnings = len(result.by_severity("warning"))
    rank = _RANK[result.status]
    if rank == _LEGAL and warnings:
        rank = _WARNED
    undecided = result.undecided() if rank == _UNCONFIRMED else []
    first = errors[0].message if errors else (undecided[0].message if undecided else result.error or "")
    return _Row(rank, player_label(result), result.source, result.legend or "", len(errors), warnings, first)


def _table_order(row: _Row) -> tuple:
    return (row.rank, row.player.casefold(), row.source)



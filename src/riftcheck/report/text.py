"""Text for people: each deck's verdict with its findings grouped by zone, then a table of the
decks when there are several (unreadable, illegal and unconfirmed first), with a progress bar
on a terminal. An unconfirmed deck lists what riftcheck could not decide under its verdict.

A big run's table lists only the decks that need attention (unreadable, illegal, unconfirmed, or
with warnings), at most ATTENTION_ROWS of them: nobody reads ten thousand rows, and rendering
them took most of an organiser's run. Every deck is in the --report file and in -o json.
"""

from __future__ import annotations

from collections import namedtuple

from riftcheck.report.markup import PlainConsole, escape, plain
from riftcheck.report.labels import counted, label
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
from riftcheck.report.terminal import console, is_terminal, line_console, terminal_width

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import IO

ZONE_ORDER = ("legend", "champion", "commander", "companion", "main", "runes", "battlefields", "sideboard", None)
DETAIL_LIMIT = 5  # beyond this many decks the table alone stays readable
FULL_TABLE_LIMIT = 50  # up to this many decks, the table lists legal decks too
ATTENTION_ROWS = 100  # rows of the table of a bigger run
_STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}
_UNREADABLE, _ILLEGAL, _UNCONFIRMED, _WARNED, _LEGAL = range(5)  # table order
_RANK = {UNREADABLE: _UNREADABLE, ILLEGAL: _ILLEGAL, UNCONFIRMED: _UNCONFIRMED, LEGAL: _LEGAL}


# What the table needs of a deck: a few strings, so that memory stays small for big runs.
# `named`: the player's name comes from the decklist, not from its file's name.
_Row = namedtuple("_Row", "rank player source legend errors warnings first named", defaults=(False,))


class TextReporter:
    def __init__(self, stream: IO[str], lang: str, quiet: bool = False, report: str | None = None):
        self.console = line_console(stream)  # without rich where no colour is written
        self.stream = stream
        self.lang = lang
        self.quiet = quiet  # the verdict line alone: one deck's, or the totals of several
        self.report = report  # the --report file, named at the end of the run
        self.rows: list[_Row] = []  # every deck while few; then the first of those needing attention
        self.details: list[DeckResult] = []
        self.seen = 0
        self.attention = 0  # decks unreadable, illegal or with warnings
        self.progress = None
        self.last_source: str | None = None
        self.width = terminal_width(stream)  # None into a pipe or a file: one line per finding

    def _(self, key: str, **values) -> str:
        return label(self.lang, key, **values)

    def begin(self, run: RunInfo) -> None:
        if run.expected > 1 and not self.quiet and is_terminal(self.stream):
            from rich.progress import MofNCompleteColumn, Progress

            columns = (*Progress.get_default_columns(), MofNCompleteColumn())  # the bar, then "12/300"
            self.progress = Progress(*columns, transient=True, console=self._rich_console())
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
            self._say(escape(self._("totals", **totals.counts())), "  ")
            if totals.decks > DETAIL_LIMIT:
                self._say(escape(self._("more_detail_json" if self.report else "more_detail")), "  ", "dim")
        if self.report:
            self._say(escape(self._("report_written", path=self.report)), "  ")

    def _say(self, markup: str, indent: str = "", style: str = "") -> None:
        """One line of markup; on a terminal wrapped to its width at words (Thai between words),
        each continuation at `indent`. The markup's tags must open and close around whole words
        of its first part (a styled head such as `[cyan]info[/] RC121:`): a tag spanning lines is
        written on the first only."""
        if self.width is None:
            self.console.print(f"[{style}]{markup}[/]" if style else markup)
            return
        from riftcheck.engine.wrapping import wrap

        text = plain(markup)
        lines = wrap(text, self.width, indent)
        head = markup.rsplit("[/]", 1)[0] + "[/]" if "[/]" in markup else ""
        head_text = plain(head)
        shown = [head + escape(lines[0][len(head_text):]) if head and lines[0].startswith(head_text) else escape(lines[0])]
        shown += [escape(line) for line in lines[1:]]
        for line in shown:
            self.console.print(f"[{style}]{line}[/]" if style else line)

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
            self._say(self._verdict_line(self.details[0]), "    ")
        else:
            self._say(escape(self._("totals", **totals.counts())), "  ")

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
        self._say(self._verdict_line(result), "    ")
        if not result.readable:
            self._say(f"    {escape(result.error or '')}", "      ")
            return
        self._print_reasons(result)
        # An unconfirmed deck's undecided findings are listed, with their hints, under why it is unconfirmed.
        listed = set(result.undecided()) if result.status == UNCONFIRMED else set()
        for zone in ZONE_ORDER:
            findings = [f for f in result.findings if f.zone == zone and f not in listed]
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
                self._say(f"    ? {finding.code} {where}{escape(finding.message)}", "      ")
                if finding.hint:
                    self._say(f"      {self._('hint')}: {escape(finding.hint)}", "        ", "dim")
        trusted = result.on_trust()
        if trusted:
            self._say(f"  [yellow]{self._('on_trust')}:[/] {escape(', '.join(trusted))}", "    ")

    def _print_finding(self, finding) -> None:
        severity = finding.severity
        where = f" {self._('line')} {finding.line}" if finding.line else ""
        rule = f" ({self._('rule')} {finding.rule})" if finding.rule else ""
        head = f"    [{_STYLE[severity]}]{self._(severity)}[/] {finding.code}{rule}{where}:"
        self._say(f"{head} {escape(finding.message)}", "      ")
        if finding.hint:
            self._say(f"      {self._('hint')}: {escape(finding.hint)}", "        ", "dim")

    def _print_summary(self, result: DeckResult) -> None:
        counts = result.counts
        parts = [f"{self._('zone.' + zone)} {counts[zone]}" for zone in ("main", "runes", "battlefields", "sideboard") if zone in counts]
        summary = result.summary
        if "signature" in summary:
            parts.append(f"{self._('signature')} {summary['signature']}")
        if "identity" in summary:
            parts.append(f"{self._('identity')} {', '.join(summary['identity']) or self._('colourless')}")
        self._say(f"  {self._('summary')}: {escape(' · '.join(parts))}", "    ", "dim")

    def _print_table(self, totals: Totals) -> None:
        big = totals.decks > FULL_TABLE_LIMIT
        rows = sorted((row for row in self.rows if not big or row.rank != _LEGAL), key=_table_order)
        shown = rows[:ATTENTION_ROWS] if big else rows
        if self.width is not None and self.width < TABLE_WIDTH:
            self._print_blocks(shown)
        else:
            self._print_grid(shown)
        if big:
            shown_count, attention = min(len(rows), ATTENTION_ROWS), self.attention
            legal = totals.decks - attention
            others = counted(self.lang, "others_legal", legal, legal=legal)
            shown_line = counted(self.lang, "attention_all", attention, attention=attention, others=others) \
                if shown_count == attention else self._("attention_only", shown=shown_count, attention=attention, others=others)
            self._say(escape(shown_line), "  ")

    def _print_blocks(self, shown: list[_Row]) -> None:
        """The table on a narrow terminal: a few lines per deck, its first problem wrapped under it."""
        for row in shown:
            counts = f"{self._('errors')} {row.errors}, {self._('warnings')} {row.warnings}"
            named = f" ({row.source})" if row.named else ""
            legend = f" — {row.legend}" if row.legend else ""
            self._say(f"{self._verdict_of(row.rank)}  {escape(row.player + named + legend)} · {escape(counts)}", "      ")
            if row.first:
                self._say(f"    {escape(row.first)}", "    ")

    def _print_grid(self, shown: list[_Row]) -> None:
        from rich.table import Table

        keys = ["player", "file", "zone.legend", "verdict", "errors", "warnings", "first_problem"]
        cells = [[row.player, row.source, row.legend, self._verdict_of(row.rank), str(row.errors), str(row.warnings),
                  row.first] for row in shown]
        if self.width is not None:  # on a terminal the file shares the player's cell, under a name it does not repeat
            keys.remove("file")
            cells = [[row.player + (f"\n{row.source}" if row.named else ""), *cell[2:]] for row, cell in zip(shown, cells)]
        headers = [self._(key) for key in keys]
        widths = _column_widths(headers, cells, self.width)
        table = Table(show_lines=False)
        for header, width in zip(headers, widths):
            table.add_column(header, overflow="fold", min_width=width, max_width=width)
        verdict = keys.index("verdict")
        for row in cells:
            table.add_row(*(cell if column == verdict else _cell(cell, width)
                            for column, (cell, width) in enumerate(zip(row, widths))))
        self._rich_console().print(table)


TABLE_WIDTH = 80  # a narrower terminal lists the decks as blocks: six columns leave no room for words
_TABLE_FRAME = 3  # a column's padding and border in rich's default table, beside one outer border
_MIN_WIDTH = 6


def _column_widths(headers: list[str], rows: list[list[str]], width: int | None) -> list[int | None]:
    """Each column's width on a terminal `width` columns wide: as wide as its widest cell when all
    fit; else the last column (the first problem) gets at least three fifths of the room the verdict and
    counts leave, and the columns before them share the rest. Into a pipe (None) every column is
    as wide as it needs: a row stays one line."""
    if width is None:
        return [None] * len(headers)
    from riftcheck.engine.wrapping import cell_width

    natural = [max(cell_width(line) for text in (header, *(row[i] for row in rows)) for line in plain(text).split("\n"))
               for i, header in enumerate(headers)]
    room = width - _TABLE_FRAME * len(headers) - 1
    if sum(natural) <= room:
        return natural
    flexible, last = range(len(headers) - 4), len(headers) - 1  # the names; then verdict, errors, warnings
    left = room - sum(natural[len(headers) - 4:last])
    first = min(natural[last], max(left * 3 // 5, left - sum(natural[i] for i in flexible)))
    share, widths = left - first, list(natural)
    for position, i in enumerate(sorted(flexible, key=lambda i: natural[i])):
        widths[i] = max(min(natural[i], share // (len(flexible) - position)), _MIN_WIDTH)
        share -= widths[i]
    widths[last] = max(first + share, _MIN_WIDTH)
    return widths


def _cell(text: str, width: int | None) -> str:
    """A table cell's text, broken into lines at words to fit `width` (escaped for markup)."""
    if width is None:
        return escape(text)
    from riftcheck.engine.wrapping import wrap

    return "\n".join(escape(line) for part in text.split("\n") for line in wrap(part, width))


def _summary_row(result: DeckResult) -> _Row:
    errors = result.by_severity("error")
    warnings = len(result.by_severity("warning"))
    rank = _RANK[result.status]
    if rank == _LEGAL and warnings:
        rank = _WARNED
    undecided = result.undecided() if rank == _UNCONFIRMED else []
    first = errors[0].message if errors else (undecided[0].message if undecided else result.error or "")
    return _Row(rank, player_label(result), result.source, result.legend or "", len(errors), warnings, first,
                bool(result.player))


def _table_order(row: _Row) -> tuple:
    return (row.rank, row.player.casefold(), row.source)



"""The text report written without rich reads exactly as rich writes it where no colour is written."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console
from rich.markup import escape as rich_escape

from riftcheck.games.riftbound.checker import Checker
from riftcheck.report.markup import PlainConsole, escape, plain
from riftcheck.engine.options import CheckOptions
from riftcheck.engine.verdicts.result import RunInfo, Totals
from riftcheck.report.text import TextReporter
from riftcheck.report.terminal import writes_plain_text

from support import DECKLISTS, REPO, run_cli

TRICKY = [
    "plain", "a [b] c", "a\\[b] c", "x\\\\[bold]y[/]", "tab\there", "cr\rbell\a", "end\\", "[not a tag",
    "1 [Ahri] x", "[#fff]z[/]", "ไทย [หนึ่ง] ✓", "a]b", "[link=https://x]y[/link]", "\\\\\\[dim]",
]


def _rich(text: str) -> str:
    out = io.StringIO()
    Console(file=out, width=10_000, highlight=False, soft_wrap=True, color_system=None).print(text)
    return out.getvalue()


@pytest.mark.parametrize("text", TRICKY)
def test_escape_quotes_text_as_rich_does(text):
    assert escape(text) == rich_escape(text)


@pytest.mark.parametrize("text", TRICKY)
def test_markup_is_written_as_rich_writes_it_without_colour(text):
    for markup in (text, f"[bold red]{escape(text)}[/] [dim]{escape(text)}[/]"):
        out = io.StringIO()
        PlainConsole(out).print(markup)
        assert out.getvalue() == _rich(markup)
    assert plain("[bold]✗ ILLEGAL[/]  deck.txt") == "✗ ILLEGAL  deck.txt"


def _report(reporter_console, paths, lang: str) -> str:
    stream = io.StringIO()
    reporter = TextReporter(stream, lang)
    if reporter_console == "rich":
        reporter.console = Console(file=stream, width=10_000, highlight=False, soft_wrap=True, color_system=None)
    else:
        assert isinstance(reporter.console, PlainConsole)  # a StringIO is no terminal
    verdicts = Checker(CheckOptions(lang=lang)).check_inputs([str(path) for path in paths])
    reporter.begin(RunInfo("constructed", "2026-12-03", lang, expected=len(paths)))
    totals = Totals()
    for verdict in verdicts:
        totals.add(verdict)
        reporter.deck(verdict)
    reporter.end(totals)
    return stream.getvalue()


@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_report_of_legal_illegal_and_unreadable_decks_reads_the_same_without_rich(tmp_path, lang):
    broken = tmp_path / "[broken] list.txt"
    broken.write_bytes(b"\x00\x01 not a decklist")
    paths = [REPO / "examples" / "lillia.txt", DECKLISTS / "006-rengar-riftdecks-vancouver-rq-2nd-ILLEGAL-AS-PUBLISHED.txt",
             broken]
    written = _report("plain", paths, lang)
    assert "✗" in written and "✓" in written and "[broken] list.txt" in written
    assert written == _report("rich", paths, lang)


def test_plain_text_only_where_rich_would_write_no_escape_code(monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self):
            return True

    for name in ("NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE", "TERM"):
        monkeypatch.delenv(name, raising=False)
    assert writes_plain_text(io.StringIO()) and not writes_plain_text(Terminal())
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert not writes_plain_text(io.StringIO())
    monkeypatch.setenv("NO_COLOR", "1")
    assert writes_plain_text(Terminal())
    monkeypatch.delenv("NO_COLOR")
    monkeypatch.delenv("FORCE_COLOR")
    monkeypatch.setenv("TERM", "dumb")
    assert writes_plain_text(Terminal())


def test_a_coloured_report_names_files_and_cards_holding_emoji_codes_as_written(tmp_path):
    deck = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8").replace("3 Stupefy", "3 Stup:smile:efy")
    path = tmp_path / ":fire:.txt"
    path.write_text(deck, encoding="utf-8")
    coloured, uncoloured = (run_cli("check", str(path), "--color", colour, "--as-of", "2026-09-06").stdout
                            for colour in ("always", "never"))
    assert "\x1b[" in coloured
    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == uncoloured
    assert ":fire:.txt" in uncoloured and "Stup:smile:efy" in uncoloured

"""On a terminal every text output wraps at words: every English and Thai message template, the
rules table and a folder table, at 60, 80 and 100 columns, with no line wider than the window and
no line break inside a word (Thai word boundaries from riftcheck.engine.thaibreak). Into a pipe
nothing is wrapped: one line per finding."""

from __future__ import annotations

import io
import re
import string

import pytest

from riftcheck.engine.thaibreak import word_breaks
from riftcheck.engine.verdicts.findings import RenderedFinding
from riftcheck.engine.verdicts.result import DeckResult, RunInfo, Totals
from riftcheck.engine.wrapping import cell_width, for_terminal, wrap
from riftcheck.games.mtg import rules as magic_rules
from riftcheck.games.riftbound import rules
from riftcheck.report.text import TABLE_WIDTH, TextReporter

WIDTHS = (60, 80, 100)
THAI = re.compile("[\u0e01-\u0e5b]")
WORD = re.compile(r"[A-Za-z0-9]")


class Terminal(io.StringIO):
    """Standard output as a terminal: its width comes from COLUMNS."""

    def isatty(self) -> bool:
        return True


def _sample(template: str) -> str:
    """A template with every placeholder filled as a real finding would be."""
    names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    return template.format_map({name: "Jinx, Loose Cannon" for name in names})


def _templates() -> list[tuple[str, str]]:
    found = []
    for rule in (*rules.ALL, *magic_rules.ALL):
        for kind in ("MESSAGES", "HINTS"):
            for key, message in getattr(rule, kind, {}).items():
                found += [(f"{rule.CODE} {key} {lang}", _sample(getattr(message, lang))) for lang in ("en", "th")]
    return found


def _cuts_a_word(before: str, after: str) -> bool:
    """Whether a line ending with `before` and a next line starting with `after` split a word."""
    if not before or not after or before[-1] == " ":
        return False
    if WORD.match(before[-1]) and WORD.match(after[0]):
        return True
    if THAI.match(before[-1]) and THAI.match(after[0]):
        run_start = re.search("[\u0e01-\u0e5b]+$", before).group()
        run_end = re.match("[\u0e01-\u0e5b]+", after).group()
        return len(run_start) not in word_breaks(run_start + run_end)
    return False


def _split_at_words(original: str, lines: list[str]) -> None:
    """The lines hold the words of `original` in order; a word split over two lines is a Thai run
    split at a word boundary."""
    wanted, pieces = original.split(), "\n".join(lines).split()
    while pieces:
        word, piece = wanted.pop(0), pieces.pop(0)
        while piece != word:
            assert word.startswith(piece) and pieces, (word, piece)
            assert not _cuts_a_word(piece, word[len(piece):]), f"{piece}|{word[len(piece):]}"
            piece += pieces.pop(0)
    assert not wanted


def _check_lines(original: str, lines: list[str], width: int) -> None:
    """No line wider than `width`, and the lines are `original` broken only between words."""
    assert all(cell_width(line) <= width for line in lines), [line for line in lines if cell_width(line) > width]
    position = 0
    for line, following in zip(lines, lines[1:]):
        piece, next_piece = line.strip(), following.strip()
        position = original.index(piece, position) + len(piece)
        rest = original[position:]
        assert rest.lstrip().startswith(next_piece[:1]), (line, following)
        if not rest[:1].isspace():
            assert not _cuts_a_word(original[:position], rest), f"{original[:position]}|{rest}"


@pytest.mark.parametrize("width", WIDTHS)
def test_every_message_template_wraps_between_words(width):
    for where, text in _templates():
        message = f"    error RC101 (rule 103.2.b) line 12: {text}"
        _check_lines(message, wrap(message, width, "      "), width)


def _finding(text: str, hint: str | None) -> RenderedFinding:
    return RenderedFinding("RC101", "103.2.b", "error", "main", None, 12, text, hint)


@pytest.mark.parametrize("lang", ["en", "th"])
@pytest.mark.parametrize("width", WIDTHS)
def test_a_terminal_report_wraps_findings_and_hints_under_their_start(monkeypatch, lang, width):
    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setenv("NO_COLOR", "1")
    texts = [text for where, text in _templates() if where.endswith(lang)]
    findings = [_finding(message, hint) for message, hint in zip(texts[::2], texts[1::2])]
    stream = Terminal()
    reporter = TextReporter(stream, lang)
    reporter.begin(RunInfo("constructed", "2026-11-01", "en"))
    reporter.deck(DeckResult("decks/jinx.txt", legend="Jinx, Loose Cannon", findings=findings, counts={"main": 40}))
    reporter.end(Totals(decks=1, illegal=1))
    lines = stream.getvalue().splitlines()
    assert all(cell_width(line) <= width for line in lines), [line for line in lines if cell_width(line) > width]
    hint = "วิธีแก้:" if lang == "th" else "hint:"
    block = lines[lines.index("  " + ("เด็คหลัก" if lang == "th" else "Main deck")) + 1:-2]
    assert len([line for line in block if re.match(r"^    \S", line)]) == len(findings)
    under = "      "
    for line in block:  # a head at 4 spaces, its lines at 6; a hint at 6, its lines at 8
        if re.match(r"^    \S", line):
            under = "      "
        elif line.strip().startswith(hint):
            assert line.startswith("      ")
            under = "        "
        else:
            assert line.startswith(under), line


def test_the_repetition_mark_stays_on_the_line_of_its_word():
    assert wrap("ผลชั่วคราวต่าง ๆ จะหายไป", cell_width("ผลชั่วคราวต่าง") + 1) == ["ผลชั่วคราว", "ต่าง ๆ จะหาย", "ไป"]


def test_into_a_pipe_each_finding_stays_one_line(monkeypatch):
    monkeypatch.setenv("COLUMNS", "60")
    monkeypatch.setenv("NO_COLOR", "1")
    long = "ถูกแบนในฟอร์แมต Constructed " * 6
    stream = io.StringIO()
    reporter = TextReporter(stream, "th")
    reporter.begin(RunInfo("constructed", "2026-11-01", "en"))
    reporter.deck(DeckResult("decks/jinx.txt", findings=[_finding(long.strip(), None)]))
    reporter.end(Totals(decks=1, illegal=1))
    assert any(line.endswith(long.strip()) for line in stream.getvalue().splitlines())


@pytest.mark.parametrize("lang", ["en", "th"])
@pytest.mark.parametrize("width", WIDTHS)
def test_the_rules_table_and_a_rules_documentation_fit_the_window(lang, width):
    from riftcheck.games.riftbound.rule_docs import _doc_text, _list_text
    from riftcheck.engine.today import today

    for text in (_list_text(lang, today()), _doc_text(rules.get("RC105"), lang, today())):
        lines = for_terminal(text, width).splitlines()
        assert all(cell_width(line) <= width for line in lines), [line for line in lines if cell_width(line) > width]
        _split_at_words(text, lines)


@pytest.mark.parametrize("lang", ["en", "th"])
@pytest.mark.parametrize("width", WIDTHS)
def test_a_folder_table_fits_the_window_and_breaks_cells_at_words(monkeypatch, lang, width):
    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setenv("NO_COLOR", "1")
    texts = [text for where, text in _templates() if where.endswith(lang)][:12]
    stream = Terminal()
    reporter = TextReporter(stream, lang)
    reporter.begin(RunInfo("constructed", "2026-11-01", lang))  # one input: no progress bar
    for number, text in enumerate(texts):
        reporter.deck(DeckResult(f"event/player-{number:02d}.txt", legend="Jinx, Loose Cannon",
                                 findings=[_finding(text, None)]))
    reporter.end(Totals(decks=len(texts), illegal=len(texts)))
    lines = stream.getvalue().splitlines()
    assert all(cell_width(line) <= width for line in lines), [line for line in lines if cell_width(line) > width]
    table = [line for line in lines if line.startswith("│")]
    if width < TABLE_WIDTH:  # a few lines per deck: the verdict line, then the first problem under it
        assert not table
        blocks = "\n".join(lines).split("\n✗ ")
        for text, block in zip(texts, blocks):
            problem = [line for line in block.splitlines()[1:] if re.match(r"^    \S", line)]
            _split_at_words(text, problem)
        return
    cells = [[cell.strip() for cell in line.strip("│").split("│")] for line in table]  # the header is drawn with ┃
    verdict = 2  # player (and file), legend, verdict: a row's later lines leave it empty
    rows = []
    for line in cells:
        if line[verdict]:
            rows.append([[cell] for cell in line])
        else:
            for column, cell in zip(rows[-1], line):
                column.append(cell)
    assert len(rows) == len(texts)
    for row, text in zip(rows, sorted(texts, key=lambda t: texts.index(t))):
        _split_at_words("Jinx, Loose Cannon", row[1])
        _split_at_words(text, row[-1])


def _shown(monkeypatch, path: str, lang: str, stream) -> str:
    from riftcheck.cli import show

    monkeypatch.setattr("sys.stdout", stream)
    assert show.run(path, "text", lang=lang) == 0
    return stream.getvalue()


@pytest.mark.parametrize("lang", ["en", "th"])
@pytest.mark.parametrize("width", (40, *WIDTHS))  # at 40 the charts go one under the other
def test_show_fits_the_window_and_breaks_lines_between_words(monkeypatch, tmp_path, lang, width):
    from support import REPO

    deck = tmp_path / "lillia-thai.txt"
    deck.write_text((REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
                    .replace("3 Defy", "3 ปฏิเสธ").replace("1 Lillia, Fae Fawn\n", "1 Lillia, Fae Fawn\n2 สตันยาวมาก\n"),
                    encoding="utf-8")
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "1000")
    whole = _shown(monkeypatch, str(deck), lang, io.StringIO())  # into a pipe: nothing wrapped
    monkeypatch.setenv("COLUMNS", str(width))
    lines = re.sub(r"\x1b\[[0-9;]*m", "", _shown(monkeypatch, str(deck), lang, Terminal())).splitlines()  # bold takes no column
    [code] = [line for line in whole.splitlines() if line.startswith(("Deck code", "รหัสเด็ค"))]
    code = code.split()[-1]
    assert code in lines, "the deck code is never broken: a code cut in two no longer reads"
    assert all(cell_width(line) <= width for line in lines if line != code), \
        [line for line in lines if line != code and cell_width(line) > width]
    contents = [line[2:-1].rstrip() if line.startswith("│") else line for line in lines]  # inside the panel's frame
    continued = [(before, after) for before, after in zip(contents, contents[1:]) if re.match(r"^  \S", after)]
    assert any(continued) or width > 80, "a line of the screen was wrapped"
    for before, after in continued:
        head, tail = before.strip(), after.strip()
        if re.search(f"{re.escape(head)} +{re.escape(tail)}", whole):
            continue  # broken at spaces
        assert f"{head}{tail}" in whole, (before, after)
        assert not _cuts_a_word(head, tail), f"{head}|{tail}"


@pytest.mark.parametrize("width", (4, 8, 13, 40))
def test_show_fits_a_line_whose_name_holds_zero_width_spaces(width):
    """A card file may name a legend with zero-width spaces; show still fits the line and keeps
    every visible letter in order, instead of failing."""
    from rich.text import Text

    from riftcheck.cli.show import _fitted

    name = "Zero\u200bWidth\u200bLegend\u200bof\u200bthe\u200bLong\u200bName"
    lines = _fitted(Text(f"{name} is fitted"), width).plain.split("\n")
    assert all(cell_width(line) <= width for line in lines), lines
    visible = "".join(lines).replace("\u200b", "").replace(" ", "")
    assert visible == "ZeroWidthLegendoftheLongNameisfitted"

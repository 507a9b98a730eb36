"""Text wrapped for a terminal: at spaces and between Thai words, continuation lines indented.

A terminal breaks a long line wherever its window ends: inside an English word, between a Thai
consonant and its vowel, and the continuation starts at column 1. So on a terminal riftcheck
wraps its findings, rules and tables itself, to the window's width: English at spaces, Thai
between words (riftcheck.engine.thaibreak, imported only for text that holds Thai), each
continuation indented under the line it continues. Only a single word wider than the line is
cut, and never between a letter and its marks or after a Thai leading vowel. Into a pipe or a
file nothing is wrapped: one line per finding. Widths count Thai marks above and below a letter
as zero columns and East Asian wide characters as two.
"""

from __future__ import annotations

import re
import unicodedata

from riftcheck.engine.thaibreak import BREAK

# Spaces and breaks, then a word; " ๆ" belongs to the word before it: the repetition mark,
# written after a space, never starts a line.
_TOKENS = re.compile(f"([ {BREAK}]*)((?:[^ {BREAK}]| +ๆ)+)")
_THAI = re.compile("[\u0e01-\u0e5b]")
_JOINTS = "-/_."  # where a file name or a code may be cut
_LAST_COLUMN = re.compile(r"^(\S.*?  +)((?:(?!  ).)+)$")  # a row: columns two spaces apart; the last one


def cell_width(text: str) -> int:
    """The columns `text` takes on a terminal."""
    width = 0
    for char in text:
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


def with_breaks(text: str) -> str:
    """`text` with a BREAK between every two Thai words (unchanged when it holds no Thai)."""
    if not _THAI.search(text):
        return text
    from riftcheck.engine.thaibreak import mark_breaks  # loads the word list: only for Thai text

    return mark_breaks(text)


def wrap(text: str, width: int, indent: str = "") -> list[str]:
    """`text` as lines at most `width` columns wide, broken at spaces and between Thai words;
    the first line keeps the text's leading spaces, every other starts with `indent`."""
    lead = text[: len(text) - len(text.lstrip(" "))]
    lines: list[str] = []
    line = None
    for separator, word in _TOKENS.findall(with_breaks(text[len(lead):])):
        space = separator.replace(BREAK, "")
        if line is not None and cell_width(line + space + word) <= width:
            line += space + word
            continue
        prefix = lead if line is None else indent
        if line is not None:
            lines.append(line)
        while cell_width(prefix + word) > width and width > cell_width(prefix):
            head, word = cut(word, width - cell_width(prefix))
            if not word:
                break
            lines.append(prefix + head)
            prefix = indent
        line = prefix + word
    lines.append(lead if line is None else line)
    return lines


def cut(word: str, width: int) -> tuple[str, str]:
    """The longest head of `word` that fits in `width` columns (at least one piece), and the
    rest: after a hyphen, slash, underscore or dot when one fits (a file name), else where a
    piece may start (a Thai word keeps its marks and leading vowels: riftcheck.engine.thaibreak)."""
    from riftcheck.engine.thaibreak import cluster_starts

    starts = [start for start in cluster_starts(word)[1:] if not unicodedata.combining(word[start:start + 1] or " ")]
    fitting = [start for start in starts if cell_width(word[:start]) <= width]
    joints = [start for start in fitting if word[start - 1] in _JOINTS and start < len(word)]
    end = joints[-1] if joints else fitting[-1] if fitting else starts[0]
    return word[:end], word[end:]


def pad(text: str, width: int) -> str:
    """`text` with spaces after it to fill `width` columns (Thai marks take none)."""
    return text + " " * max(width - cell_width(text), 0)


def for_terminal(text: str, width: int, least: int = 24) -> str:
    """Printed text refitted to a terminal `width` columns wide, paragraph by paragraph: prose
    (lines that do not start with a space, up to a blank line) is joined and wrapped at words;
    a table row (columns apart by two spaces or more) wraps its last column under its own start,
    or under the row indented by four when fewer than `least` columns are left for it; an
    indented line (an example) keeps its indent."""
    out: list[str] = []
    prose: list[str] = []

    def flush() -> None:
        if prose:
            out.extend(wrap(" ".join(prose), width))
            prose.clear()

    for line in text.split("\n"):
        columns = _LAST_COLUMN.match(line)
        if not line.strip() or line.startswith(" ") or columns:
            flush()
            if columns and cell_width(line) > width:
                start = columns.group(1)
                hang = cell_width(start)
                if width - hang >= least:
                    out.extend(wrap(line, width, " " * hang))
                else:
                    out.extend(wrap(start.rstrip(), width, "    "))
                    out.extend(wrap("    " + columns.group(2), width, "    "))
            else:
                indent = line[: len(line) - len(line.lstrip(" "))]
                out.extend(wrap(line, width, indent + "  ") if line.strip() else [""])
        else:
            prose.append(line.strip())
    flush()
    return "\n".join(out)

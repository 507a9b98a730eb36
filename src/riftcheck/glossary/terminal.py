"""Plain terminal output for the glossary: display widths, word wrapping, frames and ANSI styles.

Small on purpose: a look-up prints one framed entry, and importing rich for that costs more
than the look-up itself. Widths count Thai marks above and below a letter as zero columns and
East Asian wide characters as two. Text wraps at spaces and at BREAK (riftcheck.engine.thaibreak),
never inside a word; only a single word wider than the line is cut (riftcheck.engine.wrapping.cut). Styles are written only to a
terminal, and never when NO_COLOR is set or TERM is dumb. Control characters in what is printed
(a query may contain any) are shown escaped, never sent to the terminal.
"""

from __future__ import annotations

import os
import re
import sys
import unicodedata

from riftcheck.engine.thaibreak import BREAK
from riftcheck.engine.wrapping import cell_width, cut

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which a look-up never needs
if TYPE_CHECKING:
    from typing import TextIO

DEFAULT_WIDTH = 80
MAX_WIDTH = 100
STYLES = {"bold": "1", "dim": "2", "italic": "3", "underline": "4", "green": "32", "yellow": "33", "cyan": "36"}
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# A word and the spaces after it, or spaces and breaks alone. " ๆ" belongs to the word before
# it: the repetition mark, written after a space, never starts a line.
_PIECES = re.compile(f"(?:[^ {BREAK}]| +ๆ)+ *|[ {BREAK}]+")


def safe(text: str) -> str:
    """Text with control characters (ESC and the like) written as visible escapes."""
    return _CONTROL.sub(lambda match: repr(match.group())[1:-1], text)


def wrap(text: str, width: int) -> list[str]:
    """The text's lines at most `width` columns wide, broken at spaces and BREAKs only."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines.extend(_wrap_paragraph(paragraph, max(width, 1)))
    return lines


def _wrap_paragraph(paragraph: str, width: int) -> list[str]:
    lines, current = [], ""
    for piece in _PIECES.findall(paragraph.strip()):
        if piece.strip(f" {BREAK}") == "":
            current += " " if " " in piece else ""
            continue
        if current.strip() and cell_width(current + piece.rstrip()) > width:
            lines.append(current.rstrip())
            current = ""
        while cell_width(piece.rstrip()) > width:  # one word wider than the line
            head, piece = cut(piece, width)
            lines.append(head)
        current += piece
    lines.append(current.rstrip())
    return [line.replace(BREAK, "") for line in lines]


class Screen:
    """Where lines go: a stream, its width in columns, and whether it takes colour."""

    def __init__(self, stream: TextIO | None = None, width: int | None = None, color: bool | None = None) -> None:
        self.stream = stream or sys.stdout
        self.width = width or _width(self.stream)
        self.color = _wants_color(self.stream) if color is None else color

    def style(self, text: str, *styles: str) -> str:
        codes = ";".join(STYLES[style] for style in styles if style)
        return f"\x1b[{codes}m{text}\x1b[0m" if self.color and codes and text else text

    def line(self, text: str = "", *styles: str) -> None:
        self.stream.write(self.style(text, *styles) + "\n")

    def paragraph(self, text: str, *styles: str, indent: str = "") -> None:
        for line in wrap(text, self.width - cell_width(indent)):
            self.line(indent + line, *styles)

    def panel(self, title: str, body: list[tuple[str, tuple[str, ...]]], subtitle: str = "") -> None:
        """A framed box: title in the top edge, wrapped body lines, subtitle in the bottom edge.

        `body` holds (text, styles) pairs, one per paragraph; "" is an empty line.
        """
        inner = self.width - 4
        title, subtitle = _fit(title, inner - 2), _fit(subtitle, inner - 2)
        top = f"╭─ {self.style(title, 'bold')} " + "─" * max(inner - cell_width(title) - 1, 0) + "╮"
        self.line(top)
        for text, styles in body:
            for line in wrap(text, inner) if text else [""]:
                self.line(f"│ {self.style(line, *styles)}" + " " * (inner - cell_width(line)) + " │")
        tail = f" {subtitle} ─╯" if subtitle else "─╯"
        self.line("╰" + "─" * max(self.width - 1 - cell_width(tail), 0) + tail)


def _fit(text: str, width: int) -> str:
    return text if cell_width(text) <= width else wrap(text, width)[0]


def _width(stream: TextIO) -> int:
    try:
        columns = os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, OSError, ValueError):
        columns = int(os.environ["COLUMNS"]) if os.environ.get("COLUMNS", "").isdigit() else DEFAULT_WIDTH
    return max(20, min(columns, MAX_WIDTH))


def _wants_color(stream: TextIO) -> bool:
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return bool(getattr(stream, "isatty", lambda: False)())

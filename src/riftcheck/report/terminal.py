"""Writing text for people: to a terminal, or to a pipe that grep, awk or less will read.

On a terminal, tables fit the window; into a pipe or a file, every row of a table stays on one
line at its full width, so that a line-oriented tool sees whole rows and whole words. Colour
follows --color (auto, always, never), NO_COLOR and FORCE_COLOR.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import IO

COLOR_CHOICES = ("auto", "always", "never")
PIPE_WIDTH = 10_000  # wider than any row riftcheck prints: a piped row is never wrapped
DEFAULT_WIDTH = 80  # a terminal whose size cannot be read


def use_color(choice: str) -> None:
    """Apply `--color`: `always` and `never` override NO_COLOR/FORCE_COLOR for this run; `auto`
    leaves them (and whether the output is a terminal) to decide."""
    if choice not in COLOR_CHOICES:
        from riftcheck.engine.usage import UsageError

        raise UsageError("unknown-color", choices=", ".join(COLOR_CHOICES), given=repr(choice))
    if choice == "always":
        os.environ.pop("NO_COLOR", None)
        os.environ["FORCE_COLOR"] = "1"
    elif choice == "never":
        os.environ.pop("FORCE_COLOR", None)
        os.environ["NO_COLOR"] = "1"


def is_terminal(stream: IO[str]) -> bool:
    """Whether `stream` is a terminal a person reads (FORCE_COLOR does not make a pipe one)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def terminal_width(stream: IO[str]) -> int | None:
    """The columns to wrap text to on a terminal (COLUMNS when the size cannot be read), or None
    into a pipe or a file, where nothing is wrapped."""
    if not is_terminal(stream):
        return None
    try:
        return os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, OSError, ValueError):
        columns = os.environ.get("COLUMNS", "")
        return int(columns) if columns.isdigit() and int(columns) > 0 else DEFAULT_WIDTH


def writes_plain_text(stream: IO[str]) -> bool:
    """Whether a console for `stream` would write no escape code at all: NO_COLOR, or rich would
    not take `stream` for a terminal (TTY_COMPATIBLE, FORCE_COLOR, isatty, as rich reads
    them), or a dumb one. A line written then is the same whether rich writes it or not."""
    environ = os.environ
    if environ.get("NO_COLOR"):
        return True
    if "IPython" in sys.modules:  # rich colours a notebook whatever its streams are
        return False
    compatible = environ.get("TTY_COMPATIBLE", "")
    if compatible in ("0", "1"):
        terminal = compatible == "1"
    elif "FORCE_COLOR" in environ:
        terminal = environ["FORCE_COLOR"] != ""
    else:
        terminal = is_terminal(stream)
    return not terminal or environ.get("TERM", "").lower() in ("dumb", "unknown")


def line_console(stream: IO[str] | None = None):
    """A console for lines of markup: riftcheck.report.markup.PlainConsole where no colour would be
    written, which needs no rich; else a rich Console (soft-wrapped, no highlighting)."""
    stream = stream or sys.stdout
    if writes_plain_text(stream):
        from riftcheck.report.markup import PlainConsole

        return PlainConsole(stream)
    return console(stream, highlight=False, soft_wrap=True)


def console(stream: IO[str] | None = None, **options):
    """A rich Console for `stream` (default standard output), as wide as the terminal or, into a
    pipe, wide enough that no row wraps. With NO_COLOR it writes no escape codes at all. It
    makes no emoji of ``:name:`` codes, which a file or card name may hold (":fire:.txt")."""
    from rich.console import Console

    stream = stream or sys.stdout
    options.setdefault("width", terminal_width(stream) or PIPE_WIDTH)
    options.setdefault("emoji", False)
    if os.environ.get("NO_COLOR"):
        options.setdefault("color_system", None)
    return Console(file=stream, **options)

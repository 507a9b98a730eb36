"""rich's console markup (`[bold red]✗ ILLEGAL[/]`), written out as plain text without rich.

The text reporters compose their lines in rich's markup, and rich renders them wherever a
line is coloured. Where no escape code would be written anyway (into a pipe or a file, under
NO_COLOR, on a dumb terminal), PlainConsole writes the same characters rich would, for a
fraction of the start-up: importing rich's console costs more than checking a deck.
Unlike rich, it leaves `:name:` as written rather than making it an emoji: a file called
:fire:.txt is named as it is.
`escape` quotes text for markup the way rich.markup.escape does, so that a card or file
name holding brackets is shown as written either way.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import IO

# A tag as rich reads one: an opening bracket, then a letter, #, / or @, up to the first
# closing bracket; the backslashes before it (group 1) escape it when there is an odd number.
_TAG = re.compile(r"(\\*)\[[a-z#/@][^[]*?]")
# Control characters rich drops from text it prints (bell, backspace, vertical tab, form
# feed, carriage return).
_DROPPED = dict.fromkeys(map(ord, "\a\b\v\f\r"))


def escape(text: str) -> str:
    """`text` quoted so that markup shows it as written: a backslash before anything that
    would read as a tag, and the backslashes already before one doubled."""
    quoted = _TAG.sub(lambda match: match.group(1) * 2 + "\\" + match.group(0)[len(match.group(1)):], text)
    if quoted.endswith("\\") and not quoted.endswith("\\\\"):
        quoted += "\\"  # a lone backslash at the end would escape whatever markup follows
    return quoted


def plain(markup: str) -> str:
    """The characters `markup` shows: its tags removed, escaped tags and backslashes as written."""
    pieces, position = [], 0
    for match in _TAG.finditer(markup):
        start, end = match.span()
        pieces.append(markup[position:start])
        backslashes = match.group(1)
        pairs, escaped = divmod(len(backslashes), 2)
        pieces.append("\\" * pairs)
        if escaped:
            pieces.append(match.group(0)[len(backslashes):])  # a tag escaped is shown as text
        position = end
    pieces.append(markup[position:])
    return "".join(pieces).translate(_DROPPED).expandtabs(8)


class PlainConsole:
    """The part of rich.console.Console the text reporters use, for output without colour:
    `print` writes each line's markup as plain text (soft-wrapped, as the reporters ask)."""

    def __init__(self, stream: IO[str]) -> None:
        self.file = stream

    def print(self, *objects: object, style: str | None = None, end: str = "\n") -> None:  # noqa: A003 - rich's name
        """Write the objects' text separated by spaces; `style` colours nothing here."""
        self.file.write(" ".join(plain(str(each)) for each in objects) + end)

"""One input's bytes, as every game reads it: a file, or standard input, up to the size limit;
and its name as reports write it.

A file is read through its descriptor, in pieces, and never past one byte more than the
largest input allowed (riftcheck.engine.inputs.limits); what cannot be read is a DecklistError
saying why. Which decklist form the bytes are in is the game's to decide.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Callable
from functools import partial

from riftcheck.engine.inputs.limits import MAX_EXPORT_BYTES
from riftcheck.engine.inputs.refusals import DecklistError, visible

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

STDIN = "-"
STDIN_SOURCE = "<stdin>"
_READ_PIECE = 64 * 1024  # a decklist fits; a larger piece costs a fresh memory mapping
_BINARY = getattr(os, "O_BINARY", 0)  # Windows would otherwise translate line ends


class NotRegularFile(str):
    """The path of a named pipe, socket or device met while walking a folder: read_input
    refuses it without opening it. Named on the command line (`check <(curl ...)`), the same
    pipe is an ordinary path and is read."""

    __slots__ = ()


def read_input(path: str | Path) -> tuple[str, bytes]:
    """The name reports give the input at `path`, and its bytes (``-`` reads standard input);
    DecklistError when the file cannot be read."""
    if str(path) == STDIN:
        return STDIN_SOURCE, _read_limited(sys.stdin.buffer.read)
    source = display_name(path)
    if isinstance(path, NotRegularFile):
        raise DecklistError("not-regular-file", source=source)
    try:
        # The file is read through its descriptor: open()'s file objects take as long to build
        # as a decklist takes to read.
        descriptor = os.open(path, os.O_RDONLY | _BINARY)
        try:
            return source, _read_limited(partial(os.read, descriptor))
        finally:
            os.close(descriptor)
    except FileNotFoundError:
        raise DecklistError("missing-file", source=source) from None
    except IsADirectoryError:
        raise DecklistError("folder", source=source) from None
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise DecklistError("link-loop", source=source) from None
        raise DecklistError("cannot-open", source=source, reason=error.strerror or error) from None


def display_name(path: str | Path) -> str:
    """`path` as text every report can write: bytes of a file name that are not UTF-8 show as
    U+FFFD (Python keeps them as lone surrogates, which no UTF-8 output accepts), and control
    characters as escapes."""
    if type(path) is str and path.isascii() and path.isprintable():
        return path  # the usual name, which nothing changes, seen at once
    return visible(os.fsencode(path).decode("utf-8", "replace"))


def _read_limited(read: Callable[[int], bytes]) -> bytes:
    """All that `read` gives, up to one byte more than the largest input allowed, so that an
    oversized one is seen. It is read in pieces: asking for the whole limit at once would
    allocate it for every small decklist."""
    pieces = []
    size = 0
    while size <= MAX_EXPORT_BYTES:
        piece = read(min(_READ_PIECE, MAX_EXPORT_BYTES + 1 - size))
        if not piece:
            break
        pieces.append(piece)
        size += len(piece)
    return b"".join(pieces)

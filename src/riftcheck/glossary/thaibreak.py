"""Where Thai text may wrap: between words, found by libthai's dictionary word breaker.

Thai is written without spaces between words, so a terminal that wraps at spaces alone must
either overflow or cut a word in two. libthai (the word breaker GTK and Pango use; Debian's
libthai0, present wherever pango is) finds the word boundaries. It is called through ctypes
only while riftcheck builds its glossary cache: the boundaries are stored in the cache as
ZERO WIDTH SPACE characters in a display copy of each Thai text, so a look-up never loads it.
Without libthai, Thai text wraps at spaces only (a word is never cut; a long run may overflow).
"""

from __future__ import annotations

import functools
import re

BREAK = "\u200b"  # ZERO WIDTH SPACE: a break opportunity, never printed
_THAI_RUN = re.compile("[\u0e01-\u0e5b]+")


@functools.cache
def _breaker():
    """(libthai, its word breaker) or None when libthai cannot be loaded."""
    import ctypes
    import ctypes.util

    try:
        library = ctypes.CDLL(ctypes.util.find_library("thai") or "libthai.so.0")
        library.th_brk_new.restype = ctypes.c_void_p
        library.th_brk_new.argtypes = [ctypes.c_char_p]
        library.th_brk_find_breaks.restype = ctypes.c_int
        library.th_brk_find_breaks.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int), ctypes.c_size_t]
        breaker = library.th_brk_new(None)
    except (OSError, AttributeError):
        return None
    return (library, breaker) if breaker else None


def available() -> bool:
    return _breaker() is not None


def word_breaks(run: str) -> list[int]:
    """Offsets inside a run of Thai letters where one word ends and the next begins."""
    found = _breaker()
    if found is None or not run:
        return []
    import ctypes

    library, breaker = found
    raw = run.encode("tis-620")  # libthai reads TIS-620: one byte per Thai character
    positions = (ctypes.c_int * len(raw))()
    count = library.th_brk_find_breaks(breaker, raw, positions, len(raw))
    return [position for position in positions[:count] if 0 < position < len(run)]


def mark_breaks(text: str) -> str:
    """The text with a BREAK between every two Thai words."""

    def marked(match: re.Match) -> str:
        run = match.group()
        cuts = [0, *word_breaks(run), len(run)]
        return BREAK.join(run[start:end] for start, end in zip(cuts, cuts[1:]))

    return _THAI_RUN.sub(marked, text)

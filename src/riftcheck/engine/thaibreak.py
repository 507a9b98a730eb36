"""Where Thai text may wrap: between words, found in riftcheck's own Thai word list.

Thai is written without spaces between words, so a terminal that wraps at spaces alone must
either overflow or cut a word in two. Each run of Thai letters is split into the fewest words of
data/thai_words.json (dictionary maximal matching); a run holding anything the list lacks (a
player's name, a new word) is not split at all, so a line never breaks inside a word riftcheck
does not know. The list holds every word of the Thai text riftcheck prints (a test keeps it so),
the breaks are the same on every system, and nothing beyond the standard library is needed. It
is loaded only when Thai text is wrapped for a terminal.

Where a single word is wider than the line and must be cut, `cluster_starts` says where: never
between a letter and its marks, and never after a leading vowel (เ แ โ ใ ไ are written before
the consonant they follow in speech).
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left

BREAK = "\u200b"  # ZERO WIDTH SPACE: a break opportunity, never printed
WORDS_FILE = "thai_words.json"  # under riftcheck's data folder
_THAI_RUN = re.compile("[\u0e01-\u0e5b]+")
_LEADING_VOWELS = frozenset("เแโใไ")
# Vowels and marks written above, below or after a consonant, and the repetition mark ๆ: never
# the start of a piece of a line.
_FOLLOWERS = frozenset("ะัาำิีึืฺุู็่้๊๋์ํ๎ๅๆ")
_REPEAT = "ๆ"
# ผู้ ("one who") makes a noun of the word after it (ผู้เล่น, ผู้ลงดาเมจ): never a word by itself.
_AGENT = "ผู้"


@functools.cache
def _words() -> tuple[frozenset[str], int]:
    """The known words, and the length of the longest."""
    import json

    from riftcheck.engine.paths import data_dir

    document = json.loads(data_dir().joinpath(WORDS_FILE).read_text(encoding="utf-8"))
    words = (frozenset(document["dictionary"]) | frozenset(document["game"])) - {_AGENT}
    return words, max(map(len, words)) + len(_AGENT)


def cluster_starts(run: str) -> list[int]:
    """Offsets in `run` where a piece may start, 0 and len(run) included: not before a vowel or
    mark that follows its consonant, not after a leading vowel."""
    starts = [0]
    starts += [i for i in range(1, len(run)) if run[i] not in _FOLLOWERS and run[i - 1] not in _LEADING_VOWELS]
    starts.append(len(run))
    return starts


def _known(piece: str, words: frozenset[str]) -> bool:
    piece = piece.rstrip(_REPEAT)  # ๆ repeats the word before it (เฉยๆ, or เฉย ๆ after a space)
    return not piece or piece in words or (piece.startswith(_AGENT) and piece[len(_AGENT):] in words)


def word_breaks(run: str) -> list[int]:
    """Offsets inside a run of Thai letters where one word ends and the next begins: the
    fewest words of the list that make up the run; none when no such split exists."""
    words, longest = _words()
    starts = cluster_starts(run)
    fewest: dict[int, tuple[int, int]] = {0: (0, 0)}  # end offset -> (words so far, start of the last)
    for position, end in enumerate(starts[1:], 1):
        options = [
            (fewest[start][0] + 1, start)
            for start in starts[bisect_left(starts, end - longest):position]
            if start in fewest and _known(run[start:end], words)
        ]
        if options:
            fewest[end] = min(options)
    if len(run) not in fewest:
        return []
    breaks, end = [], len(run)
    while end:
        end = fewest[end][1]
        breaks.append(end)
    return sorted(breaks)[1:]


def unknown_runs(text: str) -> list[str]:
    """The runs of Thai letters in `text` that the word list cannot split into words."""
    words, _ = _words()
    return [run for run in _THAI_RUN.findall(text) if not _known(run, words) and not word_breaks(run)]


def mark_breaks(text: str) -> str:
    """The text with a BREAK between every two Thai words."""

    def marked(match: re.Match) -> str:
        run = match.group()
        cuts = [0, *word_breaks(run), len(run)]
        return BREAK.join(run[start:end] for start, end in zip(cuts, cuts[1:]))

    return _THAI_RUN.sub(marked, text)

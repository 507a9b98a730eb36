"""Printing annotations written after a card name, and the collector code in brackets.

Card sources and players name a printing after the card: ``Jinx, Rebel (Alternate Art)``,
``Stacked Deck (Overnumbered)``, ``Kai'Sa, Survivor (Signature)``, ``Charm (Origins Nexus Night
Promo)``, a set code ``(OGN)`` and a collector code ``[OGN-044]`` or ``(OGN-044)``. They say
which print, never which card: the name is read without them and they are kept as the printing.

A parenthesised note that is none of these (``(โปโร)``, ``(cheap)``) is not a printing, and
`split` hands it back as `unrecognised` so that a reader can report it rather than guess.
"""

from __future__ import annotations

import re
from functools import lru_cache

from riftcheck.engine.values import FrozenValue

# Words of printing annotations: the suffixes the card sources (Riftcodex, the official gallery,
# dotgg) put after names, and the usual collector words players add.
PRINTING_WORDS = frozenset({
    "alternate art", "alternative art", "alt art", "alt-art", "alt", "overnumbered", "signature", "signed",
    "showcase", "foil", "promo", "metal", "oversized", "starter", "full art", "borderless", "extended art",
    "textured", "prerelease", "pre-release", "nexus night", "regionals", "serialized", "judge promo",
})
# Longer source suffixes end in one of these words: "(Spiritforged Nexus Night Promo)".
_PRINTING_ENDINGS = ("promo", "nexus night", "regionals")
COLLECTOR_CODE = re.compile(r"[A-Za-z]{2,4}-[A-Za-z0-9*]+(?:-[0-9]+)?")
_SET_CODE = re.compile(r"[A-Z][A-Z0-9]{1,3}")
# No leading spaces in the pattern: searched, they backtracked quadratically in a run of spaces.
_TRAILING_GROUP = re.compile(r"(?:\((?P<round>[^()]*+)\)|\[(?P<square>[^\[\]]*+)\])\s*+$")


class Annotated(FrozenValue):
    """A reference split into the card's name and what follows it.

    `printing` holds the annotations as written, in order (``("(Alternate Art)",)``); `code`
    the collector code when one was given in brackets; `unrecognised` the trailing
    parenthesised notes that are no printing annotation, as written (``"(โปโร)"``), or None.
    """

    __slots__ = _fields = ("name", "printing", "code", "unrecognised")

    def __init__(self, name: str, printing: tuple[str, ...] = (), code: str | None = None,
                 unrecognised: str | None = None) -> None:
        self._freeze(name, printing, code, unrecognised)


def is_printing_note(note: str) -> bool:
    """Whether the text inside parentheses names a printing: ``Alternate Art``, ``OGN``, a promo."""
    words = " ".join(note.casefold().split())
    return words in PRINTING_WORDS or words.endswith(_PRINTING_ENDINGS) or _SET_CODE.fullmatch(note.strip()) is not None


@lru_cache(maxsize=8192)
def split(text: str) -> Annotated:
    """The name of ``Jinx, Rebel (Alternate Art) [OGN-202a]`` with its printing and code.

    Trailing groups in round brackets and a collector code in square ones are taken off from
    the right; a text that is all brackets keeps them as its name.
    """
    name, printing, code, unread = text.strip(), [], None, []
    if not name.endswith((")", "]")):
        return Annotated(name)
    while True:
        group = _TRAILING_GROUP.search(name)
        if group is None:
            break
        if not name[: group.start()].strip():
            break
        inner = (group["round"] if group["round"] is not None else group["square"]).strip()
        if code is None and COLLECTOR_CODE.fullmatch(inner):
            code = inner
        elif group["round"] is None:
            break  # a bracketed word that is no code: part of what was written, not a note
        elif is_printing_note(inner):
            printing.insert(0, group.group().strip())
        else:
            unread.insert(0, group.group().strip())
        name = name[: group.start()].strip()
    return Annotated(name, tuple(printing), code, " ".join(unread) or None)

"""Card names: the deck-building form, and the folded key every spelling of a name maps to."""

from __future__ import annotations

import re
import unicodedata

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u00b4": "'", "\u02bc": "'"})
_DASHES = str.maketrans({"\u2013": "-", "\u2014": "-", "\u2212": "-"})
_SUFFIX = re.compile(r"\s*\([^()]*\)\s*$")
_NOT_WORD = re.compile(r"[^\w']+")


def normalise_apostrophes(text: str) -> str:
    return text.translate(_APOSTROPHES)


def clean_name(raw: str) -> str:
    """Deck-building form of a source name.

    "Jinx - Rebel (Alternate Art)" becomes "Jinx, Rebel"; "Recruit (271) // Buff" becomes
    "Recruit"; curly apostrophes become straight ones.
    """
    name = normalise_apostrophes(unicodedata.normalize("NFC", raw)).translate(_DASHES)
    name = name.split(" // ", 1)[0]
    while _SUFFIX.search(name):
        name = _SUFFIX.sub("", name)
    name = name.replace(" - ", ", ")
    return " ".join(name.split())


def name_key(text: str) -> str:
    """Fold a card reference so that every way players write one name gives one key.

    Case, punctuation, dashes versus commas, curly versus straight apostrophes and extra
    spaces are ignored: "Kai’Sa - Survivor", "kai'sa survivor" and "Kai'sa, Survivor" agree.
    """
    text = normalise_apostrophes(unicodedata.normalize("NFKC", text)).casefold()
    return " ".join(_NOT_WORD.sub(" ", text).split())


def loose_key(text: str) -> str:
    """name_key without apostrophes, for "Kaisa Survivor" and "Reksai"."""
    return name_key(text).replace("'", "")

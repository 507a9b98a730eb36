"""Folding Magic card names so that what players type finds the card: Lim-Dul finds Lim-Dûl,
Aether finds Æther, straight and curly quotes are one, Fire/Ice is Fire // Ice, and case and
spacing do not count."""

from __future__ import annotations

import re
import unicodedata

_LIGATURES = str.maketrans({"Æ": "Ae", "æ": "ae", "Œ": "Oe", "œ": "oe", "ß": "ss"})
_FACES = re.compile(r"\s*/{1,2}\s*")  # "Fire/Ice" and "Fire // Ice" are one card
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u02bc": "'", "`": "'", "\u201c": "", "\u201d": "", '"': ""})


def fold(name: str) -> str:
    """The key a card name is looked up by."""
    text = unicodedata.normalize("NFKD", name.translate(_LIGATURES).translate(_QUOTES))
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return _FACES.sub(" // ", " ".join(text.casefold().split()))


def front_face(name: str) -> str:
    """"Delver of Secrets" of "Delver of Secrets // Insectile Aberration"."""
    return name.split(" // ", 1)[0]

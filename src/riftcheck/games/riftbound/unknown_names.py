"""Why a name riftcheck does not know is unknown, from what the name itself shows.

An unknown name may be a card of a set riftcheck has no data for (RC005), but only where it
could be one: a name in Thai script is a card written in Thai (card names are read in
English), a domain alone or the word "Rune" is a rune written short, a legend's champion name
alone (``Lillia``) is a legend written short, and a list whose unknown names are mostly Magic:
The Gathering cards is a Magic list checked as Riftbound. Each has its own explanation (RC001).

Magic's names are read from the shipped Magic card table only when a deck has an unknown
name, once per process, and kept in riftcheck's cache as a set of folded names. So are the
Thai words of the Riftbound glossary (glossary_term): a Thai name that is a glossary entry's
Thai word is answered with that entry's English term, when a card has that name.
"""

from __future__ import annotations

import re
from functools import cache

from riftcheck.games.riftbound.cards.model import DOMAINS

THAI = "thai"
RUNE = "rune"
SHORT = "shorthand"
MAGIC_LIST_CARDS = 3  # fewer Magic names than this may be coincidences with Riftbound cards

_THAI_SCRIPT = re.compile("[\u0e00-\u0e7f]")
_RUNE_WORDS = frozenset(word.casefold() for word in (*DOMAINS, "rune", "runes", *(f"{d} runes" for d in DOMAINS)))
# What an Arena or MTGO export writes after the name: ``(M10) 146``, ``(SNC) 12a``, ``*F*``.
_MAGIC_PRINTING = re.compile(r"\s+\([A-Za-z0-9]{2,6}\)(?:\s+[A-Za-z0-9-]+)?(?:\s+\*F\*)?$")
_MAGIC_TABLE = ("mtg", "cards.tsv.gz")
_GLOSSARY = "glossary_th.yaml"


def why_unknown(text: str, zone: str | None = None) -> str | None:
    """THAI, RUNE or SHORT when the unknown name `text` (in `zone`) cannot be a card of a set
    riftcheck lacks, else None (a Magic name is judged with the whole list: `magic_list`)."""
    if _THAI_SCRIPT.search(text):
        return THAI
    folded = " ".join(text.casefold().split())
    if folded in _RUNE_WORDS:
        return RUNE
    if zone in ("legend", "champion") and "," not in text and " - " not in text and len(folded.split()) == 1:
        return SHORT
    return None


def magic_list(unknown: list[str], entries: int) -> list[str]:
    """The names of `unknown` that are Magic cards, when they are at least MAGIC_LIST_CARDS and
    half of the list's `entries`: the list is then a Magic list; else none."""
    if len(unknown) < MAGIC_LIST_CARDS or 2 * len(unknown) < entries:
        return []
    magic = [text for text in unknown if is_magic_name(text)]
    return magic if len(magic) >= MAGIC_LIST_CARDS and 2 * len(magic) >= entries else []


def is_magic_name(text: str) -> bool:
    """Whether `text` (an Arena export's printing after it left out) names a Magic card."""
    return _fold(_MAGIC_PRINTING.sub("", text)) in _magic_names()


def _fold(name: str) -> str:
    return " ".join(name.replace("\u2019", "'").casefold().split())


@cache
def _magic_names() -> frozenset[str]:
    from riftcheck.engine.cache import cached
    from riftcheck.engine.paths import data_dir

    return cached("mtg-names", [data_dir().joinpath(*_MAGIC_TABLE)], _read_names, layout="1")


def _read_names(files) -> frozenset[str]:
    import csv
    import gzip

    with gzip.open(files[0], "rt", encoding="utf-8", newline="") as table:
        rows = csv.reader(table, delimiter="\t")
        next(rows)
        return frozenset(_fold(face) for row in rows for face in (row[0], *row[0].split(" // ")))


def clear_cache() -> None:
    """Forget the Magic names and glossary words read (riftcheck.engine.caches)."""
    _magic_names.cache_clear()
    _glossary_words.cache_clear()


def glossary_term(text: str) -> str | None:
    """The English term of the glossary entry whose Thai word (or Thai alias) `text` is, if any."""
    return _glossary_words().get(_fold_thai(text))


def _fold_thai(text: str) -> str:
    import unicodedata

    return _fold(unicodedata.normalize("NFC", text))


@cache
def _glossary_words() -> dict[str, str]:
    from riftcheck.engine.cache import cached
    from riftcheck.engine.paths import data_dir

    return cached("glossary-thai-words", [data_dir() / _GLOSSARY], _read_glossary, layout="1")


def _read_glossary(files) -> dict[str, str]:
    import yaml

    entries = yaml.load(files[0].read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))["entries"]
    return {_fold_thai(word): entry["en"] for entry in entries
            for word in (entry.get("th", ""), *entry.get("aliases", ())) if _THAI_SCRIPT.search(word)}

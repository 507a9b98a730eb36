"""Load the card database from data/cards/*.yaml through a prebuilt pickle cache.

The YAML files are the source of truth; parsing them takes far longer than a command may
spend starting, so riftcheck.cache keeps the built database as a pickle keyed on their content
and the tool version, and every later run unpickles it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from riftcheck.cache import cached, read_yaml
from riftcheck.cards.model import SET_ORDER, Card, Preview, Printing
from riftcheck.cards.naming import loose_key, name_key
from riftcheck.paths import data_dir

_CACHE_FORMAT = 5


@dataclass
class CardDB:
    """Every card by name, with look-up tables for names, aliases and collector codes."""

    cards: list[Card]
    sets: dict[str, str] = field(default_factory=dict)  # code -> set name
    by_key: dict[str, Card] = field(default_factory=dict)
    by_loose_key: dict[str, Card] = field(default_factory=dict)
    by_code: dict[str, tuple[Card, Printing]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.by_key:
            self._index()

    def _index(self) -> None:
        for card in self.cards:
            for written in (card.name, *card.aliases):
                self.by_key.setdefault(name_key(written), card)
                self.by_loose_key.setdefault(loose_key(written), card)
            for printing in card.printings:
                self.by_code[printing.code.upper()] = (card, printing)

    def get(self, name: str) -> Card | None:
        """The card with this exact deck-building name (any casing or punctuation)."""
        return self.by_key.get(name_key(name))


def _printing(entry: dict, set_code: str) -> Printing:
    code = entry["code"]
    body = code.split("-", 1)[1]
    number = body.split("-", 1)[0]
    variant = number[-1] if number[-1] in "ab*" else ""
    if variant:
        number = number[:-1]
    return Printing(code=code, set=set_code, number=number, variant=variant, rarity=entry.get("rarity"))


def _card(entry: dict, printings: list[Printing], preview_source: tuple[str, str] | None = None) -> Card:
    return Card(
        name=entry["name"],
        type=entry["type"],
        supertypes=tuple(entry.get("supertypes") or ()),
        domains=tuple(entry.get("domains") or ()),
        tags=tuple(entry.get("tags") or ()),
        energy=entry.get("energy"),
        power=entry.get("power"),
        might=entry.get("might"),
        rarity=printings[0].rarity if printings else None,
        keywords=tuple(entry.get("keywords") or ()),
        deck_limit=entry.get("deck_limit", 3),
        aliases=tuple(entry.get("aliases") or ()),
        printings=tuple(printings),
        provisional=_preview(preview_source, tuple(entry.get("unknown") or ())) if preview_source else None,
    )


@functools.cache
def _preview(source: tuple[str, str], unknown: tuple[str, ...]) -> Preview:
    """One Preview per source and unknown facts, shared by its cards: a pickle stores it once."""
    return Preview(source, unknown)


def _preview_source(document: dict) -> tuple[str, str] | None:
    """(set name, snapshot day) for a provisional set file; None for complete data."""
    if document.get("status") != "provisional":
        return None
    return (document.get("name", document["set"]), str(document.get("snapshot") or "an unknown day"))


def build_db(files: list[Path]) -> CardDB:
    """Parse the YAML set files and merge every printing of a name into one card."""
    documents = [read_yaml(path) for path in files]
    documents.sort(key=lambda d: SET_ORDER.index(d["set"]) if d["set"] in SET_ORDER else len(SET_ORDER))
    facts: dict[str, dict] = {}
    printings: dict[str, list[Printing]] = {}
    keywords: dict[str, list[str]] = {}
    aliases: dict[str, list[str]] = {}
    preview_source: dict[str, tuple[str, str] | None] = {}
    sets = {}
    for document in documents:
        sets[document["set"]] = document.get("name", document["set"])
        source = _preview_source(document)
        for entry in document.get("cards") or ():
            key = name_key(entry["name"])
            if key not in facts:
                facts[key], preview_source[key] = entry, source
            printings.setdefault(key, []).extend(_printing(p, document["set"]) for p in entry["printings"])
            merged = keywords.setdefault(key, [])
            merged += [k for k in entry.get("keywords") or () if k not in merged]
            # A later set's own spelling (a preview's Chinese name) still finds the card.
            written = aliases.setdefault(key, [])
            written += [a for a in entry.get("aliases") or () if a not in written]
    cards = [_card({**facts[key], "keywords": keywords[key], "aliases": aliases[key]}, printings[key],
                   preview_source[key]) for key in facts]
    cards.sort(key=lambda c: c.name.casefold())
    return CardDB(cards=cards, sets=sets)


def load_db(folder: Path | None = None) -> CardDB:
    """The card database, from the cache when it matches the data files, else rebuilt."""
    folder = folder or data_dir() / "cards"
    return cached("cards", sorted(folder.glob("*.yaml")), build_db, layout=str(_CACHE_FORMAT))

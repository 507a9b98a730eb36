"""Load the card database from the card files in force through a prebuilt index.

The YAML files are the source of truth: the shipped data/cards/*.yaml overlaid by the user's
own (riftcheck.games.riftbound.cards.files). Parsing them takes far longer than a command may spend starting,
so riftcheck.engine.cache keeps the built database as an index file (riftcheck.games.riftbound.cards.index)
keyed on the files, where each comes from, the set list and the tool version, and every later run
reads from it only the cards it is asked for.
"""

from __future__ import annotations

import functools
import marshal
import os
from collections.abc import Sequence

from riftcheck.engine.cache import cached_file, read_yaml
from riftcheck.engine.values import Value
from riftcheck.engine.data_warnings import warn_once
from riftcheck.games.riftbound.cards.index import FACTS, HEADER_BYTES, IndexedCardDB
from riftcheck.games.riftbound.cards.files import SHIPPED, CardFile, card_files, check_card_file, files_read
from riftcheck.games.riftbound.cards.model import Card, Preview, Printing
from riftcheck.games.riftbound.cards.naming import loose_key, name_key
from riftcheck.games.riftbound.cards.sets import rank, set_order
from riftcheck.engine.paths import data_dir

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

_CACHE_FORMAT = 13  # raised whenever the index's layout or a Card field changes (13: cards without dataclasses)


class CardDB(Value):
    """Every card by name, with look-up tables for names, aliases and collector codes.

    `sets` maps set codes to set names; `files` maps each set code to what its card file says
    about itself and where it comes from (see _set_file), in set order: plain dicts, which the
    cache unpickles faster than objects; `refused` says why each user file left out was refused.
    """

    _fields = ("cards", "sets", "files", "refused", "by_key", "by_loose_key", "by_code")

    def __init__(self, cards: list[Card], sets: dict[str, str] | None = None, files: dict[str, dict] | None = None,
                 refused: list[str] | None = None, by_key: dict[str, Card] | None = None,
                 by_loose_key: dict[str, Card] | None = None,
                 by_code: dict[str, tuple[Card, Printing]] | None = None) -> None:
        self.cards = cards
        self.sets = {} if sets is None else sets
        self.files = {} if files is None else files
        self.refused = [] if refused is None else refused
        self.by_key = {} if by_key is None else by_key
        self.by_loose_key = {} if by_loose_key is None else by_loose_key
        self.by_code = {} if by_code is None else by_code
        if not self.by_key:
            self._index()

    def _index(self) -> None:
        for card in self.cards:
            for written in (card.name, *card.aliases):
                self.by_key.setdefault(name_key(written), card)
                self.by_loose_key.setdefault(loose_key(written), card)
            for printing in card.printings:
                self.by_code[printing.code.upper()] = (card, printing)

    @property
    def card_data(self) -> dict[str, str]:
        """The status of each set's card data: "complete" or "provisional"."""
        return {code: file["status"] for code, file in self.files.items()}

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


def default_copy_limit() -> int:
    """The copy limit of a card whose text sets none (CR 103.2.b): the `default` the card file
    schema gives `deck_limit`, so that the number is written in data once."""
    import json

    schema = json.loads((data_dir() / "schema" / "cards.schema.json").read_text(encoding="utf-8"))
    return schema["$defs"]["card"]["properties"]["deck_limit"]["default"]


def _card(entry: dict, printings: list[Printing], copy_limit: int,
          preview_source: tuple[str, str] | None = None) -> Card:
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
        deck_limit=entry.get("deck_limit", copy_limit),
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


def build_db(files: Sequence[Path | CardFile]) -> CardDB:
    """Parse the YAML set files and merge every printing of a name into one card; a name's
    facts come from the first set printing it, in the order of data/formats/sets.yaml."""
    order = set_order()
    loaded = [_as_card_file(file) for file in files]
    readable, refused = _readable(loaded)
    documents = sorted(readable, key=lambda d: rank(d[0]["set"], order))
    facts: dict[str, dict] = {}
    printings: dict[str, list[Printing]] = {}
    keywords: dict[str, list[str]] = {}
    aliases: dict[str, list[str]] = {}
    preview_source: dict[str, tuple[str, str] | None] = {}
    sets, set_files = {}, {}
    for document, file in documents:
        sets[document["set"]] = document.get("name", document["set"])
        set_files[document["set"]] = _set_file(document, file)
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
    copy_limit = default_copy_limit()
    cards = [_card({**facts[key], "keywords": keywords[key], "aliases": aliases[key]}, printings[key], copy_limit,
                   preview_source[key]) for key in facts]
    cards.sort(key=lambda c: c.name.casefold())
    return CardDB(cards=cards, sets=sets, files=set_files, refused=refused)


def _readable(files: list[CardFile]) -> tuple[list[tuple[dict, CardFile]], list[str]]:
    """Each file's document; a user's file that is no valid card file is left out, with the
    sentence saying why (the shipped files are checked by the tests)."""
    readable, refused = [], []
    for file in files:
        try:
            document = read_yaml(file.path)
            if file.origin != SHIPPED:
                check_card_file(document)
        except Exception as error:  # any fault of a hand-edited file must leave the others usable
            instead = f"the shipped {os.path.basename(file.replaces.path)} is read instead" if file.replaces else "it is left out"
            refused.append(f"{file.path} is not a valid card file ({error}); {instead}")
            if file.replaces:
                readable.append((read_yaml(file.replaces.path), file.replaces))
        else:
            readable.append((document, file))
    return readable, refused


def _as_card_file(file: Path | CardFile) -> CardFile:
    return file if isinstance(file, CardFile) else CardFile(os.fspath(file), SHIPPED)


def _set_file(document: dict, file: CardFile) -> dict:
    snapshot = document.get("snapshot")
    return {
        "code": document["set"], "name": document.get("name", document["set"]),
        "cards": len(document.get("cards") or ()), "origin": file.origin, "path": str(file.path),
        "status": document.get("status", "complete"),  # or "provisional": a preview whose facts may change
        "source": document.get("source"),
        "snapshot": snapshot.isoformat() if hasattr(snapshot, "isoformat") else snapshot,  # YYYY-MM-DD
    }


def load_db(folder: Path | None = None) -> CardDB | IndexedCardDB:
    """The card database, from the cache when it matches the data files, else rebuilt.

    By default the card files in force (shipped, overlaid by the user's); `folder` reads
    that folder's files alone. The cache key covers each file's bytes and origin, the
    schema (the default copy limit) and the set list (their order).
    """
    files = [CardFile(str(path), SHIPPED) for path in sorted(folder.glob("*.yaml"))] if folder else card_files()
    layout = f"{_CACHE_FORMAT}:" + ",".join(f"{file.origin}:{os.path.dirname(file.path)}" for file in files)
    db = cached_file("cards", files_read(files), lambda: encode(build_db(files)), IndexedCardDB, layout=layout)
    for reason in db.refused:
        warn_once(reason)
    return db


def encode(db: CardDB) -> bytes:
    """The bytes IndexedCardDB (riftcheck.games.riftbound.cards.index) reads `db` back from."""
    number = {id(card): place for place, card in enumerate(db.cards)}
    records = [marshal.dumps(_record(card)) for card in db.cards]
    starts = [0]
    for record in records:
        starts.append(starts[-1] + len(record))
    header = marshal.dumps({
        "sets": db.sets, "files": db.files, "refused": db.refused, "starts": starts,
        "by_key": {key: number[id(card)] for key, card in db.by_key.items()},
        "by_loose_key": {key: number[id(card)] for key, card in db.by_loose_key.items()},
        "by_code": {code: (number[id(card)], card.printings.index(printing))
                    for code, (card, printing) in db.by_code.items()},
    })
    return len(header).to_bytes(HEADER_BYTES, "little") + header + b"".join(records)


def _record(card: Card) -> tuple:
    printings = tuple((p.code, p.set, p.number, p.variant, p.rarity) for p in card.printings)
    preview = (card.provisional.source, card.provisional.unknown) if card.provisional else None
    return tuple(getattr(card, name) for name in FACTS), printings, preview

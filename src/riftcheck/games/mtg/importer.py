"""`riftcheck import --game mtg FILE`: Magic card facts into riftcheck's tables.

Two kinds of file are taken in:

- MTGJSON oracle data, a list of cards with name, type, supertypes, text, layout and
  colorIdentity (the oracle corpus riftcheck's table is built from): into data/mtg/cards.tsv.gz,
  or the folder given with --out.
- MTGJSON's AtomicCards.json ({"meta": {"date": ...}, "data": {name: [faces...]}}): each
  card's format legalities and printings, into the user data folder as mtg/printings.json.gz,
  which speaks for the cards the shipped card pool does not list (the newest ones). A file
  without a date or without one readable card is refused, and nothing is replaced.
- A printings file ({"meta", "sets", "cards"}: each set's release date and kind, each card's
  printings with their rarity): the dated card pool, data/mtg/sets.tsv and printings.tsv.gz
  (riftcheck.games.mtg.pool_build).
"""

from __future__ import annotations

import datetime
import gzip
import json
import os
import re
from pathlib import Path

from riftcheck.games.mtg.cards import PRINTINGS_NAME
from riftcheck.games.mtg.names import front_face
from riftcheck.games.mtg.pool_build import is_printings_file, write_pool
from riftcheck.games.mtg.table import COLOURS, write_table

TABLE_NAME = "cards.tsv.gz"
NON_TRADITIONAL_TYPES = frozenset({"Plane", "Phenomenon", "Scheme", "Vanguard", "Hero", "Stickers", "Dungeon", "Conspiracy"})
NON_TRADITIONAL_LAYOUTS = frozenset({"planar", "scheme", "vanguard"})
BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_ANY_NUMBER = re.compile(r"A deck can have any number of cards named")
_UP_TO = re.compile(r"A deck can have up to (\w+) cards named")
# Grist, the Hunger Tide: a creature card wherever it is but on the battlefield, so in deck
# construction too.
_CREATURE_OFF_BATTLEFIELD = re.compile(r"isn't on the battlefield, it's an? [^.]*\bcreature\b")
_PARTNER_WITH = re.compile(r"^Partner with ([^(\n]+?)\s*(?:\(|$)", re.MULTILINE)
_PLAIN_PARTNER = re.compile(r"^Partner\s*(?:\(|$)", re.MULTILINE)
# 702.124i: the partner—[text] abilities; two commanders pair by the same one only.
# Older Oracle text wrote "Friends forever" as a keyword of its own.
PARTNER_TEXTS = {"Friends forever": "F", "Survivors": "V", "Father & son": "H", "Character select": "C"}
_PARTNER_TEXT = re.compile(r"^(?:Partner—)?(" + "|".join(PARTNER_TEXTS) + r")\s*(?:\(|$)", re.MULTILINE)


def deck_limit(text: str) -> str:
    """"any", a number, or "" (the format's limit), as the card's own text says (101.1)."""
    if _ANY_NUMBER.search(text):
        return "any"
    found = _UP_TO.search(text)
    if found:
        word = found.group(1).lower()
        return str(_NUMBER_WORDS.get(word, word if word.isdigit() else ""))
    return ""


def _basic_land(card: dict) -> bool:
    """205.4c / 305.8: a land with the basic supertype. A Basic creature (Omnipresent Impostor)
    is no land, and a Basic land whose only land type is not a basic land type (Barry's Land,
    an Un-card's "Cloud") is no basic land of a real deck."""
    if "Basic" not in (card.get("supertypes") or []) or "Land" not in (card.get("types") or []):
        return False
    subtypes = set(card.get("subtypes") or [])
    return not subtypes or subtypes <= BASIC_LAND_TYPES


def _may_be_commander(card: dict, text: str) -> bool:
    """903.3: a legendary creature, Vehicle or Spacecraft with power and toughness, or text
    saying it can be your commander. A legendary card that is a creature everywhere but on the
    battlefield (Grist, the Hunger Tide) is a legendary creature card while the deck is built."""
    if "can be your commander" in text:
        return True
    if "Legendary" not in (card.get("supertypes") or []):
        return False
    subtypes = card.get("subtypes") or []
    return ("Creature" in (card.get("types") or []) or "Vehicle" in subtypes or _CREATURE_OFF_BATTLEFIELD.search(text)
            or ("Spacecraft" in subtypes and card.get("power") is not None))


def _flags(card: dict, text: str) -> str:
    keywords = set(card.get("keywords") or [])
    types = set(card.get("types") or [])
    flags = ""
    if _basic_land(card):
        flags += "B"
    if _may_be_commander(card, text):
        flags += "E"
    if "Partner" in keywords and _PLAIN_PARTNER.search(text):
        flags += "P"
    if _PARTNER_WITH.search(text):
        flags += "W"
    flags += "".join(sorted({PARTNER_TEXTS[words] for words in _PARTNER_TEXT.findall(text)}))
    if "Choose a background" in keywords or "Choose a Background" in text:
        flags += "G"
    if "Background" in (card.get("subtypes") or []):
        flags += "K"
    if "Doctor's companion" in keywords:
        flags += "D"
    if "Time Lord" in (card.get("subtypes") or []) and "Doctor" in (card.get("subtypes") or []):
        flags += "O"
    if types & NON_TRADITIONAL_TYPES or card.get("layout") in NON_TRADITIONAL_LAYOUTS:
        flags += "N"
    if card["name"].startswith("A-"):
        flags += "A"
    return flags


def oracle_rows(cards: list[dict]) -> list[dict]:
    """The table's rows from MTGJSON oracle cards. A back face's own record (face: back) is
    no card of its own: its card is the joined "front // back" record."""
    rows = []
    for card in cards:
        if card.get("face") == "back":
            continue
        name = card["name"]
        text = card.get("text") or ""
        front = front_face(name)
        aliases = [front] if front != name else []
        identity = "".join(colour for colour in COLOURS if colour in (card.get("colorIdentity") or []))
        partner_with = _PARTNER_WITH.search(text)
        rows.append({
            "name": name, "aliases": "|".join(aliases), "type_line": card.get("type") or "",
            "identity": identity, "layout": card.get("layout") or "", "limit": deck_limit(text),
            "flags": _flags(card, text), "partner_with": partner_with.group(1).strip() if partner_with else "",
        })
    return rows


def is_atomic_cards(document) -> bool:
    return isinstance(document, dict) and isinstance(document.get("data"), dict) and "meta" in document


def is_oracle_list(document) -> bool:
    return isinstance(document, list) and all(isinstance(card, dict) and "name" in card and "colorIdentity" in card
                                              for card in document[:50])


def printings_document(document: dict) -> dict:
    """What riftcheck keeps of AtomicCards: the file's date, and per card (by full name) its
    legalities and set codes, and whether it is an Un-card (isFunny). ValueError when the file
    has no date or no card riftcheck can read."""
    meta = document.get("meta") if isinstance(document.get("meta"), dict) else {}
    try:
        datetime.date.fromisoformat(str(meta.get("date") or ""))
    except ValueError:
        raise ValueError(f"an AtomicCards file needs meta.date as YYYY-MM-DD, not {meta.get('date')!r}.") from None
    cards = {}
    for name, faces in document["data"].items():
        if not isinstance(faces, list) or not faces or not isinstance(faces[0], dict):
            continue
        face = faces[0]
        cards[name] = {
            "legalities": {str(k): str(v) for k, v in (face.get("legalities") or {}).items()},
            "printings": [str(code) for code in face.get("printings") or []],
            "funny": bool(face.get("isFunny")),
        }
    if not any(card["legalities"] for card in cards.values()):
        raise ValueError("no card in it has format legalities; it is not a usable AtomicCards file.")
    return {"date": str(meta.get("date") or ""), "version": str(meta.get("version") or ""), "cards": cards}


def import_file(path: Path, out: Path | None) -> tuple[str, Path, int]:
    """Import `path`; returns what it was ("oracle", "printings" or "pool"), where it went and how many cards."""
    from riftcheck.engine import paths

    with open(path, "rb") as handle:
        try:
            document = json.loads(handle.read())
        except (json.JSONDecodeError, UnicodeDecodeError) as error:
            raise ValueError(f"not a JSON file ({error}).") from None
    if is_oracle_list(document):
        target = (out or paths.data_dir() / "mtg") / TABLE_NAME
        rows = oracle_rows(document)
        write_table(rows, target)
        return "oracle", target, len(rows)
    if is_atomic_cards(document):
        target = (out or paths.user_data_dir() / "mtg") / PRINTINGS_NAME
        kept = printings_document(document)
        target.parent.mkdir(parents=True, exist_ok=True)
        staged = target.with_name(target.name + ".new")
        with open(staged, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as gz:
            gz.write(json.dumps(kept, ensure_ascii=False, sort_keys=True).encode("utf-8"))
        os.replace(staged, target)
        return "printings", target, len(kept["cards"])
    if is_printings_file(document):
        target, count = write_pool(document, out or paths.data_dir() / "mtg")
        return "pool", target, count
    raise ValueError(f"{path} is neither MTGJSON oracle card data (a list of cards), MTGJSON AtomicCards "
                     "({\"meta\": ..., \"data\": {name: [...]}}) nor a printings file ({\"sets\": ..., \"cards\": ...}).")

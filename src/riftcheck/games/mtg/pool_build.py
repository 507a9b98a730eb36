"""`riftcheck import --game mtg mtg-printings.json`: Magic's dated card pool from a printings
file (sets with release date and kind; per card its printings, each a set and a rarity) into
data/mtg/sets.tsv and data/mtg/printings.tsv.gz, or the folder given with --out.

The file is checked whole before anything is written, and the two tables are written beside
the old ones and then moved over them, so that a bad file leaves the shipped pool as it was.
"""

from __future__ import annotations

import datetime
import gzip
import os
import re
from pathlib import Path

from riftcheck.games.mtg.pool import PRINTINGS_NAME, SETS_NAME
KINDS = frozenset({"core", "expansion", "masters", "commander", "supplemental", "duel_deck", "from_the_vault", "promo",
                   "digital_mtgo", "digital_arena", "alchemy", "funny", "remix"})
RARITIES = frozenset("CURMSLB")
_CODE = re.compile(r"^[0-9A-Z]{2,6}$")


def is_printings_file(document) -> bool:
    return isinstance(document, dict) and isinstance(document.get("sets"), dict) and isinstance(document.get("cards"), dict)


def problems(document: dict) -> list[str]:
    """What makes `document` no usable printings file (empty when nothing does)."""
    found = []
    sets, cards = document["sets"], document["cards"]
    if not sets or not cards:
        found.append("it lists no sets or no cards")
    for code, entry in sets.items():
        if not isinstance(entry, dict) or not _CODE.match(str(code)):
            found.append(f"set {code!r} is not a set record")
        elif entry.get("kind") not in KINDS:
            found.append(f"set {code} has no known kind ({entry.get('kind')!r})")
        elif not _date(entry.get("date")):
            found.append(f"set {code} has no release date")
    for name, printings in cards.items():
        if not isinstance(printings, list) or not printings:
            found.append(f"card {name!r} has no printings")
            continue
        for printing in printings:
            if not (isinstance(printing, list) and len(printing) >= 2 and printing[0] in sets and printing[1] in RARITIES):
                found.append(f"card {name!r} has a printing {printing!r} of no listed set or rarity")
                break
    return found


def _date(value) -> bool:
    try:
        datetime.date.fromisoformat(str(value))
    except ValueError:
        return False
    return True


def _flags(entry: dict) -> str:
    return "".join(letter for letter, key in (("S", "standard_type"), ("M", "modern_type"), ("Y", "multi_year"),
                                              ("X", "not_tournament_legal")) if entry.get(key))


def set_lines(document: dict) -> list[str]:
    meta = document.get("meta") or {}
    lines = [f"# built {meta.get('built', '')} from:"]
    for name, source in sorted((meta.get("sources") or {}).items()):
        where = " ".join(str(source.get(key)) for key in ("repo", "commit", "path", "licence") if source.get(key))
        lines.append(f"# {name}: {where}")
    lines.append("\t".join(("code", "date", "kind", "flags", "name")))
    for code, entry in sorted(document["sets"].items(), key=lambda item: (item[1]["date"], item[0])):
        name = " ".join(str(entry.get("name", "")).split())
        lines.append("\t".join((code, entry["date"], entry["kind"], _flags(entry), name)))
    return lines


def printing_lines(document: dict) -> list[str]:
    """One line per card: its name, then each distinct printing as SET:RARITY, an acorn
    printing (Unfinity's casual-only cards) marked with a trailing '!'."""
    acorn = {code: set(entry.get("acorn_candidates") or []) for code, entry in document["sets"].items()}
    lines = []
    for name in sorted(document["cards"]):
        seen: list[str] = []
        for code, rarity, *_ in document["cards"][name]:
            written = f"{code}:{rarity}" + ("!" if name in acorn.get(code, ()) else "")
            if written not in seen:
                seen.append(written)
        lines.append(f"{' '.join(name.split())}\t{' '.join(seen)}")
    return lines


def write_pool(document: dict, folder: Path) -> tuple[Path, int]:
    """Write both tables into `folder`; ValueError naming what is wrong, before anything is written."""
    wrong = problems(document)
    if wrong:
        shown = "; ".join(wrong[:3]) + (f" (and {len(wrong) - 3} more)" if len(wrong) > 3 else "")
        raise ValueError(f"not a usable printings file: {shown}. Nothing was replaced.")
    folder.mkdir(parents=True, exist_ok=True)
    sets_text = ("\n".join(set_lines(document)) + "\n").encode("utf-8")
    cards_text = ("\n".join(printing_lines(document)) + "\n").encode("utf-8")
    staged = [(folder / (SETS_NAME + ".new"), folder / SETS_NAME), (folder / (PRINTINGS_NAME + ".new"), folder / PRINTINGS_NAME)]
    staged[0][0].write_bytes(sets_text)
    with open(staged[1][0], "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as out:
        out.write(cards_text)
    for new, final in staged:
        os.replace(new, final)
    return folder / PRINTINGS_NAME, len(document["cards"])

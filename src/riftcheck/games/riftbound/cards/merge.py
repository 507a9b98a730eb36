"""Merge the printings the public sources describe into riftcheck's per-set card lists.

Rows are keyed by printing (set, number, variant, set size), merged field by field, and
grouped into cards by deck-building name. Every disagreement that had to be settled is
reported as a ``Conflict`` so a person can check it.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from riftcheck.games.riftbound.cards.naming import clean_name, name_key, normalise_apostrophes
from riftcheck.games.riftbound.cards.rows import Row, parse_printing_id
from riftcheck.games.riftbound.cards.sets import rank, set_order

_KEYWORD_TOKEN = re.compile(r"\[([A-Z][A-Za-z]*)(?: (\d+))?\]")
_UNIQUE = re.compile(r"your deck can have only 1 card with this name", re.I)
_ANY_NUMBER = re.compile(r"your deck can have any number of cards named", re.I)
PROMO_POOLS_NUMBERED_BY_SET_SIZE = ("OPP", "PR", "JDG")
GAP_FILLER = "dotgg"  # the source read only for printings the others lack


@dataclass
class Conflict:
    """A fact the sources disagreed on, the value kept and why."""

    printing: str
    field: str
    chosen: object
    rejected: object
    reason: str

    def __str__(self) -> str:
        return f"{self.printing}: {self.field} {self.rejected!r} -> {self.chosen!r} ({self.reason})"


@dataclass
class ImportResult:
    """Card entries by set, ready to be written, and what was settled on the way."""

    sets: dict[str, list[dict]] = field(default_factory=dict)
    conflicts: list[Conflict] = field(default_factory=list)
    rows_read: int = 0
    duplicates_dropped: int = 0


def _code(set_code: str, number: str, variant: str, size: str | None) -> str:
    """Canonical collector code; promo pools repeat numbers across sets, so they keep the size."""
    base = f"{set_code}-{number}{variant}"
    if set_code in PROMO_POOLS_NUMBERED_BY_SET_SIZE and size:
        return f"{base}-{size}"
    return base


def keywords_in(text: str, vocabulary: set[str]) -> tuple[str, ...]:
    """Keywords written as ``[Name]`` or ``[Name N]`` in card text, in order of appearance."""
    found = []
    for word, amount in _KEYWORD_TOKEN.findall(text):
        if word in vocabulary:
            keyword = f"{word} {amount}" if amount else word
            if keyword not in found:
                found.append(keyword)
    return tuple(found)


def own_copy_limit(text: str) -> dict:
    """The `deck_limit` card text sets (CR 002: card text overrides the rules): 1 for Unique,
    None for "any number"; empty when the text leaves the rules' default."""
    if _ANY_NUMBER.search(text):
        return {"deck_limit": None}
    if _UNIQUE.search(text):
        return {"deck_limit": 1}
    return {}


class _Merger:
    """Settles each field of one printing across sources, recording every conflict."""

    PRIORITY = ("gallery", "riftcodex", GAP_FILLER)

    def __init__(self, conflicts: list[Conflict]):
        self.conflicts = conflicts

    def merge(self, code: str, rows: list[Row], champion_names: set[str]) -> Row:
        rows = sorted(rows, key=lambda r: self.PRIORITY.index(r.source))
        best = rows[0]
        merged = Row(**{**best.__dict__})
        for other in rows[1:]:
            for name in ("type", "domains", "energy", "power", "might", "rarity"):
                self._settle(code, merged, other, name)
            self._settle_tags(code, merged, other, champion_names)
            if merged.supertype is None and other.supertype is not None:
                merged.supertype = other.supertype
            if len(other.text) > len(merged.text):
                merged.text = other.text
            if other.source == "riftcodex":
                merged.name = _prefer_full_name(merged, other)
                merged.alias = _other_spelling(merged.name, other.name)
                if merged.alias:
                    self.conflicts.append(
                        Conflict(code, "name", merged.name, merged.alias, f"{merged.source} spelling kept, the other as an alias")
                    )
        return merged

    def _settle(self, code: str, merged: Row, other: Row, name: str) -> None:
        mine, theirs = getattr(merged, name), getattr(other, name)
        if mine in (None, ()) and theirs not in (None, ()):
            setattr(merged, name, theirs)
        elif theirs not in (None, ()) and mine != theirs:
            self.conflicts.append(Conflict(code, name, mine, theirs, f"{merged.source} preferred"))

    def _settle_tags(self, code: str, merged: Row, other: Row, champion_names: set[str]) -> None:
        if not other.tags or merged.tags == other.tags:
            return
        short = clean_name(other.name).split(", ")[0]
        if short in champion_names and short in other.tags and short not in merged.tags:
            self.conflicts.append(
                Conflict(code, "tags", other.tags, merged.tags, f"{merged.source} lacks the card's own champion tag")
            )
            merged.tags = other.tags
        elif merged.tags:
            self.conflicts.append(Conflict(code, "tags", merged.tags, other.tags, f"{merged.source} preferred"))
        else:
            merged.tags = other.tags


def _other_spelling(chosen: str, other: str) -> str | None:
    """The official gallery writes "Yi, Honed" where Riftcodex and players write "Master Yi, Honed"."""
    cleaned = clean_name(other)
    return cleaned if name_key(cleaned) != name_key(clean_name(chosen)) else None


def _prefer_full_name(merged: Row, riftcodex: Row) -> str:
    """The gallery names legends by title only (or "Title - Starter"); Riftcodex keeps the champion."""
    if merged.type == "Legend":
        return riftcodex.name
    return merged.name


def _card_type(row: Row) -> str:
    if row.type in ("Unit", "Spell", "Gear", "Rune", "Legend", "Battlefield"):
        return row.type
    return "Token"


def _supertypes(row: Row) -> list[str]:
    if row.number.startswith("T") or row.supertype == "Token" or row.type is None:
        return ["Token"]
    if row.type == "Legend" or row.supertype in (None, ""):
        return []
    return [row.supertype]


def _legend_name(row: Row, champion_names: set[str]) -> tuple[str, str]:
    """Full legend name "Champion, Title" and the title alone.

    Sources write legends as "Title", "Champion - Title" or "Yordle, Kennen - Heart of the
    Tempest"; the title is what follows the last dash, and the champion is the legend's tag
    that names a champion (CR 133.8.b), falling back to the written prefix.
    """
    raw = clean_name(row.name.replace(" - ", " \x00 ")).split(" \x00 ")
    title = raw[-1].strip()
    name = ", ".join(part.strip() for part in raw)
    champion = next((t for t in reversed(row.tags) if t in champion_names), None)
    if champion is None:
        champion = name.split(", ", 1)[0] if ", " in name else (row.tags[-1] if row.tags else title)
    return f"{champion}, {title}", title


def _champion_names(rows: list[Row]) -> set[str]:
    names = set()
    for row in rows:
        if row.type == "Unit" and row.supertype == "Champion":
            name = clean_name(row.name)
            if ", " in name:
                names.add(name.split(", ", 1)[0])
    return names


def build(rows: list[Row], vocabulary: set[str]) -> ImportResult:
    """Merge source rows into per-set lists of card dictionaries ready to be written as YAML."""
    result = ImportResult(rows_read=len(rows))
    champion_names = _champion_names(rows)
    order = set_order()
    by_key: dict[tuple, list[Row]] = defaultdict(list)
    for row in rows:
        same_source = [r for r in by_key[row.key] if r.source == row.source]
        if same_source:
            result.duplicates_dropped += 1
            if len(row.text) > len(same_source[0].text):
                same_source[0].text = row.text
            continue
        by_key[row.key].append(row)

    merger = _Merger(result.conflicts)
    cards: dict[tuple[str, str], dict] = {}
    # Printings only a gap-filling source knows come after the others of their set, so that a
    # name's facts always come from its first printing in a preferred source.
    gap_only = {key for key, group in by_key.items() if all(row.source == GAP_FILLER for row in group)}
    for key, group in sorted(by_key.items(), key=lambda kv: (_sort_key(kv[0], order)[0], kv[0] in gap_only,
                                                            _sort_key(kv[0], order))):
        code = _code(*key)
        row = merger.merge(code, group, champion_names)
        card = _card_facts(row, champion_names, vocabulary)
        printing = {"code": code, "rarity": row.rarity}
        _add_printing(cards, key[0], card, printing, result.conflicts)

    _unify_spelling(cards, order)
    for (set_code, _), card in cards.items():
        result.sets.setdefault(set_code, []).append(card)
    for set_code in result.sets:
        result.sets[set_code].sort(key=lambda c: _sort_key(_first_key(c["printings"][0]["code"]), order))
    return result


def _first_key(code: str) -> tuple:
    parts = parse_printing_id(code)
    return parts or (code, "", "", None)


def _sort_key(key: tuple, order: dict[str, int]) -> tuple:
    set_code, number, variant, size = key
    digits = re.sub(r"\D", "", number) or "0"
    prefix = re.sub(r"\d", "", number)
    return (rank(set_code, order), size or "", prefix, int(digits), variant)


def _card_facts(row: Row, champion_names: set[str], vocabulary: set[str]) -> dict:
    card_type = _card_type(row)
    aliases = []
    if card_type == "Legend":
        name, title = _legend_name(row, champion_names)
        aliases.append(title)
    else:
        name = clean_name(row.name)
        if row.alias:
            aliases.append(row.alias)
    card = {
        "name": name,
        "type": card_type,
        "supertypes": _supertypes(row),
        "domains": list(row.domains),
        "tags": list(row.tags),
        "energy": row.energy,
        "power": row.power,
        "might": row.might,
        "keywords": list(keywords_in(row.text, vocabulary)),
    }
    card.update(own_copy_limit(row.text))
    if aliases:
        card["aliases"] = aliases
    return card


_FACT_FIELDS = ("type", "supertypes", "domains", "tags", "energy", "power", "might")


def _add_printing(cards: dict, set_code: str, card: dict, printing: dict, conflicts: list[Conflict]) -> None:
    """File the printing under its card in this set's file, merging reprints of one name."""
    key = (set_code, normalise_apostrophes(card["name"]).casefold())
    existing = cards.get(key)
    if existing is None:
        cards[key] = {**card, "printings": [printing]}
        return
    existing["tags"] = _merge_tags(printing["code"], existing["tags"], card["tags"], conflicts)
    for name in _FACT_FIELDS:
        if name == "tags":
            continue
        if existing[name] != card[name] and card[name] not in (None, []):
            if existing[name] in (None, []):
                existing[name] = card[name]
            else:
                conflicts.append(
                    Conflict(printing["code"], name, existing[name], card[name], "first printing of the name preferred")
                )
    for keyword in card["keywords"]:
        if keyword not in existing["keywords"]:
            existing["keywords"].append(keyword)
    if "deck_limit" in card and "deck_limit" not in existing:
        existing["deck_limit"] = card["deck_limit"]
    existing["printings"].append(printing)


def _merge_tags(code: str, kept: list[str], new: list[str], conflicts: list[Conflict]) -> list[str]:
    """Alternate printings sometimes list fewer region tags: a card has every tag any printing shows."""
    merged = kept + [tag for tag in new if tag not in kept]
    if not (set(kept) <= set(new) or set(new) <= set(kept)):
        conflicts.append(Conflict(code, "tags", merged, new, "tags of all printings combined"))
    return merged


def _unify_spelling(cards: dict[tuple[str, str], dict], order: dict[str, int]) -> None:
    """One name, one spelling: promo pools reuse the main set's casing ("Grandmaster at Arms")
    and its official form ("Yi, Honed" where the promo row says "Master Yi - Honed")."""
    spelling: dict[str, dict] = {}
    for (set_code, _), card in sorted(cards.items(), key=lambda kv: rank(kv[0][0], order)):
        first = spelling.get(name_key(card["name"]))
        if first is None:
            for written in (card["name"], *card.get("aliases", ())):
                spelling.setdefault(name_key(written), card)
            continue
        card["name"] = first["name"]
        if "aliases" in first:
            card["aliases"] = first["aliases"]

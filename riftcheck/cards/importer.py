"""Turn public card data into riftcheck's own per-set YAML files.

Three public shapes are read, recognised by their structure:

* the Riftcodex dump (a JSON list of printing rows with ``riftbound_id``): the only source
  with supertypes, promo pools and every Vendetta special;
* the official card gallery, flattened (``{"cards": [...]}`` with ``setId``): authoritative for
  names, domains, tags and costs, but without supertypes and with legends named by title only;
* the DotGG dump (a JSON list with ``card_type``): used only for sets no other source has (ARC).

Rows are keyed by printing (set, number, variant, set size), merged field by field, and
grouped into cards by deck-building name. Every disagreement that had to be settled is
reported as a ``Conflict`` so a person can check it.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from riftcheck.cards.model import SET_ORDER
from riftcheck.cards.naming import clean_name, name_key, normalise_apostrophes

DOMAINS = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")
SET_NAMES = {
    "OGN": "Origins",
    "OGS": "Proving Grounds",
    "SFD": "Spiritforged",
    "UNL": "Unleashed",
    "VEN": "Vendetta",
    "RAD": "Radiance",
    "ARC": "Arcane Box Set",
    "OPP": "Organized Play promos",
    "PR": "Promos",
    "JDG": "Judge promos",
}
_ID = re.compile(
    r"^(?P<set>[a-z]+)-(?P<num>(?:sp|r|t)?\d+)(?P<var>[ab*]|-star)?(?:-(?P<size>\d+))?$", re.I
)
_KEYWORD_TOKEN = re.compile(r"\[([A-Z][A-Za-z]*)(?: (\d+))?\]")
_UNIQUE = re.compile(r"your deck can have only 1 card with this name", re.I)
_ANY_NUMBER = re.compile(r"your deck can have any number of cards named", re.I)


@dataclass
class Row:
    """One printing as one source describes it."""

    source: str
    set: str
    number: str
    variant: str
    size: str | None
    name: str
    type: str | None
    supertype: str | None
    domains: tuple[str, ...]
    tags: tuple[str, ...]
    energy: int | None
    power: int | None
    might: int | None
    rarity: str | None
    text: str
    alias: str | None = None  # another source's spelling of the name, kept for look-ups

    @property
    def key(self) -> tuple[str, str, str, str | None]:
        return (self.set, self.number, self.variant, self.size)


@dataclass
class Conflict:
    printing: str
    field: str
    chosen: object
    rejected: object
    reason: str

    def __str__(self) -> str:
        return f"{self.printing}: {self.field} {self.rejected!r} -> {self.chosen!r} ({self.reason})"


@dataclass
class ImportResult:
    sets: dict[str, list[dict]] = field(default_factory=dict)
    conflicts: list[Conflict] = field(default_factory=list)
    rows_read: int = 0
    duplicates_dropped: int = 0


def _int(value) -> int | None:
    if value in (None, ""):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _domains(values) -> tuple[str, ...]:
    return tuple(d for d in (values or ()) if d in DOMAINS)


def parse_printing_id(raw: str) -> tuple[str, str, str, str | None] | None:
    """Split ``ogn-202a-298``, ``sfd-227*-221``, ``sfd-227-star-221``, ``ven-r01`` into parts."""
    match = _ID.match(raw.strip())
    if not match:
        return None
    number = match["num"].upper()
    if number.isdigit():
        number = number.zfill(3)
    variant = (match["var"] or "").lower()
    variant = "*" if variant in ("*", "-star") else variant
    return match["set"].upper(), number, variant, match["size"]


def _riftcodex_rows(data: list) -> list[Row]:
    rows = []
    for item in data:
        parts = parse_printing_id(item.get("riftbound_id") or "")
        if parts is None:
            continue
        cls = item.get("classification") or {}
        attrs = item.get("attributes") or {}
        rows.append(
            Row(
                "riftcodex", *parts,
                name=item.get("name") or "",
                type=cls.get("type"),
                supertype=cls.get("supertype"),
                domains=_domains(cls.get("domain")),
                tags=tuple(item.get("tags") or ()),
                energy=_int(attrs.get("energy")),
                power=_int(attrs.get("power")),
                might=_int(attrs.get("might")),
                rarity=cls.get("rarity"),
                text=(item.get("text") or {}).get("plain") or "",
            )
        )
    return rows


def _gallery_rows(data: dict) -> list[Row]:
    rows = []
    for item in data.get("cards", []):
        parts = parse_printing_id(item.get("id") or "")
        if parts is None:
            continue
        rows.append(
            Row(
                "gallery", *parts,
                name=item.get("name") or "",
                type=item.get("type"),
                supertype=None,
                domains=_domains(item.get("domains")),
                tags=tuple(item.get("tags") or ()),
                energy=_int(item.get("energy")),
                power=_int(item.get("power")),
                might=_int(item.get("might")),
                rarity=item.get("rarity"),
                text=re.sub(r"<[^>]+>", " ", item.get("abilityHtml") or ""),
            )
        )
    return rows


def _dotgg_rows(data: list, known_sets: set[str]) -> list[Row]:
    rows = []
    for item in data:
        raw_id = (item.get("id") or "").split("/")[0]
        parts = parse_printing_id(raw_id)
        if parts is None or parts[0] in known_sets:
            continue
        rows.append(
            Row(
                "dotgg", *parts,
                name=item.get("name") or "",
                type=item.get("card_type"),
                supertype=item.get("supertype"),
                domains=_domains(item.get("colors")),
                tags=tuple(item.get("tags") or ()),
                energy=_int(item.get("cost")),
                power=None,
                might=_int(item.get("might")),
                rarity=item.get("rarity"),
                text=item.get("effect_text") or "",
            )
        )
    return rows


def read_sources(paths: list[Path]) -> list[Row]:
    """Read every file, recognising its shape; DotGG is read last and only fills missing sets."""
    loaded = [(path, json.loads(Path(path).read_text(encoding="utf-8"))) for path in paths]
    rows: list[Row] = []
    dotgg = []
    for path, data in loaded:
        if isinstance(data, dict) and isinstance(data.get("cards"), list):
            rows += _gallery_rows(data)
        elif isinstance(data, list) and data and "riftbound_id" in data[0]:
            rows += _riftcodex_rows(data)
        elif isinstance(data, list) and data and "card_type" in data[0]:
            dotgg.append(data)
        else:
            raise ValueError(f"{path}: not a card data file riftcheck knows (Riftcodex, gallery or DotGG JSON)")
    known = {row.set for row in rows}
    for data in dotgg:
        rows += _dotgg_rows(data, known)
    return rows


def _code(set_code: str, number: str, variant: str, size: str | None) -> str:
    """Canonical collector code; promo pools repeat numbers across sets, so they keep the size."""
    base = f"{set_code}-{number}{variant}"
    if set_code in ("OPP", "PR", "JDG") and size:
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


def deck_limit_from_text(text: str, default: int) -> int | None:
    """Card text that overrides the copy limit (CR 002): Unique gives 1, "any number" none."""
    if _ANY_NUMBER.search(text):
        return None
    if _UNIQUE.search(text):
        return 1
    return default


class _Merger:
    """Settles each field of one printing across sources, recording every conflict."""

    PRIORITY = ("gallery", "riftcodex", "dotgg")

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
    for key, group in sorted(by_key.items(), key=lambda kv: _sort_key(kv[0])):
        code = _code(*key)
        row = merger.merge(code, group, champion_names)
        card = _card_facts(row, champion_names, vocabulary)
        printing = {"code": code, "rarity": row.rarity}
        _add_printing(cards, key[0], card, printing, result.conflicts)

    _unify_spelling(cards)
    for (set_code, _), card in cards.items():
        result.sets.setdefault(set_code, []).append(card)
    for set_code in result.sets:
        result.sets[set_code].sort(key=lambda c: _sort_key(_first_key(c["printings"][0]["code"])))
    return result


def _first_key(code: str) -> tuple:
    parts = parse_printing_id(code)
    return parts or (code, "", "", None)


def _sort_key(key: tuple) -> tuple:
    set_code, number, variant, size = key
    digits = re.sub(r"\D", "", number) or "0"
    prefix = re.sub(r"\d", "", number)
    order = SET_ORDER.index(set_code) if set_code in SET_ORDER else len(SET_ORDER)
    return (order, size or "", prefix, int(digits), variant)


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
    limit = deck_limit_from_text(row.text, 3)
    if limit != 3:
        card["deck_limit"] = limit
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


def load_vocabulary(path: Path) -> set[str]:
    import yaml

    return set(yaml.safe_load(path.read_text(encoding="utf-8"))["keywords"])


def write_sets(result: ImportResult, out_dir: Path) -> list[Path]:
    """Write one YAML file per set; printings of a name in several sets appear in each."""
    import yaml

    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for set_code in sorted(result.sets, key=lambda s: (SET_ORDER + (s,)).index(s)):
        document = {"set": set_code, "name": SET_NAMES.get(set_code, set_code), "cards": result.sets[set_code]}
        path = out_dir / f"{set_code}.yaml"
        text = yaml.safe_dump(document, sort_keys=False, allow_unicode=True, default_flow_style=None, width=120)
        path.write_text("# Card facts imported from public card data by `riftcheck import`.\n" + text, encoding="utf-8")
        written.append(path)
    return written


def _merge_tags(code: str, kept: list[str], new: list[str], conflicts: list[Conflict]) -> list[str]:
    """Alternate printings sometimes list fewer region tags: a card has every tag any printing shows."""
    merged = kept + [tag for tag in new if tag not in kept]
    if not (set(kept) <= set(new) or set(new) <= set(kept)):
        conflicts.append(Conflict(code, "tags", merged, new, "tags of all printings combined"))
    return merged


def _unify_spelling(cards: dict[tuple[str, str], dict]) -> None:
    """One name, one spelling: promo pools reuse the main set's casing ("Grandmaster at Arms")
    and its official form ("Yi, Honed" where the promo row says "Master Yi - Honed")."""
    spelling: dict[str, dict] = {}
    for (set_code, _), card in sorted(cards.items(), key=lambda kv: SET_ORDER.index(kv[0][0])):
        first = spelling.get(name_key(card["name"]))
        if first is None:
            for written in (card["name"], *card.get("aliases", ())):
                spelling.setdefault(name_key(written), card)
            continue
        card["name"] = first["name"]
        if "aliases" in first:
            card["aliases"] = first["aliases"]

"""Import a set's preview data as a provisional card file.

Before a set's cards reach a complete public dump, what can be had is a preview: a catalogue
of gameplay facts by collector number (Riot China's, with Chinese names) joined with English
names from a deck tool's preview list. This adapter reads that joined file (a JSON object with
``provisional: true`` and ``cards`` whose records carry ``code``, ``name_en`` and ``name_cn``)
and, when given, the official card gallery's entries for the set (a JSON list of objects with
``cardTypes``) as a third witness.

It never guesses. A card without an English name keeps its Chinese one; a fact the sources
leave open or disagree on is written as unknown (listed in the card's ``unknown``) with an
empty value, so that no deck rule reads it. The one exception is the card type, which a card
cannot be without: the preview catalogue's is kept, and a type in dispute is reported (in the
Radiance preview every one is a main-deck type in both readings, so the deck rules get the
same answer whichever is right). Every disagreement is reported.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from riftcheck.games.riftbound.cards.merge import Conflict
from riftcheck.games.riftbound.cards.model import DOMAINS
from riftcheck.games.riftbound.cards.naming import clean_name, name_key
from riftcheck.games.riftbound.cards.sources import preview_list
from riftcheck.games.riftbound.cards.sources.preview_list import PreviewList

_SNAPSHOT = re.compile(r"(?<!\d)(\d{4}-\d{2}-\d{2})(?!\d)")
_CODE = re.compile(r"^(?P<set>[A-Z]{2,4})-(?P<num>(?:SP|R|T)?\d{1,3})(?P<var>[a-z*]?)$", re.I)
_NUMBERS = ("energy", "power", "might")


@dataclass
class PreviewImport:
    """The set file built from a preview, and every disagreement that left a fact unknown."""

    document: dict
    conflicts: list[Conflict] = field(default_factory=list)
    records: int = 0


def is_joined_preview(data: object) -> bool:
    return (isinstance(data, dict) and data.get("provisional") is True and isinstance(data.get("cards"), list)
            and all(isinstance(c, dict) and "code" in c and "name_cn" in c for c in data["cards"]))


def is_gallery_catalogue(data: object) -> bool:
    return isinstance(data, list) and bool(data) and all(isinstance(c, dict) and "cardTypes" in c for c in data)


def build_preview(joined: dict, gallery: list[dict] | None = None,
                  listed: PreviewList | None = None) -> PreviewImport:
    """The provisional set file for the joined preview, checked against the gallery when given.

    `listed`, a later English preview list, names the printings the joined preview left
    unnamed and adds the ones it lacks (their gameplay facts unknown)."""
    result = PreviewImport(document={})
    records = _derive_champions(_with_list(joined["cards"], listed, result.conflicts))
    records.sort(key=lambda r: _code_order(_code(r["code"])))
    result.records = len(records)
    english = _english_by_chinese(records)
    cards: dict[str, dict] = {}
    for record in records:
        _add_printing(cards, record, english, result.conflicts)
    witness = _gallery_index(gallery or [])
    for card in cards.values():
        _cross_check(card, witness, result.conflicts)
        _finish(card)
    set_code = joined.get("set") or "RAD"
    result.document = {
        "set": set_code,
        "name": joined.get("set_name") or set_code,
        "status": "provisional",
        "source": _source_text(joined, gallery is not None, listed),
        "snapshot": _snapshot(joined),
        "cards": list(cards.values()),
    }
    return result


def _with_list(records: list[dict], listed: PreviewList | None, conflicts: list[Conflict]) -> list[dict]:
    """The joined records with the English list's names, supertypes and champions, and a record
    for each printing only the list has. A type in dispute keeps the catalogue's and is reported."""
    by_code = {_code(record["code"]): dict(record) for record in records}
    for entry in listed.records if listed else ():
        code = _code(entry["code"])
        record = by_code.get(code)
        if record is None:
            by_code[code] = {"code": code, "name_en": entry["name"], "name_cn": None, "type": entry["type"],
                             "supertypes": list(entry["supertypes"]), "champion": entry["champion"],
                             "in_sources": ["english list"]}
            continue
        if record.get("name_en") and clean_name(record["name_en"]) != clean_name(entry["name"]):
            conflicts.append(Conflict(code, "name", record["name_en"], entry["name"], "the later English list's kept"))
        record["name_en"] = entry["name"]
        if record.get("type") != entry["type"]:
            conflicts.append(Conflict(code, "type", record.get("type"), entry["type"], "the catalogue's kept"))
        record["supertypes"] = [*(record.get("supertypes") or ()),
                                *(s for s in entry["supertypes"] if s not in (record.get("supertypes") or ()))]
        if entry["champion"] and record.get("champion") not in (None, entry["champion"]):
            conflicts.append(Conflict(code, "champion", record["champion"], entry["champion"], "left unknown"))
            record["champion"], record["champion_disputed"] = None, True
        elif entry["champion"]:
            record["champion"] = entry["champion"]
    return list(by_code.values())


def _derive_champions(records: list[dict]) -> list[dict]:
    """A record whose catalogue hero (`champion_cn`) has no English champion takes the one every
    other record of that hero has (RAD-150's 锐雯 is Riven once RAD-114 is named); never a guess
    between two."""
    heroes: dict[str, set[str]] = {}
    for record in records:
        if record.get("champion_cn") and record.get("champion"):
            heroes.setdefault(record["champion_cn"], set()).add(record["champion"])
    for record in records:
        known = heroes.get(record.get("champion_cn") or "", set())
        if not record.get("champion") and not record.get("champion_disputed") and len(known) == 1:
            record["champion"] = next(iter(known))
    return records


def _code(raw: str) -> str:
    """``RAD-168S`` and ``RAD-168s`` (a signed printing) as riftcheck writes it: ``RAD-168*``."""
    match = _CODE.match(raw.strip())
    if not match:
        raise ValueError(f"not a collector code: {raw!r}")
    variant = match["var"].lower().replace("s", "*")
    return f"{match['set'].upper()}-{match['num'].upper()}{variant}"


def _code_order(code: str) -> tuple:
    number = code.split("-", 1)[1]
    prefix = re.sub(r"[\d*a-z]", "", number)
    digits = re.sub(r"\D", "", number)
    return (prefix != "", prefix, int(digits or 0), number)


def _nfc(text: str | None) -> str | None:
    return unicodedata.normalize("NFC", text).strip() if text else None


def _english_by_chinese(records: list[dict]) -> dict[str, str]:
    """English names by Chinese name: one source's printings of one Chinese name are one card,
    so a printing the English list lacks (RAD-R01 炽烈符文) takes its sibling's name."""
    names: dict[str, str] = {}
    for record in records:
        if record.get("name_en") and record.get("name_cn"):
            names.setdefault(_nfc(record["name_cn"]), clean_name(record["name_en"]))
    return names


def _has_catalogue_facts(record: dict) -> bool:
    """Whether the record's gameplay facts were read from the catalogue, not only its name from
    the English list."""
    sources = record.get("in_sources")
    return "china" in sources if sources else record.get("domains") is not None


def _facts(record: dict) -> dict:
    """One printing's facts; None where this record does not say."""
    known = _has_catalogue_facts(record)
    return {
        "type": record.get("type"),
        "supertypes": list(record.get("supertypes") or ()),
        "domains": [d for d in record.get("domains") or () if d in DOMAINS] if known else None,
        "champion": record.get("champion"),
        "energy": record.get("energy") if known else None,
        "power": record.get("power") if known else None,
        "might": record.get("might") if known else None,
        "numbers_known": known,
    }


def _add_printing(cards: dict[str, dict], record: dict, english: dict[str, str], conflicts: list[Conflict]) -> None:
    code = _code(record["code"])
    chinese = _nfc(record.get("name_cn"))
    name = clean_name(record["name_en"]) if record.get("name_en") else english.get(chinese or "", chinese)
    if not name:
        raise ValueError(f"{code}: the preview names this card in no language")
    facts = _facts(record)
    card = cards.get(name_key(name))
    if card is None:
        card = cards[name_key(name)] = {"name": name, "facts": facts, "unknown": set(), "aliases": [], "printings": []}
    else:
        _merge(card, facts, code, conflicts)
    if chinese and chinese != name and chinese not in card["aliases"]:
        card["aliases"].append(chinese)
    card["printings"].append({"code": code, "rarity": record.get("rarity")})


def _merge(card: dict, facts: dict, code: str, conflicts: list[Conflict]) -> None:
    """A further printing of the card: it fills what the first left open; a different value
    makes the fact unknown."""
    kept = card["facts"]
    if not kept["numbers_known"] and facts["numbers_known"]:
        for name in ("domains", *_NUMBERS):
            kept[name] = facts[name]
        kept["numbers_known"] = True
    elif facts["numbers_known"]:
        for name in ("domains", *_NUMBERS):
            if kept[name] != facts[name] and name not in card["unknown"]:
                conflicts.append(Conflict(code, name, None, facts[name],
                                          f"printings of {card['name']} disagree ({kept[name]!r}); left unknown"))
                card["unknown"].add(name)
    for name in ("type", "champion"):
        if kept[name] is None:
            kept[name] = facts[name]
    kept["supertypes"] += [s for s in facts["supertypes"] if s not in kept["supertypes"]]


def _gallery_index(gallery: list[dict]) -> dict[str, dict]:
    """Gallery entries by name key; a legend (named by title there) under "Champion, Title" too."""
    index: dict[str, dict] = {}
    for entry in gallery:
        name = clean_name(entry.get("name") or "")
        index.setdefault(name_key(name), entry)
        if "Legend" in (entry.get("cardTypes") or ()):
            for tag in entry.get("tags") or ():
                index.setdefault(name_key(f"{tag}, {name}"), entry)
    return index


def _cross_check(card: dict, witness: dict[str, dict], conflicts: list[Conflict]) -> None:
    entry = witness.get(name_key(card["name"]))
    facts = card["facts"]
    if entry is None or not facts["numbers_known"]:
        return
    code = card["printings"][0]["code"]
    types = entry.get("cardTypes") or []
    if types and facts["type"] not in types:
        reason = "both main-deck types" if _main_deck(types, facts) else "CHECK BY HAND: not both main-deck types"
        conflicts.append(Conflict(code, "type", facts["type"], types,
                                  f"the gallery differs; the preview's kept, {reason}"))
    domains = [d for d in entry.get("domains") or () if d in DOMAINS]
    if entry.get("domains") and sorted(domains) != sorted(facts["domains"]) and "domains" not in card["unknown"]:
        conflicts.append(Conflict(code, "domains", None, domains,
                                  f"the preview says {facts['domains']}, the gallery differs; left unknown"))
        card["unknown"].add("domains")
    for name, gallery_name in zip(_NUMBERS, ("energyCost", "powerCost", "might")):
        theirs = entry.get(gallery_name)
        if theirs is not None and facts[name] is not None and theirs != facts[name] and name not in card["unknown"]:
            conflicts.append(Conflict(code, name, None, theirs, f"the preview says {facts[name]}; left unknown"))
            card["unknown"].add(name)
    champion = facts["champion"]
    if champion and entry.get("tags") and champion not in entry["tags"]:
        conflicts.append(Conflict(code, "champion", None, entry["tags"], f"the preview says {champion}; left unknown"))
        card["unknown"].add("champion")


def _main_deck(types: list[str], facts: dict) -> bool:
    main = {"Unit", "Spell", "Gear"}
    return facts["type"] in main and set(types) <= main


def _finish(card: dict) -> None:
    """The card as the set file writes it: unknown facts empty and listed under `unknown`."""
    facts, unknown = card.pop("facts"), card.pop("unknown")
    if not facts["numbers_known"]:
        unknown |= {"domains", *_NUMBERS}
    is_legend = facts["type"] == "Legend"
    champion = card["name"].split(", ", 1)[0] if is_legend else facts["champion"]
    if not is_legend and ("Champion" in facts["supertypes"] or "Signature" in facts["supertypes"]) and not champion:
        unknown.add("champion")
    if "champion" in unknown:
        champion = None
    aliases = card.pop("aliases")
    if is_legend and ", " in card["name"]:
        aliases.insert(0, card["name"].split(", ", 1)[1])
    printings = card.pop("printings")
    card.update({
        "type": facts["type"],
        "supertypes": [s for s in ("Champion", "Signature", "Token", "Basic") if s in facts["supertypes"]],
        "domains": [] if "domains" in unknown else facts["domains"],
        "tags": [champion] if champion else [],
        **{name: None if name in unknown else facts[name] for name in _NUMBERS},
        "keywords": [],
    })
    if aliases:
        card["aliases"] = aliases
    if unknown:
        card["unknown"] = sorted(unknown)
    card["printings"] = printings


def _snapshot(joined: dict) -> str:
    """The day the gameplay facts were read: the date in the catalogue's path."""
    origin = (joined.get("generated_from") or {})
    for source in origin.values():
        found = _SNAPSHOT.search(str((source or {}).get("path", "")))
        if found:
            return found[1]
    raise ValueError("the preview names no date for its catalogue")


def _source_text(joined: dict, cross_checked: bool, listed: PreviewList | None) -> str:
    origin = joined.get("generated_from") or {}
    parts = [f"{source.get('repo')} {source.get('path')} @ {str(source.get('commit', ''))[:7]}"
             for source in origin.values() if isinstance(source, dict)]
    text = "Preview data joined by collector number: " + "; ".join(parts)
    if listed is not None:
        where = listed.origin
        named = (f" from {where['repo']} {where.get('path', '')} @ {where.get('commit', '')[:7]}"
                 if "repo" in where else "")
        text += f"; names, types and champions of the English preview list of {where.get('audited', 'unknown date')}{named}"
    if cross_checked:
        text += "; cross-checked against the official card gallery's entries for the set"
    return text + "."


def take_previews(paths: list[Path]) -> tuple[PreviewImport | None, list[Path]]:
    """The preview among the files to import (with its gallery witness and English list), and
    the other files."""
    joined, gallery, listed, others = None, None, None, []
    for path in paths:
        text = _text_or_none(Path(path))
        data = _json_or_none(text)
        if is_joined_preview(data):
            joined = data
        elif is_gallery_catalogue(data):
            gallery = data
        elif text is not None and (found := preview_list.read(text)) is not None:
            listed = found
        else:
            others.append(path)
    if joined is None:
        if gallery is not None or listed is not None:
            raise ValueError("a gallery catalogue or an English preview list is only read beside a joined preview")
        return None, others
    return build_preview(joined, gallery, listed), others


def _text_or_none(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _json_or_none(text: str | None) -> object:
    """The text's JSON, or None for a file of another kind (a YAML card list), left to the importer."""
    try:
        return json.loads(text) if text is not None else None
    except ValueError:
        return None


def write_preview(result: PreviewImport, out_dir: Path) -> Path:
    import yaml

    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{result.document['set']}.yaml"
    text = yaml.safe_dump(result.document, sort_keys=False, allow_unicode=True, default_flow_style=None, width=120)
    path.write_text(_HEADER + text, encoding="utf-8")
    return path


_HEADER = (
    "# Provisional card facts imported from preview data by `riftcheck import`: facts may change and\n"
    "# cards may be missing. Importing complete data for the set replaces this file.\n"
)

"""`riftcheck show --game mtg`: a Magic deck at a glance, and the verdict `check` gives it.

The cards in each zone, the main deck (with the commander) by card type, the colour identity
(the commander's in commander, else every card's), the basic lands, the cards riftcheck does
not know, and one verdict line for the format and date; `riftcheck check` lists the findings.
A card counts under one type, the first of TYPES its front face has (an artifact creature is a
creature, Dryad Arbor a creature), as deck sites count them.
"""

from __future__ import annotations

import datetime
from collections import Counter
from typing import Any

from riftcheck.engine.answers import ShownDecks

ZONES = ("commander", "companion", "main", "sideboard")
TYPES = ("Creature", "Planeswalker", "Battle", "Instant", "Sorcery", "Artifact", "Enchantment", "Kindred", "Land")
OTHER = "Other"

# Thai words as in data/glossary_mtg_th.yaml (seed 004) where it has them.
LABELS = {
    "en": {
        "commander": "Commander", "companion": "Companion", "main": "Main deck", "sideboard": "Sideboard",
        "types": "Card types (main deck and commander)", "identity": "Colour identity", "colourless": "colourless",
        "basics": "Basic lands", "unknown": "Not a Magic card riftcheck knows: {names}",
        "unread": "{count} line(s) not read as cards",
        "legal": "✓ Legal ({format}, {as_of})",
        "illegal": "✗ Not legal ({format}, {as_of}): {errors} error(s)",
        "unconfirmed": "? Unconfirmed ({format}, {as_of}): riftcheck could not decide everything",
        "unreadable": "✗ Unreadable ({format}, {as_of})",
        "warnings": ", {warnings} warning(s)", "details": " — riftcheck check --game mtg lists the findings",
        **{name: name for name in (*TYPES, OTHER)},
    },
    "th": {
        "commander": "คอมมานเดอร์", "companion": "คอมแพเนียน", "main": "เด็คหลัก", "sideboard": "ไซด์บอร์ด",
        "types": "ประเภทการ์ด (เด็คหลักและคอมมานเดอร์)", "identity": "อัตลักษณ์สี",
        "colourless": "ไม่มีสี", "basics": "แลนด์พื้นฐาน", "unknown": "การ์ดที่ riftcheck ไม่รู้จัก: {names}",
        "unread": "อ่านเป็นการ์ดไม่ได้ {count} บรรทัด",
        "legal": "✓ ถูกกติกา ({format}, {as_of})",
        "illegal": "✗ ผิดกติกา ({format}, {as_of}): ข้อผิดพลาด {errors} ข้อ",
        "unconfirmed": "? ยืนยันไม่ได้ ({format}, {as_of}): riftcheck ตัดสินบางเรื่องไม่ได้",
        "unreadable": "✗ อ่านไม่ได้ ({format}, {as_of})",
        "warnings": ", คำเตือน {warnings} ข้อ", "details": " — ดูรายละเอียดด้วย riftcheck check --game mtg",
        "Creature": "ครีเจอร์", "Planeswalker": "เพลนส์วอล์กเกอร์", "Battle": "แบทเทิล", "Instant": "อินสแตนต์",
        "Sorcery": "ซอร์เซอรี", "Artifact": "อาร์ติแฟกต์", "Enchantment": "เอนแชนต์เมนต์", "Kindred": "คินเดรด",
        "Land": "แลนด์", OTHER: "อื่นๆ",
    },
}


def card_type(type_line: str) -> str:
    """The one type a card counts under: the first of TYPES on its front face's type line."""
    front = type_line.split(" // ", 1)[0].split(" — ", 1)[0].split()
    return next((name for name in TYPES if name in front), OTHER)


def summary(deck) -> dict[str, Any]:
    """The numbers `show --game mtg -o json` gives for a resolved deck (riftcheck.games.mtg.deck)."""
    from riftcheck.games.mtg.table import COLOURS

    types: Counter[str] = Counter()
    for line in deck.zone("commander", "main"):
        if line.card:
            types[card_type(line.card.type_line)] += line.entry.count
    leaders = deck.commanders()
    shared = leaders if leaders else [line for line in deck.lines if line.entry.zone != "sideboard"]
    colours = {colour for line in shared if line.card for colour in line.card.identity}
    return {
        "zones": {zone: deck.count(zone) for zone in ZONES},
        "types": {name: types[name] for name in (*TYPES, OTHER) if types[name]},
        "identity": [colour for colour in COLOURS if colour in colours],
        "identity_from": "commander" if leaders else "deck",
        "basic_lands": sum(line.entry.count for line in deck.lines if line.card and line.card.basic_land),
        "unknown": [line.entry.name for line in deck.lines if line.card is None],
        "unread": len(deck.decklist.unread),
    }


def show(path: str, format_name: str, as_of: datetime.date | None, lang: str) -> ShownDecks:
    """The deck in the file at a glance, as JSON and as text; ValueError for a format there is
    not or an input that is no Magic decklist."""
    from riftcheck.engine.inputs.input_files import read_input
    from riftcheck.engine.options import CheckOptions
    from riftcheck.engine.inputs.refusals import DecklistError, visible
    from riftcheck.games.mtg.checker import MagicChecker
    from riftcheck.games.mtg.decklist import MagicListError, read

    checker = MagicChecker(CheckOptions(format_name, as_of, lang, game="mtg"))
    try:
        source, data = read_input(path)
        decklist = read(data, source)
    except (MagicListError, DecklistError) as error:
        raise ValueError(error.in_language(lang)) from None
    from riftcheck.games.mtg.deck import resolve

    context = checker.context
    deck = resolve(decklist, context.cards, context.format.kind)
    result = checker.verdict(decklist)
    verdict = {"legal": result.legal, "status": result.status, "errors": len(result.by_severity("error")),
               "warnings": len(result.by_severity("warning")), "format": context.format.name,
               "as_of": context.as_of.isoformat()}
    shown = {"source": source, "name": decklist.name, **summary(deck), "verdict": verdict}
    return ShownDecks([shown], "\n".join(visible(line) for line in _text(shown, LABELS[lang])))


def _text(shown: dict[str, Any], words: dict[str, str]) -> list[str]:
    title = shown["source"] + (f" — {shown['name']}" if shown["name"] else "")
    zones = " · ".join(f"{words[zone]} {count}" for zone, count in shown["zones"].items()
                       if count or zone in ("main", "sideboard"))
    types = " · ".join(f"{words[name]} {count}" for name, count in shown["types"].items()) or "-"
    identity = "".join(shown["identity"]) or words["colourless"]
    lines = [title, f"  {zones}", f"  {words['types']}: {types}", f"  {words['identity']}: {identity}",
             f"  {words['basics']}: {shown['basic_lands']}"]
    if shown["unknown"]:
        lines.append("  " + words["unknown"].format(names=", ".join(shown["unknown"])))
    if shown["unread"]:
        lines.append("  " + words["unread"].format(count=shown["unread"]))
    verdict = shown["verdict"]
    line = words[verdict["status"]].format(**verdict)
    if verdict["warnings"]:
        line += words["warnings"].format(**verdict)
    if verdict["status"] != "legal":
        line += words["details"]
    return [*lines, line]

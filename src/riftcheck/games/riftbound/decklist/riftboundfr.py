"""The riftboundfr community dataset's normalised deck JSON.

    {"legend": "Ahri, Nine-Tailed Fox", "champion": "Ahri, Inquisitive", "player": "...",
     "mainDeck": [{"name": "Defy", "quantity": 3, ...}], "runes": {"Calm": 6, "Mind": 6},
     "battlefields": ["Marai Spire", ...], "sideDeck": [{"name": ..., "quantity": ...}]}

The dataset writes the sideboard in two shapes: ``sideDeck`` in some files, ``sideboard`` in
others; both are read. ``mainDeck`` leaves the champion out (39 cards and the champion), so
``champion_in_main`` is False. Runes are counted by domain (``"Calm": 6`` is six Calm Runes) or
listed as cards (``[{"name": "Calm Rune", "quantity": 6}]``). The fields that describe rather
than register (tournament, date, placement, a card's type, rarity or domain) are left aside:
the card database knows the cards. Any other key is noted as unknown (RC004).
"""

from __future__ import annotations

from riftcheck.games.riftbound.decklist.entries import EntryProblem, add_entry, check_name
from riftcheck.games.riftbound.decklist.model import Decklist
from riftcheck.games.riftbound.decklist.structured import load_json
from riftcheck.games.riftbound.decklist.unknown_keys import note_unknown_keys
from riftcheck.engine.inputs.refusals import DecklistError

LABEL = "riftboundfr"
_CARD_LISTS = (("mainDeck", "main"), ("sideDeck", "sideboard"), ("sideboard", "sideboard"))
_READ_KEYS = ("legend", "champion", "player", "runes", "battlefields", *(key for key, _ in _CARD_LISTS))
# Keys seen in the dataset's files that describe the deck or its event; nothing to check there.
_DESCRIPTIVE_KEYS = (
    "id", "legendId", "tournament", "date", "placement", "playerCount", "set", "format", "archetype",
    "tier", "domains", "totalCards", "stats", "sourceUrl", "source", "record", "notes",
)
_KNOWN_KEYS = frozenset((*_READ_KEYS, *_DESCRIPTIVE_KEYS))
_KNOWN_CARD_KEYS = frozenset(("name", "quantity", "type", "cost", "role", "rarity", "domain"))


def read(text: str, source: str) -> list[Decklist]:
    return from_data(load_json(text, source), source)


def from_data(data: object, source: str) -> list[Decklist]:
    if not isinstance(data, dict) or not isinstance(data.get("mainDeck"), list):
        raise DecklistError("not-riftboundfr", source=source)
    decklist = Decklist(source=source, input_format=LABEL, player=_text(data.get("player")))
    note_unknown_keys(decklist, data, _KNOWN_KEYS)
    for key, zone in (("legend", "legend"), ("champion", "champion")):
        if data.get(key) is not None:
            add_entry(decklist, zone, 1, data[key], where=key)
    for key, zone in _CARD_LISTS:
        for index, item in enumerate(_list(data, key, source)):
            _add_card(decklist, zone, item, f"{key}[{index}]")
    for index, item in enumerate(_list(data, "battlefields", source)):
        _add_card(decklist, "battlefields", item, f"battlefields[{index}]")
    _add_runes(decklist, data.get("runes"), source)
    return [decklist]


def _list(data: dict, key: str, source: str) -> list:
    value = data.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise DecklistError("key-not-list", source=source, key=key)
    return value


def _add_card(decklist: Decklist, zone: str, item: object, where: str) -> None:
    """An entry is {"name", "quantity"}, or just a name for one copy."""
    if isinstance(item, dict):
        note_unknown_keys(decklist, item, _KNOWN_CARD_KEYS, where)
        add_entry(decklist, zone, item.get("quantity", 1), item.get("name"), where=where)
    else:
        add_entry(decklist, zone, 1, item, where=where)


def _add_runes(decklist: Decklist, runes: object, source: str) -> None:
    if runes is None:
        return
    if isinstance(runes, list):
        for index, item in enumerate(runes):
            _add_card(decklist, "runes", item, f"runes[{index}]")
        return
    if not isinstance(runes, dict):
        raise DecklistError("runes-not-mapping", source=source)
    for domain, count in runes.items():
        name = domain if str(domain).casefold().endswith("rune") else f"{domain} Rune"
        add_entry(decklist, "runes", count, name, where=f"runes.{domain}")


def _text(value: object) -> str | None:
    try:
        return check_name(value, "player")
    except EntryProblem:
        return None

"""TCG Arena (tcg-arena.fr) decks: the JSON deck file and the import link.

JSON: ``{"game": "Riftbound", "title": ..., "deckList": {"Legend": [{"count": 1, "id": ...}],
"Chosen_Champion": [...], "Battlefields": [...], "Runes": [...], "Units": [...],
"Sideboard": [...]}}``. Categories are matched without regard to case: the champion and
sideboard categories map to those zones, legend, battlefields and runes to theirs, and any
other category is main deck. Ids are read as card references (a name or a collector code).
Any other key of the file or of a card is noted as unknown (RC004); category names are the
deck builder's own, so they are never unknown.

Link: ``https://tcg-arena.fr/import?game=Riftbound&name=<title>&deck=<base64>``, where the
deck parameter is standard base64 (padded, possibly percent-encoded) of ``N Name`` lines
with an optional ``Sideboard:`` line; cards above that line are placed by type.
"""

from __future__ import annotations

import base64
from urllib.parse import unquote, unquote_plus

from riftcheck.engine.inputs.decoding import normalise
from riftcheck.games.riftbound.decklist import piltover_text
from riftcheck.games.riftbound.decklist.entries import add_entry, card_code
from riftcheck.games.riftbound.decklist.model import Decklist, ParseProblem
from riftcheck.games.riftbound.decklist.structured import load_json
from riftcheck.games.riftbound.decklist.unknown_keys import note_unknown_keys
from riftcheck.engine.inputs.limits import MAX_NAME_CHARS
from riftcheck.engine.inputs.refusals import DecklistError, visible

LABEL = "tcg-arena"
GAME = "riftbound"
_CATEGORY_ZONES = {
    "legend": "legend",
    "legends": "legend",
    "chosenchampion": "champion",
    "champion": "champion",
    "champions": "champion",
    "battlefield": "battlefields",
    "battlefields": "battlefields",
    "rune": "runes",
    "runes": "runes",
    "sideboard": "sideboard",
    "side": "sideboard",
}
_NOT_CATEGORIES = frozenset({"categoriesorder"})
_FILE_KEYS = ("game", "title")  # and the deck list, under any casing of "deckList"
_CARD_KEYS = frozenset({"count", "id"})


def read(text: str, source: str) -> list[Decklist]:
    """The JSON deck file when the text starts with ``{``, else an import link."""
    if text.lstrip().startswith("{"):
        return from_data(load_json(text, source), source)
    return read_link(text, source)


def from_data(data: object, source: str) -> list[Decklist]:
    categories = _deck_list(data, source)
    _check_game(data.get("game"), source)
    decklist = Decklist(source=source, input_format=LABEL, name=_title(data.get("title")))
    note_unknown_keys(decklist, data, frozenset((*_FILE_KEYS, *(key for key in data if _key(key) == "decklist"))))
    for category, items in categories.items():
        if _key(category) in _NOT_CATEGORIES:
            continue
        zone = _CATEGORY_ZONES.get(_key(category), "main")
        if not isinstance(items, list):
            decklist.problems.append(ParseProblem(None, str(category), "category-not-list"))
            continue
        for index, item in enumerate(items):
            _add_card(decklist, zone, item, f"{category}[{index}]")
    return [decklist]


def read_link(text: str, source: str) -> list[Decklist]:
    line, link = _link_line(text, source)
    parameters = _query(link)
    _check_game(unquote_plus(parameters.get("game", "riftbound")), source)
    if not parameters.get("deck"):
        raise DecklistError("tcg-arena-no-deck", source=source)
    # Base64 uses "+", so the deck is percent-decoded only; the title is form-decoded.
    decklist = piltover_text.read(_deck_text(unquote(parameters["deck"]), source), source, LABEL)[0]
    decklist.name = _title(unquote_plus(parameters.get("name", "")))
    for entries in decklist.zones.values():
        for entry in entries:
            entry.line = line
    for problem in decklist.problems:
        problem.line = line
    return [decklist]


def is_link(link: str) -> bool:
    """True for a TCG Arena import link (by host, or by its game= and deck= parameters)."""
    parameters = _query(link)
    return "tcg-arena." in link.split("?", 1)[0].casefold() or {"game", "deck"} <= parameters.keys()


def _deck_list(data: object, source: str) -> dict:
    if isinstance(data, dict):
        for key, value in data.items():
            if _key(key) == "decklist" and isinstance(value, dict):
                return value
    raise DecklistError("not-tcg-arena", source=source)


def _check_game(game: object, source: str) -> None:
    if game is not None and str(game).casefold() != GAME:
        raise DecklistError("tcg-arena-other-game", source=source, game=repr(str(game)[:40]))


def _title(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    return visible(" ".join(value.split())[:MAX_NAME_CHARS]) or None


def _key(category: object) -> str:
    return str(category).casefold().replace("_", "").replace(" ", "")


def _add_card(decklist: Decklist, zone: str, item: object, where: str) -> None:
    if not isinstance(item, dict):
        decklist.problems.append(ParseProblem(None, where, "card-not-count-id"))
        return
    note_unknown_keys(decklist, item, _CARD_KEYS, where)
    reference = item.get("id")
    code = card_code(reference) if isinstance(reference, str) else None
    add_entry(decklist, zone, item.get("count"), reference, where=where, code=code)


def _link_line(text: str, source: str) -> tuple[int, str]:
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip() and not line.lstrip().startswith(("#", "//")):
            return number, line.strip()
    raise DecklistError("tcg-arena-no-link", source=source)


def _query(link: str) -> dict[str, str]:
    """Query parameters by lower-case name, values still encoded."""
    query = link.partition("?")[2].partition("#")[0]
    parameters = {}
    for pair in query.split("&"):
        key, _, value = pair.partition("=")
        parameters[unquote_plus(key).casefold()] = value
    return parameters


def _deck_text(encoded: str, source: str) -> str:
    compact = "".join(encoded.split())
    try:
        raw = base64.b64decode(compact + "=" * (-len(compact) % 4), validate=True)
        return normalise(raw.decode("utf-8-sig"))
    except ValueError:  # not ASCII, not base64, or not UTF-8 once decoded
        raise DecklistError("tcg-arena-bad-deck", source=source) from None

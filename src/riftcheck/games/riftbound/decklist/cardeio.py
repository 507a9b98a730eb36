"""The Carde.io organiser export: every decklist registered for one event, as JSON.

    {"decklists": [{"user": {"best_identifier": "Player", "id": ...},    # id: optional
                    "team": ...,                                    # 2v2 events only
                    "auxiliary_sections": [{"type_code": "legend" | "champion" | "battlefield",
                                            "cards": [{"name": ..., "quantity": ...}]}],
                    "sections": [{"section_key": "main" | "sideboard" | "rune_pool",
                                  "cards": [...]}]}]}

The user's id, when given, tells two players of one name apart (RC404 compares both). A
registration whose player name is missing or cannot be used is named by its place in the
export (``decklists[2]``), with the id when there is one.
Each registration becomes one Decklist, even a misshapen one (it then carries the problem),
so that every registered player gets a verdict. Cards are known by name only. A key outside
this shape is noted as unknown (RC004): in a registration, on that registration's decklist; at
the top of the export, on the first registration's only, not once per player.

The main section is taken to count the chosen champion's copy, as the registered Main Deck
does under Tournament Rule 401.2 ("including the Chosen Champion"), while the champion
section names which copy it is; so ``champion_in_main`` is True and the resolver takes that
copy out of main.
"""

from __future__ import annotations

from riftcheck.games.riftbound.decklist.entries import EntryProblem, add_entry, check_name
from riftcheck.games.riftbound.decklist.model import UNSORTED, Decklist, ParseProblem
from riftcheck.games.riftbound.decklist.structured import load_json
from riftcheck.games.riftbound.decklist.unknown_keys import note_unknown_keys
from riftcheck.engine.inputs.limits import MAX_REGISTRATIONS
from riftcheck.engine.inputs.refusals import DecklistError

LABEL = "cardeio"
_AUXILIARY_ZONES = {
    "legend": "legend",
    "champion": "champion",
    "battlefield": "battlefields",
    "battlefields": "battlefields",
}
_SECTION_ZONES = {"main": "main", "sideboard": "sideboard", "rune_pool": "runes", "runes": "runes"}
_IDENTITY_KEYS = ("best_identifier", "name", "username")
_EXPORT_KEYS = frozenset({"decklists"})
_REGISTRATION_KEYS = frozenset({"user", "team", "auxiliary_sections", "sections"})
_SECTION_KEYS = frozenset({"type_code", "section_key", "section_type", "cards"})
_CARD_KEYS = frozenset({"name", "quantity"})


def read(text: str, source: str) -> list[Decklist]:
    return from_data(load_json(text, source), source)


def from_data(data: object, source: str) -> list[Decklist]:
    registrations = data.get("decklists") if isinstance(data, dict) else None
    if not isinstance(registrations, list):
        raise DecklistError("not-cardeio", source=source)
    if not registrations:
        raise DecklistError("cardeio-empty", source=source)
    if len(registrations) > MAX_REGISTRATIONS:
        raise DecklistError("too-many-registrations", source=source, count=len(registrations), limit=MAX_REGISTRATIONS)
    decklists = [_registration(item, index, source) for index, item in enumerate(registrations)]
    note_unknown_keys(decklists[0], data, _EXPORT_KEYS)
    return decklists


def _registration(item: object, index: int, source: str) -> Decklist:
    where = f"decklists[{index}]"
    decklist = Decklist(source=source, input_format=LABEL, champion_in_main=True)
    if not isinstance(item, dict):
        decklist.problems.append(ParseProblem(None, where, "registration-not-object"))
        return decklist
    note_unknown_keys(decklist, item, _REGISTRATION_KEYS, where)
    decklist.player_id = _user_id(item.get("user"))
    decklist.player = _identity(item.get("user")) or _unnamed(where, decklist.player_id)
    decklist.team = _identity(item.get("team"))
    for key, zones, kind in (
        ("auxiliary_sections", _AUXILIARY_ZONES, "type_code"),
        ("sections", _SECTION_ZONES, "section_key"),
    ):
        for number, section in enumerate(_items(decklist, item.get(key), f"{where}.{key}")):
            _add_section(decklist, section, zones, kind, f"{where}.{key}[{number}]")
    return decklist


def _add_section(decklist: Decklist, section: object, zones: dict[str, str], kind: str, where: str) -> None:
    """Cards of a section whose kind is unknown are left unsorted and placed by type."""
    if not isinstance(section, dict):
        decklist.problems.append(ParseProblem(None, where, "section-not-object"))
        return
    note_unknown_keys(decklist, section, _SECTION_KEYS, where)
    # Pairing exports name the section kind "section_type" instead.
    name = section.get(kind, section.get("section_type"))
    zone = zones.get(str(name).casefold(), UNSORTED)
    for number, card in enumerate(_items(decklist, section.get("cards"), f"{where}.cards")):
        place = f"{where}.cards[{number}]"
        if isinstance(card, dict):
            note_unknown_keys(decklist, card, _CARD_KEYS, place)
            add_entry(decklist, zone, card.get("quantity"), card.get("name"), where=place)
        else:
            decklist.problems.append(ParseProblem(None, place, "card-not-name-quantity"))


def _items(decklist: Decklist, value: object, where: str) -> list:
    """`value` when it is a list; a missing list is empty, any other value is a problem."""
    if isinstance(value, list):
        return value
    if value is not None:
        decklist.problems.append(ParseProblem(None, where, "not-a-list"))
    return []


def _user_id(user: object) -> str | None:
    """The platform's id of the player: text or a whole number; None when there is none."""
    value = user.get("id") if isinstance(user, dict) else None
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    try:
        return check_name(value, "name") if value is not None else None
    except EntryProblem:
        return None


def _unnamed(where: str, player_id: str | None) -> str:
    """Who registered a list whose player name is missing or cannot be used, as the export
    identifies them: its place, and the player's id when there is one (not the file's name,
    which every player of the export shares)."""
    return f"{where} (user.id {player_id})" if player_id else where


def _identity(value: object) -> str | None:
    """A player or team name: text, or the first naming field of an object."""
    if isinstance(value, dict):
        value = next((value[key] for key in _IDENTITY_KEYS if isinstance(value.get(key), str)), None)
    try:
        return check_name(value, "name")
    except EntryProblem:
        return None

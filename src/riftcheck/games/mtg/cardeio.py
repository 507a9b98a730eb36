"""The Carde.io organiser export of a Magic event: every registration's list in one JSON file.

    {"decklists": [{"user": {"best_identifier": "Player", "id": "P-17"},     # id: optional
                    "sections": [{"section_key": "commander" | "companion" | "main" | "sideboard",
                                  "cards": [{"name": "Sol Ring", "quantity": 1}]}]}]}

Each registration becomes one decklist named by its player, each section a zone of its own
(the commander apart from the main deck); a section's kind is read as a header of a pasted
list is (riftcheck.games.mtg.decklist.HEADERS: "mainboard", "commanders"...), and
"auxiliary_sections" with "type_code" are read as sections too. Anything else in a
registration (a section of an unknown kind, a card without a name and a whole quantity, a key
outside this shape such as "unreadable") is kept as a line riftcheck could not read (MG002),
so that deck is never called legal. A card's "line" is its place in the registration's
cards, counted from 1 in the order of the file.
"""

from __future__ import annotations

from riftcheck.games.mtg.decklist import COUNT_LIMIT, HEADERS, MagicDecklist, MagicEntry, MagicListError
from riftcheck.games.mtg.decklist import read as read_list

_REGISTRATION_KEYS = frozenset({"user", "team", "sections", "auxiliary_sections"})
_IDENTITY_KEYS = ("best_identifier", "name", "username")


def read_all(data: bytes, source: str) -> list[MagicDecklist]:
    """Every decklist in `data`: each registration of an organiser's export, else the one list
    of riftcheck.games.mtg.decklist.read."""
    from riftcheck.engine.inputs.decoding import decode

    text = decode(data, source)
    if text.lstrip("\ufeff \n\t\r").startswith("{"):
        return read(text, source)
    return [read_list(data, source)]


def read(text: str, source: str) -> list[MagicDecklist]:
    """One decklist per registration of the export in `text`; MagicListError when it is no
    Carde.io export."""
    import json

    from riftcheck.engine.inputs.limits import MAX_REGISTRATIONS

    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise MagicListError(f"{source}: not readable JSON ({error}).",
                             f"{source}: อ่าน JSON ไม่ได้ ({error})") from None
    registrations = data.get("decklists") if isinstance(data, dict) else None
    if not isinstance(registrations, list) or not registrations:
        raise MagicListError(f"{source}: no \"decklists\" list in it; it is not a Carde.io export.",
                             f"{source}: ไม่มีรายการ \"decklists\" จึงไม่ใช่ไฟล์ส่งออกของ Carde.io")
    if len(registrations) > MAX_REGISTRATIONS:
        raise MagicListError(f"{source}: {len(registrations)} registrations, more than {MAX_REGISTRATIONS}.",
                             f"{source}: มี {len(registrations)} รายการลงทะเบียน เกิน {MAX_REGISTRATIONS}")
    return [_registration(item, source) for item in registrations]


def _registration(item: object, source: str) -> MagicDecklist:
    deck = MagicDecklist(source)
    if not isinstance(item, dict):
        deck.unread.append((0, _short(item)))
        return deck
    user = item.get("user")
    deck.player = _text(user if isinstance(user, dict) else {"name": user}, _IDENTITY_KEYS)
    deck.player_id = _text(user, ("id",))
    deck.unread += [(0, f"{key}: {_short(item[key])}") for key in item if key not in _REGISTRATION_KEYS]
    number = 0
    for section in [*_list(item.get("auxiliary_sections")), *_list(item.get("sections"))]:
        kind = section.get("section_key", section.get("type_code")) if isinstance(section, dict) else None
        zone = HEADERS.get(" ".join(str(kind).casefold().split())) if isinstance(kind, str) else None
        for card in _list(section.get("cards")) if isinstance(section, dict) else [section]:
            number += 1
            entry = _entry(card, zone, number)
            if entry is None:
                deck.unread.append((number, f"{kind}: {_short(card)}"))
            elif entry.zone == "maybe":
                deck.set_aside.append(entry)
            else:
                deck.entries.append(entry)
    return deck


def _entry(card: object, zone: str | None, number: int) -> MagicEntry | None:
    if zone not in ("commander", "companion", "main", "sideboard", "maybe") or not isinstance(card, dict):
        return None
    name, quantity = card.get("name"), card.get("quantity")
    if not isinstance(name, str) or not name.strip() or isinstance(quantity, bool) or not isinstance(quantity, int):
        return None
    if not 0 < quantity <= COUNT_LIMIT:
        return None
    return MagicEntry(quantity, " ".join(name.split()), zone, number)


def _text(value: object, keys: tuple[str, ...]) -> str | None:
    """A player's name or id: the first of `keys` holding printable text or a whole number."""
    if not isinstance(value, dict):
        return None
    for key in keys:
        found = value.get(key)
        if isinstance(found, int) and not isinstance(found, bool):
            return str(found)
        if isinstance(found, str) and found.strip() and found.isprintable():
            return " ".join(found.split())
    return None


def _list(value: object) -> list:
    return value if isinstance(value, list) else []


def _short(value: object) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)[:80]

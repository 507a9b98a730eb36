"""riftcheck's own deck form, as JSON or YAML (described by data/schema/deck.schema.json).

``{"format": "riftcheck-deck", "version": 1, "name", "player", "legend", "champion", "main",
"battlefields", "runes", "sideboard"}``, and ``additional_legends`` when the deck registers
legends a card asks for (CR 103.1); every zone is a list of ``{"count", "name", "code"}``
entries, one per entry of the deck, in its order. ``name`` is the deck-building name, followed
by the printing annotations the input wrote (``Jinx, Rebel (Alternate Art)``), and ``code`` the
printing when the input named one; a name whose code names another card stays as the player
wrote it (the code still decides when it is read back, and RC010 reports the two). ``main`` leaves out the chosen champion's
copy, which is in ``champion``. A card the database does not know keeps what the input gave:
its code with ``name`` null when it was written as a code (a card from a newer set), else the
name as written with ``code`` null.
"""

from __future__ import annotations

from riftcheck.games.riftbound.cards import annotations
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.decklist.model import ADDITIONAL_LEGENDS, ZONES
from riftcheck.games.riftbound.writers import Written
from riftcheck.games.riftbound.writers.printings import looks_like_code, written_code

FORMAT = "riftcheck-deck"
VERSION = 1


def document(deck: Deck) -> dict:
    """The deck as plain data, ready for json.dumps or yaml.safe_dump."""
    doc: dict = {"format": FORMAT, "version": VERSION, "name": deck.name, "player": deck.player}
    for zone in ZONES:
        doc[zone] = [entry(item) for item in deck.cards(zone)]
    if deck.additional_legends:
        doc[ADDITIONAL_LEGENDS] = [entry(item) for item in deck.additional_legends]
    return doc


def entry(item: DeckCard) -> dict:
    if item.card is not None:
        code = item.printing.code if item.printing else None
        written = annotations.split(item.entry.text)
        name = item.card.name if item.named is None else written.name
        kept = [name, *filter(None, [written.unrecognised]), *written.printing, *item.entry.printing]
        return {"count": item.count, "name": " ".join(kept), "code": code}
    code = written_code(item)
    name = None if looks_like_code(item.entry.text) else item.entry.text
    return {"count": item.count, "name": name, "code": code}


def write_json(deck: Deck) -> Written:
    """Indented JSON with one card entry to a line, so that decks read and diff well."""
    import json

    def dumped(value: object) -> str:
        return json.dumps(value, ensure_ascii=False)

    fields = []
    for key, value in document(deck).items():
        if isinstance(value, list):
            items = ",\n".join(f"    {dumped(item)}" for item in value)
            value_text = f"[\n{items}\n  ]" if value else "[]"
        else:
            value_text = dumped(value)
        fields.append(f"  {dumped(key)}: {value_text}")
    return Written("{\n" + ",\n".join(fields) + "\n}\n")


def write_yaml(deck: Deck) -> Written:
    import yaml

    # Flow style for the innermost mappings keeps one card to a line.
    text = yaml.safe_dump(document(deck), sort_keys=False, allow_unicode=True, default_flow_style=None, width=1000)
    return Written(text)

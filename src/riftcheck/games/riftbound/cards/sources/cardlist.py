"""riftcheck's own card list: a set's cards written by hand, one record per printing.

For a set ahead of the big public dumps: an organiser copies each card from the official
card gallery (or any list) into a YAML or JSON file checked against
data/schema/cardlist.schema.json (see examples/cardlist-example.yaml). Records sharing a
name are printings of one card; the list becomes a card file as it stands, merged with no
other source.
"""

from __future__ import annotations

import datetime
import json

from riftcheck.games.riftbound.cards.naming import clean_name, name_key
from riftcheck.engine.paths import data_dir

NAME = "card list"
_FACTS = ("type", "supertypes", "domains", "tags", "energy", "power", "might", "keywords")
_LISTS = ("supertypes", "domains", "tags", "keywords")


def recognises(data) -> bool:
    return isinstance(data, dict) and isinstance(data.get("cards"), list) and "set" in data


def read(data: dict, where: str) -> dict:
    """The card file (data/cards shape) the list describes; ValueError naming the first fault."""
    data = json.loads(json.dumps(data, default=_iso))
    _validate(data, where)
    cards: dict[str, dict] = {}
    for index, record in enumerate(data["cards"]):
        card = _card(record)
        known = cards.get(name_key(card["name"]))
        if known is None:
            cards[name_key(card["name"])] = card
            continue
        for fact in _FACTS:
            if known[fact] != card[fact]:
                raise ValueError(f"{where}: cards[{index}] ({record['code']}): {fact} differs from an earlier "
                                 f"printing of {card['name']!r}; a name has one set of facts")
        known["printings"] += card["printings"]
    header = {key: data[key] for key in ("set", "name", "status", "source", "snapshot") if key in data}
    return {**header, "cards": list(cards.values())}


def _card(record: dict) -> dict:
    card = {"name": clean_name(record["name"]), "type": record["type"]}
    for fact in _FACTS[1:]:
        card[fact] = list(record.get(fact) or ()) if fact in _LISTS else record.get(fact)
    if "deck_limit" in record:
        card["deck_limit"] = record["deck_limit"]
    if record.get("aliases"):
        card["aliases"] = list(record["aliases"])
    card["printings"] = [{"code": record["code"], "rarity": record.get("rarity")}]
    return card


def _validate(data: dict, where: str) -> None:
    import jsonschema

    schema = json.loads((data_dir() / "schema" / "cardlist.schema.json").read_text(encoding="utf-8"))
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(data))
    if error is not None:
        place = "/".join(str(part) for part in error.absolute_path) or "top level"
        raise ValueError(f"{where}: not a valid card list at {place}: {error.message}")
    for record in data["cards"]:
        if not record["code"].startswith(f"{data['set']}-"):
            raise ValueError(f"{where}: {record['code']} is not a code of set {data['set']}")


def _iso(value):
    if isinstance(value, datetime.date):
        return value.isoformat()
    raise TypeError(type(value).__name__)

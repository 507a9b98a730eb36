"""riftcheck's own decklist format, in JSON or YAML (data/schema/deck.schema.json).

    format: riftcheck-deck
    version: 1
    name: Lillia control          # optional, text or null
    player: Jonnynick             # optional, text or null
    legend:       [{count: 1, name: "Lillia, Bashful Bloom"}]
    additional_legends: [{count: 1, name: "Jinx, Loose Cannon"}, ...]  # optional (CR 103.1)
    champion:     [{count: 1, name: "Lillia, Fae Fawn", code: UNL-082}]
    main:         [{count: 3, name: Lonely Poro}, ...]    # without the champion's copy
    battlefields: [...]
    runes:        [{count: 7, name: Calm Rune}, ...]
    sideboard:    [...]
    pool:         [...]        # optional: sealed and draft, the player's whole pool (TR 602.1.a.1)

Each entry has a count and a name, a collector code, or both (the code decides the card).
Zones may be left out when empty. The shape is checked by hand here, with messages that say
what to fix; the JSON Schema is for tools and tests. A misshapen file is a DecklistError; a
misshapen entry is a ParseProblem and the other entries are still read.
"""

from __future__ import annotations

from riftcheck.games.riftbound.decklist.entries import EntryProblem, accepted_names, add_entry, check_name
from riftcheck.games.riftbound.decklist.model import (
    ADDITIONAL_LEGENDS, POOL, ZONES, Decklist, Entry, Lines, ParseProblem,
)
from riftcheck.engine.inputs.limits import MAX_COUNT, MIN_COUNT
from riftcheck.games.riftbound.decklist.structured import load_json, load_yaml
from riftcheck.engine.inputs.reasons import Reason
from riftcheck.engine.inputs.refusals import DecklistError

LABEL = "riftcheck"
FORMAT_MARK = "riftcheck-deck"
VERSION = 1
_LISTS = (*ZONES, ADDITIONAL_LEGENDS, POOL)
_TOP_KEYS = ("format", "version", "name", "player", *_LISTS)
_ENTRY_KEYS = frozenset({"count", "name", "code"})


def read(text: str, source: str) -> list[Decklist]:
    """Read the JSON form when the text starts with ``{``, else the YAML form."""
    if text.lstrip().startswith("{"):
        return from_data(load_json(text, source), source)
    data, lines = load_yaml(text, source)
    return from_data(data, source, lines)


def from_data(data: object, source: str, lines: Lines | None = None) -> list[Decklist]:
    document = _document(data, source)
    decklist = Decklist(
        source=source,
        input_format=LABEL,
        name=_optional_text(document, "name", source),
        player=_optional_text(document, "player", source),
    )
    for zone in _LISTS:
        items = _zone_items(document, zone, source)
        if items:
            _read_items(decklist, zone, items, lines)
    return [decklist]


def _read_items(decklist: Decklist, zone: str, items: list, lines: Lines | None) -> None:
    """Each item of `zone` as an entry, or as a problem naming its place (``main[3]``).

    An item of the usual shape, ``{count, name, code}``, whose name and code were accepted
    before is taken at once. Measured: the calls that check an entry one at a time took a third
    of the time of reading a file.
    """
    accepted, added = accepted_names(), decklist.zones.get(zone)
    for index, item in enumerate(items):
        line = lines.get((zone, index)) if lines else None
        known = None
        if type(item) is dict and len(item) == 3 and "count" in item and "name" in item and "code" in item:
            count, name, code = item["count"], item["name"], item["code"]
            if type(count) is int and MIN_COUNT <= count <= MAX_COUNT and type(name) is str and (
                code is None or type(code) is str
            ):
                known = accepted.get((name, code))
        if known is None:
            _read_item(decklist, zone, item, line, index)
            added = decklist.zones.get(zone)
        elif added is None:
            added = decklist.zones[zone] = [Entry(count, known[0], line, known[1])]
        else:
            added.append(Entry(count, known[0], line, known[1]))


def _read_item(decklist: Decklist, zone: str, item: object, line: int | None, index: int) -> None:
    """One item of `zone` as an entry, or as a problem naming its place."""
    fields = _entry_fields(item)
    if fields is None:
        decklist.problems.append(_item_problem(item, line, f"{zone}[{index}]"))
        return
    count, reference, code = fields
    add_entry(decklist, zone, count, reference, where=f"{zone}[{index}]", line=line, code=code)


def _document(data: object, source: str) -> dict:
    if not isinstance(data, dict) or data.get("format") != FORMAT_MARK:
        raise DecklistError("not-native", source=source, mark=FORMAT_MARK)
    if data.get("version") != VERSION:
        raise DecklistError("native-version", source=source, version=repr(data.get("version")), supported=VERSION)
    unknown = [str(key) for key in data if key not in _TOP_KEYS]
    if unknown:
        raise DecklistError(
            "native-unknown-keys", source=source, keys=", ".join(sorted(unknown)), known=", ".join(_TOP_KEYS)
        )
    return data


def _optional_text(document: dict, key: str, source: str) -> str | None:
    value = document.get(key)
    if value is None:
        return None
    try:
        return check_name(value, key)
    except EntryProblem as problem:
        raise DecklistError("field-problem", source=source, problem=Reason(problem.key, problem.params)) from None


def _zone_items(document: dict, zone: str, source: str) -> list:
    items = document.get(zone)
    if items is None:
        return []
    if not isinstance(items, list):
        raise DecklistError("native-zone-not-list", source=source, zone=zone)
    return items


def _entry_fields(item: object) -> tuple[object, object, object] | None:
    """Count, reference (the name, else the code) and code of an item that maps a count to a
    name, a code or both; None for any other item."""
    if isinstance(item, dict) and _ENTRY_KEYS.issuperset(item) and "count" in item:
        name, code = item.get("name"), item.get("code")
        if name is not None or code is not None:
            return item["count"], code if name is None else name, code
    return None


def _item_problem(item: object, line: int | None, where: str) -> ParseProblem:
    """Why an item of a zone is not an entry: not a mapping, or keys other than a count with a
    name, a code or both."""
    if not isinstance(item, dict):
        return ParseProblem(line, where, "entry-not-mapping")
    problem = _entry_shape_problem(item)
    return ParseProblem(line, where, problem.key, problem.params)


def _entry_shape_problem(item: dict) -> EntryProblem:
    """Why an entry's keys are not a count with a name, a code or both."""
    unknown = sorted(str(key) for key in item if key not in _ENTRY_KEYS)
    if unknown:
        return EntryProblem("unknown-entry-keys", keys=", ".join(unknown))
    if "count" not in item:
        return EntryProblem("no-count")
    return EntryProblem("no-name-or-code")

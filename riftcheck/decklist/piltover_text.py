"""Sectioned text decklists: ``N Name`` lines under zone headers, or blocks without headers.

One reader covers the text family, because they differ only in how headers are spelled:

- Piltover Archive text export: ``Legend:``, ``Champion:``, ``MainDeck:``, ``Battlefields:``,
  ``Runes:``, ``Sideboard:``; also the same words without colons, as markdown (``## Legend``),
  with a count (``Main Deck (39)``), and a ``# title`` first line naming the deck.
- riftdecks tables: ``legend (1)``, ``champion (1)``, ``unit (23)``, ``gear``, ``spell``,
  ``battlefields (3)``, ``runes (12)``, ``sideboard (8)``; the ``other`` group is left
  unsorted so that its cards are placed by type.
- Rift Atlas: the Piltover Archive layout with a print code after each name
  (``2 Charm [OGN-043]``, the code decides the card) and ``~~Legend~~`` headers.
- The legends a card asks for while building the deck (CR 103.1, TR 401.2.a) under an
  ``Additional Legends:`` header (also ``Chosen Legends``, ``Extra Legends``).
- A limited registration sheet (TR 602.4.a.8.l): the deck's sections and a ``Pool:`` section
  (also ``Card Pool``, ``Sealed Pool``, ``Draft Pool``) listing every card the player opened.
- The older headerless Piltover Archive export: five blocks separated by blank lines, in the
  order legend, champion, main deck, battlefields, runes.
- Plain lists (``3 Charm``, ``3x Charm``, ``3xOGN-036``): every card unsorted.

Headers may be decorated (``## Legend``, ``~~Legend~~``, ``[Legend]``) and end in a colon or
a count; entries read ``2 Charm``, ``2x Charm`` or ``2 x Charm``, optionally after a ``-``
bullet. Lines starting with ``#`` or ``//`` are comments. In every layout the champion
section holds the chosen champion's own copy and the main deck the other 39, so
``champion_in_main`` is False.
"""

from __future__ import annotations

import re
from functools import lru_cache

from riftcheck.decklist.entries import EntryProblem, card_code, check_name, checked_entry, parse_count
from riftcheck.decklist.model import ADDITIONAL_LEGENDS, POOL, UNSORTED, Decklist, Entry, ParseProblem

_HEADERS = {
    "legend": "legend",
    "legends": "legend",
    "champion legend": "legend",
    "additional legends": ADDITIONAL_LEGENDS,
    "additional legend": ADDITIONAL_LEGENDS,
    "chosen legends": ADDITIONAL_LEGENDS,
    "extra legends": ADDITIONAL_LEGENDS,
    "champion": "champion",
    "champions": "champion",
    "chosen champion": "champion",
    "maindeck": "main",
    "main deck": "main",
    "main": "main",
    "mainboard": "main",
    "deck": "main",
    "unit": "main",
    "units": "main",
    "gear": "main",
    "gears": "main",
    "spell": "main",
    "spells": "main",
    "battlefield": "battlefields",
    "battlefields": "battlefields",
    "rune": "runes",
    "runes": "runes",
    "rune deck": "runes",
    "rune pool": "runes",
    "sideboard": "sideboard",
    "side deck": "sideboard",
    "sidedeck": "sideboard",
    "side": "sideboard",
    "other": UNSORTED,
    "pool": POOL,
    "card pool": POOL,
    "sealed pool": POOL,
    "draft pool": POOL,
}
_RIFTDECKS_GROUPS = frozenset({"unit", "units", "gear", "gears", "spell", "spells", "other"})
_LEGACY_ORDER = ("legend", "champion", "main", "battlefields", "runes")

_HEADER_DECORATION = "#~*_=:[] "
# Possessive: with backtracking, "(" and a long run of spaces took time quadratic in the run.
_HEADER_COUNT = re.compile(r"\(\s*+[0-9]*+\s*+\)$")
_BULLET = re.compile(r"[-*\u2022]\s+(?=[0-9])")
_ENTRY = re.compile(r"(?P<count>[0-9]+)(?:[x\u00d7]\s*|\s+[x\u00d7]\s+|\s+)(?P<name>\S.*)", re.IGNORECASE)
_NUMBER_LIKE = re.compile(r"(?P<count>[-+]?[0-9.][0-9.,_eE+-]*)[x\u00d7]?\s+\S.*", re.IGNORECASE)
_BRACKETED_CODE = re.compile(r"[A-Za-z]{2,4}-[A-Za-z0-9*]+(?:-[0-9]+)?")
# Entry lines remembered once read: a tournament's lists repeat the same few thousand lines.
_REMEMBERED_LINES = 8192


def read(text: str, source: str, label: str | None = None) -> list[Decklist]:
    """One Decklist from sectioned or plain text; `label` overrides the detected format name.

    One pass reads every line. Entries before any header wait until the end, when it is known
    whether the text has headers at all or is the older export of five blocks.
    """
    lines = text.split("\n")
    decklist = Decklist(source=source, input_format=label or "text", name=_title(lines))
    zones, problems = decklist.zones, decklist.problems
    header_keys: list[str] = []
    headless: list[tuple[int, Entry]] = []  # (block, entry) of entries before any header
    zone: str | None = None
    block = 0  # how many blocks with an entry or a problem line came before this line's block
    in_block = False  # whether the current block has such a line yet
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            if in_block:
                block += 1
                in_block = False
            continue
        if not line[0].isdigit():
            key = _header_key(line)
            if key in _HEADERS:
                zone = _HEADERS[key]
                header_keys.append(key)
                continue
            if _is_comment(line):
                continue
        in_block = True
        try:
            count, name, code = _entry_parts(line)
        except EntryProblem as problem:
            problems.append(ParseProblem(number, line, problem.key, problem.params))
            continue
        entry = Entry(count, name, number, code)
        if zone is None:
            headless.append((block, entry))
        else:
            entries = zones.get(zone)
            if entries is None:
                entries = zones[zone] = []
            entries.append(entry)
    legacy = not header_keys and block + in_block == len(_LEGACY_ORDER)
    for entry_block, entry in headless:
        decklist.add(_LEGACY_ORDER[entry_block] if legacy else UNSORTED, entry)
    if label is None:
        decklist.input_format = _label(header_keys, decklist, legacy)
    return [decklist]


def _header_zone(line: str) -> str | None:
    """The zone a header line opens (``Main Deck (39)``, ``## Legend``, ``runes:``), else None."""
    return _HEADERS.get(_header_key(line))


def _header_key(line: str) -> str:
    word = _HEADER_COUNT.sub("", line.strip(_HEADER_DECORATION)).strip(_HEADER_DECORATION)
    return " ".join(word.casefold().split())


def _is_comment(line: str) -> bool:
    return line.startswith(("#", "//"))


def _title(lines: list[str]) -> str | None:
    """A ``# title`` first line names the deck, unless it opens a block of ``#`` annotations."""
    first = lines[0].strip() if lines else ""
    if not first.startswith("# ") or _header_zone(first):
        return None
    following = next((line.strip() for line in lines[1:] if line.strip()), "")
    if following.startswith("#") and not _header_zone(following):
        return None
    try:
        return check_name(first[2:], "deck name")
    except EntryProblem:
        return None


@lru_cache(maxsize=_REMEMBERED_LINES)
def _entry_parts(text: str) -> tuple[int, str, str | None]:
    """Count, card name and print code of an entry line; EntryProblem saying why it is not one."""
    line = _BULLET.sub("", text, count=1)
    match = _ENTRY.fullmatch(line)
    if match is None:
        raise _line_problem(line)
    name, code = _split_code(match["name"])
    return checked_entry(match["count"], name, code)


def _split_code(text: str) -> tuple[str, str | None]:
    """Name and print code of ``Charm [OGN-043]``; a bare code is both name and code."""
    head, bracket, tail = text.rpartition("[")
    if bracket and tail.endswith("]") and _BRACKETED_CODE.fullmatch(tail[:-1]):
        return head.strip() or tail[:-1], tail[:-1]
    return text, card_code(text)


def _line_problem(line: str) -> EntryProblem:
    """Why a line is not an entry: a bad count when it starts with one, else its shape."""
    number_like = _NUMBER_LIKE.fullmatch(line)
    if number_like:
        try:
            parse_count(number_like["count"])
        except EntryProblem as problem:
            return problem
    return EntryProblem("not-an-entry")


def _label(header_keys: list[str], decklist: Decklist, legacy: bool) -> str:
    if legacy:
        return "piltover-legacy"
    if not header_keys:
        return "text"
    if _RIFTDECKS_GROUPS.intersection(header_keys):
        return "riftdecks"
    entries = [entry for zone in decklist.zones.values() for entry in zone]
    if any(entry.code and entry.code != entry.text for entry in entries):
        return "rift-atlas"  # names with their print code in brackets
    if entries and all(entry.code == entry.text for entry in entries):
        return "riftmana"  # codes alone, under headers that Riftmana's own lists lack
    return "piltover-text"

"""Spreadsheet decklists: rows of comma- or tab-separated cells under a header row.

A spreadsheet saves a list as ``Section,Quantity,Card Name`` then one row per card
(``MainDeck,3,"Lillia, Fae Fawn"``); a paste from an online sheet separates the cells with
tabs. The header row names the columns in English or Thai: a count (``Quantity``, ``Qty``,
``Count``, ``จำนวน``), a card (``Card Name``, ``Card``, ``Name``, ``ชื่อการ์ด``, ``การ์ด``) and, optionally,
a section (``Section``, ``Zone``, ``Board``, ``ส่วน``, ``หมวด``), whose cells are read as the text
reader reads headers (``MainDeck``, ``SB``, ``รูน``). Other columns (a set, a price) are left
aside. Cells are read with the csv module, so a quoted name keeps its commas.

Without a section column every card is placed by its type, as in a plain list. A section cell
naming no zone keeps its rows apart, as an unknown header does; a count of 0 is a cut card.
"""

from __future__ import annotations

import csv

from riftcheck.engine.normalize import loose
from riftcheck.games.riftbound.decklist.entries import EntryProblem
from riftcheck.games.riftbound.decklist.model import UNSORTED, Decklist, Entry, ParseProblem, UnknownSection
from riftcheck.games.riftbound.decklist.piltover_text import entry_parts, header_zone, is_cut
from riftcheck.engine.inputs.refusals import DecklistError

_COLUMNS = {
    "count": ("quantity", "qty", "count", "copies", "amount", "จำนวน", "จำนวนใบ"),
    "card": ("card name", "card", "name", "cards", "ชื่อการ์ด", "การ์ด", "ชื่อ"),
    "section": ("section", "zone", "board", "ส่วน", "หมวด", "โซน"),
}
_COLUMN_BY_WORD = {loose(word): column for column, words in _COLUMNS.items() for word in words}
_DELIMITERS = ("\t", ",", ";")


def header_columns(line: str) -> tuple[str, dict[str, int]] | None:
    """The delimiter of a header row and where its count, card and section columns are; None
    unless the line names a count and a card column, each once."""
    for delimiter in _DELIMITERS:
        if delimiter not in line:
            continue
        cells = next(csv.reader([line], delimiter=delimiter))
        named = [_COLUMN_BY_WORD.get(loose(cell.strip().casefold())) for cell in cells]
        found = {column: named.index(column) for column in _COLUMNS if named.count(column) == 1}
        if "count" in found and "card" in found and all(named.count(column) <= 1 for column in _COLUMNS):
            return delimiter, found
    return None


def read(text: str, source: str) -> list[Decklist]:
    """One Decklist from the rows under the first header row; DecklistError when none names a
    count and a card column."""
    lines = text.split("\n")
    decklist = Decklist(source=source, input_format="csv")
    start = _header_line(lines, decklist)
    if start is None:
        raise DecklistError("csv-no-header", source=source)
    delimiter, columns = header_columns(lines[start - 1].strip())
    decklist.accounted[start] = "header"
    unknown: dict[str, UnknownSection] = {}
    for number, raw in enumerate(lines[start:], start=start + 1):
        if not raw.strip() or raw.lstrip().startswith(("#", "//")):
            if raw.strip():
                decklist.accounted[number] = "comment"
            continue
        cells = next(csv.reader([raw], delimiter=delimiter))
        _read_row(decklist, unknown, number, raw.strip(), [cell.strip() for cell in cells], columns)
    return [decklist]


def _header_line(lines: list[str], decklist: Decklist) -> int | None:
    """The 1-based number of the header row: the first line that is neither blank nor a comment."""
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith(("#", "//")):
            decklist.accounted[number] = "comment"
            continue
        return number if header_columns(line) else None
    return None


def _read_row(decklist: Decklist, unknown: dict[str, UnknownSection], number: int, raw: str, cells: list[str],
              columns: dict[str, int]) -> None:
    if len(cells) <= max(columns.values()):
        key = "csv-short-row-one" if len(cells) == 1 else "csv-short-row"
        decklist.problems.append(ParseProblem(number, raw, key, {"cells": len(cells)}))
        return
    written = f"{cells[columns['count']]} {cells[columns['card']]}"
    cut = is_cut(written)
    if cut is not None:
        decklist.cut.append(Entry(0, cut, number))
        decklist.accounted[number] = "cut"
        return
    try:
        count, name, code, printing = entry_parts(written)
    except EntryProblem as problem:
        decklist.problems.append(ParseProblem(number, raw, problem.key, problem.params))
        return
    entry = Entry(count, name, number, code, printing)
    section = cells[columns["section"]] if "section" in columns else ""
    zone = header_zone(section) if section else UNSORTED
    if zone is not None:
        decklist.add(zone, entry)
        return
    if section not in unknown:
        unknown[section] = UnknownSection(section, number)
        decklist.unknown_sections.append(unknown[section])
    unknown[section].entries.append(entry)

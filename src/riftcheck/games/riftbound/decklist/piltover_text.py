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
  order legend, champion, main deck, battlefields, runes; and headerless blocks in any order,
  with a sixth for the sideboard, kept as blocks for the resolver to sort by their cards' types.
- Markdown: code fences (```` ``` ````) around the list, emphasis around headers (``**Legend**``),
  tables whose header row names a count and a card column (``| Qty | Card |``).
- Counts after the name in brackets (``Lonely Poro (3)``) when no entry follows the line, as
  entries would follow a header such as ``Tokens (2)``; a closing total (``Total: 66 cards``),
  held to the lines; a note in brackets after a header (``Sideboard: (ไซด์)``); a line of 0
  copies (``0 Stupefy``), noted as cut and not counted.
- Plain lists (``3 Charm``, ``3x Charm``, ``3xOGN-036``): every card unsorted.

Every line becomes one of four things: a card entry, a header, a comment, or a problem (the
rules report it); none is dropped.

- Headers are matched loosely: any casing and spacing (``Side Board:``, ``MAIN DECK``), in
  English or Thai (``เลเจนด์``, ``แชมเปี้ยน``/``แชมเปียน``, ``เด็คหลัก``, ``สนามรบ``, ``รูน``,
  ``ไซด์บอร์ด``, with or without tone marks), decorated (``## Legend``, ``~~Legend~~``,
  ``[Legend]``), ending in a colon or a count (``Main Deck (39)``, ``Main Deck: 39``). A line
  shaped like a header that names no zone (``Tokens:``, ``Tokens (2)``, ``## Maybe``, ``[Extras]``) opens an
  unknown section: its cards are kept apart and reported, never added to another section. A
  bare line of words inside a section (``Tokens``) is a problem and opens a section that may be
  unknown: the resolver keeps its cards where they were when the line names a card (written
  without its count), and reports an unknown header otherwise. A header, known or not, may be
  followed on its line by the section's first entry (``Legend: 1 Jinx, Loose Cannon``).
- Entries read ``2 Charm``, ``2x Charm``, ``2 x Charm`` or, count last, ``Charm x2`` and
  ``Charm ×2``, optionally after a ``-`` bullet; full-width and Thai digits count
  (``３ Charm``, ``๓ Charm``). After the name come printing annotations and a collector code
  (riftcheck.games.riftbound.cards.annotations: ``(Alternate Art)``, ``(Overnumbered)``, ``(Signature)``,
  ``(Showcase)``, ``(Foil)``, a promo, ``(OGN)``, ``[OGN-044]``), kept as the printing. Any
  other note in round brackets stays in the name, for the rules to report (RC012).
- Comments: a line starting with ``#`` (one ``#`` and a space, or ``#`` then text; ``##`` and
  more open a markdown header) or ``//``; and at the end of an entry, whitespace followed by
  ``#`` or ``//`` and the rest of the line (``3 Lonely Poro # cheap``).

In every layout the champion section holds the chosen champion's own copy and the main deck
the other 39, so ``champion_in_main`` is False.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import chain
from operator import attrgetter

from riftcheck.games.riftbound.cards import annotations
from riftcheck.games.riftbound.decklist.entries import (
    EntryProblem,
    card_code,
    check_name,
    checked_entry,
    parse_count,
)
from riftcheck.games.riftbound.decklist.model import (
    ADDITIONAL_LEGENDS, POOL, UNSORTED, Decklist, Entry, HeaderCount, ParseProblem, UnknownSection,
)
from riftcheck.engine.normalize import loose, normalize

# Each zone's header spellings. The Thai ones are the glossary's terms and aliases for the zone
# (data/glossary_th.yaml: Champion Legend, Legend, Chosen Champion, Champion, Main Deck,
# Battlefield, Rune Deck, Rune) and the transliterations Thai players write (ไซด์บอร์ด).
_SPELLINGS = {
    "legend": ("legend", "legends", "champion legend", "เลเจนด์", "ลีเจนด์", "แชมเปียนเลเจนด์", "แชมเปี้ยนเลเจนด์",
               "เลเจนด์การ์ด"),
    ADDITIONAL_LEGENDS: ("additional legends", "additional legend", "chosen legends", "extra legends",
                         "เลเจนด์เพิ่มเติม"),
    "champion": ("champion", "champions", "chosen champion", "แชมเปียน", "แชมเปี้ยน", "แชมป์", "แชมเปียนที่เลือก",
                 "แชมเปี้ยนที่เลือก", "โชเซนแชมเปียน"),
    "main": ("maindeck", "main deck", "main", "mainboard", "md", "deck", "unit", "units", "gear", "gears", "spell",
             "spells", "เด็คหลัก", "เด็ค", "เมนเด็ค", "เมน"),
    "battlefields": ("battlefield", "battlefields", "สนามรบ", "แบทเทิลฟิลด์", "สนาม"),
    "runes": ("rune", "runes", "rune deck", "rune pool", "รูน", "เด็ครูน", "รูนเด็ค"),
    "sideboard": ("sideboard", "side deck", "sidedeck", "side", "sb", "ไซด์บอร์ด", "ไซด์เด็ค", "ไซด์", "ไซบอร์ด"),
    UNSORTED: ("other",),
    POOL: ("pool", "card pool", "sealed pool", "draft pool", "พูล", "การ์ดพูล"),
}
_RIFTDECKS_GROUPS = ("unit", "units", "gear", "gears", "spell", "spells", "other")
_LEGACY_ORDER = ("legend", "champion", "main", "battlefields", "runes")
_BLOCK_COUNTS = (5, 6)  # headerless blocks the resolver may sort by their cards' types: the zones, a sideboard

_HEADER_DECORATION = "#~*_=:[] "
# Possessive: with backtracking, "(" and a long run of spaces took time quadratic in the run.
# A count in brackets after a header: ``(39)``, ``(40 cards)``, ``(40 ใบ)``.
_BRACKETED_COUNT = r"\(\s*+[0-9]*+\s*+(?:cards?|ใบ)?\s*+\)"
_HEADER_COUNT = re.compile(rf"(?:{_BRACKETED_COUNT}|:\s*+[0-9]++)$", re.IGNORECASE)
_DECLARED_COUNT = re.compile(r"(?:\(\s*+(?P<count>[0-9]{1,3})\s*+(?:cards?|ใบ)?\s*+\)|:\s*+(?P<count2>[0-9]{1,3}))$",
                             re.IGNORECASE)
# Shapes of a header line whatever its word: a colon at the end (before a count), words with a
# count in brackets (riftdecks' ``unit (23)``), markdown ``##``, ``~~word~~`` or ``[word]``.
_HEADER_SHAPE = re.compile(
    rf"(?:[^:0-9][^:]*:\s*+(?:[0-9]++|{_BRACKETED_COUNT})?|[^:0-9()]+{_BRACKETED_COUNT}|#{{2,}}\s*+\S.*|~~[^~]+~~"
    r"|\[[^\[\]]+\])", re.IGNORECASE
)
# The rest of a name or header before a bracket: words and the spaces between them, not those
# after. Written so that nothing is tried twice: a lazy [^()]*? before a run of spaces took time
# quadratic in the run, on every line.
_WORDS = r"(?:[^()\s]++|\s++(?=[^()\s]))*+"
# A note in brackets after a header (``Sideboard: (ไซด์)``): no digit, so never a count.
_HEADER_NOTE = re.compile(rf"(?P<header>[^()]{_WORDS})\s*+\([^()0-9]*\)")
# A count in brackets after the name (``Lonely Poro (3)``), when no entry follows it as its section.
_COUNT_AFTER = re.compile(rf"(?P<name>[^()\s]{_WORDS})\s*+\(\s*+(?P<count>[0-9]{{1,3}})\s*+\)")
# A closing total (``Total: 66 cards``, ``Total 66``, ``รวม 66 ใบ``), checked against the lines.
_TOTAL = re.compile(r"(?:total|รวม)(?:\s*+cards)?\s*+:?\s*+(?P<count>[0-9]{1,4})(?:\s*+(?:cards?|ใบ))?",
                    re.IGNORECASE)
# A header and the section's one entry on one line: ``Legend: 1 Jinx, Loose Cannon``.
_INLINE_HEADER = re.compile(r"(?P<header>[^:0-9][^:]*+):\s*+(?P<entry>[0-9].*)")
_BULLET = re.compile(r"[-*\u2022]\s+(?=[0-9])")
_ENTRY = re.compile(r"(?P<count>[0-9]+)(?:[x\u00d7]\s*|\s+[x\u00d7]\s+|\s+)(?P<name>\S.*)", re.IGNORECASE)
# Searched, not matched: a lazy name before a run of spaces backtracked quadratically in the run.
_COUNT_LAST = re.compile(r"\s[x\u00d7]\s*+(?P<count>[0-9]++)$", re.IGNORECASE)
_NUMBER_LIKE = re.compile(r"(?P<count>[-+]?[0-9.][0-9.,_eE+-]*)[x\u00d7]?\s+\S.*", re.IGNORECASE)
_TRAILING_COMMENT = re.compile(r"\s(?:#|//)")  # one whitespace character: linear in a run of spaces
# Full-width digits and x (as Thai and CJK input methods type them) and Thai digits, to ASCII.
_DIGITS = str.maketrans(
    {**{0xFF10 + digit: 0x30 + digit for digit in range(10)}, **{0x0E50 + digit: 0x30 + digit for digit in range(10)},
     0xFF58: "x", 0xFF38: "X"}
)
_FENCES = ("```", "~~~")
# A card cut to no copies, left in the list (``0 Stupefy``): read, noted, not counted.
_ZERO = re.compile(r"(?:[-*\u2022]\s+)?0++(?:[x\u00d7]\s*+|\s++)(?P<name>\S.*)", re.IGNORECASE)
_CUT_STARTS = frozenset("0-*\u2022")  # the first characters _ZERO can match
_TABLE_RULE = re.compile(r":?-+:?")
_BARE_HEADER_CHARS = 40  # a bare line longer than this, or of more words, is prose, not a header
_BARE_HEADER_WORDS = 4
# Entry lines remembered once read: a tournament's lists repeat the same few thousand lines.
_REMEMBERED_LINES = 8192
# The first characters of a plain entry line (``3 Charm``): such a line is no header, comment,
# table row, total or cut card, so its parts are the same wherever it stands in a list.
_PLAIN_STARTS = frozenset("123456789")
# The parts of plain entry lines read before, by the line as written.
_plain_lines: dict[str, tuple[int, str, str | None, tuple[str, ...]]] = {}
# Header lines of a known zone read before, by the line as written: the zone, the header's key,
# the line as read and the size it declares. Measured: a header took as long to read as five
# entry lines, and every list of an event repeats the same few.
_REMEMBERED_HEADERS = 1024
_header_lines: dict[str, tuple[str, str, str, int | None]] = {}


def _key(word: str) -> str:
    """The loose form headers are compared in: case, spaces, hyphens and Thai tone marks ignored."""
    return loose(normalize(word))


def _spelling_key(spelling: str) -> str:
    """`_key` of a spelling written in standard Thai order, as _SPELLINGS are: without the
    typing-order fixes, whose patterns would cost every start-up their compilation (a test
    checks that both keys agree)."""
    return loose(" ".join(spelling.casefold().split()))


_HEADERS = {_spelling_key(spelling): zone for zone, spellings in _SPELLINGS.items() for spelling in spellings}
# A markdown table's header cells, in English and Thai, by what their column holds.
_TABLE_COLUMNS = {_spelling_key(word): column for column, words in {
    "count": ("qty", "quantity", "count", "copies", "#", "x", "amount", "จำนวน", "จำนวนใบ"),
    "card": ("card", "cards", "card name", "name", "การ์ด", "ชื่อการ์ด", "ชื่อ"),
}.items() for word in words}
_CODE_OF = attrgetter("code")
_TEXT_OF = attrgetter("text")
_RIFTDECKS_KEYS = frozenset(_spelling_key(group) for group in _RIFTDECKS_GROUPS)


def read(text: str, source: str, label: str | None = None) -> list[Decklist]:
    """One Decklist from sectioned or plain text; `label` overrides the detected format name.

    One pass reads every line. Entries before any header wait until the end, when it is known
    whether the text has headers at all or is the older export of five blocks.
    """
    lines = text.split("\n")
    decklist = Decklist(source=source, input_format=label or "text", name=_title(lines))
    zones, problems, accounted = decklist.zones, decklist.problems, decklist.accounted
    header_keys: list[str] = []
    table: dict[str, int] = {}  # the count and name columns a markdown table's header row named
    totals: list[HeaderCount] = []  # closing totals, checked against every entry read
    headless: list[tuple[int, Entry]] = []  # (block, entry) of entries before any header
    zone: str | None = None
    unknown: UnknownSection | None = None  # the section an unknown header opened
    counted: HeaderCount | None = None  # the header above, when it gives its section's size
    block = 0  # how many blocks with an entry or a problem line came before this line's block
    in_block = False  # whether the current block has such a line yet
    plain_lines, header_lines = _plain_lines, _header_lines
    for number, raw in enumerate(lines, start=1):
        parts = plain_lines.get(raw)
        if parts is None:
            header = header_lines.get(raw)
            if header is not None:
                zone, key, line, declared = header
                unknown, counted = None, None if declared is None else HeaderCount(line, number, zone, declared)
                header_keys.append(key)
                accounted[number] = "header"
                if counted is not None:
                    decklist.header_counts.append(counted)
                continue
            line = raw.strip()
            if not line.isascii():
                line = line.translate(_DIGITS)
            if not line:
                if in_block:
                    block += 1
                    in_block = False
                continue
            plain = line[0] in _PLAIN_STARTS
            if line.startswith(_FENCES):
                accounted[number] = "comment"
                continue
            if line.startswith("|"):
                row = _table_row(line, table)
                if row is None:
                    accounted[number] = "table"
                    continue
                line = row
            cut = is_cut(line)
            if cut is not None:
                decklist.cut.append(Entry(0, cut, number))
                accounted[number] = "cut"
                continue
            total = None if line[0].isdigit() else _TOTAL.fullmatch(line.strip(_HEADER_DECORATION))
            if total:
                totals.append(HeaderCount(line, number, "total", int(total["count"])))
                accounted[number] = "total"
                continue
            if not line[0].isdigit():
                after = _COUNT_AFTER.fullmatch(line)
                if after and _known_key(line) not in _HEADERS and not _entry_follows(lines, number):
                    line = f"{after['count']} {after['name']}"
            if not line[0].isdigit():
                key = _known_key(line)
                if key in _HEADERS:
                    zone, unknown = _HEADERS[key], None
                    header_keys.append(key)
                    accounted[number] = "header"
                    counted = _header_count(line, number, zone)
                    if counted is not None:
                        decklist.header_counts.append(counted)
                    if not raw.lstrip().startswith("|"):  # a table row is read by the table's columns
                        _remember_header(raw, (zone, key, line, None if counted is None else counted.declared))
                    continue
                if _is_comment(line):
                    accounted[number] = "comment"
                    continue
                if _HEADER_SHAPE.fullmatch(line):
                    counted = None
                    unknown = UnknownSection(line, number)
                    decklist.unknown_sections.append(unknown)
                    header_keys.append(key)
                    accounted[number] = "header"
                    continue
                inline = _INLINE_HEADER.fullmatch(line)
                if inline and (_header_key(inline["header"]) in _HEADERS or _is_bare(inline["header"])):
                    key = _header_key(inline["header"])
                    header_keys.append(key)
                    counted = None
                    if key in _HEADERS:
                        zone, unknown = _HEADERS[key], None
                    else:
                        unknown = UnknownSection(f"{inline['header']}:", number)
                        decklist.unknown_sections.append(unknown)
                    line = inline["entry"]
            in_block = True  # a problem line too
            try:
                parts = _entry_parts(line)
            except EntryProblem as problem:
                problems.append(ParseProblem(number, line, problem.key, problem.params))
                if counted is not None:  # the line is reported; a count that is off for it says nothing more
                    decklist.header_counts.remove(counted)
                    counted = None
                if zone is not None and unknown is None and problem.key == "not-an-entry" and _is_bare(line):
                    unknown = UnknownSection(line, number, maybe_card_in=zone)
                    decklist.unknown_sections.append(unknown)
                continue
            if plain:
                _remember_plain(raw, parts)
        in_block = True
        count = parts[0]
        entry = Entry(count, parts[1], number, parts[2], parts[3])
        if counted is not None and (unknown is None or unknown.maybe_card_in is not None):
            counted.listed += count
        if unknown is not None:
            unknown.entries.append(entry)
        elif zone is None:
            headless.append((block, entry))
        else:
            entries = zones.get(zone)
            if entries is None:
                entries = zones[zone] = []
            entries.append(entry)
    blocks = block + in_block
    legacy = not header_keys and blocks == len(_LEGACY_ORDER) and _starts_legend_and_champion(headless)
    decklist.legacy_blocks = legacy
    if not header_keys and blocks in _BLOCK_COUNTS:
        decklist.blocks = [[entry for entry_block, entry in headless if entry_block == index] for index in range(blocks)]
    for total in totals:
        total.listed = sum([entry.count for _, entry in headless]) + sum(
            [entry.count for zone, entries in zones.items() if zone not in (POOL, ADDITIONAL_LEGENDS) for entry in entries])
        decklist.header_counts.append(total)
    if legacy:
        for entry_block, entry in headless:
            decklist.add(_LEGACY_ORDER[entry_block], entry)
    elif headless:  # a plain list: every entry unsorted, added at once
        zones.setdefault(UNSORTED, []).extend([entry for _, entry in headless])
    if label is None:
        decklist.input_format = _label(header_keys, decklist, legacy)
    return [decklist]


def _remember_plain(raw: str, parts: tuple[int, str, str | None, tuple[str, ...]]) -> None:
    """Remember the parts of a plain entry line; the memory starts afresh when full."""
    if len(_plain_lines) >= _REMEMBERED_LINES:
        _plain_lines.clear()
    _plain_lines[raw] = parts


def _remember_header(raw: str, header: tuple[str, str, str, int | None]) -> None:
    """Remember how a known header line reads; the memory starts afresh when full."""
    if len(_header_lines) >= _REMEMBERED_HEADERS:
        _header_lines.clear()
    _header_lines[raw] = header


def clear_cache() -> None:
    """Forget the entry and header lines already read (riftcheck.engine.caches)."""
    _plain_lines.clear()
    _header_lines.clear()
    _entry_parts.cache_clear()


def _known_key(line: str) -> str:
    """`_header_key` of a header line, with a note in brackets after a known header left out."""
    key = _header_key(line)
    if key not in _HEADERS:
        note = _HEADER_NOTE.fullmatch(line.rstrip(_HEADER_DECORATION))
        if note and _header_key(note["header"]) in _HEADERS:
            return _header_key(note["header"])
    return key


def _entry_follows(lines: list[str], number: int) -> bool:
    """Whether the next line that is not blank (after line `number`, 1-based) starts with a count,
    as the lines under a header with a count do (``Tokens (2)`` then ``2 Poro Token``)."""
    for raw in lines[number:]:
        line = _BULLET.sub("", raw.strip().translate(_DIGITS), count=1)
        if line:
            return line[0].isdigit()
    return False


def _table_row(line: str, columns: dict[str, int]) -> str | None:
    """The entry a markdown table row writes (``| 3 | Charm |`` as ``3 Charm``); None for the header
    row (whose count and card columns are kept in `columns`), the rule under it and empty rows."""
    cells = [cell.strip() for cell in line.strip("|").split("|")]
    if all(not cell or _TABLE_RULE.fullmatch(cell) for cell in cells):
        return None
    named = {_TABLE_COLUMNS.get(_key(cell)): index for index, cell in enumerate(cells)}
    if "count" in named and "card" in named:  # a new table starts under each header
        columns.update(count=named["count"], card=named["card"])
        return None
    if columns and len(cells) > max(columns.values()):
        return f"{cells[columns['count']]} {cells[columns['card']]}".strip() or " ".join(cells)
    return " ".join(cells)


def _header_count(line: str, number: int, zone: str) -> HeaderCount | None:
    """The size a header gives its section (``Main Deck (39)``, ``Runes: 12``), if it gives one."""
    declared = _DECLARED_COUNT.search(line.rstrip(_HEADER_DECORATION))
    return HeaderCount(line, number, zone, int(declared["count"] or declared["count2"])) if declared else None


def _is_bare(line: str) -> bool:
    """A few words alone, as a header without colon or count is written (``Tokens``, ``โทเคน``):
    no digit, and no comma, which card names have and headers do not."""
    return (len(line) <= _BARE_HEADER_CHARS and len(line.split()) <= _BARE_HEADER_WORDS and "," not in line
            and not any(char.isdigit() for char in line))


def _starts_legend_and_champion(headless: list[tuple[int, Entry]]) -> bool:
    """Whether the first two blocks hold one card each, one copy: a legend and a champion, as
    the older export writes them. Whether they are is for the resolver to confirm by type."""
    for block in (0, 1):
        entries = [entry for entry_block, entry in headless if entry_block == block]
        if len(entries) != 1 or entries[0].count != 1:
            return False
    return True


def header_zone(line: str) -> str | None:
    """The zone a section name opens, as a header line or a spreadsheet's section cell writes it
    (``Main Deck (39)``, ``SB``, ``Sideboard (ไซด์)``), else None."""
    return _HEADERS.get(_known_key(line))


def entry_parts(text: str) -> tuple[int, str, str | None, tuple[str, ...]]:
    """Count, card name, print code and printing annotations of an entry written ``3 Charm``;
    EntryProblem saying why it is not one."""
    return _entry_parts(text)


def is_cut(text: str) -> str | None:
    """The card name of an entry that gives it no copies (``0 Stupefy``, a trailing comment left
    out), else None."""
    if text[:1] not in _CUT_STARTS:  # most lines: an entry's count, a header's word
        return None
    zero = _ZERO.fullmatch(text)
    if zero is None:
        return None
    comment = _TRAILING_COMMENT.search(zero["name"])
    return zero["name"][: comment.start()].rstrip() if comment else zero["name"]


def _header_zone(line: str) -> str | None:
    """The zone a header line opens (``Main Deck (39)``, ``## Legend``, ``runes:``), else None."""
    return _HEADERS.get(_header_key(line))


@lru_cache(maxsize=1024)
def _header_key(line: str) -> str:
    word = _HEADER_COUNT.sub("", line.strip(_HEADER_DECORATION)).strip(_HEADER_DECORATION)
    return _key(word)


def _is_comment(line: str) -> bool:
    return line.startswith("//") or (line.startswith("#") and not line.startswith("##"))


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
def _entry_parts(text: str) -> tuple[int, str, str | None, tuple[str, ...]]:
    """Count, card name (with any note that is no printing annotation), print code and printing
    annotations of an entry line; EntryProblem saying why it is not one."""
    line = _BULLET.sub("", text, count=1)
    comment = _TRAILING_COMMENT.search(line) if "#" in line or "//" in line else None
    if comment:
        line = line[: comment.start()].rstrip()
    count, written_name = _count_and_name(line)
    written = annotations.split(written_name)
    name = " ".join(filter(None, (written.name, written.unrecognised))) or written_name
    code = written.code or card_code(written.name)
    count, name, code = checked_entry(count, name, code)
    return count, name, code, written.printing


def _count_and_name(line: str) -> tuple[str, str]:
    """The count and the name of ``3 Charm`` or ``Charm x3``; EntryProblem for any other line."""
    match = _ENTRY.fullmatch(line)
    if match:
        return match["count"], match["name"]
    last = _COUNT_LAST.search(line)
    if last:
        name = line[: last.start()].rstrip()
        if name and not name[0].isdigit():
            return last["count"], name
    raise _line_problem(line)


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
    if _RIFTDECKS_KEYS.intersection(header_keys):
        return "riftdecks"
    # The usual export names no print code, which is seen without a loop in Python.
    if not any(map(_CODE_OF, chain.from_iterable(decklist.zones.values()))):
        return "piltover-text"
    entries = list(chain.from_iterable(decklist.zones.values()))
    codes, texts = list(map(_CODE_OF, entries)), list(map(_TEXT_OF, entries))
    if codes == texts:  # compared without a loop in Python; some entry has a code, so some entry is here
        return "riftmana"  # codes alone, under headers that Riftmana's own lists lack
    if any(code and code != text for code, text in zip(codes, texts)):
        return "rift-atlas"  # names with their print code in brackets
    return "piltover-text"

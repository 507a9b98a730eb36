"""Read decklists from files, standard input or bytes, choosing the input format by content.

Limits come first (size, then line length), then decoding, then the format: JSON by its
keys, a lone link by what it carries, riftcheck YAML by its ``format:`` line, card-code
token formats by their grammar, a lone base32 or base64 text as a deck or Pixelborn code,
a spreadsheet by a header row naming its count and card columns, and sectioned text
otherwise. ``input_format`` forces a format by its name in PARSERS.
Once read, each decklist is held to the entry limit.
Text that reads mostly as something other than card entries (a README in a folder of lists)
is refused as not a decklist.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from importlib import import_module
from itertools import islice

from riftcheck.engine.inputs.decoding import decode
from riftcheck.games.riftbound.decklist import code_tokens
from riftcheck.engine.inputs.limits import (
    MAX_DECKLIST_BYTES,
    MAX_ENTRIES,
    MAX_EXPORT_BYTES,
    MAX_LINE_CHARS,
    MAX_NESTING,
    MiB,
)
from riftcheck.games.riftbound.decklist.model import Decklist
from riftcheck.engine.inputs.input_files import read_input
from riftcheck.engine.inputs.reasons import Reason
from riftcheck.engine.inputs.refusals import DecklistError, Term
from riftcheck.engine.values import FrozenValue

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

CARDEIO = "cardeio"

Reader = Callable[[str, str], list[Decklist]]


class InputFormat(FrozenValue):
    """A format `--input-format` can name: what it is and which function reads it.

    `reader` is ``module:function`` inside riftcheck.games.riftbound.decklist, imported on first use so that
    reading one format never pays for loading the others. Members of the sectioned-text
    family share one reader and are told their name through its `label` argument.
    """

    __slots__ = _fields = ("name", "summary", "reader", "labelled")

    def __init__(self, name: str, summary: str, reader: str, labelled: bool = False) -> None:
        self._freeze(name, summary, reader, labelled)

    def read(self, text: str, source: str) -> list[Decklist]:
        module, _, function = self.reader.partition(":")
        read = getattr(import_module(f"riftcheck.games.riftbound.decklist.{module}"), function)
        return read(text, source, label=self.name) if self.labelled else read(text, source)


def _sectioned(name: str, summary: str) -> InputFormat:
    return InputFormat(name, summary, "piltover_text:read", labelled=True)


_FORMATS = (
    _sectioned("piltover-text", "Piltover Archive text export (Legend:, Champion:, MainDeck: ...)"),
    _sectioned("piltover-legacy", "older Piltover Archive export: five blocks without headers"),
    _sectioned("riftdecks", "riftdecks.com grouped table (legend (1), unit (23), spell (13) ...)"),
    _sectioned("rift-atlas", "Rift Atlas text with print codes (2 Charm [OGN-043])"),
    _sectioned("text", "plain list of 'N Name' lines, cards placed by type"),
    _sectioned("riftmana", "Riftmana NxCODE lines (3xOGN-036)"),
    InputFormat("csv", "spreadsheet rows under a header row (Section, Quantity, Card Name), comma- or tab-separated",
                "csv_table:read"),
    InputFormat("tts", "Tabletop Simulator tokens, one per copy (OGN-265-1 ...)", "code_token_input:read_tts"),
    InputFormat("pixelborn", "Pixelborn code: base64 of Tabletop Simulator tokens", "code_token_input:read_pixelborn"),
    InputFormat("code-list", "SET-NUMBER[-COUNT] tokens (UNL-189 SFD-036-3 ...)", "code_token_input:read_code_list"),
    InputFormat("deck-code", "Piltover Archive deck code v1-v6, bare or in a ?code= link", "deckcode_input:read"),
    InputFormat("tcg-arena", "TCG Arena deck JSON or tcg-arena.fr import link", "tcg_arena:read"),
    InputFormat(CARDEIO, "Carde.io organiser export JSON (every registration of an event)", "cardeio:read"),
    InputFormat("riftboundfr", "riftboundfr normalised deck JSON", "riftboundfr:read"),
    InputFormat("riftcheck", "riftcheck's own decklist, YAML or JSON (format: riftcheck-deck)", "native:read"),
)
PARSERS: dict[str, InputFormat] = {fmt.name: fmt for fmt in _FORMATS}
_SECTIONED_TEXT = frozenset(fmt.name for fmt in _FORMATS if fmt.labelled)

# JSON formats by a key only they have, tried in order; their readers take the parsed data.
_JSON_FORMATS = (
    ("native:from_data", lambda data: data.get("format") == "riftcheck-deck"),
    ("cardeio:from_data", lambda data: "decklists" in data),
    ("tcg_arena:from_data", lambda data: any(str(key).casefold() == "decklist" for key in data)),
    ("riftboundfr:from_data", lambda data: "mainDeck" in data),
)
_TOKEN_FORMATS = {"tts": "tts", "pixelborn": "pixelborn", "code_list": "code-list", "riftmana": "riftmana"}
_NATIVE_YAML = re.compile(r"^format:\s*[\"']?riftcheck-deck[\"']?\s*(?:#.*)?$", re.MULTILINE)
_BASE32 = re.compile(r"[A-Za-z2-7]+")
_BASE64 = re.compile(r"[A-Za-z0-9+/]+={0,2}")
_CODE_PARAMETER = re.compile(r"(?:^|&)(?:code|deckcode)=", re.IGNORECASE)
_EMPTY_SHEET_HEADERS = 2  # a lone header without cards is no registration, a sheet of them is
_SHORTEST_CODE = 16  # shorter single words are read as text: no real deck code is this short
_EXPORT_MARK = b'"decklists"'
_JSON_OBJECT_START = re.compile(rb"\s*\{")
_LONG_LINE = re.compile(f"^[^\n]{{{MAX_LINE_CHARS + 1}}}", re.MULTILINE)  # anchored: linear time


def read_path(path: str | Path, input_format: str | None = None) -> list[Decklist]:
    """Every decklist in the file at `path` (``-`` reads standard input)."""
    source, data = read_input(path)
    return read_decklists(data, source, input_format)


def read_decklists(data: bytes, source: str, input_format: str | None = None) -> list[Decklist]:
    """Every decklist in `data`; DecklistError when it cannot be read as decklists at all."""
    if input_format is not None and input_format not in PARSERS:
        raise DecklistError("unknown-input-format", name=repr(input_format), formats=", ".join(PARSERS))
    _check_size(data, source, input_format)
    text = decode(data, source, keep_tabs=b"\t" in data)
    if "\t" in text and not _tab_separated(text, input_format):
        text = text.replace("\t", " ")
    if not text.strip():
        raise DecklistError("empty", source=source)
    if not _starts_like_json(text):
        _check_line_lengths(text, source)
    decklists = PARSERS[input_format].read(text, source) if input_format else _read_detected(text, source)
    entries = [_entries(decklist) for decklist in decklists]
    _check_has_cards(decklists, entries, source)
    _check_not_prose(decklists, entries, source)
    _check_entry_counts(decklists, entries, source)
    return decklists


def _tab_separated(text: str, input_format: str | None) -> bool:
    """Whether `text` is a spreadsheet whose cells are separated by tabs: its first line that is
    neither blank nor a comment is a header row so separated. Other text reads tabs as spaces."""
    if input_format not in (None, "csv"):
        return False
    first = next(_content_lines(text), "")
    if "\t" not in first:
        return False
    from riftcheck.games.riftbound.decklist import csv_table

    columns = csv_table.header_columns(first)
    return columns is not None and columns[0] == "\t"


def _read_detected(text: str, source: str) -> list[Decklist]:
    return _choose(text, source)(text, source)


def _choose(text: str, source: str) -> Reader:
    """The reader of the format `text` is written in."""
    if _starts_like_json(text):
        return _choose_json(text, source)
    if text.lstrip().startswith("["):
        _refuse_json_array(text, source)
    content = list(islice(_content_lines(text), 2))  # the first two tell whether one line stands alone
    if not content:
        raise DecklistError("only-comments", source=source)
    lone = content[0] if len(content) == 1 and len(content[0].split(maxsplit=1)) == 1 else None
    if lone and "://" in lone:
        return _choose_link(lone, source)
    if "format:" in text and _NATIVE_YAML.search(text):
        return PARSERS["riftcheck"].read
    if _separated(content[0]):
        from riftcheck.games.riftbound.decklist import csv_table

        if csv_table.header_columns(content[0]):
            return csv_table.read
    kind, tokens = code_tokens.detect_tokens(text)
    if kind == "tts":
        from riftcheck.games.riftbound.decklist import code_token_input

        return lambda _text, src: code_token_input.read_tts(_text, src, tokens)  # tokens read once
    if kind:
        return PARSERS[_TOKEN_FORMATS[kind]].read
    if lone and len(lone) >= _SHORTEST_CODE:
        if not _BASE32.fullmatch(lone) and _BASE64.fullmatch(lone):
            return PARSERS["pixelborn"].read
        return PARSERS["deck-code"].read
    from riftcheck.games.riftbound.decklist import piltover_text

    return piltover_text.read


def _separated(line: str) -> bool:
    """Whether `line` has a character a spreadsheet's header row separates its cells with.
    Measured: three substring searches took a sixth of the time of one regular expression's
    scan of a long line (a Tabletop Simulator list)."""
    return "," in line or "\t" in line or ";" in line


def _content_lines(text: str) -> Iterator[str]:
    """The stripped lines that are neither blank nor comments, read only as far as asked:
    found one by one, as splitting the whole text took longer than the rest of choosing."""
    start, size = 0, len(text)
    while start <= size:
        end = text.find("\n", start)
        if end < 0:
            end = size
        line = text[start:end].strip()
        start = end + 1
        if line and not line.startswith(("#", "//")):
            yield line


def _choose_json(text: str, source: str) -> Reader:
    """Pick the JSON format by its keys; its reader uses the parsed data rather than parse again."""
    from riftcheck.games.riftbound.decklist.structured import load_json

    data = load_json(text, source)
    if isinstance(data, dict):
        for reader, matches in _JSON_FORMATS:
            if matches(data):
                module, _, function = reader.partition(":")
                from_data = getattr(import_module(f"riftcheck.games.riftbound.decklist.{module}"), function)
                return lambda _text, src: from_data(data, src)
    raise DecklistError("unknown-json", source=source)


def _refuse_json_array(text: str, source: str) -> None:
    """Text opening with ``[`` may be a ``[Legend]`` header; a whole JSON array is no decklist."""
    import json

    from riftcheck.games.riftbound.decklist.structured import json_nesting_within

    if not json_nesting_within(text, MAX_NESTING):
        return
    try:
        json.loads(text)
    except ValueError:
        return
    raise DecklistError("json-array", source=source)


def _choose_link(link: str, source: str) -> Reader:
    from urllib.parse import urlsplit

    from riftcheck.games.riftbound.decklist import tcg_arena

    try:
        parts = urlsplit(link)
    except ValueError:
        raise DecklistError("bad-url", source=source) from None
    if tcg_arena.is_link(link):
        return PARSERS["tcg-arena"].read
    if _CODE_PARAMETER.search(parts.query):
        return PARSERS["deck-code"].read
    if "piltoverarchive" in (parts.hostname or ""):
        raise DecklistError("deck-page-link", source=source)
    raise DecklistError("unreadable-link", source=source)


def _starts_like_json(text: str) -> bool:
    return text.lstrip().startswith("{")


def _check_size(data: bytes, source: str, input_format: str | None) -> None:
    export = input_format == CARDEIO or (input_format is None and _may_be_export(data))
    limit = MAX_EXPORT_BYTES if export else MAX_DECKLIST_BYTES
    if len(data) > limit:
        raise DecklistError(
            "too-large",
            source=source,
            limit=limit // MiB,
            decklist_limit=MAX_DECKLIST_BYTES // MiB,
            export_limit=MAX_EXPORT_BYTES // MiB,
        )


def _may_be_export(data: bytes) -> bool:
    return _JSON_OBJECT_START.match(data) is not None and _EXPORT_MARK in data


def _check_line_lengths(text: str, source: str) -> None:
    if len(text) <= MAX_LINE_CHARS or _LONG_LINE.search(text) is None:  # a decklist is seldom that long
        return
    for number, line in enumerate(text.split("\n"), start=1):
        if len(line) > MAX_LINE_CHARS and not line.lstrip().startswith(("#", "//")):  # comments are skipped unread
            raise DecklistError("line-too-long", source=source, line=number, length=len(line), limit=MAX_LINE_CHARS)


def _check_has_cards(decklists: list[Decklist], entries: list[int], source: str) -> None:
    """A single decklist without a single card means the input was not a decklist.

    An export is exempt: an empty registration is still a registration, and gets its verdict;
    so is a sheet of section headers without cards (an empty registration written out), whose
    lines all read. `entries` is how many entries each decklist holds (_entries).
    """
    if len(decklists) != 1 or decklists[0].input_format == CARDEIO or entries[0]:
        return
    problems = decklists[0].problems
    if not problems and _zone_headers(decklists[0]) >= _EMPTY_SHEET_HEADERS:
        return
    if not problems:
        raise DecklistError("no-cards", source=source)
    first = problems[0]
    reason = Reason(first.key, first.params)
    if first.line:
        raise DecklistError("no-entry-at-line", source=source, line=first.line, reason=reason)
    raise DecklistError("no-entry-in-text", source=source, text=first.text, reason=reason)


def _zone_headers(decklist: Decklist) -> int:
    """How many header lines of a text list name a zone of the deck."""
    headers = sum([kind == "header" for kind in decklist.accounted.values()])
    return headers - len(decklist.unknown_sections)


def _check_not_prose(decklists: list[Decklist], entries: list[int], source: str) -> None:
    """Text whose lines are mostly not card entries is some other document (a README, notes).

    It is refused when the lines that are not entries outnumber the entries two to one; a
    list with a few mistyped lines is still read, and each of those lines is reported.
    """
    if len(decklists) != 1 or decklists[0].input_format not in _SECTIONED_TEXT:
        return
    problems = decklists[0].problems
    if len(problems) > 2 * entries[0]:
        raise DecklistError(
            "prose", source=source, problems=len(problems), lines=len(problems) + entries[0], first=problems[0].line
        )


def _entries(decklist: Decklist) -> int:
    """How many card entries the decklist holds, those under unknown headers included."""
    return sum([len(zone) for zone in decklist.zones.values()]) + sum(
        [len(section.entries) for section in decklist.unknown_sections])


def _check_entry_counts(decklists: list[Decklist], entries: list[int], source: str) -> None:
    """No decklist may have more entries, readable or not, than the entry limit."""
    for number, (decklist, read) in enumerate(zip(decklists, entries), start=1):
        lines = read + len(decklist.problems)
        if lines > MAX_ENTRIES:
            counted = {"source": source, "entries": f"{lines:,}", "limit": f"{MAX_ENTRIES:,}"}
            if len(decklists) == 1:
                raise DecklistError("too-many-entries", **counted)
            player = decklist.player or Term("no-name")
            raise DecklistError("too-many-entries-in-export", number=number, player=player, **counted)

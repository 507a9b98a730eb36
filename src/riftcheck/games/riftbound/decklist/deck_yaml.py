"""The YAML shape of riftcheck's own decklists, read without PyYAML.

A decklist that riftcheck wrote, or one written by hand in the same simple shape, is a
mapping of ``key: scalar`` lines and zones, each either ``[]`` or a block sequence of
entries; an entry is a one-line flow mapping (``- {count: 3, name: Charm, code: null}``)
or a block mapping of ``key: scalar`` lines (``- count: 3`` then ``  name: Charm``).
Blank lines and whole-line comments may come between.

Reading that shape by hand is many times faster than PyYAML, and it gives exactly what
PyYAML's safe loading gives: the same data and the same line for every node. Whatever is
outside the shape, or could be read more than one way, is declined, and the caller reads
the text with PyYAML instead. Plain scalars are typed as PyYAML's own YAML 1.1 resolver types
them, and only those typed as text, null, booleans or whole numbers are taken. The usual ones
(card names, ``null``, small counts) are typed without importing PyYAML, which would cost a
one-deck check a tenth of its time: the tests hold those to what PyYAML gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import wraps

from riftcheck.games.riftbound.decklist.model import Lines

# Pieces of text are remembered once parsed, since a batch of decks repeats the same card
# lines; only short pieces, and each memo is emptied when full, to bound the memory held.
_MEMO_LIMIT = 10_000
_MEMOISED_LENGTH = 300
_MEMOS: list[dict[str, object]] = []  # every memo, to be emptied by clear_cache

# Tabs, carriage returns, YAML's other line breaks, a byte-order mark, surrogates and control
# characters change how PyYAML reads the text or are an error there. (Written as the characters
# themselves: the class of all the others took 5 ms to compile.)
_UNHANDLED_CHARACTER = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]")
_PRINTABLE_ASCII_OR_LINE_BREAK = bytes(range(0x20, 0x7F)) + b"\n"
_CONTENT_LINE = re.compile(r" *[^ #]")
# Short enough that PyYAML's 1024-character limit on implicit keys never applies.
_KEY = r"[A-Za-z_][A-Za-z0-9_-]{0,127}"
_KEY_LINE = re.compile(rf"({_KEY}):(?: +(.*))?")
# A plain scalar starts with no indicator, though a minus may start one when more follows
# (``-1``), and holds no colon (``a:b`` reads differently across YAML versions). A hash after a
# space would start a comment: such scalars are declined after matching.
_PLAIN_START = r"(?:[^ ,\[\]{}#:'\"&*!|>%@`?-]|-(?=[^ ,\[\]{}:]))"
# A scalar in a flow mapping: single-quoted, double-quoted without escapes, or plain without
# flow indicators, a question mark among them for PyYAML without libyaml (a plain scalar's
# trailing spaces are dropped afterwards).
_FLOW_PAIR = re.compile(
    rf" *({_KEY}): +('(?:[^']|'')*'|\"[^\"\\\\]*\"|{_PLAIN_START}[^,\[\]{{}}:?]*) *([,}}])"
)
_SINGLE_QUOTED = re.compile(r"'((?:[^']|'')*)'")
_DOUBLE_QUOTED = re.compile(r'"([^"\\]*)"')
_PLAIN_IN_BLOCK = re.compile(rf"{_PLAIN_START}[^:]*")
_TAKEN_TAGS = frozenset(f"tag:yaml.org,2002:{name}" for name in ("str", "null", "bool", "int"))
# What YAML 1.1 makes of the usual plain scalars. PyYAML's resolver picks the types a scalar may
# have by its first character, and the only ones that start with a letter are these nulls and
# booleans: any other scalar starting with a letter is text.
_NULLS = frozenset({"null", "Null", "NULL", "~"})
_BOOLEANS = {
    spelling: value
    for words, value in ((("yes", "true", "on"), True), (("no", "false", "off"), False))
    for word in words
    for spelling in (word, word.capitalize(), word.upper())
}
# No sign, underscore, other base or sexagesimal colon; longer numbers are left to PyYAML, which
# declines those Python will not convert.
_DECIMAL = re.compile(r"0|[1-9][0-9]{0,17}")
_UNKNOWN = object()


class _Declined(Exception):
    """The text leaves the shape read here."""


_DECLINED = object()


def read_deck_yaml(text: str) -> tuple[dict, Lines] | None:
    """The data and node lines of `text` as PyYAML's safe loading gives them, or None when
    the text is outside the shape read here."""
    if not _handled_characters(text):
        return None
    rows = [
        (number, line)
        for number, line in enumerate(text.split("\n"), 1)
        if line and line[0] not in " #" or _CONTENT_LINE.match(line)
    ]
    if not rows:
        return None
    try:
        return _read_mapping(rows)
    except _Declined:
        return None


def _handled_characters(text: str) -> bool:
    """Whether every character of `text` is one read here. ASCII text (Python knows at once
    whether text is ASCII) is checked many times faster than by a regular expression's scan:
    it must be printable, line breaks apart, so nothing is left once those bytes are taken out
    (measured: five times faster than str.isprintable)."""
    if text.isascii():
        return not text.encode("ascii").translate(None, _PRINTABLE_ASCII_OR_LINE_BREAK)
    return _UNHANDLED_CHARACTER.search(text) is None


def _read_mapping(rows: list[tuple[int, str]]) -> tuple[dict, Lines]:
    """The top-level mapping: every row is a key at column 0 or part of a key's sequence."""
    data: dict = {}
    lines: Lines = {(): rows[0][0]}
    index = 0
    while index < len(rows):
        number, line = rows[index]
        key, rest = _key_and_rest(line)
        if key in data:
            raise _Declined
        index += 1
        if rest or index == len(rows) or not _starts_sequence(rows[index][1]):
            data[key] = _block_value(rest) if rest else None
            lines[(key,)] = number
        else:
            data[key], index = _read_sequence(rows, index, key, lines)
    return data, lines


def _starts_sequence(line: str) -> bool:
    """Whether `line` is a block sequence's entry (anything else at this point is declined later)."""
    return line.lstrip(" ").startswith("- ")


def _read_sequence(rows: list[tuple[int, str]], index: int, key: str, lines: Lines) -> tuple[list, int]:
    """The block sequence starting at rows[index] as the value of `key`, and the row after it."""
    first_line = rows[index][1]
    dash = first_line[: len(first_line) - len(first_line.lstrip(" ")) + 2]  # its indent and "- "
    width = len(dash)
    lines[(key,)] = rows[index][0]
    items: list = []
    while index < len(rows):
        number, line = rows[index]
        if not line.startswith(dash):
            break
        position = len(items)
        lines[(key, position)] = number
        content = line[width:].rstrip(" ")
        if content[:1] == "{":
            items.append(_flow_mapping(content).copy())
            index += 1
        elif _KEY_LINE.fullmatch(content):
            item, index = _read_block_entry(rows, index, " " * width)
            items.append(item)
        else:
            items.append(_block_value(content))
            index += 1
    return items, index


def _read_block_entry(rows: list[tuple[int, str]], index: int, indent: str) -> tuple[dict, int]:
    """A block mapping entry of a sequence: its first key on the dash's row, the rest below at `indent`."""
    entry: dict = {}
    text = rows[index][1][len(indent) :]  # the dash and its space are as wide as `indent`
    while True:
        key, rest = _key_and_rest(text)
        if key in entry or not rest:
            raise _Declined
        entry[key] = _block_value(rest)
        index += 1
        if index == len(rows):
            return entry, index
        line = rows[index][1]
        if not line.startswith(indent) or line[len(indent)] == " ":
            return entry, index
        text = line[len(indent) :]


def _block_value(text: str) -> object:
    """A one-line value outside flow brackets: a scalar or ``[]``."""
    if not text:  # an empty entry may continue on the lines below
        raise _Declined
    if text == "[]":
        return []
    return _block_scalar(text)


def clear_cache() -> None:
    """Forget the pieces of text already parsed (riftcheck.engine.caches)."""
    for memo in _MEMOS:
        memo.clear()


def _memoised(parse: Callable[[str], object]) -> Callable[[str], object]:
    """`parse` remembering its results for short texts, declines included; a result is shared
    by every caller."""
    memo: dict[str, object] = {}
    _MEMOS.append(memo)

    @wraps(parse)
    def parse_once(text: str) -> object:
        if len(text) > _MEMOISED_LENGTH:
            return parse(text)
        result = memo.get(text, _DECLINED)
        if result is _DECLINED and text not in memo:
            if len(memo) >= _MEMO_LIMIT:
                memo.clear()
            try:
                result = parse(text)
            except _Declined:
                result = _DECLINED
            memo[text] = result
        if result is _DECLINED:
            raise _Declined
        return result

    return parse_once


@_memoised
def _key_and_rest(line: str) -> tuple[str, str]:
    """The key of a ``key: ...`` row and what follows it, without trailing spaces."""
    match = _KEY_LINE.fullmatch(line)
    if not match:
        raise _Declined
    key = match[1]
    if type(_plain_scalar(key)) is not str:  # a key such as `yes` or `null` is not text
        raise _Declined
    return key, (match[2] or "").rstrip(" ")


@_memoised
def _flow_mapping(text: str) -> dict:
    """A one-line flow mapping of scalars, ``{count: 3, name: Charm}``; shared, so never to be changed."""
    pairs: dict = {}
    position = 1
    while True:
        match = _FLOW_PAIR.match(text, position)
        if not match:
            raise _Declined
        key, value, end = match.groups()
        if type(_plain_scalar(key)) is not str or key in pairs:
            raise _Declined
        pairs[key] = _quoted_scalar(value) if value[0] in "'\"" else _plain_scalar(_uncommented(value.rstrip(" ")))
        if end == "}":
            if match.end() != len(text):
                raise _Declined
            return pairs
        position = match.end()


@_memoised
def _block_scalar(text: str) -> object:
    """A scalar that fills the rest of its line outside flow brackets."""
    if text[0] in "'\"":
        return _quoted_scalar(text)
    if not _PLAIN_IN_BLOCK.fullmatch(text):
        raise _Declined
    return _plain_scalar(_uncommented(text))


def _uncommented(plain: str) -> str:
    """`plain`, declined when a comment starts inside it."""
    if " #" in plain:
        raise _Declined
    return plain


def _quoted_scalar(text: str) -> str:
    """The text of a single-quoted scalar, or of a double-quoted one without escapes."""
    single = _SINGLE_QUOTED.fullmatch(text)
    if single:
        return single[1].replace("''", "'")
    double = _DOUBLE_QUOTED.fullmatch(text)
    if double:
        return double[1]
    raise _Declined


@_memoised
def _plain_scalar(text: str) -> object:
    """The value PyYAML's safe loader gives the plain scalar `text`, when it is text, null, a
    boolean or a whole number; floats, dates and the rest are declined."""
    value = _usual_plain_scalar(text)
    if value is not _UNKNOWN:
        return value
    import yaml

    tag = yaml.resolver.Resolver().resolve(yaml.ScalarNode, text, (True, False))
    if tag not in _TAKEN_TAGS:
        raise _Declined
    construct = yaml.constructor.SafeConstructor.yaml_constructors[tag]
    try:
        return construct(yaml.constructor.SafeConstructor(), yaml.ScalarNode(tag, text))
    except ValueError:  # a whole number with more digits than Python converts
        raise _Declined from None


def _usual_plain_scalar(text: str) -> object:
    """The value of a usual plain scalar, typed as PyYAML would without asking it; _UNKNOWN for
    the rest."""
    if text in _NULLS:
        return None
    if text in _BOOLEANS:
        return _BOOLEANS[text]
    if _DECIMAL.fullmatch(text):
        return int(text)
    if text[:1].isalpha():
        return text
    return _UNKNOWN

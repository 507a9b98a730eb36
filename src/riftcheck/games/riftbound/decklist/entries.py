"""Checks every parser applies to a card entry: a count within limits and a sane card name.

A bad entry becomes a ParseProblem naming the limit it broke (a reason key of
riftcheck.engine.inputs.reasons); the rest of the deck is still read. Counts are checked by length
before conversion so that a thousand-digit count costs nothing.

Checked names are remembered, as the decks of an event repeat the same cards: an entry whose
count is an int within limits and whose name and code were accepted before is added without
checking them again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from riftcheck.games.riftbound.decklist.model import Decklist, Entry, ParseProblem
from riftcheck.engine.inputs.limits import MAX_COUNT, MAX_NAME_CHARS, MIN_COUNT
from riftcheck.engine.inputs.reasons import render

_WHOLE_NUMBER = re.compile(r"-?[0-9]+")  # a negative count is out of range, not malformed
_THAI_DIGITS = str.maketrans({0x0E50 + digit: 0x30 + digit for digit in range(10)})  # ๐-๙, as text lines read them
_CARD_CODE = re.compile(r"[A-Za-z]{2,4}-(?:R|SP|T)?[0-9]+[abs*]?", re.IGNORECASE)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffe\uffff]")  # as refusals.visible escapes
_COUNT_DIGITS = len(str(MAX_COUNT))
_REMEMBERED = 8192
# (name, code) as given -> (name, code) as checked, for names and codes given as str (or no code)
_accepted: dict[tuple[str, str | None], tuple[str, str | None]] = {}


class EntryProblem(ValueError):
    """Why a count or a card name cannot be used: a reason key with its parameters.

    The exception's message is the reason in English.
    """

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(render(key, params))
        self.key = key
        self.params = params


def parse_count(value: object) -> int:
    """A copy count from an int or a string of digits (ASCII or Thai), within the count limit."""
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and _WHOLE_NUMBER.fullmatch(written := value.strip().translate(_THAI_DIGITS)):
        digits = written.lstrip("0") or "0"
        number = int(digits) if len(digits) <= _COUNT_DIGITS else MAX_COUNT + 1
    else:
        raise EntryProblem("count-not-whole", count=_shown(value), low=MIN_COUNT, high=MAX_COUNT)
    if not MIN_COUNT <= number <= MAX_COUNT:
        raise EntryProblem("count-out-of-range", count=_shown(value), low=MIN_COUNT, high=MAX_COUNT)
    return number


def check_name(value: object, what: str = "card name") -> str:
    """A card name or code as text, stripped, within the name limit.

    `what` names the field in a reason: a key of riftcheck.engine.inputs.reasons.SUBJECTS.
    """
    if not isinstance(value, str):
        raise EntryProblem("not-text", what=what, value=_shown(value))
    return _checked_text(value, what)


@lru_cache(maxsize=8192)
def _checked_text(value: str, what: str) -> str:
    """check_name for text; remembered, as the decks of an event repeat the same names."""
    name = " ".join(value.split())
    if not name:
        raise EntryProblem("missing", what=what)
    if len(name) > MAX_NAME_CHARS:
        raise EntryProblem("too-long", what=what, length=len(name), limit=MAX_NAME_CHARS)
    control = _CONTROL.search(name)
    if control:
        raise EntryProblem("control-character", what=what, codepoint=f"{ord(control.group()):04X}")
    return name


def card_code(text: str) -> str | None:
    """`text` when it is a collector code on its own (``OGN-036``, ``sfd-r02``), else None."""
    return text if _CARD_CODE.fullmatch(text.strip()) else None


def add_entry(
    decklist: Decklist,
    zone: str,
    count: object,
    name: object,
    *,
    where: str,
    line: int | None = None,
    code: object = None,
) -> None:
    """Add one checked entry to `zone`, or a ParseProblem saying why it cannot be read.

    `where` is what the problem shows the user: the line as written, or the place in a
    structured file ("main[3]").
    """
    entry = accepted_entry(count, name, code, line)
    if entry is not None:
        decklist.add(zone, entry)
        return
    try:
        copies, text, checked_code = checked_entry(count, name, code)
    except EntryProblem as problem:
        decklist.problems.append(ParseProblem(line, where, problem.key, problem.params))
        return
    decklist.add(zone, Entry(copies, text, line, checked_code))
    if type(name) is str and (code is None or type(code) is str):
        _remember(name, code, text, checked_code)


def add_code_entries(decklist: Decklist, zone: str, rows: Iterable[tuple[object, str, int | None]]) -> None:
    """`add_entry` for each (count, code, line) row of a format that names its cards by code
    alone: the code is the entry's name, its code and the place a problem names. Measured: a
    deck code's entries, met before, are added in half the time of one add_entry each."""
    accepted, added = _accepted, decklist.zones.get(zone)
    for count, code, line in rows:
        known = accepted.get((code, code)) if type(count) is int and MIN_COUNT <= count <= MAX_COUNT else None
        if known is None:
            add_entry(decklist, zone, count, code, where=code, line=line, code=code)
            added = decklist.zones.get(zone)
        elif added is None:
            added = decklist.zones[zone] = [Entry(count, known[0], line, known[1])]
        else:
            added.append(Entry(count, known[0], line, known[1]))


def accepted_entry(count: object, name: object, code: object = None, line: int | None = None) -> Entry | None:
    """The entry, when there is nothing to check: its count is an int within limits (a bool is
    an int, but no count) and its name and code were accepted before; else None."""
    if type(count) is int and MIN_COUNT <= count <= MAX_COUNT and type(name) is str and (
        code is None or type(code) is str
    ):
        accepted = _accepted.get((name, code))
        if accepted is not None:
            return Entry(count, accepted[0], line, accepted[1])
    return None


def accepted_names() -> dict[tuple[str, str | None], tuple[str, str | None]]:
    """The names and codes accepted so far, as given (a str name, a str code or None) to as
    checked, for a reader that looks entries up itself; never to be changed by it."""
    return _accepted


def clear_cache() -> None:
    """Forget the names and codes already checked (riftcheck.engine.caches)."""
    _accepted.clear()
    _checked_text.cache_clear()


def _remember(name: str, code: str | None, text: str, checked_code: str | None) -> None:
    """Remember a name and code that were accepted; the memory starts afresh when full."""
    if len(_accepted) >= _REMEMBERED:
        _accepted.clear()
    _accepted[name, code] = text, checked_code


def checked_entry(count: object, name: object, code: object = None) -> tuple[int, str, str | None]:
    """The count, name and code of an entry once checked; EntryProblem naming the first bad one
    (the code, then the count, then the name)."""
    checked_code = None if code is None else check_name(code, "card code")
    return parse_count(count), check_name(name), checked_code


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."

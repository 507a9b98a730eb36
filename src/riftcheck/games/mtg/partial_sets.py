"""The sets riftcheck's card pool holds only part of, or lacks (data/mtg/partial_sets.yaml), and
which of them are in a format's card pool on a date.

A card the pool finds in none of a format's sets (in pauper: at common in none) may yet be
printed (at common) among a partial set's missing cards; while such a set is in the format's
card pool, the card is unconfirmed, and its message names each such set with the cards held of
its size. The file describes one build of the pool (`pool_built`): another build, a later
import, is not described by it, and no set is marked partial for it.
"""

from __future__ import annotations

import datetime

from riftcheck.engine.values import FrozenValue
from riftcheck.engine.verdicts.findings import Message


class PartialSet(FrozenValue):
    """`code`: the pool's set code, or "" for a set the pool lacks, which has its own `name`,
    `date` and `formats`; `size`: None when not known."""

    __slots__ = _fields = ("code", "name", "date", "held", "size", "formats")

    def __init__(self, code: str, name: str, date: datetime.date | None, held: int, size: int | None,
                 formats: frozenset[str] | None = None) -> None:
        self._freeze(code, name, date, held, size, formats)


class PartialSets(FrozenValue):
    __slots__ = _fields = ("pool_built", "sets")

    def __init__(self, pool_built: str, sets: tuple[PartialSet, ...]) -> None:
        self._freeze(pool_built, sets)


def plain(document: dict) -> tuple:
    """The file's facts as plain values (for the cache); `partial` turns them back."""
    held = tuple((code, "", None, entry["held"], entry["size"], None)
                 for code, entry in document["sets"].items() if entry["held"] < entry["size"])
    lacking = tuple(("", entry["name"], entry["date"].toordinal(), 0, None, tuple(entry["formats"]))
                    for entry in document["missing"])
    return str(document["pool_built"]), held + lacking


def partial(values: tuple) -> PartialSets:
    built, sets = values
    return PartialSets(built, tuple(
        PartialSet(code, name, datetime.date.fromordinal(day) if day else None, held, size,
                   frozenset(formats) if formats else None)
        for code, name, day, held, size, formats in sets))


def in_pool(context, counts) -> list[PartialSet]:
    """The partial sets in `context`'s format's card pool on its date: a pool set when `counts`
    (a set code) says it counts, a lacking set when its formats name the format and it is out."""
    pool, known = context.pool, context.partial_sets
    if known is None or pool is None or pool.built() != known.pool_built:
        return []
    day, name = context.as_of, context.format.name
    found = []
    for entry in known.sets:
        if entry.code:
            if entry.code in pool.sets and pool.sets[entry.code].date <= day and counts(entry.code):
                found.append(entry)
        elif name in entry.formats and entry.date <= day:
            found.append(entry)
    return found


def described(entries: list[PartialSet]) -> Message:
    """The sets with the cards held of each, in both languages."""
    english, thai = [], []
    for entry in entries:
        label = entry.code or entry.name
        if entry.size is None:  # a set the pool lacks
            english.append(f"{label} (none of its cards)")
            thai.append(f"{label} (ไม่มีการ์ดของชุดนี้เลย)")
        else:
            english.append(f"{label} ({entry.held} of its {entry.size} cards)")
            thai.append(f"{label} (มี {entry.held} จาก {entry.size} ใบ)")
    return Message(en=", ".join(english), th=", ".join(thai))

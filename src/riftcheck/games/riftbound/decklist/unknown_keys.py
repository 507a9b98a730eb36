"""Keys a structured reader does not know: noted on the decklist, reported as warnings (RC004).

A key a reader does not read may hold cards (a sideboard under another name), so it is never
passed over in silence. Each reader names the keys it reads and the ones it knowingly leaves
aside (a tournament name, a card's rarity); any other key is noted with where it was found.
Only the first MAX_NOTED of a decklist are kept one by one; the rest are counted.
"""

from __future__ import annotations

from collections.abc import Mapping

from riftcheck.games.riftbound.decklist.model import Decklist, UnknownKey
from riftcheck.engine.inputs.limits import MAX_NAME_CHARS
from riftcheck.engine.inputs.refusals import visible

MAX_NOTED = 20


def note_unknown_keys(decklist: Decklist, data: Mapping, known: frozenset[str], where: str = "") -> None:
    """Note each key of `data` outside `known`; `where` names the object (empty at the top level)."""
    if known.issuperset(data):  # the usual case, checked in one C call for each card of a deck
        return
    for key in data:
        if key in known:
            continue
        if len(decklist.unknown_keys) >= MAX_NOTED:
            decklist.more_unknown_keys += 1
            continue
        shown = visible(str(key)[:MAX_NAME_CHARS])
        decklist.unknown_keys.append(UnknownKey(shown, where))

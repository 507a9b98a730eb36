"""How many cards carry a keyword, from a small table kept in riftcheck's data cache.

The table (keyword -> names of the cards printing it) is built from the card database once per
version of the card files, so a look-up never loads the whole database for one line of output.
"""

from __future__ import annotations

from collections import namedtuple

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path


# count: how many cards; names: the first few, alphabetical
KeywordCards = namedtuple("KeywordCards", "count names")
LAYOUT = "1"  # raise when the shape of the table changes


def keyword_cards(keyword: str, sample: int = 3) -> KeywordCards | None:
    """Cards whose keywords include `keyword` ("Assault" also counts "Assault 2"); None without a database."""
    try:
        table = keyword_table()
    except Exception:  # the count is a bonus line: any failure to load the database just omits it
        return None
    names = table.get(keyword.casefold(), [])
    return KeywordCards(len(names), names[:sample])


def card_files() -> list[Path]:
    """The files the card database is read from (riftcheck.games.riftbound.cards.db.load_db): the shipped card
    files overlaid by the user's, and the files that shape them. They are the table's key."""
    from riftcheck.games.riftbound.cards import files

    return files.files_read(files.card_files())


def keyword_table() -> dict[str, list[str]]:
    from riftcheck.engine.cache import cached

    return cached("keyword-cards", card_files(), _build, layout=LAYOUT)


def _build(files) -> dict[str, list[str]]:
    """Every keyword, and every leading part of one ("Assault" of "Assault 2"), with its cards' names."""
    from riftcheck.games.riftbound.cards.db import load_db

    table: dict[str, set[str]] = {}
    for card in load_db().cards:
        for printed in card.keywords:
            words = printed.casefold().split(" ")
            for end in range(1, len(words) + 1):
                table.setdefault(" ".join(words[:end]), set()).add(card.name)
    return {keyword: sorted(names) for keyword, names in table.items()}


def has_keyword(card_keywords: tuple[str, ...], keyword: str) -> bool:
    wanted = keyword.casefold()
    return any(
        printed.casefold() == wanted or printed.casefold().startswith(wanted + " ") for printed in card_keywords
    )

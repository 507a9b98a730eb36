"""How many cards carry a keyword, from the card database when it can be loaded."""

from __future__ import annotations

from collections import namedtuple

# count: how many cards; names: the first few, alphabetical
KeywordCards = namedtuple("KeywordCards", "count names")


def keyword_cards(keyword: str, sample: int = 3) -> KeywordCards | None:
    """Cards whose keywords include `keyword` ("Assault" also counts "Assault 2"); None without a database."""
    try:
        from riftcheck.cards.db import load_db

        cards = load_db().cards
    except Exception:  # the count is a bonus line: any failure to load the database just omits it
        return None
    names = sorted(card.name for card in cards if has_keyword(card.keywords, keyword))
    return KeywordCards(len(names), names[:sample])


def has_keyword(card_keywords: tuple[str, ...], keyword: str) -> bool:
    wanted = keyword.casefold()
    return any(
        printed.casefold() == wanted or printed.casefold().startswith(wanted + " ") for printed in card_keywords
    )

"""Close card names for an unknown reference, from an index keyed once.

Every card name and alias is folded (name_key) when the index is built, so that a search
compares one folded query with ready keys inside rapidfuzz instead of folding the whole card
list again for each unknown name (that folding was nine tenths of the cost). Both searches
stop at a cutoff score; how many unknown names of one deck get suggestions is the checker's
choice (riftcheck.games.riftbound.rules.unknown_card).
"""

from __future__ import annotations

from collections.abc import Iterable

from riftcheck.games.riftbound.cards.naming import name_key

SUGGESTION_CUTOFF = 70  # fuzz.WRatio below this is no suggestion
# A reference this close (fuzz.ratio) to a known name is a misspelling of it; farther ones may
# be cards of a set riftcheck has no data for. Measured: typos of real names score 90 and more,
# made-up names 75 and less.
NEAR_MISS_SCORE = 85
MEMO_LIMIT = 10_000  # queries whose suggestions are remembered (an event repeats its typos)


class NameIndex:
    """The folded keys of card names and aliases, each with the card name it stands for."""

    def __init__(self, names: Iterable[tuple[str, str]]):
        """`names`: (written name or alias, the card's name) pairs."""
        self._keys: list[str] = []
        self._cards: list[str] = []
        for written, card in names:
            key = name_key(written)
            if key:
                self._keys.append(key)
                self._cards.append(card)
        self._known = frozenset(self._keys)
        self._memo: dict[tuple[str, int], tuple[str, ...]] = {}

    def near_miss(self, text: str) -> bool:
        """Whether `text` is a known name or alias written wrongly: misspelt (NEAR_MISS_SCORE),
        or followed by more words ("Lonely Poro # cheap")."""
        from rapidfuzz import fuzz, process

        query = name_key(text)
        if not query:
            return False
        words = query.split()
        if any(" ".join(words[:end]) in self._known for end in range(1, len(words))):
            return True
        return process.extractOne(
            query, self._keys, scorer=fuzz.ratio, processor=None, score_cutoff=NEAR_MISS_SCORE
        ) is not None

    def suggest(self, text: str, limit: int = 3) -> tuple[str, ...]:
        """Up to `limit` card names closest to `text`, best first, for "did you mean"."""
        query = name_key(text)
        if not query:
            return ()
        found = self._memo.get((query, limit))
        if found is None:
            found = self._search(query, limit)
            if len(self._memo) < MEMO_LIMIT:
                self._memo[query, limit] = found
        return found

    def _search(self, query: str, limit: int) -> tuple[str, ...]:
        from rapidfuzz import fuzz, process

        from riftcheck.engine.spelling import typo_order

        hits = process.extract(query, self._keys, scorer=fuzz.WRatio, processor=None, limit=limit * 3,
                               score_cutoff=SUGGESTION_CUTOFF)
        order = typo_order(query, [key for key, _score, _ in hits])
        names: list[str] = []
        for _key, _score, index in (hits[i] for i in order):
            if self._cards[index] not in names:
                names.append(self._cards[index])
        return tuple(names[:limit])

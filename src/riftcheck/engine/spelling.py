"""The order of "did you mean" suggestions: the fewest typing slips first.

rapidfuzz's WRatio finds the candidates; this orders them by edits, counting two neighbouring
letters swapped as one slip (optimal string alignment), so that "Lightning Blot" puts Lightning
Bolt before Lightning Blow. Between two as many slips away, the one holding the very letters
typed (a swap) comes first.
"""

from __future__ import annotations

from collections.abc import Sequence


def typo_order(query: str, keys: Sequence[str]) -> list[int]:
    """The positions of `keys` (folded like `query`), closest to `query` first; ties keep their order."""
    from rapidfuzz.distance import OSA, Indel

    letters = "".join(sorted(query))
    return sorted(range(len(keys)), key=lambda i: (OSA.distance(query, keys[i]), Indel.distance(letters, "".join(sorted(keys[i])))))

"""The caches riftcheck keeps for the life of a process, and the one way to empty them.

A long-running caller (the registration desk, a bot) calls ``clear()`` (or riftcheck.api.forget,
which calls it) after editing card data or formats, or to give back the memory. Each module
that keeps a cache has its own ``clear_cache()``; a module not imported yet holds nothing and
is not imported here. A game names its own (riftcheck.games.cache_holders), which the caller
adds.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

# Each module keeping a cache at module level, by what it keeps.
HOLDERS = (
    "riftcheck.engine.cache",  # loaded data files (card database, formats) kept in memory
    "riftcheck.engine.data_warnings",  # problems of the user's data files already warned about
)


def clear(games_holders: Iterable[str] = ()) -> None:
    """Empty every cache the engine keeps in this process, and those of the modules named in
    `games_holders`."""
    for name in (*HOLDERS, *games_holders):
        module = sys.modules.get(name)
        if module is not None:
            module.clear_cache()

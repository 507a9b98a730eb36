"""The caches riftcheck keeps for the life of a process, and the one way to empty them.

A long-running caller (the registration desk, a bot) calls ``clear()`` (or riftcheck.api.forget,
which calls it) after editing card data or formats, or to give back the memory. Each module
that keeps a cache has its own ``clear_cache()``; a module not imported yet holds nothing and
is not imported here.
"""

from __future__ import annotations

import sys

# Each module keeping a cache at module level, by what it keeps.
HOLDERS = (
    "riftcheck.engine.cache",  # loaded data files (card database, formats) kept in memory
    "riftcheck.engine.data_warnings",  # problems of the user's data files already warned about
    "riftcheck.games.riftbound.decklist.entries",  # card names and codes already checked
    "riftcheck.games.riftbound.rules.set_legality",  # the region names in set-legality messages
)


def clear() -> None:
    """Empty every cache riftcheck keeps in this process."""
    for name in HOLDERS:
        module = sys.modules.get(name)
        if module is not None:
            module.clear_cache()

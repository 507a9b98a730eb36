"""Limited pools: which cards each sealed or draft deck was built from (TR 602.1.a.1).

A pool is any list riftcheck reads, plain "N Card Name" lines included; when the file is a
registration sheet with a ``Pool:`` section, that section is the pool. `--pool FILE` gives
one pool for every deck checked (riftcheck.api gives that one pool as text held in memory, read
the same way). `--pool-dir DIR` pairs each deck with its own: the pool of
``decks/alice.txt`` is the file of DIR whose name without its extension is ``alice``
(``pools/alice.txt``, ``pools/alice.yaml``, ...; the first in name order when several match).
Each pool is read once per run.
"""

from __future__ import annotations

import os
from pathlib import Path

from riftcheck.games.riftbound.cards.resolve import Resolver
from riftcheck.games.riftbound.deck import DeckCard

Found = tuple[list[DeckCard] | None, str | None]


class Pools:
    """The pool of each input. Raises ValueError when `pool` cannot be read or `pool_dir` is
    not a folder; a pool of the folder that cannot be read leaves its deck without a pool."""

    def __init__(self, pool: str | None, pool_dir: str | None, resolver: Resolver, input_format: str | None):
        self._resolver = resolver
        self._input_format = input_format
        self._read: dict[str, Found] = {}
        self._fixed: Found | None = None
        self._dir = pool_dir
        self._by_stem: dict[str, str] | None = None  # the folder's pool files by name without extension
        if pool:
            cards, why = self._pool_at(pool)
            if cards is None:
                raise ValueError(f"cannot read the pool {why}")
            self._fixed = (cards, _shown(pool))
        elif pool_dir and not os.path.isdir(pool_dir):
            raise ValueError(f"--pool-dir {_shown(pool_dir)} is not a folder")

    @classmethod
    def held(cls, source: str, data: bytes, resolver: Resolver, input_format: str | None) -> Pools:
        """One pool for every deck from `data` held in memory and named `source`, as `--pool FILE`
        reads a file of those bytes; ValueError, worded as for the file, when it cannot be read."""
        from riftcheck.games.riftbound.decklist.detect import read_decklists
        from riftcheck.games.riftbound.resolve_deck import resolve_pool
        from riftcheck.engine.inputs.refusals import DecklistError

        pools = cls(None, None, resolver, input_format)
        try:
            pools._fixed = (resolve_pool(read_decklists(data, source, input_format), resolver), _shown(source))
        except DecklistError as error:
            raise ValueError(f"cannot read the pool {_shown(source)}: {error}") from None
        return pools

    def for_input(self, path: str) -> Found:
        """The pool for the deck read from `path` and the name reports give it; when the
        folder holds no pool (or no readable one) for it, None and what was looked for."""
        if self._fixed is not None:
            return self._fixed
        if self._by_stem is None:
            self._by_stem = {}
            names = sorted(entry.name for entry in os.scandir(self._dir)
                           if not entry.name.startswith(".") and entry.is_file())
            for name in names:
                self._by_stem.setdefault(Path(name).stem, name)
        stem = Path(path).stem
        if stem not in self._by_stem:
            return None, _shown(os.path.join(self._dir, stem + ".*"))
        found = os.path.join(self._dir, self._by_stem[stem])
        cards, why = self._pool_at(found)
        return (cards, _shown(found)) if cards is not None else (None, why)

    def _pool_at(self, path: str) -> tuple[list[DeckCard] | None, str]:
        """The pool's cards, or None and the sentence saying why it cannot be read."""
        if path not in self._read:
            from riftcheck.games.riftbound.decklist.detect import read_path
            from riftcheck.games.riftbound.resolve_deck import resolve_pool
            from riftcheck.engine.inputs.refusals import DecklistError

            try:
                self._read[path] = (resolve_pool(read_path(path, self._input_format), self._resolver), _shown(path))
            except DecklistError as error:
                self._read[path] = (None, f"{_shown(path)}: {error}")
        return self._read[path]


def _shown(path: str) -> str:
    from riftcheck.engine.inputs.input_files import display_name

    return display_name(path)

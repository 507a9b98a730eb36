"""The games riftcheck checks, behind one small interface the common engine asks.

The engine (inputs, the checking pipeline, findings, reporters, the batch pool, the public API
and the command line) knows no game. It asks the registry here for the game a run names, and
that game's package supplies what is its own: how its decklists are read and its cards
resolved (inside its checker), its formats, its rules and their documentation, and what its
data knows. Each game's package is imported only when a run asks for that game, so a
Riftbound command line never loads Magic's modules or card table, and the other way round.
"""

from __future__ import annotations

import importlib
import sys
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from riftcheck.engine.result import DeckResult

DEFAULT_GAME = "riftbound"
# Name -> the module that implements Game for it; imported on first use.
_PACKAGES = {"riftbound": "riftcheck.games.riftbound", "mtg": "riftcheck.games.mtg"}
TITLES = {"riftbound": "Riftbound", "mtg": "Magic: The Gathering"}


class GameChecker(Protocol):
    """What the pipeline and the batch pool ask of a game's checker."""

    options: Any
    context: Any  # context.as_of: the date the rules were applied as of

    def check_inputs(self, paths: list[str]) -> list[DeckResult]: ...

    def check_data(self, source: str, data: bytes, pools: Any = None) -> list[DeckResult]: ...


class Game(Protocol):
    """A game riftcheck checks. Implemented by each game's package (module-level names)."""

    NAME: str
    DEFAULT_FORMAT: str
    SUPPORTS_TEAMS: bool

    def new_checker(self, options: Any) -> GameChecker: ...

    def rule_catalog(self) -> list[Any]: ...

    def known(self) -> dict[str, Any]: ...

    def run_import(self, sources: list, out: Any, output: str) -> int: ...

    def rules_command(self, code: str | None, lang: str, output: str) -> int: ...

    def data_command(self, output: str, action: str | None = None) -> int: ...

    def show_command(self, path: str, output: str, format_name: str | None, as_of: str | None,
                     lang: str | None) -> int: ...

    def convert_command(self, path: str, to: str | None, outfile: str | None) -> int: ...

    def rule_summary(self, rule: Any, lang: str) -> str: ...

    def cite(self, number: str, day: Any) -> str: ...

    # What riftcheck.api.list_text raises for an input that is no decklist of the game; each
    # error has in_language(lang).
    def list_refusals(self) -> tuple[type[ValueError], ...]: ...

    # riftcheck.api.list_text of a game other than the default one, whose lists the API reads itself.
    def list_text(self, data: bytes, source: str, format_name: str | None = None) -> list[dict[str, Any]]: ...

    # riftcheck.api.identities of a game other than the default one: each deck's leader and colours.
    def identities(self, data: bytes, source: str, format_name: str | None = None) -> list[dict[str, Any]]: ...


def cache_holders() -> list[str]:
    """The modules of every game imported so far that keep a cache (riftcheck.engine.caches):
    a game not imported holds nothing."""
    return [holder for name, package in _PACKAGES.items() if package in sys.modules
            for holder in get(name).CACHE_HOLDERS]


def names() -> list[str]:
    return list(_PACKAGES)


def get(name: str | None) -> Game:
    """The game called `name` (None: Riftbound); ValueError naming the games there are."""
    name = name or DEFAULT_GAME
    if name not in _PACKAGES:
        raise ValueError(f"unknown game {name!r}; choose one of {', '.join(_PACKAGES)}.")
    return importlib.import_module(_PACKAGES[name])  # type: ignore[return-value]


def new_checker(options: Any) -> GameChecker:
    """The checker of the game `options.game` names, for `options` (riftcheck.engine.options.CheckOptions;
    the batch pool builds one per worker with this)."""
    return get(options.game).new_checker(options)

"""The games riftcheck checks: the registry and the Game interface, one package per game.

The engine (riftcheck.engine) knows no game. The layers above it (the reporters, the API, the
command line, the desk) ask the registry here for the game a run names, and that game's package
supplies what is its own: how its decklists are read and its cards resolved (inside its
checker), its formats, its rules and their documentation, and what its data knows, each as a
value of riftcheck.engine.answers. Each game's package is imported only when a run asks for that
game, so a Riftbound command line never loads Magic's modules or card table, and the other way
round. Adding a game is one package here and one line in _PACKAGES and TITLES.

May import: riftcheck.engine. A game imports no other game, and never the registry, the
reporters, the glossary, the API, the command line or the desk.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which a look-up never needs
if TYPE_CHECKING:
    import datetime
    from pathlib import Path
    from typing import Protocol

    from riftcheck.engine.answers import Conversion, Document, ImportReport, RuleCatalogue, Shown, ShownDecks
    from riftcheck.engine.run.checking import Checker
    from riftcheck.engine.options import CheckOptions
    from riftcheck.engine.rule_module import RuleModule
else:
    Protocol = object  # Game is an interface for type checkers: nothing checks it at run time

DEFAULT_GAME = "riftbound"
# Name -> the module that implements Game for it; imported on first use.
_PACKAGES = {"riftbound": "riftcheck.games.riftbound", "mtg": "riftcheck.games.mtg"}
TITLES = {"riftbound": "Riftbound", "mtg": "Magic: The Gathering"}


class Game(Protocol):
    """A game riftcheck checks. Implemented by each game's package (module-level names); what it
    answers is a value of riftcheck.engine.answers, which the front ends print or use."""

    NAME: str
    DEFAULT_FORMAT: str
    SUPPORTS_TEAMS: bool  # --team: two teammates' decks checked together
    CACHE_HOLDERS: tuple[str, ...]  # its modules keeping a cache (riftcheck.engine.caches)

    def new_checker(self, options: CheckOptions) -> Checker: ...

    def rule_catalog(self) -> list[RuleModule]: ...

    def rule_summary(self, rule: RuleModule, lang: str) -> str: ...

    def cite(self, number: str, day: datetime.date) -> str: ...

    def known(self) -> Document: ...

    def list_rules(self, lang: str, as_of: datetime.date | None) -> RuleCatalogue: ...

    def describe_rule(self, code: str, lang: str, as_of: datetime.date | None) -> Shown: ...

    def describe_data(self) -> Shown: ...

    def remove_update(self, name: str | None) -> Path: ...

    def show_decks(self, path: str, format_name: str | None, as_of: datetime.date | None, lang: str,
             input_format: str | None) -> ShownDecks: ...

    def convert_deck(self, path: str, to: str | None, input_format: str | None) -> Conversion: ...

    def import_data(self, sources: list[Path], out: Path | None) -> ImportReport: ...

    # What riftcheck.api.list_text raises for an input that is no decklist of the game; each
    # error has in_language(lang).
    def list_refusals(self) -> tuple[type[ValueError], ...]: ...

    # riftcheck.api.list_text of a game other than the default one, whose lists the API reads itself.
    def list_text(self, data: bytes, source: str, format_name: str | None = None) -> list[Document]: ...

    # riftcheck.api.identities of a game other than the default one: each deck's leader and colours.
    def identities(self, data: bytes, source: str, format_name: str | None = None) -> list[Document]: ...


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
    import importlib  # here: a look-up passes through this package to the card files, asking for no game

    return importlib.import_module(_PACKAGES[name])  # type: ignore[return-value]


def new_checker(options: CheckOptions) -> Checker:
    """The checker of the game `options.game` names, for `options` (the batch pool builds one per
    worker with this)."""
    return get(options.game).new_checker(options)

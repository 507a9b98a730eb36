"""Riftbound as a game of riftcheck.games: the names the engine asks every game for, over
Riftbound's own modules in this package (cards/, decklist/, rules/, writers/, the checker and
the formats data)."""

from __future__ import annotations

from typing import Any

NAME = "riftbound"
SUPPORTS_TEAMS = True  # --team: two teammates' decks checked together
DEFAULT_FORMAT = "constructed"
# The modules keeping a cache for the life of a process (riftcheck.engine.caches).
CACHE_HOLDERS = (
    "riftcheck.games.riftbound.decklist.entries",  # card names and codes already checked
    "riftcheck.games.riftbound.rules.set_legality",  # the region names in set-legality messages
)


def new_checker(options: Any):
    from riftcheck.games.riftbound.checker import Checker

    return Checker(options)


def list_refusals() -> tuple[type[ValueError], ...]:
    from riftcheck.engine.refusals import DecklistError

    return (DecklistError,)


def rule_catalog() -> list[Any]:
    from riftcheck.games.riftbound import rules as riftbound_rules

    return list(riftbound_rules.ALL)


def known() -> dict[str, Any]:
    from riftcheck.games.riftbound.formats.ban_waves import known as riftbound_known

    return riftbound_known().to_dict()


def run_import(sources: list, out: Any, output: str) -> int:
    from riftcheck.cli import cards

    return cards.run_import(sources, out, output)


def rules_command(code: str | None, lang: str, output: str) -> int:
    from riftcheck.cli import rules as command

    return command.run(code, lang, output)


def data_command(output: str, action: str | None = None, name: str | None = None) -> int:
    from riftcheck.cli import data as command

    return command.run(output, action, name)


def show_command(path: str, output: str, format_name: str | None, as_of: str | None, lang: str | None) -> int:
    from riftcheck.cli import show as command

    return command.run(path, output, format_name, as_of, lang)


def convert_command(path: str, to: str | None, outfile: str | None) -> int:
    from riftcheck.cli import convert as command

    return command.run(path, to, outfile)


def rule_summary(rule: Any, lang: str) -> str:
    from riftcheck.games.riftbound import rules as riftbound_rules

    return riftbound_rules.summary(rule, lang)


def cite(number: str, day: Any) -> str:
    """The rule number as it was numbered on `day` (the Core and Tournament Rules renumber)."""
    from riftcheck.games.riftbound import formats

    return formats.cite(number, day)

"""Riftbound as a game of riftcheck.games: the names the registry asks every game for, over
Riftbound's own modules in this package (cards/, decklist/, formats/, rules/, writers/, the
checker, and the answers to the front ends' questions).

May import: riftcheck.engine and this package; no other game, nothing above riftcheck.games.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which a look-up never needs

if TYPE_CHECKING:
    import datetime
    from pathlib import Path

    from riftcheck.engine.answers import Conversion, Document, ImportReport, RuleCatalogue, Shown, ShownDecks
    from riftcheck.engine.run.checking import Checker
    from riftcheck.engine.options import CheckOptions
    from riftcheck.engine.rule_module import RuleModule

NAME = "riftbound"
SUPPORTS_TEAMS = True  # --team: two teammates' decks checked together
DEFAULT_FORMAT = "constructed"
# The modules keeping a cache for the life of a process (riftcheck.engine.caches).
CACHE_HOLDERS = (
    "riftcheck.games.riftbound.decklist.entries",  # card names and codes already checked
    "riftcheck.games.riftbound.decklist.deck_yaml",  # pieces of YAML decklists already parsed
    "riftcheck.games.riftbound.decklist.piltover_text",  # text entry lines already read
    "riftcheck.games.riftbound.decklist.code_tokens",  # card-code tokens already read
    "riftcheck.games.riftbound.decklist.deckcode",  # cards of deck codes already decoded
    "riftcheck.games.riftbound.rules.set_legality",  # the region names in set-legality messages
    "riftcheck.games.riftbound.unknown_names",  # Magic's card names and the glossary's Thai words
)


def new_checker(options: CheckOptions) -> Checker:
    from riftcheck.games.riftbound.checker import Checker

    return Checker(options)


def list_refusals() -> tuple[type[ValueError], ...]:
    from riftcheck.engine.inputs.refusals import DecklistError

    return (DecklistError,)


def rule_catalog() -> list[RuleModule]:
    from riftcheck.games.riftbound import rules as riftbound_rules

    return list(riftbound_rules.ALL)


def known() -> Document:
    from riftcheck.games.riftbound.formats.ban_waves import known as riftbound_known

    return riftbound_known().to_dict()


def list_rules(lang: str, as_of: datetime.date | None) -> RuleCatalogue:
    from riftcheck.games.riftbound import rule_docs

    return rule_docs.catalogue(lang, as_of)


def describe_rule(code: str, lang: str, as_of: datetime.date | None) -> Shown:
    from riftcheck.games.riftbound import rule_docs

    return rule_docs.rule(code, lang, as_of)


def describe_data() -> Shown:
    from riftcheck.games.riftbound import data_listing

    return data_listing.shown()


def remove_update(name: str | None) -> Path:
    from riftcheck.games.riftbound import data_listing

    return data_listing.remove_update(name)


def show_decks(path: str, format_name: str | None, as_of: datetime.date | None, lang: str,
         input_format: str | None) -> ShownDecks:
    from riftcheck.games.riftbound import show as shown

    return shown.show(path, format_name, as_of, lang, input_format)


def convert_deck(path: str, to: str | None, input_format: str | None) -> Conversion:
    from riftcheck.games.riftbound import convert as converting

    return converting.convert(path, to, input_format)


def import_data(sources: list[Path], out: Path | None) -> ImportReport:
    from riftcheck.games.riftbound import importing

    return importing.import_data(sources, out)


def rule_summary(rule: RuleModule, lang: str) -> str:
    from riftcheck.games.riftbound import rules as riftbound_rules

    return riftbound_rules.summary(rule, lang)


def cite(number: str, day: datetime.date) -> str:
    """The rule number as it was numbered on `day` (the Core and Tournament Rules renumber)."""
    from riftcheck.games.riftbound import formats

    return formats.cite(number, day)

"""Magic's deck rules: one module per rule, each with its code (MG...), the Comprehensive
Rules number it enforces, a name, a severity, its documentation in English (the docstring)
and Thai (DOC_TH), and `check(deck, context)` yielding findings. The runner collects every
rule's findings at once."""

from __future__ import annotations

from riftcheck.engine.verdicts.findings import Finding, sort_key
from riftcheck.games.mtg.deck import MagicContext, MagicDeck
from riftcheck.games.mtg.rules import (
    ban_list_date,
    banned,
    blank_line_groups,
    card_pool,
    colour_identity,
    command_zone,
    companion,
    commander_eligible,
    commander_pair,
    commander_singleton,
    commander_size,
    copies,
    main_size,
    no_sideboard,
    not_deck_card,
    printings_needed,
    restricted,
    set_aside,
    sideboard_size,
    unknown_card,
    unread_line,
)

ALL = (
    unknown_card, unread_line, not_deck_card, printings_needed, ban_list_date, blank_line_groups, set_aside,
    command_zone, companion, main_size, copies, sideboard_size, restricted, banned, card_pool,
    commander_size, commander_singleton, colour_identity, commander_eligible, commander_pair, no_sideboard,
)


def run(deck: MagicDeck, context: MagicContext) -> list[Finding]:
    """Every finding of every rule that applies to the format, in a stable order."""
    found = [finding for rule in ALL for finding in rule.check(deck, context)]
    return sorted(found, key=sort_key)


def summary(rule, lang: str = "en") -> str:
    return documentation(rule, lang).split("\n", 1)[0].strip()


def documentation(rule, lang: str = "en") -> str:
    return (rule.DOC_TH if lang == "th" else rule.__doc__).strip()

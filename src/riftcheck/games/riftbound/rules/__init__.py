"""The deck-construction rules, registered explicitly (no plugin discovery).

Each rule is a module with CODE (stable, e.g. "RC101"), RULE (the official number it enforces,
current numbering), DOCUMENT ("CR" Core Rules, "TR" Tournament Rules, or None for checks of
the input itself), NAME (dotted), SEVERITY, MESSAGES and HINTS (English and Thai templates), a
docstring that is its English documentation, DOC_TH (its Thai documentation), optionally
FACTS (riftcheck.games.riftbound.rules.from_data: a paragraph of the documentation written from data), and either
`check(deck, context)` or, for the 2v2 team rules, `check_team(deck, teammate, context)` (one
pair of teammates) or `check_members(deck, teammates, context)` (the team as registered), or,
for rules over a whole run's registrations, `check_repeat(player, first, context)`.

The documentation ends with examples that the tests run (tests/rules/documented_examples.py):
a heading such as "Failing (2v2, 2026-08-01):" or "Passing:" (a format and a date in brackets
choose the rules; anything else there is commentary), a blank line, and the whole deck as an
indented decklist, with "(comments)" after two spaces and "... N more cards" for filler.

A rule may also have `passes(deck, context)`: a quick look at the deck's zone facts
(riftcheck.games.riftbound.deck.ZoneFacts) that returns True only when `check` would find nothing, so that
`check` runs only for decks that may break the rule. `passes` may answer False for a deck
that turns out fine; it must never answer True for one that does not.
"""

from __future__ import annotations

from types import ModuleType

from riftcheck.engine.verdicts.findings import Finding, sort_key
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.formats import CheckContext
from riftcheck.games.riftbound.rules import (
    ban_announced,
    banned,
    battlefield_count,
    battlefield_names,
    blank_battlefield,
    card_alias,
    champion,
    champion_added,
    champion_chosen,
    code_name,
    copies,
    cut_card,
    header_count,
    identity,
    legend,
    legend_choices,
    limited_identity,
    limited_notes,
    main_size,
    malformed_line,
    new_set_card,
    player_twice,
    pool_cards,
    pool_note,
    preview_data,
    recorded_until,
    region_date,
    restricted,
    rune_deck,
    set_legality,
    sideboard_signatures,
    sideboard_size,
    signature_count,
    signature_tag,
    team_battlefields,
    team_legend,
    team_size,
    token_cards,
    unknown_card,
    unknown_fact,
    unknown_key,
    unknown_section,
    unread_note,
    zone_types,
)

RULES: tuple[ModuleType, ...] = (
    unknown_card,
    new_set_card,
    malformed_line,
    cut_card,
    card_alias,
    champion_chosen,
    champion_added,
    unknown_key,
    unknown_section,
    unread_note,
    code_name,
    header_count,
    preview_data,
    unknown_fact,
    legend,
    identity,
    main_size,
    champion,
    copies,
    signature_count,
    signature_tag,
    rune_deck,
    battlefield_count,
    battlefield_names,
    blank_battlefield,
    token_cards,
    zone_types,
    legend_choices,
    sideboard_size,
    sideboard_signatures,
    banned,
    ban_announced,
    recorded_until,
    set_legality,
    region_date,
    restricted,
    limited_identity,
    limited_notes,
    pool_cards,
    pool_note,
)
TEAM_RULES: tuple[ModuleType, ...] = (team_legend, team_battlefields)
MEMBERSHIP_RULES: tuple[ModuleType, ...] = (team_size,)
RUN_RULES: tuple[ModuleType, ...] = (player_twice,)
ALL: tuple[ModuleType, ...] = RULES + TEAM_RULES + MEMBERSHIP_RULES + RUN_RULES
_CHECKS = tuple((getattr(rule, "passes", None), rule.check) for rule in RULES)


def get(code_or_name: str) -> ModuleType:
    """The rule with this code ("RC101", any casing) or dotted name ("deck.legend.count").

    Raises KeyError naming the value when no rule has it.
    """
    wanted = code_or_name.strip().casefold()
    for rule in ALL:
        if wanted in (rule.CODE.casefold(), rule.NAME.casefold()):
            return rule
    raise KeyError(code_or_name)


def summary(rule: ModuleType, lang: str = "en") -> str:
    """The rule's one-line description: the first line of its documentation."""
    return documentation(rule, lang).split("\n", 1)[0].strip()


def documentation(rule: ModuleType, lang: str = "en") -> str:
    """The rule's documentation in `lang`; a rule with FACTS gets its `{facts}` paragraph
    written from data (riftcheck.games.riftbound.rules.from_data)."""
    text = (rule.DOC_TH if lang == "th" else rule.__doc__).strip()
    facts = getattr(rule, "FACTS", None)
    return text.replace("{facts}", facts(lang)) if facts else text


def run(deck: Deck, context: CheckContext) -> list[Finding]:
    """Every finding of every deck rule, in a stable order: zone, line, code."""
    return run_all([deck], context)[0]


def run_all(decks: list[Deck], context: CheckContext) -> list[list[Finding]]:
    """`run` for each deck. Each rule looks at every deck before the next rule starts: with
    one rule's code kept warm, a batch is checked measurably faster than deck by deck."""
    found: list[list[Finding]] = [[] for _ in decks]
    lifted = {rule.check for rule in RULES if rule.CODE in context.lifted}  # format data: `lifts`
    for passes, check in _CHECKS:
        if check in lifted:
            continue
        for findings, deck in zip(found, decks):
            if passes is None or not passes(deck, context):
                findings.extend(check(deck, context))
    for index, (findings, deck) in enumerate(zip(found, decks)):
        findings.sort(key=sort_key)
        found[index] = preview_data.mark(deck, findings)
    return found


def run_team(deck: Deck, teammate: Deck, context: CheckContext) -> list[Finding]:
    """The 2v2 team rules' findings about `deck`, given its teammate's deck.

    Call once per deck of the team so that each deck's report has its own lines.
    """
    findings = [finding for rule in TEAM_RULES for finding in rule.check_team(deck, teammate, context)]
    return sorted(findings, key=sort_key)


def run_members(deck: Deck, teammates: list[Deck], context: CheckContext) -> list[Finding]:
    """The 2v2 findings about `deck`, given the other decks registered in its team (none, one,
    or more than one): the team's size, and the pair rules against each of them."""
    findings = [finding for rule in MEMBERSHIP_RULES for finding in rule.check_members(deck, teammates, context)]
    for teammate in teammates:
        findings += [finding for rule in TEAM_RULES for finding in rule.check_team(deck, teammate, context)]
    return sorted(findings, key=sort_key)


def run_repeat(player: str, first: str, context: CheckContext) -> list[Finding]:
    """The findings about a registration of `player`, who already registered at `first` in this run."""
    return [finding for rule in RUN_RULES for finding in rule.check_repeat(player, first, context)]

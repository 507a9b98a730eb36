"""The deck-construction rules, registered explicitly (no plugin discovery).

Each rule is a module with CODE (stable, e.g. "RC101"), RULE (the official number it enforces,
current numbering), DOCUMENT ("CR" Core Rules, "TR" Tournament Rules, or None for checks of
the input itself), NAME (dotted), SEVERITY, MESSAGES and HINTS (English and Thai templates), a
docstring that is its English documentation, DOC_TH (its Thai documentation) and either
`check(deck, context)` or, for the 2v2 team rules, `check_team(deck, teammate, context)`.

A rule may also have `passes(deck, context)`: a quick look at the deck's zone facts
(riftcheck.deck.ZoneFacts) that returns True only when `check` would find nothing, so that
`check` runs only for decks that may break the rule. `passes` may answer False for a deck
that turns out fine; it must never answer True for one that does not.
"""

from __future__ import annotations

from types import ModuleType

from riftcheck.deck import Deck
from riftcheck.findings import Finding, sort_key
from riftcheck.formats import CheckContext
from riftcheck.rules import (
    banned,
    battlefield_count,
    battlefield_names,
    champion,
    champion_chosen,
    copies,
    identity,
    legend,
    main_size,
    malformed_line,
    preview_data,
    restricted,
    rune_deck,
    set_legality,
    sideboard_signatures,
    sideboard_size,
    signature_count,
    signature_tag,
    team_battlefields,
    team_legend,
    tokens,
    unknown_card,
    zone_types,
)

RULES: tuple[ModuleType, ...] = (
    unknown_card,
    malformed_line,
    champion_chosen,
    preview_data,
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
    tokens,
    zone_types,
    sideboard_size,
    sideboard_signatures,
    banned,
    set_legality,
    restricted,
)
TEAM_RULES: tuple[ModuleType, ...] = (team_legend, team_battlefields)
ALL: tuple[ModuleType, ...] = RULES + TEAM_RULES
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
    text = rule.DOC_TH if lang == "th" else rule.__doc__
    return text.strip()


def run(deck: Deck, context: CheckContext) -> list[Finding]:
    """Every finding of every deck rule, in a stable order: zone, line, code."""
    return run_all([deck], context)[0]


def run_all(decks: list[Deck], context: CheckContext) -> list[list[Finding]]:
    """`run` for each deck. Each rule looks at every deck before the next rule starts: with
    one rule's code kept warm, a batch is checked measurably faster than deck by deck."""
    found: list[list[Finding]] = [[] for _ in decks]
    for passes, check in _CHECKS:
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

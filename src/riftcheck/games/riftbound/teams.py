"""2v2 teams: which decks are teammates, and a team's decks checked alone and together (CR 491).

A checker is passed in (riftcheck.games.riftbound.checker.Checker: its `deck`, `verdict`, `context` and
`options`); this module does not import it.
"""

from __future__ import annotations

from collections.abc import Iterator

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any

    from riftcheck.games.riftbound.deck import Deck
    from riftcheck.engine.verdicts.result import DeckResult


def teammates(decks: list[Deck]) -> list[list[Deck]]:
    """For each deck of one input, the other decks registered in its team (none without one)."""
    by_team: dict[str, list[Deck]] = {}
    for deck in decks:
        if deck.team:
            by_team.setdefault(deck.team, []).append(deck)
    return [[other for other in by_team[deck.team] if other is not deck] if deck.team else [] for deck in decks]


def team_verdicts(checker: Any, decks: list[Deck]) -> list[DeckResult]:
    """`--team A B`: the two teammates' verdicts, each deck checked alone and against the
    other; when there are not two (a list could not be read), each alone, and told so."""
    if len(decks) != 2:
        return [checker.verdict(deck, []) for deck in decks]
    first, second = decks
    if checker.context.limited is not None and first.pool is not None and first.pool_source == second.pool_source:
        first.pool_partner, second.pool_partner = second, first  # 2v2 sealed: one pool per team (TR 603.6)
    return [checker.verdict(first, [second]), checker.verdict(second, [first])]


def team_results(checker: Any, teams: list[str]) -> Iterator[DeckResult]:
    """`--team A B`: two teammates' decks read from their files, each checked alone and
    against the other; an unreadable file gets the verdict saying so."""
    from riftcheck.engine.inputs.inputs import or_why_not
    from riftcheck.engine.verdicts.result import unreadable
    from riftcheck.games.riftbound.decklist.detect import read_path

    lang = checker.options.lang
    read = {path: or_why_not(path, lang, read_path, path, checker.options.input_format) for path in teams}
    decks: list[Deck] = []
    for source in teams:
        if isinstance(read[source], str):
            yield unreadable(source, read[source])
        else:
            decks += [checker.deck(decklist, source) for decklist in read[source]]
    yield from team_verdicts(checker, decks)

"""A resolved deck and its rendered findings made into the verdict reporters are given."""

from __future__ import annotations

from riftcheck.engine.verdicts.result import LEGAL, DeckResult, verdict_status

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from riftcheck.games.riftbound.cards.model import Card
    from riftcheck.games.riftbound.deck import Deck

COUNTED_ZONES = ("main", "runes", "battlefields", "sideboard")


def deck_result(deck: Deck, findings: list, identity: list[str] | None = None) -> DeckResult:
    """The verdict; `identity` replaces the legend's domains in the summary (limited play)."""
    legend = deck.legend
    champion = deck.champion
    facts = deck.facts()
    counts = {"main": facts["main"].count + facts["champion"].count}
    for zone in COUNTED_ZONES[1:]:
        counts[zone] = facts[zone].count
    legal = verdict_status(findings) == LEGAL
    return DeckResult(deck.source, deck.name, deck.player, legend.name if legend else None,
                      champion.name if champion else None, legal, counts, findings, _summary(deck, legend, identity),
                      team=deck.team, player_id=deck.player_id)


def _summary(deck: Deck, legend: Card | None, identity: list[str] | None) -> dict:
    if identity is None:
        identity = list(legend.domains) if legend else []
    return {"signature": deck.signature_copies("main", "champion"), "identity": identity}

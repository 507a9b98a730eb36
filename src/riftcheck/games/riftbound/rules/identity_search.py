"""Finding a limited deck's Domain Identity (TR 602.4.a.3, 602.4.b.4).

A sealed or draft player does not declare an identity: it may be any three domains, or one
domain beside the legend's (the numbers come from the format data). riftcheck looks for an
identity that takes every card of the deck; when there is none, it names the identity that
takes the most copies and the cards it leaves out. The sideboard is the rest of the pool
(602.4.a.7), so it is not part of the search.
"""

from __future__ import annotations

from itertools import combinations

from riftcheck.engine.values import FrozenValue
from riftcheck.games.riftbound.cards.model import Card
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.formats import LimitedRules
from riftcheck.games.riftbound.rules.base import fits_zone

SEARCHED = ("champion", "main", "runes", "battlefields")


class IdentitySearch(FrozenValue):
    """`identity`: the domains found (or the closest identity when `outside` is not empty),
    in the order the deck first uses them; `from_legend` says whether it is the legend's
    domains and more rather than any few; `outside` are the entries the identity leaves out."""

    __slots__ = _fields = ("identity", "from_legend", "outside")

    def __init__(self, identity: tuple[str, ...], from_legend: bool,
                 outside: tuple[tuple[str, DeckCard, Card], ...]) -> None:
        self._freeze(identity, from_legend, outside)

    @property
    def found(self) -> bool:
        return not self.outside

    @property
    def name(self) -> str:
        """The identity as players write it: "Fury/Calm/Mind"."""
        return "/".join(self.identity)


def search(deck: Deck, rules: LimitedRules) -> IdentitySearch:
    entries = [(zone, item, card) for zone, item, card in deck.identified(*SEARCHED)
               if card.domains and fits_zone(card, zone)]
    legend = deck.legend
    legend_domains = legend.domains if legend else ()
    deck_domains = {domain for _zone, _item, card in entries for domain in card.domains}
    # The legend's domains first, as players name identities, then the order the deck uses them.
    used = _in_order([*(domain for domain in legend_domains if domain in deck_domains),
                      *(domain for _zone, _item, card in entries for domain in card.domains)])
    candidates = [(identity, False) for identity in _any(used, rules.any_domains)]
    if legend is not None:
        beyond = [domain for domain in used if domain not in legend_domains]
        candidates += [((*legend_domains, *extra), True)
                       for extra in combinations(beyond, min(rules.beyond_legend, len(beyond)))]
    best = max(candidates, key=lambda candidate: _copies_inside(entries, candidate[0]))
    identity, from_legend = best
    outside = tuple(entry for entry in entries if not set(entry[2].domains).issubset(identity))
    return IdentitySearch(identity, from_legend, outside)


def _any(used: list[str], size: int) -> list[tuple[str, ...]]:
    """Identities of `size` domains worth trying: those made of domains the deck uses."""
    if len(used) <= size:
        return [tuple(used)]
    return list(combinations(used, size))


def _copies_inside(entries: list[tuple[str, DeckCard, Card]], identity: tuple[str, ...]) -> int:
    return sum(item.count for _zone, item, card in entries if set(card.domains).issubset(identity))


def _in_order(domains) -> list[str]:
    return list(dict.fromkeys(domains))

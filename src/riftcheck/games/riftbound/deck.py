"""A resolved deck: every entry of a decklist matched to a card (or marked unknown) by zone."""

from __future__ import annotations

from collections.abc import Callable

from riftcheck.engine.values import Value
from riftcheck.games.riftbound.cards.model import Card, Printing
from riftcheck.games.riftbound.decklist.model import (
    ZONES,
    Entry,
    HeaderCount,
    ParseProblem,
    UnknownKey,
    UnknownSection,
)


class DeckCard(Value):
    """`count` copies of one decklist entry; `card` is None when the reference is unknown."""

    __slots__ = _fields = ("count", "entry", "card", "printing", "near_miss", "named", "alias")

    def __init__(self, count: int, entry: Entry, card: Card | None = None, printing: Printing | None = None,
                 near_miss: bool = False, named: Card | None = None, alias: str | None = None) -> None:
        self.count, self.entry, self.card, self.printing = count, entry, card, printing
        self.near_miss = near_miss  # unknown, and a known name written wrongly (Resolution.near_miss)
        self.named = named  # the other card the entry's name names when its code decided (Resolution.named)
        self.alias = alias  # the local name the card aliases file read as `card` (Resolution.alias)

    @property
    def name(self) -> str:
        return self.card.name if self.card else self.entry.text

    @property
    def line(self) -> int | None:
        return self.entry.line


_CLOSING_BRACKETS = ")] "  # and a space, though entries are stripped: to look closer is always safe


class ZoneFacts:
    """What the rules ask of one zone, gathered in a single pass over its entries.

    Rules read these to see at once that a deck passes them, and look at single entries only
    when it may not. Copies of unidentified entries count in `count` and `unknown` alone.
    """

    __slots__ = ("count", "unknown", "known", "copies", "types", "domains", "tokens", "signed", "tightest_limit",
                 "provisional", "bracketed", "named", "aliased")

    def __init__(self, zone: str, items: list[DeckCard]) -> None:
        count = unknown = tokens = 0
        known: list[tuple[str, DeckCard, Card]] = []
        copies: dict[str, int] = {}
        types: set[str] = set()
        domains: set[str] = set()
        signed: list[tuple[DeckCard, Card]] | tuple = ()
        provisional: list[Card] | tuple = ()
        bracketed: list[DeckCard] | tuple = ()
        named: list[DeckCard] | tuple = ()
        aliased: list[DeckCard] | tuple = ()
        tightest = None
        for item in items:
            card = item.card
            copies_of_item = item.count
            count += copies_of_item
            if item.entry.text[-1:] in _CLOSING_BRACKETS:  # "" too: only says where to look closer
                bracketed = [*bracketed, item]
            if card is None:
                unknown += copies_of_item
                continue
            known.append((zone, item, card))
            if item.named is not None:
                named = [*named, item]
            if item.alias is not None:
                aliased = [*aliased, item]
            name = card.name
            copies[name] = copies.get(name, 0) + copies_of_item
            types.add(card.type)
            domains.update(card.domains)
            if card.is_unusual:  # a token, a Signature card or preview data: few cards are
                if card.is_token:
                    tokens += copies_of_item
                if card.is_signature:
                    signed = [*signed, (item, card)]
                if card.provisional:
                    provisional = [*provisional, card]
            limit = card.deck_limit
            if limit is not None and (tightest is None or limit < tightest):
                tightest = limit
        self.count = count
        self.unknown = unknown
        self.known = known  # (zone, entry, card) for each identified entry, in decklist order
        self.copies = copies  # card name -> copies of it in the zone
        self.types = types
        self.domains = domains
        self.tokens = tokens  # copies of tokens
        self.signed = signed  # entries of Signature cards (CR 103.3.d)
        self.tightest_limit: int | None = tightest  # the lowest copy limit of its cards
        self.provisional = provisional  # cards whose facts come from preview data
        self.bracketed = bracketed  # entries whose text ends in a bracket, where a note may be
        self.named = named  # identified entries whose name names another card than their code
        self.aliased = aliased  # identified entries read through the card aliases file


class Note(Value):
    """Something the resolver decided that the player should know (reported as info): its
    `key` (e.g. "champion-chosen", "placed-by-type"), zone, card and line."""

    __slots__ = _fields = ("key", "zone", "card", "line")

    def __init__(self, key: str, zone: str | None, card: str | None, line: int | None = None) -> None:
        self.key, self.zone, self.card, self.line = key, zone, card, line


def _no_suggestions(text: str) -> tuple[str, ...]:
    return ()


class Deck(Value):
    """A decklist's entries matched to cards, by zone, with what reading it found.

    `header_counts` are the headers that give their section's size, `unknown_sections` the
    cards under unknown headers, `cut` the lines giving a card no copies (``0 Stupefy``),
    `short_names` a champion's name alone as the legend or Chosen Champion with the cards that
    have it, when several do, `additional_legends` the legends registered beside the starting
    legend because a card asks for them (CR 103.1). `pool` is the limited pool the deck was
    built from (TR 602.1.a.1), None when none was given; `pool_source` says where it came from,
    and a 2v2 teammate sharing it is `pool_partner`. `suggest` gives close card names for an
    unknown reference ("did you mean"), from the resolver that read it.
    """

    _fields = ("source", "input_format", "zones", "name", "player", "player_id", "team", "problems", "notes",
               "unknown_keys", "more_unknown_keys", "unknown_sections", "header_counts", "cut", "short_names",
               "additional_legends", "pool", "pool_source", "pool_partner")
    __slots__ = (*_fields, "suggest", "_identified", "_facts", "_names", "_legend")

    def __init__(self, source: str, input_format: str, zones: dict[str, list[DeckCard]] | None = None,
                 name: str | None = None, player: str | None = None, player_id: str | None = None,
                 team: str | None = None, problems: list[ParseProblem] | None = None, notes: list[Note] | None = None,
                 unknown_keys: list[UnknownKey] | None = None, more_unknown_keys: int = 0,
                 unknown_sections: list[UnknownSection] | None = None, header_counts: list[HeaderCount] | None = None,
                 cut: list[Entry] | None = None, short_names: dict[str, tuple[str, ...]] | None = None,
                 additional_legends: list[DeckCard] | None = None, pool: list[DeckCard] | None = None,
                 pool_source: str | None = None, pool_partner: Deck | None = None,
                 suggest: Callable[[str], tuple[str, ...]] = _no_suggestions) -> None:
        self.source, self.input_format = source, input_format
        self.zones = {zone: [] for zone in ZONES} if zones is None else zones
        self.name, self.player, self.player_id, self.team = name, player, player_id, team
        self.problems = [] if problems is None else problems
        self.notes = [] if notes is None else notes
        self.unknown_keys = [] if unknown_keys is None else unknown_keys
        self.more_unknown_keys = more_unknown_keys
        self.unknown_sections = [] if unknown_sections is None else unknown_sections
        self.header_counts = [] if header_counts is None else header_counts
        self.cut = [] if cut is None else cut
        self.short_names = {} if short_names is None else short_names
        self.additional_legends = [] if additional_legends is None else additional_legends
        self.pool, self.pool_source, self.pool_partner = pool, pool_source, pool_partner
        self.suggest = suggest
        self._identified: dict[tuple[str, ...], list[tuple[str, DeckCard, Card]]] = {}
        self._facts: dict[str, ZoneFacts] | None = None
        self._names: frozenset[str] | None = None
        self._legend: Card | None = None  # kept with the zone facts: see `legend`

    def cards(self, zone: str) -> list[DeckCard]:
        return self.zones.get(zone, [])

    def identified(self, *zones: str) -> list[tuple[str, DeckCard, Card]]:
        """(zone, entry, card) for every identified entry of `zones`, in decklist order.

        Every rule reads the deck this way, many of them the same zones, so each answer is
        kept: ask only once the deck is complete (resolve_deck, which builds it, never does).
        """
        facts = self.facts()
        if len(zones) == 1:
            return facts[zones[0]].known
        found = self._identified.get(zones)
        if found is None:
            found = self._identified[zones] = [entry for zone in zones for entry in facts[zone].known]
        return found

    def facts(self) -> dict[str, ZoneFacts]:
        """ZoneFacts by zone, for every zone of ZONES; kept, like `identified`, so ask only once
        the deck is complete."""
        if self._facts is None:
            self._facts = {zone: ZoneFacts(zone, self.zones.get(zone, [])) for zone in ZONES}
            self._legend = self._first_legend()
        return self._facts

    def signature_copies(self, *zones: str) -> int:
        """Copies of Signature cards in `zones` (CR 103.3.d)."""
        facts = self.facts()
        copies = 0
        for zone in zones:
            for item, _card in facts[zone].signed:  # few decks have any
                copies += item.count
        return copies

    def known_names(self) -> frozenset[str]:
        """The name of every identified card in the deck's zones (ZONES)."""
        if self._names is None:
            self._names = frozenset().union(*[zone.copies for zone in self.facts().values()])
        return self._names

    def count(self, zone: str) -> int:
        return sum(item.count for item in self.cards(zone))

    def unknown_count(self, zone: str) -> int:
        return sum(item.count for item in self.cards(zone) if item.card is None)

    @property
    def main_count(self) -> int:
        """Main deck size as the rules count it: the chosen champion included (TR 402.1)."""
        return self.count("main") + self.count("champion")

    @property
    def legend(self) -> Card | None:
        """The Champion Legend the deck is checked against: the first one listed when a list
        has several (the legend rule reports the extra ones). Kept once the zone facts are
        gathered, as most rules and the verdict ask (measured: 3% of a deck's rules and verdict)."""
        if self._facts is not None:
            return self._legend
        return self._first_legend()

    def _first_legend(self) -> Card | None:
        for item in self.cards("legend"):
            if item.card and item.card.is_legend:
                return item.card
        return None

    @property
    def champion(self) -> DeckCard | None:
        chosen = self.cards("champion")
        return chosen[0] if chosen else None

"""The numbers behind `riftcheck show`: a deck's shape at a glance, computed from a Deck.

The main deck here is the one the rules count (TR 402.1): the main zone plus the chosen
champion. Nothing is rendered here; the command draws these numbers or prints them as JSON.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field

from riftcheck.games.riftbound.cards.model import DOMAINS, Card
from riftcheck.games.riftbound.deck import Deck, DeckCard

COLOURLESS = "Colourless"
MAIN_TYPES = ("Unit", "Spell", "Gear")
CURVE_TOP = 7  # energy costs from here up share the last bar, "7+"
UNKNOWN = "unknown"


@dataclass(slots=True)
class Named:
    """A legend or champion with its domains."""

    name: str
    domains: list[str]


@dataclass(slots=True)
class DeckSummary:
    """Every number `show` displays. Count maps keep a fixed, meaningful order."""

    name: str | None
    legend: Named | None
    champion: Named | None
    counts: dict[str, int]  # cards per zone; "main" includes the chosen champion
    curve: dict[str, int]  # main-deck cards by energy cost: "0" ... "6", "7+"
    types: dict[str, int]  # main-deck cards by type: Unit, Spell, Gear, then any other
    domains: dict[str, int]  # main-deck cards by domain; a two-domain card counts for both
    rune_domains: dict[str, int]
    signatures: int  # Signature cards in the main deck
    might: dict[str, int]  # main-deck units by might, lowest first
    unknown: int  # cards in any zone that the card database does not know
    code: str
    code_leaves_out: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return asdict(self)


def summarize(deck: Deck) -> DeckSummary:
    from riftcheck.games.riftbound.writers.code import deck_code

    main = [*deck.cards("champion"), *deck.cards("main")]
    code, leaves_out = deck_code(deck)
    return DeckSummary(
        name=deck.name,
        legend=_named(_first_legend(deck)),
        champion=_named(deck.champion.card if deck.champion else None),
        counts=zone_counts(deck),
        curve=energy_curve(main),
        types=type_counts(main),
        domains=domain_counts(main),
        rune_domains=domain_counts(deck.cards("runes")),
        signatures=sum(item.count for item in main if item.card and item.card.is_signature),
        might=might_counts(main),
        unknown=sum(deck.unknown_count(zone) for zone in deck.zones),
        code=code,
        code_leaves_out=leaves_out,
    )


def _first_legend(deck: Deck) -> Card | None:
    """The deck's legend; with several in the legend zone, the first (counts show the rest)."""
    return next((item.card for item in deck.cards("legend") if item.card and item.card.is_legend), None)


def _named(card: Card | None) -> Named | None:
    return Named(card.name, list(card.domains)) if card else None


def zone_counts(deck: Deck) -> dict[str, int]:
    counts = {zone: deck.count(zone) for zone in ("legend", "main", "battlefields", "runes", "sideboard")}
    counts["main"] = deck.main_count
    return counts


def energy_curve(items: list[DeckCard]) -> dict[str, int]:
    """Copies by energy cost; cards without a known cost are left out (see `unknown`)."""
    curve = {str(cost): 0 for cost in range(CURVE_TOP)} | {f"{CURVE_TOP}+": 0}
    for item in items:
        if item.card and item.card.energy is not None:
            cost = item.card.energy
            curve[str(cost) if cost < CURVE_TOP else f"{CURVE_TOP}+"] += item.count
    return curve


def type_counts(items: list[DeckCard]) -> dict[str, int]:
    counts = Counter({kind: 0 for kind in MAIN_TYPES})
    for item in items:
        counts[item.card.type if item.card else UNKNOWN] += item.count
    return dict(counts)


def domain_counts(items: list[DeckCard]) -> dict[str, int]:
    """Copies by domain in the order of DOMAINS, colourless and then unknown (a preview card whose
    domains are left open) last; only domains that appear."""
    counts: Counter[str] = Counter()
    for item in items:
        if item.card is not None:
            unset = (UNKNOWN,) if "domains" in item.card.unknown else (COLOURLESS,)
            for domain in item.card.domains or unset:
                counts[domain] += item.count
    return {domain: counts[domain] for domain in (*DOMAINS, COLOURLESS, UNKNOWN) if counts[domain]}


def might_counts(items: list[DeckCard]) -> dict[str, int]:
    counts: Counter[int] = Counter()
    for item in items:
        if item.card and item.card.type == "Unit" and item.card.might is not None:
            counts[item.card.might] += item.count
    return {str(might): counts[might] for might in sorted(counts)}

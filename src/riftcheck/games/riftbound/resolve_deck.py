"""Turn a Decklist (as written) into a Deck (cards by zone).

Lists without sections are sorted by card type; a champion copy that the format counts
inside the main deck is taken out of it; where no chosen champion is marked, the first
champion unit carrying the legend's tag is chosen and the choice is noted.

A deck code does not say whether its main array counts the champion's copy (Piltover Archive
does, riftdecks does not): the number of main deck cards in it tells. Five or six headerless
blocks are sorted by their cards' types, in any order; failing that, blocks read by position
(the older Piltover Archive export) stand only when the first is a legend and the second a
champion unit; otherwise every card is placed by its type. A domain alone in the rune deck and
a champion's name alone as the legend or the Chosen Champion are read as the one card they can
be.
"""

from __future__ import annotations

from riftcheck.games.riftbound.cards.model import Card, Printing
from riftcheck.games.riftbound.cards.resolve import Resolver
from riftcheck.games.riftbound.deck import Deck, DeckCard, Note
from riftcheck.games.riftbound.decklist.model import (
    ADDITIONAL_LEGENDS,
    BLANK_BATTLEFIELD,
    POOL,
    UNSORTED,
    ZONES,
    Decklist,
    Entry,
)

_ZONE_BY_TYPE = {"Legend": "legend", "Battlefield": "battlefields", "Rune": "runes"}
_READ_ORDER = (*ZONES, UNSORTED)
# A blank battlefield (TR 602.1.a.3): no domain, no printing, as many as the player likes.
BLANK = Card(name=BLANK_BATTLEFIELD, type="Battlefield", deck_limit=None)


def default_main_deck_cards() -> int:
    """The main deck size of the default format on today's date, from data/formats: what a
    deck code is compared with when no format is given (riftcheck convert)."""
    from riftcheck.games.riftbound import formats
    from riftcheck.engine.today import today

    size = formats.context(formats.DEFAULT_FORMAT, today()).main_deck
    return size.exactly or size.at_least


def resolve_deck(decklist: Decklist, resolver: Resolver, blank_battlefields: bool = False,
                 main_deck_cards: int | None = None) -> Deck:
    """The deck of `decklist`; with `blank_battlefields` (limited play), battlefield lines
    naming BLANK_BATTLEFIELD are blank battlefields rather than unknown cards.

    `main_deck_cards` is the format's main deck size: a deck code whose main array holds one
    main deck card fewer, champion's copies included, is read as leaving the champion out;
    None takes the default format's size (default_main_deck_cards).
    """
    deck = Deck(
        source=decklist.source,
        input_format=decklist.input_format,
        name=decklist.name,
        player=decklist.player,
        player_id=decklist.player_id,
        team=decklist.team,
        problems=list(decklist.problems),
        unknown_keys=list(decklist.unknown_keys),
        more_unknown_keys=decklist.more_unknown_keys,
        header_counts=list(decklist.header_counts),
        cut=list(decklist.cut),
        suggest=resolver.suggest,
    )
    zones = _sections_settled(decklist, deck, resolver)
    sorted_blocks = _blocks_by_type(decklist.blocks, resolver, main_deck_cards) if decklist.blocks else None
    if sorted_blocks is not None:
        zones = sorted_blocks
    elif (decklist.blocks or decklist.legacy_blocks) and not (
            decklist.legacy_blocks and _legacy_types_fit(decklist, resolver)):
        zones = {UNSORTED: sorted((entry for zone in _READ_ORDER for entry in zones.get(zone, ())),
                                  key=lambda entry: entry.line or 0)}
    for zone in _READ_ORDER:
        entries = zones.get(zone)
        if not entries:
            continue
        items = _resolved(entries, resolver, blank_battlefields and zone == "battlefields")
        placed = deck.zones.get(zone)  # None for unsorted entries, placed one by one by type
        if placed is not None:
            placed += items
            continue
        for item in items:
            card = item.card
            deck.zones[_ZONE_BY_TYPE.get(card.type, "main") if card else "main"].append(item)
    _read_short_names(deck, resolver)
    extra = decklist.zones.get(ADDITIONAL_LEGENDS)
    if extra:
        deck.additional_legends = _resolved(extra, resolver)
    pool = decklist.zones.get(POOL)
    if pool:
        deck.pool = _resolved(pool, resolver)
    in_main = decklist.champion_in_main
    if in_main is None:
        in_main = _counts_champion(deck, main_deck_cards or default_main_deck_cards())
    if in_main:
        _take_champion_from_main(deck)
    if not deck.cards("champion"):
        _choose_champion(deck)
    return deck


def _sections_settled(decklist: Decklist, deck: Deck, resolver: Resolver) -> dict[str, list[Entry]]:
    """The decklist's zones once each bare line that may have been a header is settled: a card
    name, or a line close to one ("three Stupefy", "Lonely Poor": a card written without a
    count), leaves the cards after it in their section and stays a problem; anything else is an
    unknown header, whose cards are reported apart."""
    zones = decklist.zones
    for section in decklist.unknown_sections:
        zone = section.maybe_card_in
        found = resolver.resolve(section.header) if zone is not None else None
        if found is not None and (found.card is not None or found.near_miss or resolver.suggest(section.header)):
            if zones is decklist.zones:
                zones = {name: list(entries) for name, entries in zones.items()}
            zones[zone] = sorted([*zones.get(zone, ()), *section.entries], key=lambda entry: entry.line or 0)
            continue
        if zone is not None:
            deck.problems = [problem for problem in deck.problems if problem.line != section.line]
        deck.unknown_sections.append(section)
    return zones


def _blocks_by_type(blocks: list[list[Entry]], resolver: Resolver,
                    main_deck_cards: int | None) -> dict[str, list[Entry]] | None:
    """Headerless blocks as zones by their cards' types, in any order: a block of legends, of
    runes, of battlefields; of other cards, a lone champion unit before the others is the chosen
    champion, the next the main deck, and one more the sideboard when the main deck is complete
    without it. None when a block mixes types, holds an unknown card, or leaves a doubt."""
    zones: dict[str, list[Entry]] = {}
    for block in blocks:
        zone = _block_zone([found.card for found in resolver.resolve_entries(block)], block, zones)
        if zone is None or zone in zones:
            return None
        zones[zone] = block
    if "sideboard" in zones:
        main = sum([entry.count for zone in ("champion", "main") for entry in zones.get(zone, ())])
        if main != (main_deck_cards or default_main_deck_cards()):
            return None
    return zones


def _block_zone(cards: list[Card | None], block: list[Entry], zones: dict[str, list[Entry]]) -> str | None:
    if not cards or None in cards:
        return None
    types = {_ZONE_BY_TYPE.get(card.type, "main") for card in cards}
    if len(types) != 1:
        return None
    zone = types.pop()
    if zone != "main":
        return zone
    if "main" in zones:
        return "sideboard"
    lone = len(block) == 1 and block[0].count == 1 and cards[0].is_champion_unit
    return "champion" if lone and "champion" not in zones else "main"


def _read_short_names(deck: Deck, resolver: Resolver) -> None:
    """Unknown names that a zone makes plain: a domain alone in the rune deck (``7 Calm``) is
    that domain's rune, and a champion's name alone as the legend or the Chosen Champion
    (``Lillia``) is the one legend or champion unit of that name, when only one has it."""
    for zone, kind in (("legend", "Legend"), ("champion", "Unit"), ("runes", "Rune")):
        items = deck.zones[zone]
        for index, item in enumerate(items):
            if item.card is None and not item.entry.code:
                named = _short_name(item.entry.text, kind, resolver)
                if len(named) == 1:
                    items[index] = DeckCard(item.count, item.entry, named[0])
                elif named:
                    deck.short_names[item.entry.text] = tuple(card.name for card in named)


def _short_name(text: str, kind: str, resolver: Resolver) -> list[Card]:
    """The cards of type `kind` that `text` may name when written short."""
    written = " ".join(text.casefold().split())
    if kind == "Rune":
        found = resolver.resolve(f"{text} Rune").card
        return [found] if found is not None and found.type == "Rune" else []
    if not written or "," in written:
        return []
    return [card for card in resolver.db.cards if card.type == kind and (kind == "Legend" or card.is_champion_unit)
            and card.name.casefold().split(",")[0].strip() == written]


def _legacy_types_fit(decklist: Decklist, resolver: Resolver) -> bool:
    """Whether the first block is a legend and the second a champion unit."""
    legend, champion = resolver.resolve_entries([*decklist.entries("legend"), *decklist.entries("champion")])
    return bool(legend.card and legend.card.type == "Legend" and champion.card and champion.card.is_champion_unit)


def _counts_champion(deck: Deck, main_deck_cards: int) -> bool:
    """Whether a deck code's main array counts the champion's copy: it does unless its main deck
    cards number one fewer than a full main deck (riftdecks: 39 and the champion in the trailer),
    which is noted. A main array without the champion's card leaves no doubt: it does not; a
    champion pointing at a card outside the main deck (a rune) is counted as Piltover Archive does."""
    champion = deck.champion
    if champion is None or champion.card is None:
        return False
    name = champion.card.name
    holders = [zone for zone in _CHAMPION_COPY_ZONES
               if any(item.card is not None and item.card.name == name for item in deck.cards(zone))]
    if not holders:
        return False
    if holders[0] != "main":
        return True
    counted = sum([item.count for item in deck.cards("main")])
    if counted == main_deck_cards - 1:
        deck.notes.append(Note("champion-added", "champion", champion.card.name, champion.line))
        return False
    return True


def resolve_pool(decklists: list[Decklist], resolver: Resolver) -> list[DeckCard]:
    """The cards of a limited pool file: its Pool section when it has one (a registration
    sheet), else every entry of every section (a plain list of "N Card Name" lines)."""
    sheets = [decklist.zones[POOL] for decklist in decklists if decklist.zones.get(POOL)]
    entries = [entry for section in sheets for entry in section] if sheets else [
        entry for decklist in decklists for section in decklist.zones.values() for entry in section]
    return _resolved(entries, resolver)


def _resolved(entries: list[Entry], resolver: Resolver, blanks: bool = False) -> list[DeckCard]:
    if blanks:
        wanted = BLANK_BATTLEFIELD.casefold()
        is_blank = [entry.text.strip().casefold() == wanted for entry in entries]
        if any(is_blank):
            others = iter(_resolved([entry for entry, blank in zip(entries, is_blank) if not blank], resolver))
            return [DeckCard(entry.count, entry, BLANK) if blank else next(others)
                    for entry, blank in zip(entries, is_blank)]
    return [
        DeckCard(entry.count, entry, found.card, found.printing, found.near_miss, found.named, found.alias)
        for entry, found in zip(entries, resolver.resolve_entries(entries))
    ]


def _take_one(deck: Deck, zone: str, name: str, printing: Printing | None = None) -> DeckCard | None:
    """Remove one copy of `name` from `zone`, from an entry of `printing` when there is one;
    returns the entry it came from."""
    entries = deck.zones[zone]
    named = [index for index, item in enumerate(entries) if item.card is not None and item.card.name == name]
    if not named:
        return None
    same_print = [index for index in named if printing is not None and entries[index].printing == printing]
    index = (same_print or named)[0]
    item = entries[index]
    if item.count > 1:
        item.count -= 1
    else:
        del entries[index]
    return item


# Where a list that counts the champion's copy among its main cards (a deck code's main array)
# may have placed that copy by its type: a deck code may point at any card as the champion.
_CHAMPION_COPY_ZONES = ("main", "runes", "battlefields", "legend")


def _take_champion_from_main(deck: Deck) -> None:
    champion = deck.champion
    if champion and champion.card:
        for zone in _CHAMPION_COPY_ZONES:
            if _take_one(deck, zone, champion.card.name, champion.printing):
                return


def _choose_champion(deck: Deck) -> None:
    legend = deck.legend
    if legend is None:
        return
    for item in deck.cards("main"):
        card = item.card
        if card and card.is_champion_unit and legend.champion_tag in card.tags:
            source = _take_one(deck, "main", card.name)
            deck.zones["champion"].append(DeckCard(1, source.entry, card, source.printing))
            deck.notes.append(Note("champion-chosen", "champion", card.name, source.entry.line))
            return

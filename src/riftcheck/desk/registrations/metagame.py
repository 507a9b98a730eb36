"""The metagame of an event's published lists: how many decks play each leader and each
colour, drawn as small SVG bar charts on the server, so the page keeps its strict
Content-Security-Policy and needs no script.

A leader and its colours are what riftcheck.api.identities says of the deck in the event's
game: a Riftbound legend and its domains (each of a legend's two domains counts the deck), or
Magic's commanders and their colour identity (outside Commander, the colours the deck's cards
have; a deck of none counts as colourless). A Magic format without commanders has no leaders,
so its page draws the colours alone."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from django.utils.translation import gettext_lazy

from riftcheck.games.riftbound.deck_shape import DOMAINS

BAR_HEIGHT, GAP, LABEL_WIDTH, CHART_WIDTH = 22, 6, 230, 520
# One colour per domain, as the game's rune colours; legends take the first of theirs.
OTHER = "#6b7280"


@dataclass(frozen=True)
class Palette:
    """A game's colours as its metagame charts them: the charts' titles; the colours in the
    game's order, each with its name on the chart and its bar colour; whether every deck has a
    leader (a Riftbound legend; a Magic format without commanders has none); and the label of
    the bar of decks of no colour, for a game that counts them."""

    titles: tuple[object, object]  # (by leader, by colour)
    colours: dict[str, tuple[object, str]]  # colour -> (its label, its bar colour)
    leaders_always: bool
    colourless: object | None = None


# Riftbound's domains, in the game's order, as the game's rune colours.
_DOMAIN_COLOURS = {"Fury": "#c8372d", "Calm": "#2f8f5b", "Mind": "#2b6cb0", "Body": "#d97706", "Chaos": "#7c3aed",
                   "Order": "#b7950b"}
PALETTES = {
    "riftbound": Palette((gettext_lazy("Decks by legend"), gettext_lazy("Decks by domain")),
                         {domain: (domain, _DOMAIN_COLOURS[domain]) for domain in DOMAINS}, leaders_always=True),
    # Magic's five colours in their order (WUBRG).
    "mtg": Palette((gettext_lazy("Decks by commander"), gettext_lazy("Decks by colour")),
                   {"W": (gettext_lazy("White"), "#c9b458"), "U": (gettext_lazy("Blue"), "#2b6cb0"),
                    "B": (gettext_lazy("Black"), "#3f3f46"), "R": (gettext_lazy("Red"), "#c8372d"),
                    "G": (gettext_lazy("Green"), "#2f8f5b")}, leaders_always=False,
                   colourless=gettext_lazy("Colourless")),
}


@dataclass
class Bar:
    label: str
    count: int
    colour: str
    y: int = 0
    width: int = 0
    share: int = 0  # per cent of the event's decks

    @property
    def text_y(self) -> int:
        return self.y + BAR_HEIGHT - 6


@dataclass
class Chart:
    title: str
    bars: list[Bar]
    total: int

    @property
    def height(self) -> int:
        return len(self.bars) * (BAR_HEIGHT + GAP) + GAP

    @property
    def width(self) -> int:
        return CHART_WIDTH

    @property
    def label_width(self) -> int:
        return LABEL_WIDTH


@dataclass
class Breakdown:
    decks: int
    legends: Chart | None  # None when no deck has a leader (a Magic format without commanders)
    domains: Chart

    @property
    def charts(self) -> list[Chart]:
        return [chart for chart in (self.legends, self.domains) if chart is not None]


def legends_of(lists: list[dict]) -> list[tuple[str | None, list[str]]]:
    """(leader, colours) of each published deck, from riftcheck.api.identities."""
    return [(deck.get("leader"), list(deck.get("colours") or ())) for deck in lists]


def breakdown(legends: list[tuple[str | None, list[str]]], titles: tuple[str, str], game: str = "riftbound"
              ) -> Breakdown:
    """Counts by leader (most played first, then by name; "—" for a deck without one) and by
    colour (the game's order, PALETTES)."""
    palette = PALETTES[game]
    decks = [(name or "—", colours) for name, colours in legends]
    by_legend = Counter(name for name, _ in decks)
    colour_of = {name: palette.colours.get(colours[0], (None, OTHER))[1] if colours else OTHER
                 for name, colours in decks}
    legend_bars = [Bar(name, count, colour_of[name]) for name, count in
                   sorted(by_legend.items(), key=lambda item: (-item[1], item[0]))]
    has_leaders = palette.leaders_always or any(name for name, _ in legends)
    return Breakdown(len(decks), _chart(titles[0], legend_bars, len(decks)) if has_leaders else None,
                     _chart(titles[1], _colour_bars(decks, palette), len(decks)))


def _colour_bars(decks: list[tuple[str, list[str]]], palette: Palette) -> list[Bar]:
    by_colour = Counter(colour for _, colours in decks for colour in colours)
    bars = [Bar(str(label), by_colour[colour], bar) for colour, (label, bar) in palette.colours.items()
            if by_colour[colour]]
    colourless = sum(1 for _, colours in decks if not colours) if palette.colourless is not None else 0
    return bars + ([Bar(str(palette.colourless), colourless, OTHER)] if colourless else [])


def _chart(title: str, bars: list[Bar], total: int) -> Chart:
    top = max((bar.count for bar in bars), default=0)
    room = CHART_WIDTH - LABEL_WIDTH - 60
    for number, bar in enumerate(bars):
        bar.y = GAP + number * (BAR_HEIGHT + GAP)
        bar.width = max(2, round(room * bar.count / top)) if top else 0
        bar.share = round(100 * bar.count / total) if total else 0
    return Chart(title, bars, total)


def event_breakdown(registrations, event) -> Breakdown:
    """The breakdown of `registrations`' lists in force, each read by riftcheck.api as `event`'s
    game and format read it, under the titles of the game's palette; a list that is no
    decklist counts as a deck without a leader."""
    from riftcheck import api, games

    refusals = games.get(event.game).list_refusals()
    decks = []
    for registration in registrations:
        try:
            decks += api.identities(bytes(registration.current.content), game=event.game, format=event.format)
        except refusals:
            decks.append({"leader": None, "colours": []})
    titles = tuple(str(title) for title in PALETTES[event.game].titles)
    return breakdown(legends_of(decks), titles, event.game)

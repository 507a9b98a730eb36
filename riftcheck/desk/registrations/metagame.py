"""The metagame of an event's published lists: how many decks play each legend and each
domain (a legend's two domains each count the deck), drawn as a small SVG bar chart on the
server, so the page keeps its strict Content-Security-Policy and needs no script."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from riftcheck.games.riftbound.deck_shape import DOMAINS

BAR_HEIGHT, GAP, LABEL_WIDTH, CHART_WIDTH = 22, 6, 230, 520
# One colour per domain, as the game's rune colours; legends take the first of theirs.
COLOURS = {"Fury": "#c8372d", "Calm": "#2f8f5b", "Mind": "#2b6cb0", "Body": "#d97706", "Chaos": "#7c3aed",
           "Order": "#b7950b"}
OTHER = "#6b7280"


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
    legends: Chart
    domains: Chart


def legends_of(lists: list[dict]) -> list[tuple[str, list[str]]]:
    """(legend, domains) of each published deck, from riftcheck.api.summarize_text's summaries."""
    found = []
    for summary in lists:
        legend = summary.get("legend")
        found.append((legend["name"], list(legend["domains"])) if legend else ("—", []))
    return found


def breakdown(legends: list[tuple[str, list[str]]], titles: tuple[str, str]) -> Breakdown:
    """Counts by legend (most played first, then by name) and by domain (the game's order)."""
    by_legend = Counter(name for name, _ in legends)
    colour_of = {name: COLOURS.get(domains[0], OTHER) if domains else OTHER for name, domains in legends}
    by_domain = Counter(domain for _, domains in legends for domain in domains)
    legend_bars = [Bar(name, count, colour_of[name]) for name, count in
                   sorted(by_legend.items(), key=lambda item: (-item[1], item[0]))]
    domain_bars = [Bar(domain, by_domain[domain], COLOURS[domain]) for domain in DOMAINS if by_domain[domain]]
    return Breakdown(len(legends), _chart(titles[0], legend_bars, len(legends)),
                     _chart(titles[1], domain_bars, len(legends)))


def _chart(title: str, bars: list[Bar], total: int) -> Chart:
    top = max((bar.count for bar in bars), default=0)
    room = CHART_WIDTH - LABEL_WIDTH - 60
    for number, bar in enumerate(bars):
        bar.y = GAP + number * (BAR_HEIGHT + GAP)
        bar.width = max(2, round(room * bar.count / top)) if top else 0
        bar.share = round(100 * bar.count / total) if total else 0
    return Chart(title, bars, total)


def event_breakdown(registrations, titles: tuple[str, str]) -> Breakdown:
    """The breakdown of `registrations`' lists in force (each read by riftcheck.api)."""
    from riftcheck import api
    from riftcheck.refusals import DecklistError

    summaries = []
    for registration in registrations:
        try:
            summaries += api.summarize_text(bytes(registration.current.content))
        except DecklistError:
            summaries.append({"legend": None})
    return breakdown(legends_of(summaries), titles)

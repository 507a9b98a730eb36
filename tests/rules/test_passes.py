"""Each rule's quick `passes` look never clears a deck that its full `check` would report.

Decks are drawn at random from the whole card database: any card in any zone, counts from 1
to 5, unknown names, several legends. Every rule with `passes` is run both ways under each
format and on dates before and after each ban wave and set release.
"""

from __future__ import annotations

import datetime
import random

import pytest

from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.decklist.model import UNSORTED, ZONES, Decklist, Entry
from riftcheck.games.riftbound.resolve_deck import resolve_deck

GUARDED = [rule for rule in rules.RULES if hasattr(rule, "passes")]
DATES = [datetime.date(*day) for day in ((2025, 11, 1), (2026, 3, 1), (2026, 6, 1), (2026, 8, 1), (2026, 11, 29))]
FORMATS = ("constructed", "casual", "2v2")
DECKS = 400


def random_decklist(rng: random.Random, names: list[str], legends: list[str]) -> Decklist:
    decklist = Decklist(source=f"random-{rng.random()}", input_format="test", champion_in_main=rng.random() < 0.2)
    line = 0
    for zone in (*ZONES, UNSORTED):
        wanted = {"legend": rng.choice((0, 1, 1, 1, 2)), "main": rng.randint(0, 25)}.get(zone, rng.randint(0, 4))
        for _ in range(wanted):
            line += 1
            pool = legends if zone == "legend" and rng.random() < 0.9 else names
            text = rng.choice(pool) if rng.random() < 0.95 else f"No Such Card {rng.randint(1, 9)}"
            decklist.add(zone, Entry(rng.randint(1, 5), text, line))
    return decklist


@pytest.fixture(scope="module")
def random_decks(db, resolver):
    rng = random.Random(20261129)
    names = [card.name for card in db.cards]
    legends = [card.name for card in db.cards if card.is_legend]
    return [resolve_deck(random_decklist(rng, names, legends), resolver) for _ in range(DECKS)]


@pytest.mark.parametrize("format_name", FORMATS)
def test_passes_never_clears_a_deck_the_rule_reports(random_decks, format_name):
    cleared = 0
    for as_of in DATES:
        context = formats.context(format_name, as_of)
        for deck in random_decks:
            for rule in GUARDED:
                passed = rule.passes(deck, context)  # asked first, as the runner does
                found = list(rule.check(deck, context))
                assert not (passed and found), f"{rule.CODE} passes {deck.source} on {as_of} but finds {found}"
                cleared += passed
    assert cleared > len(DATES) * DECKS, "the quick looks cleared almost nothing"


def test_passes_clears_the_legal_tournament_lists(shared_decks):
    """The published lists that were legal at their events pass every quick look.

    (Set legality clears the names it has already checked, so each deck is checked once first.)
    """
    for deck, context in shared_decks:
        rules.run(deck, context)
        blocked = [rule.CODE for rule in GUARDED if not rule.passes(deck, context)]
        assert blocked == [], f"{deck.source}: {blocked}"


@pytest.fixture(scope="module")
def shared_decks(resolver):
    from support import DECKLISTS, EVENT_DATES

    from riftcheck.games.riftbound.decklist.detect import read_path

    found = []
    for number, day in EVENT_DATES.items():
        context = formats.context("constructed", datetime.date.fromisoformat(day))
        for path in sorted(DECKLISTS.glob(f"{number}*.txt")):
            for decklist in read_path(path):
                found.append((resolve_deck(decklist, resolver), context))
    assert found
    return found

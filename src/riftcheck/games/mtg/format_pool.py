"""Whether a card is in a format's card pool on the checked date, from the shipped card pool
(riftcheck.games.mtg.pool), Standard's sets (data/mtg/standard.yaml) and, for a card the pool
does not list, a user-imported AtomicCards file that speaks for that date.

Every sanctioned format takes only tournament cards printed by the checked date: no Un-card,
playtest card or digital-only card (100.6, 100.7). Standard takes the sets of the period in force,
pioneer every set Standard took from Return to Ravnica (2012-10-05) on, modern the sets of a
Modern kind from Eighth Edition (2003-07-28) on, pauper a printing at common on paper or Magic
Online. A card found in none of them is unconfirmed, not illegal, while a set the pool holds
only part of is in the format's card pool (riftcheck.games.mtg.partial_sets). The answer is "in",
or why not ("illegal", a reason), or why riftcheck cannot tell ("unconfirmed", a reason); each
reason is a message key of MG106 or MG004 with its values.
"""

from __future__ import annotations

import datetime
from typing import Any

from riftcheck.games.mtg.partial_sets import described, in_pool

PIONEER_START = datetime.date(2012, 10, 5)  # Return to Ravnica
Verdict = tuple[str, str, dict[str, Any]]  # "in" / "illegal" / "unconfirmed", message key, values
IN: Verdict = ("in", "", {})


def lines_with(outcome: str, deck, context):
    """Each (line, key, values) of `deck` whose deck card's verdict is `outcome` ("illegal" or
    "unconfirmed"); nothing in limited and casual play, where every printed card is allowed."""
    if context.format.kind in ("limited", "casual"):
        return
    for line in deck.lines:
        card = line.card
        if card is None or not card.deck_card:
            continue
        found, key, values = verdict(card, context)
        if found == outcome:
            yield line, key, values


def verdict(card, context) -> Verdict:
    """The card's place in `context`'s format on `context.as_of`."""
    pool = context.pool
    printings = pool.printings(card.name) if pool is not None else None
    if printings is None:
        return _from_import(card, context)
    casual = pool.casual_only(printings)
    if casual is not None:
        return "illegal", casual, {}
    first, sure = pool.first_printed(printings)
    if first > context.as_of:
        return "illegal", "not-yet", {"first": first.isoformat()}
    if not sure:
        return "unconfirmed", "span", {"since": first.isoformat()}
    return _in_format(card, printings, context)


def _in_format(card, printings, context) -> Verdict:
    pool, name, day = context.pool, context.format.name, context.as_of
    if name == "pauper":
        found = pool.common_by(printings, day)
        key, counts = "not-common", lambda code: pool.pauper_set(code, day)
    elif name in ("standard", "pioneer", "modern"):
        codes = legal_sets(context)
        found = pool.in_sets(printings, codes, day)
        key, counts = "not-legal", codes.__contains__
    else:
        return IN
    if found:
        return IN
    standard = context.standard
    if standard is not None and day > standard.recorded_until:
        # A set released after riftcheck's record may have reprinted it (or at common).
        return "unconfirmed", "sets-after", {"until": standard.recorded_until.isoformat()}
    partial = in_pool(context, counts)
    if partial:  # the cards the pool lacks of these sets may reprint it (at common)
        return "unconfirmed", "partial-" + key, {"date": day.isoformat(), "sets": described(partial)}
    return "illegal", key, {"date": day.isoformat()}


def legal_sets(context) -> frozenset[str]:
    name, pool, standard = context.format.name, context.pool, context.standard
    if name == "modern":
        return pool.modern_sets()
    if standard is None:
        return frozenset()
    if name == "standard":
        return standard.on(context.as_of)
    return frozenset(code for code in standard.ever() if code in pool.sets and pool.sets[code].date >= PIONEER_START)


def _from_import(card, context) -> Verdict:
    known = context.printings.of(card) if context.printings is not None and context.printings_span() is None else None
    if known is None:
        return "unconfirmed", "card", {}
    if known.get("funny"):
        return "illegal", "funny", {}
    if context.format.card_pool == "printings" and context.legality(card) == "Not Legal":
        return "illegal", "not-legal", {"date": context.as_of.isoformat()}
    return IN

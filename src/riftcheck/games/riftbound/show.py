"""A Riftbound deck at a glance (`riftcheck show`): the numbers of its summary
(riftcheck.games.riftbound.deck_shape) and the tally of the verdict `riftcheck check` gives it."""

from __future__ import annotations

import datetime
from dataclasses import asdict, dataclass

from riftcheck.engine.answers import ShownDecks
from riftcheck.games.riftbound.deck import Deck


@dataclass(slots=True)
class Verdict:
    """The legality line; the full findings stay with `riftcheck check`."""

    legal: bool
    status: str  # riftcheck.engine.verdicts.result.STATUSES
    errors: int
    warnings: int
    format: str
    as_of: str


def show(path: str, format_name: str | None, as_of: datetime.date | None, lang: str,
         input_format: str | None) -> ShownDecks:
    """Every deck of the file, as `show -o json` gives it; the command line draws them itself.
    ValueError (FormatError, DecklistError) for a format there is not or an input that is no
    decklist."""
    from riftcheck.engine.options import CheckOptions
    from riftcheck.games.riftbound import formats
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.games.riftbound.decklist import detect

    checker = Checker(CheckOptions(format_name or formats.DEFAULT_FORMAT, as_of, lang, input_format))
    decks = [checker.deck(decklist) for decklist in detect.read_path(path, input_format)]
    signature_limit = checker.context.signature_limit
    return ShownDecks([deck_json(deck, verdict(deck, checker), signature_limit) for deck in decks], None)


def verdict(deck: Deck, checker) -> Verdict:
    """The tally of the verdict `riftcheck check` gives the deck (Checker.verdict)."""
    result = checker.verdict(deck)
    context = checker.context
    return Verdict(
        legal=result.legal,
        status=result.status,
        errors=len(result.by_severity("error")),
        warnings=len(result.by_severity("warning")),
        format=context.format,
        as_of=context.as_of.isoformat(),
    )


def deck_json(deck: Deck, found: Verdict, signature_limit: int | None) -> dict:
    from riftcheck.games.riftbound.deck_shape import summarize

    numbers = summarize(deck).as_json()
    return {"source": deck.source, **numbers, "signature_limit": signature_limit, "verdict": asdict(found)}

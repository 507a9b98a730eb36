"""riftcheck's public Python API: check a decklist held in memory, as `riftcheck check` would.

``check_text(text)`` returns the document ``riftcheck check -o json FILE`` writes for the same
bytes, reached through the same Checker the command uses, so a program (the registration desk,
a bot) and the command line always agree. Checkers are kept per format, date, language and
region, so only the first call pays for loading the card database.
"""

from __future__ import annotations

import datetime
import threading
from collections import OrderedDict
from typing import Any

from riftcheck.checker import CheckOptions, Checker
from riftcheck.report.json_report import deck_json, run_head
from riftcheck.report.result import DeckResult, Totals
from riftcheck.today import today

DEFAULT_SOURCE = "<text>"
DEFAULT_POOL_SOURCE = "<pool>"
_KEPT_CHECKERS = 8  # format × date × language × region combinations kept warm

_checkers: OrderedDict[CheckOptions, tuple[Checker, threading.Lock]] = OrderedDict()
_checkers_lock = threading.Lock()


def check_text(
    text: str | bytes,
    *,
    format: str = "constructed",
    as_of: datetime.date | str | None = None,
    lang: str | None = "en",
    filename: str = DEFAULT_SOURCE,
    input_format: str | None = None,
    region: str | None = None,
    pool: str | bytes | None = None,
    pool_filename: str = DEFAULT_POOL_SOURCE,
    game: str = "riftbound",
) -> dict[str, Any]:
    """The verdict of every deck in `text` as ``riftcheck check -o json`` writes it.

    `text` is what a decklist file holds (str, or bytes in any encoding the command reads);
    `filename` names it in messages. `as_of` is a date or ``YYYY-MM-DD`` (default today).
    `region` is ``--region`` (set release dates of the event's region). In sealed and draft,
    `pool` is the text of the pool every deck was built from, named `pool_filename`, as
    ``--pool FILE`` gives it; ValueError when it cannot be read or the format is not limited.
    Input that is not a decklist comes back as a deck with ``"legal": false`` and an
    ``"error"`` sentence, as on the command line. Raises ValueError for an unknown format,
    language or date, worded as the command words it. `game` is ``--game``: ``"mtg"`` checks
    a Magic decklist against a Magic `format` (standard, pioneer, modern, legacy, vintage,
    pauper, commander, limited or casual).
    """
    results, checker = _verdicts(text, format, as_of, lang, filename, input_format, region, pool, pool_filename,
                                 game)
    return document(results, checker.options.format, checker.context.as_of, game)


def check_results(
    text: str | bytes,
    *,
    format: str = "constructed",
    as_of: datetime.date | str | None = None,
    lang: str | None = "en",
    filename: str = DEFAULT_SOURCE,
    input_format: str | None = None,
    region: str | None = None,
    pool: str | bytes | None = None,
    pool_filename: str = DEFAULT_POOL_SOURCE,
    game: str = "riftbound",
) -> list[DeckResult]:
    """check_text's verdicts as riftcheck.report.result.DeckResult objects, for reporters."""
    return _verdicts(text, format, as_of, lang, filename, input_format, region, pool, pool_filename, game)[0]


def check_team(
    first: str | bytes,
    second: str | bytes,
    *,
    format: str = "2v2",
    as_of: datetime.date | str | None = None,
    lang: str | None = "en",
    filenames: tuple[str, str] = ("<first>", "<second>"),
    region: str | None = None,
) -> dict[str, Any]:
    """Two teammates' lists, each checked alone and against the other (the 2v2 team rules),
    as ``riftcheck check --format 2v2 --team A B -o json`` does; the same document shape."""
    from riftcheck.decklist.detect import display_name

    checker, lock = _checker(_options(format, as_of, lang, None, region))
    inputs = [(display_name(name), _bytes(text)) for text, name in zip((first, second), filenames)]
    with lock:
        results = _team_verdicts(checker, inputs)
    return document(results, checker.options.format, checker.context.as_of)


def _team_verdicts(checker: Checker, inputs: list[tuple[str, bytes]]) -> list[DeckResult]:
    """riftcheck.checker's `--team` steps over inputs held in memory."""
    from riftcheck.checker import unreadable
    from riftcheck.decklist.detect import read_decklists
    from riftcheck.decklist.model import DecklistError

    results, decks = [], []
    for source, data in inputs:
        try:
            decks += [checker.deck(decklist) for decklist in read_decklists(data, source)]
        except DecklistError as error:
            results.append(unreadable(source, error.in_language(checker.options.lang)))
    return results + checker.team_verdicts(decks)


def document(results: list[DeckResult], format_name: str, as_of: datetime.date,
             game: str = "riftbound") -> dict[str, Any]:
    """The ``-o json`` document of `results`."""
    totals = Totals()
    for result in results:
        totals.add(result)
    return {
        **run_head(format_name, as_of.isoformat(), game),
        "decks": [deck_json(result) for result in results],
        "totals": totals.counts(),
    }


def summarize_text(
    text: str | bytes, *, filename: str = DEFAULT_SOURCE, input_format: str | None = None
) -> list[dict[str, Any]]:
    """The numbers ``riftcheck show -o json`` draws (zones, curve, types, domains) for each deck
    of `text`; raises riftcheck.decklist.model.DecklistError when it is not a decklist."""
    from riftcheck.deck_shape import summarize

    return [summarize(deck).as_json() for deck in read_decks(text, filename=filename, input_format=input_format)]


def read_decks(text: str | bytes, *, filename: str = DEFAULT_SOURCE, input_format: str | None = None) -> list:
    """The decks of `text` with every card identified as `check` identifies it
    (riftcheck.deck.Deck); raises riftcheck.decklist.model.DecklistError when it is not a decklist."""
    from riftcheck.decklist.detect import display_name, read_decklists

    checker, lock = _checker(CheckOptions())
    decklists = read_decklists(_bytes(text), display_name(filename), input_format)
    with lock:
        return [checker.deck(decklist) for decklist in decklists]


def forget() -> None:
    """Drop the kept checkers, so that the next call sees card data and formats edited since."""
    with _checkers_lock:
        _checkers.clear()


def _verdicts(text, format_name, as_of, lang, filename, input_format, region=None, pool=None,
              pool_filename=DEFAULT_POOL_SOURCE, game="riftbound") -> tuple[list[DeckResult], Checker]:
    from riftcheck.decklist.detect import display_name

    checker, lock = _checker(_options(format_name, as_of, lang, input_format, region, game))
    with lock:
        pools = None
        if pool is not None:
            from riftcheck.pools import Pools

            pools = Pools.held(display_name(pool_filename), _bytes(pool), checker.resolver, input_format)
        return checker.check_data(display_name(filename), _bytes(text), pools), checker


def _options(format_name, as_of, lang, input_format, region=None, game="riftbound") -> CheckOptions:
    from riftcheck import formats
    from riftcheck.lang import choose_language

    date = formats.parse_date(as_of) if isinstance(as_of, str) else as_of
    return CheckOptions(format_name, date or today(), choose_language(lang), input_format, region=region, game=game)


def _checker(options: CheckOptions) -> tuple[Checker, threading.Lock]:
    """The kept Checker for `options`, built on first use (FormatError for an unknown format)."""
    with _checkers_lock:
        kept = _checkers.get(options)
        if kept is not None:
            _checkers.move_to_end(options)
            return kept
    from riftcheck import games

    kept = (games.new_checker(options), threading.Lock())
    with _checkers_lock:
        _checkers[options] = kept
        while len(_checkers) > _KEPT_CHECKERS:
            _checkers.popitem(last=False)
    return kept


def _bytes(text: str | bytes) -> bytes:
    return text.encode("utf-8") if isinstance(text, str) else bytes(text)

"""riftcheck's public Python API: check a decklist held in memory, as `riftcheck check` would.

``check_text(text)`` returns the document ``riftcheck check -o json FILE`` writes for the same
bytes, reached through the same Checker the command uses, so a program (the registration desk,
a bot) and the command line always agree. Checkers are kept per format, date, language and
region, so only the first call pays for loading the card database.

Every value handed out is the caller's own: changing a returned document, verdict or list
changes nothing a later call returns. The JSON documents are typed in riftcheck.report.check_output
(CheckDocument), which data/schema/check-output.schema.json describes field by field.
Arguments that are wrong raise ValueError (TypeError for a value of the wrong type), worded
for a Python caller.
"""

from __future__ import annotations

import copy
import datetime
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from riftcheck.report.check_output import CheckDocument
from riftcheck.engine.options import UNKNOWN_NEW_CARDS, CheckOptions
from riftcheck.report.json_report import deck_json, run_head
from riftcheck.engine.verdicts.result import DeckResult, Totals
from riftcheck.engine.today import today

if TYPE_CHECKING:
    from riftcheck.games.riftbound.checker import Checker

__all__ = ["check_text", "check_results", "check_team", "summarize_text", "read_decks", "forget", "CheckDocument"]

DEFAULT_SOURCE = "<text>"
DEFAULT_POOL_SOURCE = "<pool>"
DEFAULT_TEAM_SOURCES = ("<first>", "<second>")
NOT_LIMITED = "pool is for limited formats (sealed, draft), not {format}"
NOT_TEAM = ("check_team is for 2v2 play (format 2v2, or sealed or draft for a 2v2 limited event), not {format}: "
            "check each list with check_text(..., format={format!r})")
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
    unknown_new_cards: str = "error",
    game: str = "riftbound",
) -> CheckDocument:
    """The verdict of every deck in `text` as ``riftcheck check -o json`` writes it.

    `text` is what a decklist file holds (str, or bytes in any encoding the command reads);
    `filename` names it in messages. `as_of` is a date or ``YYYY-MM-DD`` (default today).
    `region` is ``--region`` (set release dates of the event's region). In sealed and draft,
    `pool` is the text of the pool every deck was built from, named `pool_filename`, as
    ``--pool FILE`` gives it; ValueError when it cannot be read or the format is not limited.
    `input_format` forces a decklist format by name (as ``--input-format``), else it is detected.
    `unknown_new_cards` is ``--unknown-new-cards``: "error", or "warn" to take unknown cards that
    may come from a set riftcheck lacks on the organiser's word.
    Input that is not a decklist comes back as a deck with ``"legal": false`` and an
    ``"error"`` sentence, as on the command line. Raises ValueError for an unknown format,
    input format, language, region or date. `game` is ``--game``: ``"mtg"`` checks a Magic
    decklist against a Magic `format` (standard, pioneer, modern, legacy, vintage, pauper,
    commander, limited or casual).
    """
    results, checker = _verdicts(text, format, as_of, lang, filename, input_format, region, pool, pool_filename,
                                 unknown_new_cards, game)
    return _document(results, checker.options.format, checker.context.as_of, game)


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
    unknown_new_cards: str = "error",
    game: str = "riftbound",
) -> list[DeckResult]:
    """check_text's verdicts as riftcheck.engine.verdicts.result.DeckResult objects, for reporters; each
    a copy of its own (its findings are immutable named tuples)."""
    return [_owned(result) for result in
            _verdicts(text, format, as_of, lang, filename, input_format, region, pool, pool_filename,
                      unknown_new_cards, game)[0]]


def check_team(
    first: str | bytes,
    second: str | bytes,
    *,
    format: str = "2v2",
    as_of: datetime.date | str | None = None,
    lang: str | None = "en",
    filenames: tuple[str, str] = DEFAULT_TEAM_SOURCES,
    input_format: str | None = None,
    region: str | None = None,
    pool: str | bytes | None = None,
    pool_filename: str = DEFAULT_POOL_SOURCE,
    pools: tuple[str | bytes, str | bytes] | None = None,
    pool_filenames: tuple[str, str] = ("<first pool>", "<second pool>"),
    unknown_new_cards: str = "error",
) -> CheckDocument:
    """Two teammates' lists, each checked alone and against the other (the 2v2 team rules),
    as ``riftcheck check --format 2v2 --team A B -o json`` does; the same document shape.

    In sealed or draft (a 2v2 limited event), `pool` is the one pool the team's two decks were
    built from (TR 603.6; ``--pool FILE``), or `pools` each teammate's own, in the order of the
    lists (as ``--pool-dir`` finds one per deck). Raises ValueError, as check_text does, for a
    format outside 2v2 play (constructed, casual) and for both `pool` and `pools` given.
    """
    if pool is not None and pools is not None:
        raise ValueError("check_team takes pool (one for the team) or pools (one per teammate), not both")
    if len(filenames) != 2 or (pools is not None and len(pools) != 2):
        raise ValueError("check_team takes two filenames and, with pools, two pools: one per teammate")
    from riftcheck.engine.inputs.input_files import display_name

    checker, lock = _checker(_options(format, as_of, lang, input_format, region, unknown_new_cards))
    if not (checker.context.team_rules or checker.context.limited is not None):  # 2v2 limited: TR 603.6
        raise ValueError(NOT_TEAM.format(format=checker.options.format))
    inputs = [(display_name(name), _bytes(text)) for text, name in zip((first, second), filenames)]
    with lock:
        if pool is not None:
            held = _pools(checker, pool, pool_filename, input_format)
            team_pools = [held, held]
        elif pools is not None:
            team_pools = [_pools(checker, text, name, input_format) for text, name in zip(pools, pool_filenames)]
        else:
            team_pools = [None, None]
        results = _team_verdicts(checker, inputs, team_pools)
    return _document(results, checker.options.format, checker.context.as_of)


def _team_verdicts(checker: Checker, inputs: list[tuple[str, bytes]], pools: list) -> list[DeckResult]:
    """riftcheck.games.riftbound.checker's `--team` steps over inputs held in memory."""
    from riftcheck.games.riftbound.decklist.detect import read_decklists
    from riftcheck.engine.inputs.refusals import DecklistError
    from riftcheck.engine.verdicts.result import unreadable

    results, decks = [], []
    for (source, data), pool in zip(inputs, pools):
        try:
            decklists = read_decklists(data, source, checker.options.input_format)
        except DecklistError as error:
            results.append(unreadable(source, error.in_language(checker.options.lang)))
            continue
        decks += [checker.deck(decklist, source, pool) for decklist in decklists]
    return results + checker.team_verdicts(decks)


def _document(results: list[DeckResult], format_name: str, as_of: datetime.date,
              game: str = "riftbound") -> CheckDocument:
    """The ``-o json`` document of `results`, built afresh: nothing in it is shared."""
    totals = Totals()
    for result in results:
        totals.add(result)
    return {
        **run_head(format_name, as_of.isoformat(), game),
        "decks": [deck_json(_owned(result)) for result in results],
        "totals": totals.counts(),
    }


def summarize_text(
    text: str | bytes, *, filename: str = DEFAULT_SOURCE, input_format: str | None = None
) -> list[dict[str, Any]]:
    """The numbers ``riftcheck show -o json`` draws (zones, curve, types, domains) for each deck
    of `text`; raises riftcheck.engine.inputs.refusals.DecklistError when it is not a decklist."""
    from riftcheck.games.riftbound.deck_shape import summarize

    return [summarize(deck).as_json() for deck in read_decks(text, filename=filename, input_format=input_format)]


def read_decks(text: str | bytes, *, filename: str = DEFAULT_SOURCE, input_format: str | None = None) -> list:
    """The decks of `text` with every card identified as `check` identifies it
    (riftcheck.games.riftbound.deck.Deck, new for each call); raises riftcheck.engine.inputs.refusals.DecklistError when
    it is not a decklist, ValueError for an unknown `input_format`."""
    from riftcheck.games.riftbound.decklist.detect import read_decklists
    from riftcheck.engine.inputs.input_files import display_name

    checker, lock = _checker(CheckOptions())
    decklists = read_decklists(_bytes(text), display_name(filename), _input_format(input_format))
    with lock:
        return [checker.deck(decklist) for decklist in decklists]


def identities(
    text: str | bytes, *, filename: str = DEFAULT_SOURCE, input_format: str | None = None,
    game: str | None = None, format: str | None = None,
) -> list[dict[str, Any]]:
    """What each deck of `text` is played as, for a metagame: ``{"leader", "colours"}``, a new
    dict each. For Riftbound the Champion Legend's name and its domains (None and [] without a
    legend); another `game` (riftcheck.games) gives its own, read as its `format` reads the list
    (Magic: the commanders and the colour identity). Raises riftcheck.engine.inputs.refusals.DecklistError, or
    the game's list_refusals(), when it is not a decklist; `input_format` is Riftbound's."""
    from riftcheck import games

    if game not in (None, games.DEFAULT_GAME):
        from riftcheck.engine.inputs.input_files import display_name

        return games.get(game).identities(_bytes(text), display_name(filename), format)
    return [{"leader": deck.legend.name if deck.legend else None,
             "colours": list(deck.legend.domains) if deck.legend else []}
            for deck in read_decks(text, filename=filename, input_format=input_format)]


def list_text(
    text: str | bytes, *, filename: str = DEFAULT_SOURCE, input_format: str | None = None,
    game: str | None = None, format: str | None = None,
) -> list[dict[str, Any]]:
    """Each deck of `text` as a canonical list, however it was written (text, deck code, TTS):
    ``{"name", "player", "zones": [{"zone", "cards": [{"count", "name", "code", "known"}]}]}``
    with the zones in riftcheck's order (legend, champion, main, battlefields, runes,
    sideboard) and empty zones left out. `code` is the collector code of the printing the list
    named, else of the card's first printing (None for an unknown card); an unknown card keeps
    the text it was written as, with ``"known": false``. Raises riftcheck.engine.inputs.refusals.DecklistError when it is not a decklist.

    Another `game` (riftcheck.games) gives its own zones the same way, read as its `format`
    reads them, and raises one of its list_refusals() instead; `input_format` is Riftbound's."""
    from riftcheck import games

    if game not in (None, games.DEFAULT_GAME):
        from riftcheck.engine.inputs.input_files import display_name

        return games.get(game).list_text(_bytes(text), display_name(filename), format)
    from riftcheck.games.riftbound.decklist.model import ZONES

    def entry(item) -> dict[str, Any]:
        printing = item.printing or (item.card.printings[0] if item.card and item.card.printings else None)
        return {"count": item.count, "name": item.name, "code": printing.code if printing else None,
                "known": item.card is not None}

    return [{"name": deck.name, "player": deck.player,
             "zones": [{"zone": zone, "cards": [entry(item) for item in deck.cards(zone)]}
                       for zone in ZONES if deck.cards(zone)]}
            for deck in read_decks(text, filename=filename, input_format=input_format)]


def forget() -> None:
    """Drop the kept checkers and every cache they read from, so that the next call sees card
    data and formats edited since (riftcheck.engine.caches.clear)."""
    from riftcheck import games
    from riftcheck.engine import caches

    with _checkers_lock:
        _checkers.clear()
    caches.clear(games.cache_holders())


def data_in_force(lang: str | None = "en", game: str | None = None) -> dict[str, Any]:
    """The card and format data verdicts are reached with, as a new dict: riftcheck's and the
    format data's versions, the newest ban wave and its origin, the provisional and the announced
    sets, the user's formats updates, and `lines` saying so in `lang` (riftcheck.games.riftbound.formats.data_in_force).
    Another `game` (riftcheck.games) gives its own, as `riftcheck data --game NAME -o json`
    prints it, with its text as `lines` (in English)."""
    from riftcheck import games

    if game not in (None, games.DEFAULT_GAME):
        shown = games.get(game).describe_data()
        return {**shown.document, "lines": [line for line in shown.text.splitlines() if line.strip()]}
    from riftcheck.games.riftbound.formats.data_in_force import data_in_force as described
    from riftcheck.engine.lang import choose_language

    return described(choose_language(lang))


def _verdicts(text, format_name, as_of, lang, filename, input_format, region=None, pool=None,
              pool_filename=DEFAULT_POOL_SOURCE, unknown_new_cards="error",
              game="riftbound") -> tuple[list[DeckResult], Checker]:
    from riftcheck.engine.inputs.input_files import display_name

    checker, lock = _checker(_options(format_name, as_of, lang, input_format, region, unknown_new_cards, game))
    with lock:
        pools = None if pool is None else _pools(checker, pool, pool_filename, input_format)
        return checker.check_data(display_name(filename), _bytes(text), pools), checker


def _pools(checker: Checker, pool: str | bytes, pool_filename: str, input_format: str | None):
    """The pool held in memory as riftcheck.games.riftbound.pools.Pools; ValueError outside limited play or
    when it cannot be read."""
    from riftcheck.games.riftbound.pools import Pools
    from riftcheck.engine.inputs.input_files import display_name

    if checker.context.limited is None:
        raise ValueError(NOT_LIMITED.format(format=checker.options.format))
    return Pools.held(display_name(pool_filename), _bytes(pool), checker.resolver, input_format)


def _options(format_name, as_of, lang, input_format, region=None, unknown_new_cards="error",
             game="riftbound") -> CheckOptions:
    from riftcheck.games.riftbound import formats
    from riftcheck.engine.lang import choose_language

    if not isinstance(format_name, str):
        raise TypeError(f"format must be a format's name (str), not {type(format_name).__name__}")
    if isinstance(as_of, datetime.datetime):
        as_of = as_of.date()
    if isinstance(as_of, str):
        try:
            as_of = formats.parse_date(as_of)
        except ValueError:
            raise ValueError(f"as_of must be a datetime.date or a 'YYYY-MM-DD' string, not {as_of!r}") from None
    elif as_of is not None and not isinstance(as_of, datetime.date):
        raise TypeError(f"as_of must be a datetime.date or a 'YYYY-MM-DD' string, not {type(as_of).__name__}")
    if unknown_new_cards not in UNKNOWN_NEW_CARDS:
        raise ValueError(f"unknown_new_cards must be one of {', '.join(map(repr, UNKNOWN_NEW_CARDS))}, "
                         f"not {unknown_new_cards!r}")
    return CheckOptions(format_name, as_of or today(), choose_language(lang), _input_format(input_format),
                        region=region, unknown_new_cards=unknown_new_cards, game=game)


def _input_format(name: str | None) -> str | None:
    """`name` when it is a decklist format riftcheck reads (riftcheck.games.riftbound.decklist.detect.PARSERS)."""
    from riftcheck.games.riftbound.decklist.detect import PARSERS

    if name is not None and name not in PARSERS:
        raise ValueError(f"unknown input_format {name!r}; use None to detect it, or one of: {', '.join(PARSERS)}")
    return name


def _owned(result: DeckResult) -> DeckResult:
    """A copy of a verdict, which may be the one kept for inputs met again: its own lists and
    dicts (the findings in it are immutable named tuples)."""
    owned = result.renamed(result.source)
    owned.counts, owned.findings, owned.summary = dict(result.counts), list(result.findings), copy.deepcopy(result.summary)
    return owned


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
    if not isinstance(text, (str, bytes, bytearray, memoryview)):
        raise TypeError(f"a decklist is given as str or bytes, not {type(text).__name__}")
    if not isinstance(text, str):
        return bytes(text)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        pass
    # Lone surrogates: bytes of a file read with surrogateescape, or text that never was
    # Unicode. As bytes again, they are refused as the same file is refused.
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")

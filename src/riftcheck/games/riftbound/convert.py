"""A Riftbound decklist written in another form without changing the deck (`riftcheck convert`,
riftcheck.games.riftbound.writers), with every line it could not carry over named."""

from __future__ import annotations

from riftcheck.engine.answers import Conversion
from riftcheck.games.riftbound.deck import Deck


def read_decks(path: str, input_format: str | None = None, blank_battlefields: bool = False) -> list[Deck]:
    """Every deck in a file (or standard input for ``-``), resolved against the card database;
    with `blank_battlefields` (limited play), ``Blank Battlefield`` lines are blank battlefields.

    `input_format` forces a format by its name (as `riftcheck check --input-format` does).
    Raises DecklistError (a ValueError) for input that cannot be read as decklists.
    """
    from riftcheck.games.riftbound.cards.db import load_db
    from riftcheck.games.riftbound.cards.resolve import Resolver
    from riftcheck.games.riftbound.decklist import detect
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    decklists = detect.read_path(path, input_format)
    resolver = Resolver(load_db())
    return [resolve_deck(decklist, resolver, blank_battlefields) for decklist in decklists]


def deck_warnings(deck: Deck) -> list[str]:
    """What the reader could not use or had to decide: every such line is named (each a Sentence,
    English as a string, Thai on a Thai run)."""
    from riftcheck.engine.usage import Sentence, Word

    warnings = [
        Sentence("convert.line-left-out", line=problem.line, text=_quoted(problem.text), reason=_Reason(problem))
        if problem.line is not None
        else Sentence("convert.left-out", text=_quoted(problem.text), reason=_Reason(problem))
        for problem in deck.problems
    ]
    for zone, cards in [*deck.zones.items(), ("additional-legends", deck.additional_legends)]:
        for item in cards:
            if item.card is None:
                warnings.append(Sentence("convert.not-in-card-data", text=_quoted(item.entry.text), zone=Word(f"zone.{zone}")))
    for section in deck.unknown_sections:
        cards = ", ".join(f"{entry.count} {entry.text}" for entry in section.entries) or Word("convert.no-cards")
        warnings.append(Sentence("convert.unknown-section", line=section.line, header=_quoted(section.header), cards=cards))
    for note in deck.notes:
        if note.key in ("champion-chosen", "champion-added"):
            warnings.append(Sentence(f"convert.{note.key}", card=note.card))
    return warnings


def _quoted(text: str) -> str:
    """`text` in quotes with its control characters escaped once, as check shows it (a reader's
    text is already made visible: repr would write each escape's backslash twice)."""
    from riftcheck.engine.inputs.refusals import visible

    return f"'{visible(text)}'"


class _Reason:
    """Why a line was left out, in the language the warning is written in."""

    def __init__(self, problem) -> None:
        self.problem = problem

    def in_language(self, lang: str) -> str:
        from riftcheck.engine.inputs import reasons

        return reasons.render(self.problem.key, self.problem.params, lang)


def convert(path: str, to: str | None, input_format: str | None) -> Conversion:
    """The one deck in the file written in the form `to` (default text); ValueError for a form
    there is not, or an input that is not exactly one decklist."""
    from riftcheck.games.riftbound.writers import WRITERS, write

    to = to or "text"
    from riftcheck.engine.usage import UsageError

    if to not in WRITERS:
        raise UsageError("convert-to", given=repr(to), choices=", ".join(WRITERS))
    decks = read_decks(path, input_format)
    if len(decks) > 1:
        raise UsageError("one-deck", path=path, count=len(decks), command="convert")
    deck = decks[0]
    written = write(deck, to)
    return Conversion(written.text, [*deck_warnings(deck), *written.warnings])

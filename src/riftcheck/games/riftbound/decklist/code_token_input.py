"""Decklists from card-code token formats: Tabletop Simulator, Pixelborn and code lists.

The tokens themselves are read by `riftcheck.games.riftbound.decklist.code_tokens`; this module turns them into a
Decklist. None of these formats has sections, so every card is unsorted and placed by type
when resolved; the chosen champion is the one copy listed apart from the main deck, so
``champion_in_main`` is False.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat

from riftcheck.games.riftbound.decklist import code_tokens
from riftcheck.games.riftbound.decklist.entries import add_code_entries
from riftcheck.games.riftbound.decklist.model import UNSORTED, Decklist
from riftcheck.engine.inputs.refusals import DecklistError

TokenReader = Callable[[str], list[code_tokens.TokenEntry]]


def read_tts(text: str, source: str, tokens: list[str] | None = None) -> list[Decklist]:
    """`tokens` are the text's tokens, when detecting its format has read them already."""
    try:
        rows = code_tokens.tts_codes(text, tokens)
    except code_tokens.TokenError as error:
        raise DecklistError("bad-token-list", source=source, detail=error) from None
    decklist = Decklist(source=source, input_format="tts")
    _account_comments(decklist, text)
    lines = _token_lines(text)
    if len(lines) == 1:  # the usual export: every token on one line
        line = lines[0]
        add_code_entries(decklist, UNSORTED, [(count, code, line) for code, count, _position in rows])
    else:
        add_code_entries(decklist, UNSORTED, [
            (count, code, lines[min(position, len(lines)) - 1] if lines else None) for code, count, position in rows
        ])
    return [decklist]


def read_code_list(text: str, source: str) -> list[Decklist]:
    return [_decklist(text, source, "code-list", code_tokens.read_code_list, _token_lines(text))]


def read_pixelborn(text: str, source: str) -> list[Decklist]:
    """A Pixelborn code is one base64 text; every card comes from the line it starts on."""
    first = next((n for n, line in _content_lines(text) if line.strip()), None)
    return [_decklist(text, source, "pixelborn", code_tokens.read_pixelborn, [first])]


def _decklist(text: str, source: str, label: str, reader: TokenReader, lines: list[int | None]) -> Decklist:
    try:
        found = reader(text)
    except code_tokens.TokenError as error:
        raise DecklistError("bad-token-list", source=source, detail=error) from None
    decklist = Decklist(source=source, input_format=label)
    _account_comments(decklist, text)
    add_code_entries(decklist, UNSORTED, [
        (count, card if isinstance(card, str) else card.code, lines[min(position, len(lines)) - 1] if lines else None)
        for card, count, position in found
    ])
    return decklist


def _account_comments(decklist: Decklist, text: str) -> None:
    """Account the ``#`` annotation lines as comments."""
    if "#" in text:
        decklist.accounted.update({number: "comment" for number, line in enumerate(text.split("\n"), start=1)
                                   if line.lstrip().startswith("#")})


def _content_lines(text: str) -> list[tuple[int, str]]:
    """Numbered lines that are not ``#`` annotations, as the token readers see them."""
    return [(n, line) for n, line in enumerate(text.split("\n"), start=1) if not line.lstrip().startswith("#")]


def _token_lines(text: str) -> list[int | None]:
    """The line number of every token by token position, up to the first token of the last
    line that has any: `_decklist` gives later positions that line's number too, so a list on
    one line is never split into tokens here."""
    filled = [(number, line) for number, line in _content_lines(text) if line and not line.isspace()]
    numbers: list[int | None] = []
    for number, line in filled[:-1]:
        numbers += repeat(number, len(line.split()))
    if filled:
        numbers.append(filled[-1][0])
    return numbers

"""Decklist formats made of card-code tokens, read by syntax alone (no card database).

- Tabletop Simulator (Piltover Archive "TTS" export): one ``SET-NNN-V`` token per physical
  card, separated by whitespace and repeated once per copy. ``V`` is a 1-based print index
  (1 is the base print), so ``UNL-189-2`` needs the card database to name its printing.
- Pixelborn: standard base64 of the TTS tokens joined with ``$``.
- Code list: ``SET-NUMBER[-COUNT]`` tokens with the count left out when it is 1 and the
  printing's variant kept (``UNL-116a-3``).
- Riftmana: one ``NxCODE`` line per card (``3xOGN-036``, ``1x ogn-251``).

Each reader returns TokenEntry values in input order. A card the deck code could name
becomes a CardRef; a well-formed token naming a set the deck code does not know, or a TTS
print other than the base one, is kept as the raw token for the card database to resolve.
Lines starting with ``#`` are annotations and are skipped. A token that does not follow the
format's grammar raises TokenError naming it and its position. Counts are kept as written;
the copy limit is applied to them, as to every format's, when they join a decklist.
"""

from __future__ import annotations

import re
from collections import namedtuple
from collections.abc import Iterator
from functools import lru_cache
from itertools import groupby

from riftcheck.engine.inputs.refusals import Refusal

_CARD = r"[A-Z]{2,4}-(?:R|SP)?[0-9]+"
_TTS_TOKEN = re.compile(rf"({_CARD})-([0-9]+)", re.IGNORECASE)
_CODE_LIST_TOKEN = re.compile(rf"({_CARD}[ABS*]?)(?:-([0-9]+))?", re.IGNORECASE)
_RIFTMANA_LINE = re.compile(rf"([0-9]+)\s*x\s*({_CARD}[ABS*]?)", re.IGNORECASE)
_BASE_PRINT, _OTHER_PRINT, _CODE = "base print", "other print", "code"  # kinds of token


class TokenError(Refusal):
    """A token list that does not follow its format's grammar; the message says where.

    Raised with a key of riftcheck.engine.inputs.refusals and its parameters.
    """


class TokenEntry(namedtuple("TokenEntry", ("card", "count", "position"))):
    """``count`` copies of ``card`` (a CardRef, or the raw token) at ``position``.

    ``position`` is 1-based: the token's index for token formats (the first token of a run
    of repeated TTS tokens), the line number for Riftmana.
    """

    __slots__ = ()


def tts_codes(text: str, tokens: list[str] | None = None) -> list[tuple[str, int, int]]:
    """Tabletop Simulator tokens read as (code, copies, position) rows: a run of repeated tokens
    is one row, the code a CardRef's, or the token as written for a card the deck code cannot
    name. Runs are merged only when adjacent, so a card listed in two places (the chosen
    champion and its copies in main, say) stays two rows in its two places. `tokens` are the
    text's, when already read.

    Measured: rows take half the time TokenEntry values took to build.
    """
    if tokens is None:
        tokens = _tokens(text)
    # Runs are told apart regardless of case; text without lower case need not be upper-cased.
    same_run = str.upper if text.upper() != text else None
    rows = []
    position = 1
    for _token, run in groupby(tokens, key=same_run):
        copies = list(run)
        code = _tts_code(copies[0])
        if code is None:
            raise TokenError("token-not-tts", token=repr(copies[0]), position=position)
        rows.append((code, len(copies), position))
        position += len(copies)
    return rows


def read_pixelborn(text: str) -> list[TokenEntry]:
    """Read a Pixelborn code: base64 text holding TTS tokens joined with ``$``."""
    return _tts_entries(_pixelborn_tokens(_content(text)))


def read_code_list(text: str) -> list[TokenEntry]:
    """Read ``SET-NUMBER[-COUNT]`` tokens, one entry per token."""
    entries = []
    for position, token in enumerate(_tokens(text), start=1):
        match = _CODE_LIST_TOKEN.fullmatch(token)
        if match is None:
            raise TokenError("token-not-code", token=repr(token), position=position)
        count = _count(match.group(2) or "1", position)
        entries.append(TokenEntry(_card_or_raw(match.group(1)), count, position))
    return entries


def token_format(text: str) -> str | None:
    """Name the token format of a whole input (see `detect_tokens`)."""
    return detect_tokens(text)[0]


def detect_tokens(text: str) -> tuple[str | None, list[str] | None]:
    """The token format of a whole input, and for TTS and code lists its tokens, read once for
    both deciding and reading.

    The format is "tts", "pixelborn", "code_list", "riftmana" or None.

    TTS and code-list tokens can look alike (``OGN-202-1`` or ``OGN-202-3``), so the input
    decides as a whole: it is TTS when every token ends in ``-N``, none carries a variant
    letter, and some token repeats (one token per copy) or every ``N`` is 1. Otherwise
    well-formed tokens make a code list, where count-1 cards have no suffix and each card
    appears once. When every ``N`` is 1 and nothing repeats, both readings give the same deck.

    The first content line settles most inputs, so a sectioned text list is turned away
    without reading the rest: a Riftmana line starts every Riftmana list, and a card-code
    token starts every TTS list and code list.
    """
    lines = _content_lines(text)
    first = next(lines, None)
    if first is None:
        return None, None
    if _RIFTMANA_LINE.fullmatch(first):
        # Its first token starts with a digit, so a list that is not Riftmana is no token list.
        return "riftmana" if _all_riftmana(text) else None, None
    head = first.split(maxsplit=1)
    if len(head) == 1 and next(lines, None) is None and _looks_like_pixelborn(head[0]):
        return "pixelborn", None
    if not _CODE_LIST_TOKEN.fullmatch(head[0]):
        return None, None  # a TTS token is a code-list token too, so neither format can follow
    tokens = _tokens(text)
    return _tts_or_code_list(tokens), tokens


def _all_riftmana(text: str) -> bool:
    """True when every line of `text` is a Riftmana line, an annotation or blank."""
    return all(map(_is_riftmana_or_note, filter(None, map(str.strip, text.splitlines()))))


@lru_cache(maxsize=4096)
def _is_riftmana_or_note(line: str) -> bool:
    """True for a stripped Riftmana line or annotation; remembered, as the lists of an event
    repeat the same lines."""
    return line.startswith("#") or _RIFTMANA_LINE.fullmatch(line) is not None


def _tts_or_code_list(tokens: list[str]) -> str | None:
    distinct = set(tokens)
    kinds = set(map(_token_kind, distinct))
    if kinds == {_BASE_PRINT} or (kinds <= {_BASE_PRINT, _OTHER_PRINT} and _repeats(tokens, distinct)):
        return "tts"
    if None not in kinds:  # every TTS token is a code-list token too
        return "code_list"
    return None


@lru_cache(maxsize=4096)
def _token_kind(token: str) -> str | None:
    """What a token is: a TTS token of the base print or of another print, another code-list
    token, or None. Remembered, as the lists of an event repeat the same tokens."""
    tts = _TTS_TOKEN.fullmatch(token)
    if tts:
        return _BASE_PRINT if _is_base_print(tts.group(2)) else _OTHER_PRINT
    return _CODE if _CODE_LIST_TOKEN.fullmatch(token) else None


def _content_lines(text: str) -> Iterator[str]:
    """The stripped lines of the content (no blank lines), read only as far as asked."""
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def _content(text: str) -> str:
    """`text` without its ``#`` annotation lines.

    Line breaks are whitespace to every reader here, so text without a ``#`` is kept as it is.
    """
    if "#" not in text:
        return text
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))


def _tokens(text: str) -> list[str]:
    return _content(text).split()


def _repeats(tokens: list[str], distinct: set[str]) -> bool:
    """True when some token (`distinct` holds each once) appears twice, in any case."""
    return len(distinct) < len(tokens) or len(set(map(str.upper, distinct))) < len(distinct)


def _looks_like_pixelborn(token: str) -> bool:
    plain = _pixelborn_text(token)  # most single words are not base64, and are turned away here
    if plain is None:
        return False
    try:
        return bool(_tts_entries(plain.split("$")))
    except TokenError:
        return False


def _pixelborn_tokens(text: str) -> list[str]:
    plain = _pixelborn_text(text)
    if plain is None:
        raise TokenError("pixelborn-not-base64")
    return plain.split("$")


def _pixelborn_text(text: str) -> str | None:
    """The text a Pixelborn code holds, or None when it is not base64 of ASCII text."""
    compact = "".join(text.split())
    if len(compact) % 4 and not compact.endswith("="):
        return None  # base64 comes in groups of four characters unless it ends in padding
    import base64  # only for a word that may be a Pixelborn code

    try:
        return base64.b64decode(compact, validate=True).decode("ascii")
    except ValueError:  # also covers binascii.Error and UnicodeDecodeError
        return None


def _tts_entries(tokens: list[str]) -> list[TokenEntry]:
    entries: list[TokenEntry] = []
    position = 1
    for _token, run in groupby(tokens, key=str.upper):
        copies = list(run)
        card = _tts_print(copies[0])
        if card is None:
            raise TokenError("token-not-tts", token=repr(copies[0]), position=position)
        entries.append(TokenEntry(card, len(copies), position))
        position += len(copies)
    return entries


@lru_cache(maxsize=4096)
def _tts_print(token: str) -> CardRef | str | None:
    """The card a TTS token names, the token itself for a print other than the base one, or
    None when it is no TTS token. Remembered, as `_card_or_raw` is."""
    match = _TTS_TOKEN.fullmatch(token)
    if match is None:
        return None
    return _card_or_raw(match.group(1)) if _is_base_print(match.group(2)) else token


@lru_cache(maxsize=4096)
def _tts_code(token: str) -> str | None:
    """The code of the card a TTS token names (`_tts_print`), as a decklist entry gives it."""
    card = _tts_print(token)
    return card if card is None or isinstance(card, str) else card.code


@lru_cache(maxsize=4096)
def _card_or_raw(code: str) -> CardRef | str:
    """The card a code names, or the code itself for a set the deck code does not know.

    Remembered, as every deck of a tournament repeats the same few hundred codes."""
    from riftcheck.games.riftbound.decklist.deckcode import CardRef, DeckCodeError  # a token list only, not a text list

    try:
        return CardRef.parse(code)
    except DeckCodeError:
        return code


def clear_cache() -> None:
    """Forget the lines and tokens already read (riftcheck.engine.caches)."""
    for memo in (_is_riftmana_or_note, _token_kind, _tts_print, _tts_code, _card_or_raw):
        memo.cache_clear()


def _is_base_print(index: str) -> bool:
    return index.lstrip("0") == "1"


def _count(digits: str, position: int) -> int:
    """The count as written. Its range is checked with every other entry's, so that a count
    of 0 or 99999999999 is reported for its card alone, as it is in a text list."""
    try:
        return int(digits)
    except ValueError:  # over 4,300 digits, longer than any line riftcheck reads
        raise TokenError("token-count-too-long", position=position) from None

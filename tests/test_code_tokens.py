"""Token-based decklist formats: Tabletop Simulator, Pixelborn, code lists and Riftmana."""

from __future__ import annotations

import base64
import re
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import DECKLISTS

from riftcheck.games.riftbound.decklist.deckcode import CardRef, decode
from riftcheck.games.riftbound.decklist.code_tokens import (
    TokenEntry,
    TokenError,
    read_code_list,
    read_pixelborn,
    token_format,
    tts_codes,
)



def corpus(number: str) -> str:
    (path,) = DECKLISTS.glob(f"{number}-*.txt")
    return path.read_text(encoding="utf-8")


def summary(entries: list[TokenEntry]) -> list[tuple[str, int, int]]:
    return [(str(entry.card), entry.count, entry.position) for entry in entries]


VIKTOR = [
    ("OGN-265", 1, 1), ("OGN-246", 1, 2), ("OGN-245", 3, 3), ("OGN-095", 3, 6), ("OGN-213", 3, 9),
    ("OGN-266", 3, 12), ("OGN-216", 3, 15), ("OGN-209", 3, 18), ("OGN-096", 3, 21), ("OGN-211", 3, 24),
    ("OGN-218", 3, 27), ("OGN-208", 3, 30), ("OGN-239", 3, 33), ("OGN-233", 3, 36), ("OGN-234", 3, 39),
    ("OGN-289", 1, 42), ("OGN-294", 1, 43), ("OGN-284", 1, 44), ("OGN-214", 12, 45),
]


def test_tts_export_groups_copies():
    text = corpus("029")  # the file's own annotation lines start with '#'
    assert token_format(text) == "tts"
    rows = tts_codes(text)
    assert rows == VIKTOR
    assert sum(copies for _code, copies, _position in rows) == 56
    assert all(CardRef.parse(code).code == code for code, _copies, _position in rows)  # none left raw


def test_pixelborn_is_the_same_deck_as_tts():
    text = corpus("030")
    assert token_format(text) == "pixelborn"
    assert summary(read_pixelborn(text)) == tts_codes(corpus("029"))


def test_code_list_keeps_counts_and_print_suffixes():
    text = corpus("034")
    assert token_format(text) == "code_list"
    entries = read_code_list(text)
    assert summary(entries)[:4] == [("UNL-189", 1, 1), ("UNL-082", 1, 2), ("SFD-036", 3, 3), ("OGN-103", 3, 4)]
    assert summary(entries)[-5:] == [
        ("OGN-042", 7, 20), ("OGN-089", 5, 21), ("UNL-209", 1, 22), ("SFD-215", 1, 23), ("SFD-217", 1, 24),
    ]
    assert sum(entry.count for entry in entries) == 56
    assert summary(read_code_list("UNL-116a-3 OGN-202s")) == [("UNL-116a", 3, 1), ("OGN-202*", 1, 2)]


def test_code_list_is_the_riftdecks_deck_code_plus_its_champion():
    entries = Counter({entry.card: entry.count for entry in read_code_list(corpus("034"))})
    body = "".join(line for line in corpus("033").splitlines() if not line.startswith("#"))
    deck = decode(body)
    assert entries == Counter(dict(deck.main)) + Counter({deck.champion: 1})


def test_riftmana_lines():
    from riftcheck.games.riftbound.decklist.detect import read_decklists

    text = "1xOGN-251\n1xOGN-298\n3xOGN-183\n\n2x ogn-029\n3 X OGN-036a\n7xOGN-007\n"
    assert token_format(text) == "riftmana"
    (decklist,) = read_decklists(text.encode(), "riftmana.txt")
    assert decklist.input_format == "riftmana"
    assert [(entry.code, entry.count, entry.line) for entry in decklist.entries("unsorted")] == [
        ("OGN-251", 1, 1), ("OGN-298", 1, 2), ("OGN-183", 3, 3), ("ogn-029", 2, 5), ("OGN-036a", 3, 6),
        ("OGN-007", 7, 7),
    ]


def test_cards_the_deck_code_cannot_name_stay_raw():
    assert tts_codes("UNL-189-2 PR-003-1 OGN-001-1") == [
        ("UNL-189-2", 1, 1), ("PR-003", 1, 2), ("OGN-001", 1, 3),
    ]
    assert summary(read_code_list("PR-003-2")) == [("PR-003", 2, 1)]


def test_tts_merges_only_adjacent_copies():
    assert tts_codes("OGN-246-1 OGN-245-1 OGN-245-1 OGN-246-1 OGN-246-1") == [
        ("OGN-246", 1, 1), ("OGN-245", 2, 2), ("OGN-246", 2, 4),
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("OGN-202-1 OGN-202-1 OGN-203-2", "tts"),  # a token repeats: one token per copy
        ("OGN-202-1 OGN-203-1", "tts"),  # all print index 1: both readings agree
        ("OGN-202-3 UNL-189", "code_list"),  # a count-1 card has no suffix
        ("OGN-202-3 OGN-203-2", "code_list"),  # unique tokens with counts
        ("OGN-202a-1 OGN-202a-1", "code_list"),  # TTS tokens carry no variant letter
        ("3xOGN-036\n1x ogn-251", "riftmana"),
        ("# title only\n", None),
        ("Legend:\n1 Lillia, Bashful Bloom", None),
        ("2 Xerath", None),
    ],
)
def test_token_format_decides_by_the_whole_input(text, expected):
    assert token_format(text) == expected


@pytest.mark.parametrize(
    ("reader", "text", "message"),
    [
        (tts_codes, "OGN-001-1 OGN-002", "Token 'OGN-002' at position 2 is not a SET-NNN-V"),
        (read_code_list, "OGN-001 Lillia", "Token 'Lillia' at position 2 is not a SET-NUMBER[-COUNT] code"),
        (read_code_list, "OGN-001-" + "9" * 5000, "The count of the token at position 1 is too long to read."),
        (read_pixelborn, "not base64!", "The Pixelborn code is not base64 of ASCII text."),
        (
            read_pixelborn,
            base64.b64encode(b"OGN-001-1$hello").decode(),
            "Token 'hello' at position 2 is not a SET-NNN-V Tabletop Simulator token.",
        ),
    ],
)
def test_grammar_errors_name_the_token(reader, text, message):
    with pytest.raises(TokenError, match=re.escape(message)):
        reader(text)


@given(st.text(max_size=200))
def test_readers_raise_only_token_errors(text):
    assert token_format(text) in (None, "tts", "pixelborn", "code_list", "riftmana")
    for reader in (tts_codes, read_pixelborn, read_code_list):
        try:
            reader(text)
        except TokenError:
            pass


# The whole-input rule of token_format written out plainly, every line and token examined.
CARD = r"[A-Z]{2,4}-(?:R|SP)?[0-9]+"
TTS_TOKEN = re.compile(rf"{CARD}-([0-9]+)", re.IGNORECASE)
CODE_LIST_TOKEN = re.compile(rf"{CARD}[ABS*]?(?:-[0-9]+)?", re.IGNORECASE)
RIFTMANA_LINE = re.compile(rf"[0-9]+\s*x\s*{CARD}[ABS*]?", re.IGNORECASE)


def format_by_every_token(text: str) -> str | None:
    content = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    lines = [line.strip() for line in content.splitlines() if line.strip()]
    if lines and all(RIFTMANA_LINE.fullmatch(line) for line in lines):
        return "riftmana"
    tokens = content.split()
    if len(tokens) == 1 and holds_tts_tokens(tokens[0]):
        return "pixelborn"
    tts = [TTS_TOKEN.fullmatch(token) for token in tokens]
    if tokens and all(tts):
        repeats = max(Counter(token.upper() for token in tokens).values()) > 1
        if repeats or all(match.group(1).lstrip("0") == "1" for match in tts):
            return "tts"
    if tokens and all(CODE_LIST_TOKEN.fullmatch(token) for token in tokens):
        return "code_list"
    return None


def holds_tts_tokens(word: str) -> bool:
    try:
        plain = base64.b64decode(word, validate=True).decode("ascii")
    except ValueError:
        return False
    return all(TTS_TOKEN.fullmatch(token) for token in plain.split("$"))


PIECES = [
    "OGN-036-1", "ogn-036-1", "OGN-036-01", "OGN-036-2", "ſFD-036-1", "OGN-036", "UNL-116a", "OGN-202*-3",
    "PR-003-1", "SFD-R02-1", "VEN-SP1", "3xOGN-036", "2 x ogn-251", "0xOGN-001", "# note", "#", "Legend:",
    "3 Charm", "Charm", "2", "x", "-", base64.b64encode(b"OGN-001-1$OGN-001-1").decode(),
    base64.b64encode(b"OGN-001-1").decode(), "T0dOLTAwMS0x=", "CMAAAAAAAAAAAAAAAAAA",
]
SEPARATORS = [" ", "  ", "\n", "\r\n", "\t", "\n\n", "\n# aside\n", "\u2028", "\x1c", "\x85", "\u3000"]


@settings(max_examples=1000)
@given(st.lists(st.tuples(st.sampled_from(PIECES), st.sampled_from(SEPARATORS)), max_size=8), st.booleans())
def test_token_format_agrees_with_examining_every_token(pieces, lead):
    text = ("\n " if lead else "") + "".join(piece + separator for piece, separator in pieces)
    assert token_format(text) == format_by_every_token(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("OGN-202-2 ogn-202-2", "tts"),  # a token repeats when case is ignored
        ("OGN-202-2 OGN-203-2", "code_list"),
        ("Legend:\nOGN-202-1", None),  # a header first turns the input away
        ("# list\n\n3xOGN-036\n# more\n1x ogn-251\n", "riftmana"),
        ("3xOGN-036\nOGN-251", None),
    ],
)
def test_token_format_edge_cases(text, expected):
    assert token_format(text) == format_by_every_token(text) == expected


def test_tts_codes_merge_runs_whatever_their_case():
    text = "ogn-001-1 OGN-001-1 Ogn-001-1 UNL-189-2 unl-189-2 OGN-001-1"
    assert tts_codes(text) == [("OGN-001", 3, 1), ("UNL-189-2", 2, 4), ("OGN-001", 1, 6)]


def test_tts_codes_read_the_tokens_given():
    assert tts_codes("ignored", ["OGN-002-1", "OGN-002-1"]) == [("OGN-002", 2, 1)]


def test_tts_codes_name_the_first_bad_token():
    with pytest.raises(TokenError, match="'OGN-002' at position 3"):
        tts_codes("OGN-001-1 OGN-001-1 OGN-002")

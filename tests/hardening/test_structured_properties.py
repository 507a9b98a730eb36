"""The simple YAML reader against PyYAML, and the JSON nesting measure against a plain scan.

Whatever text `read_deck_yaml` accepts must load exactly as PyYAML loads it: the same data
(types and key order included) and the same line for every node. The texts are decks that
riftcheck writes with awkward card names, decks in the shape people write by hand, and both
after random edits that push them out of the shape. These run three times the profile's
examples, since most of their value is in the rare text that the reader gets wrong.
"""

from __future__ import annotations

import json

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.decklist.deck_yaml import read_deck_yaml
from riftcheck.games.riftbound.decklist.model import ZONES, Entry
from riftcheck.games.riftbound.decklist.structured import json_nesting, json_nesting_within, load_yaml_with_pyyaml
from riftcheck.games.riftbound.writers.native import write_yaml

MANY = settings(max_examples=settings.default.max_examples * 3)

# Text that YAML 1.1 types by its look, or that needs quoting, escaping or a fallback.
AWKWARD = [
    "yes", "No", "on", "OFF", "y", "null", "Null", "~", "true", "010", "0x1F", "0b1", "1_000", "1:20", "2026-01-01",
    "2026-01-01 10:00:00", ".inf", ".NaN", "1.5", "1e3", "+1", "-1", "0", "<<", "=", "", " ", "it's", "'q'", '"dq"',
    "a: b", "a:b", "a:", "a #b", "a#b", "#x", "- x", "-x", "-#", "-", "? x", "?x", "%x", "@x", "`x", "!x", "&x", "*x",
    "|", ">", "[x]", "{x}", "x, y", "x ", " x", "a  b", "\\", "a\\b", "---", "...", "a\tb", "x\x85y", "x\u2028y",
    "\ufeffx", "\x07", "Kai'Sa, Survivor", "ลิลลี่ ผู้เล่นไทย",
]
ORDINARY_CHARACTERS = [*"abcXYZ019 '\",.#-!&()/", "ก", "ข", "่", "é"]
ORDINARY_NAMES = st.text(st.sampled_from(ORDINARY_CHARACTERS), min_size=1, max_size=20)
NAMES = st.one_of(
    ORDINARY_NAMES,
    st.sampled_from(AWKWARD),
    st.text(st.sampled_from([*ORDINARY_CHARACTERS, *":?[]{}`|>%@*~\\\t\r", "\x85", "\u2028", "😀"]), max_size=12),
    st.text(max_size=8),
)
CODES = st.none() | st.sampled_from(["OGN-095", "UNL-082", "SFD-R02", "OGN-007a"])

KEYS = st.sampled_from(["format", "version", "name", "player", "main", "runes", "count", "code", "x-y", "_k"])
ODD_KEYS = st.sampled_from(["yes", "null", "On", "Y", "a b", "1", "<<", "'q'"])
SCALARS = st.sampled_from(["Charm", "3", "OGN-095", "Kai'Sa", "a b", "'Kai''Sa, Survivor'", '"x"', "null", "ก"])
ODD_SCALARS = st.sampled_from(AWKWARD) | st.sampled_from(["''", '""', '"a\\b"', "'a", "[]", "[1]", "{}", "&a x", "*a"])
NOISE = st.sampled_from(["", "  ", "# note", "  # note: [", "#", " #x"])
EDITS = st.sampled_from(
    [*" \n#:-'\"{}[],&*!%|>?0y~@`\\", "\t", "\r", "\u2028", "\ufeff", "---\n", "...\n", "%YAML 1.1\n"]
)


@st.composite
def written_decks(draw, names=NAMES, counts=st.integers(-3, 10**12)) -> str:
    """A deck as riftcheck writes it in YAML; unknown cards keep whatever name they were given."""
    deck = Deck(source="deck", input_format="riftcheck", name=draw(st.none() | names), player=draw(st.none() | names))
    for zone in ZONES:
        items = draw(st.lists(st.tuples(counts, names, CODES), max_size=4))
        deck.zones[zone] = [DeckCard(count, Entry(count, name, code=code)) for count, name, code in items]
    return write_yaml(deck).text


@st.composite
def hand_written(draw, keys=KEYS | ODD_KEYS, scalars=SCALARS | ODD_SCALARS, noise=NOISE, usual=False) -> str:
    """A mapping of scalars and zones: flow entries, block entries or scalars, at some indent.

    A `usual` text keeps to what people write: its keys unique, its indents even.
    """
    rows: list[str] = []
    for key in draw(st.lists(keys, min_size=1, max_size=5, unique=usual)):
        rows += draw(st.lists(noise, max_size=1))
        kind = draw(st.sampled_from(["scalar", "empty", "list", "sequence"]))
        if kind == "scalar":
            rows.append(f"{key}: {draw(scalars)}" + ("" if usual else draw(st.sampled_from(["", " ", " # note"]))))
        elif kind == "list":
            rows.append(f"{key}: []")
        else:
            rows.append(f"{key}:")
            rows += _sequence(draw, keys, scalars, noise, usual) if kind == "sequence" else []
    return "\n".join(rows) + draw(st.sampled_from(["\n", "", "\n\n"]))


def _sequence(draw, keys, scalars, noise, usual: bool) -> list[str]:
    """The rows of a block sequence of entries, drawn with `draw`."""
    dash = " " * draw(st.sampled_from([0, 2, 4] if usual else [0, 2, 4, 1])) + "- "
    rows: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        rows += draw(st.lists(noise, max_size=1))
        unique_keys = (lambda pair: pair[0]) if usual else None
        pairs = draw(st.lists(st.tuples(keys, scalars), min_size=1, max_size=3, unique_by=unique_keys))
        style = draw(st.sampled_from(["flow", "block", "scalar"]))
        if style == "flow":
            separator = draw(st.sampled_from([", ", ",", " , "]))
            rows.append(dash + "{" + separator.join(f"{key}: {value}" for key, value in pairs) + "}")
        elif style == "block":
            indent = " " * (len(dash) + (0 if usual else draw(st.sampled_from([0, 0, 1, -1]))))
            rows.append(f"{dash}{pairs[0][0]}: {pairs[0][1]}")
            rows += [f"{indent}{key}: {value}" for key, value in pairs[1:]]
        else:
            rows.append(dash + draw(scalars))
    return rows


@st.composite
def edited(draw, texts) -> str:
    """A text from `texts` after a few random edits: characters in or out, lines doubled or indented."""
    text = draw(texts)
    for _ in range(draw(st.integers(1, 3))):
        position = draw(st.integers(0, len(text)))
        edit = draw(st.sampled_from(["insert", "delete", "double a line", "indent a line"]))
        if edit == "insert":
            text = text[:position] + draw(EDITS) + text[position:]
        elif edit == "delete":
            text = text[:position] + text[position + draw(st.integers(1, 4)) :]
        else:
            lines = text.split("\n")
            index = draw(st.integers(0, len(lines) - 1))
            lines.insert(index, lines[index] if edit == "double a line" else " " + lines.pop(index))
            text = "\n".join(lines)
    return text


def read_as_pyyaml_does(text: str) -> bool:
    """Whether the simple reader took `text`; when it did, its result must be PyYAML's."""
    simple = read_deck_yaml(text)
    if simple is None:
        return False
    data, lines = load_yaml_with_pyyaml(text, "deck.yaml")  # a refusal here fails the test
    assert repr(simple[0]) == repr(data)  # repr tells True from 1 and sees the order of keys
    assert simple[1] == lines
    assert repr(yaml.load(text, Loader=yaml.SafeLoader)) == repr(data)  # PyYAML without libyaml agrees
    return True


@MANY
@given(written_decks(ORDINARY_NAMES, st.integers(1, 999)))
def test_decks_riftcheck_writes_are_read_without_pyyaml(text):
    assert read_as_pyyaml_does(text)


@MANY
@given(hand_written(KEYS, SCALARS, st.sampled_from(["", "# note", "  # note"]), usual=True))
def test_decks_in_the_usual_hand_written_shape_are_read_without_pyyaml(text):
    assert read_as_pyyaml_does(text)


@MANY
@given(written_decks())
def test_written_decks_with_any_names_read_as_pyyaml_reads_them(text):
    read_as_pyyaml_does(text)


@MANY
@given(hand_written())
def test_hand_written_shapes_read_as_pyyaml_reads_them(text):
    read_as_pyyaml_does(text)


@MANY
@given(edited(written_decks() | hand_written()))
def test_edited_decks_read_as_pyyaml_reads_them(text):
    read_as_pyyaml_does(text)


def scanned_nesting(text: str) -> int:
    """How deeply brackets nest outside strings, one character at a time; strings as `json_nesting` reads them."""
    depth, deepest, in_string, escaped = 0, None, False, False
    for character in text:
        if in_string:
            escaped, in_string = (False, True) if escaped else (character == "\\", character != '"')
        elif character == '"':
            in_string = True
        elif character in "[]{}":
            depth += 1 if character in "[{" else -1
            deepest = depth if deepest is None else max(deepest, depth)
    return deepest or 0


JSON_LIKE = st.text(st.sampled_from([*'[]{}"\\ ,:a\n', "ก", "\ud800"]), max_size=60)
JSON_VALUES = st.recursive(
    st.none() | st.integers() | st.text(st.sampled_from([*'[]{}"\\a', "ก"]), max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=20,
)


@MANY
@given(JSON_LIKE | st.builds(json.dumps, JSON_VALUES, ensure_ascii=st.booleans()))
def test_json_nesting_is_the_depth_of_brackets_outside_strings(text):
    assert json_nesting(text) == scanned_nesting(text)


@MANY
@given(JSON_LIKE | st.builds(json.dumps, JSON_VALUES, ensure_ascii=st.booleans()), st.integers(0, 6))
def test_json_nesting_within_a_limit_agrees_with_the_depth(text, limit):
    assert json_nesting_within(text, limit) == (scanned_nesting(text) <= limit)

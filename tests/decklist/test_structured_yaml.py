"""riftcheck's YAML decklists: the simple reader takes the shapes riftcheck and people write,
gives exactly what PyYAML gives, and leaves every other text to PyYAML."""

from __future__ import annotations

import pytest
from support import DECKLISTS

from riftcheck.games.riftbound.decklist.deck_yaml import read_deck_yaml
from riftcheck.games.riftbound.decklist.detect import read_path
from riftcheck.games.riftbound.decklist.structured import load_yaml, load_yaml_with_pyyaml
from riftcheck.engine.inputs.refusals import DecklistError

HAND_WRITTEN = """\
# Lillia for the weekend
format: riftcheck-deck
version: 1
name: Lillia tempo
player: ลิลลี่ ผู้เล่นไทย

legend:
  - {count: 1, name: "Lillia, Bashful Bloom"}
main:
  # the usual core
  - count: 3
    name: 'Kai''Sa, Survivor'
  - {count: 2,name: Charm , code: OGN-043}
  - Gust
battlefields: []
sideboard:
"""


def outcome(load, text: str) -> object:
    """What `load` makes of `text`: the data as its repr (so that 1 and True differ) and the
    lines, or the refusal's message."""
    try:
        data, lines = load(text, "deck.yaml")
    except DecklistError as error:
        return str(error)
    return repr(data), lines


def test_the_hand_written_shape_is_read_without_pyyaml():
    data, lines = read_deck_yaml(HAND_WRITTEN)
    assert data == {
        "format": "riftcheck-deck",
        "version": 1,
        "name": "Lillia tempo",
        "player": "ลิลลี่ ผู้เล่นไทย",
        "legend": [{"count": 1, "name": "Lillia, Bashful Bloom"}],
        "main": [{"count": 3, "name": "Kai'Sa, Survivor"}, {"count": 2, "name": "Charm", "code": "OGN-043"}, "Gust"],
        "battlefields": [],
        "sideboard": None,
    }
    assert lines[()] == 2 and lines[("legend", 0)] == 8
    assert [lines[("main", index)] for index in range(3)] == [11, 13, 14]
    assert (lines[("main",)], lines[("sideboard",)]) == (11, 16)
    assert all(len(path) <= 2 for path in lines)
    assert (repr(data), lines) == outcome(load_yaml_with_pyyaml, HAND_WRITTEN)


def test_every_corpus_deck_written_as_yaml_is_read_without_pyyaml(resolver):
    from riftcheck.games.riftbound.resolve_deck import resolve_deck
    from riftcheck.games.riftbound.writers.native import write_yaml

    for path in sorted(DECKLISTS.glob("*.txt")):
        for decklist in read_path(path):
            text = write_yaml(resolve_deck(decklist, resolver)).text
            simple = read_deck_yaml(text)
            assert simple is not None, path.name
            assert (repr(simple[0]), simple[1]) == outcome(load_yaml_with_pyyaml, text), path.name


@pytest.mark.parametrize(
    ("written", "value"),
    [
        ("3", 3),
        ("010", 8),
        ("0x1F", 31),
        ("1_000", 1000),
        ("+1", 1),
        ("-1", -1),
        ("yes", True),
        ("Off", False),
        ("~", None),
        ("Null", None),
        ("y", "y"),
        ("'yes'", "yes"),
        ('"010"', "010"),
        ("'it''s'", "it's"),
        ("Kai'Sa", "Kai'Sa"),
        ("a#b", "a#b"),
        ("-x", "-x"),
        ("ลิลลี่", "ลิลลี่"),
    ],
)
def test_plain_scalars_get_the_types_yaml_1_1_gives_them(written, value):
    text = f"format: riftcheck-deck\nname: {written}\nmain:\n- {{count: 1, name: {written}}}\n"
    data, _ = read_deck_yaml(text)
    assert repr(data["name"]) == repr(data["main"][0]["name"]) == repr(value)
    assert outcome(load_yaml, text) == outcome(load_yaml_with_pyyaml, text)


@pytest.mark.parametrize(
    "text",
    [
        "name: 2026-01-01\n",
        "count: 1.5\n",
        "count: 1:20\n",
        "name: Charm # a note\n",
        "main:\n- {count: 2, name: Charm} # a note\n",
        "name: &a Charm\nplayer: *a\n",
        "name: !!str 3\n",
        "name:\tCharm\n",
        "name: Charm\r\n",
        "\ufeffname: Charm\n",
        "%YAML 1.1\n---\nname: Charm\n",
        "---\nname: Charm\n",
        "name: Charm\n...\n",
        "name: first\n  second\n",
        "name: 'first\n  second'\n",
        'name: "tab\\tinside"\n',
        "main: [{count: 2, name: Charm}]\n",
        "main:\n- {count: 2, name: [Charm]}\n",
        "name:\n  first: Charm\n",
        "name: a\nname: b\n",
        "main:\n- {count: 2, count: 3}\n",
        "yes: 1\n",
        '"name": Charm\n',
        "<<: {count: 1}\n",
        "main:\n-\n  count: 1\n",
        "main:\n- count: 1\n   name: Charm\n",
        "main:\n  - {count: 1}\n - {count: 2}\n",
        "- {count: 1}\n",
        "Charm\n",
        "# only a comment\n",
        "",
    ],
)
def test_anything_outside_the_simple_shape_is_left_to_pyyaml(text):
    assert read_deck_yaml(text) is None
    assert outcome(load_yaml, text) == outcome(load_yaml_with_pyyaml, text)


def test_refusals_keep_their_messages():
    with pytest.raises(DecklistError, match=r"uses a YAML anchor or alias \(line 3\)"):
        load_yaml("format: riftcheck-deck\nversion: 1\nname: &a x\nplayer: *a\n", "deck.yaml")


def test_each_reading_has_entries_of_its_own():
    text = "main:\n- {count: 2, name: Charm}\n"
    first, _ = load_yaml(text, "deck.yaml")
    first["main"][0]["count"] = 99
    again, _ = load_yaml(text, "deck.yaml")
    assert again["main"][0] == {"count": 2, "name": "Charm"}


@pytest.mark.parametrize("text", ["main:\n- {count: 1, name: Charm}\n", "name: ลิลลี่\n", "name: Kai’Sa\n"])
def test_the_quick_character_look_agrees_with_the_full_one_on_every_ascii_character(text):
    from riftcheck.games.riftbound.decklist.deck_yaml import _UNHANDLED_CHARACTER, _handled_characters

    for code in range(128):
        changed = text.replace("a", chr(code), 1)
        assert _handled_characters(changed) == (_UNHANDLED_CHARACTER.search(changed) is None), hex(code)


def _typed_by_pyyaml(text: str) -> object:
    """The value PyYAML's safe loader gives the plain scalar `text`."""
    import yaml

    tag = yaml.resolver.Resolver().resolve(yaml.ScalarNode, text, (True, False))
    return yaml.constructor.SafeConstructor().construct_object(yaml.ScalarNode(tag, text))


def _candidates() -> list[str]:
    words = ["yes", "no", "true", "false", "on", "off", "null", "y", "n", "nul", "nulls", "onion", "offer", "yesterday"]
    spellings = {variant for word in words for variant in (word, word.capitalize(), word.upper(), word.swapcase())}
    letters = [f"{letter}ello" for letter in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"]
    numbers = [str(number) for number in range(200)] + ["00", "007", "08", "1_0", "0x10", "0b1", "1:30", "1e3", ".5"]
    numbers += ["9" * 18, "1" + "0" * 18]
    return sorted(spellings) + letters + numbers + ["~", "-1", "+1", "ลิลลี่", "Kai'Sa", "Charm", "Null Zone"]


# Plain scalars YAML 1.1 reads in ways of its own (octal, hex, binary, sexagesimal, floats,
# underscores, signs) or that pass 18 digits: the simple reader leaves them to PyYAML.
DECLINED_SCALARS = {"00", "007", "08", "1_0", "0x10", "0b1", "1:30", "1e3", ".5", "1" + "0" * 18, "-1", "+1"}


@pytest.mark.parametrize("text", _candidates())
def test_usual_plain_scalars_are_typed_as_pyyaml_types_them(text):
    from riftcheck.games.riftbound.decklist.deck_yaml import _UNKNOWN, _usual_plain_scalar

    value = _usual_plain_scalar(text)
    if text in DECLINED_SCALARS:
        assert value is _UNKNOWN
    else:
        assert value is not _UNKNOWN, f"{text!r} is a usual scalar, read without PyYAML"
        assert repr(value) == repr(_typed_by_pyyaml(text))


def test_a_whole_number_too_long_for_python_is_declined_not_an_error():
    text = f"format: riftcheck-deck\nversion: 1\nmain:\n- {{count: {'7' * 5000}, name: Charm}}\n"
    assert read_deck_yaml(text) is None


def test_no_yaml_type_but_null_and_boolean_starts_with_a_letter():
    import yaml

    from riftcheck.games.riftbound.decklist.deck_yaml import _BOOLEANS, _NULLS

    resolvers = yaml.resolver.Resolver.yaml_implicit_resolvers
    assert None not in resolvers  # no type is tried whatever the first character
    by_letter = {first: {tag for tag, _ in found} for first, found in resolvers.items() if first and first.isalpha()}
    assert set().union(*by_letter.values()) == {"tag:yaml.org,2002:bool", "tag:yaml.org,2002:null"}
    for text in [*_BOOLEANS, *_NULLS]:
        assert repr(_typed_by_pyyaml(text)) != repr(text), text


def test_the_unhandled_characters_are_all_but_the_handled_ranges():
    from riftcheck.games.riftbound.decklist.deck_yaml import _UNHANDLED_CHARACTER

    handled = [(0x0A, 0x0A), (0x20, 0x7E), (0xA0, 0x2027), (0x202A, 0xD7FF), (0xE000, 0xFEFE), (0xFF00, 0xFFFD),
               (0x10000, 0x10FFFF)]
    every = "".join(map(chr, range(0x110000)))
    unhandled = {match.start() for match in _UNHANDLED_CHARACTER.finditer(every)}
    assert unhandled == {code for code in range(0x110000) if not any(low <= code <= high for low, high in handled)}


def test_forget_empties_the_memory_of_parsed_pieces():
    import riftcheck
    from riftcheck.games.riftbound.decklist import deck_yaml

    read_deck_yaml("format: riftcheck-deck\nversion: 1\nmain:\n- {count: 2, name: Charm}\n")
    assert any(deck_yaml._MEMOS)
    riftcheck.forget()
    assert not any(deck_yaml._MEMOS)

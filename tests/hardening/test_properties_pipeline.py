"""Properties of the whole pipeline (read, resolve, every rule, English and Thai messages).

Whatever bytes arrive, a deck gets a verdict or the input is refused with DecklistError;
damage to a real list never crashes; harmless rewrites never change a deck or its verdict;
the encodings of one deck stay one deck on their way through editors and mail programs.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hardening_inputs import (
    CORPUS,
    ENCODINGS,
    LEGAL_ON,
    LINE_ENDS,
    damaged,
    encoded,
    harmless_rewrites,
    judge,
    number_of,
    shape,
)
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from support import run_cli

from riftcheck.games.riftbound.decklist.deckcode import SETS, CardRef, encode
from riftcheck.engine.inputs.limits import MAX_COUNT
from riftcheck.engine.inputs.refusals import DecklistError

CORPUS_TEXTS = {number_of(path): path.read_text(encoding="utf-8") for path in CORPUS}


def verdict_or_clear_error(data: bytes) -> list:
    """The judged decks of `data`, or [] when it is refused with a one-sentence DecklistError."""
    try:
        judged = judge(data)
    except DecklistError as error:
        message = str(error)
        assert message.endswith(".") and "\n" not in message and "Traceback" not in message
        return []
    assert judged, "an input that is read gives at least one deck"
    for item in judged:
        assert isinstance(item.result.legal, bool)
        if item.result.legal:
            assert_a_whole_constructed_deck(item.deck)
    return judged


def assert_a_whole_constructed_deck(deck) -> None:
    """What a deck riftcheck calls legal in constructed must be, counted here from its entries
    rather than by the rules: every line read, every card known, one legend (CR 103.1), a main
    deck of exactly 40 with its Chosen Champion (TR 402.1, CR 103.3), 12 runes (CR 103.4.a), 3
    battlefields of different names (CR 103.5.c, 487.4.a) and no name past its copy limit."""
    assert not deck.problems, "a legal deck has no line left unread"
    entries = [item for items in deck.zones.values() for item in items]
    assert all(item.card is not None for item in entries), "a legal deck has no unknown card"
    count = {zone: sum(item.count for item in deck.zones[zone]) for zone in deck.zones}
    assert count["legend"] == 1 and count["champion"] == 1
    assert count["main"] + count["champion"] == 40 and count["runes"] == 12 and count["battlefields"] == 3
    assert len({item.card.name for item in deck.zones["battlefields"]}) == 3
    copies: dict[str, int] = {}
    for zone in ("main", "champion"):
        for item in deck.zones[zone]:
            copies[item.card.name] = copies.get(item.card.name, 0) + item.count
    for item in deck.zones["main"]:
        limit = item.card.deck_limit
        assert limit is None or copies[item.card.name] <= limit, item.card.name


# --- anything at all ------------------------------------------------------------------------

FRAGMENTS = st.sampled_from([
    "Legend:", "Main Deck (39)", "champion (1)", "3 Charm", "2x Cleave", "1 Jinx, Loose Cannon", "7 Chaos Rune",
    "3 Jinx - Demolitionist", "OGN-202-1", "UNL-189 SFD-036-3", "3xOGN-036", "T0dOLTI2NS0x",
    "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA", "format: riftcheck-deck", "version: 1",
    'main: [{count: 2, name: "Charm"}]', '{"decklists": [', '{"deckList": {"Units": [{"count": 2, "id": "OGN-004"}]}}',
    "# note", "", "  ", "\t", "เด็คหลัก", "3 ชาร์ม", "99999999999 Flash", "-3 Gust", "0 Defy",
])


@given(st.binary(max_size=400) | st.text(max_size=400).map(lambda text: text.encode("utf-8", "surrogatepass")))
def test_any_input_gets_a_verdict_or_a_clear_error(data):
    verdict_or_clear_error(data)


@given(st.lists(FRAGMENTS | st.text(max_size=10), max_size=40), st.sampled_from(["\n", "\r\n", " "]))
def test_any_mix_of_decklist_pieces_gets_a_verdict_or_a_clear_error(pieces, joiner):
    verdict_or_clear_error(joiner.join(pieces).encode("utf-8", "surrogatepass"))


# --- damaged real lists ---------------------------------------------------------------------


@given(st.sampled_from(sorted(CORPUS_TEXTS)).flatmap(lambda number: damaged(CORPUS_TEXTS[number])))
def test_a_damaged_real_list_gets_a_verdict_or_a_clear_error(data):
    verdict_or_clear_error(data)


@settings(max_examples=12)  # a process each: a few, whatever the profile
@given(st.sampled_from(sorted(CORPUS_TEXTS)).flatmap(lambda number: damaged(CORPUS_TEXTS[number])) | st.binary())
def test_the_command_answers_a_damaged_list_with_a_verdict_or_exit_2(data):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deck.txt"
        path.write_bytes(data)
        done = run_cli("check", str(path), "-o", "json")
    assert "Traceback" not in done.stdout + done.stderr
    decks = json.loads(done.stdout)["decks"]
    unreadable = [deck for deck in decks if "error" in deck]
    assert done.returncode == (2 if unreadable else 1 if any(not deck["legal"] for deck in decks) else 0)


@given(st.sampled_from(sorted(CORPUS_TEXTS)), st.sampled_from(ENCODINGS), st.sampled_from(LINE_ENDS))
def test_every_real_list_reads_alike_in_every_encoding_and_line_end(number, encoding, line_end):
    text = line_end.join(CORPUS_TEXTS[number].splitlines())
    (as_saved,) = judge(encoded(text, encoding))
    (original,) = judge(CORPUS_TEXTS[number].encode())
    assert shape(as_saved.deck) == shape(original.deck)
    assert as_saved.errors == original.errors


# --- harmless rewrites ----------------------------------------------------------------------


@given(data=st.data(), number=st.sampled_from(sorted(LEGAL_ON)))
def test_a_legal_list_stays_the_same_legal_deck_after_harmless_rewrites(data, number):
    original = CORPUS_TEXTS[number]
    rewritten = data.draw(harmless_rewrites(original))
    (before,) = judge(original.encode(), as_of=LEGAL_ON[number])
    (after,) = judge(rewritten, as_of=LEGAL_ON[number])
    assert before.errors == [] and after.errors == []
    assert after.deck.problems == []
    assert shape(after.deck) == shape(before.deck)


@given(st.sampled_from(sorted(LEGAL_ON)), st.data())
def test_a_legal_list_missing_any_card_line_outside_its_sideboard_is_never_legal(number, data):
    (whole,) = judge(CORPUS_TEXTS[number].encode(), as_of=LEGAL_ON[number])
    assert whole.result.legal, number
    counted = sorted({item.entry.line for zone, items in whole.deck.zones.items() if zone != "sideboard"
                      for item in items if item.entry.line})
    assume(counted)  # a deck code holds the whole deck on one line
    dropped = data.draw(st.sampled_from(counted))
    lines = CORPUS_TEXTS[number].splitlines()
    shortened = "\n".join(line for index, line in enumerate(lines, 1) if index != dropped)
    try:
        shortened_decks = judge(shortened.encode(), as_of=LEGAL_ON[number])
    except DecklistError:
        return  # nothing left to read: refused, not legal
    for judged in shortened_decks:
        assert not judged.result.legal, f"{number} without line {dropped}: {lines[dropped - 1]!r}"


# --- one deck, three encodings --------------------------------------------------------------

# Each group is one deck written three ways (INDEX.md); 001 keeps its sideboard in a comment,
# and a code list cannot hold one, so the Lillia group is compared outside the sideboard.
ENCODINGS_OF_ONE_DECK = {"Viktor": ("028", "029", "030"), "Lillia": ("001", "033", "034")}


def _transported(text: str, separator: str, line_end: str, lower: bool) -> str:
    """A list as it arrives after copying: token separators, line ends, case and padding changed."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    body = line_end.join(separator.join(line.split()) for line in lines)
    return f"{line_end}# pasted{line_end}  {body.lower() if lower else body}  {line_end}"


@pytest.mark.parametrize("deck_name", sorted(ENCODINGS_OF_ONE_DECK))
@given(
    separator=st.sampled_from([" ", "  ", "\t", "\n"]),
    line_end=st.sampled_from(LINE_ENDS),
    encoding=st.sampled_from(ENCODINGS),
    lower_code=st.booleans(),
)
def test_the_encodings_of_one_deck_stay_one_deck_after_copying(deck_name, separator, line_end, encoding, lower_code):
    shapes = []
    for number in ENCODINGS_OF_ONE_DECK[deck_name]:
        text = CORPUS_TEXTS[number]
        token_form = number not in ("001", "028")
        if token_form:
            # Base64 (Pixelborn) is case-sensitive; a deck code is not.
            lower = lower_code and number in ("031", "032", "033")
            text = _transported(text, separator, line_end, lower)
        (judged,) = judge(encoded(text, encoding))
        shapes.append(shape(judged.deck, leave_out=("sideboard",)))
    assert shapes[0] == shapes[1] == shapes[2]


# --- deck codes of any content ---------------------------------------------------------------

CARDS = st.builds(
    lambda set_code, prefix, value, variant: CardRef(set_code, f"{prefix}{value}", variant),
    st.sampled_from(SETS),
    st.sampled_from(["", "", "R", "SP"]),
    st.integers(0, 2**32 - 1) | st.integers(1, 320),
    st.sampled_from(["", "a", "*", "b"]),
)
COUNTS = st.integers(1, 12) | st.integers(1, 2**32 - 1)


@given(
    st.dictionaries(CARDS, COUNTS, max_size=30),
    st.dictionaries(CARDS, COUNTS, max_size=8),
    st.none() | CARDS,
    st.lists(CARDS, max_size=3),
)
def test_any_well_formed_deck_code_gets_a_verdict(main, sideboard, champion, legends):
    code = encode(main.items(), sideboard.items(), champion, legends)
    assume(len(code) >= 16)  # a shorter word is read as text, as no real deck code is that short
    judged = verdict_or_clear_error(code.encode())
    counts = [*main.values(), *sideboard.values()]
    too_many = [count for count in counts if count > MAX_COUNT]
    if not judged:  # refused only when not one card could be read
        assert len(too_many) == len(counts) and champion is None and not legends
        return
    problems = [problem for item in judged for problem in item.deck.problems]
    assert len(problems) == len(too_many)
    assert all(f"1 to {MAX_COUNT} copies" in problem.reason for problem in problems)


# --- structured documents -------------------------------------------------------------------

KEYS = st.sampled_from([
    "format", "version", "name", "player", "legend", "champion", "main", "battlefields", "runes", "sideboard",
    "count", "code", "decklists", "user", "sections", "auxiliary_sections", "section_key", "type_code", "cards",
    "quantity", "deckList", "game", "title", "Units", "mainDeck", "sideDeck", "id",
])
# Text as JSON escapes can spell it, unpaired surrogates ("\\ud800") included.
ESCAPABLE_TEXT = st.text(st.characters(codec=None, categories=["L", "N", "P", "Zs", "Cc", "Cs", "So"]), max_size=30)
REAL_NAMES = st.sampled_from(["Jinx, Loose Cannon", "Cleave", "OGN-004", "Chaos Rune"])
GARBLED_NAMES = st.tuples(REAL_NAMES, st.characters(categories=["Cs"])).map("".join)
NAMES = REAL_NAMES | ESCAPABLE_TEXT | GARBLED_NAMES
ENTRIES = st.builds(
    lambda count, name, keys: dict(zip(keys, (count, name))),
    st.integers(1, 3),
    NAMES,
    st.sampled_from([("count", "name"), ("quantity", "name"), ("count", "id"), ("count", "code")]),
)
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10**12) | st.floats(allow_nan=True) | NAMES | ENTRIES
    | st.sampled_from(["riftcheck-deck", "main", "legend", "Riftbound"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(KEYS | ESCAPABLE_TEXT, inner, max_size=6),
    max_leaves=40,
)


def _listed(value: object) -> list:
    return value if isinstance(value, list) else [value]


def _mapped(value: object, key: str) -> dict:
    return value if isinstance(value, dict) else {key: value}


# Each JSON format's outer shape around a generated value, so that the value reaches its reader.
SHAPES = st.sampled_from([
    lambda value: {"format": "riftcheck-deck", "version": 1, "main": value},
    lambda value: {"format": "riftcheck-deck", "version": 1, **_mapped(value, "legend")},
    lambda value: {"decklists": _listed(value)},
    lambda value: {"decklists": [{"user": {"name": "P"}, "sections": [{"section_key": "main", "cards": value}]}]},
    lambda value: {"game": "Riftbound", "deckList": _mapped(value, "Units")},
    lambda value: {"legend": "Jinx, Loose Cannon", "mainDeck": _listed(value), "runes": value},
])


def _cards(draw, name_key: str, count_key: str) -> list[dict]:
    card = st.fixed_dictionaries({name_key: NAMES, count_key: st.integers(1, 3)})
    return draw(st.lists(card, min_size=1, max_size=4))


@st.composite
def well_formed_documents(draw) -> dict:
    """A decklist document of each JSON format, right in shape, with any text where text goes."""
    kind = draw(st.sampled_from(["riftcheck", "cardeio", "tcg-arena", "riftboundfr"]))
    if kind == "riftcheck":
        zone = draw(st.sampled_from(["legend", "main", "runes", "sideboard"]))
        return {"format": "riftcheck-deck", "version": 1, "name": draw(NAMES), zone: _cards(draw, "name", "count")}
    if kind == "cardeio":
        section = {"section_key": draw(NAMES | st.just("main")), "cards": _cards(draw, "name", "quantity")}
        return {"decklists": [{"user": {"best_identifier": draw(NAMES)}, "team": draw(NAMES), "sections": [section]}]}
    if kind == "tcg-arena":
        return {"title": draw(NAMES), "deckList": {draw(NAMES): _cards(draw, "id", "count")}}
    return {
        "player": draw(NAMES), "legend": draw(NAMES), "mainDeck": _cards(draw, "name", "quantity"),
        "runes": {draw(NAMES): 6}, "battlefields": [draw(NAMES)],
    }


@given(well_formed_documents())
def test_any_text_inside_a_well_formed_document_gives_a_verdict_every_report_can_write(document):
    verdict_or_clear_error(json.dumps(document).encode())  # text not ASCII goes as escapes


@given(SHAPES, VALUES, st.booleans())
def test_any_structured_document_gets_a_verdict_or_a_clear_error(shaped, value, as_yaml):
    document = shaped(value)
    if as_yaml:
        import yaml

        data = yaml.safe_dump(document).encode()
    else:
        data = json.dumps(document).encode()  # every character outside ASCII as an escape
    verdict_or_clear_error(data)

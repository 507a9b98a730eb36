"""Hostile and broken files: each gets a verdict or one sentence naming the limit it broke.

Big files are made at test time. Every case runs in-process under a time guard; a
representative few also run through `riftcheck check` in a fresh process, as a user runs it.
"""

from __future__ import annotations

import ast
import codecs
import json

import pytest
from hardening_inputs import (
    LEGAL_DATE,
    LEGAL_LIST,
    MiB,
    alias_bomb,
    carde_io_export,
    encoded,
    hang_guard,
    judge,
    junk_names,
    png,
    shape,
    with_count,
)
from support import REPO, run_cli

from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.engine.inputs.limits import (
    MAX_COUNT,
    MAX_ENTRIES,
    MAX_LINE_CHARS,
    MAX_NAME_CHARS,
    MAX_NESTING,
    MAX_REGISTRATIONS,
)
from riftcheck.games.riftbound.decklist.code_tokens import read_code_list
from riftcheck.engine.inputs.refusals import DecklistError

COUNT_LIMIT = f"the limit is 1 to {MAX_COUNT} copies per entry"
LONG_NAME = "N" * 100_000
CODE_LIST = "UNL-189 UNL-082 SFD-036-3 OGN-103-{count} OGN-042-7"


def native_json(*entries: dict) -> bytes:
    return json.dumps({"format": "riftcheck-deck", "version": 1, "main": list(entries)}).encode()


def nested_yaml(depth: int) -> bytes:
    lines = ["format: riftcheck-deck", "version: 1", "name:"]
    lines += [" " * level + f"k{level}:" for level in range(1, depth + 1)]
    return "\n".join(lines).encode()


# name: (the bytes, words the refusal must contain)
REFUSED = {
    "empty": (lambda: b"", "is empty."),
    "whitespace only": (lambda: b" \n\t\r\n\xc2\xa0\n\xe3\x80\x80 ", "is empty."),
    "50 MB": (lambda: b"3 Cleave\n" * (50 * MiB // 9), "the size limit is 5 MB for a decklist file"),
    "one 10 MB line": (lambda: b"3 " + b"C" * (10 * MiB), "the size limit is 5 MB for a decklist file"),
    "one 4 MB line": (lambda: b"3 " + b"C" * (4 * MiB), f"the line length limit is {MAX_LINE_CHARS}"),
    "PNG image": (png, "is a PNG image, not a text decklist."),
    "invalid UTF-8": (lambda: LEGAL_LIST.encode().replace(b"Cleave", b"Cl\xe9ave"), "is not UTF-8 text: byte 0xE9"),
    "broken UTF-16": (lambda: codecs.BOM_UTF16_LE + b"3\x00 \x00\x00\xd8", "is not valid UTF-16"),
    "NUL bytes": (lambda: b"3 Cleave\x00\x00\x00", "contains NUL characters"),
    "YAML alias bomb": (alias_bomb, "uses a YAML anchor or alias"),
    "YAML python object": (
        lambda: b"format: riftcheck-deck\nversion: 1\nmain: !!python/object/apply:os.system ['echo unsafe']\n",
        "uses the YAML tag !!python/object/apply:os.system",
    ),
    "YAML python name": (
        lambda: b"format: riftcheck-deck\nversion: 1\nname: !!python/name:os.system ''\n",
        "uses the YAML tag !!python/name:os.system",
    ),
    "deep JSON arrays": (
        lambda: b'{"deckList": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", f"the nesting limit is {MAX_NESTING}"
    ),
    "deep JSON objects": (
        lambda: b'{"decklists": ' + b'{"a": ' * 50_000 + b"1" + b"}" * 50_000 + b"}",
        f"the nesting limit is {MAX_NESTING}",
    ),
    "deep YAML flow": (
        lambda: b"format: riftcheck-deck\nversion: 1\nmain: " + b"[" * 500 + b"]" * 500,
        f"the nesting limit is {MAX_NESTING}",
    ),
    "deep YAML blocks": (lambda: nested_yaml(MAX_NESTING + 5), f"the nesting limit is {MAX_NESTING}"),
    "1 MB deck code": (lambda: b"CMAA" * (MiB // 4), f"the line length limit is {MAX_LINE_CHARS}"),
    "100,000-character name": (
        lambda: LEGAL_LIST.replace("3 Cleave", "3 " + LONG_NAME).encode(),
        f"the line length limit is {MAX_LINE_CHARS}",
    ),
    "JSON number of 5,000 digits": (
        lambda: native_json({"count": 0}).replace(b'"count": 0', b'"count": ' + b"9" * 5000),
        "holds a JSON number too long to read",
    ),
    "too many entries": (lambda: junk_names(4 * MiB), f"the limit is {MAX_ENTRIES:,} entries per decklist"),
    "Carde.io export with 0 registrations": (lambda: b'{"decklists": []}', "is a Carde.io export with no decklists"),
    "Carde.io export over the registration limit": (
        lambda: json.dumps({"decklists": [{}] * (MAX_REGISTRATIONS + 1)}).encode(),
        f"the limit is {MAX_REGISTRATIONS} per Carde.io export",
    ),
}


def refusal(data: bytes, source: str = "deck.txt", input_format: str | None = None) -> str:
    with hang_guard(f"reading {source}"), pytest.raises(DecklistError) as refused:
        judge(data, source) if input_format is None else read_decklists(data, source, input_format)
    return str(refused.value)


def assert_one_sentence(message: str, source: str) -> None:
    assert message.startswith(source) and message.endswith(".")
    assert "\n" not in message and "Traceback" not in message


@pytest.mark.parametrize("name", REFUSED)
def test_a_hostile_file_is_refused_with_the_limit_it_broke(name):
    make, words = REFUSED[name]
    message = refusal(make())
    assert_one_sentence(message, "deck.txt")
    assert words in message


def test_a_1_mb_deck_code_given_on_many_lines_is_refused_by_the_code_length_limit():
    code = "\n".join(["CMAA" * 1000] * 262)
    assert f"the limit is {MAX_LINE_CHARS}" in refusal(code.encode(), input_format="deck-code")


@pytest.mark.parametrize("lines", [1, 2])
def test_a_deck_code_is_held_to_one_line_s_limit_on_one_line_or_several(lines):
    """The code's own limit was twice the line limit, so a one-line code never reached it."""
    code = "CMAA" * (MAX_LINE_CHARS // 4 + 1)
    folded = "\n".join(code[index::lines] for index in range(lines))
    assert str(MAX_LINE_CHARS) in refusal(folded.encode(), input_format="deck-code")


def test_unsafe_yaml_tags_run_nothing(tmp_path):
    marker = tmp_path / "created"
    data = f"format: riftcheck-deck\nversion: 1\nmain: !!python/object/apply:os.system ['touch {marker}']\n"
    refusal(data.encode())
    assert not marker.exists()


UNSAFE_YAML = {"Loader", "FullLoader", "UnsafeLoader", "CLoader", "CFullLoader", "CUnsafeLoader", "full_load",
               "full_load_all", "unsafe_load", "unsafe_load_all"}


def test_yaml_is_only_ever_read_with_the_safe_loader():
    """No module names an unsafe loader, and every yaml.load names its (safe) loader."""
    for path in sorted((REPO / "src" / "riftcheck").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "yaml":
                assert node.attr not in UNSAFE_YAML, f"{path}:{node.lineno} uses yaml.{node.attr}"
            if isinstance(node, ast.Call) and ast.unparse(node.func) in ("yaml.load", "yaml.load_all"):
                assert any(keyword.arg == "Loader" for keyword in node.keywords), f"{path}:{node.lineno}"


# --- counts and names: one entry is reported, the rest of the deck is read ------------------


@pytest.mark.parametrize("count", ["99999999999", "-3", "1e9", "1000"])
def test_a_count_out_of_range_is_reported_for_its_line_alone(count):
    (judged,) = judge(with_count(count), as_of=LEGAL_DATE)
    (problem,) = judged.deck.problems
    assert problem.text == f"{count} Cleave" and COUNT_LIMIT in problem.reason
    assert ("RC002", None) in judged.errors
    assert judged.result.counts["main"] == 37


def test_a_text_count_of_zero_is_a_cut_card_noted_and_the_deck_short_of_it():
    (judged,) = judge(with_count("0"), as_of=LEGAL_DATE)
    assert judged.deck.problems == [] and [entry.text for entry in judged.deck.cut] == ["Cleave"]
    assert judged.result.counts["main"] == 37 and judged.result.legal is False


@pytest.mark.parametrize("count", ["0", "1000", "99999999999"])
def test_a_code_list_count_out_of_range_is_reported_for_its_card_alone(count):
    """A code list used to refuse the whole file for such a count; it is now one problem."""
    (judged,) = judge(CODE_LIST.format(count=count).encode())
    (problem,) = judged.deck.problems
    assert problem.text == "OGN-103" and COUNT_LIMIT in problem.reason
    assert judged.deck.input_format == "code-list"
    assert sum(item.count for zone in judged.deck.zones.values() for item in zone) == 1 + 1 + 3 + 7


def test_a_code_list_reader_keeps_counts_as_written():
    assert [entry.count for entry in read_code_list(CODE_LIST.format(count="99999999999"))] == [
        1, 1, 3, 99999999999, 7,
    ]


@pytest.mark.parametrize(
    ("count", "reason"),
    [
        (99999999999, "out of range"),
        (-3, "out of range"),
        (1e9, "is not a whole number"),
        (True, "is not a whole number"),
        ("3", None),
    ],
)
def test_json_counts_are_held_to_the_count_limit(count, reason):
    (judged,) = judge(native_json({"count": count, "name": "Cleave"}, {"count": 2, "name": "Gust"}))
    assert [entry.count for entry in judged.deck.cards("main")][-1] == 2
    if reason is None:
        assert judged.deck.problems == []
    else:
        (problem,) = judged.deck.problems
        assert reason in problem.reason and COUNT_LIMIT in problem.reason


def test_a_100000_character_name_in_json_is_reported_with_the_name_limit():
    (judged,) = judge(native_json({"count": 3, "name": LONG_NAME}, {"count": 2, "name": "Gust"}))
    (problem,) = judged.deck.problems
    assert f"is {len(LONG_NAME)} characters long; the limit is {MAX_NAME_CHARS}" in problem.reason
    assert [item.name for item in judged.deck.cards("main")] == ["Gust"]


# --- encodings -------------------------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["utf-16-le-bom", "utf-16-be-bom", "utf-8-sig"])
def test_a_list_saved_in_another_unicode_encoding_is_the_same_legal_deck(encoding):
    (as_saved,) = judge(encoded(LEGAL_LIST.replace("\n", "\r\n"), encoding), as_of=LEGAL_DATE)
    (original,) = judge(LEGAL_LIST.encode(), as_of=LEGAL_DATE)
    assert as_saved.errors == [] and shape(as_saved.deck) == shape(original.deck)


# --- exports ---------------------------------------------------------------------------------


def test_a_carde_io_export_of_5000_registrations_gets_5000_verdicts():
    with hang_guard("checking a Carde.io export of 5000 registrations"):
        judged = judge(carde_io_export(5000), as_of=LEGAL_DATE)
    assert len(judged) == 5000
    assert [item.result.player for item in judged[:2]] == ["Player 1", "Player 2"]
    assert all(item.result.legal for item in judged)


# --- through the command line ----------------------------------------------------------------

CLI_REFUSED = ["50 MB", "PNG image", "YAML alias bomb", "YAML python object", "deep JSON arrays", "too many entries"]


def check_file(tmp_path, data: bytes, *options: str):
    path = tmp_path / "deck.txt"
    path.write_bytes(data)
    done = run_cli("check", str(path), "-o", "json", *options)
    assert "Traceback" not in done.stdout + done.stderr
    return done, json.loads(done.stdout)


@pytest.mark.parametrize("name", CLI_REFUSED)
def test_the_command_refuses_a_hostile_file_with_exit_2_and_the_limit(tmp_path, name):
    make, words = REFUSED[name]
    done, report = check_file(tmp_path, make())
    assert done.returncode == 2
    (deck,) = report["decks"]
    assert_one_sentence(deck["error"], str(tmp_path / "deck.txt"))
    assert words in deck["error"]


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_command_reports_a_bad_count_and_checks_the_rest_in_either_language(tmp_path, lang):
    done, report = check_file(tmp_path, with_count("99999999999"), "--as-of", LEGAL_DATE, "--lang", lang)
    assert done.returncode == 1
    (deck,) = report["decks"]
    assert [finding["code"] for finding in deck["findings"]] == ["RC002", "RC103"]  # no RC014: the unread line is reported once
    assert "99999999999 Cleave" in deck["findings"][0]["message"]


def test_the_command_checks_a_carde_io_export_of_5000_registrations(tmp_path):
    done, report = check_file(tmp_path, carde_io_export(5000), "--as-of", LEGAL_DATE)
    assert done.returncode == 0
    assert report["totals"] == {"decks": 5000, "legal": 5000, "illegal": 0, "unconfirmed": 0, "unreadable": 0}


def test_the_command_reads_a_utf16_list_as_the_same_legal_deck(tmp_path):
    done, report = check_file(tmp_path, encoded(LEGAL_LIST, "utf-16-le-bom"), "--as-of", LEGAL_DATE)
    assert done.returncode == 0
    assert report["decks"][0]["counts"] == {"main": 40, "runes": 12, "battlefields": 3, "sideboard": 8}

"""Why a whole input cannot be read, in English and Thai: the refusal table and Thai reports."""

from __future__ import annotations

import base64
import json
import re
import string

import pytest

from riftcheck.games.riftbound.decklist import code_tokens, deckcode
from riftcheck.engine.inputs.inputs import internal_error
from riftcheck.engine.paths import data_dir
from riftcheck.engine.inputs.refusals import DecklistError, Refusal, Term, messages, render
from support import run_cli

_PLACEHOLDER = re.compile(r"\{[A-Za-z_]+\}")
_THAI = re.compile(r"[\u0e00-\u0e7f]")
# Detail a Thai player has no use for: which byte a truncated deck code ran out at.
_LEFT_OUT_IN_THAI = {"code-truncated": {"what"}}
REFUSALS = messages()["refusals"]
TERMS = messages()["terms"]


def test_the_refusal_messages_match_their_schema():
    import jsonschema

    schema = json.loads((data_dir() / "schema" / "messages.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator(schema).validate(messages())


def _fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


@pytest.mark.parametrize("key", sorted(REFUSALS))
def test_every_refusal_renders_in_both_languages_without_leftover_placeholders(key):
    english_fields, thai_fields = _fields(REFUSALS[key]["en"]), _fields(REFUSALS[key]["th"])
    assert thai_fields == english_fields - _LEFT_OUT_IN_THAI.get(key, set())
    params = {field: f"<{field}>" for field in english_fields}
    english, thai = render(key, params, "en"), render(key, params, "th")
    assert not _PLACEHOLDER.search(english) and not _PLACEHOLDER.search(thai)
    assert all(f"<{field}>" in english for field in english_fields)
    assert all(f"<{field}>" in thai for field in thai_fields)
    assert _THAI.search(thai) and not _THAI.search(english)


@pytest.mark.parametrize("key", sorted(TERMS))
def test_every_term_is_written_in_both_languages(key):
    assert not _THAI.search(Term(key).in_language("en")) and _THAI.search(Term(key).in_language("th"))


def test_the_english_sentence_is_the_message_and_thai_is_written_on_request():
    error = DecklistError("binary-file", source="deck.png", kind=Term("png-image"))
    assert str(error) == "deck.png is a PNG image, not a text decklist."
    assert error.in_language("th") == "deck.png เป็นไฟล์รูปภาพ PNG ไม่ใช่เด็คลิสต์แบบข้อความ"


def test_quoted_input_stays_visible_in_both_languages():
    error = DecklistError("tcg-arena-other-game", source="a.json", game=repr("Magic\x1b[31m"))
    assert "\x1b" not in str(error) and "\\x1b" in str(error)
    assert "\x1b" not in error.in_language("th") and "\\x1b" in error.in_language("th")


def test_a_sentence_without_a_key_is_kept_as_written_in_every_language():
    error = deckcode.DeckCodeError("Unknown deck prefix byte 2; it must be 0 or 1.")
    assert str(error) == error.in_language("th") == "Unknown deck prefix byte 2; it must be 0 or 1."
    wrapped = DecklistError("bad-deck-code", source="code.txt", detail=error)
    assert wrapped.in_language("th") == "อ่านรหัสเด็คใน code.txt ไม่ได้: Unknown deck prefix byte 2; it must be 0 or 1."


@pytest.mark.parametrize(
    ("code", "thai"),
    [
        ("CMAA1AAA", "ตัวอักษร '1' ตำแหน่งที่ 5 ของรหัสเด็คไม่ใช่ base32"),
        (base64.b32encode(bytes([0x17])).decode().rstrip("="), "ไม่รู้จักรหัสเด็คเวอร์ชัน 7"),
        (base64.b32encode(bytes([0x13])).decode().rstrip("="), "รหัสเด็คไม่ครบ"),
        ("A" * (deckcode.MAX_INPUT_LENGTH + 1), f"ยาวได้ไม่เกิน {deckcode.MAX_INPUT_LENGTH} ตัวอักษร"),
    ],
)
def test_the_common_deck_code_failures_are_written_in_thai(code, thai):
    with pytest.raises(deckcode.DeckCodeError) as raised:
        deckcode.decode(code)
    assert thai in raised.value.in_language("th") and not _THAI.search(str(raised.value))


def test_token_list_failures_are_written_in_thai():
    with pytest.raises(code_tokens.TokenError) as raised:
        code_tokens.tts_codes("OGN-007-1 nonsense")
    assert str(raised.value) == "Token 'nonsense' at position 2 is not a SET-NNN-V Tabletop Simulator token."
    assert raised.value.in_language("th") == "'nonsense' ลำดับที่ 2 ไม่ใช่รหัสการ์ดของ Tabletop Simulator แบบ SET-NNN-V"


def test_an_internal_error_is_written_in_the_run_language():
    error = KeyError("zone")
    english = "riftcheck failed on deck.txt (KeyError: 'zone'); please report this file."
    assert internal_error("deck.txt", error) == english
    assert internal_error("deck.txt", error, "th").startswith("riftcheck ทำงานผิดพลาดกับ deck.txt (KeyError: 'zone')")


def test_refusals_are_values_errors_readers_already_catch():
    assert issubclass(DecklistError, ValueError) and issubclass(DecklistError, Refusal)


@pytest.fixture
def unreadable_inputs(tmp_path):
    png = tmp_path / "cards.png"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    code = tmp_path / "code.txt"
    code.write_text("https://piltoverarchive.com/decks/import?code=CMAA1AAA\n", encoding="utf-8")
    notes = tmp_path / "notes.md"
    notes.write_text(
        "# Deck notes\n\nHow we build decks.\n\n1 Install the tool first\n\n"
        "Then read the rules and try a few lists.\nAsk at the local store.\n",
        encoding="utf-8",
    )
    return [str(path) for path in (png, empty, code, notes)]


def _errors(paths: list[str], *options: str) -> list[str]:
    result = run_cli("check", *paths, "-o", "json", *options)
    assert result.returncode == 2, result.stderr
    return [deck["error"] for deck in json.loads(result.stdout)["decks"]]


def test_a_thai_report_says_in_thai_why_each_input_cannot_be_read(unreadable_inputs):
    png, empty, code, notes = unreadable_inputs
    assert _errors(unreadable_inputs, "--lang", "th") == [
        f"{png} เป็นไฟล์รูปภาพ PNG ไม่ใช่เด็คลิสต์แบบข้อความ",
        f"{empty} เป็นไฟล์ว่าง ไม่มีข้อมูลอะไรเลย",
        f"อ่านรหัสเด็คใน {code} ไม่ได้: ตัวอักษร '1' ตำแหน่งที่ 5 ของรหัสเด็คไม่ใช่ base32 (ใช้ได้แค่ A-Z และ 2-7)",
        f"{notes} ไม่ใช่เด็คลิสต์: 3 จาก 4 บรรทัดไม่ใช่รายการการ์ดแบบ '2 Charm' (บรรทัดแรกที่อ่านไม่ได้คือบรรทัดที่ 3)",
    ]


def test_an_english_report_keeps_its_sentences(unreadable_inputs):
    png, empty, code, notes = unreadable_inputs
    assert _errors(unreadable_inputs) == [
        f"{png} is a PNG image, not a text decklist.",
        f"{empty} is empty.",
        f"{code}: Character '1' at position 5 of the deck code is not base32 (A-Z, 2-7).",
        f"{notes} is not a decklist: 3 of its 4 lines are not card entries such as '2 Charm' (the first is line 3).",
    ]

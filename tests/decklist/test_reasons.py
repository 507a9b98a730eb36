"""Why a line could not be read, in English and Thai: the reason table, and RC002 in a Thai report."""

from __future__ import annotations

import json
import re
import string

import pytest

from riftcheck.games.riftbound.decklist.model import ParseProblem
from riftcheck.engine.inputs.reasons import REASONS, SUBJECTS, Reason, render
from support import REPO, run_cli

_PLACEHOLDER = re.compile(r"\{[A-Za-z_]+\}")
_THAI = re.compile(r"[\u0e00-\u0e7f]")


def _fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


@pytest.mark.parametrize("key", sorted(REASONS))
def test_every_reason_renders_in_both_languages_without_leftover_placeholders(key):
    templates = REASONS[key]
    assert _fields(templates["en"]) == _fields(templates["th"])
    params = {field: "card name" if field == "what" else f"<{field}>" for field in _fields(templates["en"])}
    english, thai = render(key, params, "en"), render(key, params, "th")
    assert not _PLACEHOLDER.search(english) and not _PLACEHOLDER.search(thai)
    assert all(f"<{field}>" in english and f"<{field}>" in thai for field in params if field != "what")
    assert _THAI.search(thai) and not _THAI.search(english)


@pytest.mark.parametrize("subject", sorted(SUBJECTS))
def test_the_field_a_reason_names_is_written_in_the_language(subject):
    thai = render("missing", {"what": subject}, "th")
    assert render("missing", {"what": subject}, "en") == f"{subject} is missing"
    assert thai == "ไม่ได้ระบุ" + SUBJECTS[subject]["th"] and _THAI.search(SUBJECTS[subject]["th"])


def test_a_reason_is_a_parameter_that_writes_itself_in_each_language():
    reason = Reason("too-long", {"what": "card name", "length": 240, "limit": 200})
    assert reason.in_language("en") == "card name is 240 characters long; the limit is 200"
    assert reason.in_language("th") == "ชื่อการ์ดยาว 240 ตัวอักษร แต่ยาวได้ไม่เกิน 200 ตัวอักษร"


def test_a_problem_keeps_quoted_input_visible_and_its_reason_in_english():
    problem = ParseProblem(3, "2 A\x1bB", "not-text", {"what": "card name", "value": "'A\x1bB'"})
    assert problem.text == "2 A\\x1bB" and problem.params["value"] == "'A\\x1bB'"
    assert problem.reason == "card name 'A\\x1bB' is not text"


def test_an_unknown_reason_or_placeholder_is_shown_as_written():
    assert render("no-such-reason", {}, "th") == "no-such-reason"
    assert render("too-long", {"what": "card name"}, "en") == "card name is {length} characters long; the limit is {limit}"


def test_a_thai_report_gives_every_unreadable_line_its_reason_in_thai(tmp_path):
    long_name = "A" * 240
    deck = tmp_path / "deck.txt"
    listing = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8").rstrip("\n")
    deck.write_text(f"{listing}\n99999 Stupefy\n2 {long_name}\nthree Stupefy\n", encoding="utf-8")
    first = listing.count("\n") + 2
    result = run_cli("check", str(deck), "--lang", "th", "-o", "json")
    assert result.returncode == 1, result.stderr
    findings = json.loads(result.stdout)["decks"][0]["findings"]
    messages = [finding["message"] for finding in findings if finding["code"] == "RC002"]
    assert messages == [
        f"อ่านบรรทัดที่ {first} เป็นรายการการ์ดไม่ได้: “99999 Stupefy” "
        "(ใช้จำนวน '99999' ไม่ได้ ต้องอยู่ระหว่าง 1 ถึง 999 ใบต่อรายการ)",
        f"อ่านบรรทัดที่ {first + 1} เป็นรายการการ์ดไม่ได้: “2 {long_name}” "
        "(ชื่อการ์ดยาว 240 ตัวอักษร แต่ยาวได้ไม่เกิน 200 ตัวอักษร)",
        f"อ่านบรรทัดที่ {first + 2} เป็นรายการการ์ดไม่ได้: “three Stupefy” "
        "(ไม่ใช่รายการการ์ด: ต้องเขียนจำนวนตามด้วยชื่อการ์ด เช่น '2 Charm')",
    ]
    english = ("out of range", "copies per entry", "characters long", "the limit is", "not a card entry")
    assert not any(words in message for words in english for message in messages)

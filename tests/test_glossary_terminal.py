"""Plain terminal output: widths, Thai wrapped between words only, escapes, and the framed panel."""

from __future__ import annotations

import io
import re

import pytest

from riftcheck.glossary import thaibreak
from riftcheck.glossary.store import load
from riftcheck.glossary.terminal import Screen, cell_width, safe, wrap
from support import run_cli

THAI = re.compile("[\u0e01-\u0e5b]")
# Single words that occur all over the definitions; no line may end inside one.
WORDS = ("ยูนิต", "การ์ด", "เลือก", "จ่าย", "เพิ่มเติม", "คีย์เวิร์ด", "เด็ค", "สนามรบ", "ความสามารถ", "เทิร์น")

needs_libthai = pytest.mark.skipif(not thaibreak.available(), reason="needs libthai (Debian: libthai0)")


def test_thai_marks_take_no_column_and_wide_characters_two():
    assert cell_width("ยูนิต") == 3  # ย ู น ิ ต: the two vowel marks sit on their letters
    assert cell_width("เร่งความเร็ว") == 10  # เ ร ง ค ว า ม เ ร ว; ่ and ็ take none
    assert cell_width("ＴＡＮＫ") == 8
    assert cell_width("tank") == 4


def test_english_wraps_at_spaces_within_the_width():
    lines = wrap("one two three four five six seven eight nine ten", 12)
    assert all(cell_width(line) <= 12 for line in lines)
    assert " ".join(lines) == "one two three four five six seven eight nine ten"


def test_a_thai_run_without_break_marks_is_never_cut_unless_wider_than_the_line():
    assert wrap("สั้น ยาว", 40) == ["สั้น ยาว"]
    assert wrap("สั้น ยาว", 5) == ["สั้น", "ยาว"]
    lines = wrap("คำ ยาวมากกว่าหนึ่งบรรทัด", 8)
    assert lines[0] == "คำ" and all(cell_width(line) <= 8 for line in lines)
    assert "".join(lines[1:]) == "ยาวมากกว่าหนึ่งบรรทัด"


def test_a_cut_word_keeps_its_marks_with_their_letter():
    for line in wrap("ยูนิตยูนิตยูนิตยูนิต", 4):
        assert not line or not (0x0E31 <= ord(line[0]) <= 0x0E4E and ord(line[0]) not in range(0x0E40, 0x0E46))


@needs_libthai
def test_every_thai_definition_at_40_columns_breaks_only_between_words():
    glossary = load()
    for entry in glossary.entries:
        text = entry["display"]["definition_th"]
        lines = wrap(text, 36)  # a 40-column panel leaves 36 for the text
        assert all(cell_width(line) <= 36 for line in lines), entry["id"]
        allowed = _word_boundaries(entry["definition_th"])
        position = 0
        plain = entry["definition_th"]
        for line in lines[:-1]:
            position = plain.index(line, position) + len(line)
            if THAI.match(plain[position - 1]) and position < len(plain) and THAI.match(plain[position]):
                assert position in allowed, (entry["id"], line)


def _word_boundaries(text: str) -> set[int]:
    found = set()
    for match in re.finditer("[\u0e01-\u0e5b]+", text):
        found |= {match.start() + offset for offset in thaibreak.word_breaks(match.group())}
    return found


@needs_libthai
def test_a_lookup_at_40_columns_splits_no_common_word():
    result = run_cli("lookup", "เร่งความเร็ว", env={"COLUMNS": "40", "NO_COLOR": "1"})
    lines = result.stdout.splitlines()
    assert all(cell_width(line) <= 40 for line in lines)
    for first, second in zip(lines, lines[1:]):
        tail, head = first.rstrip(" │"), second.lstrip("│ ")
        for word in WORDS:
            for cut in range(1, len(word)):
                assert not (tail.endswith(word[:cut]) and head.startswith(word[cut:])), (first, second)


def test_control_characters_are_shown_not_sent():
    assert safe("tank\x1b[31m") == "tank\\x1b[31m"
    result = run_cli("lookup", "zz\x1b[2Jzz")
    assert "\x1b" not in result.stdout


def test_styles_only_on_a_terminal_and_never_with_no_color(monkeypatch):
    out = io.StringIO()
    Screen(out, width=40).line("x", "bold")
    assert out.getvalue() == "x\n"
    forced = io.StringIO()
    Screen(forced, width=40, color=True).line("x", "bold")
    assert forced.getvalue() == "\x1b[1mx\x1b[0m\n"


def test_the_panel_frames_every_line_at_the_screen_width():
    out = io.StringIO()
    Screen(out, width=30, color=False).panel("Tank · แทงก์", [("ยูนิตที่มีแทงก์ต้องถูกโจมตีก่อน " * 3, ())], subtitle="คีย์เวิร์ด")
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("╭─ Tank · แทงก์ ") and lines[-1].endswith("คีย์เวิร์ด ─╯")
    assert {cell_width(line) for line in lines} == {30}


def test_coloured_output_keeps_the_width_and_closes_every_style(monkeypatch):
    from riftcheck.glossary import render
    from riftcheck.glossary.search import search
    from riftcheck.glossary.store import load

    glossary = load()
    out = io.StringIO()
    render.print_lookup(Screen(out, width=40, color=True), glossary, "graveyard", search(glossary, "graveyard"), "th")
    for line in out.getvalue().splitlines():
        plain = re.sub("\x1b\\[[0-9;]*m", "", line)
        assert cell_width(plain) <= 40, plain
        assert line.count("\x1b[") % 2 == 0, line  # every style opened is reset on its line

"""Plain terminal output: widths, Thai wrapped between words only, escapes, and the framed panel."""

from __future__ import annotations

import io
import re

import pytest

from riftcheck.engine import thaibreak
from riftcheck.glossary.store import load
from riftcheck.glossary.terminal import Screen, cell_width, safe, wrap
from support import run_cli

THAI = re.compile("[\u0e01-\u0e5b]")
# Single words that occur all over the definitions; no line may end inside one.
WORDS = ("ยูนิต", "การ์ด", "เลือก", "จ่าย", "เพิ่มเติม", "คีย์เวิร์ด", "เด็ค", "สนามรบ", "ความสามารถ", "เทิร์น")

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


def test_the_repetition_mark_never_starts_a_line():
    text = "ทำ\u200bสิ่ง\u200bต่าง ๆ ได้"  # ไม้ยมก written after a space, as Thai style guides ask
    assert wrap(text, cell_width("ทำสิ่งต่าง") + 1) == ["ทำสิ่ง", "ต่าง ๆ ได้"]


@pytest.mark.parametrize(("query", "columns"), [("main phase", "30"), ("cost", "40")])
def test_a_lookup_never_starts_a_line_with_the_repetition_mark(query, columns):
    lines = run_cli("lookup", query, env={"COLUMNS": columns}).stdout.splitlines()
    assert any("ต่าง ๆ" in line for line in lines)
    assert not any(line.removeprefix("│").strip().startswith("ๆ") for line in lines)


def test_every_thai_definition_fits_a_40_column_panel():
    for entry in load().entries:
        lines = wrap(entry["display"]["definition_th"], 36)  # a 40-column panel leaves 36 for the text
        assert all(cell_width(line) <= 36 for line in lines), entry["id"]
        assert "".join(lines).replace(" ", "") == entry["definition_th"].replace(" ", ""), entry["id"]


# Real Thai text riftcheck prints (finding messages and hints, rule summaries, glossary
# definitions), with its word boundaries marked | by hand: a line may break there, at a space,
# and nowhere else inside a run of Thai letters. A boundary inside a compound that reads well
# split (ลง|ทะเบียน, การ|ต่อสู้, เหล่า|นั้น) is marked; transliterated game terms (แชมเปียน,
# ซิกเนเจอร์, รูน, ดาเมจ) and words made with ผู้ (ผู้เล่น, ผู้ควบคุม) are not cut.
THAI_WORDS = [
    # RC103's message and hint, RC105's message, RC107's message and hint
    "เด็ค|หลัก|มี 15 ใบ (นับ|แชมเปียน|ที่|เลือก|แล้ว) ต้อง|มี 40 ใบ|พอดี",
    "มี 3 ใบ|ใน|จำนวน|นี้|ที่|ระบุ|การ์ด|ไม่|ได้ ตัวเลข|จึง|อาจ|เปลี่ยน|เมื่อ|แก้|บรรทัด|เหล่า|นั้น|แล้ว",
    "Jinx, Rebel มี 4 ใบ|ใน|เด็ค|หลัก (นับ|แชมเปียน|ที่|เลือก|แล้ว) ใส่|ได้|ไม่|เกิน 3 ใบ",
    "Tibbers เป็น|การ์ด|ซิกเนเจอร์|ที่|ไม่|มี|แท็ก|แชมเปียน Jinx ของ|แชมเปียน|เลเจนด์",
    "เด็ค|ใส่|ได้|เฉพาะ|การ์ด|ซิกเนเจอร์|ของ|แชมเปียน|ตัวเอง (Jinx) เท่านั้น",
    # the summaries of RC113 and RC104
    "เลเจนด์|ที่|การ์ด|ให้|เลือก|ตอน|จัด|เด็ค|ต้อง|ลง|ทะเบียน|ไว้ และ|ลง|ทะเบียน|ได้|เฉพาะ|เมื่อ|มี|การ์ด|ที่|ให้|เลือก",
    "เด็ค|ต้อง|มี|แชมเปียน|ที่|เลือก 1 ใบ และ|ต้อง|เป็น|ยูนิต|แชมเปียน|ที่|มี|แท็ก|แชมเปียน|ตรง|กับ|เลเจนด์",
    # the glossary's Alone, Assault, Additional Turn, Tank and Rune Deck
    "ยูนิต|จะ ‘alone’ (อยู่|ลำพัง) เมื่อ|ไม่|มี|ยูนิต|ฝ่าย|เรา|ตัว|อื่น|อยู่|ที่|ตำแหน่ง|เดียว|กัน และ|จะ|เป็น ‘one on one’ "
    "เมื่อ|ทั้ง|ยูนิต|นั้น|และ|ยูนิต|ฝ่าย|ศัตรู|ที่|ตำแหน่ง|นั้น|ต่าง|ก็|อยู่|ลำพัง",
    "Assault N: ขณะ|ที่|ยูนิต|นี้|เป็น|ฝ่าย|โจมตี|จะ|ได้ +N Might (ถ้า|ไม่|ระบุ|ตัวเลข N = 1) ถ้า|ได้|รับ Assault "
    "จาก|หลาย|แหล่ง ค่า|จะ|รวม|กัน",
    "เอฟเฟกต์|ที่|บอก|ให้|ผู้เล่น ‘take a turn after this’ จะ|แทรก|เทิร์น|พิเศษ|ของ|ผู้เล่น|คน|นั้น|ต่อ|จาก|"
              "เทิร์น|ปัจจุบัน โดย|ไม่|เปลี่ยน|ลำดับ|เทิร์น|ปกติ เมื่อ|เล่น|เทิร์น|พิเศษ|จบ|ก็|กลับ|ไป|ลำดับ|เดิม ถ้า|มี|"
              "หลาย|เทิร์น|พิเศษ|จะ|เรียง|ตาม|ลำดับ|ที่|เกิด|เอฟเฟกต์",
    "ยูนิต|ที่|มี Tank ต้อง|ถูก|กำหนด|ดาเมจ|ถึง|ตาย|ก่อน|ยูนิต|อื่น|ของ|ผู้ควบคุม|เดียว|กัน|ที่|ไม่|มี Tank ใน|"
              "สเต็ป|ดาเมจ|การ|ต่อสู้ ถ้า|มี|หลาย|ตัว|ที่|มี Tank ผู้ลง|ดาเมจ|เลือก|ลำดับ|ระหว่าง|พวก|มัน|ได้ ตรง|ข้าม|"
              "กับ Backline",
    "เด็ค|แยก|ที่|มี|รูน 12 ใบ|พอดี ต้อง|ตรง|ตาม Domain Identity สับ|และ|วาง|แยก|จาก|เด็ค|หลัก ทุก|เทิร์น|จะ|"
              "แชนเนล|รูน 2 ใบ|จาก|เด็ค|นี้ และ|รูน|ที่|ถูก|รีไซเคิล|จะ|กลับ|มา|อยู่|ใต้|เด็ค|นี้",
]


def _allowed_breaks(marked: str) -> tuple[str, set[int]]:
    """The plain text and the offsets of its | marks."""
    pieces = marked.split("|")
    offsets = {sum(len(piece) for piece in pieces[:index]) for index in range(1, len(pieces))}
    return "".join(pieces), offsets


@pytest.mark.parametrize("marked", THAI_WORDS, ids=range(1, len(THAI_WORDS) + 1))
def test_thai_wraps_only_at_the_word_boundaries_a_reader_marked(marked):
    plain, allowed = _allowed_breaks(marked)
    for width in range(16, 41):  # a look-up's narrowest panel leaves 16 columns for its text
        lines = wrap(thaibreak.mark_breaks(plain), width)
        assert all(cell_width(line) <= width for line in lines), width
        position = 0
        for line in lines[:-1]:
            position = plain.index(line, position) + len(line)
            inside_a_run = THAI.match(plain[position - 1]) and THAI.match(plain[position])
            assert not inside_a_run or position in allowed, f"at {width} columns: {plain[:position]}|{plain[position:]}"


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

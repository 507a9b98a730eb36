"""Thai normalisation, the Kedmanee/QWERTY keymap and Thai dictionary order."""

from __future__ import annotations

import unicodedata

import pytest

from riftcheck.glossary.collate import thai_sort_key
from riftcheck.glossary.keyboard import swap_layout, to_qwerty, to_thai
from riftcheck.engine.normalize import clean, has_thai, leading_vowels_first, loose, normalize


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("เเปลก", "แปลก"),  # two SARA E for SARA AE
        ("ก\u0e48\u0e35", "ก\u0e35\u0e48"),  # tone mark typed before the vowel above
        ("ก\u0e32\u0e48", "ก\u0e48\u0e32"),  # tone mark typed after SARA AA
        ("ก\u0e4d\u0e32", "กำ"),  # NIKHAHIT + SARA AA for SARA AM
        ("ก\u0e33\u0e49", "ก\u0e49\u0e33"),  # tone mark after SARA AM
        ("ดีีี", "ดี"),  # a vowel typed three times
        ("ไก\u0e48\u0e48", "ไก่"),  # a tone mark typed twice
        ("\u0e48กา", "กา"),  # a tone mark with nothing under it
        ("Quick-Draw", "quick-draw"),
        ("  rune \t pool ", "rune pool"),
    ],
)
def test_normalize_fixes_typing_order_case_and_spacing(typed, key):
    assert normalize(typed) == key


@pytest.mark.parametrize("invisible", ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"])
def test_normalize_drops_invisible_characters(invisible):
    assert normalize(f"เร่ง{invisible}ความเร็ว") == "เร่งความเร็ว"
    assert normalize(f"{invisible}accelerate") == "accelerate"


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("นเรทเศ", "เนรเทศ"), ("ลโ่", "โล่"), ("ก้แ", "แก้"), ("บใดเียว", "ใบเดียว"), ("tank", None), ("ยูนิต", None)],
)
def test_leading_vowels_first_puts_back_a_vowel_typed_after_its_consonant(typed, meant):
    assert leading_vowels_first(typed) == meant


def test_normalize_keeps_sara_am_whole():
    # NFKC would split ำ into NIKHAHIT + SARA AA; NFC keeps it one character.
    assert normalize("ค่าร่ายน้ำ") == "ค่าร่ายน้ำ"
    assert "\u0e33" in normalize("น้ำ")
    assert unicodedata.normalize("NFKC", "น้ำ") != "น้ำ"


def test_clean_keeps_keystroke_order():
    assert clean("ฟแแำ\u200b") == "ฟแแำ"  # แแ stays: on a QWERTY keyboard it is "cc"


@pytest.mark.parametrize(
    ("key", "loose_key"),
    [("เร่งความเร็ว", "เรงความเรว"), ("แอ็กชั่น", "แอกชัน"), ("การ์ด", "การด"), ("quick-draw", "quickdraw"), ("rune pool", "runepool")],
)
def test_loose_key_ignores_tone_marks_and_spacing(key, loose_key):
    assert loose(key) == loose_key


def test_has_thai():
    assert has_thai("Might โบนัส")
    assert not has_thai("Might Bonus")


@pytest.mark.parametrize(
    ("qwerty", "thai"),
    [("accelerate", "ฟแแำสำพฟะำ"), ("l;ylfu", "สวัสดี"), ("gij'8;k,giH;", "เร่งความเร็ว"), ("tank", "ะฟืา")],
)
def test_keymap_both_ways(qwerty, thai):
    assert to_thai(qwerty) == thai
    assert to_qwerty(thai) == qwerty


def test_swap_layout_goes_to_the_other_layout():
    assert swap_layout("ฟแแำสำพฟะำ") == "accelerate"
    assert swap_layout("gij'8;k,giH;") == "เร่งความเร็ว"
    assert swap_layout("123") == "ๅ/-"
    assert swap_layout("Ωmega") is None  # neither layout types Ω


def test_thai_dictionary_order():
    words = ["แมว", "กา", "โต๊ะ", "ไก่", "มด", "ขา", "เก่ง"]
    assert sorted(words, key=thai_sort_key) == ["กา", "เก่ง", "ไก่", "ขา", "โต๊ะ", "มด", "แมว"]
    assert sorted(words) != sorted(words, key=thai_sort_key)  # code-point order is different

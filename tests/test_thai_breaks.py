"""Thai word breaking: riftcheck's own word list finds the boundaries a Thai reader expects,
never cuts inside a word, and covers every Thai text riftcheck prints."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from riftcheck.engine import thaibreak
from riftcheck.engine.wrapping import cut

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "thai_breaks.txt"
THAI_RUN = re.compile("[\u0e01-\u0e5b]+")


def _hand_checked() -> list[tuple[str, set[int], set[int]]]:
    """(sentence, boundaries the breaker must find, boundaries it may find) per fixture line."""
    cases = []
    for line in FIXTURE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        text, required, allowed = "", set(), set()
        for char in line:
            if char in "|¦":
                allowed.add(len(text))
                if char == "|":
                    required.add(len(text))
            else:
                text += char
        cases.append((text, required, allowed))
    return cases


def _inside_runs(text: str, offsets: set[int]) -> set[int]:
    inside = {offset for run in THAI_RUN.finditer(text) for offset in range(run.start() + 1, run.end())}
    return offsets & inside


def _found(text: str) -> set[int]:
    return {run.start() + offset for run in THAI_RUN.finditer(text) for offset in thaibreak.word_breaks(run.group())}


@pytest.mark.parametrize("text,required,allowed", _hand_checked(), ids=lambda value: value if isinstance(value, str) else "")
def test_the_breaker_never_cuts_inside_a_word(text, required, allowed):
    wrong = _found(text) - allowed
    assert not wrong, "".join(("/" if offset in wrong else "") + char for offset, char in enumerate(text))


def test_the_breaker_finds_the_boundaries_a_reader_expects():
    missed = []
    for text, required, _ in _hand_checked():
        for offset in sorted(_inside_runs(text, required) - _found(text)):
            missed.append(text[max(0, offset - 4):offset] + "|" + text[offset:offset + 4])
    # แล้วแต่ ("it depends") is a word too: the fewest words read เลือกแล้วแต่ as เลือก แล้วแต่.
    assert missed == ["แล้ว|แต่ย"]


def test_a_run_with_a_word_the_list_lacks_is_not_split():
    assert thaibreak.word_breaks("สมชายเลือกเด็ค") == []
    assert thaibreak.word_breaks("เด็คนี้ถูกแบน") == [4, 7]


def test_the_repetition_mark_stays_with_its_word():
    assert thaibreak.mark_breaks("เฉยๆ") == "เฉยๆ"


@pytest.mark.parametrize("word,width", [("เลือกแล้ว", 3), ("แชมเปียนเลเจนด์", 4), ("ถูกแบนในฟอร์แมต", 5), ("น้ำ", 1)])
def test_a_forced_cut_keeps_marks_with_their_letter_and_a_leading_vowel_with_the_next(word, width):
    head, rest = cut(word, width)
    assert head + rest == word and head
    assert head[-1] not in "เแโใไ"
    assert not rest or rest[0] not in "ะัาำิีึืฺุู็่้๊๋์ํ๎ๅๆ"

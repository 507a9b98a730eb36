"""Search keys for Thai and English text: what a user typed and what the glossary stores compare equal.

NFC only, never NFKC: NFKC splits SARA AM (ำ) into NIKHAHIT + SARA AA. Full-width ASCII (ＴＡＮＫ,
as Thai input methods type Latin letters) is folded to ASCII by a table of its own, which is what
NFKC would do to those characters and nothing else.
"""

from __future__ import annotations

import functools
import re
import unicodedata

# Zero-width space, non-joiner, joiner, word joiner, byte-order mark, soft hyphen:
# all invisible, all common in text pasted from chat apps and web pages.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"))

# Thai digits ๐-๙ read as 0-9: a rule number or an Assault ๒ typed with the Thai layout on.
_THAI_DIGITS = {0x0E50 + digit: 0x30 + digit for digit in range(10)}

# U+FF01-U+FF5E are ASCII 0x21-0x7E at full width; U+3000 is the ideographic space.
_FULL_WIDTH = {0xFF01 + offset: 0x21 + offset for offset in range(0x5E)} | {0x3000: 0x20}

_TONES = "\u0e48-\u0e4b"
_ABOVE_BELOW = "\u0e31\u0e34-\u0e3a\u0e47"
_FOLLOWING = "\u0e30\u0e32\u0e33\u0e45"
_NON_BASE = f"{_ABOVE_BELOW}{_TONES}\u0e3a\u0e4c\u0e4d\u0e4e"

# Dropped for the loose key: tone marks, MAITAIKHU, THANTHAKHAT, spaces, hyphens, quotes, brackets.
_LOOSE_DROP = dict.fromkeys(map(ord, "\u0e47\u0e48\u0e49\u0e4a\u0e4b\u0e4c -_'’‘\".·()"))


@functools.cache
def _typing_order_fixes() -> tuple[tuple[re.Pattern, str], ...]:
    """Fix-ups for the order in which Thai marks are often typed, as (pattern, replacement).

    Compiled on first use: an English query never needs them.
    """
    return tuple(
        (re.compile(pattern), replacement)
        for pattern, replacement in (
            ("\u0e40\u0e40", "\u0e41"),  # เ + เ typed for แ
            (f"([{_TONES}\u0e4c]+)([{_ABOVE_BELOW}]+)", r"\2\1"),  # tone before vowel: ก่ี -> กี่
            (f"\u0e4d([{_TONES}]*)\u0e32", "\\1\u0e33"),  # NIKHAHIT + SARA AA -> SARA AM
            (f"([{_FOLLOWING}]+)([{_TONES}]+)", r"\2\1"),  # tone after a following vowel: กา่ -> ก่า
            ("([^\u0e24\u0e26])\u0e45", "\\1\u0e32"),  # LAKKHANGYAO used for SARA AA
            ("([\u0e30-\u0e3a\u0e40-\u0e45\u0e47\u0e4c-\u0e4e])\\1+", r"\1"),  # doubled vowel or sign
            (f"[{_TONES}]+([{_TONES}])", r"\1"),  # several tone marks: the last one wins
            (f"(^| )[{_NON_BASE}]+", r"\1"),  # marks with no consonant to sit on
        )
    )


def clean(text: str) -> str:
    """NFC, invisible characters removed, full-width ASCII folded: the text as typed, keystroke order untouched."""
    return unicodedata.normalize("NFC", text).translate(_INVISIBLE).translate(_FULL_WIDTH)


def normalize(text: str) -> str:
    """The search key of a text: cleaned, Thai marks in standard order, Thai digits as 0-9,
    case-folded, spaces collapsed."""
    text = " ".join(clean(text).translate(_THAI_DIGITS).split())
    if has_thai(text):
        for pattern, replacement in _typing_order_fixes():
            text = pattern.sub(replacement, text)
    return text.casefold()


def leading_vowels_first(key: str) -> str | None:
    """The key with each leading vowel (เ แ โ ใ ไ) typed after its consonant put back before
    it (นเรทเศ -> เนรเทศ, ลโ่ -> โล่), or None when there is none to move.

    A second reading, for a key that matched nothing: text written right has the same shape
    wherever a syllable ends in a consonant (เนรเทศ holds รเ), so keys are never rewritten so.
    """
    moved = re.sub(f"([\u0e01-\u0e2e][{_NON_BASE}]*)([\u0e40-\u0e44])", r"\2\1", key)
    return moved if moved != key else None


def loose(key: str) -> str:
    """A looser key: no tone marks, MAITAIKHU or THANTHAKHAT, no spaces, hyphens or quotes.

    Thai players often leave tone marks out (แอคชัน for แอ็กชั่น); English players write
    quick draw, quick-draw or quickdraw.
    """
    return key.translate(_LOOSE_DROP)


def has_thai(text: str) -> bool:
    return any("\u0e00" <= char <= "\u0e7f" for char in text)

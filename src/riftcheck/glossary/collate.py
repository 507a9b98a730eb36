"""Thai dictionary order.

A Thai dictionary sorts by consonant first: a leading vowel (เ แ โ ใ ไ) is written before its
consonant but sorts after it, and tone marks only break ties. Plain code-point order would put
every word starting with เ after every word starting with a consonant.
"""

from __future__ import annotations

import re

_LEADING_VOWEL = re.compile("([\u0e40-\u0e44])([\u0e01-\u0e2e])")
_TONE_MARKS = re.compile("[\u0e47-\u0e4c]")


def thai_sort_key(text: str) -> tuple[str, str]:
    """Sort key for Thai dictionary order: กา < เก่ง < ไก่ < ขา < โต๊ะ < มด < แมว."""
    base = _LEADING_VOWEL.sub(r"\2\1", _TONE_MARKS.sub("", text))
    return base, text

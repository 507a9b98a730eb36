"""Text typed with the wrong keyboard layout: Thai Kedmanee and US QWERTY, key for key.

"ฟแแำสำพฟะำ" is "accelerate" typed with the Thai layout on; "gij'8;k,giH;" is
"เร่งความเร็ว" typed with the US layout on.
"""

from __future__ import annotations

# Each QWERTY character and the Kedmanee character on the same key, unshifted then shifted.
_QWERTY = (
    "`1234567890-="
    "~!@#$%^&*()_+"
    "qwertyuiop[]\\"
    "QWERTYUIOP{}|"
    "asdfghjkl;'"
    'ASDFGHJKL:"'
    "zxcvbnm,./"
    "ZXCVBNM<>?"
)
_KEDMANEE = (
    "_ๅ/-ภถุึคตจขช"
    "%+๑๒๓๔ู฿๕๖๗๘๙"
    "ๆไำพะัีรนยบลฃ"
    '๐"ฎฑธํ๊ณฯญฐ,ฅ'
    "ฟหกดเ้่าสวง"
    "ฤฆฏโฌ็๋ษศซ."
    "ผปแอิืทมใฝ"
    "()ฉฮฺ์?ฒฬฦ"
)
_TO_THAI = str.maketrans(_QWERTY, _KEDMANEE)
_TO_QWERTY = str.maketrans(_KEDMANEE, _QWERTY)
_THAI_KEYS = frozenset(_KEDMANEE) - frozenset(_QWERTY)


def to_thai(text: str) -> str:
    """What the same keystrokes give on the Thai layout."""
    return text.translate(_TO_THAI)


def to_qwerty(text: str) -> str:
    """What the same keystrokes give on the US layout."""
    return text.translate(_TO_QWERTY)


def swap_layout(text: str) -> str | None:
    """The text as if typed on the other layout, or None when it does not look mistyped.

    Thai text becomes QWERTY; ASCII text becomes Thai. The input must be in typing order
    (see normalize.clean), since normalising Thai reorders marks and merges เเ into แ.
    """
    if any(char in _THAI_KEYS for char in text):
        swapped = to_qwerty(text)
    elif text.isascii():
        swapped = to_thai(text)
    else:
        return None
    return swapped if swapped != text else None

"""From the bytes of a file to clean text: encoding, binary files and invisible differences.

UTF-8 is read with or without a byte-order mark, UTF-16 when it starts with one; UTF-16
without one is refused saying so. Anything else that is not UTF-8 is refused with the offset
of the first bad byte. After decoding,
every line break (CRLF, CR, and the separators Python's ``splitlines`` honours) becomes
``\\n``; tabs, form feeds and the Unicode spaces become plain spaces; zero-width characters
go; and the text is put in NFC so that one name is always spelled one way.
"""

from __future__ import annotations

import codecs
import re
import unicodedata

from riftcheck.engine.inputs.refusals import DecklistError, Term

_SIGNATURES = (
    (b"\x89PNG", Term("png-image")),
    (b"\xff\xd8\xff", Term("jpeg-image")),
    (b"GIF8", Term("gif-image")),
    (b"RIFF", Term("riff-media")),
    (b"%PDF", Term("pdf-document")),
    (b"PK\x03\x04", Term("zip-archive")),
    (b"\x1f\x8b", Term("gzip-archive")),
)
_BINARY_STARTS = tuple(signature for signature, _kind in _SIGNATURES)
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)

_SPACES = "\t\x0b\x0c\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
_INVISIBLE = "\ufeff\u200b\u200c\u200d\u2060\x1a"
_TRANSLATION = {
    **{ord(char): " " for char in _SPACES},
    **{ord(char): None for char in _INVISIBLE},
    **{ord(char): "\n" for char in "\x1c\x1d\x1e\x85\u2028\u2029"},
}
_TAB_KEEPING = {**_TRANSLATION, ord("\t"): "\t"}
_TRANSLATED = re.compile("[" + re.escape("".join(map(chr, _TRANSLATION))) + "]")
_ASCII_TRANSLATED = "".join(char for char in map(chr, _TRANSLATION) if char.isascii())
_LINE_ENDS = re.compile(r"\r\n?")


def decode(data: bytes, source: str, keep_tabs: bool = False) -> str:
    """The text of `data`, normalised; DecklistError when it is not text at all. With
    `keep_tabs`, tabs stay (a spreadsheet's cells may be separated by them)."""
    _refuse_binary(data, source)
    if data.startswith(_UTF16_BOMS):
        text = _decode_utf16(data, source)
    elif b"\x00" in data and _utf16_without_bom(data):
        raise DecklistError("utf16-without-bom", source=source)
    else:
        text = _decode_utf8(data, source)
    if "\x00" in text:
        raise DecklistError("nul-characters", source=source)
    return normalise(text, keep_tabs)


def normalise(text: str, keep_tabs: bool = False) -> str:
    """Plain line ends and spaces, no invisible characters, NFC; tabs too unless `keep_tabs`."""
    text = _LINE_ENDS.sub("\n", text)
    if _needs_translation(text):
        text = text.translate(_TAB_KEEPING if keep_tabs else _TRANSLATION)
    return unicodedata.normalize("NFC", text)


def _needs_translation(text: str) -> bool:
    """Whether `text` has a character to translate. Looking is many times faster than
    translating, and in ASCII text (Python knows at once whether text is ASCII) a few
    substring searches are many times faster than a regular expression's scan."""
    if text.isascii():
        return any(char in text for char in _ASCII_TRANSLATED)
    return _TRANSLATED.search(text) is not None


def _refuse_binary(data: bytes, source: str) -> None:
    if not data.startswith(_BINARY_STARTS):
        return
    for signature, kind in _SIGNATURES:
        if data.startswith(signature):
            raise DecklistError("binary-file", source=source, kind=kind)


def _utf16_without_bom(data: bytes) -> bool:
    """Whether `data` has NULs in every other byte only, in most of those bytes, as UTF-16 of
    a decklist's Latin letters, digits and spaces does, and reads as UTF-16 in that byte order."""
    if len(data) % 2:
        return False
    even, odd = data[::2], data[1::2]
    if b"\x00" not in odd and even.count(0) * 2 > len(even):
        order = "utf-16-be"
    elif b"\x00" not in even and odd.count(0) * 2 > len(odd):
        order = "utf-16-le"
    else:
        return False
    try:
        data.decode(order)
    except UnicodeDecodeError:
        return False
    return True


def _decode_utf16(data: bytes, source: str) -> str:
    try:
        return data.decode("utf-16")
    except UnicodeDecodeError as error:
        raise DecklistError("bad-utf16", source=source, offset=error.start) from None


def _decode_utf8(data: bytes, source: str) -> str:
    # The mark is skipped by hand: "utf-8-sig" would count error offsets from after it.
    start = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
    try:
        return data[start:].decode("utf-8")
    except UnicodeDecodeError as error:
        offset = start + error.start
        line = data.count(b"\n", 0, offset) + 1
        raise DecklistError("not-utf8", source=source, byte=f"{data[offset]:02X}", offset=offset, line=line) from None

"""The Piltover Archive deck code ("RiftboundDeckCodes"), versions 1 to 6: decode and encode.

A deck code is RFC 4648 base32 text (``A``-``Z``, ``2``-``7``, no padding, upper case when
written; lower case is read too) over a byte string. Bits run most significant first and the
last character is zero-padded. Numbers are LEB128 varints: 7 bits a byte, low group first,
0x80 meaning "more follows" (280 is ``98 02``).

Byte 0 is ``format << 4 | version`` with format 1:

- v1 main deck only; v2 adds the sideboard; v3 adds the chosen champion (the default);
  v4 puts a number-prefix flag byte before every card number (for ``R`` rune numbers);
  v5 switches to sparse counts and adds the ``SP`` prefix; v6 adds extra legends.
- A card group is ``varint N, set byte, variant byte, N x ([flag] varint number)``.
  Set bytes 0-6 are OGN, OGS, ARC, SFD, UNL, VEN, RAD; variant bytes 0-3 are base, ``a``,
  signed (``*``, also written ``s``) and ``b``. Flag 0 is a plain number (shown with three
  digits), 1 an ``R`` number (two digits), 2 an ``SP`` number (no padding, v5 on).
- v1-v4 walk the counts: main from 12 copies down to 1, sideboard from 3 down to 1; for each
  count, ``varint G`` groups follow.
- v5-v6 start with a deck prefix byte (1 when card numbers carry flag bytes, 0 when not), then
  each section is ``varint K`` followed by K x ``(varint count, varint G, G groups)``.
- From v3 a champion trailer follows: ``00`` for none, or ``01, set, variant, [flag], number``.
- v6 ends with ``varint L`` extra legends, each ``set, variant, [flag], number``.

The main array holds everything outside the sideboard (legend, runes, battlefields and main
cards). The champion is a pointer: Piltover Archive also counts its copy inside main, while
codes published by riftdecks may leave it out. Decoding returns what the code says; use
``champion_in_main`` to tell the two apart.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from riftcheck.engine.inputs.limits import MAX_LINE_CHARS
from riftcheck.engine.inputs.refusals import Refusal
from riftcheck.engine.values import FrozenValue

SETS = ("OGN", "OGS", "ARC", "SFD", "UNL", "VEN", "RAD")
VARIANTS = ("", "a", "*", "b")
MAX_INPUT_LENGTH = MAX_LINE_CHARS  # a deck code is one line: folded over several, it is held to one line's limit
MAX_VALUE = 2**32 - 1

_FORMAT = 1
_VERSIONS = range(1, 7)
_MAIN_WALK = 12
_SIDEBOARD_WALK = 3
_PREFIXES = ("", "R", "SP")  # indexed by the number-prefix flag byte
_NORMAL, _RUNE, _SPECIAL = 0, 1, 2
_MAX_VARINT_BYTES = 5
_BASE32_LETTERS = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567abcdefghijklmnopqrstuvwxyz"
_NOT_BASE32 = re.compile(r"[^A-Za-z2-7]")
# Base32 letters, either case, to the digits int() reads in base 32: A-Z 2-7 become 0-9 a-v.
_BASE32_DIGITS = bytes.maketrans(_BASE32_LETTERS, b"0123456789abcdefghijklmnopqrstuv0123456789abcdefghijklmnop")
_CODE_PARAMETERS = ("code", "deckcode")
_CARD_CODE = re.compile(r"([A-Z]{3})-((?:R|SP)?[0-9]+)([ABS*]?)", re.IGNORECASE)
_NUMBER = re.compile(r"(R|SP)?([0-9]{1,10})")
# The cards of plain blocks by set, variant and number (`_plain_card`): looked up by one int,
# as a deck code names each card by bytes. Measured: a tenth of decoding a code went to
# looking its cards up by their set, variant and number strings.
_REMEMBERED_CARDS = 4096
_plain_cards: dict[int, CardRef] = {}

Entries = tuple[tuple["CardRef", int], ...]


class DeckCodeError(Refusal):
    """A deck code, card code or deck that cannot be read or written; the message says why.

    The common ways a code fails to read are raised by key (riftcheck.engine.inputs.refusals) so
    they can be written in Thai; the rarer ones are plain English sentences.
    """


class CardRef(FrozenValue):
    """One printing as a deck code names it: set, collector number and variant.

    Values are normalised on construction: ``CardRef("ogn", "7", "s")`` is ``OGN-007*``.
    Plain numbers have at least three digits, ``R`` numbers two, ``SP`` numbers no padding.
    """

    _fields = ("set", "number", "variant")
    __slots__ = (*_fields, "code")  # code: OGN-007*; kept, as readers ask for it per card

    def __init__(self, set: str, number: str, variant: str = "") -> None:  # noqa: A002 (the field's name)
        set_code = set.upper()
        if set_code not in SETS:
            raise DeckCodeError(f"Unknown set {set!r}; deck codes know {', '.join(SETS)}.")
        lowered = variant.lower()
        written = "*" if lowered == "s" else lowered
        if written not in VARIANTS:
            raise DeckCodeError(f"Unknown variant {variant!r}; deck codes know a, b and s or *.")
        flag, value = _split_number(number)
        number = _format_number(flag, value)
        self._freeze(set_code, number, written)
        object.__setattr__(self, "code", f"{set_code}-{number}{written}")

    @classmethod
    def parse(cls, code: str) -> CardRef:
        """Read a card code such as ``OGN-007a``, ``sfd-r02``, ``VEN-SP1`` or ``OGN-202s``."""
        match = _CARD_CODE.fullmatch(code.strip())
        if match is None:
            raise DeckCodeError(f"{code!r} is not a card code like OGN-007a, SFD-R02 or VEN-SP1.")
        return cls(*match.groups())

    def __str__(self) -> str:
        return self.code

    @property
    def set_byte(self) -> int:
        return SETS.index(self.set)

    @property
    def variant_byte(self) -> int:
        return VARIANTS.index(self.variant)

    @property
    def prefix_flag(self) -> int:
        return _split_number(self.number)[0]

    @property
    def value(self) -> int:
        return _split_number(self.number)[1]


CardInput = CardRef | str


class DeckCode(FrozenValue):
    """The content of a deck code.

    ``main`` and ``sideboard`` are (card, copies) pairs in the order the code lists them;
    ``legends`` are the extra legends of a v6 code. ``version`` is the version the code was
    written in (None for a deck built in code); it takes no part in equality.
    """

    _fields = ("main", "sideboard", "champion", "legends")
    __slots__ = (*_fields, "version")

    def __init__(self, main: Entries, sideboard: Entries = (), champion: CardRef | None = None,
                 legends: tuple[CardRef, ...] = (), version: int | None = None) -> None:
        self._freeze(main, sideboard, champion, legends)
        object.__setattr__(self, "version", version)


def champion_in_main(deck: DeckCode) -> bool:
    """True when the champion's printing is also counted in the main array (Piltover Archive style)."""
    return deck.champion is not None and any(card == deck.champion for card, _ in deck.main)


def _split_number(number: str) -> tuple[int, int]:
    match = _NUMBER.fullmatch(number.upper())
    if match is None or int(match.group(2)) > MAX_VALUE:
        raise DeckCodeError(f"{number!r} is not a card number like 007, R02 or SP1.")
    return _PREFIXES.index(match.group(1) or ""), int(match.group(2))


def _format_number(flag: int, value: int) -> str:
    width = (3, 2, 0)[flag]
    return f"{_PREFIXES[flag]}{value:0{width}d}"


class _Layout(FrozenValue):
    """How a version lays out card numbers and sections."""

    __slots__ = _fields = ("version", "flagged")  # flagged: every card number follows a number-prefix flag byte

    def __init__(self, version: int, flagged: bool) -> None:
        self._freeze(version, flagged)

    @property
    def sparse(self) -> bool:
        return self.version >= 5

    @property
    def max_flag(self) -> int:
        return _SPECIAL if self.version >= 5 else _RUNE


@lru_cache(maxsize=None)
def _layout(version: int, flagged: bool) -> _Layout:
    """The layout of a decoded code, built once: only twelve exist."""
    return _Layout(version, flagged)


# --- decoding -------------------------------------------------------------------------------


class _Part(FrozenValue):
    """A part of the code: its name, and the names of the values read there as messages give them."""

    __slots__ = _fields = ("where", "copy_counts", "copy_count", "groups", "group_size", "set_byte", "variant_byte",
                           "flag", "number")

    def __init__(self, *names: str) -> None:
        self._freeze(*names)

    @classmethod
    def named(cls, where: str) -> _Part:
        return cls(
            where,
            f"the number of copy counts in {where}",
            f"a copy count in {where}",
            f"the number of groups in {where}",
            f"a group size in {where}",
            f"a set byte in {where}",
            f"a variant byte in {where}",
            f"a number-prefix flag in {where}",
            f"a card number in {where}",
        )


_MAIN = _Part.named("the main deck")
_SIDEBOARD = _Part.named("the sideboard")
_CHAMPION = _Part.named("the champion")
_LEGENDS = _Part.named("the extra legends")


class _Reader:
    """Bytes read front to back from `pos`; running out names what was being read."""

    __slots__ = ("data", "pos")

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def byte(self, what: str) -> int:
        pos = self.pos
        if pos >= len(self.data):
            raise DeckCodeError("code-truncated", what=what)
        self.pos = pos + 1
        return self.data[pos]

    def varint(self, what: str) -> int:
        pos = self.pos
        if pos < len(self.data) and self.data[pos] < 0x80:  # one byte, as most numbers in a deck
            self.pos = pos + 1
            return self.data[pos]
        value = 0
        for shift in range(0, 7 * _MAX_VARINT_BYTES, 7):
            byte = self.byte(what)
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                if value > MAX_VALUE:
                    break
                return value
        raise DeckCodeError(f"The deck code has {what} larger than {MAX_VALUE}.")

    def finish(self) -> None:
        extra = len(self.data) - self.pos
        if extra:
            raise DeckCodeError("code-trailing-bytes", extra=extra)


def decode(text: str) -> DeckCode:
    """Read a deck code, or a link carrying one in its ``code=`` or ``deckCode=`` parameter.

    Surrounding whitespace and lower case are accepted. Raises DeckCodeError, and nothing
    else, for any input that is not a complete, well-formed code. This is stricter than
    Piltover Archive's reader, which ignores trailing bytes and reads unknown variant or
    prefix flags as plain; like it, unused padding bits in the last character are ignored.
    """
    reader = _Reader(_base32_bytes(_code_text(text)))
    layout = _read_header(reader)
    main = _read_section(reader, layout, _MAIN, _MAIN_WALK)
    sideboard = ()
    if layout.version >= 2:
        sideboard = _read_section(reader, layout, _SIDEBOARD, _SIDEBOARD_WALK)
    champion = _read_champion(reader, layout) if layout.version >= 3 else None
    legends = _read_legends(reader, layout) if layout.version >= 6 else ()
    reader.finish()
    return DeckCode(main, sideboard, champion, legends, layout.version)


def _code_text(text: str) -> str:
    if len(text) > MAX_INPUT_LENGTH:
        raise DeckCodeError("code-too-long", length=len(text), limit=MAX_INPUT_LENGTH)
    code = text.strip()
    if "?" in code or "://" in code:
        code = _code_from_link(code)
    if not code:
        raise DeckCodeError("code-empty")
    return code


def _code_from_link(link: str) -> str:
    from urllib.parse import parse_qsl  # a link's only: with ipaddress, a millisecond a start

    query = link.partition("?")[2].partition("#")[0]
    for key, value in parse_qsl(query):
        if key.lower() in _CODE_PARAMETERS and value.strip():
            return value.strip()
    raise DeckCodeError("code-link-without-code")


def _base32_bytes(code: str) -> bytes:
    """The bytes of base32 text without padding.

    The text is rewritten in the digits of base 32 (``A`` is 0, ``7`` is 31), read as one
    number, and the padding bits of the last character are shifted out.
    """
    data = code.encode("ascii", "replace")  # a character beyond ASCII becomes "?", no base32 letter
    if data.translate(None, _BASE32_LETTERS):
        bad = _NOT_BASE32.search(code)
        raise DeckCodeError("code-bad-character", char=repr(bad.group()), position=bad.start() + 1)
    # 1, 3 or 6 characters past a multiple of 8 leave a character that completes no byte.
    if len(code) % 8 in (1, 3, 6):
        raise DeckCodeError("code-bad-length", length=len(code))
    bits = 5 * len(code)
    size = bits // 8
    number = int(data.translate(_BASE32_DIGITS), 32)
    return (number >> (bits - 8 * size)).to_bytes(size, "big")


def _read_header(reader: _Reader) -> _Layout:
    first = reader.byte("the format and version byte")
    fmt, version = first >> 4, first & 0x0F
    if fmt != _FORMAT:
        raise DeckCodeError("code-unknown-format", format=fmt, first=f"{first:02X}")
    if version not in _VERSIONS:
        raise DeckCodeError("code-unknown-version", version=version)
    if version < 5:
        return _layout(version, version == 4)
    prefix = reader.byte("the deck prefix byte")
    if prefix > 1:
        raise DeckCodeError(f"Unknown deck prefix byte {prefix}; it must be 0 or 1.")
    return _layout(version, prefix == 1)


def _read_section(reader: _Reader, layout: _Layout, part: _Part, walk: int) -> Entries:
    entries: list[tuple[CardRef, int]] = []
    counts = _sparse_counts(reader, part) if layout.sparse else range(walk, 0, -1)
    data = reader.data
    for count in counts:
        if reader.pos < len(data) and data[reader.pos] == 0:  # no groups, as most counts of a walk
            reader.pos += 1
            continue
        block = None if layout.flagged else _read_plain_block(reader, count)
        if block is None:
            block = _read_block(reader, layout, part, count)
        entries += block
    return tuple(entries)


def _sparse_counts(reader: _Reader, part: _Part) -> Iterator[int]:
    """The copy counts of a v5 or v6 section, each read just before its groups."""
    for _ in range(reader.varint(part.copy_counts)):
        count = reader.varint(part.copy_count)
        if count < 1:
            raise DeckCodeError(f"The deck code has a copy count of 0 in {part.where}; counts start at 1.")
        yield count


def _read_block(reader: _Reader, layout: _Layout, part: _Part, count: int) -> list[tuple[CardRef, int]]:
    """The cards with `count` copies: ``varint G``, then G groups."""
    groups = reader.varint(part.groups)
    return [(card, count) for _ in range(groups) for card in _read_group(reader, layout, part)]


def _read_plain_block(reader: _Reader, count: int) -> list[tuple[CardRef, int]] | None:
    """`_read_block` in one pass, for the usual block: no flag bytes, the number of groups and
    every group size in one byte, every set and variant known, every card number in one or two
    bytes.

    Any other block gives None with nothing read, and `_read_block` reads it and names its fault.
    """
    data, pos, end = reader.data, reader.pos, len(reader.data)
    if pos >= end or data[pos] >= 0x80:
        return None
    groups, pos = data[pos], pos + 1
    entries = []
    cards = _plain_cards
    for _ in range(groups):
        if end - pos < 3 or data[pos] >= 0x80 or data[pos + 1] >= len(SETS) or data[pos + 2] >= len(VARIANTS):
            return None
        size, group = data[pos], (data[pos + 1] << 2 | data[pos + 2]) << 14  # set and variant, above the number
        pos += 3
        for _ in range(size):
            if pos < end and data[pos] < 0x80:
                number, pos = data[pos], pos + 1
            elif pos + 1 < end and data[pos + 1] < 0x80:
                number, pos = data[pos] & 0x7F | data[pos + 1] << 7, pos + 2
            else:
                return None
            card = cards.get(group | number)
            entries.append((card or _plain_card(group | number), count))
    reader.pos = pos
    return entries


def _plain_card(key: int) -> CardRef:
    """The card of a plain block's `key` (set and variant bytes above a number of up to 14
    bits), remembered; the memory starts afresh when full."""
    if len(_plain_cards) >= _REMEMBERED_CARDS:
        _plain_cards.clear()
    card = _plain_cards[key] = _card_ref(SETS[key >> 16], _NORMAL, key & 0x3FFF, VARIANTS[key >> 14 & 3])
    return card


def clear_cache() -> None:
    """Forget the cards already decoded (riftcheck.engine.caches)."""
    _plain_cards.clear()
    _card_ref.cache_clear()


def _read_group(reader: _Reader, layout: _Layout, part: _Part) -> list[CardRef]:
    size = reader.varint(part.group_size)
    set_code, variant = _read_set_and_variant(reader, part)
    return [_read_card(reader, layout, set_code, variant, part) for _ in range(size)]


def _read_set_and_variant(reader: _Reader, part: _Part) -> tuple[str, str]:
    set_byte = reader.byte(part.set_byte)
    if set_byte >= len(SETS):
        known = ", ".join(f"{i} {name}" for i, name in enumerate(SETS))
        raise DeckCodeError(f"Unknown set byte {set_byte} in {part.where}; the known sets are {known}.")
    variant_byte = reader.byte(part.variant_byte)
    if variant_byte >= len(VARIANTS):
        raise DeckCodeError(
            f"Unknown variant byte {variant_byte} in {part.where}; "
            "the known variants are 0 base, 1 a, 2 signed, 3 b."
        )
    return SETS[set_byte], VARIANTS[variant_byte]


def _read_card(reader: _Reader, layout: _Layout, set_code: str, variant: str, part: _Part) -> CardRef:
    flag = _NORMAL
    if layout.flagged:
        flag = reader.byte(part.flag)
        if flag > layout.max_flag:
            known = ", ".join(f"{i} {_PREFIXES[i] or 'plain'}" for i in range(layout.max_flag + 1))
            raise DeckCodeError(
                f"Unknown number-prefix flag {flag} in {part.where}; version {layout.version} knows {known}."
            )
    return _card_ref(set_code, flag, reader.varint(part.number), variant)


@lru_cache(maxsize=4096)
def _card_ref(set_code: str, flag: int, value: int, variant: str) -> CardRef:
    """A decoded card, remembered: the codes of a tournament name the same few hundred cards."""
    return CardRef(set_code, _format_number(flag, value), variant)


def _read_champion(reader: _Reader, layout: _Layout) -> CardRef | None:
    marker = reader.byte(f"the marker of {_CHAMPION.where}")
    if marker > 1:
        raise DeckCodeError(f"Unknown champion marker byte {marker}; it must be 0 (none) or 1.")
    if marker == 0:
        return None
    return _read_card(reader, layout, *_read_set_and_variant(reader, _CHAMPION), _CHAMPION)


def _read_legends(reader: _Reader, layout: _Layout) -> tuple[CardRef, ...]:
    count = reader.varint(f"the number of {_LEGENDS.where}")
    return tuple(
        _read_card(reader, layout, *_read_set_and_variant(reader, _LEGENDS), _LEGENDS) for _ in range(count)
    )


# --- encoding -------------------------------------------------------------------------------


def encode(
    deck: DeckCode | Iterable[tuple[CardInput, int]],
    sideboard: Iterable[tuple[CardInput, int]] = (),
    champion: CardInput | None = None,
    legends: Iterable[CardInput] = (),
) -> str:
    """Write a deck code, byte for byte as Piltover Archive writes the same cards.

    Pass a DeckCode, or the main (card, copies) pairs with the other parts as arguments;
    cards may be CardRefs or card codes. The lowest version that fits is chosen: 3, or 4 when
    an ``R`` number appears, 5 when an ``SP`` number appears or a count passes 12 in main or
    3 in the sideboard, 6 when extra legends are given. Cards are grouped by copy count, then
    by set and variant byte; inside a group plain numbers come first, then ``R``, then ``SP``,
    each ascending, as the reference implementation orders them. Extra legends keep their order.
    """
    if isinstance(deck, DeckCode):
        if (sideboard, champion, legends) != ((), None, ()):
            raise TypeError("Pass either a DeckCode or the card lists, not both.")
    else:
        deck = DeckCode(
            _entries(deck),
            _entries(sideboard),
            None if champion is None else _card(champion),
            tuple(_card(card) for card in legends),
        )
    _check_counts(deck.main, "the main deck")
    _check_counts(deck.sideboard, "the sideboard")
    layout = _choose_layout(deck)
    out = bytearray([_FORMAT << 4 | layout.version])
    if layout.sparse:
        out.append(int(layout.flagged))
    out += _write_section(deck.main, layout, _MAIN_WALK)
    out += _write_section(deck.sideboard, layout, _SIDEBOARD_WALK)
    out += _write_champion(deck.champion, layout)
    if layout.version >= 6:
        out += _varint(len(deck.legends))
        for legend in deck.legends:
            out += bytes([legend.set_byte, legend.variant_byte]) + _write_number(legend, layout)
    from base64 import b32encode  # writing a code only: reading one decodes base32 itself

    return b32encode(bytes(out)).decode("ascii").rstrip("=")


def _card(card: CardInput) -> CardRef:
    return card if isinstance(card, CardRef) else CardRef.parse(card)


def _entries(pairs: Iterable[tuple[CardInput, int]]) -> Entries:
    return tuple((_card(card), count) for card, count in pairs)


def _check_counts(entries: Entries, where: str) -> None:
    for card, count in entries:
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_VALUE:
            raise DeckCodeError(
                f"The count {count!r} of {card} in {where} is out of range (1 to {MAX_VALUE})."
            )


def _choose_layout(deck: DeckCode) -> _Layout:
    cards = [card for card, _ in deck.main + deck.sideboard] + [*deck.legends]
    if deck.champion is not None:
        cards.append(deck.champion)
    flags = {card.prefix_flag for card in cards}
    over_walk = any(n > _MAIN_WALK for _, n in deck.main) or any(
        n > _SIDEBOARD_WALK for _, n in deck.sideboard
    )
    if deck.legends:
        version = 6
    elif over_walk or _SPECIAL in flags:
        version = 5
    elif _RUNE in flags:
        version = 4
    else:
        version = 3
    return _Layout(version, flagged=bool(flags - {_NORMAL}))


def _write_section(entries: Entries, layout: _Layout, walk: int) -> bytes:
    if not layout.sparse:
        return b"".join(_write_groups(entries, count, layout) for count in range(walk, 0, -1))
    counts = sorted({count for _, count in entries}, reverse=True)
    return _varint(len(counts)) + b"".join(_varint(n) + _write_groups(entries, n, layout) for n in counts)


def _write_groups(entries: Entries, count: int, layout: _Layout) -> bytes:
    cards = [card for card, n in entries if n == count]
    groups: dict[tuple[int, int], list[CardRef]] = {}
    for card in cards:
        groups.setdefault((card.set_byte, card.variant_byte), []).append(card)
    out = bytearray(_varint(len(groups)))
    for (set_byte, variant_byte), members in sorted(groups.items()):
        out += _varint(len(members)) + bytes([set_byte, variant_byte])
        for card in sorted(members, key=lambda c: (c.prefix_flag, c.value)):
            out += _write_number(card, layout)
    return bytes(out)


def _write_number(card: CardRef, layout: _Layout) -> bytes:
    flag = bytes([card.prefix_flag]) if layout.flagged else b""
    return flag + _varint(card.value)


def _write_champion(champion: CardRef | None, layout: _Layout) -> bytes:
    if champion is None:
        return b"\x00"
    return bytes([1, champion.set_byte, champion.variant_byte]) + _write_number(champion, layout)


def _varint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)

"""Reading the decklists Magic players paste: MTG Arena and MTGO text, `4x Name`, Moxfield's
`1 Sol Ring (CMM) 400 *F*`, and MTGO's .dek XML.

Every line is accounted for: it is a card, a header, a comment, a blank line, the deck's
name, or a line riftcheck could not read, which the checker reports (MG002) so that the deck
is never called legal with a line nobody read.
"""

from __future__ import annotations

import re

from riftcheck.engine.inputs.refusals import visible
from riftcheck.engine.values import FrozenValue, Value

ZONES = ("commander", "companion", "main", "sideboard")
# Section headers as Arena, MTGO, Moxfield and Thai players write them (folded, without a colon).
HEADERS = {
    "deck": "main", "main": "main", "maindeck": "main", "main deck": "main", "mainboard": "main",
    "sideboard": "sideboard", "side": "sideboard", "sb": "sideboard", "side board": "sideboard",
    "commander": "commander", "commanders": "commander", "companion": "companion",
    "maybeboard": "maybe", "considering": "maybe", "tokens": "maybe",
    "about": "about",
    "เด็ค": "main", "เด็คหลัก": "main", "กองการ์ด": "main", "กองการ์ดหลัก": "main", "สำรับ": "main",
    "ไซด์บอร์ด": "sideboard", "ไซด์": "sideboard", "คอมมานเดอร์": "commander", "คอมแมนเดอร์": "commander",
}
_CARD = re.compile(r"^(?P<count>\d{1,4})\s*[xX×]?\s+(?P<name>\S.*?)$")
_COUNT_AFTER = re.compile(r"^(?P<name>\S.*?)\s+[xX×]\s*(?P<count>\d{1,4})$")  # "Lightning Bolt x4"
_FINISH = re.compile(r"\s+\*[A-Za-z]{1,8}\*$")  # Moxfield's *F* (foil), *E* (etched)
_PRINTING = re.compile(r"\s+\((?P<set>[A-Za-z0-9]{2,6})\)(?:\s+(?P<number>[A-Za-z0-9★-]{1,10}))?$")
_SIDEBOARD_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)
# Archidekt's text export: `1x Sol Ring (cmm) 400 [Ramp] ^Have,#37d67a^`; a category names the
# zone (`[Commander{top}]`, `[Sideboard{noDeck}]`, `[Maybeboard{noDeck}{noPrice}]`).
_TAGS = re.compile(r"\s+\^[^^\n]*\^$")
_CATEGORY = re.compile(r"\s+\[(?P<category>[^\[\]]*)\]$")
_CATEGORY_ZONES = {"commander": "commander", "sideboard": "sideboard", "maybeboard": "maybe"}
_NAME_LINE = re.compile(r"^name\s+(?P<name>\S.*)$", re.IGNORECASE)
COUNT_LIMIT = 999


class MagicEntry(FrozenValue):
    __slots__ = _fields = ("count", "name", "zone", "line", "set_code", "number")

    def __init__(self, count: int, name: str, zone: str, line: int, set_code: str | None = None,
                 number: str | None = None) -> None:
        # A control character in a name would reach the terminal and the reports as it is.
        self._freeze(count, visible(name), zone, line, set_code, number)


class MagicDecklist(Value):
    """`unread`: the (line, text) riftcheck could not read; `set_aside`: maybeboard cards, no part
    of the deck; `player`, `player_id`: an organiser's export names each registration's player;
    `groups`, without a Sideboard header: the first line of each group of cards between blank
    lines (two groups are main deck and sideboard, as MTGO, Moxfield and Arena export them; more
    leave it open)."""

    __slots__ = _fields = ("source", "name", "entries", "unread", "set_aside", "player", "player_id", "groups")

    def __init__(self, source: str, name: str | None = None, entries: list[MagicEntry] | None = None,
                 unread: list[tuple[int, str]] | None = None, set_aside: list[MagicEntry] | None = None,
                 player: str | None = None, player_id: str | None = None, groups: list[int] | None = None) -> None:
        self.source, self.name, self.player, self.player_id = source, name, player, player_id
        self.entries = [] if entries is None else entries
        self.unread = [] if unread is None else unread
        self.set_aside = [] if set_aside is None else set_aside
        self.groups = [] if groups is None else groups


class MagicListError(ValueError):
    """The input is no Magic decklist at all; `en` and `th` say why."""

    def __init__(self, en: str, th: str):
        super().__init__(en)
        self.en, self.th = en, th

    def in_language(self, lang: str) -> str:
        return self.th if lang == "th" else self.en


def read(data: bytes, source: str) -> MagicDecklist:
    """The decklist in `data` (a file's bytes), in whichever form it is written."""
    from riftcheck.engine.inputs.decoding import decode

    text = decode(data, source)
    head = text.lstrip("\ufeff \n\t")
    if head.startswith("<"):
        return read_dek(text, source)
    return read_text(text, source)


def _header(line: str) -> str | None:
    key = " ".join(line.strip().rstrip(":").casefold().split())
    return HEADERS.get(key)


def read_text(text: str, source: str) -> MagicDecklist:
    lines = text.split("\n")
    has_sideboard_header = any(_header(line) == "sideboard" for line in lines)
    deck = MagicDecklist(source)
    zone, about, cards_in_zone, after_blank = "main", False, 0, True
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        after_blank = after_blank or not line
        if not line:
            # MTGO and Arena without headers: the cards after a blank line are the sideboard.
            if zone == "main" and cards_in_zone and not has_sideboard_header:
                zone, cards_in_zone = "sideboard", 0
            elif zone in ("commander", "companion") and cards_in_zone:
                zone, cards_in_zone = "main", 0  # the deck follows its commander after a blank line
            continue
        if line.startswith(("//", "#")):
            continue
        header = _header(line)
        if header is not None:
            about = header == "about"
            if not about:
                zone, cards_in_zone = header, 0
            continue
        named = _NAME_LINE.match(line)
        if about and named:
            deck.name = visible(named.group("name").strip())
            continue
        entry = _card_line(line, number, zone)
        if entry is None:
            deck.unread.append((number, visible(line)))
        elif entry.zone == "maybe":
            deck.set_aside.append(entry)
        else:
            deck.entries.append(entry)
            cards_in_zone += 1
            if after_blank and not has_sideboard_header and entry.zone in ("main", "sideboard"):
                deck.groups.append(number)
            after_blank = False
    if not deck.entries and not deck.set_aside:
        raise MagicListError(f"{source}: no card line (such as `4 Lightning Bolt`) in it; it is not a Magic decklist.",
                             f"{source}: ไม่มีบรรทัดการ์ด (เช่น `4 Lightning Bolt`) จึงไม่ใช่เด็คลิสต์ของ Magic")
    return deck


def _card_line(line: str, number: int, zone: str) -> MagicEntry | None:
    if _SIDEBOARD_PREFIX.match(line):
        line, zone = _SIDEBOARD_PREFIX.sub("", line), "sideboard"
    found = _CARD.match(line) or _COUNT_AFTER.match(line)
    if not found:
        return None
    count, name = int(found.group("count")), _TAGS.sub("", found.group("name"))
    category = _CATEGORY.search(name)
    if category:
        name, zone = name[: category.start()], _category_zone(category.group("category"), zone)
    while _FINISH.search(name):
        name = _FINISH.sub("", name)
    printing = _PRINTING.search(name)
    set_code = card_number = None
    if printing:
        set_code, card_number = printing.group("set").upper(), printing.group("number")
        name = name[: printing.start()]
    name = name.strip()
    if not name or count < 1 or count > COUNT_LIMIT:
        return None
    return MagicEntry(count, name, zone, number, set_code, card_number)


def _category_zone(category: str, zone: str) -> str:
    """The zone an Archidekt category puts a card in: its first category's, or set aside when
    marked {noDeck}; otherwise the zone the list is in."""
    first = category.split(",")[0].split("{")[0].strip().casefold()
    if first in _CATEGORY_ZONES:
        return _CATEGORY_ZONES[first]
    return "maybe" if "{noDeck}" in category else zone


def read_dek(text: str, source: str) -> MagicDecklist:
    """MTGO's .dek: <Deck><Cards Quantity="4" Sideboard="false" Name="..."/></Deck>. Read with
    expat, refusing any document type declaration, so that no entity is ever expanded."""
    from xml.parsers import expat

    deck = MagicDecklist(source)
    parser = expat.ParserCreate()

    def refuse(*_args):
        raise MagicListError(f"{source}: an XML document type declaration is not allowed in a .dek file.",
                             f"{source}: ไฟล์ .dek ต้องไม่มีการประกาศ DOCTYPE ของ XML")

    def start(tag, attributes):
        if tag != "Cards":
            return
        line = parser.CurrentLineNumber
        quantity, name = attributes.get("Quantity", ""), (attributes.get("Name") or "").strip()
        zone = "sideboard" if attributes.get("Sideboard", "false").lower() == "true" else "main"
        if quantity.isdigit() and name and 0 < int(quantity) <= COUNT_LIMIT:
            deck.entries.append(MagicEntry(int(quantity), name, zone, line))
        else:
            deck.unread.append((line, visible(f'<Cards Quantity="{quantity}" Name="{name}">')))

    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.StartElementHandler = start
    try:
        parser.Parse(text.encode("utf-8"), True)
    except expat.ExpatError as error:
        raise MagicListError(f"{source}: not a readable .dek file ({error}).",
                             f"{source}: อ่านไฟล์ .dek ไม่ได้ ({error})") from None
    if not deck.entries and not deck.unread:
        raise MagicListError(f"{source}: no <Cards> in it; it is not an MTGO .dek decklist.",
                             f"{source}: ไม่มี <Cards> จึงไม่ใช่เด็คลิสต์ .dek ของ MTGO")
    return deck

"""The Magic card table: one row per oracle card, prebuilt by `riftcheck import --game mtg`
from MTGJSON oracle data into data/mtg/cards.tsv.gz, and read through its name index.

Columns (tab-separated, one header line): name, aliases (|-separated), type line, colour
identity (WUBRG letters), layout, deck limit ("" = the format's, "any", or a number), flags,
partner-with name. Flags are letters:

- B: a basic land (the Basic supertype on a land whose land types are basic: 205.4c, 305.8)
- E: may be a commander (903.3: a legendary creature, Vehicle or Spacecraft with power and
  toughness, or a card whose text says it can be your commander)
- P: Partner (plain); W: Partner with the card in the last column; the partner—[text]
  abilities (702.124i): F Friends forever, V Survivors, H Father & son, C Character select;
  G: Choose a Background; K: a Background; D: Doctor's companion; O: a Time Lord Doctor
- N: not a card of a traditional deck (a plane, scheme, dungeon, sticker sheet...: 100.2d)
- A: an Alchemy card (A- prefix), a digital-only rebalance that no paper format allows
"""

from __future__ import annotations

from riftcheck.engine.values import FrozenValue

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

COLUMNS = ("name", "aliases", "type_line", "identity", "layout", "limit", "flags", "partner_with")
COLOURS = "WUBRG"


class MagicCard(FrozenValue):
    """One oracle card's deck-building facts: `identity` in WUBRG letters, `limit` the copies any
    deck may hold by its own text (None: the format's limit)."""

    __slots__ = _fields = ("name", "type_line", "identity", "layout", "limit", "flags", "partner_with")

    def __init__(self, name: str, type_line: str, identity: str, layout: str, limit: int | None, flags: str,
                 partner_with: str = "") -> None:
        self._freeze(name, type_line, identity, layout, limit, flags, partner_with)

    @property
    def basic_land(self) -> bool:
        return "B" in self.flags

    @property
    def any_number(self) -> bool:
        return self.limit == ANY_NUMBER

    @property
    def may_be_commander(self) -> bool:
        return "E" in self.flags

    @property
    def deck_card(self) -> bool:
        return "N" not in self.flags and "A" not in self.flags


ANY_NUMBER = 10**9  # "A deck can have any number of cards named ..."


def write_table(rows: list[dict], path: Path) -> None:
    """Write the table sorted by name, gzip'd with a fixed time stamp so that the same cards
    always give the same bytes."""
    import gzip

    lines = ["\t".join(COLUMNS)]
    for row in sorted(rows, key=lambda r: r["name"]):
        lines.append("\t".join(str(row[column]) for column in COLUMNS))
    data = ("\n".join(lines) + "\n").encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as out:
        out.write(data)


def read_table(path: Path) -> list[tuple[MagicCard, list[str]]]:
    """Every card of the table at `path` with its aliases."""
    import gzip

    with gzip.open(path, "rt", encoding="utf-8") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        if tuple(header) != COLUMNS:
            raise ValueError(f"{path} is not a riftcheck Magic card table (columns {header}).")
        cards = []
        for line in handle:
            name, aliases, type_line, identity, layout, limit, flags, partner_with = line.rstrip("\n").split("\t")
            count = None if not limit else ANY_NUMBER if limit == "any" else int(limit)
            card = MagicCard(name, type_line, identity, layout, count, flags, partner_with)
            cards.append((card, aliases.split("|") if aliases else []))
    return cards

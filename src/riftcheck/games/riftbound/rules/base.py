"""What every rule module shares: building its findings, and reading a deck by zone."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from operator import attrgetter

from riftcheck.engine.verdicts.findings import Finding, Message
from riftcheck.games.riftbound.cards.model import MAIN_DECK_TYPES, Card
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.formats import CheckContext, Size

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any

# The card types each zone takes (CR 103.2-103.5, TR 601.1.c.2); tokens fit no zone.
ZONE_TYPES = {
    "legend": frozenset({"Legend"}),
    "main": MAIN_DECK_TYPES,
    "sideboard": MAIN_DECK_TYPES,
    "runes": frozenset({"Rune"}),
    "battlefields": frozenset({"Battlefield"}),
    "champion": frozenset({"Unit"}),
}
_NO_TYPES: frozenset[str] = frozenset()

Report = Callable[..., Finding]


def reporter(
    code: str,
    rule: str | None,
    severity: str,
    messages: Mapping[str, Message],
    hints: Mapping[str, Message] | None = None,
    undecided: bool = False,
    on_trust: bool = False,
) -> Report:
    """A function that builds this rule's findings from a message key and where it was found.

    `number` overrides the rule number for one finding (e.g. 103.2.b.3 vs 103.2.b.4); the
    number is cited as it was on the checked date. `hint` names a hint other than the one
    under the message's key ("" for none). Other keyword arguments fill the templates. The
    severity is the format's for this rule where the format data sets one (CheckContext.severity).
    `undecided` and `on_trust` mark every finding it builds (see riftcheck.engine.verdicts.findings.Finding).
    """
    hints = hints or {}

    def report(
        key: str,
        context: CheckContext,
        *,
        zone: str | None = None,
        card: str | None = None,
        line: int | None = None,
        number: str | None = None,
        hint: str | None = None,
        **params: Any,
    ) -> Finding:
        # Positional: a batch builds thousands of findings, and keywords cost a third more.
        return Finding(code, context.cite(number or rule), context.severity(code, severity), messages[key], zone,
                       card, line, params, hints.get(key if hint is None else hint), None, undecided, on_trust)

    return report


def known(deck: Deck, *zones: str) -> list[tuple[str, DeckCard, Card]]:
    """(zone, entry, card) for every identified entry of the zones, in decklist order."""
    return deck.identified(*zones)


def deck_owner(deck: Deck) -> str:
    """How a message names another deck, such as a teammate's: its player, else the deck's
    name, else its file (a registration in an export shares its file with every other)."""
    return deck.player or deck.name or deck.source


def deck_legend(deck: Deck) -> Card | None:
    """The legend a deck is checked against: its Champion Legend, or the first one listed when
    the list has several (RC101 reports the extra ones)."""
    return deck.legend


def fits_zone(card: Card, zone: str) -> bool:
    """Whether the card's type belongs in the zone; tokens belong nowhere (CR 185)."""
    return card.type in ZONE_TYPES.get(zone, _NO_TYPES) and not card.is_token


# What a rule's quick check asks of every zone's facts (riftcheck.games.riftbound.deck.ZoneFacts).
UNKNOWN, TOKENS, BRACKETED, NAMED, ALIASED, PROVISIONAL = map(attrgetter, (
    "unknown", "tokens", "bracketed", "named", "aliased", "provisional"))


def in_any_zone(deck: Deck, fact: attrgetter) -> bool:
    """Whether `fact` (one of the getters above) is non-empty or non-zero in any zone of the deck.
    Read in C, without a list of the zones' values (measured: a fifth faster)."""
    return any(map(fact, deck.facts().values()))


def size_passes(size: Size, deck: Deck, counted: tuple[str, ...]) -> bool:
    """Whether the cards of the `counted` zones keep `size`."""
    facts = deck.facts()
    return size.allows(sum([facts[zone].count for zone in counted]))


def size_finding(report: Report, context: CheckContext, size: Size, deck: Deck, zone: str,
                 counted: tuple[str, ...] = ()) -> Iterator[Finding]:
    """A finding when the cards of `counted` (default: the zone) break `size`; the hint says
    how many of them are unidentified, as those may belong elsewhere."""
    facts = [deck.facts()[name] for name in counted or (zone,)]
    count = sum([zone_facts.count for zone_facts in facts])
    if size.allows(count):
        return
    unknown = sum([zone_facts.unknown for zone_facts in facts])
    unread, read = len(deck.problems), sum([len(items) for items in deck.zones.values()])
    kind = f"{size.kind}-unread" if unread > read else size.kind  # the count is then the lines', not the deck's
    hint = ("uncertain-one" if unknown == 1 else "uncertain") if unknown else None
    yield report(kind, context, zone=zone, number=size.rule, hint=hint, count=count, size=size.bound, unknown=unknown,
                 read=read, unread=unread)


UNCERTAIN = Message(
    en="{unknown} of these cards could not be identified, so the count may change once they are fixed.",
    th="มีการ์ด {unknown} ใบที่ยังระบุไม่ได้ จำนวนจึงอาจเปลี่ยนเมื่อแก้บรรทัดเหล่านั้นแล้ว",
)
UNCERTAIN_ONE = Message(
    en="1 of these cards could not be identified, so the count may change once it is fixed.",
    th="มีการ์ด 1 ใบที่ยังระบุไม่ได้ จำนวนจึงอาจเปลี่ยนเมื่อแก้บรรทัดนั้นแล้ว",
)
UNCERTAIN_HINTS = {"uncertain": UNCERTAIN, "uncertain-one": UNCERTAIN_ONE}  # by how many are unknown


def size_messages(counted_en: str, holds_th: str) -> dict[str, Message]:
    """Messages for a size rule, one per kind of bound (see riftcheck.games.riftbound.formats.Size.kind).

    `counted_en` names the number counted and `holds_th` says what the zone holds, e.g.
    "The number of runes in the rune deck" and "เด็ครูนมี {count} ใบ".
    """
    bounds = {  # kind: (English, Thai) of what the format asks
        "exactly": ("it must be exactly {size}", "ต้องมี {size} ใบพอดี"),
        "one-of": ("it must be exactly {size}", "ต้องมี {size} ใบพอดี"),
        "at-least": ("it must be at least {size}", "ต้องมีอย่างน้อย {size} ใบ"),
        "at-most": ("it may be at most {size}", "ใส่ได้ไม่เกิน {size} ใบ"),
    }
    messages = {kind: Message(en=f"{counted_en} is {{count}}; {en}.", th=f"{holds_th} {th}")
                for kind, (en, th) in bounds.items()}
    # When most lines could not be read, the count is of the lines read, and said to be.
    unread = {f"{kind}-unread": Message(
        en=f"{counted_en} is {{count}} in the {{read}} lines read as cards, and {{unread}} lines could not be read; {en}.",
        th=f"{holds_th} จาก {{read}} บรรทัดที่อ่านเป็นการ์ดได้ ส่วนอีก {{unread}} บรรทัดอ่านไม่ได้ {th}",
    ) for kind, (en, th) in bounds.items()}
    return {**messages, **unread}

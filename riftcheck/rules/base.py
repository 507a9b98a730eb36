"""What every rule module shares: building its findings, and reading a deck by zone."""

from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping

from riftcheck.cards.model import Card
from riftcheck.deck import Deck, DeckCard
from riftcheck.findings import Finding, Message
from riftcheck.formats import CheckContext

# The card types each zone takes; the Chosen Champion zone is checked by its own rule.
ZONE_TYPES = {
    "legend": frozenset({"Legend"}),
    "main": frozenset({"Unit", "Spell", "Gear"}),
    "sideboard": frozenset({"Unit", "Spell", "Gear"}),
    "runes": frozenset({"Rune"}),
    "battlefields": frozenset({"Battlefield"}),
    "champion": frozenset({"Unit"}),
}

Report = Callable[..., Finding]


def reporter(
    code: str,
    rule: str | None,
    severity: str,
    messages: Mapping[str, Message],
    hints: Mapping[str, Message] | None = None,
) -> Report:
    """A function that builds this rule's findings from a message key and where it was found.

    `number` overrides the rule number for one finding (e.g. 103.1.b.3 vs 103.1.b.4); the
    number is cited as it was on the checked date. `hint` names a hint other than the one
    under the message's key ("" for none). Other keyword arguments fill the templates.
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
        return Finding(
            code=code,
            rule=context.cite(number or rule),
            severity=severity,
            template=messages[key],
            zone=zone,
            card=card,
            line=line,
            params=params,
            hint_template=hints.get(key if hint is None else hint),
        )

    return report


def known(deck: Deck, *zones: str) -> Iterator[tuple[str, DeckCard, Card]]:
    """(zone, entry, card) for every identified entry of the zones, in decklist order."""
    for zone in zones:
        for item in deck.cards(zone):
            if item.card is not None:
                yield zone, item, item.card


def deck_legend(deck: Deck) -> Card | None:
    """The legend a deck is checked against: its Champion Legend, or the first one listed when
    the list has several (RC101 reports the extra ones)."""
    for _zone, _item, card in known(deck, "legend"):
        if card.is_legend:
            return card
    return None


def fits_zone(card: Card, zone: str) -> bool:
    """Whether the card's type belongs in the zone; tokens belong nowhere (CR 185)."""
    return not card.is_token and card.type in ZONE_TYPES.get(zone, frozenset())


def unknown_in(deck: Deck, *zones: str) -> int:
    return sum(deck.unknown_count(zone) for zone in zones)


UNCERTAIN = Message(
    en="{unknown} of these cards could not be identified, so the count may change once they are fixed.",
    th="มี {unknown} ใบในจำนวนนี้ที่ระบุการ์ดไม่ได้ ตัวเลขจึงอาจเปลี่ยนเมื่อแก้บรรทัดเหล่านั้นแล้ว",
)


def size_messages(has_en: str, has_th: str) -> dict[str, Message]:
    """Messages for a size rule, one per kind of bound (see riftcheck.formats.Size.kind).

    `has_en` / `has_th` say what the zone holds, e.g. "The rune deck has {count} cards".
    """
    return {
        "exactly": Message(en=f"{has_en}; it must have exactly {{size}}.", th=f"{has_th} ต้องมี {{size}} ใบพอดี"),
        "at-least": Message(en=f"{has_en}; it must have at least {{size}}.", th=f"{has_th} ต้องมีอย่างน้อย {{size}} ใบ"),
        "at-most": Message(en=f"{has_en}; it may have at most {{size}}.", th=f"{has_th} ใส่ได้ไม่เกิน {{size}} ใบ"),
        "one-of": Message(en=f"{has_en}; it must have exactly {{size}}.", th=f"{has_th} ต้องมี {{size}} ใบพอดี"),
    }

"""A decklist as written: zones of entries, each remembering the line it came from.

Parsers produce a Decklist and never judge legality; the resolver turns it into a Deck.
Text that reports quote from the input (a problem line, a message) is kept visible: control
characters are written as escapes such as ``\\x1b``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from riftcheck.engine.inputs import reasons
from riftcheck.engine.inputs.refusals import visible
from riftcheck.engine.verdicts.zones import ZONES

UNSORTED = "unsorted"  # lists without sections: cards are placed by type when resolved
# The legends a card asks the player to choose while building the deck (CR 103.1), registered
# beside the starting legend (TR 401.2.a). Not a zone of the deck: no card is played from it.
ADDITIONAL_LEGENDS = "additional_legends"
# The cards a limited player built from (TR 602.1.a.1), when a registration sheet lists them
# beside the deck (602.4.a.8.l). Not a zone of the deck either.
POOL = "pool"
# How a list writes a "blank" battlefield, allowed in limited play (TR 602.1.a.3).
BLANK_BATTLEFIELD = "Blank Battlefield"

# Where the entries of a JSON or YAML decklist are, for its messages: the 1-based line of the
# document (path ()), of each top-level key ((key,)) and of each item of a top-level sequence
# ((key, index)).
Lines = dict[tuple[object, ...], int]


@dataclass(slots=True)
class Entry:
    """One line of a decklist: `count` copies of the card written as `text`."""

    count: int
    text: str
    line: int | None = None
    code: str | None = None  # printing code when the format names one (OGN-043, SFD-R02)
    # Printing annotations written after the name, as written: ("(Alternate Art)",).
    printing: tuple[str, ...] = ()


@dataclass(slots=True)
class ParseProblem:
    """A line that could not be read as a card entry; the rest of the deck is still checked.

    `key` names the reason in riftcheck.engine.inputs.reasons and `params` fill in its template.
    `text` and the text parameters quote the input, so they are kept visible (see `visible`).
    """

    line: int | None
    text: str
    key: str
    params: dict[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.text = visible(self.text)
        self.params = {
            name: visible(value) if isinstance(value, str) else value for name, value in self.params.items()
        }

    @property
    def reason(self) -> str:
        """The reason in English, for messages that are only ever written in English."""
        return reasons.render(self.key, self.params, "en")


@dataclass(frozen=True, slots=True)
class UnknownKey:
    """A key a structured reader does not read, and the object it was found in (``mainDeck[3]``;
    empty for the top level of the document)."""

    key: str
    where: str


@dataclass(slots=True)
class UnknownSection:
    """The cards under a header that names no zone (``Tokens:``), at the header's `line`.

    Its cards belong to no section of the deck: they are reported, never counted elsewhere.
    A bare line (``Tokens``, without colon or count) may be a header or a card written without
    its count; `maybe_card_in` then names the section it appeared in, and the resolver decides:
    a card name puts the entries back into that section (the line stays a problem), anything
    else makes it an unknown header.
    """

    header: str
    line: int | None
    entries: list[Entry] = field(default_factory=list)
    maybe_card_in: str | None = None

    def __post_init__(self) -> None:
        self.header = visible(self.header)


@dataclass(slots=True)
class HeaderCount:
    """A header that gives its section's number of cards (``Sideboard (10)``, ``Main Deck: 39``),
    at `line`, and how many copies the lines under it list."""

    header: str
    line: int
    zone: str
    declared: int
    listed: int = 0

    def __post_init__(self) -> None:
        self.header = visible(self.header)


@dataclass(slots=True)
class Decklist:
    """Zones of entries as the input gave them, and ADDITIONAL_LEGENDS when it registers any.

    `champion_in_main` says whether the chosen champion's copy is also counted inside `main`
    (Cardeio exports do this; text exports do not); None when the resolver is to tell by the
    number of main deck cards (a deck code: Piltover Archive counts the copy, riftdecks not).
    `accounted` says, by line number, which lines were read as a "header" (of a section, known
    or not), a "comment", a "table" heading or rule, a closing "total" or a "cut" card;
    every other non-blank line of a text list is an entry, a problem, or in `unknown_sections`.
    `cut` holds the entries of lines that give a card no copies: read, noted, never counted.
    `legacy_blocks` is True when headerless blocks were taken by position (legend, champion,
    main, battlefields, runes) and the resolver is to confirm it by the cards' types. `blocks`
    holds the entries of a headerless list of five or six blocks, block by block, for the
    resolver to sort by what their cards are before it falls back on position or type.
    """

    source: str
    input_format: str
    zones: dict[str, list[Entry]] = field(default_factory=dict)
    name: str | None = None
    player: str | None = None
    player_id: str | None = None  # the registration platform's id of the player, when it gives one
    team: str | None = None  # a 2v2 team name, when the registration platform gives one
    problems: list[ParseProblem] = field(default_factory=list)
    champion_in_main: bool | None = False
    unknown_keys: list[UnknownKey] = field(default_factory=list)  # see riftcheck.games.riftbound.decklist.unknown_keys
    more_unknown_keys: int = 0  # unknown keys past those kept one by one
    unknown_sections: list[UnknownSection] = field(default_factory=list)
    header_counts: list[HeaderCount] = field(default_factory=list)
    accounted: dict[int, str] = field(default_factory=dict)
    legacy_blocks: bool = False
    cut: list[Entry] = field(default_factory=list)  # lines giving a card 0 copies (``0 Stupefy``)
    blocks: list[list[Entry]] = field(default_factory=list)  # headerless blocks, in order, to sort by type

    def add(self, zone: str, entry: Entry) -> None:
        self.zones.setdefault(zone, []).append(entry)

    def entries(self, zone: str) -> list[Entry]:
        return self.zones.get(zone, [])

"""The type of the JSON document `riftcheck check -o json` writes and riftcheck.check_text and
check_team return, field by field as data/schema/check-output.schema.json describes it (a test
keeps the two in step).

    document: CheckDocument = riftcheck.check_text(text)
    for deck in document["decks"]:
        print(deck["path"], deck["status"], [finding["code"] for finding in deck["findings"]])
"""

from typing import Literal, NotRequired, TypedDict

Severity = Literal["error", "warning", "info"]
Zone = Literal["legend", "champion", "main", "runes", "battlefields", "sideboard", "commander", "companion"]
# legal: every line read, every card known, every rule applied and none broken; illegal: a rule
# is broken; unconfirmed: nothing breaks a rule but riftcheck could not decide everything (never
# counted as legal); unreadable: the input is not a decklist.
Status = Literal["legal", "illegal", "unconfirmed", "unreadable"]


class FindingDocument(TypedDict):
    code: str  # RC (Riftbound) or MG (Magic) and three digits
    rule: str | None  # the official rule number in force on the run's date; None for the input itself
    severity: Severity
    zone: Zone | None
    card: str | None
    line: int | None  # the line of the input it is about, from 1
    message: str
    hint: str | None
    undecided: NotRequired[Literal[True]]  # riftcheck could not decide this point: the deck is unconfirmed at best
    on_trust: NotRequired[Literal[True]]  # passed only on the organiser's word (unknown_new_cards="warn")


class Counts(TypedDict, total=False):
    """Cards per zone; the main deck counts the Chosen Champion. Empty when unreadable."""

    main: int
    runes: int
    battlefields: int
    sideboard: int
    commander: int  # Magic: the command zone


class DeckDocument(TypedDict):
    path: str  # the input as named; registrations of one export share it
    name: str | None
    player: str | None
    legend: str | None
    champion: str | None
    legal: bool  # True for the status "legal" alone
    status: Status
    counts: Counts
    findings: list[FindingDocument]
    team: NotRequired[str]  # the 2v2 team the registration names, when it names one
    error: NotRequired[str]  # why the input cannot be read as a decklist; present only then
    on_trust: NotRequired[list[str]]  # the cards taken on the organiser's word, when there are some


class TotalsDocument(TypedDict):
    decks: int
    legal: int
    illegal: int
    unconfirmed: int
    unreadable: int


class RulesEdition(TypedDict):
    name: str
    effective: str  # YYYY-MM-DD
    source: str


class BanWave(TypedDict):
    effective: str  # YYYY-MM-DD
    announced: NotRequired[str | None]
    names: list[str]
    formats: list[str]
    source: str
    url: NotRequired[str | None]


class Known(TypedDict):
    """The newest rules edition and ban wave in riftcheck's data: how current the tool is."""

    rules_edition: RulesEdition
    ban_wave: BanWave | None


class CheckDocument(TypedDict):
    version: Literal[1]
    game: NotRequired[Literal["mtg"]]  # the game whose rules were applied, when it is not Riftbound
    format: str  # the format whose rules were applied
    as_of: str  # the date whose rules were applied, YYYY-MM-DD
    known: Known
    decks: list[DeckDocument]
    totals: TotalsDocument

"""Deck-check sheets: a player's list in force as riftcheck reads it (riftcheck.api.list_text),
by zone with card names, collector codes and copies, whatever form it was submitted in (text,
deck code, Tabletop Simulator), beside the verdict and the rules date it was checked under."""

from __future__ import annotations

from dataclasses import dataclass, field

from riftcheck.desk.registrations.models import Event, Registration, Submission
from riftcheck.desk.registrations.table import needs_review
from riftcheck.report.labels import label


@dataclass
class Zone:
    key: str
    title: str
    cards: list[dict]

    @property
    def copies(self) -> int:
        return sum(card["count"] for card in self.cards)


@dataclass
class Sheet:
    registration: Registration
    submission: Submission | None
    decks: list[list[Zone]] = field(default_factory=list)
    unreadable: str = ""
    review: bool = False  # nothing broke a rule, but riftcheck could not decide everything


def sheet(registration: Registration, lang: str) -> Sheet:
    """The sheet of one registration, in `lang` for the zones' names."""
    from riftcheck import api, games

    submission = registration.current
    found = Sheet(registration, submission)
    if submission is None:
        return found
    found.review = not submission.legal and needs_review(submission)
    event = registration.event
    try:
        decks = api.list_text(bytes(submission.content), filename=submission.filename or "list.txt",
                              game=event.game, format=event.format)
    except games.get(event.game).list_refusals() as error:
        found.unreadable = error.in_language(lang)
        return found
    found.decks = [[Zone(zone["zone"], label(lang, "zone." + zone["zone"]), zone["cards"]) for zone in deck["zones"]]
                   for deck in decks]
    return found


def event_sheets(event: Event, lang: str, ids: list[int] | None = None) -> list[Sheet]:
    """The sheets of every player with a list in force (not dropped), by name; only those of
    `ids` when given (the players picked for deck checks)."""
    registrations = event.registrations.filter(dropped=False, current__isnull=False).select_related("current", "event")
    if ids is not None:
        registrations = registrations.filter(pk__in=ids)
    return [sheet(registration, lang) for registration in registrations.order_by("name", "pk")]

"""The organiser's table of an event: one row per player, sorted and filtered."""

from __future__ import annotations

from dataclasses import dataclass

from riftcheck.desk.registrations.models import Event, Registration, Submission

# Worst first: what the organiser must act on comes to the top.
# "review": every deck is legal or unconfirmed (riftcheck could not decide something), so a
# person must look before the list counts as legal.
STANDING_ORDER = {"fault": 0, "illegal": 1, "review": 2, "missing": 3, "pending": 4, "dropped": 6, "legal": 5}
FILTERS = ("all", "illegal", "missing", "changed", "dropped")
SORTS = ("verdict", "name", "submitted")


@dataclass
class Row:
    registration: Registration
    submission: Submission | None
    standing: str
    first_problem: str


def standing(registration: Registration) -> str:
    submission = registration.current
    if registration.dropped:
        return "dropped"
    if submission is None:
        return "missing"
    if submission.state == Submission.FAULT:
        return "fault"
    if submission.state == Submission.PENDING:
        return "pending"
    if submission.legal:
        return "legal"
    return "review" if needs_review(submission) else "illegal"


def needs_review(submission: Submission) -> bool:
    """Whether nothing in the checked list breaks a rule but some deck is unconfirmed."""
    statuses = {deck.get("status") for deck in submission.decks("en")}
    return "unconfirmed" in statuses and statuses <= {"legal", "unconfirmed"}


def rows(event: Event, lang: str, show: str = "all", sort: str = "verdict") -> list[Row]:
    registrations = event.registrations.select_related("current", "current__submitted_by")
    found = [Row(r, r.current, standing(r), r.current.first_problem(lang) if r.current else "") for r in registrations]
    if show == "illegal":
        found = [row for row in found if row.standing in ("illegal", "fault", "review")]
    elif show == "missing":
        found = [row for row in found if row.standing == "missing"]
    elif show == "changed":
        found = [row for row in found if row.submission and row.submission.changed]
    elif show == "dropped":
        found = [row for row in found if row.standing == "dropped"]
    if sort == "name":
        found.sort(key=lambda row: (row.registration.name.casefold(), row.registration.pk))
    elif sort == "submitted":
        found.sort(key=lambda row: (row.submission is None, -(row.submission.submitted_at.timestamp())
                                    if row.submission else 0))
    else:
        found.sort(key=lambda row: (STANDING_ORDER[row.standing], row.registration.name.casefold()))
    return found


def counts(event: Event) -> dict[str, int]:
    tally = dict.fromkeys(STANDING_ORDER, 0)
    for registration in event.registrations.select_related("current"):
        tally[standing(registration)] += 1
    return tally

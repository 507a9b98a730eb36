"""The organiser's table of an event: one row per player, searched, sorted, filtered and
paged."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from riftcheck.desk.registrations.models import PRESENT, Event, Registration, Submission
from riftcheck.desk.registrations.roster import player_key, same_names

# Worst first: what the organiser must act on comes to the top.
# "review": every deck is legal or unconfirmed (riftcheck could not decide something), so a
# person must look before the list counts as legal.
STANDING_ORDER = {"fault": 0, "illegal": 1, "review": 2, "unsubmitted": 3, "pending": 4, "dropped": 6, "legal": 5}
FILTERS = {
    "all": _("all"),
    "illegal": _("illegal"),
    "missing": _("checked in without a legal list"),
    "unsubmitted": _("not yet submitted"),
    "present": _("present"),
    "no-show": _("no-show"),
    "matched": _("matched by name or claimed"),
    "changed": _("changed"),
    "dropped": _("dropped"),
}
SORTS = {"verdict": _("verdict"), "name": _("name"), "submitted": _("submitted")}
PAGE_SIZE = 50


@dataclass
class Row:
    registration: Registration
    submission: Submission | None
    standing: str
    first_problem: str
    same_name: bool = False


def standing(registration: Registration) -> str:
    submission = registration.current
    if registration.dropped:
        return "dropped"
    if submission is None:
        return "unsubmitted"
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


_SHOWN = {
    "illegal": lambda row: row.standing in ("illegal", "fault", "review"),
    "missing": lambda row: row.registration.attendance == PRESENT and row.standing not in ("legal", "dropped"),
    "unsubmitted": lambda row: row.standing == "unsubmitted",
    "present": lambda row: row.registration.attendance == PRESENT,
    "no-show": lambda row: row.registration.attendance == "no-show",
    "matched": lambda row: row.registration.matched_by_name or row.registration.claims_id is not None
    or row.same_name,
    "changed": lambda row: bool(row.submission and row.submission.changed),
    "dropped": lambda row: row.standing == "dropped",
}


def rows(event: Event, lang: str, show: str = "all", sort: str = "verdict", query: str = "") -> list[Row]:
    """The event's rows shown by filter `show`, whose name, player id or team holds `query`
    (compared as player keys: case, width and invisible characters do not matter)."""
    registrations = event.registrations.select_related("current", "current__submitted_by")
    doubles = same_names(event)
    found = [Row(r, r.current, standing(r), r.current.first_problem(lang) if r.current else "", r.pk in doubles)
             for r in registrations]
    if show in _SHOWN:
        found = [row for row in found if _SHOWN[show](row)]
    wanted = player_key(query)
    if wanted:
        found = [row for row in found if any(wanted in player_key(text) for text in
                                             (row.registration.name, row.registration.player_id,
                                              row.registration.team))]
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
    tally["missing"] = 0  # checked in without a legal list
    for registration in event.registrations.select_related("current"):
        found = standing(registration)
        tally[found] += 1
        if registration.attendance == PRESENT and found not in ("legal", "dropped"):
            tally["missing"] += 1
    return tally

"""An event's staff: organisers (see and change everything of the event) and judges (see
everything an organiser sees, change nothing). Staff are desk accounts, invited by user name
from the event's staff page; only an organiser of the event can add or remove anyone, and
the last organiser stays."""

from __future__ import annotations

from django.contrib.auth import get_user_model

from riftcheck.desk.registrations import audit
from riftcheck.desk.registrations.models import Event

ORGANISER, JUDGE = "organiser", "judge"
ROLES = (ORGANISER, JUDGE)


class StaffError(ValueError):
    """Why a staff change was refused: "no-such-user", "already-staff" or "last-organiser"."""


def role(user, event: Event) -> str | None:
    """The user's role in `event`, or None."""
    if not getattr(user, "is_authenticated", False):
        return None
    if event.organisers.filter(pk=user.pk).exists():
        return ORGANISER
    if event.judges.filter(pk=user.pk).exists():
        return JUDGE
    return None


def members(event: Event) -> list[tuple[str, object]]:
    """(role, user) for everyone on the event's staff, organisers first, by user name."""
    return [(ORGANISER, user) for user in event.organisers.order_by("username")] + \
        [(JUDGE, user) for user in event.judges.order_by("username")]


def _group(event: Event, kind: str):
    return event.organisers if kind == ORGANISER else event.judges


def add(event: Event, username: str, kind: str, actor) -> object:
    """Give the account `username` the role `kind` in `event` (a judge made organiser, or the
    other way, changes role)."""
    if kind not in ROLES:
        raise ValueError(f"unknown role {kind!r}")
    user = get_user_model().objects.filter(username=username.strip()).first()
    if user is None:
        raise StaffError("no-such-user")
    current = role(user, event)
    if current == kind:
        raise StaffError("already-staff")
    if current is not None:
        remove(event, user, actor)
    _group(event, kind).add(user)
    audit.record(event, actor, "staff-add", before={"role": current or ""},
                 after={"user": user.get_username(), "role": kind})
    return user


def remove(event: Event, user, actor) -> None:
    current = role(user, event)
    if current is None:
        return
    if current == ORGANISER and event.organisers.count() == 1:
        raise StaffError("last-organiser")
    _group(event, current).remove(user)
    audit.record(event, actor, "staff-remove", before={"user": user.get_username(), "role": current})

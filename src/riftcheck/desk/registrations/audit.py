"""The event's audit log: every change an organiser makes, with who, when, what, and the
values before and after. Domain operations write it in the same transaction as the change;
the event's log page reads it (newest first). Nothing edits or deletes an entry."""

from __future__ import annotations

import difflib
import json

from django.utils.translation import gettext_lazy as _

from riftcheck.desk.registrations.models import AuditEntry

# What each action is called on the log page.
ACTIONS = {
    "event-create": _("created the event"),
    "event-edit": _("edited the event"),
    "close": _("closed submissions"),
    "reopen": _("reopened submissions"),
    "recheck": _("re-checked every list"),
    "drop": _("dropped a player"),
    "restore": _("restored a player"),
    "delete": _("deleted a registration and its lists"),
    "add-player": _("added a player"),
    "replace-list": _("replaced a list"),
    "roster-import": _("imported a roster"),
    "check-in": _("changed a check-in"),
    "confirm-match": _("confirmed a match by name"),
    "claim": _("a list claimed a player id already registered"),
    "confirm-claim": _("confirmed a claim of a player id"),
    "reject-claim": _("rejected a claim of a player id"),
    "reissue-link": _("reissued a private link"),
    "deck-check-pick": _("picked players for deck checks"),
    "staff-add": _("added staff"),
    "staff-remove": _("removed staff"),
}


def record(event, actor, action: str, registration=None, before: dict | None = None,
           after: dict | None = None) -> AuditEntry:
    """Write one entry; `actor` is the organiser (None: the desk itself)."""
    if action not in ACTIONS:
        raise ValueError(f"unknown audit action {action!r}")
    user = actor if getattr(actor, "pk", None) else None
    return AuditEntry.objects.create(event=event, user=user, username=user.get_username() if user else "",
                                     action=action, registration=registration, before=before or {},
                                     after=after or {})


def entries(event, limit: int | None = None):
    found = event.audit_entries.select_related("registration")
    return found[:limit] if limit else found


def changes(entry: AuditEntry) -> list[tuple[str, str, str]]:
    """(field, before, after) for every field the entry names, in a stable order, each value as
    text ("" where the entry has none: a field only set, or only cleared)."""
    names = list(dict.fromkeys([*entry.before, *entry.after]))
    return [(name, _text(entry.before, name), _text(entry.after, name)) for name in names]


def _text(values: dict, name: str) -> str:
    if name not in values:
        return ""
    value = values[name]
    if isinstance(value, str):
        return value or "—"
    return json.dumps(value, ensure_ascii=False)


def version_diff(older: str, newer: str) -> list[tuple[str, str]]:
    """The lines of two versions of a list that differ, as (mark, line): "-" only in the
    older, "+" only in the newer; unchanged lines left out."""
    return [(line[0], line[2:]) for line in difflib.ndiff(older.splitlines(), newer.splitlines())
            if line[:1] in "+-"]

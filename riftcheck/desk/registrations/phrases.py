"""Sentences more than one view says: one place, each marked for translation."""

from django.utils.translation import gettext_lazy as _

REFUSALS = {
    "closed": _("Submissions for this event are closed."),
    "dropped": _("This registration was dropped by the organiser; ask them to restore it."),
    "player-id-taken": _("This player id is already registered. Open your private link to replace your list, "
                         "or ask the organiser."),
    "too-many-guesses": _("Too many wrong attempts from this device. Wait ten minutes and try again."),
}

STAFF_REFUSALS = {
    "no-such-user": _("No desk account has this user name; create it first (riftcheck desk createorganiser NAME)."),
    "already-staff": _("This account already has this role in the event."),
    "last-organiser": _("The event needs at least one organiser: add another before removing this one."),
}

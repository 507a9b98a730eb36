"""Sentences more than one view says: one place, each marked for translation."""

from django.utils.translation import gettext_lazy as _

REFUSALS = {
    "closed": _("Submissions for this event are closed."),
    "dropped": _("This registration was dropped by the organiser; ask them to restore it."),
    "player-id-taken": _("This player id is already registered. Open your private link to replace your list, "
                         "or ask the organiser."),
    "too-many-guesses": _("Too many wrong attempts from this device. Wait ten minutes and try again."),
    "too-many-tries-of-id": _("This player id was tried too often. Wait ten minutes, or ask the organiser."),
    "too-many-unreadable": _("Too many lists riftcheck could not read came from this device. Wait ten minutes, "
                             "or ask the organiser."),
    "expired": _("This page had expired (or your browser refused its cookie), so nothing was sent. Check the form "
                 "and send it again."),
    "organisers-here-only": _("Organiser pages open only on the desk's own computer. To use them from another "
                              "device, start the desk with --organisers-from-network."),
    "locked-out": _("Too many wrong passwords for this name. Wait ten minutes and try again."),
}

STAFF_REFUSALS = {
    "no-such-user": _("No desk account has this user name; create it first (riftcheck desk createorganiser NAME)."),
    "already-staff": _("This account already has this role in the event."),
    "last-organiser": _("The event needs at least one organiser: add another before removing this one."),
}

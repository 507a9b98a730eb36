"""Who may see and change what, written once. An event's organisers see and change it; its
judges see everything an organiser sees and change nothing; nobody else learns it exists.
A superuser is no exception here: the desk's pages show each account its own events."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.db.models import Q
from django.shortcuts import get_object_or_404

from riftcheck.desk.registrations.models import Event, Registration


def organised_events(user):
    """The events `user` is staff of (organiser or judge)."""
    return Event.objects.filter(Q(organisers=user) | Q(judges=user)).distinct()


def viewed_event(user, slug: str) -> Event:
    """The event `slug` when `user` is its organiser or judge; 404 otherwise, so others learn
    nothing of it."""
    return get_object_or_404(organised_events(user), slug=slug)


def organised_event(user, slug: str) -> Event:
    """The event `slug` for a change: its organisers only. A judge of it is refused (403), anyone
    else gets 404."""
    event = viewed_event(user, slug)
    if not event.organisers.filter(pk=user.pk).exists():
        raise PermissionDenied
    return event


def event_registration(event: Event, registration_id: int) -> Registration:
    """One registration of `event`: always reached through its event."""
    return get_object_or_404(event.registrations.select_related("current"), pk=registration_id)

"""Who may see and change what, written once: an organiser reaches only their own events."""

from __future__ import annotations

from django.shortcuts import get_object_or_404

from riftcheck.desk.registrations.models import Event, Registration


def organised_events(user):
    events = Event.objects.all()
    return events if user.is_superuser else events.filter(organisers=user)


def organised_event(user, slug: str) -> Event:
    """The event `slug` when `user` organises it; 404 otherwise, so others learn nothing of it."""
    return get_object_or_404(organised_events(user), slug=slug)


def event_registration(event: Event, registration_id: int) -> Registration:
    """One registration of `event`: always reached through its event."""
    return get_object_or_404(event.registrations.select_related("current"), pk=registration_id)

"""Re-checking a large event in the background, so that the organiser's page never waits on it.

The job runs in a thread of the process that was asked; its progress is kept in the cache,
which lives in the database, so every worker process shows it. Verdicts are written in one
transaction at the end: until then the table shows the verdicts before the re-check, and a
job lost with its process (a restart) leaves them so; re-check again then.
"""

from __future__ import annotations

import logging
import threading

from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import connection

from riftcheck.desk.registrations import domain
from riftcheck.desk.registrations.models import Event

IN_BACKGROUND_FROM = 300  # lists in force from which a re-check runs in the background (about half a second)
KEPT_SECONDS = 3600  # how long a job's progress and outcome stay shown
log = logging.getLogger("riftcheck.desk")


def _key(event: Event) -> str:
    return f"recheck:{event.pk}"


def progress(event: Event) -> dict | None:
    """{"done", "total", "changed", "finished"} of the event's last background re-check, or None."""
    return cache.get(_key(event))


def start_recheck(event: Event, rules_date=None, actor=None) -> bool:
    """A background re-check of `event` asked for by `actor` (the organiser the audit log
    names); False when one is running already."""
    total = domain.lists_in_force(event)
    if not cache.add(_key(event), {"done": 0, "total": total, "changed": 0, "finished": False}, KEPT_SECONDS):
        if not (progress(event) or {}).get("finished", True):
            return False
        cache.set(_key(event), {"done": 0, "total": total, "changed": 0, "finished": False}, KEPT_SECONDS)
    threading.Thread(target=_in_thread, args=(event.pk, rules_date, getattr(actor, "pk", None)), name=f"recheck-{event.slug}",
                     daemon=True).start()
    return True


def _in_thread(event_id: int, rules_date, actor_id: int | None) -> None:
    try:
        _run(event_id, rules_date, actor_id)
    finally:
        connection.close()  # the thread's own connection


def _run(event_id: int, rules_date, actor_id: int | None = None) -> None:
    event = Event.objects.get(pk=event_id)
    actor = get_user_model().objects.filter(pk=actor_id).first() if actor_id else None
    key = _key(event)
    try:
        def report(done: int, total: int) -> None:
            cache.set(key, {"done": done, "total": total, "changed": 0, "finished": False}, KEPT_SECONDS)

        changed = domain.recheck_all(event, rules_date, actor, progress=report)
        total = domain.lists_in_force(event)
        cache.set(key, {"done": total, "total": total, "changed": changed, "finished": True}, KEPT_SECONDS)
    except Exception:
        log.exception("the background re-check of %s failed", event.slug)
        cache.delete(key)

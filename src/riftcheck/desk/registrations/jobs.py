"""Re-checking a large event in the background, so that the organiser's page never waits on it;
and preparing its preview the same way.

The job runs in a thread of the process that was asked; its progress is kept in the cache,
which lives in the database, so every worker process shows it. Verdicts are written in one
transaction at the end: until then the table shows the verdicts before the re-check, and a
job lost with its process (a restart) leaves them so; re-check again then.

A preview changes nothing: what it found is kept in the cache under the event, the date asked
about and what the preview depends on (domain.lists_stamp), so a new list or new data makes
the next look prepare a fresh one, and a lost preview is prepared again by looking again.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time

from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.db import connection

from riftcheck.desk.registrations import domain
from riftcheck.desk.registrations.models import Event

IN_BACKGROUND_FROM = 300  # lists in force from which a re-check runs in the background (about half a second)
KEPT_SECONDS = 3600  # how long a job's progress and outcome stay shown
# A preview whose progress has not moved for this long was lost with its process: prepared again.
STALLED_SECONDS = 60
log = logging.getLogger("riftcheck.desk")


def _key(event: Event) -> str:
    return f"recheck:{event.pk}"


def _preview_key(event: Event, rules_date) -> str:
    stamp = hashlib.sha256(domain.lists_stamp(event).encode()).hexdigest()[:20]
    return f"recheck-preview:{event.pk}:{rules_date or event.as_of}:{stamp}"


def preview(event: Event, rules_date=None) -> dict:
    """The preview of a re-check of `event` under `rules_date`, started when there is none:
    {"done", "total", "finished"} and, once finished, "results": the domain.Rechecked of every
    list, their registrations read again from the event."""
    key = _preview_key(event, rules_date)
    found = cache.get(key)
    if found is not None and not found["finished"] and time.time() - found["at"] > STALLED_SECONDS:
        cache.delete(key)
        found = None
    if found is None:
        found = {"done": 0, "total": domain.lists_in_force(event), "finished": False, "at": time.time()}
        if cache.add(key, found, KEPT_SECONDS):
            threading.Thread(target=_preview_in_thread, args=(event.pk, rules_date, key),
                             name=f"recheck-preview-{event.slug}", daemon=True).start()
        else:
            found = cache.get(key) or found
    if found["finished"]:
        found = {**found, "results": _results(event, found["results"])}
    return found


def _results(event: Event, kept: list[tuple]) -> list[domain.Rechecked]:
    """The kept results with their registrations, read from `event` alone; one deleted since
    the preview was prepared is left out."""
    registrations = event.registrations.in_bulk([registration for registration, *_rest in kept])
    return [domain.Rechecked(registrations[registration], *rest) for registration, *rest in kept
            if registration in registrations]


def _preview_in_thread(event_id: int, rules_date, key: str) -> None:
    try:
        _prepare_preview(event_id, rules_date, key)
    finally:
        connection.close()  # the thread's own connection


def _prepare_preview(event_id: int, rules_date, key: str) -> None:
    event = Event.objects.get(pk=event_id)
    try:
        def report(done: int, total: int) -> None:
            cache.set(key, {"done": done, "total": total, "finished": False, "at": time.time()}, KEPT_SECONDS)

        results = domain.preview_recheck(event, rules_date, progress=report)
        kept = [(item.registration.pk, item.legal_before, item.legal_after, item.codes_before, item.codes_after,
                 item.changed, item.findings_before, item.findings_after, item.status_before, item.status_after)
                for item in results]
        cache.set(key, {"done": len(kept), "total": len(kept), "finished": True, "at": time.time(), "results": kept},
                  KEPT_SECONDS)
    except Exception:
        log.exception("the re-check preview of %s failed", event.slug)
        cache.delete(key)


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

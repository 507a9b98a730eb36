"""What the desk does, apart from how it is asked: views call these and nothing else writes.

Submitting stores the text first and checks it afterwards, so a checker fault costs no list;
re-checking recomputes every list in force from its stored text; verdicts come from
riftcheck.api, the code path of `riftcheck check`.
"""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass

from django.db import IntegrityError, connection, transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.crypto import get_random_string
from django.utils.text import slugify

from riftcheck import api
from riftcheck.lang import LANGUAGES  # every verdict is kept in each
from riftcheck.desk.registrations.models import Event, Registration, Submission, new_token, token_digest

SLUG_SUFFIX = 6
log = logging.getLogger("riftcheck.desk")


class Refused(Exception):
    """A request the desk turns down; `phrase` says why, in the page's language."""

    def __init__(self, phrase: str, guess: bool = False):
        super().__init__(phrase)
        self.phrase = phrase
        self.guess = guess  # counts towards the limit on guessed ids and links


@dataclass
class Submitted:
    registration: Registration
    submission: Submission
    token: str | None  # the private link's secret, only when the registration is new


def create_event(organiser, **fields) -> Event:
    slug = f"{slugify(fields['name'])[:60] or 'event'}-{get_random_string(SLUG_SUFFIX, 'abcdefghjkmnpqrstuvwxyz23456789')}"
    event = Event.objects.create(slug=slug, **fields)
    event.organisers.add(organiser)
    return event


def update_event(event: Event, **fields) -> int:
    """The event's settings changed; every list re-checked when its rules changed (format,
    date, rules date or region). Returns how many verdicts changed."""
    rules_before, deadline_before = (event.game, event.format, event.as_of, event.region), event.deadline
    for name, value in fields.items():
        setattr(event, name, value)
    event.save()
    if event.deadline != deadline_before:
        _refresh_lists_in_force(event)
    return recheck_all(event) if (event.game, event.format, event.as_of, event.region) != rules_before else 0


def _refresh_lists_in_force(event: Event) -> None:
    """Each player's list in force: the last one submitted by the deadline, or entered by an
    organiser at any time (a deadline moved earlier puts an older version back in force)."""
    for registration in event.registrations.all():
        versions = registration.submissions.order_by("-submitted_at", "-id")
        if event.deadline is not None:
            versions = versions.filter(Q(submitted_at__lte=event.deadline) | Q(submitted_by__isnull=False))
        current = versions.first()
        if current != registration.current:
            Registration.objects.filter(pk=registration.pk).update(current=current)


def registration_for_token(token: str) -> Registration | None:
    return (Registration.objects.select_related("event", "current")
            .filter(token_digest=token_digest(token)).first())


def register(event: Event, *, name: str, player_id: str = "", team: str = "", text: str | bytes,
             filename: str = "", pool: str | bytes | None = None, pool_filename: str = "",
             organiser=None) -> Submitted:
    """A new player's registration with their first list (and in sealed and draft the pool it
    was built from). Refused when submissions are closed (unless an organiser enters it) or
    when the player id is already registered."""
    _require_open(event, organiser)
    token = new_token()
    try:
        with transaction.atomic():
            registration = Registration.objects.create(event=event, name=name.strip(), player_id=player_id.strip(),
                                                       team=team.strip(), token_digest=token_digest(token))
            submission = _store(registration, text, filename, organiser, Pool.given(pool, pool_filename))
    except IntegrityError:
        raise Refused("player-id-taken", guess=True) from None
    _check(submission, event)
    return Submitted(registration, submission, token)


def replace(registration: Registration, *, text: str | bytes, filename: str = "", pool: str | bytes | None = None,
            pool_filename: str = "", organiser=None) -> Submitted:
    """A new version of the registration's list; every earlier version is kept. Without a new
    `pool`, the pool of the version in force goes with the new list."""
    event = registration.event
    _require_open(event, organiser)
    if registration.dropped and organiser is None:
        raise Refused("dropped")
    if pool is None and registration.current is not None:
        kept = Pool.of(registration.current)
    else:
        kept = Pool.given(pool, pool_filename)
    with transaction.atomic():
        submission = _store(registration, text, filename, organiser, kept)
    _check(submission, event)
    return Submitted(registration, submission, None)


def _require_open(event: Event, organiser) -> None:
    if organiser is None and not event.accepting():
        raise Refused("closed")


@dataclass(frozen=True)
class Pool:
    """A limited pool as stored beside a list: its bytes (None: no pool) and its file's name."""

    content: bytes | None
    filename: str = ""

    @classmethod
    def given(cls, pool: str | bytes | None, filename: str) -> Pool:
        return cls(pool.encode("utf-8") if isinstance(pool, str) else pool, filename[:255] if pool is not None else "")

    @classmethod
    def of(cls, submission: Submission) -> Pool:
        content = submission.pool_content
        return cls(bytes(content) if content is not None else None, submission.pool_filename)


def _store(registration: Registration, text: str | bytes, filename: str, organiser, pool: Pool) -> Submission:
    content = text if isinstance(text, bytes) else text.encode("utf-8")
    submission = Submission.objects.create(registration=registration, content=content, text=_readable(content),
                                           filename=filename[:255], submitted_by=organiser,
                                           pool_content=pool.content, pool_filename=pool.filename,
                                           pool_text=_readable(pool.content) if pool.content is not None else "")
    Registration.objects.filter(pk=registration.pk).update(current=submission)
    registration.current = submission
    return submission


def _readable(content: bytes) -> str:
    """The bytes as text to show, in the encodings riftcheck reads; others with replacements."""
    from riftcheck.decklist.decoding import decode
    from riftcheck.decklist.model import DecklistError

    try:
        return decode(content, "list")
    except DecklistError:
        return content.decode("utf-8", "replace")


def _check(submission: Submission, event: Event) -> None:
    """The verdict of the stored text, written beside it; a fault is logged and kept as such.
    In 2v2 the teammate's list in force is checked again too: the team rules look at both."""
    _apply_verdict(submission, event)
    submission.save(update_fields=_VERDICT_FIELDS)
    teammate = _teammate_submission(submission, event)
    if teammate is not None:
        _apply_verdict(teammate, event)
        teammate.save(update_fields=_VERDICT_FIELDS)


_VERDICT_FIELDS = ["state", "checked_as_of", "legal", "errors", "warnings", "codes", "report",
                   "previous_legal", "changed"]


def _apply_verdict(submission: Submission, event: Event) -> None:
    # Messages name the input as `check` names a file: the upload's name, else the player's.
    label = _label(submission)
    teammate = _teammate_submission(submission, event)
    try:
        if teammate is None:
            pool = _pool_of(submission, event)
            report = {lang: api.check_text(bytes(submission.content), format=event.format, as_of=event.as_of,
                                           lang=lang, filename=label, region=event.region, game=event.game,
                                           **pool)["decks"]
                      for lang in LANGUAGES}
        else:
            report = {lang: _own_decks(submission, teammate, event, lang) for lang in LANGUAGES}
    except Exception:
        log.exception("could not check submission %s of event %s", submission.pk, event.slug)
        submission.state, submission.legal, submission.report = Submission.FAULT, None, {}
        return
    decks = report["en"]
    submission.state = Submission.CHECKED
    submission.checked_as_of = event.as_of
    submission.report = report
    submission.legal = bool(decks) and all(deck["legal"] for deck in decks)
    findings = [finding for deck in decks for finding in deck["findings"]]
    submission.errors = sum(f["severity"] == "error" for f in findings) + sum(1 for d in decks if d.get("error"))
    submission.warnings = sum(f["severity"] == "warning" for f in findings)
    submission.codes = " ".join(dict.fromkeys(f["code"] for f in findings if f["severity"] != "info"))[:500]


def _pool_of(submission: Submission, event: Event) -> dict:
    """The pool the list is checked against (api.check_text's `pool`), in a limited event only:
    a pool kept from a sealed event is no argument once the organiser makes it constructed."""
    pool = Pool.of(submission)
    if pool.content is None or not event.limited:
        return {}
    return {"pool": pool.content, "pool_filename": pool.filename or f"{submission.registration.name}-pool.txt"}


def _label(submission: Submission) -> str:
    """How messages name the input, as `check` names a file: the upload's name, else the player's."""
    return submission.filename or f"{submission.registration.name}.txt"


def _teammate_submission(submission: Submission, event: Event) -> Submission | None:
    """In a 2v2 event, the list in force of the player's one teammate (same team name), if any."""
    registration = submission.registration
    if event.format != "2v2" or not registration.team:
        return None
    mates = list(Registration.objects.filter(event=event, team__iexact=registration.team, dropped=False,
                                             current__isnull=False)
                 .exclude(pk=registration.pk).select_related("current__registration")[:2])
    return mates[0].current if len(mates) == 1 else None


def _own_decks(submission: Submission, teammate: Submission, event: Event, lang: str) -> list[dict]:
    """The player's decks checked with the teammate's (api.check_team), without the teammate's."""
    own, other = _label(submission), _label(teammate)
    if other == own:
        other = f"{other} (2)"
    decks = api.check_team(bytes(submission.content), bytes(teammate.content), format=event.format,
                           as_of=event.as_of, lang=lang, filenames=(own, other), region=event.region)["decks"]
    return [deck for deck in decks if deck["path"] == own]


def data_in_force(lang: str) -> list[str]:
    """The card and format data verdicts are reached with, as lines for the organiser's page:
    re-checking after a `riftcheck import` reads the new data, and this says which it is."""
    return api.data_in_force(lang)["lines"]


def recheck_all(event: Event, rules_date: datetime.date | None = None) -> int:
    """Every list in force checked again from its stored text, under `rules_date` when given
    (it becomes the event's rules date). Card data and formats are read afresh. Returns how
    many verdicts changed; those are marked `changed`."""
    if rules_date is not None:
        event.rules_date = rules_date
        event.save(update_fields=["rules_date"])
    api.forget()
    submissions = list(Submission.objects.filter(registration__event=event, registration__current_id=F("id"))
                       .select_related("registration"))
    changed = 0
    for submission in submissions:
        before = (submission.legal, submission.codes)
        submission.previous_legal = submission.legal
        _apply_verdict(submission, event)
        submission.changed = (submission.legal, submission.codes) != before
        changed += submission.changed
    _save_verdicts(submissions)
    return changed


def _save_verdicts(submissions: list[Submission]) -> None:
    """One prepared UPDATE run for every list: Django's bulk_update builds a CASE per field
    and row, and one update() a row builds its query each time; either took longer than
    checking the lists."""
    fields = [Submission._meta.get_field(name) for name in _VERDICT_FIELDS]
    quote = connection.ops.quote_name
    assignments = ", ".join(f"{quote(field.column)} = %s" for field in fields)
    statement = f"UPDATE {quote(Submission._meta.db_table)} SET {assignments} WHERE {quote('id')} = %s"
    rows = [[field.get_db_prep_save(getattr(submission, field.attname), connection) for field in fields]
            + [submission.pk] for submission in submissions]
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.executemany(statement, rows)


def set_closed(event: Event, closed: bool) -> None:
    event.closed = closed
    event.save(update_fields=["closed"])


def set_dropped(registration: Registration, dropped: bool) -> None:
    registration.dropped = dropped
    registration.save(update_fields=["dropped"])


def lists_published(event: Event, now=None) -> bool:
    return event.publish_lists and not event.accepting(now or timezone.now())

"""What the desk does, apart from how it is asked: views call these and nothing else writes.

Submitting stores the text first and checks it afterwards, so a checker fault costs no list;
re-checking recomputes every list in force from its stored text; verdicts come from
riftcheck.api, the code path of `riftcheck check`.
"""

from __future__ import annotations

import copy
import datetime
import logging
import random
import secrets
from dataclasses import dataclass

from django.db import IntegrityError, connection, transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.crypto import get_random_string
from django.utils.text import slugify

from riftcheck import api
from riftcheck.report.json_report import deck_json
from riftcheck.engine.lang import LANGUAGES  # every verdict is kept in each
from riftcheck.desk.registrations import audit, roster, statements
from riftcheck.desk.registrations.models import (NO_SHOW, PRESENT, Event, Registration, Submission, new_token,
                                                 token_digest)

SLUG_SUFFIX = 6
PROGRESS_EVERY = 50  # lists re-checked between two reports of progress
log = logging.getLogger("riftcheck.desk")


class Refused(Exception):
    """A request the desk turns down; `phrase` says why, in the page's language."""

    def __init__(self, phrase: str, guess: bool = False):
        super().__init__(phrase)
        self.phrase = phrase
        self.guess = guess  # counts towards the limit on guessed ids and links


class NotText(Refused):
    """Bytes `riftcheck check` refuses before reading them as a list (too large, binary, not
    UTF-8): nothing is stored; `error` is the CLI's sentence."""

    def __init__(self, error):
        super().__init__("not-text")
        self.error = error


# The refusals of input that is no text at all (riftcheck.engine.inputs.decoding); anything else
# riftcheck cannot read is text (notes, a page of prose) and is stored as an unreadable list
# the organiser can see and delete.
NOT_TEXT_REFUSALS = frozenset({"binary-file", "nul-characters", "bad-utf16", "utf16-without-bom", "not-utf8"})


def refuse_what_is_not_text(content: bytes, source: str) -> None:
    """NotText when riftcheck refuses `content` before reading it as a list: over the size
    limit of a decklist, or no text at all; named `source` as `check` names a file."""
    from riftcheck.engine.inputs.decoding import decode
    from riftcheck.engine.inputs.limits import MAX_DECKLIST_BYTES
    from riftcheck.engine.inputs.refusals import DecklistError

    if len(content) > MAX_DECKLIST_BYTES:
        raise too_large(source)
    try:
        decode(content, source)
    except DecklistError as error:
        if error.key in NOT_TEXT_REFUSALS:
            raise NotText(error) from None


def too_large(source: str) -> NotText:
    """The CLI's refusal of a decklist over its size limit (riftcheck.games.riftbound.decklist.detect)."""
    from riftcheck.engine.inputs.limits import MAX_DECKLIST_BYTES, MAX_EXPORT_BYTES, MiB
    from riftcheck.engine.inputs.refusals import DecklistError

    return NotText(DecklistError("too-large", source=source, limit=MAX_DECKLIST_BYTES // MiB,
                                 decklist_limit=MAX_DECKLIST_BYTES // MiB, export_limit=MAX_EXPORT_BYTES // MiB))


@dataclass
class Submitted:
    registration: Registration
    submission: Submission
    token: str | None  # the private link's secret, only when the registration is new
    only_version: bool = False  # a new registration, its list the one version it has


def create_event(organiser, **fields) -> Event:
    slug = f"{slugify(fields['name'])[:60] or 'event'}-{get_random_string(SLUG_SUFFIX, 'abcdefghjkmnpqrstuvwxyz23456789')}"
    event = Event.objects.create(slug=slug, **fields)
    event.organisers.add(organiser)
    audit.record(event, organiser, "event-create", after=_loggable(fields))
    return event


def _loggable(fields: dict) -> dict:
    """Field values as the audit log keeps them (JSON): dates and times in ISO form."""
    return {name: value.isoformat() if hasattr(value, "isoformat") else value for name, value in fields.items()}


def update_event(event: Event, actor=None, **fields) -> int:
    """The event's settings changed; every list re-checked when its rules changed (format,
    date, rules date or region). Returns how many verdicts changed."""
    rules_before, deadline_before = (event.game, event.format, event.as_of, event.region), event.deadline
    before = _loggable({name: getattr(event, name) for name in fields})
    for name, value in fields.items():
        setattr(event, name, value)
    event.save()
    after = _loggable(fields)
    changed_names = [name for name in fields if before[name] != after[name]]
    if changed_names:
        audit.record(event, actor, "event-edit", before={name: before[name] for name in changed_names},
                     after={name: after[name] for name in changed_names})
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
    return statements.registration(token_digest(token))


def register(event: Event, *, name: str, player_id: str = "", team: str = "", text: str | bytes,
             filename: str = "", pool: str | bytes | None = None, pool_filename: str = "",
             organiser=None) -> Submitted:
    """A new player's registration with their first list (and in sealed and draft the pool it
    was built from), or the first list of the player's roster entry (by player id, else by
    name: roster.roster_entry), which then gets its private link. A list sent with the id of a
    registration it may not take (another name, or a list there already) is a new
    registration under the name typed that claims it, for an organiser to confirm or reject.
    Refused when submissions are closed (unless an organiser enters it)."""
    _require_open(event, organiser)
    _refuse_not_text(text, filename or f"{name.strip()}.txt", pool, pool_filename)
    token = new_token()
    try:
        with transaction.atomic():
            registration = roster.roster_entry(event, name, player_id)
            claimed = roster.claimed_entry(event, player_id) if registration is None else None
            new = registration is None
            if claimed is not None:  # the id stays with its registration; the claim keeps the name typed
                player_id = ""
            if new:
                registration = Registration.objects.create(
                    event=event, name=name.strip(), player_id=player_id.strip(), team=team.strip(),
                    player_key=roster.player_key(player_id), token_digest=token_digest(token), claims=claimed)
            else:
                registration.token_digest = token_digest(token)
                registration.team = registration.team or team.strip()
                registration.save(update_fields=["token_digest", "team", "matched_by_name", "player_id", "player_key"])
            submission = _store(registration, text, filename, organiser, Pool.given(pool, pool_filename))
            if organiser is not None:
                audit.record(event, organiser, "add-player", registration, after={"name": registration.name})
            if claimed is not None:
                audit.record(event, organiser, "claim", registration,
                             {"name": claimed.name, "player_id": claimed.player_id}, {"typed_name": registration.name})
    except IntegrityError:
        raise Refused("player-id-taken", guess=True) from None
    _check(submission, event)
    return Submitted(registration, submission, token, only_version=new)


def reissue_link(registration: Registration, actor) -> str:
    """A new private link for a player who lost theirs; the old one stops working. The
    secret is returned once (only its digest is stored)."""
    token = new_token()
    registration.token_digest = token_digest(token)
    registration.save(update_fields=["token_digest"])
    audit.record(registration.event, actor, "reissue-link", registration)
    return token


def confirm_name_match(registration: Registration, actor) -> None:
    """The organiser confirms that a list matched by name belongs to this roster entry."""
    registration.matched_by_name = False
    registration.save(update_fields=["matched_by_name"])
    audit.record(registration.event, actor, "confirm-match", registration, {"matched_by_name": True},
                 {"matched_by_name": False})


def confirm_claim(claim: Registration, actor) -> Registration:
    """The organiser confirms that the player who sent `claim` is the one whose registration it
    claims: the claim's versions join that registration, its list in force and its private
    link become theirs (an older link stops working), and the claim's own entry goes.
    Returns the registration claimed."""
    with transaction.atomic():
        entry = Registration.objects.select_for_update().get(pk=claim.claims_id)
        audit.record(entry.event, actor, "confirm-claim", entry,
                     {"name": entry.name, "player_id": entry.player_id, "version": entry.current_id},
                     {"typed_name": claim.name, "version": claim.current_id})
        token, current = claim.token_digest, claim.current_id
        claim.submissions.update(registration=entry)
        Registration.objects.filter(claims=claim).update(claims=entry)
        claim.delete()
        entry.token_digest, entry.current_id = token, current
        entry.team = entry.team or claim.team
        entry.save(update_fields=["token_digest", "current", "team"])
    return entry


def reject_claim(claim: Registration, actor) -> None:
    """The organiser rejects a claim: it claims nothing any more and is dropped (restoring it
    keeps it as a player of its own, under the name typed, without the id)."""
    entry = claim.claims
    with transaction.atomic():
        audit.record(claim.event, actor, "reject-claim", claim,
                     {"claims": entry.name if entry else "", "player_id": entry.player_id if entry else ""},
                     {"name": claim.name, "dropped": True})
        claim.claims, claim.dropped = None, True
        claim.save(update_fields=["claims", "dropped"])


def replace(registration: Registration, *, text: str | bytes, filename: str = "", pool: str | bytes | None = None,
            pool_filename: str = "", organiser=None) -> Submitted:
    """A new version of the registration's list; every earlier version is kept. Without a new
    `pool`, the pool of the version in force goes with the new list."""
    event = registration.event
    _require_open(event, organiser)
    if registration.dropped and organiser is None:
        raise Refused("dropped")
    _refuse_not_text(text, filename or f"{registration.name}.txt", pool, pool_filename)
    if pool is None and registration.current is not None:
        kept = Pool.of(registration.current)
    else:
        kept = Pool.given(pool, pool_filename)
    with transaction.atomic():
        before = registration.current
        submission = _store(registration, text, filename, organiser, kept)
        if organiser is not None:
            audit.record(event, organiser, "replace-list", registration,
                         {"version": before.pk if before else None}, {"version": submission.pk})
    _check(submission, event)
    return Submitted(registration, submission, None)


def _refuse_not_text(text: str | bytes, source: str, pool: str | bytes | None, pool_filename: str) -> None:
    refuse_what_is_not_text(text.encode("utf-8") if isinstance(text, str) else text, source)
    if pool is not None:
        refuse_what_is_not_text(pool.encode("utf-8") if isinstance(pool, str) else pool,
                                pool_filename or f"{source.removesuffix('.txt')}-pool.txt")


def unreadable(submission: Submission) -> bool:
    """The list was checked and riftcheck could not read it (a verdict of UNREADABLE)."""
    decks = submission.decks("en")
    return submission.state == Submission.CHECKED and (not decks or any(deck.get("error") for deck in decks))


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
        return cls(pool.encode("utf-8") if isinstance(pool, str) else pool,
                   filename.replace("\x00", "")[:255] if pool is not None else "")

    @classmethod
    def of(cls, submission: Submission) -> Pool:
        content = submission.pool_content
        return cls(bytes(content) if content is not None else None, submission.pool_filename)


def _store(registration: Registration, text: str | bytes, filename: str, organiser, pool: Pool) -> Submission:
    content = text if isinstance(text, bytes) else text.encode("utf-8")
    submission = Submission.objects.create(registration=registration, content=content, text=_readable(content),
                                           filename=filename.replace("\x00", "")[:255], submitted_by=organiser,
                                           pool_content=pool.content, pool_filename=pool.filename,
                                           pool_text=_readable(pool.content) if pool.content is not None else "")
    statements.put_in_force(registration.pk, submission.pk)
    registration.current = submission
    return submission


def _readable(content: bytes) -> str:
    """The bytes as text to show, in the encodings riftcheck reads; others with replacements.
    Never a NUL, which PostgreSQL's text refuses."""
    from riftcheck.engine.inputs.decoding import decode
    from riftcheck.engine.inputs.refusals import DecklistError

    try:
        return decode(content, "list")
    except DecklistError:
        return content.decode("utf-8", "replace").replace("\x00", "\ufffd")


def _check(submission: Submission, event: Event) -> None:
    """The verdict of the stored text, written beside it; a fault is logged and kept as such.
    In 2v2 the teammate's list in force is checked again too: the team rules look at both."""
    _apply_verdict(submission, event)
    checked = [submission]
    teammate = _teammate_submission(submission, event)
    if teammate is not None:
        _apply_verdict(teammate, event)
        checked.append(teammate)
    _save_verdicts(checked)  # one short transaction, its statement prepared before it starts


_VERDICT_FIELDS = ["state", "checked_as_of", "legal", "errors", "warnings", "codes", "report",
                   "previous_legal", "changed"]


def _apply_verdict(submission: Submission, event: Event) -> None:
    # Messages name the input as `check` names a file: the upload's name, else the player's.
    label = _label(submission)
    teammate = _teammate_submission(submission, event)
    try:
        if teammate is None:
            pool = _pool_of(submission, event)
            # check_results, not check_text: only the decks are kept, and the run's header
            # (the data in force, read afresh) cost twice the check itself.
            report = {lang: [deck_json(result) for result in
                             api.check_results(bytes(submission.content), format=event.format, as_of=event.as_of,
                                               lang=lang, filename=label, region=event.region, game=event.game,
                                               **pool)]
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
    """The player's decks checked with the teammate's (api.check_team), without the teammate's.
    Each deck is known by its path, the label as reports write it (a control character as its
    escape), so the two labels are told apart as written."""
    from riftcheck.engine.inputs.input_files import display_name

    own, other = _label(submission), _label(teammate)
    if display_name(other) == display_name(own):
        other = f"{other} (2)"
    decks = api.check_team(bytes(submission.content), bytes(teammate.content), format=event.format,
                           as_of=event.as_of, lang=lang, filenames=(own, other), region=event.region)["decks"]
    return [deck for deck in decks if deck["path"] == display_name(own)]


def data_in_force(lang: str, game: str | None = None) -> list[str]:
    """The card and format data the verdicts of an event of `game` are reached with, as lines
    for the organiser's page: re-checking after a `riftcheck import` reads the new data, and
    this says which it is."""
    return api.data_in_force(lang, game)["lines"]


def findings_key(report: dict) -> list[tuple]:
    """What a verdict says, to compare two: every finding's code, severity, line and message
    (and an unreadable deck's sentence), in English. Two RC301 where there was one differ."""
    said = []
    for deck in report.get("en", []):
        path = deck.get("path", "")
        if deck.get("error"):
            said.append((path, "", "", 0, deck["error"]))
        said += [(path, found["code"], found["severity"], found.get("line") or 0, found["message"])
                 for found in deck.get("findings", [])]
    return sorted(said)


@dataclass
class Rechecked:
    """One list in force checked again: its registration, the verdict before and after."""

    registration: Registration
    legal_before: bool | None
    legal_after: bool | None
    codes_before: str
    codes_after: str
    changed: bool
    findings_before: int = 0  # errors and warnings
    findings_after: int = 0
    status_before: str = ""  # verdict_status: an unconfirmed list is never shown as illegal
    status_after: str = ""


def verdict_status(submission: Submission) -> str:
    """The list's verdict as `check` words it (legal, illegal, unconfirmed, unreadable), the
    worst of its decks; "fault" when it could not be checked, "pending" before."""
    if submission.state != Submission.CHECKED:
        return "fault" if submission.state == Submission.FAULT else "pending"
    statuses = {deck.get("status") or ("unreadable" if deck.get("error") else "illegal")
                for deck in submission.decks("en")} or {"unreadable"}
    return next(status for status in ("unreadable", "illegal", "unconfirmed", "legal") if status in statuses)


def _rechecked(event: Event, progress=None) -> tuple[list[Submission], list[Rechecked]]:
    api.forget()
    submissions = list(Submission.objects.filter(registration__event=event, registration__current_id=F("id"))
                       .select_related("registration").order_by("registration__name", "id"))
    done = []
    for submission in submissions:
        if progress is not None and len(done) % PROGRESS_EVERY == 0:
            progress(len(done), len(submissions))
        legal, codes, said = submission.legal, submission.codes, findings_key(submission.report)
        counted, status = submission.errors + submission.warnings, verdict_status(submission)
        submission.previous_legal = legal
        _apply_verdict(submission, event)
        submission.changed = submission.legal != legal or findings_key(submission.report) != said
        done.append(Rechecked(submission.registration, legal, submission.legal, codes, submission.codes,
                              submission.changed, counted, submission.errors + submission.warnings,
                              status, verdict_status(submission)))
    return submissions, done


def preview_recheck(event: Event, rules_date: datetime.date | None = None, progress=None) -> list[Rechecked]:
    """What re-checking every list under `rules_date` would change, changing nothing;
    `progress(done, total)` is called as lists are checked."""
    trial = copy.copy(event)
    if rules_date is not None:
        trial.rules_date = rules_date
    return _rechecked(trial, progress)[1]


def lists_stamp(event: Event) -> str:
    """What a re-check preview of `event` depends on besides the date: the lists in force (a
    new list or a new version changes the newest id or the count) and the data in force."""
    current = Registration.objects.filter(event=event, current__isnull=False)
    newest = current.order_by("-current_id").values_list("current_id", flat=True).first()
    data = api.data_in_force(None)
    updates = ",".join(sorted(str(update) for update in data["formats_updates"]))
    return f"{current.count()}:{newest}:{data['version']}:{data['formats_data']}:{updates}"


def recheck_all(event: Event, rules_date: datetime.date | None = None, actor=None, progress=None) -> int:
    """Every list in force checked again from its stored text, under `rules_date` when given
    (it becomes the event's rules date). Card data and formats are read afresh. Returns how
    many verdicts changed: any change in the findings (codes, counts, messages); those are
    marked `changed`, all written in one transaction at the end. `progress(done, total)` is
    called as lists are checked; `actor` is the organiser the audit log names."""
    before = event.as_of
    if rules_date is not None:
        event.rules_date = rules_date
        event.save(update_fields=["rules_date"])
    submissions, done = _rechecked(event, progress)
    _save_verdicts(submissions)
    changed = sum(item.changed for item in done)
    if actor is not None:
        audit.record(event, actor, "recheck", before={"rules_date": before.isoformat()},
                     after={"rules_date": event.as_of.isoformat(), "changed": changed, "lists": len(done)})
    return changed


def lists_in_force(event: Event) -> int:
    return Registration.objects.filter(event=event, current__isnull=False).count()


def pick_deck_checks(event: Event, count: int, actor, seed: int | None = None) -> tuple[int, list[Registration]]:
    """`count` players drawn for deck checks among those with a list in force (not dropped,
    not no-shows; once anyone is checked in, only players checked in), from a seed (random
    unless given) that the audit log keeps with the names drawn, so the draw can be shown to
    be fair and repeated."""
    seed = secrets.randbelow(10**9) if seed is None else seed
    candidates = event.registrations.filter(dropped=False, current__isnull=False).exclude(attendance=NO_SHOW)
    if candidates.filter(attendance=PRESENT).exists():
        candidates = candidates.filter(attendance=PRESENT)
    candidates = list(candidates.order_by("pk"))
    picked = random.Random(seed).sample(candidates, min(count, len(candidates)))
    audit.record(event, actor, "deck-check-pick", after={"seed": seed, "count": count,
                                                         "picked": [entry.pk for entry in picked],
                                                         "names": [entry.name for entry in picked]})
    return seed, picked


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
    if len(rows) == 1 and connection.vendor != "sqlite":
        # One statement is a transaction of its own: no BEGIN and COMMIT round trips. SQLite's
        # writers queue for its lock only inside a transaction (riftcheck.desk.sqlite3).
        with connection.cursor() as cursor:
            cursor.execute(statement, rows[0])
        return
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.executemany(statement, rows)


def set_closed(event: Event, closed: bool, actor=None) -> None:
    before = event.closed
    event.closed = closed
    event.save(update_fields=["closed"])
    if before != closed:
        audit.record(event, actor, "close" if closed else "reopen", before={"closed": before}, after={"closed": closed})


def check_pending() -> int:
    """Every version still "being checked" (the desk stopped while checking it) checked now;
    how many. Run at start, before any request is answered."""
    pending = list(Submission.objects.filter(state=Submission.PENDING)
                   .select_related("registration__event", "registration"))
    for submission in pending:
        _check(submission, submission.registration.event)
    if pending:
        log.info("checked %d lists left unchecked when the desk last stopped", len(pending))
    return len(pending)


def warm_up(events) -> None:
    """The card data, the name index and a checker for each of `events` (and the default
    constructed one) loaded now, so that no player's first list waits for them."""
    from riftcheck.engine.inputs.refusals import DecklistError

    rules = {("constructed", timezone.localdate(), None)}
    rules |= {(event.format, event.as_of, event.region) for event in events}
    for format_name, as_of, region in rules:
        for lang in LANGUAGES:
            try:  # an unknown name, so that the index of names is built too
                api.check_text(b"1 Warm-up Card Name", format=format_name, as_of=as_of, lang=lang, region=region)
            except (DecklistError, ValueError):
                log.warning("could not load the checker of %s on %s", format_name, as_of)


def delete_registration(registration: Registration, actor=None) -> None:
    """The registration and every version of its list, gone (junk, or a player's request);
    the audit log keeps who it was."""
    with transaction.atomic():
        audit.record(registration.event, actor, "delete", before={"name": registration.name,
                                                                  "player_id": registration.player_id,
                                                                  "versions": registration.submissions.count()})
        registration.delete()


def set_dropped(registration: Registration, dropped: bool, actor=None) -> None:
    before = registration.dropped
    registration.dropped = dropped
    registration.save(update_fields=["dropped"])
    if before != dropped:
        audit.record(registration.event, actor, "drop" if dropped else "restore", registration,
                     {"dropped": before}, {"dropped": dropped})


def published_registrations(event: Event) -> tuple[list[Registration], int]:
    """The registrations whose lists are published and counted in the metagame: a list in
    force, not dropped, and not marked no-show (a deck nobody played); and how many no-shows
    were left out, for the page to say so."""
    with_lists = event.registrations.filter(dropped=False, current__isnull=False)
    shown = list(with_lists.exclude(attendance=NO_SHOW).select_related("current", "event").order_by("name", "pk"))
    return shown, with_lists.filter(attendance=NO_SHOW).count()


def lists_published(event: Event, now=None) -> bool:
    return event.publish_lists and not event.accepting(now or timezone.now())

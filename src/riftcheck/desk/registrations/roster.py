"""The event's roster: players known before they submit (a CSV, or a Carde.io export), matched
to the lists they submit later, and checked in on the day.

A player id is compared as its key (`player_key`): NFKC, case-folded, without invisible
characters, so "ID001", "id001" and "ID001" with a zero-width space are one player. A
submission with an id takes the entry only under the entry's name (compared as a key too);
under another name, or once the entry has a list, it is a claim the organiser confirms or
rejects, kept under the name typed. A submission without an id (or with one the roster
lacks) reaches a roster entry by name alone only when exactly one entry without a list has
that name; the entry is then marked for the organiser to confirm.
"""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from dataclasses import dataclass, field

from django.db import transaction
from django.utils.translation import gettext as _

from riftcheck.desk.registrations import audit
from riftcheck.desk.registrations.models import NO_SHOW, PRESENT, Event, Registration, new_token, token_digest

MAX_ROSTER_BYTES = 2 * 1024 * 1024
MAX_ROSTER_PLAYERS = 2000
# The player form's limits (riftcheck.desk.registrations.forms.RegisterForm): a roster row over
# them is left out with the reason, never cut to a name the player could not have typed.
MAX_NAME, MAX_PLAYER_ID = 200, 100
# Format controls and zero-width characters (Cf) plus the other invisibles NFKC keeps.
_INVISIBLE = re.compile(r"[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0]")
# Column names a roster CSV may use (a spreadsheet's, or a tournament site's export with
# first and last names apart), in English and Thai, compared as keys.
_NAME_COLUMNS = ("name", "player", "player name", "display name", "full name", "ชื่อ")
_ID_COLUMNS = ("player id", "player_id", "id", "riot id", "player number", "รหัสผู้เล่น")
_EMAIL_COLUMNS = ("e-mail", "email", "email address", "อีเมล")
_SURROGATE = re.compile(r"[\ud800-\udfff]")
_FIRST_NAME, _LAST_NAME = ("first name", "firstname"), ("last name", "lastname", "surname")


def player_key(text: str) -> str:
    """A player id (or a name) as compared: NFKC, without invisible characters, case-folded,
    inner spaces collapsed."""
    text = unicodedata.normalize("NFKC", text or "")
    text = "".join(char for char in text if unicodedata.category(char) != "Cf")
    text = _INVISIBLE.sub("", text)
    return " ".join(text.casefold().split())


@dataclass
class Player:
    name: str
    player_id: str = ""
    email: str = ""


@dataclass
class Imported:
    added: list[Registration] = field(default_factory=list)
    already: list[str] = field(default_factory=list)  # names of players the event had (by id)
    # (name in the file, player id, name the event has it under): an id under another name, left out
    conflicts: list[tuple[str, str, str]] = field(default_factory=list)


class RosterError(ValueError):
    """The file is not a roster riftcheck reads; the message says why, in the page's language."""


def read_roster(data: bytes, filename: str = "") -> tuple[list[Player], list[str]]:
    """The players of a roster file: a CSV with a header row (name, player id, e-mail; Thai
    headers too), or a Carde.io export (JSON). Also the lines that were left out, and why
    (sentences in the page's language)."""
    if len(data) > MAX_ROSTER_BYTES:
        raise RosterError(_("The file is larger than %(size)d MiB.") % {"size": MAX_ROSTER_BYTES // 1024 // 1024})
    text = data.decode("utf-8-sig", "replace")
    if "\x00" in text:  # a binary file; PostgreSQL would refuse its names anyway
        raise _holds_nul()
    if filename.lower().endswith(".json") or text.lstrip().startswith("{"):
        return _cardeio_players(text)
    return _csv_players(text)


def _holds_nul() -> RosterError:
    return RosterError(_("The file holds NUL bytes: it is no CSV or Carde.io roster."))


def _too_long(where: str, name: str, player_id: str) -> str:
    """Why a row is left out for a name or id the player form would refuse; "" if none is."""
    if len(name) > MAX_NAME:
        return _("%(where)s: the name has %(length)d characters, more than the %(limit)d a player may type; "
                 "it was left out.") % {"where": where, "length": len(name), "limit": MAX_NAME}
    # Measured as compared too: the player form refuses an id whose compared form is longer.
    length = max(len(player_id), len(player_key(player_id)))
    if length > MAX_PLAYER_ID:
        return _("%(where)s: the player id has %(length)d characters, more than the %(limit)d a player may type; "
                 "it was left out.") % {"where": where, "length": length, "limit": MAX_PLAYER_ID}
    return ""


def _csv_players(text: str) -> tuple[list[Player], list[str]]:
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = csv.reader(io.StringIO(text), dialect)
    header = [player_key(cell) for cell in next(rows, [])]
    where = {kind: next((header.index(name) for name in names if name in header), None)
             for kind, names in (("name", _NAME_COLUMNS), ("id", _ID_COLUMNS), ("email", _EMAIL_COLUMNS),
                                 ("first", _FIRST_NAME), ("last", _LAST_NAME))}
    if where["name"] is None and where["first"] is None:
        raise RosterError(_("No name column: the first row must name the columns (name, player id, e-mail)."))
    players, problems = [], []
    for number, row in enumerate(rows, start=2):
        if not any(part.strip() for part in row):
            continue

        def cell(kind: str, row=row) -> str:
            column = where[kind]
            return row[column].strip() if column is not None and column < len(row) else ""

        name = cell("name") or " ".join(part for part in (cell("first"), cell("last")) if part)
        if not name:
            problems.append(_("Line %(line)d has no name; it was left out.") % {"line": number})
            continue
        problem = _too_long(_("Line %(line)d") % {"line": number}, name, cell("id"))
        if problem:
            problems.append(problem)
            continue
        players.append(Player(name, cell("id"), cell("email")[:254]))
        if len(players) > MAX_ROSTER_PLAYERS:
            raise RosterError(_("More than %(limit)d players.") % {"limit": MAX_ROSTER_PLAYERS})
    return players, problems


def _cardeio_players(text: str) -> tuple[list[Player], list[str]]:
    """The players of a Carde.io decklist export (riftcheck.games.riftbound.decklist.cardeio reads its lists)."""
    try:
        data = json.loads(text)
    except ValueError as error:
        raise RosterError(_("Not JSON: %(error)s") % {"error": error}) from None
    registrations = data.get("decklists") if isinstance(data, dict) else None
    if not isinstance(registrations, list):
        raise RosterError(_("Not a Carde.io export: it has no \"decklists\" list.")) from None
    players, problems = [], []
    for number, item in enumerate(registrations[:MAX_ROSTER_PLAYERS + 1], start=1):
        user = item.get("user") if isinstance(item, dict) else None
        user = user if isinstance(user, dict) else {}
        name = next((_json_text(user[key]) for key in ("best_identifier", "name", "username") if user.get(key)),
                    "").strip()
        player_id = _json_text(user.get("id") or "").strip()
        email = _json_text(user.get("email") or "")[:254]
        if "\x00" in name + player_id + email:  # written "\u0000" in the JSON
            raise _holds_nul()
        problem = _too_long(_("Player %(number)d") % {"number": number}, name, player_id)
        if problem:
            problems.append(problem)
        elif name:
            players.append(Player(name, player_id, email))
    if len(players) > MAX_ROSTER_PLAYERS:
        raise RosterError(_("More than %(limit)d players.") % {"limit": MAX_ROSTER_PLAYERS})
    return players, problems


def _json_text(value) -> str:
    """A JSON value as text that can be stored: a lone surrogate ("\\ud800" in the JSON, no
    character at all) becomes U+FFFD, as an undecodable byte of a CSV does."""
    return _SURROGATE.sub("\ufffd", str(value))


def import_roster(event: Event, players: list[Player], actor) -> Imported:
    """One registration without a list for each player the event does not have yet (by player
    id key; a player without an id is new unless a registration has the same name key)."""
    done = Imported()
    known_ids = dict(event.registrations.exclude(player_key="").values_list("player_key", "name"))
    known_names = {player_key(name) for name in
                   event.registrations.filter(player_key="").values_list("name", flat=True)}
    with transaction.atomic():
        for player in players:
            key = player_key(player.player_id)
            if key in known_ids and player_key(known_ids[key]) != player_key(player.name):
                done.conflicts.append((player.name, player.player_id, known_ids[key]))
                continue
            if (key and key in known_ids) or (not key and player_key(player.name) in known_names):
                done.already.append(player.name)
                continue
            done.added.append(Registration.objects.create(
                event=event, name=player.name.strip(), player_id=player.player_id.strip(), player_key=key,
                email=player.email.strip(), token_digest=token_digest(new_token())))
            if key:
                known_ids[key] = player.name
            else:
                known_names.add(player_key(player.name))
        audit.record(event, actor, "roster-import", after={
            "added": len(done.added), "already": len(done.already),
            "left out": [f"{name} ({player_id} = {other})" for name, player_id, other in done.conflicts]})
    return done


def roster_entry(event: Event, name: str, player_id: str) -> Registration | None:
    """The roster entry a new submission belongs to: the one without a list with the same
    player id key and the same name key; else, without an id match, the one entry without a
    list of that name (marked matched_by_name). None: the player is new, or claims an entry
    (claimed_entry)."""
    # In no order (none is needed to take at most one): no ORDER BY to build and run.
    waiting = event.registrations.filter(current__isnull=True, dropped=False).order_by()
    key = player_key(player_id)
    if key:
        found = waiting.filter(player_key=key).first()
        if found is not None and player_key(found.name) == player_key(name):
            return found
        if found is not None or event.registrations.filter(player_key=key).exists():
            return None
    # An entry with another id is another player, whatever the name.
    by_name = [entry for entry in waiting if player_key(entry.name) == player_key(name)
               and not (key and entry.player_key)]
    if len(by_name) != 1:
        return None
    entry = by_name[0]
    entry.matched_by_name = True
    if key:
        entry.player_id, entry.player_key = player_id.strip(), key
    return entry


def claimed_entry(event: Event, player_id: str) -> Registration | None:
    """The registration whose player id a new submission gives when it cannot take it (another
    name, or a list there already): whoever types an id is not thereby that player, so the
    organiser decides (riftcheck.desk.registrations.domain.confirm_claim)."""
    key = player_key(player_id)
    return event.registrations.filter(player_key=key).first() if key else None


def set_attendance(registration: Registration, attendance: str, actor) -> None:
    """Check a player in (present), mark a no-show, or undo either ("")."""
    if attendance not in (PRESENT, NO_SHOW, ""):
        raise ValueError(f"unknown attendance {attendance!r}")
    before = registration.attendance
    registration.attendance = attendance
    registration.save(update_fields=["attendance"])
    audit.record(registration.event, actor, "check-in", registration, {"attendance": before},
                 {"attendance": attendance})


def attendance_counts(event: Event) -> dict[str, int]:
    """Players not dropped: present, no_show, unknown (not checked in yet)."""
    counts = dict.fromkeys(("present", "no_show", "unknown"), 0)
    for value in event.registrations.filter(dropped=False).values_list("attendance", flat=True):
        counts[{PRESENT: "present", NO_SHOW: "no_show"}.get(value, "unknown")] += 1
    return counts


def same_names(event: Event) -> set[int]:
    """The registrations whose name another registration of the event also has: two people,
    or one person twice; the table warns of both."""
    seen: dict[str, list[int]] = {}
    for pk, name in event.registrations.values_list("pk", "name"):
        seen.setdefault(player_key(name), []).append(pk)
    return {pk for pks in seen.values() if len(pks) > 1 for pk in pks}

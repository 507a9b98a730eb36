"""An event's lists out of the desk: the per-deck report of `riftcheck check --report` (CSV,
JSON), every list as a text file in a zip, and a Carde.io-shaped export `riftcheck check` reads.

Report rows come from riftcheck.report.registration, the code of `--report`, fed the stored
verdicts, with the desk's own columns after `--report`'s: the player id, the team and when
the list in force was submitted. The player column is the name the player registered under;
every CSV cell has its control, bidi and zero-width characters written as escapes, as the
desk's pages show them, besides the formula escaping of `--report`.
"""

from __future__ import annotations

import csv
import io
import json
import re
import zipfile
from types import SimpleNamespace

from riftcheck import api
from riftcheck.desk.registrations.models import Event, Registration
from riftcheck.desk.registrations.templatetags.desk import shown
from riftcheck.engine.inputs.refusals import DecklistError
from riftcheck.report.registration import COLUMNS, RUN_COLUMNS, registration_row, run_fields, safe_cell
from riftcheck.engine.verdicts.result import DeckResult, RunInfo, Totals

_UNSAFE_FILE_CHARACTERS = re.compile(r"[^\w.-]+")


def _registrations(event: Event) -> list[Registration]:
    return list(event.registrations.filter(dropped=False, current__isnull=False).select_related("current"))


def _results(registration: Registration) -> list[DeckResult]:
    """The stored verdict of the list in force, as the objects `--report` is written from."""
    submission = registration.current
    decks = submission.decks("en")
    if not decks:  # not checked (a fault): a row still says so
        return [DeckResult(source=submission.filename or registration.name, player=registration.name,
                           readable=False, error="could not be checked")]
    return [DeckResult(source=deck["path"], name=deck["name"], player=registration.name, legend=deck["legend"],
                       champion=deck["champion"], legal=deck["legal"], counts=deck["counts"],
                       findings=[SimpleNamespace(**finding) for finding in deck["findings"]],
                       readable="error" not in deck, error=deck.get("error"), team=registration.team or None)
            for deck in decks]


DESK_COLUMNS = ("player_id", "team", "submitted_at")


def _desk_fields(registration: Registration) -> dict:
    return {"player_id": registration.player_id, "team": registration.team,
            "submitted_at": registration.current.submitted_at.isoformat(timespec="seconds")}


def _run(event: Event) -> RunInfo:
    return RunInfo(event.format, event.as_of.isoformat(), "en")


def report_csv(event: Event) -> str:
    """`check --report FILE.csv`'s columns, then the desk's."""
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=COLUMNS + RUN_COLUMNS + DESK_COLUMNS)
    writer.writeheader()
    run = run_fields(_run(event))
    for registration in _registrations(event):
        for result in _results(registration):
            row = {**registration_row(result), **run, **_desk_fields(registration)}
            writer.writerow({key: _cell(value) for key, value in row.items()})
    return out.getvalue()


def _cell(value):
    return safe_cell(shown(value)) if isinstance(value, str) else value


def report_json(event: Event) -> str:
    """`check --report FILE.json`'s document, each deck with the desk's fields too."""
    from riftcheck.games.riftbound.formats.ban_waves import known

    decks, totals = [], Totals()
    for registration in _registrations(event):
        for result in _results(registration):
            findings = [{"code": f.code, "rule": f.rule, "severity": f.severity, "line": f.line, "message": f.message,
                         "hint": f.hint} for f in result.findings if f.severity in ("error", "warning")]
            decks.append({**registration_row(result), "findings": findings, **_desk_fields(registration)})
            totals.add(result)
    document = {**run_fields(_run(event)), "known": known().to_dict(), "decks": decks, "totals": totals.counts()}
    return json.dumps(document, ensure_ascii=False) + "\n"


def file_name(index: int, registration: Registration) -> str:
    """A zip member name that is safe on every system, whatever the player typed: the number,
    the player id when there is one, and the name."""
    parts = [registration.player_id, registration.name] if registration.player_id else [registration.name]
    stems = [_UNSAFE_FILE_CHARACTERS.sub("-", part).strip("-.")[:60] for part in parts]
    return f"{index:03d}-{'-'.join(stem for stem in stems if stem) or 'player'}.txt"


def lists_zip(event: Event) -> bytes:
    """Every list in force as submitted. In sealed and draft the lists go under ``decks/`` and
    each pool under ``pools/`` by the same name, the layout of ``check --pool-dir pools decks``."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for index, registration in enumerate(_registrations(event), 1):
            name, submission = file_name(index, registration), registration.current
            if not event.limited:
                archive.writestr(name, bytes(submission.content))
                continue
            archive.writestr(f"decks/{name}", bytes(submission.content))
            if submission.pool_content is not None:
                archive.writestr(f"pools/{name}", bytes(submission.pool_content))
    return buffer.getvalue()


def cardeio_json(event: Event) -> str:
    """Every list in force in the shape of a Carde.io organiser export (cards by name). A list
    riftcheck cannot read is there too, without cards and with its reason under "unreadable"
    (read back, that key is noted as unknown and the empty deck is not legal)."""
    registrations = []
    for registration in _registrations(event):
        try:
            decks = api.read_decks(bytes(registration.current.content))
        except DecklistError as error:
            registrations.append(_unreadable_registration(registration, str(error)))
            continue
        registrations += [_cardeio_registration(registration, deck) for deck in decks]
    return json.dumps({"decklists": registrations}, ensure_ascii=False, indent=1) + "\n"


def _unreadable_registration(registration: Registration, reason: str) -> dict:
    item = {"user": {"best_identifier": registration.name}, "auxiliary_sections": [], "sections": [],
            "unreadable": reason}
    if registration.team:
        item["team"] = {"name": registration.team}
    return item


def _cards(entries) -> list[dict]:
    totals: dict[str, int] = {}
    for entry in entries:
        totals[entry.name] = totals.get(entry.name, 0) + entry.count
    return [{"name": name, "quantity": count} for name, count in totals.items()]


def _cardeio_registration(registration: Registration, deck) -> dict:
    # A champion riftcheck chose for the player (none was marked) stays in main: marked here,
    # it would read back as the player's choice and hide that none was made (RC003).
    chosen_by_riftcheck = any(note.key == "champion-chosen" for note in deck.notes)
    champion = [] if chosen_by_riftcheck else deck.cards("champion")
    item = {
        "user": {"best_identifier": registration.name},
        "auxiliary_sections": [
            {"type_code": "legend", "cards": _cards(deck.cards("legend"))},
            {"type_code": "champion", "cards": _cards(champion)},
            {"type_code": "battlefield", "cards": _cards(deck.cards("battlefields"))},
        ],
        # Carde.io's main section counts the chosen champion's copy (riftcheck.games.riftbound.decklist.cardeio).
        "sections": [
            {"section_key": "main", "cards": _cards([*deck.cards("champion"), *deck.cards("main")])},
            {"section_key": "rune_pool", "cards": _cards(deck.cards("runes"))},
            {"section_key": "sideboard", "cards": _cards(deck.cards("sideboard"))},
        ],
    }
    if registration.team:
        item["team"] = {"name": registration.team}
    return item

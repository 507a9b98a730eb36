"""An event's lists out of the desk: the per-deck report of `riftcheck check --report` (CSV,
JSON), every list as a text file in a zip, and a Carde.io-shaped export `riftcheck check` reads.

Report rows come from riftcheck.report.registration, the code of `--report`, fed the stored
verdicts; the player column is the name the player registered under.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from types import SimpleNamespace

from riftcheck import api
from riftcheck.decklist.model import DecklistError
from riftcheck.desk.registrations.models import Event, Registration
from riftcheck.report.registration import CsvRegistrationReport, JsonRegistrationReport
from riftcheck.report.result import DeckResult, RunInfo, Totals

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


def _report(event: Event, writer: type) -> str:
    """The event's lists written by the CLI's own --report writer (CSV or JSON), so that the
    desk's export and `riftcheck check --report` are the same document."""
    out = _KeptOpen(newline="")
    report = writer(out)
    report.begin(RunInfo(event.format, event.as_of.isoformat(), "en"))
    totals = Totals()
    for registration in _registrations(event):
        for result in _results(registration):
            report.deck(result)
            totals.add(result)
    report.end(totals)
    return out.getvalue()


class _KeptOpen(io.StringIO):
    """A text buffer whose contents outlive the writer's close()."""

    def close(self) -> None:
        pass


def report_csv(event: Event) -> str:
    return _report(event, CsvRegistrationReport)


def report_json(event: Event) -> str:
    return _report(event, JsonRegistrationReport)


def file_name(index: int, registration: Registration) -> str:
    """A zip member name that is safe on every system, whatever the player typed."""
    stem = _UNSAFE_FILE_CHARACTERS.sub("-", registration.name).strip("-.")[:60] or "player"
    return f"{index:03d}-{stem}.txt"


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
    """Every list in force in the shape of a Carde.io organiser export (cards by name); lists
    that cannot be read as decklists are left out."""
    registrations = []
    for registration in _registrations(event):
        try:
            decks = api.read_decks(bytes(registration.current.content))
        except DecklistError:
            continue
        registrations += [_cardeio_registration(registration, deck) for deck in decks]
    return json.dumps({"decklists": registrations}, ensure_ascii=False, indent=1) + "\n"


def _cards(entries) -> list[dict]:
    totals: dict[str, int] = {}
    for entry in entries:
        totals[entry.name] = totals.get(entry.name, 0) + entry.count
    return [{"name": name, "quantity": count} for name, count in totals.items()]


def _cardeio_registration(registration: Registration, deck) -> dict:
    item = {
        "user": {"best_identifier": registration.name},
        "auxiliary_sections": [
            {"type_code": "legend", "cards": _cards(deck.cards("legend"))},
            {"type_code": "champion", "cards": _cards(deck.cards("champion"))},
            {"type_code": "battlefield", "cards": _cards(deck.cards("battlefields"))},
        ],
        # Carde.io's main section counts the chosen champion's copy (riftcheck.decklist.cardeio).
        "sections": [
            {"section_key": "main", "cards": _cards([*deck.cards("champion"), *deck.cards("main")])},
            {"section_key": "rune_pool", "cards": _cards(deck.cards("runes"))},
            {"section_key": "sideboard", "cards": _cards(deck.cards("sideboard"))},
        ],
    }
    if registration.team:
        item["team"] = {"name": registration.team}
    return item

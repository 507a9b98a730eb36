"""An event's lists out of the desk: the per-deck report of `riftcheck check --report` (CSV,
JSON, and the same table as an Excel workbook), every list as a text file in a zip, and a
Carde.io-shaped export `riftcheck check` reads.

Report rows come from riftcheck.report.registration, the code of `--report`, fed the stored
verdicts, with the desk's own columns after `--report`'s: the player id, the team and when
the list in force was submitted. The player column is the name the player registered under;
every CSV and workbook cell has its control, bidi and zero-width characters written as
escapes, as the desk's pages show them, besides the formula escaping of `--report`. The CSV
starts with a UTF-8 byte order mark (`--report-excel`), without which Excel on Windows reads
Thai names as another encoding.
"""

from __future__ import annotations

import csv
import io
import json
import unicodedata
import zipfile
from types import SimpleNamespace

from riftcheck import api
from riftcheck.desk.registrations.models import Event, Registration
from riftcheck.desk.registrations.templatetags.desk import shown
from riftcheck.engine.inputs.refusals import DecklistError
from riftcheck.report.registration import COLUMNS, RUN_COLUMNS, registration_row, run_fields, safe_cell
from riftcheck.engine.verdicts.result import DeckResult, RunInfo, Totals

FILE_STEM_LENGTH = 60  # characters of each part of a zip member's name
BYTE_ORDER_MARK = "\ufeff"


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


def _report_rows(event: Event):
    """The rows of report.csv and report.xlsx, each cell escaped as the CSV writes it."""
    run = run_fields(_run(event))
    for registration in _registrations(event):
        for result in _results(registration):
            row = {**registration_row(result), **run, **_desk_fields(registration)}
            yield {key: _cell(value) for key, value in row.items()}


def report_csv(event: Event) -> str:
    """`check --report FILE.csv --report-excel`'s columns, then the desk's; a byte order mark first."""
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=COLUMNS + RUN_COLUMNS + DESK_COLUMNS)
    writer.writeheader()
    writer.writerows(_report_rows(event))
    return BYTE_ORDER_MARK + out.getvalue()


def report_xlsx(event: Event) -> bytes:
    """report.csv as an Excel workbook: the same columns and the same cells. openpyxl writes a
    text starting with "=" as a formula; none reaches it, each escaped as the CSV escapes it."""
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    sheet = book.create_sheet("report")
    columns = COLUMNS + RUN_COLUMNS + DESK_COLUMNS
    sheet.append(list(columns))
    for row in _report_rows(event):
        sheet.append([row[column] for column in columns])
    out = io.BytesIO()
    book.save(out)
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
    """A zip member name that is safe on every system, whatever the player typed: the number
    (which keeps any two apart), the player id when there is one, and the name, in NFC with
    their letters, digits and marks (Thai vowels and tone marks are marks) and "-" for the rest."""
    parts = [registration.player_id, registration.name] if registration.player_id else [registration.name]
    stems = [_file_stem(part) for part in parts]
    return f"{index:03d}-{'-'.join(stem for stem in stems if stem) or 'player'}.txt"


def _file_stem(text: str) -> str:
    kept = "".join(char if _safe_in_file_name(char) else "-" for char in unicodedata.normalize("NFC", text))
    stem = "-".join(part for part in kept.split("-") if part).strip(".")
    cut = stem[:FILE_STEM_LENGTH]
    while cut and len(cut) < len(stem) and unicodedata.category(stem[len(cut)]).startswith("M"):
        cut = cut[:-1]  # never between a letter and its marks: the cut moves before the letter
    return cut.strip("-.")


def _safe_in_file_name(char: str) -> bool:
    """Letters, digits, marks, "_", "." and "-": nothing a file system or a shell reads
    otherwise (separators, quotes, controls, bidi and zero-width characters)."""
    return char in "_.-" or unicodedata.category(char)[0] in "LNM"


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
    """Every list in force in the shape of a Carde.io organiser export (cards by name), in the
    sections of the event's game: `riftcheck check` (`--game mtg` for Magic) reads it back to
    report.csv's verdicts. Each user is named as report.csv names the player and carries the
    player id, else the registration's number, so two players of one name stay two. A list
    riftcheck cannot read is there too, without cards and with its reason under "unreadable"
    (read back, that key is noted and the empty deck is not legal)."""
    registrations = []
    for registration in _registrations(event):
        if event.game != "riftbound":
            registrations += _magic_registrations(event, registration)
            continue
        try:
            decks = api.read_decks(bytes(registration.current.content))
        except DecklistError as error:
            registrations.append(_unreadable_registration(registration, str(error)))
            continue
        registrations += [_cardeio_registration(registration, deck) for deck in decks]
    return json.dumps({"decklists": registrations}, ensure_ascii=False, indent=1) + "\n"


def _user(registration: Registration) -> dict:
    return {"best_identifier": shown(registration.name),
            "id": shown(registration.player_id) or f"desk-{registration.pk}"}


def _unreadable_registration(registration: Registration, reason: str) -> dict:
    item = {"user": _user(registration), "auxiliary_sections": [], "sections": [], "unreadable": reason}
    if registration.team:
        item["team"] = {"name": registration.team}
    return item


def _magic_registrations(event: Event, registration: Registration) -> list[dict]:
    """A Magic list in Magic's sections (commander, companion, main, sideboard), as the check
    read it: riftcheck.games.mtg.cardeio reads them back."""
    from riftcheck import games

    try:
        decks = api.list_text(bytes(registration.current.content), game=event.game, format=event.format)
    except (*games.get(event.game).list_refusals(), DecklistError) as error:
        reason = error.in_language("en")
        return [{"user": _user(registration), "sections": [], "unreadable": reason}]
    return [{"user": _user(registration),
             "sections": [{"section_key": zone["zone"],
                           "cards": [{"name": card["name"], "quantity": card["count"]} for card in zone["cards"]]}
                          for zone in deck["zones"]]}
            for deck in decks]


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
        "user": _user(registration),
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

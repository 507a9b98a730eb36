"""`riftcheck import` for Riftbound: formats update files checked and taken into the user's data
folder, and card data (card lists, Riftcodex, gallery or DotGG dumps, a preview list) merged
into one card file per set there."""

from __future__ import annotations

from pathlib import Path

from riftcheck.engine.answers import Document, ImportReport, Shown
from riftcheck.engine.inputs.refusals import visible


def import_data(sources: list[Path], out: Path | None) -> ImportReport:
    """The formats updates first, then the card data; the first problem stops the import."""
    updates, sources = _formats_updates(sources)
    steps: list[Shown] = []
    if updates:
        try:
            steps.append(_import_updates(updates, out))
        except (OSError, ValueError) as error:
            return ImportReport(steps, ["cannot import: " + "\n".join(visible(line) for line in str(error).split("\n"))])
        if not sources:
            return ImportReport(steps, [])
    try:
        steps.append(_import_cards(sources, out))
    except (OSError, ValueError) as error:
        return ImportReport(steps, [f"cannot import: {error}"])
    return ImportReport(steps, [])


def _import_cards(sources: list[Path], out: Path | None) -> Shown:
    from riftcheck.games.riftbound.cards import importer, preview
    from riftcheck.games.riftbound.cards.files import check_card_file, user_cards_dir
    from riftcheck.games.riftbound.cards.merge import ImportResult
    from riftcheck.games.riftbound.cards.sets import set_order

    previewed, sources = preview.take_previews(sources)
    result, documents = importer.import_sources(sources) if sources or not previewed else (ImportResult(), {})
    if previewed:
        check_card_file(previewed.document)
        documents.pop(previewed.document["set"], None)  # the preview is that set's file
        result.rows_read += previewed.records
        result.conflicts += previewed.conflicts
    written = importer.write_card_files(documents, out or user_cards_dir())
    if previewed:
        written.append(preview.write_preview(previewed, out or user_cards_dir()))
        documents[previewed.document["set"]] = previewed.document
    known = set_order()
    summary: Document = {
        "rows_read": result.rows_read,
        "duplicates_dropped": result.duplicates_dropped,
        "conflicts": [str(conflict) for conflict in result.conflicts],
        "cards": sum(len(document["cards"]) for document in documents.values()),
        "files": [str(path) for path in written],
        "sets_not_in_sets_yaml": [code for code in documents if code not in known],
    }
    lines = [f"resolved: {conflict}" for conflict in result.conflicts]
    merged = (f"read {result.rows_read} rows, dropped {result.duplicates_dropped} duplicates, "
              f"resolved {len(result.conflicts)} conflicts, " if result.rows_read else "")
    folder = written[0].parent if written else out or user_cards_dir()
    lines.append(f"{merged}wrote {summary['cards']} card entries to {len(written)} set files in {folder}")
    lines += [f"note: set {code} is not in data/formats/sets.yaml: its cards are known by name and code, "
              "but no release date makes them legal in a format that checks set legality until a formats "
              "update file gives one (sets: code, name, released, source)"
              for code in documents if code not in known]
    return Shown(summary, "\n".join(lines))


def _formats_updates(sources: list[Path]) -> tuple[list[Path], list[Path]]:
    """The formats update files among the files to import, and the others (card data)."""
    from riftcheck.games.riftbound.formats import update as format_update

    updates, others = [], []
    for path in sources:
        try:
            is_update = path.suffix.lower() in (".yaml", ".yml", ".json") and format_update.is_update_file(path)
        except OSError:
            is_update = False  # left to the card importers, which say what is wrong with it
        (updates if is_update else others).append(path)
    return updates, others


def _import_updates(updates: list[Path], out: Path | None) -> Shown:
    """Check each formats update file and copy it into the user data folder (or --out)."""
    from riftcheck.games.riftbound.formats import update as format_update

    written = []
    for path in updates:
        target, notes = format_update.import_update(path, out / "formats" if out else None)
        written.append({"file": str(target), "name": target.stem, "notes": notes})
    lines = []
    for entry in written:
        lines.append(f"took in the formats update {visible(entry['name'])}: {visible(entry['file'])} "
                     f"(`riftcheck data` lists it; `riftcheck data remove {visible(entry['name'])}` takes it out)")
        lines += [f"note: {visible(note)}" for note in entry["notes"]]
    return Shown({"formats_updates": written}, "\n".join(lines))

"""Formats update files: a user's own bans, unbans, restrictions, settings and set release dates.

When Riot announces a ban on Monday for Friday, an organiser writes it down (the shape is
data/schema/formats-update.schema.json, with the same entries as data/formats/*.yaml):

    format: constructed          # or 2v2, sealed, draft
    recorded_until: 2027-01-01   # the day the ban list announcements and rules were checked
    bans:
      - effective: 2027-01-05
        announced: 2027-01-01
        source: Riot's January 2027 ban list update
        url: https://playriftbound.com/...
        names: [Some Card]

and `riftcheck import FILE` checks it and copies it into the user data folder's formats/,
where riftcheck.games.riftbound.formats.files reads it over the shipped data. Every mistake is one sentence;
a file with any is not taken in. `riftcheck data remove NAME` takes one out again.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

from riftcheck.games.riftbound.formats.update_checks import KINDS, MAX_BYTES, check_text, problems

_SAFE_NAME = re.compile(r"[^A-Za-z0-9_-]+")
_UPDATE_KEY = re.compile(r"^(?:format|bans|unbans|restrictions|settings|recorded_until)\s*:", re.M)
_CARD_LIST_KEY = re.compile(r"^cards\s*:", re.M)


def is_update(document: object) -> bool:
    """Whether a file's document is a formats update (not a card list, which has `cards`)."""
    return isinstance(document, dict) and "cards" not in document and (
        "format" in document or any(key in document for key in (*KINDS, "sets", "recorded_until")))


def is_update_file(path: Path) -> bool:
    """Whether the file at `path` is meant as a formats update: its document is one, or it is
    YAML that cannot be read as one but has a top-level key only an update has (so that its
    mistake is reported as an update's)."""
    try:
        return is_update(read(path))
    except ValueError:
        pass
    try:
        text = path.read_text(encoding="utf-8")[:MAX_BYTES]
    except (OSError, UnicodeDecodeError):
        return False
    return _UPDATE_KEY.search(text) is not None and not _CARD_LIST_KEY.search(text)


def read(path: Path) -> object:
    """The file's YAML (or JSON) document with dates left as text, so that a date that is no
    day of the calendar is reported, not a crash. Raises ValueError for a file that is no YAML."""
    import yaml

    if path.stat().st_size > MAX_BYTES:
        raise ValueError(f"{path} is larger than {MAX_BYTES // 1000} kB; a formats update is a few lines")
    try:
        text = path.read_text(encoding="utf-8")
        check_text(text, str(path))
        return yaml.load(text, Loader=_text_dates())
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        raise ValueError(f"{path} is not readable YAML ({error})") from None


@functools.cache
def _text_dates():
    """The safe loader without YAML's implicit dates."""
    import yaml

    class TextDates(yaml.SafeLoader):
        pass

    TextDates.yaml_implicit_resolvers = {
        first: [(tag, pattern) for tag, pattern in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    return TextDates


def card_names_in_force() -> set[str]:
    from riftcheck.games.riftbound.cards.db import load_db

    return {card.name for card in load_db().cards}


def import_update(path: Path, out_dir: Path | None = None) -> tuple[Path, list[str]]:
    """Check the update file at `path` and copy it into the user's formats folder (or `out_dir`).

    Returns where it was written and notes (entries the shipped data already holds).
    Raises ValueError with every mistake's sentence, one a line, when the file has any.
    """
    from riftcheck.games.riftbound.formats import files as format_files

    document = read(path)
    faults = problems(document, format_files.names(), format_files.card_sets(), card_names_in_force())
    if faults:
        raise ValueError(f"{path} is not a formats update riftcheck can take in:\n" + "\n".join(
            f"  - {fault}" for fault in faults))
    folder = out_dir or format_files.user_formats_dir()
    folder.mkdir(parents=True, exist_ok=True)
    written = folder / f"{update_name(path)}.yaml"
    written.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    notes = [f"{item['kind']} of {item['effective']} in {item['format']} ({'; '.join(item['names'])}) is already "
             "in riftcheck's shipped data; it is not applied twice"
             for item in format_files.repeated() if item["file"] == written.stem]
    return written, notes


def update_name(path: Path) -> str:
    """The name an update file is known by in the user data folder: its file name, made safe."""
    return _SAFE_NAME.sub("-", Path(path).stem).strip("-") or "formats-update"


def remove(name: str) -> Path:
    """Delete the user's formats update file `name` (as `riftcheck data` lists it).

    Raises ValueError naming the files there are when there is none of that name."""
    from riftcheck.games.riftbound.formats import files as format_files

    wanted = update_name(Path(name).name)
    for path in map(Path, format_files.update_files()):
        if path.stem == wanted:
            path.unlink()
            return path
    there = ", ".join(Path(path).stem for path in format_files.update_files()) or "none"
    raise ValueError(f"you have no formats update named {name!r} (yours: {there})")

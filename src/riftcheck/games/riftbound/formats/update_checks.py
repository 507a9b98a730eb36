"""The mistakes a formats update file can have, each as one sentence.

A formats update file (see riftcheck.games.riftbound.formats.update) is checked against
data/schema/formats-update.schema.json, then for what a schema cannot say: a format riftcheck
knows, days of the calendar (recorded_until's too), an announcement on or before the day it takes effect, card names
riftcheck knows, and a name for a set it does not know.
"""

from __future__ import annotations

import datetime
import json
from typing import Iterable, Mapping

from riftcheck.engine.paths import data_dir

KINDS = ("bans", "unbans", "restrictions", "settings")
MAX_BYTES = 1_000_000  # a formats update is a few lines
_SCHEMA_ID = "https://riftcheck.invalid/schema/formats.schema.json"


def check_text(text: str, where: str) -> None:
    """ValueError unless `text` is small and uses no YAML aliases (``*name``): an update needs
    none, and aliases of aliases make a few lines into more values than memory holds."""
    import yaml

    if len(text.encode("utf-8")) > MAX_BYTES:
        raise ValueError(f"{where} is larger than {MAX_BYTES // 1000} kB; a formats update is a few lines")
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent):
                raise ValueError(f"{where} uses a YAML alias (*{event.anchor}); write each entry out in full")
    except yaml.YAMLError as error:
        raise ValueError(f"{where} is not readable YAML ({error})") from None


def problems(document: object, formats: Iterable[str], sets: Mapping[str, object],
             card_names: set[str] | None = None) -> list[str]:
    """One sentence for each mistake in `document`, in file order; none for a good file.

    `formats` are the format names riftcheck knows, `sets` the known sets by code;
    `card_names`, when given, the card names in force, so that a ban of a name riftcheck does
    not know (a misspelling, which would ban nothing) is a mistake too.
    """
    if not isinstance(document, dict):
        return ["The file is not a formats update: its top level must be keys such as format: and bans:."]
    as_json = json.loads(json.dumps(document, default=_iso))
    found = [_sentence(error) for error in sorted(_validator().iter_errors(as_json), key=_error_order)]
    if found:
        return found
    formats = tuple(formats)
    if "format" in document and document["format"] not in formats:
        found.append(f"The format {document['format']!r} is not one riftcheck knows; use one of: {', '.join(formats)}.")
    for kind in KINDS:
        for place, entry in enumerate(document.get(kind, ()), 1):
            found += _date_problems(f"{kind} entry {place}", entry)
            if card_names is not None and kind != "settings":
                unknown = [name for name in entry["names"] if name not in card_names]
                if unknown:
                    found.append(f"{kind} entry {place} names cards riftcheck does not know: {'; '.join(unknown)}. "
                                 "Write each name as `riftcheck cards NAME` shows it.")
    if "recorded_until" in document and _day(document["recorded_until"]) is None:
        found.append(f"recorded_until {document['recorded_until']} is not a day of the calendar.")
    for place, entry in enumerate(document.get("sets", ()), 1):
        found += _date_problems(f"sets entry {place}", entry, ("released",))
        if entry["code"] not in sets and not entry.get("name"):
            found.append(f"sets entry {place}: {entry['code']} is not a set riftcheck knows; "
                         "give its name (name:) to add it.")
    return found


def _iso(value: object) -> str:
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    raise TypeError(f"{value!r} is not a text, number, list or mapping")


def _date_problems(place: str, entry: dict, keys: tuple[str, ...] = ("effective", "announced")) -> list[str]:
    found, days = [], {}
    for key in keys:
        if key not in entry:
            continue
        day = _day(entry[key])
        if day is None:
            found.append(f"{place}: {key} {entry[key]} is not a day of the calendar.")
        days[key] = day
    if days.get("announced") and days.get("effective") and days["announced"] > days["effective"]:
        found.append(f"{place}: announced {days['announced']} is after effective {days['effective']}; "
                     "a change is announced on or before the day it takes effect.")
    return found


def _day(value: object) -> datetime.date | None:
    if isinstance(value, datetime.date):
        return value
    try:
        return datetime.date.fromisoformat(str(value))
    except ValueError:
        return None


def _validator():
    import jsonschema
    from referencing import Registry, Resource

    folder = data_dir() / "schema"
    formats = json.loads((folder / "formats.schema.json").read_text(encoding="utf-8"))
    update = json.loads((folder / "formats-update.schema.json").read_text(encoding="utf-8"))
    registry = Registry().with_resource(_SCHEMA_ID, Resource.from_contents(formats))
    return jsonschema.Draft202012Validator(update, registry=registry)


def _error_order(error) -> tuple:
    return tuple(str(part) for part in error.absolute_path)


def _place(path) -> str:
    parts = list(path)
    if not parts:
        return "The file"
    text = str(parts[0])
    if len(parts) > 1 and isinstance(parts[1], int):
        text += f" entry {parts[1] + 1}"
        parts = parts[2:]
    else:
        parts = parts[1:]
    return text + "".join(f", {part}" if not isinstance(part, int) else f" item {part + 1}" for part in parts)


def _sentence(error) -> str:
    """The schema's complaint as a sentence that says where and what to write."""
    place = _place(error.absolute_path)
    if error.validator == "required":
        missing = [name for name in error.validator_value if name not in error.instance]
        return f"{place} lacks {', '.join(missing)}."
    if error.validator == "additionalProperties":
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        return f"{place} has {', '.join(map(repr, extra))}, which a formats update does not have."
    if error.validator == "dependentRequired":
        return "The file has entries but no format: line naming the format they are for."
    if error.validator == "anyOf" and not error.absolute_path:
        return "The file holds no bans, unbans, restrictions, settings, sets or recorded_until: there is nothing to add."
    if error.validator == "pattern" and "[0-9]{4}" in str(error.validator_value):
        return f"{place} is {error.instance!r}, not a date; write it as YYYY-MM-DD, e.g. 2027-01-05."
    if error.validator == "minItems":
        return f"{place} is empty; list at least one."
    if error.validator == "minLength" and place.endswith("source"):
        return f"{place} is too short; say which announcement the entry comes from."
    return f"{place}: {error.message}."

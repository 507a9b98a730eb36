"""Defaults for `riftcheck check` kept beside the decklists: `.riftcheck.yaml`, or a
`[tool.riftcheck]` table in `pyproject.toml`, in the current folder.

An option given on the command line wins over both files; `.riftcheck.yaml` wins over
`pyproject.toml`; each file wins over riftcheck's built-in default. Keys are spelled as the
long options (`input-format`, or `input_format`).
"""

from __future__ import annotations

import os
from collections import namedtuple

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any

YAML_FILE = ".riftcheck.yaml"
PYPROJECT_FILE = "pyproject.toml"
FILE_LIMIT = 64 * 1024  # a configuration is a few lines; anything bigger is not one
_CACHE_LAYOUT = "1"  # the table of settings as the file holds it

# Each setting with its type and built-in default; the names are those of `check`'s options.
SETTINGS: dict[str, tuple[type, Any]] = {
    "format": (str, "constructed"),
    "as-of": (str, None),
    "lang": (str, None),
    "output": (str, None),
    "input-format": (str, None),
    "strict": (bool, False),
    "jobs": (int, None),
    "report": (str, None),
    "report-excel": (bool, False),
    "color": (str, "auto"),
    "region": (str, None),
    "pool": (str, None),
    "pool-dir": (str, None),
    "unknown-new-cards": (str, "error"),
    "game": (str, "riftbound"),
}


# A setting's value, and its source: "command line", the file it came from, or "default".
Setting = namedtuple("Setting", "value source")


def load_defaults(folder: str) -> dict[str, Setting]:
    """The settings the files in `folder` give, each with the file it came from.

    Raises ValueError with one sentence naming the file when a file cannot be used."""
    from riftcheck.engine.cache import cached

    found: dict[str, Setting] = {}
    for file_name, table in ((PYPROJECT_FILE, _pyproject_table), (YAML_FILE, _yaml_table)):
        path = os.path.join(folder, file_name)
        if os.path.isfile(path):
            # A file read before unchanged needs neither its parser (tomllib, PyYAML) nor a parse.
            kind = os.path.splitext(file_name)[1][1:]
            settings = cached(f"config-{kind}", [path], lambda files: table(files[0]), layout=_CACHE_LAYOUT)
            for key, value in settings.items():
                name = _setting_name(path, key)
                found[name] = Setting(_checked_value(path, name, value), file_name)
    return found


def resolve(given: dict[str, Any], folder: str) -> dict[str, Setting]:
    """Every setting in force: `given` (the command line; None where not given), else the
    files' value, else the default."""
    from_files = load_defaults(folder)
    resolved = {}
    for name, (_kind, default) in SETTINGS.items():
        if given.get(name) is not None:
            resolved[name] = Setting(given[name], "command line")
        else:
            resolved[name] = from_files.get(name, Setting(default, "default"))
    return resolved


def describe(settings: dict[str, Setting]) -> str:
    """The settings in force, one a line, each with where it came from (for --show-config)."""
    width = max(len(name) for name in settings)
    lines = []
    for name, setting in settings.items():
        shown = "(none)" if setting.value is None else str(setting.value).lower() if isinstance(setting.value, bool) else str(setting.value)
        lines.append(f"{name:<{width}}  {shown:<16} {setting.source}")
    return "\n".join(lines)


def _read(path: str) -> bytes:
    with open(path, "rb") as handle:
        data = handle.read(FILE_LIMIT + 1)
    if len(data) > FILE_LIMIT:
        raise ValueError(f"{path} is larger than {FILE_LIMIT // 1024} KiB; it cannot be a riftcheck configuration.")
    return data


def _pyproject_table(path: str) -> dict:
    import tomllib

    try:
        document = tomllib.loads(_read(path).decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise ValueError(f"{path} is not valid TOML ({error}).") from None
    table = document.get("tool", {}).get("riftcheck", {})
    if not isinstance(table, dict):
        raise ValueError(f"{path}: [tool.riftcheck] must be a table of settings.")
    return table


def _yaml_table(path: str) -> dict:
    import yaml

    try:
        document = yaml.safe_load(_read(path).decode("utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        raise ValueError(f"{path} is not valid YAML ({error}).") from None
    if document is None:
        return {}
    if not isinstance(document, dict):
        raise ValueError(f"{path} must hold settings as `name: value` lines.")
    return document


def _setting_name(path: str, key: Any) -> str:
    name = str(key).replace("_", "-")
    if name not in SETTINGS:
        raise ValueError(f"{path}: unknown setting {key!r}; use one of {', '.join(SETTINGS)}.")
    return name


def _checked_value(path: str, name: str, value: Any) -> Any:
    kind = SETTINGS[name][0]
    if name == "as-of" and hasattr(value, "isoformat"):
        value = value.isoformat()  # YAML and TOML read an unquoted date as a date
    if type(value) is not kind:
        raise ValueError(f"{path}: {name} must be {_KIND_WORDS[kind]}, not {value!r}.")
    return value


_KIND_WORDS = {str: "text", bool: "true or false", int: "a whole number"}

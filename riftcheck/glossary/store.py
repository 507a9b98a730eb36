"""Load the glossary: from a JSON cache when it matches data/glossary_th.yaml, else from the YAML.

The cache lives in riftcheck.paths.cache_dir() and is keyed on the YAML's bytes and the riftcheck
version. Reading JSON takes a couple of milliseconds where parsing the YAML takes tens, and the
YAML parser is not even imported on a warm start. If the cache folder is not writable the glossary
is simply built in memory on every run.
"""

from __future__ import annotations

import contextlib
import json
import os
import zlib
from pathlib import Path

from riftcheck import __version__
from riftcheck.paths import cache_dir, data_dir

CACHE_FILE = "glossary.json"
CACHE_FORMAT = 1  # raise when the layout of the cached JSON changes


class GlossaryError(Exception):
    """The glossary file cannot be read; the message is one sentence for the user."""


class Glossary:
    """The entries, their search keys (parallel lists) and the category labels."""

    def __init__(self, data: dict) -> None:
        self.edition: str = data["core_rules_edition"]
        self.categories: dict[str, dict] = {category["id"]: category for category in data["categories"]}
        self.entries: list[dict] = data["entries"]
        self.keys: list[dict] = data["keys"]
        self.by_id: dict[str, dict] = {entry["id"]: entry for entry in self.entries}


def source_path() -> Path:
    return data_dir() / "glossary_th.yaml"


def load() -> Glossary:
    try:
        raw = source_path().read_bytes()
    except OSError as error:
        raise GlossaryError(f"Cannot read the glossary file {source_path()}: {error.strerror}.") from None
    key = cache_key(raw)
    data = _read_cache(key)
    if data is None:
        data = build(raw)
        data["key"] = key
        _write_cache(data)
    return Glossary(data)


def cache_key(raw: bytes) -> str:
    tag = f"{__version__}/{CACHE_FORMAT}/{len(raw)}".encode()
    return f"{zlib.crc32(raw):08x}-{zlib.crc32(tag):08x}"


def build(raw: bytes) -> dict:
    """Parse the YAML and add the search keys of every entry."""
    import yaml

    from riftcheck.glossary.index import entry_keys

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        document = yaml.load(raw, Loader=loader)
    except yaml.YAMLError as error:
        raise GlossaryError(f"The glossary file {source_path()} is not valid YAML: {error}.") from None
    try:
        return {
            "core_rules_edition": str(document["core_rules_edition"]),
            "categories": document["categories"],
            "entries": document["entries"],
            "keys": [entry_keys(entry) for entry in document["entries"]],
        }
    except (KeyError, TypeError) as error:
        raise GlossaryError(f"The glossary file {source_path()} is missing {error}; check it against its schema.") from None


def _cache_path() -> Path:
    return cache_dir() / CACHE_FILE


def _read_cache(key: str) -> dict | None:
    try:
        data = json.loads(_cache_path().read_bytes())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("key") == key else None


def _write_cache(data: dict) -> None:
    path = _cache_path()
    partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        os.replace(partial, path)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)

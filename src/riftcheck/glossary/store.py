"""Load a game's glossary: from a cache when it matches its YAML file, else from the YAML.

Riftbound's glossary is data/glossary_th.yaml; Force of Will's (for players coming from it) is
data/glossary_fow_th.yaml. Both follow schema/glossary.schema.json.

The cache lives in riftcheck.engine.paths.cache_folder() and is keyed on the YAML's bytes and the riftcheck
version, and written with marshal: reading it takes a millisecond where parsing the YAML takes
tens, and neither the YAML parser nor the JSON one is imported on a warm start. If the cache folder is not writable the glossary
is simply built in memory on every run.
"""

from __future__ import annotations

import marshal
import os
import zlib

from riftcheck.engine.version import __version__
from riftcheck.engine.paths import cache_folder, data_folder

GAMES = {"riftbound": "glossary_th.yaml", "fow": "glossary_fow_th.yaml", "mtg": "glossary_mtg_th.yaml"}
DEFAULT_GAME = "riftbound"
CACHE_FORMAT = 4  # raise when the layout of the cached value changes (4: Thai breaks from riftcheck's word list)


class GlossaryError(Exception):
    """The glossary file cannot be read; the message is one sentence for the user."""


class Glossary:
    """The entries, their search keys (parallel lists) and the category labels."""

    def __init__(self, data: dict, game: str = DEFAULT_GAME) -> None:
        self.game = game
        self.edition: str | None = data["core_rules_edition"]
        self.categories: dict[str, dict] = {category["id"]: category for category in data["categories"]}
        self.entries: list[dict] = data["entries"]
        self.keys: list[dict] = data["keys"]
        self.by_id: dict[str, dict] = {entry["id"]: entry for entry in self.entries}


def source_path(game: str = DEFAULT_GAME) -> str:
    # A string, not a pathlib.Path: a look-up has no other use for pathlib, which costs it dearly.
    return os.path.join(data_folder(), GAMES[game])


def load(game: str = DEFAULT_GAME) -> Glossary:
    path = source_path(game)
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as error:
        raise GlossaryError(f"Cannot read the glossary file {path}: {error.strerror}.") from None
    key = cache_key(raw)
    data = _read_cache(game, key)
    if data is None:
        data = build(raw, path)
        data["key"] = key
        _write_cache(game, data)
    return Glossary(data, game)


def cache_key(raw: bytes) -> str:
    tag = f"{__version__}/{CACHE_FORMAT}/{len(raw)}".encode()
    return f"{zlib.crc32(raw):08x}-{zlib.crc32(tag):08x}"


def build(raw: bytes, path: str | None = None) -> dict:
    """Parse the YAML and add the search keys of every entry."""
    import yaml

    from riftcheck.glossary.index import entry_keys
    from riftcheck.engine.thaibreak import mark_breaks

    path = path or source_path()
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        document = yaml.load(raw, Loader=loader)
    except yaml.YAMLError as error:
        raise GlossaryError(f"The glossary file {path} is not valid YAML: {error}.") from None
    try:
        return {
            # Riftbound's glossary cites Core Rules numbers of a dated edition; other games' do not.
            "core_rules_edition": None if document.get("game", DEFAULT_GAME) != DEFAULT_GAME else str(document["core_rules_edition"]),
            "categories": document["categories"],
            "entries": [_with_display(entry, mark_breaks) for entry in document["entries"]],
            "keys": [entry_keys(entry) for entry in document["entries"]],
        }
    except (KeyError, TypeError) as error:
        raise GlossaryError(f"The glossary file {path} is missing {error}; check it against its schema.") from None


def _with_display(entry: dict, mark_breaks) -> dict:
    """The entry plus `display`: its Thai texts with word breaks marked, for the terminal."""
    fields = ("definition_th", "example_th")
    return {**entry, "display": {field: mark_breaks(entry[field]) for field in fields if entry.get(field)}}


def _cache_path(game: str) -> str:
    return os.path.join(cache_folder(), f"glossary-{game}.marshal")


def _read_cache(game: str, key: str) -> dict | None:
    try:
        with open(_cache_path(game), "rb") as handle:
            data = marshal.loads(handle.read())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    return data if isinstance(data, dict) and data.get("key") == key else None


def _write_cache(game: str, data: dict) -> None:
    path = _cache_path(game)
    partial = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(partial, "wb") as handle:
            handle.write(marshal.dumps(data))
        os.replace(partial, path)
    except OSError:
        import contextlib

        with contextlib.suppress(OSError):
            os.remove(partial)

"""Which card files are in force: the shipped ones, overlaid by the user's own.

The shipped card files (data/cards/SET.yaml) are read-only. A card file for a set in the
user data directory (riftcheck.engine.paths.user_data_dir()/cards/SET.yaml), which `riftcheck import`
writes, replaces the shipped file of that set, or adds a set riftcheck does not ship.
"""

from __future__ import annotations

import os

from riftcheck.engine.paths import data_dir, data_folder, formats_update_files, user_data_dir, user_data_folder, yaml_files

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

SHIPPED, USER = "shipped", "user"


class CardFile:
    """A card file in force: where it is, SHIPPED or USER, and for a user's file the shipped file
    of the same set it replaces (read instead when the user's cannot be). A plain class: every
    start builds these, and a dataclass costs more to define than they take to use. The path is
    a string: a check has no other use for pathlib, which would cost it dearly."""

    __slots__ = ("path", "origin", "replaces")

    def __init__(self, path: str, origin: str, replaces: CardFile | None = None):
        self.path, self.origin, self.replaces = path, origin, replaces


def shipped_cards_dir() -> Path:
    return data_dir() / "cards"


def user_cards_dir() -> Path:
    return user_data_dir() / "cards"


def card_files() -> list[CardFile]:
    """One file per set, the user's where there is one, sorted by file name."""
    found = {_stem(path): CardFile(path, SHIPPED) for path in yaml_files(os.path.join(data_folder(), "cards"))}
    found.update({_stem(path): CardFile(path, USER, found.get(_stem(path)))
                  for path in yaml_files(os.path.join(user_data_folder(), "cards"))})
    return [found[stem] for stem in sorted(found)]


def _stem(path: str) -> str:
    return os.path.splitext(os.path.basename(path))[0]


def files_read(files: list[CardFile]) -> list[str]:
    """Every file that loading the card database from `files` reads, which is what a cache built
    from it is keyed on: each card file, the shipped file a user's replaces (read when the user's
    cannot be), the set list and the user's formats updates (set order: an update may add a set)
    and the card schema (the default copy limit)."""
    return ([file.path for file in files] + [file.replaces.path for file in files if file.replaces]
            + [os.path.join(data_folder(), "formats", "sets.yaml"), *formats_update_files(),
               os.path.join(data_folder(), "schema", "cards.schema.json")])


def check_card_file(document) -> None:
    """ValueError naming the first place where `document` is not a card file
    (data/schema/cards.schema.json); YAML dates count as YYYY-MM-DD strings."""
    import json

    import jsonschema

    schema = json.loads((data_dir() / "schema" / "cards.schema.json").read_text(encoding="utf-8"))
    as_json = json.loads(json.dumps(document, default=lambda value: value.isoformat()))
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(as_json))
    if error is not None:
        place = "/".join(str(part) for part in error.absolute_path) or "top level"
        raise ValueError(f"at {place}: {error.message}")

"""`riftcheck import --game mtg my-bans.yaml`: your own Magic ban list file, in the form of
data/mtg/banlists.yaml, checked whole and copied into your data folder (mtg/banlists.yaml),
where its changes add to the shipped ones and its `recorded_until` extends a list's record.

A file with any mistake is refused and nothing is replaced: one that does not match the
schema, names a format riftcheck has no list for, or names a card riftcheck does not know (a
misspelt ban would ban nothing).
"""

from __future__ import annotations

import json
import os
from pathlib import Path


def mistakes(document) -> list[str]:
    import jsonschema

    from riftcheck.games.mtg import formats
    from riftcheck.games.mtg.cards import load_index
    from riftcheck.engine.paths import data_dir

    schema = json.loads((data_dir() / "schema" / "mtg-banlists.schema.json").read_text(encoding="utf-8"))
    as_json = json.loads(json.dumps(document, default=str))
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
    found = [f"{'/'.join(map(str, error.absolute_path)) or 'the file'}: {error.message}"
             for error in validator.iter_errors(as_json)]
    if found:
        return found
    known, cards = formats.load().banlists, load_index()
    for name, listed in document["formats"].items():
        if name not in known:
            found.append(f"riftcheck has no {name} ban list (it has {', '.join(known)})")
            continue
        for change in listed["changes"]:
            for key in ("banned", "restricted", "legal", "banned_as_companion"):
                found += [f"{name} {change['date']}: no Magic card is called {card!r}"
                          for card in change.get(key, []) if cards.find(card) is None]
    return found


def import_bans(path: Path, out: Path | None) -> tuple[Path, int]:
    """Copy the checked file into place; ValueError listing its mistakes, before anything is written."""
    from riftcheck.engine.cache import read_yaml
    from riftcheck.games.mtg.formats import BANS_NAME, user_bans_path

    import yaml

    try:
        document = read_yaml(Path(path))
    except yaml.YAMLError as error:
        raise ValueError(f"not a readable YAML file ({error}). Nothing was replaced.") from None
    found = mistakes(document) if isinstance(document, dict) else ["the file is not a YAML mapping"]
    if found:
        raise ValueError("not a usable Magic ban list file: " + "; ".join(found[:5]) + ". Nothing was replaced.")
    target = (out / BANS_NAME) if out else user_bans_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    staged = target.with_name(target.name + ".new")
    staged.write_bytes(Path(path).read_bytes())
    os.replace(staged, target)
    return target, sum(len(listed["changes"]) for listed in document["formats"].values())

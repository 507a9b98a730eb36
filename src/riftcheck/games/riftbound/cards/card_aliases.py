"""The user's card aliases: local names of cards (a Thai name players use) read as English cards.

riftcheck reads card names in English. An organiser whose players write some cards by a local
name records each in card-aliases.yaml in their riftcheck data folder (RIFTCHECK_DATA moves it;
schema/card-aliases.schema.json, examples/card-aliases-example.yaml):

    source: what our store's players call the cards
    aliases:
      <local name>: <English card name>

A name the file gives is read as its card only when no card has that name, and the deck then
says which alias was read (RC016). riftcheck ships no aliases: no source it has gives local card
names. The file is read once a run, at its first unknown name (riftcheck.api.forget reads it
afresh); a file that cannot be read is left out with a warning, as other user data files are.
"""

from __future__ import annotations

ALIASES_FILE = "card-aliases.yaml"  # in the user's riftcheck data folder


def fold(name: str) -> str:
    """`name` as aliases are compared: NFC, case and spacing ignored."""
    import unicodedata

    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


def aliases() -> dict[str, str]:
    """Folded local name -> English card name, from the user's file; empty when there is none
    or it cannot be read (then with a warning)."""
    from riftcheck.engine.paths import user_data_dir

    path = user_data_dir() / ALIASES_FILE
    if not path.is_file():
        return {}
    try:
        from riftcheck.engine.cache import read_yaml

        return _read(read_yaml(path))
    except Exception as error:  # a hand-edited file must never stop the tool
        _warn(f"your card aliases {path} are left out: {error}")
        return {}


def _read(document: object) -> dict[str, str]:
    if not isinstance(document, dict) or not isinstance(document.get("aliases"), dict):
        raise ValueError("it must hold an `aliases:` mapping of local names to English card names")
    found = document["aliases"]
    wrong = [str(name) for name, card in found.items() if not isinstance(name, str) or not isinstance(card, str)
             or not name.strip() or not card.strip()]
    if wrong:
        raise ValueError(f"each alias must be a name and an English card name, not {', '.join(wrong)}")
    return {fold(name): card.strip() for name, card in found.items()}


def warn_no_card(name: str, target: str) -> None:
    """Say that the alias `name` names `target`, which is no card riftcheck knows."""
    _warn(f"your card alias “{name}” names “{target}”, which is no card riftcheck knows: it is not read")


def _warn(reason: str) -> None:
    from riftcheck.engine.data_warnings import warn_once

    warn_once(reason)

"""What each command line may import: the one list the import guards read
(test_import_guard, test_check_imports, test_lookup_imports).

HEAVY names the modules that cost a start-up dearly or belong to another part of riftcheck;
ALLOWED says, for each command line, which of them it may load. A module not in HEAVY is not
watched. Change a path's allowance here, and only with the reason beside it.
"""

from __future__ import annotations

HEAVY = (
    "typer",  # for help, completion and usage errors only
    "rich",  # colour, tables and panels: never in JSON nor in plain text into a pipe
    "yaml",  # a data file's cache is stale: never on a warm start
    "jsonschema",  # validating a user's imported file
    "django",  # the desk's
    "riftcheck.games.mtg",  # another game's
    "rapidfuzz",  # suggestions for a name that is no card or term
    "multiprocessing",  # worker processes, for folders of hundreds of decks
    "pathlib",  # folders as objects: only where the command walks or names files
    "pickle",  # caches of values other than plain ones (dates, objects)
    "importlib.util",  # never: a console script needs no module loading by hand
    "typing",  # annotations' helpers
    "dataclasses",  # the checker's value classes
    "platformdirs",  # the user data folder, when its remembered answer is out of date
    "pydantic",
    "sqlite3",
)

# A Riftbound check's own: none. Its format data, which holds dates, is read from its pickle by the
# C unpickler alone (riftcheck.engine.cache); its card files and format data are listed as strings
# (no pathlib); its annotations need no typing; its values, decklists included, are plain slotted
# classes (riftcheck.engine.values): no dataclasses.
_CHECK: set[str] = set()
# The other commands over the checker's data (rules, show, data): folders as pathlib's,
# annotations with typing's names, a cache written with pickle.
_CHECKER = {"pathlib", "pickle", "typing"}
# Still dataclasses: riftcheck.engine.answers (what rules, show and data answer).
_DATACLASSES = {"dataclasses"}
# Magic's check: folders as pathlib's and annotations with typing's names; its values are plain
# value classes and its formats and ban lists are cached as plain values: no dataclasses, no pickle.
_MAGIC = {"pathlib", "typing", "riftcheck.games.mtg"}

ALLOWED: dict[str, set[str]] = {
    "--version": set(),
    "lookup -o json": set(),
    "lookup -o json (a misspelt term)": {"rapidfuzz", "typing"},  # rapidfuzz imports typing itself
    "lookup": set(),  # the keyword's card count is keyed on the card files, listed as strings
    "glossary -o json": set(),
    "check, for programs (json, github)": _CHECK,
    "check -o sarif": _CHECK | {"pathlib"},  # the decklist's file URI, through PurePath
    "check (text into a pipe)": _CHECK,
    # A folder's walk is done on strings, and its workers are forked, their messages pickled:
    # no pathlib, no multiprocessing (where the platform forks).
    "check a folder in worker processes": _CHECK | {"pickle"},
    "check a deck code or tokens": _CHECK,  # the deck code's values are plain value classes
    "check --game mtg": _MAGIC,
    "check --game mtg -o json": _MAGIC,
    "cards -o json": {"pathlib", "typing"},  # cards are plain slotted classes: no dataclasses
    "rules -o json": _CHECKER | _DATACLASSES,
    "show -o json": _CHECKER | _DATACLASSES,
    "convert --to code": {"pathlib", "dataclasses", "typing"},
    "data -o json": _CHECKER | _DATACLASSES,
    "check (a table in colour)": _CHECK | {"rich", "dataclasses", "typing", "pickle"},  # rich imports these itself
    "--help": set(HEAVY) - {"yaml", "jsonschema", "django", "riftcheck.games.mtg", "rapidfuzz", "multiprocessing",
                            "platformdirs", "pydantic", "sqlite3"},  # typer's own imports
}


def loaded_heavy(modules: set[str]) -> set[str]:
    """The HEAVY names among `modules`, a package counting when any module under it is loaded."""
    return {name for name in HEAVY if name in modules or any(module.startswith(name + ".") for module in modules)}


def over_budget(path: str, modules: set[str]) -> set[str]:
    """The heavy modules loaded on `path` that ALLOWED does not let it load."""
    return loaded_heavy(modules) - ALLOWED[path]

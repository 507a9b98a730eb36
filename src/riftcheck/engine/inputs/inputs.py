"""The inputs a run names: files, every non-hidden file under a named folder, standard input;
read into decklists, or into the sentence saying why one cannot be read.

Nothing here judges a deck or knows a game; a game's checker takes what these give. A folder walk never
opens what is not a regular file, and a fault in one reader costs only that input.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator

from riftcheck.engine.inputs.refusals import DecklistError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path
    from typing import TypeVar

    T = TypeVar("T")


def expand_paths(paths: Iterable[str]) -> Iterator[str]:
    """Files named directly, and every non-hidden file under a named folder, in sorted order."""
    for path in paths:
        if path != "-" and os.path.isdir(path):
            from pathlib import Path  # a folder's walk only: a file named alone needs no pathlib

            yield from _walk(Path(path))
        else:
            yield path


def _walk(folder: Path) -> Iterator[str]:
    """The folder's files, then each subfolder's, by name; hidden ones left out. A named pipe,
    socket or device comes as a NotRegularFile, which is never opened: reading a pipe nobody
    writes to would wait for ever."""
    from riftcheck.engine.inputs.input_files import NotRegularFile

    # Spelled as pathlib spells the folder; joined by concatenation, five times cheaper
    # than os.path.join for each of thousands of files.
    prefix = os.path.join(str(folder), "")
    listed = _listed(folder)
    if listed is None:
        return  # a folder that cannot be listed holds no decklist riftcheck can name
    files, irregular, folders = listed
    for name in files:
        # a dangling link gets the verdict of a missing file
        yield NotRegularFile(prefix + name) if name in irregular else prefix + name
    for name in folders:
        yield from _walk(folder / name)


def _listed(folder: Path) -> tuple[list[str], set[str], list[str]] | None:
    """The names of the folder's files, those of them that are neither regular files nor
    dangling links, and its subfolders' names, each sorted and hidden ones left out; None when
    it cannot be listed. Names, not os.DirEntry objects: a folder of 50,000 decks held as
    entries took 15 MiB at once, much of a batch's peak memory."""
    files: list[str] = []
    irregular: set[str] = set()
    folders: list[str] = []
    try:
        listing = os.scandir(folder)
    except OSError:
        return None
    with listing:
        while True:
            try:
                entry = next(listing)
            except StopIteration:
                break
            except OSError:
                return None
            name = entry.name
            if name.startswith("."):
                continue
            if entry.is_dir(follow_symlinks=False):
                folders.append(name)
                continue
            files.append(name)
            if not (entry.is_file() or _dangling_link(entry)):
                irregular.add(name)
    files.sort()
    folders.sort()
    return files, irregular, folders


def _dangling_link(entry: os.DirEntry) -> bool:
    return entry.is_symlink() and not os.path.exists(entry.path)


def or_why_not(path: str, lang: str, read: Callable[..., T], *args: object) -> T | str:
    """`read(*args)` for the input at `path`, or the sentence, in `lang`, saying why it failed."""
    try:
        return read(*args)
    except DecklistError as error:
        return error.in_language(lang)
    except Exception as error:  # a defect in one reader must not cost the other inputs their verdicts
        return internal_error(path, error, lang)


def internal_error(source: str, error: Exception, lang: str = "en") -> str:
    """The sentence, in `lang`, for an input riftcheck itself failed on."""
    from riftcheck.engine.inputs.refusals import render

    return render("internal-error", {"source": source, "error_type": type(error).__name__, "error": error}, lang)

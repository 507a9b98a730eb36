"""The inputs a run names: files, every non-hidden file under a named folder, standard input;
read into decklists, or into the sentence saying why one cannot be read.

Nothing here judges a deck or knows a game; a game's checker takes what these give. A folder walk never
opens what is not a regular file, and a fault in one reader costs only that input.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator

from riftcheck.engine.inputs.input_files import NotRegularFile
from riftcheck.engine.inputs.refusals import DecklistError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import TypeVar

    T = TypeVar("T")


def expand_paths(paths: Iterable[str]) -> Iterator[str]:
    """Files named directly, and every non-hidden file under a named folder, in sorted order."""
    inputs = InputList()
    for path in paths:
        inputs.add(path)
    return iter(inputs)


_PATHS_AT_ONCE = 256  # paths a folder's iteration makes at a time: never the whole folder's at once


class InputList:
    """The inputs a run names, in order (expand_paths), held compactly: a folder's file names
    as one string and their offsets, not a string a path. A folder of 50,000 decks held as paths
    took about 100 bytes a deck for the whole run, in every process; this way about 15.

    Its length is known before any input is read; `paths(start, stop)` gives those inputs as
    paths (a chunk of a batch)."""

    __slots__ = ("_groups", "_firsts", "_length")

    def __init__(self) -> None:
        self._groups: list[str | _Folder] = []  # a path named alone, or a folder's files
        self._firsts: list[int] = []  # the index of each group's first input
        self._length = 0

    def add(self, path: str) -> int:
        """Add `path`: the path itself, or when it names a folder, the folder's files and its
        subfolders', each folder's by name, hidden ones left out. How many inputs it added."""
        before = self._length
        if path != "-" and os.path.isdir(path):
            self._walk(_spelled(path))
        else:
            self._append(path, 1)
        return self._length - before

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[str]:
        for group in self._groups:
            if type(group) is str:
                yield group
                continue
            size = len(group.starts) - 1
            for start in range(0, size, _PATHS_AT_ONCE):
                yield from group.paths(start, min(start + _PATHS_AT_ONCE, size))

    def paths(self, start: int, stop: int) -> list[str]:
        """The inputs from index `start` to `stop` (not included)."""
        from bisect import bisect_right

        found: list[str] = []
        group_index = bisect_right(self._firsts, start) - 1
        while start < stop and group_index < len(self._groups):
            group, first = self._groups[group_index], self._firsts[group_index]
            if type(group) is str:
                found.append(group)
            else:
                found += group.paths(start - first, min(stop, first + len(group.starts) - 1) - first)
            group_index += 1
            start = self._firsts[group_index] if group_index < len(self._firsts) else stop
        return found

    def _append(self, group: str | _Folder, size: int) -> None:
        self._groups.append(group)
        self._firsts.append(self._length)
        self._length += size

    def _walk(self, folder: str) -> None:
        """The folder's files, then each subfolder's, by name. A named pipe, socket or device
        comes as a NotRegularFile, which is never opened: reading a pipe nobody writes to would
        wait for ever."""
        listed = _listed(folder)
        if listed is None:
            return  # a folder that cannot be listed holds no decklist riftcheck can name
        files, irregular, folders = listed
        prefix = os.path.join(folder, "")
        if files:
            self._append(_Folder(prefix, files, irregular), len(files))
        for name in folders:
            self._walk(prefix + name)


class _Folder:
    """The files of one folder, by name: the names joined by NUL, which no file name holds,
    and where each starts (with the end of the last after them)."""

    __slots__ = ("prefix", "names", "starts", "irregular")

    def __init__(self, prefix: str, names: list[str], irregular: set[str]) -> None:
        from array import array
        from itertools import accumulate

        self.prefix = prefix
        self.names = "\0".join(names) + "\0"
        self.starts = array("Q", accumulate((len(name) + 1 for name in names), initial=0))
        self.irregular = frozenset(irregular)

    def paths(self, start: int, stop: int) -> list[str]:
        prefix, names, starts, irregular = self.prefix, self.names, self.starts, self.irregular
        found = [prefix + names[starts[index]:starts[index + 1] - 1] for index in range(start, stop)]
        if irregular:
            # a dangling link gets the verdict of a missing file
            found = [NotRegularFile(path) if path[len(prefix):] in irregular else path for path in found]
        return found


def _spelled(folder: str) -> str:
    """`folder` as pathlib spells it (``decks/`` and ``./decks`` as ``decks``), which reports
    show before each file's name; without importing pathlib on POSIX, where the rule is plain:
    empty and ``.`` parts dropped, one or two leading slashes kept (three or more are one)."""
    if os.sep != "/":
        from pathlib import Path

        return str(Path(folder))
    root = "//" if folder[:2] == "//" and folder[2:3] != "/" else "/" if folder[:1] == "/" else ""
    return root + "/".join(part for part in folder.split("/") if part and part != ".") or "."


def _listed(folder: str) -> tuple[list[str], set[str], list[str]] | None:
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
            if not (_regular(entry) or _dangling_link(entry)):
                irregular.add(name)
    files.sort()
    folders.sort()
    return files, irregular, folders


def _regular(entry: os.DirEntry) -> bool:
    try:
        return entry.is_file()
    except OSError:  # a link that leads back to itself: read_input says so
        return False


def _dangling_link(entry: os.DirEntry) -> bool:
    """A link to nothing, or one that cannot be followed: read as a path, it says which."""
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

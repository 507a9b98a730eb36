"""Load data built from YAML files through a cache file keyed on the files' sizes and times.

Parsing YAML costs far more than a command may spend starting, so the first run builds the
value from the files and writes it under riftcheck.engine.paths.cache_folder() (with marshal
when it is made of plain values, else with pickle); later runs whose files and tool version are
unchanged read it back. A value is also kept in memory for the process
(`clear_cache` empties that).

The key is what `os.stat` says of each file (its path, size, modification and change times),
not its bytes (the change time also moves when a file is replaced by one keeping an older
modification time): reading and hashing every card file on every start cost more than the rest of a
look-up. Any file a value is built from enters the key, so a user's data files and format
overlays are noticed as the shipped ones are. A file changed within RECENT_SECONDS of the
key being taken may not show it in its time yet (file systems stamp times coarsely), so its
content enters the key too, as git treats a racily clean file. The whole key is kept in the
file and compared on reading, so two keys that share a file name never mix.
"""

from __future__ import annotations

import marshal
import os
import time
import zlib
from collections.abc import Callable, Sequence

from riftcheck.engine.version import __version__
from riftcheck.engine.paths import cache_folder

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which a look-up never needs
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any, TypeVar

    T = TypeVar("T")

RECENT_SECONDS = 2.0

_IN_MEMORY: dict[str, Any] = {}


def clear_cache() -> None:
    """Forget the values kept in memory; the next use reads them from the files (riftcheck.engine.caches)."""
    _IN_MEMORY.clear()


def read_yaml(path: Path) -> Any:
    """One YAML document through the safe loader (the C one when PyYAML has it)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, encoding="utf-8") as handle:
        return yaml.load(handle.read(), Loader=loader)


def cache_key(files: Sequence[Path], layout: str) -> str:
    """The tool version, the cached value's layout and each file's path, size and times (and
    content, for a file changed in the last RECENT_SECONDS); a missing file is keyed as such."""
    parts = [f"{__version__}:{layout}"]
    recent = time.time() - RECENT_SECONDS
    for path in files:
        try:
            stat = os.stat(path)
        except OSError:
            parts.append(f"{os.path.abspath(path)}:missing")
            continue
        part = f"{os.path.abspath(path)}:{stat.st_size}:{stat.st_mtime_ns}:{stat.st_ctime_ns}"
        if max(stat.st_mtime_ns, stat.st_ctime_ns) >= recent * 1e9:
            with open(path, "rb") as handle:
                part += f":{zlib.crc32(handle.read()):08x}"
        parts.append(part)
    return "\n".join(parts)


def content_digest(files: Sequence[Path], salt: str) -> str:
    """A short digest of `salt`, the tool version and every file's name and bytes: the same
    data gives the same digest on every machine (a data version a person can quote)."""
    import hashlib

    digest = hashlib.sha256(f"{__version__}:{salt}".encode())
    for path in files:
        digest.update(os.path.basename(path).encode())
        with open(path, "rb") as handle:
            digest.update(handle.read())
    return digest.hexdigest()[:20]


def cached(name: str, files: Sequence[Path], build: Callable[[Sequence[Path]], T], layout: str = "1") -> T:
    """`build(files)`, from the cache when one matches the files as they are now (cache_key).

    `name` names the cache file; change `layout` whenever the shape of the built value changes,
    so that an old file is never read as the new shape.
    """
    key = f"{name}\n{cache_key(files, layout)}"
    if key in _IN_MEMORY:
        return _IN_MEMORY[key]
    path = _cache_path(name, key, "cache")
    try:
        with open(path, "rb") as handle:
            kept_key, value = _decoded(handle.read())
        if kept_key != key:
            raise KeyError(path)
    except Exception:  # noqa: BLE001 - whatever is wrong with a cache file, the files build the value again
        value = build(files)
        try:
            _write(path, _encoded((key, value)))
        except OSError:
            pass  # a read-only home still gets a working, if slower, tool
    _IN_MEMORY[key] = value
    return value


# A cache file starts with the form of what follows: marshal for a value of plain values (dicts,
# lists, strings, numbers), which reads fastest and needs no import; pickle for any other.
_MARSHAL, _PICKLE = b"M", b"P"


def _encoded(value: Any) -> bytes:
    try:
        return _MARSHAL + marshal.dumps(value)
    except ValueError:  # an object marshal does not write exactly (a date, a class's instance)
        import pickle

        return _PICKLE + pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)


def _decoded(data: bytes) -> Any:
    if data[:1] == _MARSHAL:
        return marshal.loads(memoryview(data)[1:])
    if data[:1] != _PICKLE:
        raise ValueError("not a cache file")
    return _unpickled(memoryview(data)[1:])


def cached_file(name: str, files: Sequence[Path], build: Callable[[], bytes], read: Callable[[bytes], T],
                layout: str = "1", mapped: bool = False) -> T:
    """`read(build())`, the bytes `build` gives kept in a cache file keyed as `cached` keys its
    files, so that a later run reads the file as it is and takes from it only what it uses.

    `read` must raise ValueError, TypeError or EOFError for bytes it cannot read; the file is then
    built again. With `mapped`, `read` is given a memoryview of the file mapped into memory
    (_mapped), so that only the pages it reads are read from disk.
    """
    key = f"{name}\n{cache_key(files, layout)}"
    if key in _IN_MEMORY:
        return _IN_MEMORY[key]
    path = _cache_path(name, key, "index")
    kept_key = key.encode("utf-8", "surrogateescape") + b"\0"
    try:
        data = _mapped(path) if mapped else _whole(path)
        if data[:len(kept_key)] != kept_key:
            raise KeyError(path)
        value = read(memoryview(data)[len(kept_key):] if mapped else data[len(kept_key):])
    except (OSError, KeyError, ValueError, TypeError, EOFError):
        body = build()
        value = read(body)
        try:
            _write(path, kept_key + body)
        except OSError:
            pass  # a read-only home still gets a working, if slower, tool
    _IN_MEMORY[key] = value
    return value


def _whole(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def _mapped(path: str):
    """The file mapped read-only: a table of megabytes of which a check reads a few records
    costs no read nor copy of the rest."""
    import mmap

    with open(path, "rb") as handle:
        return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)


def _cache_path(name: str, key: str, suffix: str) -> str:
    return os.path.join(cache_folder(), f"{name}-{zlib.crc32(key.encode('utf-8', 'surrogateescape')):08x}.{suffix}")


def _unpickled(data: memoryview) -> Any:
    """The pickle's value, built with the garbage collector paused: unpickling a large value
    makes thousands of objects, none of them garbage, and the collector otherwise walked them
    again and again as they came (measured: about 2% of loading it).

    Read with the C unpickler alone where the interpreter has it: importing the pickle module
    around it (struct, its Python pickler) cost a check a millisecond for nothing."""
    import gc

    try:
        from _pickle import loads
    except ImportError:  # an interpreter without CPython's accelerator
        from pickle import loads

    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return loads(data)
    finally:
        if was_enabled:
            gc.enable()


def _write(path: str, data: bytes) -> None:
    """Write atomically so that two processes starting together never read half a file."""
    import contextlib
    import tempfile

    folder, file_name = os.path.split(path)
    os.makedirs(folder, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{file_name}-")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.remove(temporary)
        raise

"""Load data built from YAML files through a pickle cache keyed on the files' sizes and times.

Parsing YAML costs far more than a command may spend starting, so the first run builds the
value from the files and pickles it under riftcheck.engine.paths.cache_dir(); later runs whose files
and tool version are unchanged unpickle it. A value is also kept in memory for the process
(`clear_cache` empties that).

The key is what `os.stat` says of each file (its path, size, modification and change times),
not its bytes (the change time also moves when a file is replaced by one keeping an older
modification time): reading and hashing every card file on every start cost more than the rest of a
look-up. Any file a value is built from enters the key, so a user's data files and format
overlays are noticed as the shipped ones are. A file changed within RECENT_SECONDS of the
key being taken may not show it in its time yet (file systems stamp times coarsely), so its
content enters the key too, as git treats a racily clean file. The whole key is kept in the
pickle and compared on reading, so two keys that share a file name never mix.
"""

from __future__ import annotations

import gc
import os
import pickle
import time
import zlib
from pathlib import Path
from collections.abc import Callable, Sequence

from riftcheck.engine.version import __version__
from riftcheck.engine.paths import cache_dir

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which a look-up never needs
if TYPE_CHECKING:
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
    return yaml.load(path.read_text(encoding="utf-8"), Loader=loader)


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
            part += f":{zlib.crc32(Path(path).read_bytes()):08x}"
        parts.append(part)
    return "\n".join(parts)


def content_digest(files: Sequence[Path], salt: str) -> str:
    """A short digest of `salt`, the tool version and every file's name and bytes: the same
    data gives the same digest on every machine (a data version a person can quote)."""
    import hashlib

    digest = hashlib.sha256(f"{__version__}:{salt}".encode())
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def cached(name: str, files: Sequence[Path], build: Callable[[Sequence[Path]], T], layout: str = "1") -> T:
    """`build(files)`, from the cache when one matches the files as they are now (cache_key).

    `name` names the cache file; change `layout` whenever the shape of the built value changes,
    so that an old pickle is never read as the new shape.
    """
    key = f"{name}\n{cache_key(files, layout)}"
    if key in _IN_MEMORY:
        return _IN_MEMORY[key]
    path = cache_dir() / f"{name}-{zlib.crc32(key.encode('utf-8', 'surrogateescape')):08x}.pickle"
    try:
        with path.open("rb") as handle:
            kept_key, value = _unpickled(handle)
        if kept_key != key:
            raise KeyError(path)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, KeyError, ValueError, TypeError):
        value = build(files)
        try:
            _write(path, (key, value))
        except OSError:
            pass  # a read-only home still gets a working, if slower, tool
    _IN_MEMORY[key] = value
    return value


def _unpickled(handle) -> Any:
    """The pickle's value, built with the garbage collector paused: unpickling the card database
    makes thousands of objects, none of them garbage, and the collector otherwise walked them
    again and again as they came (measured: about 2% of loading it)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return pickle.load(handle)
    finally:
        if was_enabled:
            gc.enable()


def _write(path: Path, value: Any) -> None:
    """Write atomically so that two processes starting together never read half a file."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}-")
    try:
        with os.fdopen(handle, "wb") as out:
            pickle.dump(value, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise

"""Load data built from YAML files through a pickle cache keyed on the files' content.

Parsing YAML costs far more than a command may spend starting, so the first run builds the
value from the files and pickles it under riftcheck.paths.cache_dir(); later runs whose files
and tool version are unchanged unpickle it. A value is also kept in memory for the process.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from pathlib import Path
from typing import Any, Callable, Sequence, TypeVar

from riftcheck.version import __version__
from riftcheck.paths import cache_dir

T = TypeVar("T")

_IN_MEMORY: dict[Path, Any] = {}


def clear_cache() -> None:
    """Forget the values kept in memory; the next use reads them from the files (riftcheck.caches)."""
    _IN_MEMORY.clear()


def read_yaml(path: Path) -> Any:
    """One YAML document through the safe loader (the C one when PyYAML has it)."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(path.read_text(encoding="utf-8"), Loader=loader)


def fingerprint(files: Sequence[Path], layout: str) -> str:
    """A short digest of the tool version, the cached value's layout and every file's name and bytes."""
    digest = hashlib.sha256(f"{__version__}:{layout}".encode())
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:20]


def cached(name: str, files: Sequence[Path], build: Callable[[Sequence[Path]], T], layout: str = "1") -> T:
    """`build(files)`, from the cache when one matches the files' content.

    `name` names the cache file; change `layout` whenever the shape of the built value changes,
    so that an old pickle is never read as the new shape.
    """
    path = cache_dir() / f"{name}-{fingerprint(files, layout)}.pickle"
    if path in _IN_MEMORY:
        return _IN_MEMORY[path]
    try:
        with path.open("rb") as handle:
            value = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        value = build(files)
        try:
            _write(path, value)
        except OSError:
            pass  # a read-only home still gets a working, if slower, tool
    _IN_MEMORY[path] = value
    return value


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

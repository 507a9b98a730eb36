"""Where riftcheck finds its data and keeps its caches.

The data folders are given as a pathlib.Path (data_dir, user_data_dir) and, for the modules
on a look-up's or a check's path, as a plain string (data_folder, user_data_folder); the cache
folder as a string alone (cache_folder): importing pathlib costs a look-up a tenth of its time,
so this module imports it only when a Path is asked for.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path

_PACKAGE = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))  # src/riftcheck, above engine/


def data_folder() -> str:
    """The shipped data folder, inside the package (src/riftcheck/data in a checkout)."""
    return os.path.join(_PACKAGE, "data")


def data_dir() -> Path:
    """data_folder() as a Path."""
    from pathlib import Path

    return Path(data_folder())


# What platformdirs' answer depends on, per platform: the remembered answer is reused only while
# these are unchanged.
_DECIDING = ("HOME", "XDG_DATA_HOME", "APPDATA", "LOCALAPPDATA", "USERPROFILE")
_ANSWERED: dict[str, str] = {}  # this process's answers, by what they depend on: a check asks ten times


def user_data_dir() -> Path:
    """user_data_folder() as a Path."""
    from pathlib import Path

    return Path(user_data_folder())


def user_data_folder() -> str:
    """The user's own data folder, which overlays the shipped data; RIFTCHECK_DATA overrides it.

    `riftcheck import` writes here, so that an installed riftcheck (pipx, a system package)
    can take in a new set without writing into its package, and an upgrade keeps it. The
    folder is platformdirs' user data folder. Importing platformdirs (with the tempfile and
    shutil modules it needs) took 15-25 ms of every start, so its answer is remembered in the
    cache folder beside what it depends on, and asked again only when that changes.
    """
    override = os.environ.get("RIFTCHECK_DATA")
    if override:
        return override
    key = "\0".join([sys.platform, str(getattr(os, "getuid", lambda: "")()), *(os.environ.get(name, "") for name in _DECIDING)])
    if key not in _ANSWERED:
        _ANSWERED[key] = _remembered_or_asked(key)
    return _ANSWERED[key]


def _remembered_or_asked(key: str) -> str:
    """platformdirs' user data folder, as remembered in the cache folder under `key`, else asked."""
    memo = os.path.join(cache_folder(), "user-data-dir")
    try:
        with open(memo, encoding="utf-8") as handle:
            remembered, folder = handle.read().split("\0\n", 1)
        if remembered == key:
            return folder
    except (OSError, ValueError, UnicodeDecodeError):
        pass
    import platformdirs

    folder = platformdirs.user_data_dir("riftcheck", appauthor=False)
    written = os.path.join(cache_folder(), f".user-data-dir-{os.getpid()}")
    try:
        os.makedirs(cache_folder(), exist_ok=True)
        with open(written, "w", encoding="utf-8") as handle:
            handle.write(f"{key}\0\n{folder}")
        os.replace(written, memo)  # never half a file: another start may be reading it
    except OSError:
        pass  # a read-only home asks platformdirs every time
    return folder


def formats_update_files() -> list[str]:
    """The user's formats update files (the user data folder's formats/*.yaml), by name; kept
    here, apart from the format data's reader, so that the card cache can key on them cheaply."""
    return yaml_files(os.path.join(user_data_folder(), "formats"))


def yaml_files(folder: str) -> list[str]:
    """The folder's *.yaml files, hidden ones left out, by name (none when there is no folder)."""
    try:
        with os.scandir(folder) as listing:
            found = [entry.path for entry in listing
                     if os.path.normcase(entry.name).endswith(".yaml") and not entry.name.startswith(".") and entry.is_file()]
    except OSError:
        return []
    return sorted(found, key=os.path.normcase)


def cache_folder() -> str:
    """Per-user cache folder; RIFTCHECK_CACHE_DIR overrides it (tests use a temporary one)."""
    override = os.environ.get("RIFTCHECK_CACHE_DIR")
    if override:
        return override
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "riftcheck")

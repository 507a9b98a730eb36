"""Where riftcheck finds its data and keeps its caches."""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir() -> Path:
    """The shipped data folder: inside the installed package, or data/ in a source checkout."""
    installed = _PACKAGE / "data"
    if (installed / "cards").is_dir():
        return installed
    return _PACKAGE.parent / "data"


def user_data_dir() -> Path:
    """The user's own data folder, which overlays the shipped data; RIFTCHECK_DATA overrides it.

    `riftcheck import` writes here, so that an installed riftcheck (pipx, a system package)
    can take in a new set without writing into its package, and an upgrade keeps it.
    """
    override = os.environ.get("RIFTCHECK_DATA")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("riftcheck", appauthor=False))


def cache_dir() -> Path:
    """Per-user cache folder; RIFTCHECK_CACHE_DIR overrides it (tests use a temporary one)."""
    override = os.environ.get("RIFTCHECK_CACHE_DIR")
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "riftcheck"

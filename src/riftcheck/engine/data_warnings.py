"""Warnings about the user's own data files (a card file or formats update left out), each said
once per process on stderr."""

from __future__ import annotations

_WARNED: set[str] = set()


def warn_once(reason: str) -> None:
    """Say on stderr, once per process, why a file of the user's was left out."""
    import sys

    from riftcheck.engine.inputs.refusals import visible

    if reason not in _WARNED:
        _WARNED.add(reason)
        print(f"riftcheck: warning: {visible(reason)}", file=sys.stderr)


def clear_cache() -> None:
    """Warn again about user data problems already warned about (riftcheck.engine.caches)."""
    _WARNED.clear()

"""riftcheck: Riftbound deck legality checker, card database and Thai/English glossary."""

from riftcheck.version import __version__

_API = ("check_text", "check_team", "check_results", "summarize_text")


def __getattr__(name: str):
    """riftcheck.check_text and its siblings, imported on first use: `riftcheck --version` and
    `lookup` never load the checker."""
    if name in _API:
        from riftcheck import api

        return getattr(api, name)
    raise AttributeError(f"module 'riftcheck' has no attribute {name!r}")

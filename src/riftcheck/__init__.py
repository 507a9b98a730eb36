"""riftcheck: Riftbound deck legality checker, card database and Thai/English glossary.

The public Python API (riftcheck.api): check_text, check_results, check_team, summarize_text,
read_decks, forget, and CheckDocument, the type of the documents check_text and check_team
return (riftcheck.report.check_output).
"""

from riftcheck.engine.version import __version__

__all__ = ["__version__", "check_text", "check_results", "check_team", "summarize_text", "read_decks", "forget",
           "CheckDocument"]
_API = frozenset(__all__) - {"__version__"}


def __getattr__(name: str):
    """riftcheck.check_text and its siblings, imported on first use: `riftcheck --version` and
    `lookup` never load the checker."""
    if name in _API:
        from riftcheck import api

        return getattr(api, name)
    raise AttributeError(f"module 'riftcheck' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})

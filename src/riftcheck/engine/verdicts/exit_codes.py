"""The exit codes of `riftcheck check`: 0 legal, 1 illegal, unconfirmed or unreadable, 2 bad input or usage."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from riftcheck.engine.verdicts.result import Totals

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_USAGE = 0, 1, 2


def exit_code(totals: Totals, strict: bool) -> int:
    """0 all legal; 1 any illegal, unconfirmed or unreadable deck (or warnings with --strict);
    2 when nothing at all could be read as a decklist."""
    if totals.decks and totals.unreadable == totals.decks:
        return EXIT_USAGE
    if totals.illegal or totals.unconfirmed or totals.unreadable or (strict and totals.warnings):
        return EXIT_ILLEGAL
    return EXIT_LEGAL

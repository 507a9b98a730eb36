"""The day riftcheck judges by when no date is given: the machine's date, or RIFTCHECK_TODAY.

RIFTCHECK_TODAY=YYYY-MM-DD stands in for the machine's date wherever riftcheck would use
today's: to replay a run as it went on an earlier day, and in the test suite, which fixes the
day so that no verdict depends on when the tests run. This is the one place riftcheck reads
the calendar.
"""

from __future__ import annotations

import datetime
import os

VARIABLE = "RIFTCHECK_TODAY"


def today() -> datetime.date:
    """The machine's date, unless RIFTCHECK_TODAY gives another; ValueError when it is no date."""
    given = os.environ.get(VARIABLE, "").strip()
    if not given:
        return datetime.date.today()
    try:
        return datetime.date.fromisoformat(given)
    except ValueError:
        raise ValueError(f"cannot read {VARIABLE}={given!r}; write it as YYYY-MM-DD, e.g. 2026-07-24") from None


def parse_date(text: str) -> datetime.date:
    """An --as-of value (or an API's as_of): YYYY-MM-DD; ValueError saying how to write it."""
    try:
        return datetime.date.fromisoformat(text.strip())
    except ValueError:
        from riftcheck.engine.usage import UsageError

        raise UsageError("bad-date", given=repr(text)) from None

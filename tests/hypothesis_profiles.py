"""The Hypothesis profiles of the whole suite, chosen with HYPOTHESIS_PROFILE. tests/conftest.py
loads one before any test module is imported, so every run and every subset of the suite (one
folder, one file, mutation testing's selection) draws its inputs the same way.

- ci (the default): Hypothesis's usual 100 examples per property, derandomised: each test's
  inputs come from a seed derived from the test itself, so every run on every machine tries the
  same inputs and a failure comes back on the next run as it was seen.
- dev: ten times the examples with fresh random inputs each run, for local exploration.
- fuzz: a long run (20,000 examples per property) to leave going for a while.

With a failure, every profile prints the @reproduce_failure(...) decorator that replays it. The
random profiles also keep each failing example in .hypothesis/examples at the top of the
checkout (ignored by git) and try it first on the next run.
"""

from __future__ import annotations

import os
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis.database import DirectoryBasedExampleDatabase

EXAMPLES = Path(__file__).resolve().parents[1] / ".hypothesis" / "examples"
_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture]
_COMMON = {"deadline": None, "print_blob": True, "suppress_health_check": _QUIET}


def load() -> str:
    """Register the profiles and load the one HYPOTHESIS_PROFILE names (ci by default)."""
    settings.register_profile("ci", max_examples=100, derandomize=True, **_COMMON)
    random_inputs = {"database": DirectoryBasedExampleDatabase(EXAMPLES), **_COMMON}
    settings.register_profile("dev", max_examples=1_000, **random_inputs)
    settings.register_profile("fuzz", max_examples=20_000, **random_inputs)
    name = os.environ.get("HYPOTHESIS_PROFILE", "ci")
    settings.load_profile(name)
    return name

"""Hypothesis profiles for the hardening suite, chosen with HYPOTHESIS_PROFILE.

- ci (the default): Hypothesis's usual 100 examples with a fixed seed, so that every CI run
  tries the same inputs; the whole hardening suite stays well under two minutes.
- dev: ten times the examples with fresh random inputs each run, for local exploration.
- fuzz: a long run (tens of thousands of examples per property) to leave going for a while.

The profile is loaded for the whole test run, so Hypothesis tests elsewhere that name no
settings of their own run under it too.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture]

settings.register_profile("ci", max_examples=100, deadline=None, derandomize=True, suppress_health_check=_QUIET)
settings.register_profile("dev", max_examples=1_000, deadline=None, suppress_health_check=_QUIET)
settings.register_profile("fuzz", max_examples=20_000, deadline=None, suppress_health_check=_QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

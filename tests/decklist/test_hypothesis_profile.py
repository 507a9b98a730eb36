"""The property tests of this folder draw the same inputs on every run, also when it runs alone."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from hypothesis import settings
from support import REPO


def test_property_tests_here_run_derandomised_and_print_how_to_replay_a_failure():
    if os.environ.get("HYPOTHESIS_PROFILE", "ci") != "ci":
        pytest.skip("HYPOTHESIS_PROFILE asks for random inputs")
    assert (settings.default.derandomize, settings.default.print_blob) == (True, True)
    # A test's own settings, made as a module makes them, keep the profile's seed.
    assert settings(max_examples=5).derandomize is True


def test_a_run_of_this_folder_alone_loads_the_profile():
    """The profile must not depend on another folder's conftest being collected."""
    node = "tests/decklist/test_hypothesis_profile.py::test_property_tests_here_run_derandomised_and_print_how_to_replay_a_failure"
    result = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", node],
                            capture_output=True, text=True, encoding="utf-8", cwd=REPO, timeout=300,
                            env={key: value for key, value in os.environ.items() if key != "HYPOTHESIS_PROFILE"})
    assert result.returncode == 0, result.stdout[-3000:]

"""Every rule against its data-driven cases in cases/<CODE>.yaml (see rule_testing.py)."""

from __future__ import annotations

import pytest

from rule_testing import load_cases, mismatch, run_case

CASES = load_cases()


@pytest.mark.parametrize("code,case", CASES, ids=[f"{code}: {case['name']}" for code, case in CASES])
def test_rule_case(code, case, resolver):
    found = run_case(code, case, resolver)
    shown = [f.render().to_dict() for f in found]
    assert len(found) == len(case["expect"]), shown
    for finding, expected in zip(found, case["expect"]):
        problem = mismatch(finding, expected)
        assert problem is None, f"{problem}\nall findings: {shown}"

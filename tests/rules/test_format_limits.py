"""Limits the rules take from the format's data rather than from code."""

from __future__ import annotations

import dataclasses
import datetime

from rule_testing import build_deck

from riftcheck import formats
from riftcheck.rules import copies


def test_the_copy_limit_is_the_format_s(resolver):
    deck = build_deck(resolver, {"legend": ["1 Viktor, Herald of the Arcane"], "main": ["3 Stupefy"]})
    context = formats.context("constructed", datetime.date(2026, 8, 1))
    assert context.copy_limit == 3
    assert list(copies.check(deck, context)) == []
    lowered = dataclasses.replace(context, copy_limit=2)
    assert not copies.passes(deck, lowered)
    (finding,) = copies.check(deck, lowered)
    assert (finding.card, finding.params["limit"]) == ("Stupefy", 2)

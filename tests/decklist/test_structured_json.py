"""JSON nesting: brackets inside strings never count, and the limit holds for any text."""

from __future__ import annotations

import json

import pytest

from riftcheck.games.riftbound.decklist.structured import json_nesting, load_json
from riftcheck.engine.inputs.limits import MAX_NESTING
from riftcheck.engine.inputs.refusals import DecklistError


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ('{"a": "[[[["}', 1),
        ('{"a": "\\"[[[["}', 1),
        ('{"a": "\\\\", "b": [[1]]}', 3),
        ('["[", ["]"], "{"]', 2),
        ('{"ก": ["ข", {"ค": null}]}', 3),
        ('"never closed [[[', 0),
        ('[[["a\\"]]]', 3),
        ("[]" * 50, 1),
        ("", 0),
    ],
)
def test_nesting_counts_only_brackets_outside_strings(text, depth):
    assert json_nesting(text) == depth


def test_a_long_deck_has_far_more_brackets_than_the_limit_and_loads():
    deck = {"format": "riftcheck-deck", "main": [{"count": 1, "name": f"Card [{n}]", "code": None} for n in range(200)]}
    assert load_json(json.dumps(deck, ensure_ascii=False), "deck.json") == deck


@pytest.mark.parametrize("closing", ["]" * (MAX_NESTING + 1), ""], ids=["valid", "unclosed"])
def test_nesting_one_over_the_limit_is_refused_valid_or_not(closing):
    text = "[" * (MAX_NESTING + 1) + closing
    refusal = f"nests JSON {MAX_NESTING + 1} levels deep; the nesting limit is {MAX_NESTING}"
    with pytest.raises(DecklistError, match=refusal):
        load_json(text, "deck.json")


def test_nesting_at_the_limit_loads():
    text = "[" * MAX_NESTING + "]" * MAX_NESTING
    assert json_nesting(text) == MAX_NESTING
    assert load_json(text, "deck.json") == json.loads(text)

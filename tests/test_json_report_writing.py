"""The JSON report writes a deck's fields and its findings itself, without the encoder's set-up
(riftcheck.report.json_report): whatever a value, its text must be what json.dumps writes. The
fields' names and order are held to `deck_json` by the streaming test in test_check_batch."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from riftcheck.report.json_report import _plain

_SCALARS = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=3)
                       | st.dictionaries(st.text(), inner, max_size=3), max_leaves=10)


@given(_VALUES)
def test_a_value_is_written_as_the_encoder_writes_it(value):
    assert _plain(value) == json.dumps(value, ensure_ascii=False)

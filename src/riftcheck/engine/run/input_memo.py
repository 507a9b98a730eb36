"""Verdicts remembered by the bytes of the input they came from.

Players copy the same list, so an event's folder holds the same bytes under several names;
nothing in a verdict depends on the file's name, so an input seen before gets the verdict
again under its own name instead of being checked again. Only decklist-sized inputs with one
deck are remembered, and at most REMEMBERED_INPUTS of them, so that the memo takes a few MiB
at most. An InputMemo belongs to one Checker; `clear` empties it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from riftcheck.engine.verdicts.result import DeckResult

REMEMBERED_INPUTS = 2_000
REMEMBERED_INPUT_BYTES = 4_096


class InputMemo:
    def __init__(self, limit: int = REMEMBERED_INPUTS, largest: int = REMEMBERED_INPUT_BYTES) -> None:
        self.limit, self.largest = limit, largest
        self._verdicts: dict[bytes, DeckResult] = {}

    def __len__(self) -> int:
        return len(self._verdicts)

    def verdict(self, data: bytes) -> DeckResult | None:
        """The verdict remembered for these bytes, if any (under the first input's name)."""
        return self._verdicts.get(data)

    def remember(self, data: bytes, verdicts: list[DeckResult]) -> None:
        """Keep the verdict of a one-deck input, while it is small and the memo has room."""
        if len(verdicts) == 1 and len(data) <= self.largest and len(self._verdicts) < self.limit:
            self._verdicts[data] = verdicts[0]

    def clear(self) -> None:
        """Forget every verdict (a long-lived checker whose card or format data changed)."""
        self._verdicts.clear()

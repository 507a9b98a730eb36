"""Findings written out in a run's language, each distinct finding written once.

The decks of one event repeat the same findings (the same banned card, the same short
sideboard), and writing a message out costs more than finding it: a run keeps the first
RENDERED_LIMIT distinct findings it has written (about 3 MiB) and hands the same written
finding out again. A RenderCache belongs to one Checker; `clear` empties it.
"""

from __future__ import annotations

from collections.abc import Iterable

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from riftcheck.engine.verdicts.findings import Finding, RenderedFinding

RENDERED_LIMIT = 5_000


class RenderCache:
    def __init__(self, lang: str, limit: int = RENDERED_LIMIT) -> None:
        self.lang, self.limit = lang, limit
        self._written: dict[Finding, RenderedFinding] = {}

    def __len__(self) -> int:
        return len(self._written)

    def render(self, findings: Iterable[Finding]) -> list[RenderedFinding]:
        """The findings written out; one met before is not written again."""
        rendered = []
        for finding in findings:
            written = self._written.get(finding)
            if written is None:
                written = finding.render(self.lang)
                if len(self._written) < self.limit:
                    self._written[finding] = written
            rendered.append(written)
        return rendered

    def clear(self) -> None:
        """Forget every written finding (a long-lived checker whose messages changed)."""
        self._written.clear()

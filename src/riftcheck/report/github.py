"""GitHub Actions workflow commands: one annotation per finding, shown on the decklist's line.

A finding riftcheck could not decide is a warning annotation; an unconfirmed deck also gets an
error annotation of its own, as the run fails for it."""

from __future__ import annotations

from riftcheck.engine.verdicts.result import UNCONFIRMED, DeckResult, RunInfo, Totals, unconfirmed_sentence

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import IO

_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(result: DeckResult, finding) -> str:
    properties = [f"file={_escape_property(result.source)}"]
    if finding.line:
        properties.append(f"line={finding.line}")
    title = f"{finding.code} (rule {finding.rule})" if finding.rule else finding.code
    properties.append(f"title={_escape_property(title)}")
    message = finding.message + (f" {finding.hint}" if finding.hint else "")
    return f"::{_LEVEL[finding.severity]} {','.join(properties)}::{_escape_data(message)}"


class GithubReporter:
    def __init__(self, stream: IO[str], lang: str):
        self.stream = stream

    def begin(self, run: RunInfo) -> None:
        pass

    def deck(self, result: DeckResult) -> None:
        if not result.readable:
            self.stream.write(f"::error file={_escape_property(result.source)}::{_escape_data(result.error or '')}\n")
        if result.status == UNCONFIRMED:
            self.stream.write(f"::error file={_escape_property(result.source)},title=unconfirmed::"
                              f"{_escape_data(unconfirmed_sentence(result))}\n")
        for finding in result.findings:
            self.stream.write(annotation(result, finding) + "\n")

    def end(self, totals: Totals) -> None:
        self.stream.write(
            f"{totals.decks} {'deck' if totals.decks == 1 else 'decks'}: {totals.legal} legal, {totals.illegal} illegal, {totals.unconfirmed} unconfirmed, "
            f"{totals.unreadable} unreadable\n"
        )

"""Reporters: one module per output format behind one small interface.

A reporter is told about the run, then about each deck as soon as it is checked, then the
totals; it renders what it is given and computes nothing. JSON, SARIF, JUnit (through a spool
that goes to a temporary file past a few MiB) and GitHub annotations write each deck as it
comes, so their memory does not grow with the deck count: measured peak of the largest process
for 10,000 decks 35-39 MiB, against 27-29 MiB for 1,000. The text report keeps one summary row
per deck for the table it sorts at the end: 141 MiB for 10,000 decks, 42 MiB for 1,000
(python benchmarks/bench_batch.py --outputs text,json,sarif,junit,github).
Beside them: writing for people (terminal, markup), the registration report, the labels every
front end shows, and check_output, the type of the JSON document `check -o json` writes.

May import: riftcheck.games (through the registry: rule metadata, what a game's data knows) and
riftcheck.engine; never the glossary, the API, the command line or the desk.
"""

from __future__ import annotations

import importlib

from riftcheck.engine.verdicts.result import Reporter

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import IO

REPORTERS = {
    "text": "riftcheck.report.text:TextReporter",
    "json": "riftcheck.report.json_report:JsonReporter",
    "sarif": "riftcheck.report.sarif:SarifReporter",
    "junit": "riftcheck.report.junit:JunitReporter",
    "github": "riftcheck.report.github:GithubReporter",
}


def get_reporter(name: str, stream: IO[str], lang: str, quiet: bool = False, report: str | None = None) -> Reporter:
    """The reporter for an output format name; importing only that one keeps start-up small.
    `quiet` asks the text reporter for the verdict line alone, and `report` names the --report file
    it says it wrote; machine formats have no chatter."""
    module_name, class_name = REPORTERS[name].split(":")
    reporter = getattr(importlib.import_module(module_name), class_name)
    return reporter(stream, lang, quiet=quiet, report=report) if name == "text" else reporter(stream, lang)

"""JUnit XML: one test case per deck, failing with its errors, or for an unconfirmed deck with
what riftcheck could not decide (failure type "unconfirmed"); CI systems read it natively.

The layout is the one Jenkins' JUnit schema accepts (the tests check it against that schema):
the deck's file is its test case's `classname`, as a test case has no file attribute there.
The suite's element carries the totals, known only at the end, so test cases are written as
they come into a spool (memory up to SPOOL_BYTES, a temporary file past that) and copied out
after the suite's opening tag: memory does not grow with the number of decks.
"""

from __future__ import annotations

import shutil
import tempfile
from typing import IO

from riftcheck.engine.verdicts.result import UNCONFIRMED, DeckResult, RunInfo, Totals, unconfirmed_sentence

SPOOL_BYTES = 4 << 20


def _finding_line(finding) -> str:
    where = f"line {finding.line}: " if finding.line else ""
    hint = f" {finding.hint}" if finding.hint else ""
    rule = f" (rule {finding.rule})" if finding.rule else ""
    return f"{finding.severity} {finding.code}{rule} {where}{finding.message}{hint}"


class JunitReporter:
    def __init__(self, stream: IO[str], lang: str):
        import xml.etree.ElementTree as ET

        self.ET = ET
        self.stream = stream
        self.name = "riftcheck"
        self.cases = tempfile.SpooledTemporaryFile(SPOOL_BYTES, mode="w+", encoding="utf-8", newline="\n")

    def begin(self, run: RunInfo) -> None:
        self.name = f"riftcheck {run.format} as of {run.as_of}"

    def deck(self, result: DeckResult) -> None:
        case = self.ET.Element("testcase", name=result.label, classname=result.source)
        if not result.readable:
            self.ET.SubElement(case, "error", message=result.error or "", type="input.unreadable")
        else:
            errors = result.by_severity("error")
            if errors:
                failure = self.ET.SubElement(case, "failure", message=errors[0].message, type=errors[0].code)
                failure.text = "\n".join(_finding_line(f) for f in errors)
            elif result.status == UNCONFIRMED:
                failure = self.ET.SubElement(case, "failure", message=unconfirmed_sentence(result), type=UNCONFIRMED)
                failure.text = "\n".join(_finding_line(f) for f in result.undecided())
            others = [f for f in result.findings if f.severity != "error"]
            if others:
                self.ET.SubElement(case, "system-out").text = "\n".join(_finding_line(f) for f in others)
        self.ET.indent(case, space="  ", level=2)
        self.cases.write("    " + self.ET.tostring(case, encoding="unicode").rstrip() + "\n")

    def end(self, totals: Totals) -> None:
        suite = self.ET.Element("testsuite", name=self.name, tests=str(totals.decks), failures=str(totals.illegal + totals.unconfirmed),
                                errors=str(totals.unreadable))
        opening = self.ET.tostring(suite, encoding="unicode").removesuffix(" />")
        self.stream.write(f"<?xml version='1.0' encoding='utf-8'?>\n<testsuites>\n  {opening}>\n")
        self.cases.seek(0)
        shutil.copyfileobj(self.cases, self.stream)
        self.cases.close()
        self.stream.write("  </testsuite>\n</testsuites>\n")

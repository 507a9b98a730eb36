"""JUnit XML: one test case per deck, failing with its errors; CI systems read it natively."""

from __future__ import annotations

from typing import IO

from riftcheck.report.result import DeckResult, RunInfo, Totals


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
        self.suite = ET.Element("testsuite", name="riftcheck")

    def begin(self, run: RunInfo) -> None:
        self.suite.set("name", f"riftcheck {run.format} as of {run.as_of}")

    def deck(self, result: DeckResult) -> None:
        case = self.ET.SubElement(self.suite, "testcase", classname="riftcheck.deck", name=result.label, file=result.source)
        if not result.readable:
            self.ET.SubElement(case, "error", message=result.error or "", type="input.unreadable")
            return
        errors = result.by_severity("error")
        if errors:
            failure = self.ET.SubElement(case, "failure", message=errors[0].message, type=errors[0].code)
            failure.text = "\n".join(_finding_line(f) for f in errors)
        others = [f for f in result.findings if f.severity != "error"]
        if others:
            self.ET.SubElement(case, "system-out").text = "\n".join(_finding_line(f) for f in others)

    def end(self, totals: Totals) -> None:
        for name, value in (("tests", totals.decks), ("failures", totals.illegal), ("errors", totals.unreadable)):
            self.suite.set(name, str(value))
        root = self.ET.Element("testsuites")
        root.append(self.suite)
        self.ET.indent(root)
        self.stream.write(self.ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n")

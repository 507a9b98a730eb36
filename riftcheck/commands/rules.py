"""`riftcheck rules`: list the deck rules, or print one rule's documentation."""

from __future__ import annotations

import json
import sys
from types import ModuleType

from riftcheck import rules
from riftcheck.lang import choose_language

EXIT_OK, EXIT_USAGE = 0, 2
OUTPUTS = ("text", "json", "markdown")
TABLE_START = "<!-- rules table: written by `riftcheck rules -o markdown` -->"
TABLE_END = "<!-- end of rules table -->"


def citation(rule: ModuleType) -> str:
    """"CR 103.1", "TR 601.1.c.1", or "-" for checks of the input itself."""
    return f"{rule.DOCUMENT} {rule.RULE}" if rule.RULE else "-"


def rule_json(rule: ModuleType, lang: str, with_doc: bool) -> dict:
    described = {
        "code": rule.CODE,
        "rule": rule.RULE,
        "document": rule.DOCUMENT,
        "name": rule.NAME,
        "severity": rule.SEVERITY,
        "summary": rules.summary(rule, lang),
    }
    if with_doc:
        described["doc"] = rules.documentation(rule, lang)
    return described


def _list_text(lang: str) -> str:
    rows = [(r.CODE, citation(r), r.NAME, r.SEVERITY, rules.summary(r, lang)) for r in rules.ALL]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    return "\n".join(
        "  ".join(cell.ljust(width) for cell, width in zip(row[:4], widths)) + "  " + row[4] for row in rows
    )


def markdown_table(lang: str = "en") -> str:
    """Every rule as a row of a Markdown table (code, rule number, severity, summary), between
    the markers README.md keeps it in; the tests hold README's copy to this."""
    cell = _markdown_cell
    rows = [f"| {rule.CODE} | {cell(citation(rule))} | {rule.SEVERITY} | {cell(rules.summary(rule, lang))} |"
            for rule in rules.ALL]
    return "\n".join([TABLE_START, "", "| code | rule | severity | what |", "| --- | --- | --- | --- |", *rows, "",
                      TABLE_END])


def _markdown_cell(text: str) -> str:
    return text.replace("|", "\\|")


def _doc_text(rule: ModuleType, lang: str) -> str:
    heading = f"{rule.CODE}  {citation(rule)}  {rule.NAME}  ({rule.SEVERITY})"
    return f"{heading}\n\n{rules.documentation(rule, lang)}"


def _fail(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def run(code: str | None, lang: str | None, output: str) -> int:
    if output not in OUTPUTS:
        return _fail(f"unknown output format {output!r}; use text or json.")
    try:
        lang = choose_language(lang)
    except ValueError as error:
        return _fail(f"{error}.")
    if code is None:
        if output == "markdown":
            print(markdown_table(lang))
        elif output == "json":
            print(json.dumps({"rules": [rule_json(r, lang, False) for r in rules.ALL]}, ensure_ascii=False, indent=2))
        else:
            print(_list_text(lang))
        return EXIT_OK
    try:
        rule = rules.get(code)
    except KeyError:
        return _fail(f"no rule {code!r}; `riftcheck rules` lists every rule code and name.")
    if output == "markdown":
        return _fail("-o markdown writes the table of every rule; leave out the rule code.")
    if output == "json":
        print(json.dumps(rule_json(rule, lang, True), ensure_ascii=False, indent=2))
    else:
        print(_doc_text(rule, lang))
    return EXIT_OK

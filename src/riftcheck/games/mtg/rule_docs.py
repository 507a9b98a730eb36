"""`riftcheck rules --game mtg`: Magic's deck rules listed, or one rule's documentation."""

from __future__ import annotations

import json

from riftcheck.games.mtg import rules

EXIT_OK, EXIT_USAGE = 0, 2
OUTPUTS = ("text", "json", "markdown")


def citation(rule) -> str:
    return f"{rule.DOCUMENT} {rule.RULE}" if rule.RULE else "-"


def rule_json(rule, lang: str, with_doc: bool) -> dict:
    described = {"code": rule.CODE, "rule": rule.RULE, "document": rule.DOCUMENT, "name": rule.NAME,
                 "severity": rule.SEVERITY, "summary": rules.summary(rule, lang)}
    if with_doc:
        described["doc"] = rules.documentation(rule, lang)
    return described


def find(code: str):
    """The rule with this code (MG101) or name (deck.copies); KeyError when none has it."""
    for rule in rules.ALL:
        if code.upper() == rule.CODE or code == rule.NAME:
            return rule
    raise KeyError(code)


def listing_text(lang: str) -> str:
    rows = [(r.CODE, citation(r), r.NAME, r.SEVERITY, rules.summary(r, lang)) for r in rules.ALL]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(row[:4], widths)) + "  " + row[4]
                     for row in rows)


def markdown_table(lang: str = "en") -> str:
    rows = [f"| {r.CODE} | {citation(r)} | {r.SEVERITY} | {rules.summary(r, lang).replace('|', chr(92) + '|')} |"
            for r in rules.ALL]
    return "\n".join(["| code | rule | severity | what |", "| --- | --- | --- | --- |", *rows])


def run(code: str | None, lang: str, output: str) -> int:
    import sys

    if output not in OUTPUTS:
        print(f"riftcheck: unknown output format {output!r}; use text, json or markdown.", file=sys.stderr)
        return EXIT_USAGE
    if code is None:
        if output == "json":
            print(json.dumps({"game": "mtg", "rules": [rule_json(r, lang, False) for r in rules.ALL]},
                             ensure_ascii=False, indent=2))
        else:
            print(markdown_table(lang) if output == "markdown" else listing_text(lang))
        return EXIT_OK
    try:
        rule = find(code)
    except KeyError:
        print(f"riftcheck: no Magic rule {code!r}; `riftcheck rules --game mtg` lists them.", file=sys.stderr)
        return EXIT_USAGE
    if output == "json":
        print(json.dumps(rule_json(rule, lang, True), ensure_ascii=False, indent=2))
    else:
        print(f"{rule.CODE}  {citation(rule)}  {rule.NAME}  ({rule.SEVERITY})\n\n{rules.documentation(rule, lang)}")
    return EXIT_OK

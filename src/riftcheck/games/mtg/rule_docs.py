"""Magic's deck rules documented (`riftcheck rules --game mtg`): listed, or one rule's
documentation."""

from __future__ import annotations

from riftcheck.engine.answers import RuleCatalogue, Shown
from riftcheck.games.mtg import rules


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
    from riftcheck.engine.terms import term
    from riftcheck.engine.wrapping import pad

    rows = [(r.CODE, citation(r), r.NAME, term(f"severity.{r.SEVERITY}", lang), rules.summary(r, lang)) for r in rules.ALL]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    return "\n".join("  ".join(pad(cell, width) for cell, width in zip(row[:4], widths)) + "  " + row[4]
                     for row in rows)


def markdown_table(lang: str = "en") -> str:
    rows = [f"| {r.CODE} | {citation(r)} | {r.SEVERITY} | {rules.summary(r, lang).replace('|', chr(92) + '|')} |"
            for r in rules.ALL]
    return "\n".join(["| code | rule | severity | what |", "| --- | --- | --- | --- |", *rows])


def catalogue(lang: str) -> RuleCatalogue:
    return RuleCatalogue({"game": "mtg", "rules": [rule_json(r, lang, False) for r in rules.ALL]},
                         listing_text(lang), markdown_table(lang))


def rule(code: str, lang: str) -> Shown:
    """One rule's documentation, by code (MG101) or name; ValueError for neither."""
    try:
        found = find(code)
    except KeyError:
        from riftcheck.engine.usage import UsageError

        raise UsageError("no-mtg-rule", given=repr(code)) from None
    from riftcheck.engine.terms import term

    severity = term(f"severity.{found.SEVERITY}", lang)
    text = f"{found.CODE}  {citation(found)}  {found.NAME}  ({severity})\n\n{rules.documentation(found, lang)}"
    return Shown(rule_json(found, lang, True), text)

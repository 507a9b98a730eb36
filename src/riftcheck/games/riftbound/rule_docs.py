"""Riftbound's deck rules documented (`riftcheck rules`): every rule listed, or one rule's
documentation, with rule numbers cited as they were on the day asked about."""

from __future__ import annotations

import datetime
from types import ModuleType

from riftcheck.engine.answers import RuleCatalogue, Shown
from riftcheck.engine.today import today
from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.formats import ban_waves

TABLE_START = "<!-- rules table: written by `riftcheck rules -o markdown` -->"
TABLE_END = "<!-- end of rules table -->"


NOT_NUMBERED = "—"  # a rule with no number on the day: not in the rules then (rule-numbers.yaml)


def citation(rule: ModuleType, as_of: datetime.date) -> str:
    """"CR 103.2", "TR 601.1.c.1" (numbered as on `as_of`), "CR —" for a rule not in the rules
    on that day, or "-" for checks of the input itself."""
    return f"{rule.DOCUMENT} {formats.cite(rule.RULE, as_of) or NOT_NUMBERED}" if rule.RULE else "-"


def rule_json(rule: ModuleType, lang: str, with_doc: bool, as_of: datetime.date) -> dict:
    described = {
        "code": rule.CODE,
        "rule": formats.cite(rule.RULE, as_of) if rule.RULE else None,
        "document": rule.DOCUMENT,
        "name": rule.NAME,
        "severity": rule.SEVERITY,
        "summary": rules.summary(rule, lang),
    }
    if with_doc:
        described["doc"] = rules.documentation(rule, lang)
    return described


def _list_text(lang: str, as_of: datetime.date) -> str:
    """One row per rule; the severity in the language of the summaries (ผิด, เตือน, ข้อมูล in Thai)."""
    from riftcheck.engine.terms import term
    from riftcheck.engine.wrapping import pad

    rows = [(r.CODE, citation(r, as_of), r.NAME, term(f"severity.{r.SEVERITY}", lang), rules.summary(r, lang))
            for r in rules.ALL]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    table = "\n".join(
        "  ".join(pad(cell, width) for cell, width in zip(row[:4], widths)) + "  " + row[4] for row in rows
    )
    return table + "\n\n" + "\n".join(ban_waves.known().lines(lang))


def markdown_table(lang: str = "en") -> str:
    """Every rule as a row of a Markdown table (code, rule number as now in force, severity,
    summary), between the markers README.md keeps it in; the tests hold README's copy to this."""
    cell, current = _markdown_cell, ban_waves.known().edition.effective
    rows = [f"| {rule.CODE} | {cell(citation(rule, current))} | {rule.SEVERITY} | {cell(rules.summary(rule, lang))} |"
            for rule in rules.ALL]
    return "\n".join([TABLE_START, "", "| code | rule | severity | what |", "| --- | --- | --- | --- |", *rows, "",
                      TABLE_END])


def _markdown_cell(text: str) -> str:
    return text.replace("|", "\\|")


_RENUMBERED_NOTE = {
    "en": "On {as_of} this rule was numbered {number}; the text below uses the numbers of {edition}.",
    "th": "ในวันที่ {as_of} กฎข้อนี้ใช้เลข {number} ข้อความด้านล่างใช้เลขกฎของ {edition}",
}
_UNNUMBERED_NOTE = {
    "en": "On {as_of} the rules riftcheck knows gave this rule no number (see data/formats/rule-numbers.yaml); "
          "the text below uses the numbers of {edition}.",
    "th": "ในวันที่ {as_of} กติกาที่ riftcheck รู้จักยังไม่มีเลขของกฎข้อนี้ (ดู data/formats/rule-numbers.yaml) "
          "ข้อความด้านล่างใช้เลขกฎของ {edition}",
}


def _doc_text(rule: ModuleType, lang: str, as_of: datetime.date) -> str:
    from riftcheck.engine.terms import term

    heading = f"{rule.CODE}  {citation(rule, as_of)}  {rule.NAME}  ({term('severity.' + rule.SEVERITY, lang)})"
    then = formats.cite(rule.RULE, as_of) if rule.RULE else None
    if rule.RULE and then != rule.RULE:
        edition = ban_waves.known().edition.name
        note = _RENUMBERED_NOTE if then else _UNNUMBERED_NOTE
        heading += "\n" + note[lang].format(as_of=as_of.isoformat(), number=then, edition=edition)
    return f"{heading}\n\n{rules.documentation(rule, lang)}"


def catalogue(lang: str, as_of: datetime.date | None) -> RuleCatalogue:
    """Every rule, numbered as on `as_of` (default today); the Markdown table as now in force."""
    day = as_of or today()
    listing = {"as_of": day.isoformat(), "known": ban_waves.known().to_dict(),
               "rules": [rule_json(r, lang, False, day) for r in rules.ALL]}
    return RuleCatalogue(listing, _list_text(lang, day), markdown_table(lang))


def rule(code: str, lang: str, as_of: datetime.date | None) -> Shown:
    """One rule's documentation, by code (RC105) or name (deck.copies); ValueError for neither."""
    day = as_of or today()
    try:
        found = rules.get(code)
    except KeyError:
        from riftcheck.engine.usage import UsageError

        raise UsageError("no-rule", given=repr(code)) from None
    return Shown(rule_json(found, lang, True, day), _doc_text(found, lang, day))

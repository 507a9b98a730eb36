"""`riftcheck rules`: list the deck rules, or print one rule's documentation."""

from __future__ import annotations

import datetime
import json
import sys
from types import ModuleType

from riftcheck.games.riftbound.formats import ban_waves
from riftcheck.games.riftbound import formats, rules
from riftcheck.engine.lang import choose_language
from riftcheck.engine.today import today

EXIT_OK, EXIT_USAGE = 0, 2
OUTPUTS = ("text", "json", "markdown")
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
    rows = [(r.CODE, citation(r, as_of), r.NAME, r.SEVERITY, rules.summary(r, lang)) for r in rules.ALL]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    table = "\n".join(
        "  ".join(cell.ljust(width) for cell, width in zip(row[:4], widths)) + "  " + row[4] for row in rows
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
    heading = f"{rule.CODE}  {citation(rule, as_of)}  {rule.NAME}  ({rule.SEVERITY})"
    then = formats.cite(rule.RULE, as_of) if rule.RULE else None
    if rule.RULE and then != rule.RULE:
        edition = ban_waves.known().edition.name
        note = _RENUMBERED_NOTE if then else _UNNUMBERED_NOTE
        heading += "\n" + note[lang].format(as_of=as_of.isoformat(), number=then, edition=edition)
    return f"{heading}\n\n{rules.documentation(rule, lang)}"


def _fail(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def run(code: str | None, lang: str | None, output: str, as_of: str | None = None, game: str = "riftbound") -> int:
    from riftcheck import games

    if game != games.DEFAULT_GAME:
        try:
            return games.get(game).rules_command(code, choose_language(lang), output)
        except ValueError as error:
            return _fail(str(error))
    if output not in OUTPUTS:
        return _fail(f"unknown output format {output!r}; use text, json or markdown.")
    try:
        lang = choose_language(lang)
        day = formats.parse_date(as_of) if as_of else today()
    except ValueError as error:
        return _fail(f"{error}.")
    if code is None:
        if output == "markdown":
            print(markdown_table(lang))
        elif output == "json":
            listing = {"as_of": day.isoformat(), "known": ban_waves.known().to_dict(),
                       "rules": [rule_json(r, lang, False, day) for r in rules.ALL]}
            print(json.dumps(listing, ensure_ascii=False, indent=2))
        else:
            print(_list_text(lang, day))
        return EXIT_OK
    try:
        rule = rules.get(code)
    except KeyError:
        return _fail(f"no rule {code!r}; `riftcheck rules` lists every rule code and name.")
    if output == "markdown":
        return _fail("-o markdown writes the table of every rule; leave out the rule code.")
    if output == "json":
        print(json.dumps(rule_json(rule, lang, True, day), ensure_ascii=False, indent=2))
    else:
        print(_doc_text(rule, lang, day))
    return EXIT_OK

"""riftcheck glossary: every term, or one category, grouped by category in dictionary order."""

from __future__ import annotations

import json

from riftcheck.cli.lookup import LANGUAGES, OUTPUTS, fail, game_problem, usage_sentence


def run(category: str | None, lang: str | None, output: str, game: str = "riftbound", definitions: bool = False) -> int:
    """`lang` (default th) is the language of the definitions; usage errors follow it when it is
    th or en, else the locale."""
    problem = usage_problem(lang, output) or game_problem(game)
    if problem:
        return fail(usage_sentence(problem, lang))
    listing_lang = lang or "th"
    from riftcheck.glossary.listing import find_category, group_by_category
    from riftcheck.glossary.store import GlossaryError, load

    try:
        glossary = load(game)
    except GlossaryError as error:
        return fail(str(error))
    entries = glossary.entries
    if category is not None:
        category_id = find_category(glossary, category)
        if category_id is None:
            return fail(usage_sentence(unknown_category(glossary.categories, category), lang))
        entries = [entry for entry in entries if entry["category"] == category_id]
    groups = group_by_category(glossary, entries, listing_lang)
    if output == "json":
        from riftcheck.glossary.export import entry_fields

        listed = [entry_fields(entry) for _, members in groups for entry in members]
        print(json.dumps({"entries": listed}, ensure_ascii=False, indent=2))
    else:
        from riftcheck.glossary import render

        render.print_listing(render.console(), glossary, groups, listing_lang, definitions)
    return 0


def usage_problem(lang: str | None, output: str) -> tuple[str, dict] | None:
    if output not in OUTPUTS:
        return "unknown-output", {"given": repr(output), "choices": ", ".join(OUTPUTS)}
    if lang is not None and lang not in LANGUAGES:
        return "unknown-language", {"given": repr(lang), "choices": ", ".join(LANGUAGES)}
    return None


def unknown_category(categories: dict[str, dict], category: str) -> tuple[str, dict]:
    known = ", ".join(f"{category_id} ({labels['th']})" for category_id, labels in categories.items())
    return "unknown-category", {"given": repr(category), "choices": known}

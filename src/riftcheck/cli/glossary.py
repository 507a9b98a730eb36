"""riftcheck glossary: every term, or one category, grouped by category in dictionary order."""

from __future__ import annotations

import json

from riftcheck.cli.lookup import LANGUAGES, OUTPUTS, fail, game_problem, usage_sentence


def run(category: str | None, lang: str, output: str, game: str = "riftbound", definitions: bool = False) -> int:
    if output not in OUTPUTS:
        return fail(f"Unknown output format '{output}': use text or json.")
    if lang not in LANGUAGES:
        return fail(f"Unknown language '{lang}': use th, en or both.")
    problem = game_problem(game)
    if problem:
        return fail(usage_sentence(problem, None))
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
            return fail(unknown_category(glossary.categories, category))
        entries = [entry for entry in entries if entry["category"] == category_id]
    groups = group_by_category(glossary, entries, lang)
    if output == "json":
        from riftcheck.glossary.export import entry_fields

        listed = [entry_fields(entry) for _, members in groups for entry in members]
        print(json.dumps({"entries": listed}, ensure_ascii=False, indent=2))
    else:
        from riftcheck.glossary import render

        render.print_listing(render.console(), glossary, groups, lang, definitions)
    return 0


def unknown_category(categories: dict[str, dict], category: str) -> str:
    known = ", ".join(f"{category_id} ({labels['th']})" for category_id, labels in categories.items())
    return f"Unknown category '{category}': use one of {known}."

"""riftcheck lookup: a game term typed in Thai or English, and its meaning in Thai.

Start-up is the product here: JSON output never imports rich, an exact hit never imports
rapidfuzz, the panel never imports json, and the glossary comes from a cache rather than YAML.
"""

from __future__ import annotations

import sys

from riftcheck.glossary.labels import LABELS, ui_language
from riftcheck.engine.normalize import has_thai, normalize

OUTPUTS = ("text", "json")
LANGUAGES = ("th", "en", "both")
EMPTY_QUERY = "พิมพ์คำที่ต้องการค้นหา เช่น riftcheck lookup เร่งความเร็ว (type a term to look up)."


def run(words: list[str], lang: str | None, limit: int, output: str, game: str = "riftbound") -> int:
    """Exit code 0 when something matched, 1 when nothing did, 2 for a usage or data error."""
    query = " ".join(words)
    problem = usage_problem(query, lang, limit, output) or game_problem(game)
    if problem:
        return fail(problem if isinstance(problem, str) else usage_sentence(problem, lang))
    from riftcheck.glossary.search import search, suggest
    from riftcheck.glossary.store import GlossaryError, load

    try:
        glossary = load(game)
    except GlossaryError as error:
        return fail(str(error))
    hits = search(glossary, query, limit)
    suggestions = [] if hits else suggest(glossary, query)
    if output == "json":
        import json

        from riftcheck.glossary.export import lookup_document

        print(json.dumps(lookup_document(query, hits, suggestions, game), ensure_ascii=False, indent=2))
    elif hits:
        from riftcheck.glossary import render

        render.print_lookup(render.console(), glossary, query, hits, lang or "th")
    else:
        from riftcheck.glossary.terminal import Screen

        Screen().paragraph(not_found_message(query, lang, suggestions))
    return 0 if hits else 1


def usage_problem(query: str, lang: str | None, limit: int, output: str) -> str | tuple[str, dict] | None:
    """Why the command line cannot run: a sentence, or a usage sentence's key and parameters
    (data/messages/usage.json), written in the user's language by `run`."""
    if output not in OUTPUTS:
        return "unknown-output", {"given": repr(output), "choices": ", ".join(OUTPUTS)}
    if lang is not None and lang not in LANGUAGES:
        return "unknown-language", {"given": repr(lang), "choices": ", ".join(LANGUAGES)}
    if limit < 1:
        return "lookup-limit", {}
    if not normalize(query):
        return EMPTY_QUERY
    return None


def game_problem(game: str) -> tuple[str, dict] | None:
    from riftcheck.glossary.store import GAMES

    return None if game in GAMES else ("unknown-game", {"given": repr(game), "choices": ", ".join(GAMES)})


def usage_sentence(problem: tuple[str, dict], lang: str | None) -> str:
    """A usage sentence in the language of --lang when it is th or en, else of the locale."""
    from riftcheck.engine.lang import default_language
    from riftcheck.engine.usage import render

    key, params = problem
    return "riftcheck: " + render(key, params, lang if lang in ("th", "en") else default_language())


def not_found_message(query: str, lang: str | None, suggestions: list[dict]) -> str:
    """One sentence in the user's language: --lang when given, else the script the query is in."""
    ui = ui_language(lang) if lang else ("th" if has_thai(query) else "en")
    from riftcheck.glossary.terminal import safe

    message = LABELS[ui]["not_found"].format(query=safe(query.strip()))
    if suggestions:
        names = ", ".join(_name(entry, ui) for entry in suggestions)
        message += " — " + LABELS[ui]["nearest"].format(names=names)
    return message


def _name(entry: dict, ui: str) -> str:
    return f"{entry['en']} ({entry['th']})" if ui == "th" and entry.get("th") else entry["en"]


def fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2

"""The glossary on a terminal: a framed panel for the best match, short lists for the rest.

Plain text through riftcheck.glossary.terminal, not rich: rich costs more to import than a
look-up takes, and wraps Thai at any character. Thai definitions are printed from the display
copies the cache holds, with word breaks marked (riftcheck.engine.thaibreak), so a narrow
terminal wraps them between words.
"""

from __future__ import annotations

from riftcheck.glossary.cardcount import keyword_cards
from riftcheck.glossary.labels import LABELS, MATCH_LABELS, ui_language
from riftcheck.glossary.query import parse
from riftcheck.glossary.search import Hit
from riftcheck.glossary.store import Glossary
from riftcheck.glossary.terminal import Screen, cell_width, safe

OTHERS_SHOWN = 4


def console() -> Screen:
    return Screen()


def print_lookup(out: Screen, glossary: Glossary, query: str, hits: list[Hit], lang: str) -> None:
    ui = ui_language(lang)
    best, asked = hits[0], safe(query.strip())
    if best.match == "layout":
        out.paragraph(LABELS[ui]["layout"].format(query=asked, meant=safe(best.typed_as)), "yellow")
    elif best.match in ("fuzzy", "fulltext"):
        out.paragraph(LABELS[ui]["no_exact"].format(query=asked), "yellow")
    elif best.match == "other-game":
        _print_other_game(out, best, lang)
    elif best.match == "rule":
        line = LABELS[ui]["rule_match"].format(asked=parse(query).rule, entry=plain_name(best.entry), cited=best.via["rule"])
        out.paragraph(line, "yellow")
    print_entry(out, glossary, best.entry, lang)
    if len(hits) > 1:
        out.line(LABELS[ui]["others"], "bold")
        for hit in hits[1 : 1 + OTHERS_SHOWN]:
            _print_other_match(out, hit, ui)


def _print_other_match(out: Screen, hit: Hit, ui: str) -> None:
    """• Name · ชื่อ  (how it matched): on one line when it fits, else the label on the next."""
    name, label = f"  • {plain_name(hit.entry)}", f"({_match_label(hit, ui)})"
    if cell_width(name) + 2 + cell_width(label) <= out.width:
        out.line(name + "  " + out.style(label, "dim"))
    else:
        out.paragraph(name.strip(), indent="  ")
        out.paragraph(label, "dim", indent="    ")


def _print_other_game(out: Screen, hit: Hit, lang: str) -> None:
    from riftcheck.glossary.crossref import GAME_NAMES

    ui = ui_language(lang)
    game = GAME_NAMES[hit.via["game"]]
    word = hit.via["term"] if hit.via.get("th") is None or ui == "en" else f"{hit.via['term']} ({hit.via['th']})"
    label = LABELS[ui]["other_game_shared" if hit.via["both_games"] else "other_game"]
    out.paragraph(label.format(query=word, game=game, term=plain_name(hit.entry)), "yellow")
    for language in ("th", "en") if lang == "both" else (lang,):
        out.paragraph(hit.via["note_en"] if language == "en" else hit.via.get("note_display") or hit.via["note_th"])


def _match_label(hit: Hit, ui: str) -> str:
    if hit.match == "rule":
        return f"{MATCH_LABELS[ui]['rule']} {hit.via['rule']}"
    return MATCH_LABELS[ui][hit.match]


def plain_name(entry: dict) -> str:
    return f"{entry['en']} · {entry['th']}" if entry.get("th") else entry["en"]


def print_entry(out: Screen, glossary: Glossary, entry: dict, lang: str) -> None:
    ui = ui_language(lang)
    body: list[tuple[str, tuple[str, ...]]] = []
    for paragraph in _definitions(entry, lang):
        body += [(paragraph, ()), ("", ())]
    examples = [example for example in _examples(entry, lang) if example]
    for example in examples:
        body.append((f"{LABELS[ui]['example']}: {example}", ("italic",)))
    if examples:
        body.append(("", ()))
    for label, value in ((LABELS[ui]["related"], _related(glossary, entry)), (LABELS[ui]["rules"], _rules(glossary, entry, ui))):
        if value:
            body.append((f"{label}: {value}", ()))
    role = _riftbound_role(glossary, entry, ui) if glossary.game != "riftbound" else None
    if role:
        body.append((role, ("cyan",)))
    cards = _cards_line(entry, ui) if glossary.game == "riftbound" else None
    if cards:
        body.append((cards, ("cyan",)))
    while body and not body[-1][0]:
        body.pop()
    out.panel(plain_name(entry), body, subtitle=glossary.categories[entry["category"]][ui])


def _riftbound_role(glossary: Glossary, entry: dict, ui: str) -> str | None:
    """Another game's term: the Riftbound term that plays its role (data/crossref.yaml)."""
    from riftcheck.glossary.crossref import riftbound_role
    from riftcheck.glossary.store import load

    pair = riftbound_role(glossary.game, entry)
    if pair is None:
        return None
    term = plain_name(load().by_id[pair["riftbound"]])
    label = LABELS[ui]["riftbound_shared" if pair.get("both_games") else "riftbound_role"]
    return label.format(term=term, note=pair["note_en"] if ui == "en" else pair["note_display"])


def _display(entry: dict, field: str) -> str | None:
    """A Thai text with its word breaks marked when the cache has them, else the text."""
    return entry.get("display", {}).get(field) or entry.get(field)


def _definitions(entry: dict, lang: str) -> list[str]:
    languages = ("th", "en") if lang == "both" else (lang,)
    return [_display(entry, f"definition_{language}") for language in languages]


def _examples(entry: dict, lang: str) -> list[str | None]:
    languages = ("th", "en") if lang == "both" else (lang,)
    return [_display(entry, f"example_{language}") for language in languages]


def _related(glossary: Glossary, entry: dict) -> str:
    names = []
    for related_id in entry.get("related", ()):
        related = glossary.by_id[related_id]
        names.append(f"{related['en']} ({related['th']})" if related.get("th") else related["en"])
    return ", ".join(names)


def _rules(glossary: Glossary, entry: dict, ui: str) -> str:
    moved = entry.get("rules_current", {})
    numbers = []
    for number in entry.get("rules", ()):
        if number in moved:
            number += " (" + LABELS[ui]["edition"].format(edition=glossary.edition, number=moved[number]) + ")"
        numbers.append(number)
    return ", ".join(numbers)


def _cards_line(entry: dict, ui: str) -> str | None:
    if entry["category"] != "keyword":
        return None
    found = keyword_cards(entry["en"])
    if found is None or (found.count == 0 and not entry["card_keyword"]):
        return None
    labels = LABELS[ui]
    parts = [labels["cards"].format(count=found.count)]
    if found.names:
        parts.append(labels["cards_some"].format(names=" / ".join(found.names)))  # names contain commas
    parts.append(labels["cards_all"].format(command=f"riftcheck cards --keyword {_shell_word(entry['en'])}"))
    return " · ".join(parts)


def _shell_word(word: str) -> str:
    return f'"{word}"' if " " in word else word


def print_listing(
    out: Screen, glossary: Glossary, groups: list[tuple[str, list[dict]]], lang: str, definitions: bool = False
) -> None:
    """Category headings, each followed by its terms; Thai term first unless the listing is English.

    With `definitions`, each term is followed by its definition (both languages for --lang both).
    """
    ui = ui_language(lang)
    for category_id, members in groups:
        heading = glossary.categories[category_id][ui]
        out.line(f"{heading} · {LABELS[ui]['count'].format(count=len(members))}", "bold", "underline")
        for entry in members:
            out.line("  " + (_english_first(out, entry) if ui == "en" else _thai_first(out, entry)))
            for language, paragraph in zip(("th", "en") if lang == "both" else (lang,), _definitions(entry, lang) if definitions else ()):
                out.paragraph(paragraph, "dim" if language == "en" and lang == "both" else "", indent="      ")
        out.line()


def _english_first(out: Screen, entry: dict) -> str:
    thai = f" · {out.style(entry['th'], 'bold', 'green')}" if entry.get("th") else ""
    return out.style(entry["en"], "bold") + thai


def _thai_first(out: Screen, entry: dict) -> str:
    if not entry.get("th"):
        return out.style(entry["en"], "bold")
    return f"{out.style(entry['th'], 'bold', 'green')} · {entry['en']}"

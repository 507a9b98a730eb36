"""The glossary on a terminal: a rich panel for the best match, short lists for the rest.

Every piece of glossary text goes into rich as a Text object, never as markup: definitions
contain card symbols such as [Fury] that rich would read as style tags.
"""

from __future__ import annotations

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from riftcheck.glossary.cardcount import keyword_cards
from riftcheck.glossary.labels import LABELS, MATCH_LABELS, ui_language
from riftcheck.glossary.search import Hit
from riftcheck.glossary.store import Glossary

OTHERS_SHOWN = 4


def console() -> Console:
    return Console(highlight=False, emoji=False, markup=False)


def print_lookup(out: Console, glossary: Glossary, query: str, hits: list[Hit], lang: str) -> None:
    ui = ui_language(lang)
    best = hits[0]
    if best.match == "layout":
        out.print(LABELS[ui]["layout"].format(query=query.strip(), meant=best.typed_as), style="yellow")
    elif best.match in ("fuzzy", "fulltext"):
        out.print(LABELS[ui]["no_exact"].format(query=query.strip()), style="yellow")
    elif best.match == "other-game":
        _print_other_game(out, best, query, ui)
    elif best.match == "rule":
        asked = query.strip().split()[-1]
        line = LABELS[ui]["rule_match"].format(asked=asked, entry=_plain_name(best.entry), cited=best.via["rule"])
        out.print(Text(line, style="yellow"))
    out.print(entry_panel(glossary, best.entry, lang))
    if len(hits) > 1:
        out.print(Text(LABELS[ui]["others"], style="bold"))
        for hit in hits[1 : 1 + OTHERS_SHOWN]:
            out.print(Text.assemble("  • ", term_line(hit.entry), (f"  ({_match_label(hit, ui)})", "dim")))


def _print_other_game(out: Console, hit: Hit, query: str, ui: str) -> None:
    from riftcheck.glossary.crossref import GAME_NAMES

    game = GAME_NAMES[hit.via["game"]]
    out.print(Text(LABELS[ui]["other_game"].format(query=query.strip(), game=game, term=_plain_name(hit.entry)), style="yellow"))
    out.print(Text(hit.via["note_th"]))


def _match_label(hit: Hit, ui: str) -> str:
    if hit.match == "rule":
        return f"{MATCH_LABELS[ui]['rule']} {hit.via['rule']}"
    return MATCH_LABELS[ui][hit.match]


def _plain_name(entry: dict) -> str:
    return f"{entry['en']} ({entry['th']})" if entry.get("th") else entry["en"]


def entry_panel(glossary: Glossary, entry: dict, lang: str) -> Panel:
    ui = ui_language(lang)
    body = Text()
    for paragraph in _definitions(entry, lang):
        body.append(paragraph + "\n\n")
    _append_examples(body, entry, lang)
    _append_field(body, LABELS[ui]["related"], _related(glossary, entry))
    _append_field(body, LABELS[ui]["rules"], _rules(glossary, entry, ui))
    cards = _cards_line(entry, ui) if glossary.game == "riftbound" else None
    if cards:
        body.append(cards + "\n", style="cyan")
    body.rstrip()
    category = glossary.categories[entry["category"]][ui]
    return Panel(body, title=term_line(entry), title_align="left", subtitle=Text(category), subtitle_align="right")


def term_line(entry: dict) -> Text:
    line = Text(entry["en"], style="bold")
    if entry.get("th"):
        line.append(" · ").append(entry["th"], style="bold green")
    return line


def _definitions(entry: dict, lang: str) -> list[str]:
    if lang == "both":
        return [entry["definition_th"], entry["definition_en"]]
    return [entry[f"definition_{lang}"]]


def _append_examples(body: Text, entry: dict, lang: str) -> None:
    languages = ("th", "en") if lang == "both" else (lang,)
    label = LABELS[ui_language(lang)]["example"]
    for language in languages:
        example = entry.get(f"example_{language}")
        if example:
            body.append(f"{label}: ", style="bold").append(example + "\n", style="italic")
    if any(entry.get(f"example_{language}") for language in languages):
        body.append("\n")


def _append_field(body: Text, label: str, value: str) -> None:
    if value:
        body.append(f"{label}: ", style="bold").append(value + "\n")


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
    out: Console, glossary: Glossary, groups: list[tuple[str, list[dict]]], lang: str, definitions: bool = False
) -> None:
    """Category headings, each followed by its terms; Thai term first unless the listing is English.

    With `definitions`, each term is followed by its definition (both languages for --lang both).
    """
    ui = ui_language(lang)
    for category_id, members in groups:
        heading = glossary.categories[category_id][ui]
        out.print(Text(f"{heading} · {LABELS[ui]['count'].format(count=len(members))}", style="bold underline"))
        for entry in members:
            out.print(Text.assemble("  ", term_line(entry) if ui == "en" else _thai_first(entry)))
            for paragraph in _definitions(entry, lang) if definitions else ():
                out.print(Text(paragraph), style="dim" if paragraph is entry["definition_en"] and lang == "both" else None)
        out.print()


def _thai_first(entry: dict) -> Text:
    if not entry.get("th"):
        return Text(entry["en"], style="bold")
    return Text.assemble((entry["th"], "bold green"), " · ", entry["en"])

"""`riftcheck cards`: search the card database; `riftcheck import`: rebuild it from public data."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from riftcheck.games.riftbound.cards.db import load_db
from riftcheck.games.riftbound.cards.model import Card
from riftcheck.games.riftbound.cards.naming import name_key

EXIT_OK, EXIT_NOTHING, EXIT_USAGE = 0, 1, 2


def _variant_label(variant: str) -> str:
    return {"": "base", "a": "alternate art a", "b": "alternate art b", "*": "signed"}.get(variant, variant)


def card_json(card: Card) -> dict:
    return {
        "name": card.name,
        "type": card.type,
        "supertypes": list(card.supertypes),
        "domains": list(card.domains),
        "tags": list(card.tags),
        "keywords": list(card.keywords),
        "energy": card.energy,
        "power": card.power,
        "might": card.might,
        "rarity": card.rarity,
        "deck_limit": card.deck_limit,
        "preview": _preview_json(card),
        "printings": [
            {"code": p.code, "set": p.set, "rarity": p.rarity, "variant": _variant_label(p.variant)}
            for p in card.printings
        ],
    }


def _preview_json(card: Card) -> dict | None:
    """Where a card's provisional facts come from and which they leave open; None for complete data."""
    if card.provisional is None:
        return None
    set_name, snapshot = card.provisional.source
    return {"set": set_name, "snapshot": snapshot, "unknown": list(card.unknown)}


def _has_keyword(card: Card, keyword: str) -> bool:
    wanted = keyword.casefold()
    return any(k.casefold() == wanted or k.casefold().split(" ")[0] == wanted for k in card.keywords)


def _matches_query(card: Card, query_key: str) -> bool:
    return any(query_key in name_key(written) for written in (card.name, *card.aliases))


def _has_type(card: Card, wanted: str) -> bool:
    """The card's type, or a supertype printed as one: every token is a Token (a Token Unit too)."""
    return wanted.casefold() in (card.type.casefold(), *(kind.casefold() for kind in card.supertypes)) or (
        wanted.casefold() == "token" and card.is_token)


def card_kind(card: Card) -> str:
    """Supertypes and type as printed, each once ("Champion Unit", "Token Unit"; a token typed
    Token with the Token supertype is "Token", not "Token Token")."""
    return " ".join(dict.fromkeys((*card.supertypes, card.type)))


def find_cards(db, query=None, set_code=None, card_type=None, domain=None, tag=None, keyword=None) -> list[Card]:
    """Cards matching every given facet; a query that is a collector code finds that card."""
    cards = db.cards
    if query:
        from riftcheck.games.riftbound.cards.resolve import Resolver

        by_code = Resolver(db).by_code(query)
        cards = [by_code.card] if by_code else [c for c in cards if _matches_query(c, name_key(query))]
    filters = [
        (set_code, lambda c, v: v.upper() in c.sets),
        (card_type, _has_type),
        (domain, lambda c, v: v.casefold() in (d.casefold() for d in c.domains)),
        (tag, lambda c, v: v.casefold() in (t.casefold() for t in c.tags)),
        (keyword, _has_keyword),
    ]
    for value, test in filters:
        if value:
            cards = [c for c in cards if test(c, value)]
    return cards


def english_term(value: str | None, category: str) -> str | None:
    """The English term for `value` when it is written in Thai: the glossary entry of `category`
    ("keyword", "card-type" or "domain") whose Thai term or one of whose spellings it is, so
    that `--keyword ซุ่มโจมตี` finds the cards with Ambush. Other values are returned as given."""
    from riftcheck.engine.normalize import has_thai, normalize

    if not value or not has_thai(value):
        return value
    from riftcheck.glossary.store import load

    wanted = normalize(value)
    for entry in load().entries:
        if entry["category"] == category and wanted in {normalize(t) for t in (entry.get("th"), *entry.get("aliases", ())) if t}:
            return entry["en"]
    return value


def run(query, set_code, card_type, domain, tag, keyword, output, lang: str | None = None) -> int:
    from riftcheck.engine.lang import choose_language, language_of
    from riftcheck.engine.usage import refuse, render

    try:
        lang = choose_language(lang)
    except ValueError as error:
        return refuse(error, language_of(lang))
    if output not in ("text", "json"):
        print(f"riftcheck: {render('unknown-output', {'given': repr(output), 'choices': 'text, json'}, lang)}", file=sys.stderr)
        return EXIT_USAGE
    card_type, domain, keyword = (english_term(value, category) for value, category in
                                  ((card_type, "card-type"), (domain, "domain"), (keyword, "keyword")))
    db = load_db()
    cards = find_cards(db, query, set_code, card_type, domain, tag, keyword)
    if output == "json":
        print(json.dumps({"cards": [card_json(c) for c in cards]}, ensure_ascii=False, indent=2))
        return EXIT_OK if cards else EXIT_NOTHING
    if not cards:
        _print_nothing_found(db, query, lang)
        return EXIT_NOTHING
    _print_table(cards)
    return EXIT_OK


def _print_nothing_found(db, query: str | None, lang: str = "en") -> None:
    from riftcheck.engine.usage import render

    key, params = "no-card", {}
    if query:
        from riftcheck.games.riftbound.cards.resolve import Resolver

        suggestions = Resolver(db).suggest(query)
        key, params = ("no-card-suggest", {"query": repr(query), "suggestions": ", ".join(suggestions)}) if suggestions \
            else ("no-card-query", {"query": repr(query)})
    print(render(key, params, lang), file=sys.stderr)


def _print_table(cards: list[Card]) -> None:
    from rich.table import Table

    from riftcheck.report.terminal import console, is_terminal

    out = console()
    printings_apart = "\n" if is_terminal(sys.stdout) else " "  # piped: one line per card, for grep

    table = Table(title=f"{len(cards)} card{'s' if len(cards) != 1 else ''}", caption="E/M: energy cost / might")
    table.add_column("Name", overflow="fold")
    table.add_column("Type")
    table.add_column("Domains")
    table.add_column("E/M", justify="right")
    table.add_column("Tags")
    table.add_column("Keywords", overflow="fold")
    table.add_column("Printings", no_wrap=True)
    for card in cards:
        kind = card_kind(card)
        limit = "" if card.deck_limit == 3 else (" (any number)" if card.deck_limit is None else f" (max {card.deck_limit})")
        table.add_row(
            card.name + limit,
            kind,
            "unknown (preview)" if "domains" in card.unknown else ", ".join(card.domains) or "colourless",
            "/".join("-" if stat is None else str(stat) for stat in (card.energy, card.might)),
            ", ".join(card.tags),
            ", ".join(card.keywords),
            printings_apart.join(p.code for p in card.printings),
        )
    out.print(table)

"""Magic: The Gathering as a game of riftcheck.games.

Its own parts: the card table (table, cards, importer: data/mtg/cards.tsv.gz built from
MTGJSON oracle data, and a user-imported AtomicCards file for printings and legalities), its
decklist forms (decklist: Arena/MTGO text, Moxfield, MTGO .dek), its formats and dated
banned and restricted lists (formats: data/mtg/formats.yaml, banlists.yaml), its rules
(rules: codes MG...) and the checker that joins them (checker). Nothing here is imported on
a Riftbound path.
"""

from __future__ import annotations

from typing import Any

NAME = "mtg"
SUPPORTS_TEAMS = False  # --team: two teammates' decks checked together
DEFAULT_FORMAT = "modern"
CACHE_HOLDERS: tuple[str, ...] = ()  # its tables live in riftcheck.engine.cache


def new_checker(options: Any):
    from riftcheck.games.mtg.checker import MagicChecker

    return MagicChecker(options)


def rule_catalog() -> list[Any]:
    from riftcheck.games.mtg import rules as magic_rules

    return list(magic_rules.ALL)


def known() -> dict[str, Any]:
    """What riftcheck knows of Magic's rules, in the shape Riftbound's has: the Comprehensive
    Rules edition and the newest change of any recorded banned or restricted list."""
    from riftcheck.games.mtg import formats

    data = formats.load()
    edition = {"name": f"Comprehensive Rules {data.comprehensive_rules}", "effective": data.comprehensive_rules,
               "source": data.comprehensive_rules_source}
    changes = [(change, name) for name, listed in data.banlists.items() for change in listed.changes]
    if not changes:
        return {"rules_edition": edition, "ban_wave": None}
    newest = max(change.date for change, _ in changes)
    wave = [(change, name) for change, name in changes if change.date == newest]
    return {"rules_edition": edition, "ban_wave": {
        "effective": newest.isoformat(),
        "names": sorted({card for change, _ in wave for card in change.names}),
        "formats": sorted({name for _, name in wave}),
        "source": wave[0][0].source,
    }}


def run_import(sources: list, out: Any, output: str) -> int:
    """`riftcheck import --game mtg FILE...`: exit 0 when every file was imported, 2 otherwise."""
    import json
    import sys

    from riftcheck.games.mtg.importer import import_file

    done, failed = [], False
    for source in sources:
        try:
            kind, target, count = import_file(source, out)
        except (OSError, ValueError) as error:
            print(f"riftcheck: {source}: {error}", file=sys.stderr)
            failed = True
            continue
        done.append({"source": str(source), "kind": kind, "written": str(target), "cards": count})
        if output != "json":
            what = "card table" if kind == "oracle" else "printings and legalities"
            print(f"{source}: {count} cards' {what} written to {target}")
    if output == "json":
        print(json.dumps({"imported": done}, ensure_ascii=False, indent=2))
    return 2 if failed else 0


def data_command(output: str, action: str | None = None) -> int:
    """`riftcheck data --game mtg`: the card table, imported printings and ban lists in force."""
    from riftcheck.games.mtg import data_in_force

    return data_in_force.run(output, action)


def show_command(path: str, output: str, format_name: str | None, as_of: str | None, lang: str | None) -> int:
    """`riftcheck show --game mtg`: the deck at a glance and its verdict line."""
    from riftcheck.games.mtg import show

    return show.run(path, output, format_name or DEFAULT_FORMAT, as_of, lang)


def convert_command(path: str, to: str | None, outfile: str | None) -> int:
    """`riftcheck convert --game mtg`: the list as Arena or MTGO text."""
    from riftcheck.games.mtg import convert

    return convert.run(path, to, outfile)


def rules_command(code: str | None, lang: str, output: str) -> int:
    from riftcheck.games.mtg import rule_docs

    return rule_docs.run(code, lang, output)


def rule_summary(rule: Any, lang: str) -> str:
    from riftcheck.games.mtg import rules as magic_rules

    return magic_rules.summary(rule, lang)


def cite(number: str, day: Any) -> str:
    """The rule number: riftcheck cites one edition of the Comprehensive Rules."""
    return number


def list_refusals() -> tuple[type[ValueError], ...]:
    from riftcheck.games.mtg.decklist import MagicListError

    return (MagicListError,)


def list_text(data: bytes, source: str, format_name: str | None = None) -> list[dict[str, Any]]:
    """The deck of `data`, zone by zone (riftcheck.games.mtg.listing)."""
    from riftcheck.games.mtg import listing

    return listing.list_text(data, source, format_name)


def identities(data: bytes, source: str, format_name: str | None = None) -> list[dict[str, Any]]:
    """Each deck's commanders and colour identity (riftcheck.games.mtg.listing)."""
    from riftcheck.games.mtg import listing

    return listing.identities(data, source, format_name)

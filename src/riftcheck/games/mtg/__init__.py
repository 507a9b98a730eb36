"""Magic: The Gathering as a game of riftcheck.games.

Its own parts: the card table (table, cards, importer: data/mtg/cards.tsv.gz built from
MTGJSON oracle data, and a user-imported AtomicCards file for printings and legalities), its
decklist forms (decklist: Arena/MTGO text, Moxfield, MTGO .dek), its formats and dated
banned and restricted lists (formats: data/mtg/formats.yaml, banlists.yaml), its rules
(rules: codes MG...) and the checker that joins them (checker). Nothing here is imported on
a Riftbound path.

May import: riftcheck.engine and this package; no other game, nothing above riftcheck.games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import datetime
    from pathlib import Path

    from riftcheck.engine.answers import Conversion, Document, ImportReport, RuleCatalogue, Shown, ShownDecks
    from riftcheck.engine.run.checking import Checker
    from riftcheck.engine.options import CheckOptions
    from riftcheck.engine.rule_module import RuleModule

NAME = "mtg"
SUPPORTS_TEAMS = False  # --team: two teammates' decks checked together
DEFAULT_FORMAT = "modern"
CACHE_HOLDERS: tuple[str, ...] = ()  # its tables live in riftcheck.engine.cache


def new_checker(options: CheckOptions) -> Checker:
    from riftcheck.games.mtg.checker import MagicChecker

    return MagicChecker(options)


def rule_catalog() -> list[RuleModule]:
    from riftcheck.games.mtg import rules as magic_rules

    return list(magic_rules.ALL)


def known() -> Document:
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


def import_data(sources: list[Path], out: Path | None) -> ImportReport:
    """`riftcheck import --game mtg FILE...`: each file imported, or the problem left it out."""
    from riftcheck.engine.answers import ImportReport, Shown

    done, lines, problems = [], [], []
    for source in sources:
        try:
            kind, target, count = _import_one(source, out)
        except (OSError, ValueError) as error:
            problems.append(f"{source}: {error}")
            continue
        done.append({"source": str(source), "kind": kind, "written": str(target), "cards": count})
        if kind == "bans":
            lines.append(f"{source}: {count} ban list changes written to {target}")
        else:
            what = {"oracle": "card table", "pool": "printings (the dated card pool)"}.get(kind, "printings and legalities")
            lines.append(f"{source}: {count} cards' {what} written to {target}")
    return ImportReport([Shown({"imported": done}, "\n".join(lines))], problems)


def _import_one(source: Path, out: Path | None) -> tuple[str, Path, int]:
    """A YAML file is your own ban list (riftcheck.games.mtg.ban_import); JSON is card data."""
    from pathlib import Path

    if Path(source).suffix.lower() in (".yaml", ".yml"):
        from riftcheck.games.mtg.ban_import import import_bans

        target, count = import_bans(Path(source), out)
        return "bans", target, count
    from riftcheck.games.mtg.importer import import_file

    return import_file(source, out)


def describe_data() -> Shown:
    """`riftcheck data --game mtg`: the card table, imported printings and ban lists in force."""
    from riftcheck.games.mtg import data_in_force as in_force

    return in_force.shown()


def remove_update(name: str | None) -> Path:
    from riftcheck.games.mtg import data_in_force as in_force

    return in_force.remove_update(name)


def show_decks(path: str, format_name: str | None, as_of: datetime.date | None, lang: str,
         input_format: str | None) -> ShownDecks:
    """`riftcheck show --game mtg`: the deck at a glance and its verdict line."""
    from riftcheck.games.mtg import show as shown

    return shown.show(path, format_name or DEFAULT_FORMAT, as_of, lang)


def convert_deck(path: str, to: str | None, input_format: str | None) -> Conversion:
    """`riftcheck convert --game mtg`: the list as Arena or MTGO text."""
    from riftcheck.games.mtg import convert as converting

    return converting.convert_path(path, to)


def list_rules(lang: str, as_of: datetime.date | None) -> RuleCatalogue:
    from riftcheck.games.mtg import rule_docs

    return rule_docs.catalogue(lang)


def describe_rule(code: str, lang: str, as_of: datetime.date | None) -> Shown:
    from riftcheck.games.mtg import rule_docs

    return rule_docs.rule(code, lang)


def rule_summary(rule: RuleModule, lang: str) -> str:
    from riftcheck.games.mtg import rules as magic_rules

    return magic_rules.summary(rule, lang)


def cite(number: str, day: datetime.date) -> str:
    """The rule number: riftcheck cites one edition of the Comprehensive Rules."""
    return number


def list_refusals() -> tuple[type[ValueError], ...]:
    from riftcheck.games.mtg.decklist import MagicListError

    return (MagicListError,)


def list_text(data: bytes, source: str, format_name: str | None = None) -> list[Document]:
    """The deck of `data`, zone by zone (riftcheck.games.mtg.listing)."""
    from riftcheck.games.mtg import listing

    return listing.list_text(data, source, format_name)


def identities(data: bytes, source: str, format_name: str | None = None) -> list[Document]:
    """Each deck's commanders and colour identity (riftcheck.games.mtg.listing)."""
    from riftcheck.games.mtg import listing

    return listing.identities(data, source, format_name)

"""Build decks for rule tests from compact "N Name" lines, and run the rule cases in cases/.

A case file cases/<CODE>.yaml holds `rule: <CODE>` and a list of `cases`, each with:
  name       what the case shows
  deck       a base deck from base_decks.yaml (default viktor), or `none` to start empty
  set        sections that replace the base deck's ({zone: [lines]}; [] empties a section)
  add        lines appended to sections
  problems   unreadable lines the decklist reader reported: [{line, text, key, params}], where
             key names a reason of riftcheck.engine.inputs.reasons (params optional)
  unknown_keys  keys a structured reader did not know: [{key, where}]
  unknown_sections  sections under headers the text reader did not know: [{header, line, cards: [lines]}]
  header_counts  headers that gave their section's size: [{header, line, zone, declared, listed}]
  cut        lines that gave a card 0 copies: [{line, card}]
  aliases    the organiser's card aliases file: {local name: English card name}
  teammate   for team rules: a deck built the same way (deck / set / add)
  teammates  for the team-size rule: the other decks registered in the deck's team (a list of
             decks built the same way, each with an optional `team`); `team` and `input_format`
             set the deck's own
  registered_before  for the run rule: {player, first}, the player's earlier registration
  unknown    the lines meant to name no card (any other unknown line fails the case)
  format     default constructed;  as_of  default 2026-08-01;  region  default the English dates
  format     default constructed;  as_of  default 2026-08-01
  pool       limited play: the pool the deck was built from, as lines or the name of a base
             deck whose `pool` section holds them (checked as the file pool.txt)
  card_data  {SET: absent | provisional | complete}: the card data to assume for those sets instead
             of what the case's card database loaded (for findings about sets riftcheck lacks cards for)
  expect     the rule's findings in report order, each a subset of: rule, severity, zone, card,
             line, message (English), message_th, hint, hint_contains, undecided, on_trust (the
             flags of riftcheck.engine.verdicts.findings.Finding). [] means the deck passes.
Only findings of the file's rule are compared, so a case need not be clean for other rules.
"""

from __future__ import annotations

import copy
import datetime
import re
from pathlib import Path

import yaml

from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.cards.resolve import Resolver
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.model import (
    ADDITIONAL_LEGENDS, UNSORTED, ZONES, Decklist, Entry, HeaderCount, ParseProblem, UnknownKey, UnknownSection,
)
from riftcheck.engine.verdicts.findings import Finding
from riftcheck.games.riftbound.resolve_deck import resolve_deck, resolve_pool

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
BASE_DECKS = yaml.safe_load((HERE / "base_decks.yaml").read_text(encoding="utf-8"))
DEFAULT_DATE = datetime.date(2026, 8, 1)
_LINE = re.compile(r"^(\d+)\s+(.+)$")
_CASE_KEYS = {
    "name", "deck", "set", "add", "problems", "teammate", "format", "as_of", "expect", "champion_in_main", "unknown",
    "teammates", "team", "input_format", "registered_before",
    "unknown_keys", "unknown_sections", "header_counts", "region", "card_data", "cut",
    "pool", "aliases",
}
_EXPECT_KEYS = {"rule", "severity", "zone", "card", "line", "message", "message_th", "hint", "hint_contains", "undecided",
                "on_trust"}


def build_deck(resolver: Resolver, zones: dict[str, list[str]], *, problems=(), champion_in_main=False,
               source="deck.txt", unknown_keys=(), blank_battlefields=False, unknown_sections=(),
               header_counts=(), cut=()) -> Deck:
    """A resolved deck from {zone: ["3 Jinx, Rebel", ...]}; lines are numbered in zone order,
    the additional legends after the sideboard."""
    decklist = Decklist(source=source, input_format="test", champion_in_main=champion_in_main)
    line = 0
    for zone in (*ZONES, ADDITIONAL_LEGENDS, UNSORTED):
        for written in zones.get(zone) or ():
            line += 1
            count, text = _LINE.match(str(written)).groups()
            decklist.add(zone, Entry(int(count), text, line))
    decklist.problems = [ParseProblem(p["line"], p["text"], p["key"], p.get("params", {})) for p in problems]
    decklist.unknown_keys = [UnknownKey(k["key"], k["where"]) for k in unknown_keys]
    for section in unknown_sections:
        cards = [_LINE.match(str(written)).groups() for written in section.get("cards", ())]
        entries = [Entry(int(count), text, section["line"] + offset) for offset, (count, text) in enumerate(cards, 1)]
        decklist.unknown_sections.append(UnknownSection(section["header"], section["line"], entries))
    decklist.header_counts = [HeaderCount(**header) for header in header_counts]
    decklist.cut = [Entry(0, line["card"], line["line"]) for line in cut]
    return resolve_deck(decklist, resolver, blank_battlefields)


def build_pool(resolver: Resolver, pool: str | list[str]) -> list:
    """The resolved cards of a case's `pool`: lines, or the name of a base deck holding them."""
    lines = BASE_DECKS[pool]["pool"] if isinstance(pool, str) else pool
    decklist = Decklist(source="pool.txt", input_format="test")
    for number, written in enumerate(lines, start=1):
        count, text = _LINE.match(str(written)).groups()
        decklist.add(UNSORTED, Entry(int(count), text, number))
    found = resolve_pool([decklist], resolver)
    assert all(item.card is not None for item in found), "a card name in the pool is not in the database"
    return found


def case_zones(spec: dict) -> dict[str, list[str]]:
    """A base deck with the case's `set` and `add` applied."""
    base = spec.get("deck", "viktor")
    zones = {} if base == "none" else copy.deepcopy(BASE_DECKS[base])
    zones.update(copy.deepcopy(spec.get("set") or {}))
    for zone, lines in (spec.get("add") or {}).items():
        zones[zone] = list(zones.get(zone) or []) + list(lines)
    return zones


def load_cases() -> list[tuple[str, dict]]:
    """(rule code, case) for every case of every file, checked for misspelt keys."""
    found = []
    for path in sorted(CASES.glob("RC*.yaml")):
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert document["rule"] == path.stem, f"{path.name} names rule {document['rule']}"
        for case in document["cases"]:
            assert set(case) <= _CASE_KEYS, f"{path.name}: {case.get('name')}: unknown keys {set(case) - _CASE_KEYS}"
            for expected in case["expect"]:
                assert set(expected) <= _EXPECT_KEYS, f"{path.name}: {case['name']}: unknown keys in expect"
            found.append((path.stem, case))
    return found


def _with_aliases(resolver: Resolver, aliases: dict[str, str]) -> Resolver:
    """A resolver of the same cards that has read `aliases` as the user's card aliases file."""
    import json
    import os
    import tempfile

    fresh = Resolver(resolver.db)
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "card-aliases.yaml").write_text(json.dumps({"aliases": aliases}), encoding="utf-8")
        kept, os.environ["RIFTCHECK_DATA"] = os.environ.get("RIFTCHECK_DATA"), folder
        try:
            fresh.resolve("\0 no card has this name")  # the first unknown name reads the aliases
        finally:
            if kept is None:
                del os.environ["RIFTCHECK_DATA"]
            else:
                os.environ["RIFTCHECK_DATA"] = kept
    return fresh


def run_case(code: str, case: dict, resolver: Resolver) -> list[Finding]:
    """The findings of rule `code` for the case's deck (or team of decks)."""
    context = formats.context(case.get("format", "constructed"), case.get("as_of", DEFAULT_DATE), case.get("region"),
                              resolver.db.card_data)  # the card data loaded, as `riftcheck check` gives it
    if "card_data" in case:
        assumed = {**context.card_data, **case["card_data"]}
        context = context.replaced(card_data={code: status for code, status in assumed.items()
                                                          if status != "absent"})
    if "aliases" in case:
        resolver = _with_aliases(resolver, case["aliases"])
    deck = build_deck(resolver, case_zones(case), problems=case.get("problems", ()),
                      champion_in_main=case.get("champion_in_main", False), unknown_keys=case.get("unknown_keys", ()),
                      unknown_sections=case.get("unknown_sections", ()), header_counts=case.get("header_counts", ()),
                      cut=case.get("cut", ()), blank_battlefields=True)  # as riftcheck.games.riftbound.checker reads every list
    if "pool" in case:
        deck.pool, deck.pool_source = build_pool(resolver, case["pool"]), "pool.txt"
    assert unknown_lines(deck) == sorted(case.get("unknown", [])), "a card name in the case is not in the database"
    deck.team = case.get("team")
    deck.input_format = case.get("input_format", deck.input_format)
    if "teammate" in case:
        teammate = build_deck(resolver, case_zones(case["teammate"]), source="teammate.txt")
        assert not unknown_lines(teammate)
        found = rules.run_team(deck, teammate, context)
    elif "teammates" in case:
        teammates = [build_deck(resolver, case_zones(spec), source=f"teammate{n}.txt") for n, spec in
                     enumerate(case["teammates"], 1)]
        for spec, teammate in zip(case["teammates"], teammates):
            teammate.team, teammate.player = spec.get("team"), spec.get("player")
        found = rules.run_members(deck, teammates, context)
    elif "registered_before" in case:
        before = case["registered_before"]
        found = rules.run_repeat(before["player"], before["first"], context)
    else:
        found = rules.run(deck, context)
    return [finding for finding in found if finding.code == code]


def unknown_lines(deck: Deck) -> list[str]:
    items = [*(item for zone in deck.zones for item in deck.cards(zone)), *deck.additional_legends]
    return sorted(item.entry.text for item in items if item.card is None)


def mismatch(finding: Finding, expected: dict) -> str | None:
    """What differs between a finding and the expected fields, or None when they agree."""
    english, thai = finding.render("en"), finding.render("th")
    actual = {**english.to_dict(), "message_th": thai.message, "undecided": finding.undecided,
              "on_trust": finding.on_trust}
    for key, value in expected.items():
        if key == "hint_contains":
            if value not in (english.hint or ""):
                return f"hint {english.hint!r} lacks {value!r}"
        elif actual[key] != value:
            return f"{key}: expected {value!r}, got {actual[key]!r}"
    return None

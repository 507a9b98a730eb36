"""Facts of the game reach the rules and their documentation from data/formats alone: a data
edit changes what `riftcheck rules` prints and README's rules table follows the rule modules."""

from __future__ import annotations

import copy
import datetime

import pytest

from riftcheck.games.riftbound import rule_docs as rules_command
from riftcheck.games.riftbound.formats import ban_waves, files as format_files
from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.rules import banned, restricted, set_legality, sideboard_size
from support import REPO

RULES_WITH_FACTS = (banned, restricted, set_legality, sideboard_size)


def test_readme_rules_table_is_what_riftcheck_rules_writes():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    start = readme.index(rules_command.TABLE_START)
    end = readme.index(rules_command.TABLE_END) + len(rules_command.TABLE_END)
    assert readme[start:end] == rules_command.markdown_table("en"), (
        "README's rules table is stale: paste the output of `riftcheck rules -o markdown --lang en`"
    )


# Rule numbers of the Core Rules of 2026-10-09, the newest edition in the data, as that edition
# numbers them (the renumbering table of the 2026-10-09 Core Rules against 2026-07-16's).
NUMBERED_2026_10_09 = {
    "RC102": "CR 103.2.b", "RC104": "CR 103.3.a.2", "RC105": "CR 103.3.b", "RC107": "CR 103.3.d.2",
    "RC108": "CR 103.4.a", "RC110": "CR 103.5.c", "RC111": "CR 185", "RC401": "CR 491.8.h", "RC402": "CR 491.8.i",
}


def test_the_table_has_a_row_per_rule_with_its_number_in_the_newest_edition():
    assert ban_waves.known().edition.effective == datetime.date(2026, 10, 9)
    rows = {}
    for line in rules_command.markdown_table("en").splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if cells and cells[0].startswith("RC"):
            rows[cells[0]] = cells
    assert sorted(rows) == sorted(rule.CODE for rule in rules.ALL)
    for rule in rules.ALL:
        assert rows[rule.CODE][2] == rule.SEVERITY
        assert (rows[rule.CODE][1] == "-") is (rule.RULE is None), rule.CODE
    assert {code: rows[code][1] for code in NUMBERED_2026_10_09} == NUMBERED_2026_10_09


@pytest.mark.parametrize("rule", RULES_WITH_FACTS, ids=lambda rule: rule.CODE)
@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_rule_with_facts_has_their_paragraph_filled_in_both_languages(rule, lang):
    raw = rule.DOC_TH if lang == "th" else rule.__doc__
    assert raw.count("{facts}") == 1
    written = rules.documentation(rule, lang)
    assert "{facts}" not in written and rule.FACTS(lang) in written


def test_no_other_rule_documentation_leaves_a_placeholder():
    for rule in rules.ALL:
        for lang in ("en", "th"):
            assert "{facts}" not in rules.documentation(rule, lang), rule.CODE


def _with_extra(monkeypatch, format_name: str, key: str, entry: dict) -> None:
    """formats' data with `entry` added under `key` of `format_name`, as a data edit would."""
    data = copy.deepcopy(format_files.parsed())
    data["formats"][format_name].setdefault(key, []).append(entry)
    monkeypatch.setattr(format_files, "parsed", lambda: data)


def test_a_new_ban_wave_in_data_shows_in_the_ban_rule_documentation(monkeypatch):
    before = rules.documentation(banned)
    assert "Qwxz Blorptastic" not in before
    _with_extra(monkeypatch, "constructed", "bans",
                {"effective": datetime.date(2031, 1, 2), "source": "test", "names": ["Qwxz Blorptastic"]})
    for lang in ("en", "th"):
        written = rules.documentation(banned, lang)
        assert "2031-01-02" in written and "Qwxz Blorptastic" in written


def test_every_ban_wave_and_set_date_of_the_data_is_in_the_documentation():
    for name in formats.names():
        for wave in formats.history(name, "bans"):
            assert wave["effective"].isoformat() in rules.documentation(banned)
            assert all(card in rules.documentation(banned) for card in wave["names"])
    for known in formats.card_sets().values():
        assert known.code in rules.documentation(set_legality, "th")
        if known.standard and known.released:
            assert known.released.isoformat() in rules.documentation(set_legality)


def test_a_sideboard_size_added_in_data_shows_in_the_sideboard_rule_documentation(monkeypatch):
    _with_extra(monkeypatch, "constructed", "settings",
                {"effective": datetime.date(2031, 5, 6), "source": "test", "sideboard": {"at_most": 15, "rule": "601.1.c.1"}})
    written = rules.documentation(sideboard_size)
    assert "from 2031-05-06: at most 15 cards" in written

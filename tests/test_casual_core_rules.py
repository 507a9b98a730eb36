"""Casual play applies the Core Rules only: no finding there rests on the Tournament Rules."""

from __future__ import annotations

import json

import pytest

from support import DECKLISTS, REPO, run_cli

from riftcheck.games.riftbound import formats

# The Tournament Rules' numbers riftcheck cites: 401-403 (registration, deck size, sideboard),
# 601-603 (constructed, limited and 2v2 play) and 703 (deck problems). The Core Rules' Modes of
# Play (483-491) share no prefix with them.
TR_PREFIXES = ("401", "402", "403", "601", "602", "603", "703")
LISTS = sorted(DECKLISTS.glob("*.txt"))[:12]


def test_the_format_data_says_which_rules_documents_apply():
    assert formats.context("casual").documents == ("CR",)
    assert formats.context("constructed").documents == ("CR", "TR")


@pytest.mark.parametrize("path", LISTS, ids=lambda path: path.name)
def test_no_casual_finding_cites_the_tournament_rules(tmp_path, path):
    messy = tmp_path / path.name  # a sideboard of runes, a battlefield and an off-identity card too
    messy.write_text(path.read_text(encoding="utf-8") + "\nSideboard:\n2 Fury Rune\n1 Targon's Peak\n1 Cleave\n",
                     encoding="utf-8")
    document = json.loads(run_cli("check", str(messy), "--format", "casual", "-o", "json").stdout)
    cited = [(f["code"], f["rule"]) for deck in document["decks"] for f in deck["findings"] if f["rule"]]
    assert [entry for entry in cited if entry[1].startswith(TR_PREFIXES)] == []


def test_the_same_sideboard_is_reported_in_constructed():
    messy = (REPO / "examples" / "lillia.txt").read_text(encoding="utf-8").replace("Sideboard:", "Sideboard:\n2 Fury Rune")
    document = json.loads(run_cli("check", "-", "-o", "json", stdin=messy).stdout)
    assert any(f["code"] == "RC112" and f["zone"] == "sideboard" for f in document["decks"][0]["findings"])

"""RC113: the legends a card asks for while building the deck (CR 103.1, TR 401.2.a).

Neeko, Blending In is a Radiance card known from preview data (data/cards/RAD.yaml), so a
finding about it says it rests on that preview. A made-up Radiance legend
(tests/fixtures/cards/made-up-radiance-legend.yaml) is added to the shipped database.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from rule_testing import build_deck, case_zones, mismatch, run_case

from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.cards.db import CardDB, build_db
from riftcheck.games.riftbound.cards.resolve import Resolver

MADE_UP = Path(__file__).resolve().parents[1] / "fixtures" / "cards" / "made-up-radiance-legend.yaml"
NEEKO = "1 Neeko, Blending In"
THREE = ["1 Jinx, Loose Cannon", "1 Lillia, Bashful Bloom", "1 Kai'Sa, Daughter of the Void"]
AFTER_RADIANCE = datetime.date(2026, 11, 1)
PREVIEW_NOTE = "(This rests on Radiance preview data of 2026-10-08.)"
PREVIEW_NOTE_TH = "(ข้อนี้อิงข้อมูลพรีวิวของ Radiance วันที่ 2026-10-08)"
# Lines of the viktor base deck with Neeko in its main deck: 1-21; the additional legends follow.
FIRST_LEGEND_LINE = 22


@pytest.fixture(scope="module")
def with_neeko(db):
    made_up = build_db([MADE_UP])
    return Resolver(CardDB(cards=[*db.cards, *made_up.cards], sets={**db.sets, **made_up.sets}, files=db.files))


def _found(resolver, legends, *, as_of=AFTER_RADIANCE, format_name="constructed", main=(NEEKO,), side=(),
           unknown=()):
    case = {"add": {"main": list(main), "sideboard": list(side), "additional_legends": list(legends)},
            "as_of": as_of, "format": format_name, "unknown": list(unknown)}
    return run_case("RC113", case, resolver)


def _check(found, expected):
    shown = [finding.render().to_dict() for finding in found]
    assert len(found) == len(expected), shown
    for finding, wanted in zip(found, expected):
        assert mismatch(finding, wanted) is None, (mismatch(finding, wanted), shown)


def test_neeko_with_three_valid_legends_passes(with_neeko):
    assert _found(with_neeko, THREE) == []


def test_neeko_in_the_sideboard_asks_too(with_neeko):
    _check(_found(with_neeko, [], main=(), side=(NEEKO,)), [{"rule": "401.2.a", "zone": "legend"}])
    assert _found(with_neeko, THREE, main=(), side=(NEEKO,)) == []


@pytest.mark.parametrize("legends", [[], THREE[:2], [*THREE, "1 Viktor, Herald of the Arcane"]],
                         ids=["none", "two", "four"])
def test_neeko_without_exactly_three_legends_is_told_how_many(with_neeko, legends):
    _check(_found(with_neeko, legends), [{
        "severity": "error", "rule": "401.2.a", "card": "Neeko, Blending In", "line": 16,
        "message": f"Neeko, Blending In asks for 3 legends chosen while building the deck; the list registers {len(legends)}. "
                   f"{PREVIEW_NOTE}",
        "message_th": f"Neeko, Blending In ให้เลือกเลเจนด์เพิ่ม 3 ใบตอนจัดเด็ค แต่ลิสต์นี้ลงทะเบียนไว้ {len(legends)} ใบ "
                      f"{PREVIEW_NOTE_TH}",
        "hint_contains": "(TR 401.2.a)",
    }] + ([{"card": "Viktor, Herald of the Arcane", "rule": "103.1"}] if len(legends) == 4 else []))


def test_the_starting_legend_cannot_be_chosen_again(with_neeko):
    _check(_found(with_neeko, [*THREE[:2], "1 Viktor, Herald of the Arcane"]), [{
        "rule": "103.1", "card": "Viktor, Herald of the Arcane", "line": FIRST_LEGEND_LINE + 2,
        "message": "Viktor, Herald of the Arcane is the starting legend; the legends Neeko, Blending In asks for "
                   "must have other names.",
    }])


def test_the_chosen_legends_have_different_names(with_neeko):
    _check(_found(with_neeko, [THREE[0], THREE[0], THREE[1]]), [{
        "rule": "103.1", "card": "Jinx, Loose Cannon", "line": FIRST_LEGEND_LINE,
        "message": "Jinx, Loose Cannon is registered 2 times as an additional legend; Neeko, Blending In asks for "
                   "legends with different names.",
    }])
    _check(_found(with_neeko, ["2 Jinx, Loose Cannon", THREE[1]]), [{"card": "Jinx, Loose Cannon", "line": FIRST_LEGEND_LINE}])


def test_each_chosen_legend_is_a_real_legend_card(with_neeko):
    found = _found(with_neeko, [THREE[0], "1 Viktor, Leader", "1 Not A Legend Zzz"], unknown=["Not A Legend Zzz"])
    _check(found, [
        {"line": FIRST_LEGEND_LINE + 1, "message": "Viktor, Leader, registered as an additional legend, is not a legend card."},
        {"line": FIRST_LEGEND_LINE + 2, "message": "“Not A Legend Zzz”, registered as an additional legend, is not a card riftcheck knows."},
    ])


def test_each_chosen_legend_is_from_a_set_released_by_the_date(with_neeko):
    made_up = "1 Madeup, Test Legend"  # a made-up Radiance legend: Radiance is released on 2026-10-23
    _check(_found(with_neeko, [*THREE[:2], made_up], as_of=datetime.date(2026, 10, 22)), [{
        "card": "Madeup, Test Legend", "line": FIRST_LEGEND_LINE + 2,
        "message": "Madeup, Test Legend, registered as an additional legend, is not legal on 2026-10-22: "
                   "no set holding it is released by then.",
    }])
    assert _found(with_neeko, [*THREE[:2], made_up], as_of=datetime.date(2026, 10, 23)) == []
    assert _found(with_neeko, [*THREE[:2], made_up], as_of=datetime.date(2026, 10, 22), format_name="casual") == []


def test_a_banned_legend_cannot_be_chosen(with_neeko):
    zones = case_zones({"add": {"main": [NEEKO], "additional_legends": THREE}})
    deck = build_deck(with_neeko, zones)
    context = formats.context("constructed", AFTER_RADIANCE)
    with_ban = context.replaced(banned={**context.banned, "Jinx, Loose Cannon": datetime.date(2026, 11, 1)})
    found = [finding for finding in rules.run(deck, with_ban) if finding.code == "RC113"]
    _check(found, [{"card": "Jinx, Loose Cannon", "line": FIRST_LEGEND_LINE,
                    "message": "Jinx, Loose Cannon, registered as an additional legend, is banned in constructed "
                               "(since 2026-11-01)."}])


def test_nothing_is_checked_before_the_rules_of_2026_10_09(with_neeko):
    assert _found(with_neeko, [], as_of=datetime.date(2026, 10, 8)) == []
    assert _found(with_neeko, ["1 Jinx, Loose Cannon"], main=(), as_of=datetime.date(2026, 10, 8)) == []
    assert len(_found(with_neeko, [], as_of=datetime.date(2026, 10, 9))) == 1


def test_legends_registered_without_a_card_that_asks_are_reported(with_neeko):
    _check(_found(with_neeko, THREE[:2], main=()), [{
        "rule": "103.1", "zone": "legend", "line": FIRST_LEGEND_LINE - 1, "card": None,
        "message": "The list registers additional legends (2), but no card in the deck asks for them.",
        "message_th": "ลิสต์นี้ลงทะเบียนเลเจนด์เพิ่มเติม 2 ใบ แต่ไม่มีการ์ดใบไหนในเด็คที่ให้เลือกเลเจนด์เพิ่ม",
        "hint_contains": "Neeko, Blending In",
    }])

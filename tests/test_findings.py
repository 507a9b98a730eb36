"""Findings and their messages in English and Thai; the default language."""

from __future__ import annotations

import datetime

import pytest
import yaml

from riftcheck.engine.verdicts.findings import Finding, Message, render, sort_key
from riftcheck.engine.lang import choose_language, default_language
from riftcheck.engine.paths import data_dir

IN_ZONE = Message(en="{card} in the {zone}", th="{card} ใน{zone}")


def _finding(**fields):
    values = {"code": "RC999", "rule": "103.2.b", "severity": "error", "template": IN_ZONE, **fields}
    return Finding(**values)


def _message(template: Message, lang: str, params: dict) -> str:
    """`template` written out in `lang` with `params`, as a finding's message."""
    return _finding(template=template, params=params).render(lang).message


def test_a_finding_renders_its_message_and_hint_in_each_language():
    finding = _finding(zone="main", card="Stupefy", line=7, params={"count": 4},
                       hint_template=Message(en="{count} copies", th="{count} ใบ"))
    english, thai = finding.render("en"), finding.render("th")
    assert (english.message, english.hint) == ("Stupefy in the main deck", "4 copies")
    assert (thai.message, thai.hint) == ("Stupefy ในเด็คหลัก", "4 ใบ")
    assert english.to_dict() == {
        "code": "RC999", "rule": "103.2.b", "severity": "error", "zone": "main", "card": "Stupefy",
        "line": 7, "message": "Stupefy in the main deck", "hint": "4 copies",
    }


def test_render_keeps_the_order_and_has_no_hint_when_the_rule_gives_none():
    shown = render([_finding(card="A", zone="runes"), _finding(card="B", zone="sideboard")], "th")
    assert [(r.message, r.hint) for r in shown] == [("A ในเด็ครูน", None), ("B ในไซด์บอร์ด", None)]


@pytest.mark.parametrize(
    "params,english,thai",
    [
        ({"items": ["Fury"]}, "Fury", "Fury"),
        ({"items": ("Fury", "Mind")}, "Fury and Mind", "Fury และ Mind"),
        ({"items": ["Fury", "Mind", "Order"]}, "Fury, Mind and Order", "Fury, Mind และ Order"),
        ({"items": []}, "", ""),
        ({"items": datetime.date(2026, 7, 24)}, "2026-07-24", "2026-07-24"),
        ({"items": None}, "None", "None"),
    ],
)
def test_parameters_are_written_for_the_language(params, english, thai):
    template = Message(en="{items}", th="{items}")
    assert (_message(template, "en", params), _message(template, "th", params)) == (english, thai)


def test_alternatives_read_as_or():
    template = Message(en="Did you mean {suggestions}?", th="หมายถึง {suggestions} หรือเปล่า")
    params = {"suggestions": ["Jinx, Rebel", "Jinx, Demolitionist"]}
    assert _message(template, "en", params) == "Did you mean Jinx, Rebel or Jinx, Demolitionist?"
    assert _message(template, "th", params) == "หมายถึง Jinx, Rebel หรือ Jinx, Demolitionist หรือเปล่า"


def test_card_types_are_translated():
    template = Message(en="a {type} card", th="การ์ดประเภท{type}")
    assert _message(template, "th", {"type": "Battlefield"}) == "การ์ดประเภทสนามรบ"
    assert _message(template, "en", {"type": "Gear"}) == "a gear card"


def test_a_missing_parameter_or_braces_in_a_card_name_never_break_a_message():
    template = Message(en="{card} needs {missing}", th="{card} ต้องมี {missing}")
    assert _message(template, "en", {"card": "{weird} name"}) == "{weird} name needs {missing}"


def _glossary_thai() -> dict[str, str]:
    document = yaml.safe_load((data_dir() / "glossary_th.yaml").read_text(encoding="utf-8"))
    return {entry["en"]: entry.get("th") for entry in document["entries"]}


# The Thai terms as the seed glossary spells them (seeds/000_4d728e88588d4725.txt, the Riftbound
# glossary riftcheck's own was made from): each entry's header line runs the English term, the
# Thai term and the category together, e.g. "Main Deckเด็คหลักการจัดเด็ค".
SEED_THAI = {
    "Main Deck": "เด็คหลัก",
    "Rune Deck": "เด็ครูน",
    "Battlefield": "สนามรบ",
    "Chosen Champion": "แชมเปียนที่เลือก",
    "Legend": "เลเจนด์",
    "Unit": "ยูนิต",
    "Spell": "สเปลล์",
    "Gear": "เกียร์",
    "Rune": "รูน",
    "Token": "โทเคน",
}


@pytest.mark.parametrize(
    "key,value,term",
    [
        ("zone", "main", "Main Deck"),
        ("zone", "runes", "Rune Deck"),
        ("zone", "battlefields", "Battlefield"),
        ("zone", "champion", "Chosen Champion"),
        ("zone", "legend", "Legend"),
        ("type", "Unit", "Unit"),
        ("type", "Spell", "Spell"),
        ("type", "Gear", "Gear"),
        ("type", "Rune", "Rune"),
        ("type", "Token", "Token"),
    ],
)
def test_thai_words_are_the_seed_glossarys_terms(key, value, term):
    assert _message(Message(en="", th="{" + key + "}"), "th", {key: value}) == SEED_THAI[term]


@pytest.mark.parametrize("term", SEED_THAI)
def test_the_glossary_spells_the_terms_of_messages_as_the_seed_does(term):
    assert _glossary_thai()[term] == SEED_THAI[term]


def test_equal_findings_hash_alike_whatever_the_order_of_their_parameters():
    first = _finding(zone="main", params={"count": 37, "size": 40, "identity": ["Calm", "Mind"]})
    second = _finding(zone="main", params={"identity": ["Calm", "Mind"], "size": 40, "count": 37})
    assert first == second and hash(first) == hash(second)


def test_findings_that_differ_only_in_a_parameter_hash_apart():
    # Looked up by value when written out: findings of one rule sharing a hash were each
    # compared with every other one met in the run.
    hashes = {hash(_finding(zone="main", params={"count": count, "size": 40})) for count in range(30, 40)}
    hashes |= {hash(_finding(params={"cards": name})) for name in ("Bilgewater Tracker", "Stupefy", "Charm")}
    assert len(hashes) == 13


def test_findings_sort_by_zone_then_line_then_code():
    found = [
        _finding(code="RC105", zone="sideboard", line=30),
        _finding(code="RC103", zone="main", line=None),
        _finding(code="RC002", zone=None, line=12),
        _finding(code="RC112", zone="main", line=9),
        _finding(code="RC102", zone="main", line=9),
        _finding(code="RC101", zone="legend", line=2),
    ]
    ordered = sorted(found, key=sort_key)
    assert [(f.code, f.zone, f.line) for f in ordered] == [
        ("RC002", None, 12),
        ("RC101", "legend", 2),
        ("RC103", "main", None),
        ("RC102", "main", 9),
        ("RC112", "main", 9),
        ("RC105", "sideboard", 30),
    ]


@pytest.mark.parametrize(
    "environ,expected",
    [
        ({"LANG": "th_TH.UTF-8"}, "th"),
        ({"LANG": "th"}, "th"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LC_ALL": "th_TH.UTF-8", "LANG": "en_US.UTF-8"}, "th"),
        ({"LC_ALL": "C", "LANG": "th_TH.UTF-8"}, "en"),
        ({"LC_ALL": "", "LC_MESSAGES": "th_TH", "LANG": "en_US"}, "th"),
        ({}, "en"),
    ],
)
def test_the_default_language_follows_the_locale(environ, expected):
    assert default_language(environ) == expected


@pytest.mark.parametrize("requested,expected", [("th", "th"), ("TH", "th"), ("th_TH.UTF-8", "th"), ("en-GB", "en")])
def test_a_requested_language_is_read_loosely(requested, expected):
    assert choose_language(requested, {}) == expected


def test_no_requested_language_means_the_default():
    assert choose_language(None, {"LANG": "th_TH.UTF-8"}) == "th"


def test_an_unknown_language_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="use one of: en, th"):
        choose_language("fr", {})

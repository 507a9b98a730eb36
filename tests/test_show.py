"""riftcheck show: the numbers behind the summary, the JSON output and the drawn screen."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from support import DECKLISTS
from typer.testing import CliRunner

from riftcheck.cli.app import app
from riftcheck.games.riftbound.deck import Deck, DeckCard
from riftcheck.games.riftbound.deck_shape import Named, summarize
from riftcheck.games.riftbound.decklist.deckcode import decode
from riftcheck.games.riftbound.decklist.model import Entry

REPO = Path(__file__).resolve().parents[1]
LILLIA = next(DECKLISTS.glob("001-*.txt"))  # legal on its event day, 2026-09-06
RENGAR = next(DECKLISTS.glob("006-*.txt"))  # illegal as published
LILLIA_CODE_LIST = next(DECKLISTS.glob("034-*.txt"))  # the same deck as 001, as a code list


def make_deck(resolver, **zones: list[tuple[int, str]]) -> Deck:
    deck = Deck(source="test", input_format="test")
    for zone, entries in zones.items():
        for count, text in entries:
            found = resolver.resolve(text)
            deck.zones[zone].append(DeckCard(count, Entry(count, text), found.card, found.printing))
    return deck


def show(*args: str):
    return CliRunner().invoke(app, ["show", *args])


@pytest.fixture(scope="module")
def kaisa(resolver) -> Deck:
    return make_deck(
        resolver,
        legend=[(1, "Kai'Sa, Daughter of the Void")],
        champion=[(1, "Kai'Sa, Survivor")],
        main=[
            (2, "Kai'Sa, Survivor"),
            (2, "Icathian Rain"),
            (3, "Long Sword"),
            (3, "Thousand-Tailed Watcher"),
            (3, "Cleave"),
            (1, "Chemtech Enforcer"),
            (1, "Qwxz Blorptastic"),
        ],
        battlefields=[(1, "Void Gate")],
        runes=[(7, "Fury Rune"), (5, "Mind Rune")],
        sideboard=[(2, "Stupefy")],
    )


def test_legend_and_champion_come_with_their_domains(kaisa):
    summary = summarize(kaisa)
    assert summary.legend == Named("Kai'Sa, Daughter of the Void", ["Fury", "Mind"])
    assert summary.champion == Named("Kai'Sa, Survivor", ["Fury"])


def test_zone_counts_put_the_champion_in_the_main_deck(kaisa):
    assert summarize(kaisa).counts == {"legend": 1, "main": 16, "battlefields": 1, "runes": 12, "sideboard": 2}


def test_the_energy_curve_covers_the_main_deck_and_the_champion(kaisa):
    assert summarize(kaisa).curve == {"0": 0, "1": 3, "2": 4, "3": 0, "4": 3, "5": 0, "6": 0, "7+": 5}


def test_types_signatures_and_might(kaisa):
    summary = summarize(kaisa)
    assert summary.types == {"Unit": 7, "Spell": 5, "Gear": 3, "unknown": 1}
    assert summary.signatures == 2
    assert summary.might == {"2": 1, "4": 3, "7": 3}


def test_domains_count_a_two_domain_card_for_both(kaisa):
    summary = summarize(kaisa)
    assert summary.domains == {"Fury": 12, "Mind": 5}
    assert summary.rune_domains == {"Fury": 7, "Mind": 5}


def test_unknown_cards_are_counted_and_the_code_holds_every_other_card(kaisa):
    summary = summarize(kaisa)
    assert summary.unknown == 1
    code = decode(summary.code)
    assert {ref.code: count for ref, count in code.main} == {
        "OGN-247": 1,  # the legend
        "OGN-039": 3,  # the champion and two more copies
        "OGN-248": 2, "SFD-022": 3, "OGN-116": 3, "OGN-004": 3, "OGN-003": 1,
        "OGN-296": 1,  # the battlefield
        "OGN-007": 7, "OGN-089": 5,  # the runes
    }
    assert code.champion.code == "OGN-039"
    assert [(ref.code, count) for ref, count in code.sideboard] == [("OGN-095", 2)]
    assert len(summary.code_leaves_out) == 1 and "Qwxz Blorptastic" in summary.code_leaves_out[0]


def test_colourless_cards_have_their_own_domain_entry(resolver):
    deck = make_deck(resolver, battlefields=[(1, "Void Gate")], main=[(2, "Cleave")])
    assert summarize(deck).domains == {"Fury": 2}
    assert summarize(make_deck(resolver, main=[(1, "Void Gate")])).domains == {"Colourless": 1}


def test_a_preview_card_whose_domains_are_left_open_counts_as_unknown_not_colourless(resolver):
    deck = make_deck(resolver, main=[(2, "Supernova"), (1, "Clanging Sentry")])
    assert summarize(deck).domains == {"Mind": 1, "unknown": 2}


def code_list_cards(path: Path) -> Counter:
    """Printing code -> copies of a SET-NNN[-COUNT] code list file."""
    cards: Counter = Counter()
    for token in " ".join(line for line in path.read_text(encoding="utf-8").splitlines() if line[:1] != "#").split():
        set_code, number, *count = token.split("-")
        cards[f"{set_code}-{number}"] += int(count[0]) if count else 1
    return cards


def test_json_gives_the_decks_numbers_and_the_verdict():
    result = show(str(LILLIA), "-o", "json", "--as-of", "2026-09-06")
    assert result.exit_code == 0, result.output
    (document,) = json.loads(result.stdout)["decks"]
    assert document["legend"] == {"name": "Lillia, Bashful Bloom", "domains": ["Calm", "Mind"]}
    assert document["champion"] == {"name": "Lillia, Fae Fawn", "domains": ["Mind"]}
    assert document["counts"] == {"legend": 1, "main": 40, "battlefields": 3, "runes": 12, "sideboard": 0}
    assert document["types"] == {"Unit": 9, "Spell": 23, "Gear": 8}
    assert document["rune_domains"] == {"Calm": 7, "Mind": 5}
    assert sum(document["curve"].values()) == 40
    assert (document["unknown"], document["signatures"], document["code_leaves_out"]) == (0, 0, [])
    # The code holds the very cards another tool wrote for this deck as a code list.
    code = decode(document["code"])
    assert Counter({ref.code: count for ref, count in code.main}) == code_list_cards(LILLIA_CODE_LIST)
    assert code.champion.code == "UNL-082"
    assert document["verdict"] == {
        "legal": True, "status": "legal", "errors": 0, "warnings": 0, "format": "constructed", "as_of": "2026-09-06",
    }
    assert document["signature_limit"] == 3


def test_an_illegal_deck_has_a_failing_verdict_but_show_still_succeeds():
    result = show(str(RENGAR), "-o", "json", "--as-of", "2026-05-30")
    assert result.exit_code == 0
    verdict = json.loads(result.stdout)["decks"][0]["verdict"]
    assert verdict["legal"] is False and verdict["errors"] >= 1


def test_the_screen_shows_the_charts_the_code_and_the_verdict():
    result = show(str(LILLIA), "--as-of", "2026-09-06", "--lang", "en")
    assert result.exit_code == 0, result.output
    for text in ("Lillia, Bashful Bloom", "Energy curve", "Card types", "Might of units", "Signature 0 of 3",
                 "Calm 7 · Mind 5", "✓ Legal (constructed, 2026-09-06)"):
        assert text in result.stdout, text
    (code,) = re.findall(r"^Deck code  (\S+)$", result.stdout, re.MULTILINE)
    assert Counter({ref.code: count for ref, count in decode(code).main}) == code_list_cards(LILLIA_CODE_LIST)


def test_the_screen_speaks_thai():
    result = show(str(RENGAR), "--as-of", "2026-05-30", "--lang", "th")
    assert result.exit_code == 0
    for text in ("เลเจนด์", "เคิร์ฟ Energy", "ประเภทการ์ด", "ยูนิต", "รหัสเด็ค", "✗ ผิดกติกา", "(การ์ดเลเจนด์ 4 ใบ)"):
        assert text in result.stdout, text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("-o", "xml"), "unknown output format"),
        (("--as-of", "yesterday"), "YYYY-MM-DD"),
        (("--format", "no-such-format"), "no-such-format"),
        (("--lang", "fr"), "unknown language"),
    ],
)
def test_bad_options_are_usage_errors(args, message):
    result = show(str(LILLIA), *args)
    assert result.exit_code == 2
    assert message in result.stderr


def test_the_short_format_option_and_a_forced_input_format(tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text("OGN-247-1 OGN-039-1 OGN-004-1\n", encoding="utf-8")
    result = show(str(deck), "-o", "json", "-f", "casual", "--input-format", "tts", "--as-of", "2026-05-30")
    assert result.exit_code == 0, result.output
    (document,) = json.loads(result.stdout)["decks"]
    assert document["verdict"]["format"] == "casual"
    assert document["types"] == {"Unit": 1, "Spell": 1, "Gear": 0}


def test_unreadable_input_is_a_usage_error(tmp_path):
    result = show(str(tmp_path / "missing.txt"))
    assert result.exit_code == 2
    assert "does not exist" in result.stderr


def test_json_output_does_not_load_rich():
    script = (
        "import sys\n"
        "from riftcheck.cli import show\n"
        f"show.run({str(LILLIA)!r}, 'json', as_of='2026-09-06')\n"
        "assert 'rich' not in sys.modules, 'rich was imported'\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert result.returncode == 0, result.stderr

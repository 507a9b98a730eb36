"""Printings are kept as written: every golden deck code of the Piltover Archive library reads
to exactly its printings and counts, and comes back byte for byte from every form that can
hold a deck code's contents (code, JSON, YAML)."""

from __future__ import annotations

from collections import Counter

import pytest
import yaml

from support import REPO
from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.games.riftbound.resolve_deck import resolve_deck
from riftcheck.games.riftbound.writers import native, write

GOLDEN = yaml.safe_load((REPO / "tests" / "fixtures" / "deckcodes" / "piltover-archive-golden.yaml").read_text(
    encoding="utf-8"))["golden"]
# The zones a deck code's main array holds; the extra legends of a version 6 code are apart.
MAIN_ARRAY = ("legend", "champion", "main", "battlefields", "runes")


def _cases() -> list:
    return [pytest.param(golden, id=golden["name"]) for golden in GOLDEN]


def _deck(text: str, resolver, form: str = "deck-code"):
    [decklist] = read_decklists(text.encode("utf-8"), f"golden.{form}")
    return resolve_deck(decklist, resolver)


def _counts(items) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for item in items:
        counts[native.entry(item)["code"]] += item.count
    return dict(counts)


@pytest.mark.parametrize("golden", _cases())
def test_a_golden_code_reads_to_exactly_its_printings_and_counts(golden, resolver):
    deck = _deck(golden["code"], resolver)
    assert _counts(item for zone in MAIN_ARRAY for item in deck.cards(zone)) == golden["main"]
    assert _counts(deck.cards("sideboard")) == golden["sideboard"]
    champion = deck.champion
    assert (native.entry(champion)["code"] if champion else None) == golden.get("champion")
    if golden.get("legends"):
        assert [native.entry(item)["code"] for item in deck.additional_legends] == golden["legends"]


@pytest.mark.parametrize("form", ["code", "json", "yaml"])
@pytest.mark.parametrize("golden", _cases())
def test_a_golden_code_comes_back_byte_for_byte(golden, form, resolver):
    written = write(_deck(golden["code"], resolver), form).text
    again = _deck(written, resolver, form) if form != "code" else _deck(written, resolver)
    assert write(again, "code").text.strip() == golden["code"]


@pytest.mark.parametrize("written", ["OGN-288a", "OGN-104b", "VEN-R02a", "XYZ-R03"])
def test_a_printing_the_data_lacks_is_kept_as_written_for_a_known_card(written, resolver):
    """An art variant or rune printing riftcheck has no data for still names its card."""
    assert resolver.db.by_code.get(written.upper()) is None
    found = resolver.resolve(written)
    assert found.card is not None and found.printing.code == written


def test_an_unknown_variant_of_a_known_card_survives_every_form(resolver):
    text = "legend\n1 Jinx, Loose Cannon\nmain\n3 OGN-004b\n2 OGN-104a\nrunes\n6 VEN-R01a\n6 UNL-R05a\n"
    deck = _deck(text, resolver, "text")
    codes = [native.entry(item)["code"] for zone in ("main", "runes") for item in deck.cards(zone)]
    assert codes == ["OGN-004b", "OGN-104a", "VEN-R01a", "UNL-R05a"]
    for form in ("json", "yaml", "riftmana", "code"):
        again = _deck(write(deck, form).text, resolver, form)
        again_codes = [native.entry(item)["code"] for zone in ("main", "runes") for item in again.cards(zone)]
        assert sorted(again_codes) == sorted(codes), form  # a deck code orders cards by copies


def test_tabletop_simulator_says_when_it_cannot_number_a_printing(resolver):
    deck = _deck("legend\n1 Jinx, Loose Cannon\nmain\n3 OGN-004b\n", resolver, "text")
    written = write(deck, "tts")
    assert written.text.split()[-1] == "OGN-004-1"
    assert any("OGN-004b (main) is written as OGN-004-1" in warning for warning in written.warnings)

"""riftcheck.check_text, the public Python API, against `riftcheck check -o json`."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from support import DECKLISTS, REPO, run_cli

import riftcheck
from riftcheck.formats import FormatError

AS_OF = "2026-11-29"
EXAMPLES = sorted((REPO / "examples").glob("*.txt"))
# Inputs the command refuses, each for its own reason: the API must give the same sentence.
REFUSED = {
    "photo.png": b"\x89PNG\r\n\x1a\n" + bytes(64),
    "notes.txt": "Bring snacks\nTables open at nine\nRound one at ten\n2 Charm\n".encode(),
    "empty.txt": b"   \n",
    "nul.txt": b"1 Charm\x00\x00\n",
    "long.txt": b"1 " + b"x" * 5000 + b"\n",
}


def _decklists() -> list:
    corpus = sorted(DECKLISTS.glob("*.txt")) if DECKLISTS.is_dir() else []
    return [*EXAMPLES, *corpus]


def _cli_decks(paths: list[str], *options: str) -> dict[str, dict]:
    result = run_cli("check", "-o", "json", "--jobs", "1", "--as-of", AS_OF, *options, *paths)
    assert result.returncode in (0, 1, 2), result.stderr
    return {deck["path"]: deck for deck in json.loads(result.stdout)["decks"]}


@pytest.mark.parametrize("lang", ["en", "th"])
def test_check_text_gives_the_cli_verdict_for_every_fixture_decklist(lang):
    paths = [str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path) for path in _decklists()]
    expected = _cli_decks(paths, "--lang", lang)
    assert len(expected) == len(paths)
    for path in paths:
        document = riftcheck.check_text((REPO / path).read_bytes(), filename=path, as_of=AS_OF, lang=lang)
        assert document["decks"] == [expected[path]], path


def test_check_text_gives_the_cli_refusal_for_inputs_that_are_no_decklist(tmp_path):
    for name, data in REFUSED.items():
        (tmp_path / name).write_bytes(data)
    result = run_cli("check", "-o", "json", "--jobs", "1", "--as-of", AS_OF, str(tmp_path))
    expected = {deck["path"]: deck for deck in json.loads(result.stdout)["decks"]}
    for name, data in REFUSED.items():
        [deck] = riftcheck.check_text(data, filename=str(tmp_path / name), as_of=AS_OF)["decks"]
        assert deck == expected[str(tmp_path / name)]
        assert deck["legal"] is False and deck["error"]


def test_check_text_returns_the_whole_json_document_with_totals():
    text = (REPO / "examples" / "jinx-draft.txt").read_text(encoding="utf-8")
    document = riftcheck.check_text(text, as_of=AS_OF)
    assert document["version"] == 1 and document["format"] == "constructed" and document["as_of"] == AS_OF
    assert document["totals"] == {"decks": 1, "legal": 0, "illegal": 1, "unconfirmed": 0, "unreadable": 0}
    assert document["decks"][0]["path"] == "<text>"
    assert {finding["code"] for finding in document["decks"][0]["findings"]} >= {"RC103", "RC105", "RC301"}


def test_check_text_checks_under_the_format_and_date_asked_for():
    text = (REPO / "examples" / "viktor.txt").read_bytes()
    before_ban = riftcheck.check_text(text, as_of="2026-03-01")["decks"][0]
    after_ban = riftcheck.check_text(text, as_of=AS_OF)["decks"][0]
    casual = riftcheck.check_text(text, as_of=AS_OF, format="casual")["decks"][0]
    assert "RC301" not in {f["code"] for f in before_ban["findings"]}
    assert "RC301" in {f["code"] for f in after_ban["findings"]}
    assert casual["legal"] is True


def test_check_text_refuses_an_unknown_format_or_language_as_the_cli_does():
    with pytest.raises(FormatError, match="unknown format 'sealed-ish'"):
        riftcheck.check_text("1 Charm", format="sealed-ish")
    with pytest.raises(ValueError, match="unknown language"):
        riftcheck.check_text("1 Charm", lang="fr")
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        riftcheck.check_text("1 Charm", as_of="next tuesday")


def test_summarize_text_gives_the_numbers_show_prints():
    path = "examples/lillia.txt"
    result = run_cli("show", path, "-o", "json")
    expected = json.loads(result.stdout)["decks"][0]
    [summary] = riftcheck.summarize_text((REPO / path).read_bytes(), filename=path)
    assert {key: expected[key] for key in summary} == summary


def test_importing_riftcheck_does_not_load_the_checker():
    code = "import sys, riftcheck; print('riftcheck.checker' in sys.modules, 'riftcheck.api' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True).stdout
    assert out.split() == ["False", "False"]


def test_check_team_gives_the_cli_team_verdicts():
    first, second = "examples/lillia.txt", "examples/viktor.txt"
    teammates = [first, first]  # one list twice: the same legend and battlefields
    result = run_cli("check", "-o", "json", "--as-of", AS_OF, "--format", "2v2", "--team", *teammates)
    expected = json.loads(result.stdout)
    document = riftcheck.check_team(*((REPO / path).read_bytes() for path in teammates), as_of=AS_OF,
                                    filenames=tuple(teammates))
    assert document == expected
    assert {"RC401", "RC402"} <= {f["code"] for f in document["decks"][0]["findings"]}
    apart = riftcheck.check_team((REPO / first).read_bytes(), (REPO / second).read_bytes(), as_of=AS_OF)
    assert not {"RC401", "RC402"} & {f["code"] for deck in apart["decks"] for f in deck["findings"]}


def test_check_results_gives_the_verdicts_as_objects():
    [result] = riftcheck.check_results((REPO / "examples" / "lillia.txt").read_bytes(), as_of=AS_OF)
    assert result.legal is True and result.readable and result.counts["main"] == 40


LIMITED = REPO / "tests" / "fixtures" / "limited"
REGIONAL_LIST = REPO / "tests" / "fixtures" / "riftboundfr" / "guangzhou-cc-2026-04-19-sideboard.json"


@pytest.mark.parametrize("pool", ["sealed-pool.txt", "pools/bob.txt"])
def test_check_text_with_a_pool_gives_the_cli_verdict_of_check_with_that_pool(pool):
    deck, pool_path = LIMITED / "sealed-deck.txt", str(LIMITED / pool)
    expected = _cli_decks([str(deck)], "--format", "sealed", "--pool", pool_path)
    document = riftcheck.check_text(deck.read_bytes(), filename=str(deck), format="sealed", as_of=AS_OF,
                                    pool=(LIMITED / pool).read_text(encoding="utf-8"), pool_filename=pool_path)
    assert document["decks"] == [expected[str(deck)]]
    findings = document["decks"][0]["findings"]
    assert any(finding["code"] == "RC123" and pool_path in finding["message"] for finding in findings)


def test_a_pool_in_memory_does_not_leak_into_the_next_check_of_the_same_list():
    deck = (LIMITED / "sealed-deck.txt").read_bytes()
    narrow = riftcheck.check_text(deck, format="sealed", as_of=AS_OF, pool=(LIMITED / "pools" / "bob.txt").read_bytes())
    wide = riftcheck.check_text(deck, format="sealed", as_of=AS_OF, pool=(LIMITED / "sealed-pool.txt").read_bytes())
    alone = riftcheck.check_text(deck, format="sealed", as_of=AS_OF)
    codes = [{finding["code"] for finding in document["decks"][0]["findings"]} for document in (narrow, wide, alone)]
    assert "RC122" in codes[0] and "RC122" not in codes[1]
    assert [m["message"] for m in alone["decks"][0]["findings"] if m["code"] == "RC123"] == [
        "The pool was not checked: only the deck rules were."]


def test_check_text_refuses_a_pool_outside_limited_play_and_an_unreadable_pool():
    deck = (LIMITED / "sealed-deck.txt").read_bytes()
    with pytest.raises(ValueError, match="limited formats"):
        riftcheck.check_text(deck, as_of=AS_OF, pool=(LIMITED / "sealed-pool.txt").read_bytes())
    with pytest.raises(ValueError, match="cannot read the pool <pool>"):
        riftcheck.check_text(deck, format="sealed", as_of=AS_OF, pool=b"\x89PNG\r\n\x1a\n" + bytes(64))


@pytest.mark.parametrize("region", ["global", "cn"])
def test_check_text_with_a_region_gives_the_cli_verdict_of_check_with_that_region(region):
    path = str(REGIONAL_LIST)
    result = run_cli("check", "-o", "json", "--as-of", "2026-04-18", "--region", region, path)
    [expected] = json.loads(result.stdout)["decks"]
    [deck] = riftcheck.check_text(REGIONAL_LIST.read_bytes(), filename=path, as_of="2026-04-18", region=region)["decks"]
    assert deck == expected and deck["legal"] is (region == "cn")

"""riftcheck.check_text, the public Python API, against `riftcheck check -o json`."""

from __future__ import annotations

import base64
import json
import subprocess
import sys

import pytest
from support import DECKLISTS, REPO, run_cli

import riftcheck
from riftcheck.games.riftbound.formats import FormatError

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


@pytest.mark.parametrize("surrogate", ["\udcff", "\ud800"])
def test_text_holding_a_lone_surrogate_comes_back_as_an_unreadable_deck_as_the_cli_says(tmp_path, surrogate):
    text = LILLIA.read_text(encoding="utf-8").replace("Lonely Poro", f"Lonely{surrogate}Poro")
    path = tmp_path / "deck.txt"
    path.write_bytes(text.encode("utf-8", "surrogateescape" if surrogate == "\udcff" else "surrogatepass"))
    expected = _cli_decks([str(path)])[str(path)]
    [deck] = riftcheck.check_text(text, filename=str(path), as_of=AS_OF)["decks"]
    assert deck == expected
    assert deck["status"] == "unreadable" and "is not UTF-8 text" in deck["error"]


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
    code = "import sys, riftcheck; print('riftcheck.games.riftbound.checker' in sys.modules, 'riftcheck.api' in sys.modules)"
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


LILLIA = REPO / "examples" / "lillia.txt"


def test_a_verdict_changed_by_its_caller_does_not_change_the_next_verdict_for_the_same_list():
    text = (REPO / "examples" / "viktor.txt").read_bytes()  # banned cards: RC301
    [first] = riftcheck.check_results(text, as_of=AS_OF)
    [expected] = riftcheck.check_results(text, as_of=AS_OF)
    assert "RC301" in {finding.code for finding in first.findings}
    first.findings.clear()
    first.counts.clear()
    first.summary["identity"].clear()
    [again] = riftcheck.check_results(text, as_of=AS_OF)
    assert again.findings == expected.findings and "RC301" in {finding.code for finding in again.findings}
    assert again.counts == expected.counts != {} and again.summary["identity"] == expected.summary["identity"] != []


def test_a_document_changed_by_its_caller_does_not_change_the_next_document_for_the_same_list():
    text = LILLIA.read_bytes()
    expected = riftcheck.check_text(text, as_of=AS_OF)
    first = riftcheck.check_text(text, as_of=AS_OF)
    first["decks"][0]["counts"]["main"] = 0
    first["decks"][0]["findings"].clear()
    first["known"]["rules_edition"]["name"] = "changed"
    assert riftcheck.check_text(text, as_of=AS_OF) == expected


def test_team_documents_are_the_callers_own():
    text = LILLIA.read_bytes()
    first = riftcheck.check_team(text, text, as_of=AS_OF)
    first["decks"][0]["counts"].clear()
    first["decks"][0]["findings"].clear()
    again = riftcheck.check_team(text, text, as_of=AS_OF)
    assert again["decks"][0]["counts"]["main"] == 40
    assert {"RC401", "RC402"} <= {f["code"] for f in again["decks"][0]["findings"]}


def test_the_public_names_are_exported_and_each_is_reachable():
    assert set(riftcheck.__all__) == {"__version__", "check_text", "check_results", "check_team", "summarize_text",
                                      "read_decks", "forget", "CheckDocument"}
    from riftcheck import api

    assert set(api.__all__) == set(riftcheck.__all__) - {"__version__"}
    for name in api.__all__:
        assert getattr(riftcheck, name) is getattr(api, name)
        assert name in dir(riftcheck)
    with pytest.raises(AttributeError):
        riftcheck.document  # noqa: B018  the JSON document is built by check_text alone


def test_read_decks_and_summarize_text_are_public_and_read_the_list():
    [deck] = riftcheck.read_decks(LILLIA.read_bytes(), filename="lillia.txt")
    assert deck.legend.name == "Lillia, Bashful Bloom" and deck.count("main") == 39
    [summary] = riftcheck.summarize_text(LILLIA.read_bytes())
    assert summary["zones"]["main"] == 40 if "zones" in summary else summary


def test_an_unknown_input_format_is_a_value_error_naming_the_known_ones():
    for call in (lambda: riftcheck.check_text("1 Charm", input_format="excel"),
                 lambda: riftcheck.check_results("1 Charm", input_format="excel"),
                 lambda: riftcheck.check_team("1 Charm", "1 Charm", input_format="excel"),
                 lambda: riftcheck.read_decks("1 Charm", input_format="excel")):
        with pytest.raises(ValueError, match=r"unknown input_format 'excel'; use None to detect it, or one of: .*text"):
            call()


def test_a_forced_input_format_is_used():
    text = LILLIA.read_text(encoding="utf-8")
    detected = riftcheck.check_text(text, as_of=AS_OF)["decks"][0]
    assert detected["legal"] is True
    forced = riftcheck.check_text(text, as_of=AS_OF, input_format="tts")["decks"][0]
    assert forced["legal"] is False and "Tabletop Simulator" in forced["error"]


def test_bad_dates_are_value_errors_worded_for_python_and_wrong_types_type_errors():
    import datetime

    with pytest.raises(ValueError, match=r"as_of must be a datetime.date or a 'YYYY-MM-DD' string, not 'soon'"):
        riftcheck.check_text("1 Charm", as_of="soon")
    with pytest.raises(ValueError, match="as_of must be"):
        riftcheck.check_team("1 Charm", "1 Charm", as_of="2026-13-01")
    with pytest.raises(TypeError, match="as_of must be .* not int"):
        riftcheck.check_text("1 Charm", as_of=20261201)
    with pytest.raises(ValueError, match="rules from .* not 2020-01-01"):
        riftcheck.check_text("1 Charm", as_of="2020-01-01")
    moment = datetime.datetime(2026, 3, 1, 12, 30)
    assert riftcheck.check_text(LILLIA.read_bytes(), as_of=moment)["as_of"] == "2026-03-01"
    with pytest.raises(TypeError, match="str or bytes, not int"):
        riftcheck.check_text(12)


def test_no_error_message_of_the_api_names_a_command_line_option():
    deck = (LIMITED / "sealed-deck.txt").read_bytes()
    calls = [
        lambda: riftcheck.check_text(deck, as_of=AS_OF, pool=b"1 Charm\n"),
        lambda: riftcheck.check_team(deck, deck, as_of=AS_OF, pool=b"1 Charm\n"),
        lambda: riftcheck.check_text("1 Charm", format="sealed-ish"),
        lambda: riftcheck.check_text("1 Charm", region="xx"),
        lambda: riftcheck.check_text("1 Charm", input_format="excel"),
        lambda: riftcheck.check_text("1 Charm", as_of="soon"),
        lambda: riftcheck.check_team("1 Charm", "1 Charm", format="constructed"),
    ]
    for call in calls:
        with pytest.raises(ValueError) as raised:
            call()
        assert "--" not in str(raised.value), str(raised.value)
    with pytest.raises(ValueError, match=r"^pool is for limited formats \(sealed, draft\), not constructed$"):
        calls[0]()


@pytest.mark.parametrize("format_name", ["constructed", "casual"])
def test_check_team_outside_2v2_is_a_value_error(format_name):
    text = LILLIA.read_bytes()
    with pytest.raises(ValueError, match=f"check_team is for 2v2 play .*, not {format_name}: check each list"):
        riftcheck.check_team(text, text, format=format_name, as_of=AS_OF)


def test_check_team_reads_both_lists_in_the_input_format_given():
    text = LILLIA.read_text(encoding="utf-8")
    forced = riftcheck.check_team(text, text, as_of=AS_OF, input_format="tts")
    assert [("Tabletop Simulator" in deck["error"]) for deck in forced["decks"]] == [True, True]
    assert riftcheck.check_team(text, text, as_of=AS_OF)["decks"][0]["counts"]["main"] == 40


def test_check_team_refuses_a_pool_outside_limited_and_both_pool_and_pools():
    text = LILLIA.read_bytes()
    with pytest.raises(ValueError, match="^pool is for limited formats"):
        riftcheck.check_team(text, text, as_of=AS_OF, pool=text)
    with pytest.raises(ValueError, match="^pool is for limited formats"):
        riftcheck.check_team(text, text, as_of=AS_OF, pools=(text, text))
    with pytest.raises(ValueError, match="not both"):
        riftcheck.check_team(text, text, as_of=AS_OF, pool=text, pools=(text, text))


def test_the_documents_agree_with_the_documented_type_and_the_schema():
    import typing

    from riftcheck.report import check_output

    schema = json.loads((REPO / "src" / "riftcheck" / "data" / "schema" / "check-output.schema.json").read_text(encoding="utf-8"))
    deck_schema, finding_schema = schema["$defs"]["deck"], schema["$defs"]["finding"]
    pairs = [(check_output.CheckDocument, schema), (check_output.DeckDocument, deck_schema),
             (check_output.FindingDocument, finding_schema),
             (check_output.TotalsDocument, schema["properties"]["totals"]),
             (check_output.Counts, deck_schema["properties"]["counts"])]
    for typed, described in pairs:
        assert set(typing.get_type_hints(typed)) == set(described["properties"]), typed.__name__
        required = set(described.get("required", ()))
        assert typed.__required_keys__ == required, typed.__name__
    statuses = typing.get_args(check_output.Status)
    assert set(statuses) == {"legal", "illegal", "unconfirmed", "unreadable"}
    assert set(deck_schema["properties"]["status"]["enum"]) == set(statuses)


def test_check_team_checks_both_decks_against_the_teams_one_pool_as_the_cli_does():
    deck, pool = (LIMITED / "sealed-deck.txt").read_bytes(), (LIMITED / "sealed-pool.txt").read_bytes()
    document = riftcheck.check_team(deck, deck, format="sealed", as_of=AS_OF, pool=pool, pool_filename="team.txt")
    paths = [str(LIMITED / "sealed-deck.txt")] * 2
    cli = json.loads(run_cli("check", "-o", "json", "--as-of", AS_OF, "--format", "sealed", "--pool",
                             str(LIMITED / "sealed-pool.txt"), "--team", *paths).stdout)
    assert [len(deck["findings"]) for deck in document["decks"]] == [len(deck["findings"]) for deck in cli["decks"]]
    for checked in document["decks"]:
        messages = {f["message"] for f in checked["findings"] if f["code"] in ("RC122", "RC123")}
        assert "Checked with the teammate's deck against their shared pool team.txt (33 cards)." in messages
        assert "Stupefy: the team's two decks use 6 copies together, but their shared pool has 3." in messages


def test_check_team_checks_each_deck_against_its_own_pool():
    deck = (LIMITED / "sealed-deck.txt").read_bytes()
    pools = ((LIMITED / "sealed-pool.txt").read_bytes(), (LIMITED / "pools" / "bob.txt").read_bytes())
    first, second = riftcheck.check_team(deck, deck, format="sealed", as_of=AS_OF, pools=pools,
                                         pool_filenames=("ann.txt", "bob.txt"))["decks"]
    first_messages = {f["message"] for f in first["findings"] if f["code"] in ("RC122", "RC123")}
    second_messages = {f["message"] for f in second["findings"] if f["code"] in ("RC122", "RC123")}
    assert "Checked against the pool ann.txt (33 cards)." in first_messages
    assert "Checked against the pool bob.txt (32 cards)." in second_messages
    assert "Stupefy: 3 copies are used, but the pool has 2." in second_messages
    assert not any("together" in message for message in first_messages | second_messages)


def test_forget_empties_every_module_cache_riftcheck_keeps():
    import importlib

    import datetime

    from riftcheck import games
    from riftcheck.engine import caches
    from riftcheck.games.riftbound import formats

    riftcheck.check_text(LILLIA.read_bytes(), as_of=AS_OF)
    modules = [importlib.import_module(name) for name in (*caches.HOLDERS, *games.cache_holders())]
    cache, data_warnings, entries, deck_yaml, piltover_text, code_tokens, deckcode, set_legality, unknown_names = modules
    from riftcheck.games.riftbound.decklist.model import Decklist

    entries.add_entry(Decklist("<test>", "riftcheck"), "main", 3, "Stupefy", where="main[0]")
    set_legality.region_names(formats.context("constructed", datetime.date(2026, 11, 29), "cn"))
    data_warnings._WARNED.add("a card data problem")
    unknown_names.glossary_term("บัฟ")
    unknown_names.is_magic_name("Lightning Bolt")
    deck_yaml.read_deck_yaml("format: riftcheck-deck\n")
    code_tokens.read_pixelborn(base64.b64encode(b"OGN-001-1$OGN-001-1").decode())
    code_tokens.tts_codes("OGN-002-1")
    deckcode.decode(deckcode.encode([("OGN-001", 3)]))
    assert deckcode._plain_cards and code_tokens._tts_code.cache_info().currsize
    assert any(deck_yaml._MEMOS)
    assert cache._IN_MEMORY and entries._accepted and piltover_text._plain_lines and set_legality._NAMES
    riftcheck.forget()
    assert not (cache._IN_MEMORY or data_warnings._WARNED or entries._accepted or piltover_text._plain_lines
                or set_legality._NAMES or any(deck_yaml._MEMOS))
    assert entries._checked_text.cache_info().currsize == 0
    assert unknown_names._glossary_words.cache_info().currsize == 0
    assert unknown_names._magic_names.cache_info().currsize == 0
    assert not deckcode._plain_cards and deckcode._card_ref.cache_info().currsize == 0
    assert all(memo.cache_info().currsize == 0 for memo in (code_tokens._tts_print, code_tokens._tts_code,
                                                            code_tokens._card_or_raw, code_tokens._token_kind))
    assert riftcheck.check_text(LILLIA.read_bytes(), as_of=AS_OF)["decks"][0]["legal"] is True


def test_unknown_new_cards_reaches_the_checker_as_the_cli_option_does_and_is_checked():
    from riftcheck import api

    riftcheck.forget()
    riftcheck.check_text(LILLIA.read_bytes(), as_of=AS_OF, unknown_new_cards="warn")
    riftcheck.check_team(LILLIA.read_bytes(), LILLIA.read_bytes(), as_of=AS_OF, unknown_new_cards="warn")
    assert {(options.format, options.unknown_new_cards) for options in api._checkers} == {
        ("constructed", "warn"), ("2v2", "warn")}
    with pytest.raises(ValueError, match="unknown_new_cards must be one of 'error', 'warn', not 'ignore'"):
        riftcheck.check_text("1 Charm", unknown_new_cards="ignore")


def test_data_in_force_of_magic_is_magics_own_with_its_lines():
    magic = riftcheck.api.data_in_force("en", game="mtg")
    assert magic["game"] == "mtg" and magic["comprehensive_rules"]["effective"]
    assert magic["lines"][0].startswith("Magic data in force on") and all(line.strip() for line in magic["lines"])
    assert "ban wave" not in " ".join(magic["lines"])

"""riftcheck lookup from the command line: JSON, the rich panel, messages and exit codes."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from riftcheck.cli.app import app
from riftcheck.glossary import cardcount

RESULT_FIELDS = [
    "id", "en", "th", "category", "score", "match", "typed_as", "via", "definition_th", "definition_en",
    "example_th", "example_en", "related", "rules", "rules_current", "card_keyword", "aliases",
]


def lookup(*args: str):
    return CliRunner().invoke(app, ["lookup", *args])


def lookup_json(*args: str) -> dict:
    result = lookup(*args, "-o", "json")
    assert result.exit_code in (0, 1), result.output
    return json.loads(result.stdout)


def test_json_result_fields_in_order():
    document = lookup_json("accelerate")
    assert document["query"] == "accelerate"
    first = document["results"][0]
    assert list(first) == RESULT_FIELDS
    assert (first["id"], first["en"], first["th"], first["category"]) == ("accelerate", "Accelerate", "เร่งความเร็ว", "keyword")
    assert (first["match"], first["score"]) == ("exact", 100.0)
    assert first["related"] == ["ready", "exhaust", "unit", "power", "energy"]
    assert first["rules"] == ["805"]
    assert "suggestions" not in document


@pytest.mark.parametrize(
    ("query", "entry_id", "match"),
    [
        ("เร่งความเร็ว", "accelerate", "exact"),
        ("แอคชั่น", "action", "alias"),
        ("weapon", "weaponmaster", "prefix"),
        ("ความเร็ว", "accelerate", "substring"),
        ("acelerate", "accelerate", "fuzzy"),
        ("เร่งความเรว", "accelerate", "exact"),
        ("ฟแแำสำพฟะำ", "accelerate", "layout"),
        ("ข้าวหลามตัด", "body", "fulltext"),
    ],
)
def test_json_best_match_per_tier(query, entry_id, match):
    first = lookup_json(query)["results"][0]
    assert (first["id"], first["match"]) == (entry_id, match)


def test_json_layout_result_says_what_was_meant():
    first = lookup_json("ฟแแำสำพฟะำ")["results"][0]
    assert first["typed_as"] == "accelerate"


def test_words_need_no_quotes():
    result = lookup("rune", "pool", "-o", "json")
    assert json.loads(result.stdout)["results"][0]["id"] == "rune-pool"


def test_invisible_characters_in_the_query():
    first = lookup_json("\u200bเร่ง\u200cความ\u00adเร็ว\ufeff")["results"][0]
    assert (first["id"], first["match"]) == ("accelerate", "exact")


def test_limit_option():
    assert len(lookup_json("rune", "-n", "2")["results"]) == 2


def test_no_match_json_has_suggestions_and_exit_code_1():
    result = lookup("zzqqxx", "-o", "json")
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    assert document["results"] == []
    assert len(document["suggestions"]) == 3


def test_panel_in_thai():
    result = lookup("มัลลิแกน")
    assert result.exit_code == 0
    out = result.stdout
    for expected in ("Mulligan", "มัลลิแกน (เปลี่ยนมือเริ่ม)", "จังหวะเวลา", "หลังจั่วมือเริ่ม 4 ใบ", "คำที่เกี่ยวข้อง", "Setup (การเตรียมเกม)", "กฎข้อ: 117"):
        assert expected in out, expected
    assert "After drawing the opening four" not in out


def test_panel_shows_the_current_rule_number():
    modes = lookup("mode", "of", "play").stdout
    assert "483–491" in modes and "481–489" not in modes  # the numbers of 2026-10-09 are current
    assert "825 (ฉบับ 2026-10-09: 825.3)" in lookup("unique").stdout


@pytest.mark.parametrize(
    ("args", "first_line"),
    [
        (["กฎข้อ805"], "กฎข้อ 805: Accelerate · เร่งความเร็ว อ้างถึงกฎข้อ 805"),
        (["กฎข้อ", "๘๐๕"], "กฎข้อ 805: Accelerate · เร่งความเร็ว อ้างถึงกฎข้อ 805"),
        (["rule", "805.", "--lang", "en"], "Rule 805: Accelerate · เร่งความเร็ว cites rule 805"),
    ],
)
def test_panel_names_the_rule_number_asked_once(args, first_line):
    assert lookup(*args).stdout.splitlines()[0] == first_line


def test_panel_keeps_card_symbols_as_text():
    out = lookup("power").stdout
    assert "[Fury]" in out and "[โดเมนใดก็ได้]" in out


def test_panel_in_english():
    out = lookup("เร่งความเร็ว", "--lang", "en").stdout
    assert "Optional extra cost on a unit" in out
    assert "Example:" in out and "Related:" in out and "Rules: 805" in out
    assert "คีย์เวิร์ดค่าร่ายเพิ่มเติม" not in out


def test_panel_in_both_languages():
    out = lookup("accelerate", "--lang", "both").stdout
    assert "คีย์เวิร์ดค่าร่ายเพิ่มเติม" in out and "Optional extra cost on a unit" in out


def test_panel_lists_other_close_matches():
    out = lookup("draw").stdout
    assert "คำใกล้เคียงอื่น" in out
    assert "Draw Phase · เฟสจั่ว" in out and "(ขึ้นต้นด้วยคำนี้)" in out


def test_panel_explains_a_layout_hit():
    out = lookup("ฟแแำสำพฟะำ").stdout
    assert "ดูเหมือนพิมพ์ผิดแป้นภาษา “ฟแแำสำพฟะำ” → “accelerate”" in out


def test_panel_explains_a_fuzzy_hit():
    out = lookup("acelerate").stdout
    assert "ไม่พบ “acelerate” ตรงตัว" in out
    assert "Accelerate · เร่งความเร็ว" in out


def test_keyword_panel_counts_cards(db, monkeypatch):
    monkeypatch.setenv("COLUMNS", "400")  # one line per paragraph
    names = sorted(card.name for card in db.cards if cardcount.has_keyword(card.keywords, "Assault"))
    assert names, "the card database has Assault cards"
    out = lookup("assault").stdout
    assert f"มีการ์ด {len(names)} ใบที่มีคีย์เวิร์ดนี้ · เช่น {' / '.join(names[:3])}" in out
    assert "ดูทั้งหมด: riftcheck cards --keyword Assault" in out


def test_keyword_panel_without_a_card_database(monkeypatch):
    def broken():
        raise OSError("no card data")

    monkeypatch.setattr(cardcount, "keyword_table", broken)
    result = lookup("assault")
    assert result.exit_code == 0
    assert "Assault · บุกโจมตี" in result.stdout
    assert "riftcheck cards --keyword" not in result.stdout


def test_the_keyword_table_counts_what_the_card_database_holds(db):
    table = cardcount.keyword_table()
    for keyword in ("Accelerate", "Assault", "Tank", "Quick-Draw", "Hidden"):
        names = sorted(card.name for card in db.cards if cardcount.has_keyword(card.keywords, keyword))
        assert table.get(keyword.casefold(), []) == names, keyword


def test_the_keyword_table_is_keyed_on_the_files_the_card_database_reads(monkeypatch):
    # If the card database reads other files (a user's own cards, say), the table must too.
    import riftcheck.games.riftbound.cards.db

    seen = []
    real = riftcheck.games.riftbound.cards.db.cached_file

    def spy(name, files, build, read, **options):
        seen.append((name, list(files)))
        return real(name, files, build, read, **options)

    monkeypatch.setattr(riftcheck.games.riftbound.cards.db, "cached_file", spy)
    riftcheck.games.riftbound.cards.db.load_db()
    assert seen == [("cards", cardcount.card_files())]


def test_the_keyword_table_counts_the_cards_a_user_imported(monkeypatch, tmp_path):
    from support import REPO, run_cli

    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path))
    assert "Prism Volley" not in cardcount.keyword_table().get("action", [])
    made_up = REPO / "tests" / "fixtures" / "cardlists" / "rad-made-up.yaml"
    assert run_cli("import", str(made_up)).returncode == 0
    assert "Prism Volley" in cardcount.keyword_table()["action"]


def test_card_keywords_with_numbers_count():
    assert cardcount.has_keyword(("Assault 2", "Tank"), "Assault")
    assert cardcount.has_keyword(("Quick-Draw",), "quick-draw")
    assert not cardcount.has_keyword(("Empowered",), "Empower")
    assert not cardcount.has_keyword(("Assaulter",), "Assault")


def test_no_match_in_thai_for_a_thai_query():
    result = lookup("ฬฬฬฬฬ")
    assert result.exit_code == 1
    assert result.stdout.startswith("ไม่พบคำว่า “ฬฬฬฬฬ” ในอภิธานศัพท์ — คำที่ใกล้เคียง:")
    assert "Traceback" not in result.output


def test_no_match_in_english_for_an_english_query():
    result = lookup("zzqqxx")
    assert result.exit_code == 1
    assert result.stdout.startswith("No glossary entry matches “zzqqxx” — Nearest terms:")


@pytest.mark.parametrize("query", ["ฬฬฬฬฬ", "zzqqxx"])
def test_no_match_wraps_between_words_on_a_narrow_screen(query):
    from riftcheck.glossary.terminal import cell_width

    lines = CliRunner().invoke(app, ["lookup", query], env={"COLUMNS": "30"}).stdout.splitlines()
    wide = CliRunner().invoke(app, ["lookup", query], env={"COLUMNS": "100"}).stdout.splitlines()
    assert len(lines) > 2 and all(cell_width(line) <= 30 for line in lines)
    assert " ".join(lines) == " ".join(wide)  # broken only where a space was


def test_no_match_follows_an_explicit_language():
    assert lookup("zzqqxx", "--lang", "th").stdout.startswith("ไม่พบคำว่า")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["accelerate", "-o", "yaml"], "riftcheck: unknown output format 'yaml'"),
        (["accelerate", "--lang", "fr"], "riftcheck: unknown language 'fr'"),
        (["accelerate", "-n", "0"], "riftcheck: --limit takes a number of matches, 1 or more."),
        (["\u200b"], "พิมพ์คำที่ต้องการค้นหา"),
        (["  "], "พิมพ์คำที่ต้องการค้นหา"),
    ],
)
def test_usage_errors_exit_2_with_one_sentence(args, message):
    result = lookup(*args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert result.stdout == ""
    assert "Traceback" not in result.output


def test_a_double_dash_ends_the_options_and_what_follows_is_the_query():
    result = lookup("-o", "json", "--", "-n")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["query"] == "-n"


def test_missing_query_is_a_usage_error():
    result = lookup()
    assert result.exit_code == 2
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("query", "exit_code"),
    [
        ("[Fury]", 0),  # brackets are not markup: the nearest term, Fury, is found
        ("[bold red]x[/]", 0),  # not markup: "red" is the colour of Fury, which is found
        ("\u0e48\u0e49", 2),  # Thai tone marks alone normalise to nothing to look up
        ("🃏", 1),
        ("a" * 2000, 1),
        ("\x00\x07", 1),
        ("ـ", 1),
        ("Ω", 1),
        ("\u202eevil", 1),
    ],
)
def test_odd_input_never_raises(query, exit_code):
    for output in ("text", "json"):
        result = lookup(query, "-o", output)
        assert result.exit_code == exit_code, result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)

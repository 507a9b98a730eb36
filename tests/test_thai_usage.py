"""A Thai run is Thai throughout: usage errors and refusals follow --lang and the locale."""

from __future__ import annotations

import pytest
from support import run_cli

ENGLISH = {"LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}
THAI_LOCALE = {"LANG": "th_TH.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""}


def test_an_unknown_format_is_refused_in_thai_under_lang_th():
    done = run_cli("check", "x", "--lang", "th", "--format", "foo", env=ENGLISH)
    assert done.returncode == 2
    assert done.stderr.startswith("riftcheck: ไม่รู้จักฟอร์แมต 'foo' เลือกได้จาก ")


@pytest.mark.parametrize(
    "args,thai",
    [
        (("check", "x", "--format", "foo"), "ไม่รู้จักฟอร์แมต 'foo'"),
        (("check", "x", "--as-of", "9/10/2026"), "อ่านวันที่ '9/10/2026' ไม่ได้"),
        (("check", "x", "-o", "xml"), "ไม่รู้จักรูปแบบเอาต์พุต 'xml'"),
        (("check",), "ให้ระบุไฟล์หรือโฟลเดอร์เด็คลิสต์"),
        (("rules", "RC999"), "riftcheck: ไม่มีกฎ 'RC999' ดูรหัสและชื่อกฎทั้งหมดได้ด้วย `riftcheck rules`"),
        (("rules", "-o", "xml"), "riftcheck: ไม่รู้จักรูปแบบเอาต์พุต 'xml'"),
        (("rules", "--game", "chess"), "riftcheck: ไม่รู้จักเกม 'chess'"),
        (("rules", "--as-of", "9/10/2026"), "riftcheck: อ่านวันที่ '9/10/2026' ไม่ได้"),
        (("show", "examples/lillia.txt", "--as-of", "2020-01-01"), "riftcheck: riftcheck มีกติกาของฟอร์แมต constructed ตั้งแต่ "),
        (("rules", "RC105", "-o", "markdown"), "riftcheck: -o markdown เขียนตารางของกฎทุกข้อ ไม่ต้องระบุรหัสกฎ"),
        (("rules", "--game", "mtg", "MG999"), "riftcheck: ไม่มีกฎ 'MG999' ของ Magic"),
        (("show", "examples/lillia.txt", "-o", "xml"), "riftcheck: ไม่รู้จักรูปแบบเอาต์พุต 'xml'"),
        (("show", "examples/lillia.txt", "--as-of", "9/10/2026"), "riftcheck: อ่านวันที่ '9/10/2026' ไม่ได้"),
        (("show", "examples/lillia.txt", "--format", "foo"), "riftcheck: ไม่รู้จักฟอร์แมต 'foo'"),
        (("show", "examples/lillia.txt", "--game", "mtg", "--format", "foo"), "riftcheck: ไม่รู้จักฟอร์แมต 'foo' ของ Magic"),
        (("show", "examples/lillia.txt", "--game", "chess"), "riftcheck: ไม่รู้จักเกม 'chess'"),
        (("show", "examples/lillia.txt", "--game", "mtg", "--input-format", "tts"),
         "riftcheck: --input-format ใช้ระบุรูปแบบอินพุตของเด็คลิสต์ Riftbound เท่านั้น"),
        (("convert", "examples/lillia.txt", "--to", "pdf"), "riftcheck: แปลงเป็น 'pdf' ไม่ได้"),
        (("convert", "examples/lillia.txt", "--game", "mtg", "--to", "pdf"), "riftcheck: แปลงเด็คลิสต์ของ Magic เป็น 'pdf' ไม่ได้"),
        (("convert", "examples/lillia.txt", "-O", "examples/lillia.txt"), "riftcheck: จะไม่เขียนทับไฟล์อินพุต examples/lillia.txt"),
        (("convert", "examples/lillia.txt", "--game", "chess"), "riftcheck: ไม่รู้จักเกม 'chess'"),
        (("lookup", "accelerate", "-o", "xml"), "riftcheck: ไม่รู้จักรูปแบบเอาต์พุต 'xml'"),
        (("lookup", "accelerate", "-n", "0"), "riftcheck: --limit ต้องเป็นจำนวน ตั้งแต่ 1 ขึ้นไป"),
        (("lookup", "accelerate", "--game", "chess"), "riftcheck: ไม่รู้จักเกม 'chess'"),
        (("lookup", "accelerate", "--lang", "fr"), "riftcheck: ไม่รู้จักภาษา 'fr'"),
        (("cards", "zzqqxx"), "ไม่พบการ์ดที่ตรงกับ 'zzqqxx'"),
        (("data", "frobnicate"), "ไม่รู้จักคำสั่ง 'frobnicate'"),
        (("glossary", "--category", "spellz"), "riftcheck: ไม่รู้จักหมวด 'spellz' เลือกได้จาก keyword (คีย์เวิร์ด)"),
        (("glossary", "--lang", "fr"), "riftcheck: ไม่รู้จักภาษา 'fr' เลือกได้จาก th, en, both"),
        (("glossary", "-o", "xml"), "riftcheck: ไม่รู้จักรูปแบบเอาต์พุต 'xml' เลือกได้จาก text, json"),
        (("glossary", "--game", "chess"), "riftcheck: ไม่รู้จักเกม 'chess'"),
    ],
)
def test_a_thai_locale_is_answered_in_thai(args, thai):
    assert thai in run_cli(*args, env=THAI_LOCALE).stderr


def test_an_empty_folder_is_refused_in_thai(tmp_path):
    (tmp_path / "empty").mkdir()
    done = run_cli("check", str(tmp_path / "empty"), "--lang", "th", env=ENGLISH)
    assert done.returncode == 2 and "ไม่พบเด็คลิสต์ใน" in done.stderr


def test_english_stays_english():
    done = run_cli("check", "x", "--format", "foo", env=ENGLISH)
    assert "unknown format 'foo'; use one of: " in done.stderr


def test_an_unknown_language_is_refused_in_the_locales_language():
    assert "ไม่รู้จักภาษา 'fr'" in run_cli("check", "x", "--lang", "fr", env=THAI_LOCALE).stderr


@pytest.mark.parametrize(
    "args,thai",
    [
        (("rules", "RC999", "--lang", "th"), "riftcheck: ไม่มีกฎ 'RC999'"),
        (("show", "examples/lillia.txt", "--lang", "th", "-o", "xml"), "riftcheck: ไม่รู้จักรูปแบบเอาต์พุต 'xml'"),
        (("convert", "examples/lillia.txt", "--lang", "th", "--to", "pdf"), "riftcheck: แปลงเป็น 'pdf' ไม่ได้"),
        (("lookup", "accelerate", "--lang", "th", "-n", "0"), "riftcheck: --limit ต้องเป็นจำนวน ตั้งแต่ 1 ขึ้นไป"),
        (("glossary", "--lang", "th", "--category", "spellz"), "riftcheck: ไม่รู้จักหมวด 'spellz' เลือกได้จาก keyword (คีย์เวิร์ด)"),
        (("glossary", "--lang", "th", "-o", "xml"), "riftcheck: ไม่รู้จักรูปแบบเอาต์พุต 'xml' เลือกได้จาก text, json"),
        (("glossary", "--lang", "th", "--game", "chess"), "riftcheck: ไม่รู้จักเกม 'chess'"),
    ],
)
def test_lang_th_answers_usage_errors_in_thai_under_an_english_locale(args, thai):
    done = run_cli(*args, env=ENGLISH)
    assert done.returncode == 2 and thai in done.stderr, done.stderr


@pytest.mark.parametrize(
    "args,english",
    [
        (("rules", "RC999"), "riftcheck: no rule 'RC999'; `riftcheck rules` lists every rule code and name."),
        (("show", "examples/lillia.txt", "-o", "xml"), "riftcheck: unknown output format 'xml'; choose one of text, json."),
        (("convert", "examples/lillia.txt", "--to", "pdf"), "riftcheck: cannot convert to 'pdf'; choose one of "),
        (("lookup", "accelerate", "-n", "0"), "riftcheck: --limit takes a number of matches, 1 or more."),
        (("glossary", "--category", "spellz"), "riftcheck: unknown category 'spellz'; choose one of keyword (คีย์เวิร์ด)"),
        (("glossary", "-o", "xml"), "riftcheck: unknown output format 'xml'; choose one of text, json."),
    ],
)
def test_the_same_usage_errors_stay_english_under_an_english_locale(args, english):
    done = run_cli(*args, env=ENGLISH)
    assert done.returncode == 2 and english in done.stderr, done.stderr


def _odd_decks(folder) -> tuple[str, str]:
    """A Riftbound list with a line that is no card entry and a made-up card; a Magic list with a
    misspelt card."""
    from support import REPO

    riftbound, magic = folder / "odd.txt", folder / "burn.txt"
    riftbound.write_text((REPO / "examples" / "lillia.txt").read_text(encoding="utf-8")
                         + "1 Totally Made Up Card\nthis is not a card line at all\n", encoding="utf-8")
    magic.write_text("Deck\n4 Lightning Blot\n56 Mountain\n", encoding="utf-8")
    return str(riftbound), str(magic)


THAI_WARNINGS = [
    "riftcheck: คำเตือน: บรรทัด 45: ไม่ได้เขียน 'this is not a card line at all' ลงไป (ไม่ใช่รายการการ์ด: ",
    "riftcheck: คำเตือน: 'Totally Made Up Card' (ไซด์บอร์ด) ไม่มีในข้อมูลการ์ด จึงเขียนไว้ตามที่พิมพ์มา",
    "riftcheck: คำเตือน: รายการแบบ Tabletop Simulator ใส่ไซด์บอร์ดไม่ได้ จึงไม่ได้เขียน: 2 Decree of Focus, ",
]


@pytest.mark.parametrize("how", ["--lang th", "Thai locale"])
def test_converts_warnings_are_thai_in_a_thai_run(tmp_path, how):
    riftbound, magic = _odd_decks(tmp_path)
    flags, env = (["--lang", "th"], ENGLISH) if how == "--lang th" else ([], THAI_LOCALE)
    written = run_cli("convert", riftbound, "--to", "tts", *flags, env=env)
    assert written.returncode == 0
    for warning in THAI_WARNINGS:
        assert warning in written.stderr, written.stderr
    magic_written = run_cli("convert", magic, "--game", "mtg", *flags, env=env)
    assert "riftcheck: คำเตือน: บรรทัด 2: ไม่มีการ์ด Magic ชื่อ 'Lightning Blot' จึงเขียนไว้ตามที่พิมพ์มา" in magic_written.stderr


def test_converts_warnings_stay_english_in_an_english_run(tmp_path):
    riftbound, _ = _odd_decks(tmp_path)
    written = run_cli("convert", riftbound, "--to", "tts", env=ENGLISH)
    assert "riftcheck: warning: 'Totally Made Up Card' (sideboard) is not in the card database; it is kept as written" \
        in written.stderr
    assert "คำเตือน" not in written.stderr


# What typer's parser refuses (before any riftcheck code runs) is said in Thai too, naming the
# option or argument and where to read how to write the command line.
PARSER_REFUSALS = [
    (("lookup",), "riftcheck: ยังไม่ได้ใส่ QUERY ให้ใส่ต่อท้าย riftcheck lookup (ดูวิธีใช้ได้ด้วย riftcheck lookup -h)"),
    (("lookup", "-n", "x", "accelerate"),
     "riftcheck: -n / --limit ต้องเป็นตัวเลขจำนวนเต็ม ใช้ 'x' ไม่ได้ (ดูวิธีใช้ได้ด้วย riftcheck lookup -h)"),
    (("lookup", "--bogus", "accelerate"),
     "riftcheck: คำสั่ง riftcheck lookup ไม่มีตัวเลือก --bogus (ดูตัวเลือกทั้งหมดได้ด้วย riftcheck lookup -h)"),
    (("lookup", "--limt", "3", "accelerate"), "ไม่มีตัวเลือก --limt หมายถึง --limit หรือเปล่า"),
    (("lookup", "accelerate", "-n"), "riftcheck: ตัวเลือก -n ต้องมีค่าตามหลัง (ดูวิธีใช้ได้ด้วย riftcheck lookup -h)"),
    (("check", "x", "--strict=yes"), "riftcheck: ตัวเลือก --strict ไม่รับค่า ให้ใส่ --strict เฉย ๆ (ดูวิธีใช้ได้ด้วย riftcheck check -h)"),
    (("check", "x", "--jobs", "many"), "riftcheck: --jobs / -j ต้องเป็นตัวเลขจำนวนเต็ม ใช้ 'many' ไม่ได้"),
    (("show",), "riftcheck: ยังไม่ได้ใส่ path ให้ใส่ต่อท้าย riftcheck show"),
    (("show", "a.txt", "b.txt"), "riftcheck: riftcheck show ไม่รับ 'b.txt' ที่เกินมา ให้ลบออก"),
    (("glossary", "--definitons"), "ไม่มีตัวเลือก --definitons หมายถึง --definitions หรือเปล่า"),
    (("rules", "--as-of"), "riftcheck: ตัวเลือก --as-of ต้องมีค่าตามหลัง (ดูวิธีใช้ได้ด้วย riftcheck rules -h)"),
    (("lokup", "accelerate"), "riftcheck: ไม่มีคำสั่ง 'lokup' หมายถึง 'lookup' หรือเปล่า (ดูคำสั่งทั้งหมดได้ด้วย riftcheck -h)"),
    (("--color", "pink", "lookup", "accelerate"), "riftcheck: --color ใช้ได้เฉพาะ auto, always, never ใช้ 'pink' ไม่ได้"),
]


@pytest.mark.parametrize("args,thai", PARSER_REFUSALS)
def test_the_parsers_refusals_are_thai_under_a_thai_locale(args, thai):
    done = run_cli(*args, env=THAI_LOCALE)
    assert done.returncode == 2 and thai in done.stderr, done.stderr
    assert "Usage:" not in done.stderr and "Error" not in done.stderr


def test_the_parsers_refusal_follows_lang_th_under_an_english_locale():
    done = run_cli("lookup", "--lang", "th", "-n", "x", "accelerate", env=ENGLISH)
    assert done.returncode == 2 and "-n / --limit ต้องเป็นตัวเลขจำนวนเต็ม ใช้ 'x' ไม่ได้" in done.stderr


@pytest.mark.parametrize(
    "args,english",
    [
        (("lookup",), "Missing argument 'QUERY'."),
        (("lookup", "-n", "x", "accelerate"), "Invalid value for '-n' / '--limit': 'x' is not a valid int."),
        (("lookup", "--bogus", "accelerate"), "No such option: --bogus"),
        (("lookup", "--lang", "en", "-n", "x", "accelerate"), "'x' is not a valid int."),
    ],
)
def test_the_parsers_refusals_stay_typers_english_under_an_english_locale(args, english):
    for env in (ENGLISH, {**THAI_LOCALE, "LC_ALL": "en_US.UTF-8"}) if "--lang" not in args else (THAI_LOCALE,):
        done = run_cli(*args, env=env)
        assert done.returncode == 2 and english in done.stderr and "Usage: riftcheck lookup" in done.stderr, done.stderr

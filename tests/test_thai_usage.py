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
        (("cards", "zzqqxx"), "ไม่พบการ์ดที่ตรงกับ 'zzqqxx'"),
        (("data", "frobnicate"), "ไม่รู้จักคำสั่ง 'frobnicate'"),
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

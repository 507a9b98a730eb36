"""The exports organisers open and read back (export layer): zip names in Thai, report.csv
with its byte order mark, report.xlsx with the CSV's cells, and Carde.io exports that
`riftcheck check` reads back to report.csv's verdicts for both games."""

from __future__ import annotations

import csv
import io
import unicodedata
import zipfile

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import HOSTILE_NAMES, ILLEGAL, LEGAL, event, organiser
from django.test import Client
from django.urls import reverse

from riftcheck.desk.registrations import domain, exports


def _export(owner, shop, name: str) -> bytes:
    client = Client()
    client.force_login(owner)
    response = client.get(reverse("organiser-export", args=[shop.slug, name]))
    assert response.status_code == 200
    return response.content


def test_zip_names_keep_thai_vowels_and_tone_marks_in_nfc_and_names_differing_in_marks_stay_apart():
    shop = event()
    for name in ("สมชาย ใจดี", "สมชาย ใจด", "e\u0301mile"):  # the last written decomposed
        domain.register(shop, name=name, text=LEGAL)
    names = zipfile.ZipFile(io.BytesIO(exports.lists_zip(shop))).namelist()
    assert names == ["001-\u00e9mile.txt", "002-สมชาย-ใจด.txt", "003-สมชาย-ใจดี.txt"]


def test_a_long_thai_name_is_cut_before_a_letter_never_between_it_and_its_marks():
    shop = event()
    domain.register(shop, name="ก" * 59 + "กี้" + "ข" * 10, text=LEGAL)
    [name] = zipfile.ZipFile(io.BytesIO(exports.lists_zip(shop))).namelist()
    assert name == "001-" + "ก" * 59 + ".txt"


@pytest.mark.parametrize("hostile", HOSTILE_NAMES + ["../../etc/passwd", "C:\\evil\\name", "a/b"])
def test_zip_names_of_hostile_names_hold_no_separator_control_or_bidi_character(hostile):
    shop = event()
    domain.register(shop, name=hostile, text=LEGAL)
    [name] = zipfile.ZipFile(io.BytesIO(exports.lists_zip(shop))).namelist()
    assert not any(char in name for char in "/\\:<>\"'\x1b\u202e\u200b") and ".." not in name
    assert name.startswith("001-") and name.endswith(".txt")


def test_report_csv_starts_with_a_byte_order_mark_so_excel_reads_thai():
    owner = organiser()
    shop = event(owner)
    domain.register(shop, name="สมชาย ใจดี", text=LEGAL)
    data = _export(owner, shop, "report.csv")
    assert data.startswith(b"\xef\xbb\xbfplayer,")
    [row] = list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))
    assert row["player"] == "สมชาย ใจดี" and row["status"] == "legal"


def test_report_xlsx_has_the_csvs_columns_and_cells_with_formulas_escaped_and_thai_kept():
    from openpyxl import load_workbook

    owner = organiser()
    shop = event(owner)
    domain.register(shop, name="สมชาย ใจดี", text=LEGAL, player_id="TH-1")
    for hostile in HOSTILE_NAMES + ["+SUM(1)", "-2+3", "@cmd"]:
        domain.register(shop, name=hostile, text=ILLEGAL)
    book = load_workbook(io.BytesIO(_export(owner, shop, "report.xlsx")))
    rows = [[("" if value is None else str(value)) for value in row] for row in book.active.iter_rows(values_only=True)]
    in_csv = list(csv.reader(io.StringIO(_export(owner, shop, "report.csv").decode("utf-8-sig"))))
    assert rows == in_csv and len(rows) == 1 + 1 + len(HOSTILE_NAMES) + 3
    assert all(cell.data_type != "f" for row in book.active.iter_rows() for cell in row)
    players = {row[0] for row in rows[1:]}
    assert "สมชาย ใจดี" in players and "'=HYPERLINK(\"http://x\")" in players
    assert {"'+SUM(1)", "'-2+3", "'@cmd"} <= players

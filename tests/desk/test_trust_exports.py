"""The exports organisers open and read back (export layer): zip names in Thai, report.csv
with its byte order mark, report.xlsx with the CSV's cells, and Carde.io exports that
`riftcheck check` reads back to report.csv's verdicts for both games."""

from __future__ import annotations

import csv
import io
import json
import unicodedata
import zipfile

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import HOSTILE_NAMES, ILLEGAL, LEGAL, event, organiser
from django.test import Client
from django.urls import reverse

from riftcheck.desk.registrations import domain, exports, roster


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


def test_a_name_holding_a_character_xml_forbids_leaves_report_xlsx_a_workbook_that_opens():
    from openpyxl import load_workbook

    owner = organiser()
    shop = event(owner)
    for name in ("Ann\uffff", "Bob\ufffe"):  # no character at all to XML, nor to Excel
        domain.register(shop, name=name, text=LEGAL)
    book = load_workbook(io.BytesIO(_export(owner, shop, "report.xlsx")))
    players = [row[0] for row in book.active.iter_rows(min_row=2, values_only=True)]
    assert sorted(players) == ["Ann\\uffff", "Bob\\ufffe"]


MAGIC_COMMANDER = "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n1 Sol Ring\n98 Forest\n"
MAGIC_NOT_COMMANDER = "Deck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Lightning Bolt\n"
NOTES = "Bring snacks\nRound one at ten\nTables at nine\n"


def _read_back(owner, shop, tmp_path, *game: str) -> tuple[list[dict], list[dict]]:
    """report.csv's rows, and the decks `riftcheck check` reads from the Carde.io export."""
    from support import run_cli

    export = tmp_path / "export.json"
    export.write_bytes(_export(owner, shop, "cardeio.json"))
    done = run_cli("check", *game, "--format", shop.format, "--as-of", shop.as_of.isoformat(), "-o", "json",
                   str(export))
    assert done.returncode in (0, 1), done.stderr
    rows = list(csv.DictReader(io.StringIO(_export(owner, shop, "report.csv").decode("utf-8-sig"))))
    return rows, json.loads(done.stdout)["decks"]


def _verdicts_of_rows(rows) -> list[tuple]:
    return sorted((row["player"], row["status"], " ".join(sorted(row["codes"].split()))) for row in rows)


def _verdicts_of_decks(decks) -> list[tuple]:
    return sorted((deck["player"], deck["status"],
                   " ".join(sorted({f["code"] for f in deck["findings"] if f["severity"] != "info"})))
                  for deck in decks)


def test_the_riftbound_cardeio_export_reads_back_to_report_csvs_verdicts_with_every_players_name(tmp_path):
    owner = organiser()
    shop = event(owner)
    players, _ = roster.read_roster("name,player id\nChris Evans,DU010\nสมชาย ใจดี,DU011\n".encode(), "roster.csv")
    roster.import_roster(shop, players, owner)
    domain.register(shop, name="Chris Evans", player_id="du010", text=LEGAL)  # by id
    domain.register(shop, name="สมชาย ใจดี", text=ILLEGAL)  # by name
    domain.register(shop, name="Bob", text=LEGAL)  # two players of one name, no id
    domain.register(shop, name="bob", text=LEGAL)
    domain.register(shop, name="\x1b[31mEve\u202e", text=LEGAL)
    rows, decks = _read_back(owner, shop, tmp_path)
    assert all(deck["player"] for deck in decks) and len(decks) == len(rows) == 5
    assert _verdicts_of_decks(decks) == _verdicts_of_rows(rows)
    assert {deck["player"] for deck in decks} >= {"Chris Evans", "สมชาย ใจดี", "Bob", "bob"}
    assert not any("RC404" in row for row in _verdicts_of_decks(decks))


def test_the_magic_cardeio_export_reads_back_with_check_game_mtg_commander_apart(tmp_path):
    owner = organiser()
    shop = event(owner, game="mtg", format="commander")
    domain.register(shop, name="Ann", player_id="M-1", text=MAGIC_COMMANDER)
    domain.register(shop, name="Ben", text=MAGIC_NOT_COMMANDER)
    domain.register(shop, name="Cat", text=NOTES)
    export = json.loads(_export(owner, shop, "cardeio.json"))
    ann = next(item for item in export["decklists"] if item["user"]["best_identifier"] == "Ann")
    assert ann["user"]["id"] == "M-1"
    assert [section["section_key"] for section in ann["sections"]] == ["commander", "main"]
    assert ann["sections"][0]["cards"] == [{"name": "Atraxa, Praetors' Voice", "quantity": 1}]
    assert "legend" not in json.dumps(export) and "rune_pool" not in json.dumps(export)
    rows, decks = _read_back(owner, shop, tmp_path, "--game", "mtg")
    readable = [row for row in rows if row["status"] != "unreadable"]
    assert _verdicts_of_decks([deck for deck in decks if deck["player"] != "Cat"]) == _verdicts_of_rows(readable)
    [cat] = [deck for deck in decks if deck["player"] == "Cat"]
    assert not cat["legal"] and [row["legal"] for row in rows if row["player"] == "Cat"] == ["unreadable"]
    [ann_deck] = [deck for deck in decks if deck["player"] == "Ann"]
    assert ann_deck["legend"] == "Atraxa, Praetors' Voice" and ann_deck["counts"]["main"] == 99

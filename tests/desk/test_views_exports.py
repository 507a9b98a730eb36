"""The organiser's exports through Django's test client: who, which team and when in the
reports, hidden characters escaped in every CSV cell, zip names with the player id, and a
Carde.io export with every registration and only the champions players marked."""

from __future__ import annotations

import csv
import datetime
import io
import json
import zipfile

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import EVENT_DATE, LEGAL, event, organiser
from django.test import Client
from django.urls import reverse

import riftcheck
from riftcheck.desk.registrations import domain
from riftcheck.desk.registrations.models import Registration

PASSWORD = "a-long-desk-password"
# The legal list with its champion written in the main deck: riftcheck chooses it (RC003).
UNMARKED_CHAMPION = LEGAL.replace("Champion:\n1 Lillia, Fae Fawn\n\nMainDeck:\n", "MainDeck:\n1 Lillia, Fae Fawn\n")
NOTES = "Bring snacks\nRound one at ten\nTables at nine\n"


def _export(owner, shop, name: str) -> bytes:
    client = Client()
    client.force_login(owner)
    response = client.get(reverse("organiser-export", args=[shop.slug, name]))
    assert response.status_code == 200
    return response.content


def _registered(shop, name: str, text: str, **fields):
    return domain.register(shop, name=name, text=text, **fields).registration


def test_the_reports_give_each_players_id_team_and_submission_time():
    owner = organiser()
    shop = event(owner, format="2v2")
    ann = _registered(shop, "Ann", LEGAL, player_id="P-1", team="Blue")
    rows = list(csv.DictReader(io.StringIO(_export(owner, shop, "report.csv").decode("utf-8-sig"))))
    assert [(row["player"], row["player_id"], row["team"]) for row in rows] == [("Ann", "P-1", "Blue")]
    stamp = datetime.datetime.fromisoformat(rows[0]["submitted_at"])
    assert abs(stamp - ann.current.submitted_at) < datetime.timedelta(seconds=1)
    [deck] = json.loads(_export(owner, shop, "report.json"))["decks"]
    assert (deck["player_id"], deck["team"], deck["submitted_at"]) == ("P-1", "Blue", rows[0]["submitted_at"])


def test_every_csv_cell_shows_control_bidi_and_zero_width_characters_as_escapes():
    owner = organiser()
    shop = event(owner)
    _registered(shop, "\x1b[31mAnn\u202etxt.exe\u200b", LEGAL, player_id="=P\u202e1")
    text = _export(owner, shop, "report.csv").decode("utf-8-sig")
    assert not any(char in text for char in "\x1b\u202e\u200b")
    [row] = list(csv.DictReader(io.StringIO(text)))
    assert row["player"] == "\\x1b[31mAnn\\u202etxt.exe\\u200b" and row["player_id"] == "'=P\\u202e1"


def test_zip_members_are_named_with_the_player_id():
    owner = organiser()
    shop = event(owner)
    _registered(shop, "Ann", LEGAL, player_id="P-17")
    _registered(shop, "Ben", LEGAL)
    names = sorted(zipfile.ZipFile(io.BytesIO(_export(owner, shop, "lists.zip"))).namelist())
    assert names == ["001-P-17-Ann.txt", "002-Ben.txt"]


def test_the_cardeio_export_lists_every_registration_and_marks_only_the_champions_players_marked():
    owner = organiser()
    shop = event(owner)
    _registered(shop, "Ann", LEGAL)
    _registered(shop, "Ben", UNMARKED_CHAMPION)
    _registered(shop, "Cat", NOTES)
    export = json.loads(_export(owner, shop, "cardeio.json"))
    by_player = {item["user"]["best_identifier"]: item for item in export["decklists"]}
    assert set(by_player) == {"Ann", "Ben", "Cat"}
    assert "nothing that reads as a card entry" in by_player["Cat"]["unreadable"]

    def champions(item):
        return [section["cards"] for section in item["auxiliary_sections"] if section["type_code"] == "champion"]

    assert champions(by_player["Ann"]) == [[{"name": "Lillia, Fae Fawn", "quantity": 1}]]
    assert champions(by_player["Ben"]) == [[]]
    # Read back, Ben's deck still says that riftcheck chose the champion, as his own list did.
    document = riftcheck.check_text(json.dumps(export).encode(), filename="export.json", as_of=EVENT_DATE)
    codes = {deck["player"]: {f["code"] for f in deck["findings"]} for deck in document["decks"]}
    assert "RC003" in codes["Ben"] and "RC003" not in codes["Ann"]
    assert Registration.objects.filter(event=shop).count() == 3

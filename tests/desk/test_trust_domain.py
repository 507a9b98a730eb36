"""What the desk decides on the day (domain layer): the table's first problem, the roster's
names and ids, the lists published."""

from __future__ import annotations

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import ILLEGAL, LEGAL, event, organiser

from riftcheck.desk.registrations import domain, roster

# The champion written in the main deck (riftcheck chooses it: the warning RC003) and a
# battlefield banned in constructed since 2026-07-24 (the error RC301), the warning found first.
WARNING_THEN_ERROR = (LEGAL.replace("Champion:\n1 Lillia, Fae Fawn\n\nMainDeck:\n", "MainDeck:\n1 Lillia, Fae Fawn\n")
                      .replace("1 Seat of Power", "1 The Arena's Greatest"))


def test_the_first_problem_is_an_error_before_any_warning():
    submission = domain.register(event(), name="Ann", text=WARNING_THEN_ERROR).submission
    codes = [finding["code"] for finding in submission.decks("en")[0]["findings"]
             if finding["severity"] in ("error", "warning")]
    assert codes.index("RC003") < codes.index("RC301")  # as the checker lists them
    assert submission.first_problem("en").startswith("RC301: The Arena's Greatest is banned")
    assert submission.first_problem("th").startswith("RC301: The Arena's Greatest ถูกแบน")


def _import(shop, text: str):
    players, skipped = roster.read_roster(text.encode("utf-8"), "roster.csv")
    return roster.import_roster(shop, players, None), skipped


def test_a_roster_row_with_a_known_id_under_another_name_is_left_out_by_name_not_counted_as_already():
    shop = event()
    _import(shop, "name,player id\nChris Evans,DU010\n")
    done, _ = _import(shop, "name,player id\nchris evans,du010\nMallory Attacker,DU010\n")
    assert done.already == ["chris evans"]
    assert done.conflicts == [("Mallory Attacker", "DU010", "Chris Evans")]
    assert list(shop.registrations.values_list("name", flat=True)) == ["Chris Evans"]
    assert "Mallory Attacker (DU010 = Chris Evans)" in shop.audit_entries.first().after["left out"]


def test_two_rows_of_one_file_with_one_id_and_two_names_keep_the_first_and_name_the_second():
    done, _ = _import(event(), "name,player id\nAnn,P1\nBob,p1\n")
    assert [entry.name for entry in done.added] == ["Ann"] and done.conflicts == [("Bob", "p1", "Ann")]


def test_roster_names_and_ids_are_held_to_the_player_forms_limits():
    long_name, long_id = "ก" * 201, "9" * 101
    players, skipped = roster.read_roster(
        f"name,player id\n{long_name},1\nAnn,{long_id}\n{'ข' * 200},2\n".encode("utf-8"), "roster.csv")
    assert [player.name for player in players] == ["ข" * 200]
    assert skipped == ["Line 2: the name has 201 characters, more than the 200 a player may type; it was left out.",
                       "Line 3: the player id has 101 characters, more than the 100 a player may type; "
                       "it was left out."]
    export = ('{"decklists": [{"user": {"best_identifier": "%s"}, "sections": []}]}' % ("x" * 297)).encode()
    players, skipped = roster.read_roster(export, "cardeio.json")
    assert players == [] and skipped[0].startswith("Player 1: the name has 297 characters")

"""The organiser's run: the report's players, run details, lines and hints, Excel's byte order
mark, the table of a big run, 2v2 teams of the wrong size, and players registered twice."""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

from riftcheck.engine.verdicts.findings import RenderedFinding
from riftcheck.games.riftbound.decklist.detect import read_path
from riftcheck.engine.verdicts.result import DeckResult, RunInfo, Totals
from riftcheck.report.text import ATTENTION_ROWS, FULL_TABLE_LIMIT, TextReporter
from support import REPO, run_cli

LILLIA = REPO / "examples" / "lillia.txt"
VIKTOR = REPO / "examples" / "viktor.txt"
JINX = REPO / "examples" / "jinx-draft.txt"
DAY = "2026-11-29"


def _event(folder: Path) -> Path:
    """ann.txt (legal), ben/deck.txt (illegal: a ban), and cat/deck.txt (illegal, many findings)."""
    folder.mkdir()
    shutil.copy(LILLIA, folder / "ann.txt")
    for player, source in (("ben", VIKTOR), ("cat", JINX)):
        (folder / player).mkdir()
        shutil.copy(source, folder / player / "deck.txt")
    return folder


def _csv_rows(path: Path) -> list[dict]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _registration(path: Path, player: str, team: str | None = None) -> dict:
    """A Carde.io registration holding the deck of a text decklist."""
    [decklist] = read_path(path)
    cards = {zone: [{"name": e.text, "quantity": e.count} for e in decklist.entries(zone)] for zone in decklist.zones}
    registration = {
        "user": {"best_identifier": player},
        "auxiliary_sections": [
            {"type_code": "legend", "cards": cards["legend"]},
            {"type_code": "champion", "cards": cards["champion"]},
            {"type_code": "battlefield", "cards": cards["battlefields"]},
        ],
        "sections": [
            {"section_key": "main", "cards": cards["main"] + cards["champion"]},  # Carde.io counts the champion in main
            {"section_key": "rune_pool", "cards": cards["runes"]},
            {"section_key": "sideboard", "cards": cards.get("sideboard", [])},
        ],
    }
    if team:
        registration["team"] = {"name": team}
    return registration


def _export(path: Path, *registrations: dict) -> Path:
    path.write_text(json.dumps({"decklists": list(registrations)}), encoding="utf-8")
    return path


def _decks(*args: str) -> list[dict]:
    return json.loads(run_cli("check", "-o", "json", "--as-of", DAY, *args).stdout)["decks"]


# The report ------------------------------------------------------------------------------------

def test_the_csv_report_names_players_from_file_or_folder_and_the_run(tmp_path):
    event = _event(tmp_path / "event")
    report = tmp_path / "report.csv"
    run_cli("check", str(event), "--as-of", DAY, "--report", str(report))
    rows = {Path(row["file"]).relative_to(event).as_posix(): row for row in _csv_rows(report)}
    assert {name: row["player"] for name, row in rows.items()} == {
        "ann.txt": "ann", "ben/deck.txt": "ben", "cat/deck.txt": "cat"}
    from riftcheck import __version__

    assert all((row["format"], row["as_of"], row["riftcheck"]) == ("constructed", DAY, __version__)
               for row in rows.values())


def test_the_csv_report_gives_each_finding_its_line_and_hint(tmp_path):
    event = _event(tmp_path / "event")
    report = tmp_path / "report.csv"
    run_cli("check", str(event), "--as-of", DAY, "--report", str(report))
    [cat] = [row for row in _csv_rows(report) if row["player"] == "cat"]
    assert ("RC105 line 9: Jinx, Rebel: 4 copies in the main deck, Chosen Champion included; at most 3 are allowed. "
            "(hint: The Chosen Champion counts as one of its name's copies.)") in cat["messages"].split(" | ")


def test_report_excel_starts_the_csv_with_a_byte_order_mark_and_thai_survives(tmp_path):
    export = _export(tmp_path / "export.json", _registration(LILLIA, "สมชาย ใจดี"))
    plain, excel = tmp_path / "plain.csv", tmp_path / "excel.csv"
    run_cli("check", str(export), "--as-of", DAY, "--report", str(plain))
    run_cli("check", str(export), "--as-of", DAY, "--report", str(excel), "--report-excel")
    assert not plain.read_bytes().startswith(b"\xef\xbb\xbf")
    assert excel.read_bytes() == b"\xef\xbb\xbf" + plain.read_bytes()
    assert excel.read_text(encoding="utf-8-sig").splitlines()[1].startswith("สมชาย ใจดี,")


def test_the_json_report_has_the_run_header_and_each_finding(tmp_path):
    event = _event(tmp_path / "event")
    report = tmp_path / "report.json"
    run_cli("check", str(event), "--as-of", DAY, "--report", str(report))
    document = json.loads(report.read_text(encoding="utf-8"))
    from riftcheck import __version__

    assert (document["format"], document["as_of"], document["riftcheck"]) == ("constructed", DAY, __version__)
    [ben] = [row for row in document["decks"] if row["player"] == "ben"]
    assert ben["findings"] == [{"code": "RC301", "rule": "601.2.d", "severity": "error", "line": 26,
                                "message": "Obelisk of Power is banned in constructed (since 2026-03-30).", "hint": None}]


def test_the_terminal_table_tells_two_deck_files_apart_by_their_path(tmp_path):
    event = _event(tmp_path / "event")
    checked = run_cli("check", str(event), "--as-of", DAY)
    rows = [line for line in checked.stdout.splitlines() if line.startswith("│")]
    assert any(str(event / "ben" / "deck.txt") in row for row in rows)
    assert any(str(event / "cat" / "deck.txt") in row for row in rows)


# The table of a big run ------------------------------------------------------------------------

def _finding(message: str) -> RenderedFinding:
    return RenderedFinding("RC301", "601.2.d", "error", "main", None, 3, message, None)


def _table(results: list[DeckResult], lang: str = "en") -> str:
    out = io.StringIO()
    reporter = TextReporter(out, lang)
    reporter.begin(RunInfo("constructed", DAY, lang, expected=len(results)))
    totals = Totals()
    for result in results:
        totals.add(result)
        reporter.deck(result)
    reporter.end(totals)
    return out.getvalue()


def test_a_big_run_lists_only_the_decks_that_need_attention():
    legal = [DeckResult(f"event/legal{n:03d}.txt", legal=True) for n in range(FULL_TABLE_LIMIT + 10)]
    illegal = [DeckResult("event/zed.txt", findings=[_finding("Banned.")]),
               DeckResult("event/amy.txt", findings=[_finding("Banned.")])]
    shown = _table([*legal[:5], *illegal, *legal[5:]])
    rows = [line for line in shown.splitlines() if line.startswith("│")]
    assert [row.split("│")[2].strip() for row in rows] == ["event/amy.txt", "event/zed.txt"]
    assert "The table lists all 2 decks that need attention" in shown
    assert f"{len(legal) + 2} decks: {len(legal)} legal, 2 illegal, 0 unconfirmed, 0 unreadable" in shown


def test_a_big_run_table_stops_at_its_row_limit_and_says_how_many_it_left_out():
    illegal = [DeckResult(f"event/p{n:04d}.txt", findings=[_finding("Banned.")]) for n in range(ATTENTION_ROWS + 40)]
    shown = _table(illegal)
    assert sum(line.startswith("│") for line in shown.splitlines()) == ATTENTION_ROWS
    assert f"The table lists {ATTENTION_ROWS} of the {ATTENTION_ROWS + 40} decks that need attention" in shown


def test_a_big_run_keeps_only_the_rows_it_can_show_and_still_shows_the_first():
    count = FULL_TABLE_LIMIT + 5 * ATTENTION_ROWS
    reporter = TextReporter(io.StringIO(), "en")
    reporter.begin(RunInfo("constructed", DAY, "en", expected=count))
    totals = Totals()
    for n in reversed(range(count)):  # the table's first rows come last
        result = DeckResult(f"event/p{n:04d}.txt", findings=[_finding("Banned.")])
        totals.add(result)
        reporter.deck(result)
        assert len(reporter.rows) <= FULL_TABLE_LIMIT + 2 * ATTENTION_ROWS
    reporter.end(totals)
    shown = reporter.stream.getvalue()
    rows = [line.split("│")[2].strip() for line in shown.splitlines() if line.startswith("│")]
    assert rows == [f"event/p{n:04d}.txt" for n in range(ATTENTION_ROWS)]
    assert f"The table lists {ATTENTION_ROWS} of the {count} decks that need attention" in shown


def test_a_big_run_says_one_deck_in_the_singular_and_the_same_in_thai():
    legal = [DeckResult(f"event/legal{n:03d}.txt", legal=True) for n in range(FULL_TABLE_LIMIT + 10)]
    one_illegal = [*legal, DeckResult("event/zed.txt", findings=[_finding("Banned.")])]
    shown = " ".join(_table(one_illegal).split())
    assert "The table lists the one deck that needs attention (unreadable, illegal, unconfirmed or with warnings); " \
           f"the {len(legal)} others are legal and counted below." in shown
    thai = " ".join(_table(one_illegal, "th").split())
    assert f"ตารางแสดงเด็คที่ต้องดู 1 เด็ค (อ่านไม่ได้ ผิดกติกา ยืนยันไม่ได้ หรือมีคำเตือน) อีก {len(legal)} เด็คถูกกติกา" in thai
    one_legal = [*(DeckResult(f"event/p{n:03d}.txt", findings=[_finding("Banned.")]) for n in range(FULL_TABLE_LIMIT + 10)),
                 DeckResult("event/ann.txt", legal=True)]
    assert "the other one is legal and counted below." in " ".join(_table(one_legal).split())
    thai = " ".join(_table(one_legal, "th").split())
    assert "อีก 1 เด็คถูกกติกาและนับรวมในยอดด้านล่าง" in thai
    assert "decks" not in thai and "others" not in thai


def test_a_small_run_lists_every_deck():
    shown = _table([DeckResult(f"event/p{n}.txt", legal=True) for n in range(FULL_TABLE_LIMIT)])
    assert sum(line.startswith("│") for line in shown.splitlines()) == FULL_TABLE_LIMIT
    assert "need attention" not in shown


# 2v2 teams and players registered twice --------------------------------------------------------

def _codes(deck: dict, *codes: str) -> list[str]:
    return [f["code"] for f in deck["findings"] if f["code"] in codes]


def test_a_team_of_three_is_reported_and_every_pair_is_still_checked(tmp_path):
    export = _export(tmp_path / "export.json", *(_registration(LILLIA, name, "Red") for name in ("Ann", "Ben", "Cat")))
    decks = {deck["player"]: deck for deck in _decks("--format", "2v2", str(export))}
    for name, deck in decks.items():
        [size] = [f for f in deck["findings"] if f["code"] == "RC403"]
        assert size["message"] == "Team Red has 3 registrations (" + {
            "Ann": "Ann, Ben and Cat", "Ben": "Ben, Ann and Cat", "Cat": "Cat, Ann and Ben"}[name] + \
            "); a 2v2 team is 2 players."
        assert _codes(deck, "RC401").count("RC401") == 2  # the same legend as each of the two others
    ann_legend = [f["message"] for f in decks["Ann"]["findings"] if f["code"] == "RC401"]
    assert ann_legend == [
        "Lillia, Bashful Bloom is also the Champion Legend of the teammate's deck (Ben); teammates need different legends.",
        "Lillia, Bashful Bloom is also the Champion Legend of the teammate's deck (Cat); teammates need different legends."]


def test_a_team_of_one_and_a_registration_without_a_team_are_reported(tmp_path):
    export = _export(tmp_path / "export.json", _registration(LILLIA, "Ann", "Red"), _registration(VIKTOR, "Ben"),
                     _registration(LILLIA, "Cat", "Blue"), _registration(VIKTOR, "Dan", "Blue"))
    decks = {deck["player"]: deck for deck in _decks("--format", "2v2", str(export))}
    messages = {name: [f["message"] for f in deck["findings"] if f["code"] == "RC403"] for name, deck in decks.items()}
    assert messages == {
        "Ann": ["Team Red has no other registration; a 2v2 team is 2 players."],
        "Ben": ["This registration names no team; in 2v2 every player registers with a teammate."],
        "Cat": [], "Dan": []}
    assert not decks["Ann"]["legal"]


def test_a_decklist_checked_in_2v2_without_a_teammate_is_warned(tmp_path):
    [deck] = _decks("--format", "2v2", str(LILLIA))
    [warning] = [f for f in deck["findings"] if f["code"] == "RC403"]
    assert warning["severity"] == "warning" and deck["legal"]
    assert run_cli("check", "--format", "2v2", "--as-of", DAY, "--strict", str(LILLIA)).returncode == 1


def test_a_teammate_whose_list_cannot_be_read_leaves_the_other_warned(tmp_path):
    photo = tmp_path / "photo.png"
    photo.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    decks = {deck["path"]: deck for deck in _decks("--format", "2v2", "--team", str(LILLIA), str(photo))}
    assert _codes(decks[str(LILLIA)], "RC403") == ["RC403"] and "error" in decks[str(photo)]


def test_a_player_registered_twice_in_one_run_is_reported_at_the_second(tmp_path):
    first = _export(tmp_path / "monday.json", _registration(LILLIA, "Ann Lee"), _registration(LILLIA, "Ben"))
    second = _export(tmp_path / "tuesday.json", _registration(VIKTOR, "ann  LEE"))
    decks = _decks(str(first), str(second))
    assert [_codes(deck, "RC404") for deck in decks] == [[], [], ["RC404"]]
    [twice] = [f for f in decks[2]["findings"] if f["code"] == "RC404"]
    assert twice["message"] == f"ann LEE is registered more than once in this run; the first registration is {first}."


def test_two_players_of_one_name_with_different_user_ids_are_two_players_and_one_id_twice_is_a_repeat(tmp_path):
    def registered(player: str, user_id) -> dict:
        return {**_registration(LILLIA, player), "user": {"best_identifier": player, "id": user_id}}

    export = _export(tmp_path / "e.json", registered("Bob", "P-1"), registered("bob", 7), registered("Bob", "P-1"))
    decks = _decks("--jobs", "2", str(export), str(export))  # the pool's workers keep the ids too
    assert [_codes(deck, "RC404") for deck in decks] == [[], [], ["RC404"], ["RC404"], ["RC404"], ["RC404"]]


def test_two_identical_exports_keep_their_own_names(tmp_path):
    registration = _registration(LILLIA, "Ann")
    first = _export(tmp_path / "a.json", registration, {**registration, "user": {"best_identifier": "Ben"}})
    second = tmp_path / "b.json"
    second.write_bytes(first.read_bytes())
    assert [deck["path"] for deck in _decks(str(tmp_path))] == [str(first)] * 2 + [str(second)] * 2

"""`riftcheck check` at tournament scale: folders, Carde.io exports, 2v2 teams, several
processes, the summary table, the organiser's report, and text that is not a decklist."""

from __future__ import annotations

import datetime
import json
import shutil
import signal
import sys
from pathlib import Path

import pytest

from riftcheck.engine.run import batch_sizing, checker_pool
from riftcheck.games.riftbound.decklist.detect import read_decklists, read_path
from riftcheck.engine.inputs.inputs import InputList, expand_paths
from riftcheck.engine.inputs.refusals import DecklistError
from support import DECKLISTS, REPO, run_cli

LILLIA = REPO / "examples" / "lillia.txt"
VIKTOR = REPO / "examples" / "viktor.txt"
EVENT_DAY = "2026-09-06"  # the Singapore RQ where the Lillia list placed 13th
README = """# Decklists for Saturday's event

24 players registered for 5 rounds of Swiss and a top 8.
Every player sent their list before round 1.
Check them with riftcheck and mark the illegal ones.

| player | file |
|---|---|
| Ann | ann.txt |
| Ben | ben.txt |

Questions go to the head judge.
"""


def _checked(*args: str, exit_code: int) -> dict:
    """The JSON report of `riftcheck check ARGS` on the event day, which must exit with `exit_code`."""
    result = run_cli("check", "-o", "json", "--as-of", EVENT_DAY, *args)
    assert result.returncode == exit_code, result.stderr
    return json.loads(result.stdout)


def _registration(path: Path, player: str, team: str | None = None) -> dict:
    """A Carde.io registration holding the deck of a text decklist."""
    [decklist] = read_path(path)
    cards = {zone: [{"name": e.text, "quantity": e.count} for e in decklist.entries(zone)] for zone in decklist.zones}
    # Carde.io's main section counts the chosen champion's copy (Tournament Rule 401.2).
    main = cards["main"] + cards["champion"]
    registration = {
        "user": {"best_identifier": player},
        "auxiliary_sections": [
            {"type_code": "legend", "cards": cards["legend"]},
            {"type_code": "champion", "cards": cards["champion"]},
            {"type_code": "battlefield", "cards": cards["battlefields"]},
        ],
        "sections": [
            {"section_key": "main", "cards": main},
            {"section_key": "rune_pool", "cards": cards["runes"]},
            {"section_key": "sideboard", "cards": cards.get("sideboard", [])},
        ],
    }
    if team:
        registration["team"] = {"name": team}
    return registration


def _export(folder: Path, *registrations: dict) -> Path:
    path = folder / "export.json"
    path.write_text(json.dumps({"decklists": list(registrations)}), encoding="utf-8")
    return path


def _event_folder(folder: Path) -> Path:
    """Two legal lists, one illegal, one unreadable file and the organiser's README."""
    (folder / "round1").mkdir(parents=True)
    shutil.copy(LILLIA, folder / "ann.txt")
    shutil.copy(DECKLISTS / "002-master-yi-riftdecks-via-agni.txt", folder / "round1" / "ben.txt")
    shutil.copy(VIKTOR, folder / "cat.txt")
    (folder / "dan.txt").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    (folder / "README.md").write_text(README, encoding="utf-8")
    return folder


def test_a_folder_readme_is_one_unreadable_row_not_a_column_of_errors(tmp_path):
    document = _checked(str(_event_folder(tmp_path)), exit_code=1)
    assert document["totals"] == {"decks": 5, "legal": 2, "illegal": 1, "unconfirmed": 0, "unreadable": 2}
    [readme] = [deck for deck in document["decks"] if deck["path"].endswith("README.md")]
    assert readme["error"].startswith(f"{tmp_path / 'README.md'} is not a decklist:")
    assert readme["findings"] == []


def test_a_decklist_with_a_few_typos_stays_a_decklist_with_each_typo_reported(tmp_path):
    lines = LILLIA.read_text(encoding="utf-8").splitlines()
    lines[9] = "three Ravenbloom Student"
    lines[10] = "Disarming Rake"  # no count
    typos = tmp_path / "typos.txt"
    typos.write_text("\n".join(lines) + "\n", encoding="utf-8")
    [deck] = _checked(str(typos), exit_code=1)["decks"]
    assert "error" not in deck
    assert [(f["code"], f["line"]) for f in deck["findings"] if f["code"] == "RC002"] == [("RC002", 10), ("RC002", 11)]


@pytest.mark.parametrize(
    ("stray", "entries", "is_decklist"),
    [(2, 1, True), (3, 1, False), (6, 3, True), (7, 3, False), (4, 30, True)],
)
def test_text_is_refused_when_stray_lines_outnumber_entries_two_to_one(stray, entries, is_decklist):
    text = "\n".join([f"{n + 1} Charm" for n in range(entries)] + [f"note number {n}" for n in range(stray)])
    if is_decklist:
        [decklist] = read_decklists(text.encode(), "list.txt")
        assert len(decklist.problems) == stray
    else:
        with pytest.raises(DecklistError, match=rf"^list\.txt is not a decklist: {stray} of its {stray + entries} lines are not card entries"):
            read_decklists(text.encode(), "list.txt")


def test_an_export_gives_every_registration_its_own_verdict_in_order(tmp_path):
    export = _export(
        tmp_path,
        _registration(LILLIA, "Ann"),
        _registration(VIKTOR, "Ben"),
        {"user": {"best_identifier": "Cat"}, "sections": "not a list"},
    )
    document = _checked(str(export), exit_code=1)
    assert [(d["player"], d["legal"]) for d in document["decks"]] == [("Ann", True), ("Ben", False), ("Cat", False)]
    assert document["totals"] == {"decks": 3, "legal": 1, "illegal": 2, "unconfirmed": 0, "unreadable": 0}
    assert run_cli("check", "--as-of", EVENT_DAY, str(export)).returncode == 1


def test_export_players_whose_names_are_refused_are_named_by_their_place_and_id_not_the_file(tmp_path):
    too_long = {**_registration(VIKTOR, "x" * 300), "user": {"best_identifier": "x" * 300, "id": 4417}}
    export = _export(tmp_path, _registration(LILLIA, "Ann"), too_long, _registration(LILLIA, "\x1b[2JEve"),
                     {**_registration(VIKTOR, "Bo"), "user": {"best_identifier": 7}})
    document = _checked(str(export), exit_code=1)
    assert [d["player"] for d in document["decks"]] == [
        "Ann", "decklists[1] (user.id 4417)", "decklists[2]", "decklists[3]"]
    table = run_cli("check", "--as-of", EVENT_DAY, str(export), "--lang", "th").stdout
    rows = [line.split("│")[1].strip() for line in table.splitlines() if line.startswith("│")]
    assert sorted(rows) == ["Ann", "decklists[1] (user.id 4417)", "decklists[2]", "decklists[3]"]


def _team_codes(deck: dict) -> set[str]:
    return {f["code"] for f in deck["findings"] if f["code"] in ("RC401", "RC402")}


def test_2v2_teammates_named_with_team_share_no_legend_or_battlefield(tmp_path):
    copy = tmp_path / "partner.txt"
    shutil.copy(LILLIA, copy)
    decks = _checked("--format", "2v2", "--team", str(LILLIA), str(copy), exit_code=1)["decks"]
    assert [d["path"] for d in decks] == [str(LILLIA), str(copy)]
    assert all(_team_codes(deck) == {"RC401", "RC402"} for deck in decks)


def test_2v2_export_pairs_registrations_by_their_team(tmp_path):
    export = _export(
        tmp_path,
        _registration(LILLIA, "Ann", team="Blue"),
        _registration(DECKLISTS / "002-master-yi-riftdecks-via-agni.txt", "Ben", team="Red"),
        _registration(LILLIA, "Cat", team="Blue"),
    )
    decks = {d["player"]: d for d in _checked("--format", "2v2", str(export), exit_code=1)["decks"]}
    assert _team_codes(decks["Ann"]) == _team_codes(decks["Cat"]) == {"RC401", "RC402"}
    assert _team_codes(decks["Ben"]) == set()


def test_several_processes_give_the_same_report_as_one(tmp_path):
    folder = _event_folder(tmp_path)
    for number in range(8):
        shutil.copy(DECKLISTS / "028-viktor-piltover-legacy-text-silhouette-docs.txt", folder / f"v{number}.txt")
    args = ("check", "-o", "json", "--as-of", EVENT_DAY, str(folder))
    one = run_cli(*args, "--jobs", "1")
    several = run_cli(*args, "--jobs", "3")
    again = run_cli(*args, "--jobs", "3")
    assert one.returncode == several.returncode == 1
    assert one.stdout == several.stdout == again.stdout
    paths = [deck["path"] for deck in json.loads(one.stdout)["decks"]]
    assert paths == sorted(paths, key=lambda path: (Path(path).parent != folder, path))


def test_jobs_must_be_a_positive_number():
    result = run_cli("check", "--jobs", "0", str(LILLIA))
    assert result.returncode == 2 and "--jobs" in result.stderr


@pytest.mark.parametrize(
    ("jobs", "inputs", "expected"),
    [(1, 5000, 1), (3, 2, 2), (4, 4000, 4), (None, 1, 1), (None, batch_sizing.FILES_PER_PROCESS - 1, 1)],
)
def test_process_count_follows_jobs_and_otherwise_the_number_of_files(jobs, inputs, expected):
    assert batch_sizing.process_count(jobs, inputs) == expected


def test_automatic_processes_need_enough_files_each():
    many = batch_sizing.process_count(None, 100 * batch_sizing.FILES_PER_PROCESS)
    assert 1 <= many <= batch_sizing.MAX_AUTO_PROCESSES
    assert batch_sizing.process_count(None, 2 * batch_sizing.FILES_PER_PROCESS) <= 2


def _table_rows(output: str) -> dict[str, list[str]]:
    """The summary table's cells (player, file, legend, verdict, errors, warnings, first problem)
    by the file's path relative to the table's first file's folder, in table order."""
    rows: dict[str, list[str]] = {}
    for line in output.splitlines():
        if line.startswith("│"):
            cells = [cell.strip() for cell in line.split("│")[1:-1]]
            assert cells[1], "a piped table keeps each row on one line"
            rows[cells[1]] = cells
    return rows


def test_the_summary_table_puts_unreadable_and_illegal_decks_first_with_totals(tmp_path):
    folder = _event_folder(tmp_path)
    for name in ("eve.txt", "fay.txt"):
        shutil.copy(LILLIA, folder / name)
    result = run_cli("check", "--as-of", EVENT_DAY, str(folder), env={"COLUMNS": "160"})
    rows = _table_rows(result.stdout)
    assert [Path(path).relative_to(folder).as_posix() for path in rows] == [
        "dan.txt", "README.md", "cat.txt", "ann.txt", "round1/ben.txt", "eve.txt", "fay.txt"]
    cat = rows[str(folder / "cat.txt")]
    assert cat[0] == "cat" and cat[3:6] == ["✗ ILLEGAL", "1", "0"]
    assert cat[6].startswith("Obelisk of Power is banned")
    assert "7 decks: 4 legal, 1 illegal, 0 unconfirmed, 2 unreadable" in result.stdout


def test_the_summary_table_shows_player_text_as_written(tmp_path):
    # Square brackets are markup to the terminal library; a list must not be able to use them.
    folder = _event_folder(tmp_path / "event")
    (folder / "odd[bold].txt").write_text("Legend:\n1 [/]Nobody\n", encoding="utf-8")
    result = run_cli("check", "--as-of", EVENT_DAY, str(folder), env={"COLUMNS": "160"})
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert _table_rows(result.stdout)[str(folder / "odd[bold].txt")][6].startswith("Unknown card “[/]Nobody”")


def test_the_json_registration_report_has_one_row_per_deck(tmp_path):
    folder = _event_folder(tmp_path / "event")
    report = tmp_path / "report.json"
    run_cli("check", "--as-of", EVENT_DAY, str(folder), "--report", str(report))
    document = json.loads(report.read_text(encoding="utf-8"))
    rows = {Path(row["file"]).name: row for row in document["decks"]}
    assert [rows[name]["legal"] for name in ("ann.txt", "cat.txt", "dan.txt")] == ["yes", "no", "unreadable"]
    assert rows["cat.txt"]["codes"] == "RC301" and rows["ann.txt"]["champion"] == "Lillia, Fae Fawn"
    assert document["totals"] == {"decks": 5, "legal": 2, "illegal": 1, "unconfirmed": 0, "unreadable": 2}
    assert document["known"]["ban_wave"]["effective"] == "2026-09-18"


def test_a_defect_while_checking_one_input_costs_only_that_input(tmp_path, monkeypatch):
    from riftcheck.engine.run import pipeline
    from riftcheck.games.riftbound import rules
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.engine.options import CheckOptions

    for name in ("a.txt", "c.txt"):
        (tmp_path / name).write_text(LILLIA.read_text(encoding="utf-8") + f"# {name}\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text(VIKTOR.read_text(encoding="utf-8"), encoding="utf-8")

    def failing_check(deck, context):
        if deck.source.endswith("a.txt"):
            raise RuntimeError("boom")
        return []

    monkeypatch.setattr(rules, "_CHECKS", ((None, failing_check), *rules._CHECKS))
    checker = Checker(CheckOptions())
    results = list(pipeline.input_results(checker, expand_paths([str(tmp_path)])))
    assert [(Path(r.source).name, r.readable) for r in results] == [("a.txt", False), ("b.txt", True), ("c.txt", True)]
    assert "RuntimeError: boom" in results[0].error and "please report" in results[0].error
    assert results[2].legend == "Lillia, Bashful Bloom"


def test_decks_checked_together_get_the_verdicts_they_get_alone():
    from riftcheck.engine.run import pipeline
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.engine.options import CheckOptions

    checker = Checker(CheckOptions(as_of=datetime.date.fromisoformat(EVENT_DAY)))
    paths = [str(path) for path in sorted(DECKLISTS.glob("0*.txt"))]
    together = checker.check_inputs(paths)
    alone = [verdict for path in paths for verdict in Checker(checker.options).check_inputs([path])]
    assert len(together) == len(alone) >= len(paths)
    assert together == alone
    assert any(not verdict.legal for verdict in together) and any(verdict.legal for verdict in together)


def test_a_report_in_a_missing_folder_is_a_clear_usage_error(tmp_path):
    result = run_cli("check", "examples/lillia.txt", "--report", str(tmp_path / "no" / "such" / "r.csv"))
    assert result.returncode == 2
    assert "cannot write the report there" in result.stderr and "Traceback" not in result.stderr


def test_the_progress_bar_counts_inputs_not_the_decks_inside_them(monkeypatch):
    import io

    from riftcheck.engine.verdicts.result import DeckResult, RunInfo, Totals
    from riftcheck.report.text import TextReporter

    monkeypatch.setattr("riftcheck.report.text.is_terminal", lambda stream: True)
    reporter = TextReporter(io.StringIO(), "en")
    reporter.begin(RunInfo("constructed", "2026-11-29", "en", expected=2))
    for source in ("export.json", "export.json", "export.json", "deck.txt"):
        reporter.deck(DeckResult(source=source, legal=True))
    task = reporter.progress.tasks[0]
    assert (task.completed, task.total) == (2, 2)
    reporter.end(Totals(decks=4, legal=4))


def test_verdicts_cross_between_processes_unchanged():
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.engine.options import CheckOptions
    from riftcheck.engine.run.pipeline import input_results

    checker = Checker(CheckOptions(as_of=datetime.date.fromisoformat(EVENT_DAY)))
    verdicts = list(input_results(checker, [str(path) for path in sorted(DECKLISTS.glob("00*.txt"))]))
    assert any(verdict.findings for verdict in verdicts) and any(verdict.summary["signature"] for verdict in verdicts)
    assert [checker_pool._unpacked(checker_pool._packed(verdict)) for verdict in verdicts] == verdicts


def test_the_json_report_streams_one_document_holding_every_deck_as_deck_json_shapes_it():
    import io
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.engine.options import CheckOptions
    from riftcheck.engine.run.pipeline import input_results
    from riftcheck.report.json_report import JsonReporter, deck_json
    from riftcheck.engine.verdicts.result import RunInfo, Totals, unreadable

    checker = Checker(CheckOptions(as_of=datetime.date.fromisoformat(EVENT_DAY)))
    verdicts = list(input_results(checker, [str(path) for path in sorted(DECKLISTS.glob("0*.txt"))]))
    verdicts += [unreadable("notes.txt", "not a decklist: “x”"), *verdicts]  # findings met a second time too
    verdicts[0].team = "Blue"
    verdicts[1].player, verdicts[1].name = 'สมชาย "Poro" \\ ใจดี', "Lillia\tcontrol"
    from riftcheck.engine.verdicts.findings import RenderedFinding

    verdicts[1].findings = [*verdicts[1].findings, RenderedFinding(
        "RC105", None, "error", "main", 'Kai\'Sa "ใหม่"', 17, "มี 4 ใบ \\ at most 3\n", None), RenderedFinding(
        "RC009", "103.1", "warning", None, "Unheard Of", None, "not known", "check it", undecided=True, on_trust=True)]
    stream = io.StringIO()
    reporter = JsonReporter(stream, "en")
    assert sum(len(verdict.findings) for verdict in verdicts) > 20
    totals = Totals()
    reporter.begin(RunInfo("constructed", EVENT_DAY, "en"))
    for verdict in verdicts:
        totals.add(verdict)
        reporter.deck(verdict)
        assert stream.getvalue().endswith(json.dumps(deck_json(verdict), ensure_ascii=False))  # written at once
    reporter.end(totals)
    document = json.loads(stream.getvalue())
    assert document["decks"] == [deck_json(verdict) for verdict in verdicts]
    assert (document["as_of"], document["totals"]["decks"]) == (EVENT_DAY, len(verdicts))


def test_identical_files_share_one_check_and_keep_their_own_names(tmp_path, monkeypatch):
    from riftcheck.engine.run import pipeline
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.games.riftbound.decklist import detect
    from riftcheck.engine.options import CheckOptions

    illegal = (DECKLISTS / "006-rengar-riftdecks-vancouver-rq-2nd-ILLEGAL-AS-PUBLISHED.txt").read_bytes()
    for name in ("a.txt", "b.txt", "c.txt"):
        (tmp_path / name).write_bytes(illegal)
    (tmp_path / "d.txt").write_bytes(illegal + b"\n# one more line\n")
    parsed = []
    real_read = detect.read_decklists
    monkeypatch.setattr(detect, "read_decklists", lambda *args: parsed.append(args[1]) or real_read(*args))
    checker = Checker(CheckOptions(as_of=datetime.date.fromisoformat(EVENT_DAY)))
    results = list(pipeline.input_results(checker, expand_paths([str(tmp_path)])))
    assert [Path(source).name for source in parsed] == ["a.txt", "d.txt"]
    assert [Path(result.source).name for result in results] == ["a.txt", "b.txt", "c.txt", "d.txt"]
    first, *copies = results[:3]
    assert not first.legal and first.findings
    for copy in copies:
        assert (copy.legal, copy.findings, copy.counts, copy.legend) == (
            first.legal, first.findings, first.counts, first.legend)


def test_identical_unreadable_files_each_name_themselves(tmp_path):
    for name in ("a.png", "b.png"):
        (tmp_path / name).write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    document = _checked(str(tmp_path), exit_code=2)  # nothing could be read
    errors = {Path(deck["path"]).name: deck["error"] for deck in document["decks"]}
    assert "a.png" in errors["a.png"] and "b.png" in errors["b.png"]


def test_identical_exports_of_several_registrations_each_get_their_own_verdicts(tmp_path):
    registrations = (_registration(LILLIA, "Ann"), _registration(VIKTOR, "Ben"))
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        _export(tmp_path / name, *registrations)
    document = _checked(str(tmp_path), exit_code=1)
    assert [(Path(deck["path"]).parent.name, deck["player"]) for deck in document["decks"]] == [
        ("a", "Ann"), ("a", "Ben"), ("b", "Ann"), ("b", "Ben"),
    ]


class _Collected:
    """A reporter keeping every verdict it is given."""

    def __init__(self):
        self.results = []

    def begin(self, run):
        pass

    def deck(self, result):
        self.results.append(result)

    def end(self, totals):
        pass


# Workers forked by the pool itself (where the platform can fork), or started by multiprocessing
# by each of its start methods (as on Windows and macOS).
START_METHODS = ("os.fork", "fork", "forkserver", "spawn")


@pytest.fixture(params=START_METHODS)
def start_method(request, monkeypatch):
    """Worker processes started the given way for the test, and the default restored after."""
    import multiprocessing

    from riftcheck.engine.run import worker_process

    if request.param == "os.fork":
        if not worker_process.forks():
            pytest.skip("this platform does not fork workers")
        yield request.param
        return
    if request.param not in multiprocessing.get_all_start_methods():
        pytest.skip(f"this platform cannot start processes by {request.param}")
    monkeypatch.setattr(worker_process, "forks", lambda: False)
    before = multiprocessing.get_start_method(allow_none=True)
    multiprocessing.set_start_method(request.param, force=True)
    yield request.param
    multiprocessing.set_start_method(before, force=True)


def _dying_workers(
    monkeypatch, tmp_path, count: int, dies_on: tuple[str, ...], jobs: int, parent_checks: bool = False
) -> list:
    """Verdicts of `count` copies of a legal deck, checked by `jobs` processes whose workers die
    on taking a file whose name ends with one of `dies_on`. Unless `parent_checks`, only the
    workers check, so which inputs they die on is known."""
    from functools import partial

    from pool_testing import DyingChecker
    from riftcheck.engine.run import pipeline
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.engine.options import CheckOptions

    for number in range(count):
        (tmp_path / f"deck{number:02}.txt").write_text(f"# {number}\n" + LILLIA.read_text(encoding="utf-8"))
    if not parent_checks:
        monkeypatch.setattr(checker_pool, "_check_here", lambda run, received: False)
    options = CheckOptions(as_of=datetime.date.fromisoformat(EVENT_DAY))
    inputs = InputList()
    inputs.add(str(tmp_path))
    with checker_pool.checking(Checker(options), jobs, inputs, partial(DyingChecker, options, dies_on)) as verdicts:
        results = list(verdicts)
    assert [Path(result.source).name for result in results] == [f"deck{n:02}.txt" for n in range(count)]
    return results


def test_a_worker_that_dies_costs_only_the_inputs_it_was_checking(tmp_path, monkeypatch, start_method):
    results = _dying_workers(monkeypatch, tmp_path, 12, ("deck05.txt", "deck06.txt"), jobs=4)
    lost = [Path(result.source).name for result in results if not result.readable]
    assert lost == ["deck05.txt", "deck06.txt"]
    assert all("stopped before it finished (exit code 3)" in result.error for result in results if not result.readable)
    assert all(result.legal for result in results if result.readable)


def test_when_every_worker_dies_every_input_still_gets_a_verdict(tmp_path, monkeypatch, start_method):
    results = _dying_workers(monkeypatch, tmp_path, 6, (".txt",), jobs=3)
    assert not any(result.readable for result in results)
    assert all("exit code 3" in result.error for result in results)


@pytest.mark.skipif(not hasattr(signal, "SIGCHLD"), reason="POSIX signals")
def test_workers_reaped_by_the_system_still_end_the_run_and_their_lost_inputs_say_so(tmp_path, monkeypatch):
    # SIGCHLD ignored, as a program embedding riftcheck may set it: the kernel reaps the workers
    # itself, so no exit code can be read; the run must end all the same, losing no input.
    from riftcheck.engine.run import worker_process

    if not worker_process.forks():
        pytest.skip("this platform does not fork workers")
    before = signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    try:
        results = _dying_workers(monkeypatch, tmp_path, 12, ("deck05.txt",), jobs=3)
    finally:
        signal.signal(signal.SIGCHLD, before)
    lost = [result for result in results if not result.readable]
    assert [Path(result.source).name for result in lost] == ["deck05.txt"]
    assert lost[0].error.endswith("stopped before it finished; check this file again.")
    assert all(result.legal for result in results if result.readable)


def test_when_every_worker_dies_this_process_checks_what_they_had_not_taken(tmp_path, monkeypatch, start_method):
    results = _dying_workers(monkeypatch, tmp_path, 40, (".txt",), jobs=3, parent_checks=True)
    lost = [result for result in results if not result.readable]
    assert len(lost) <= 2  # one chunk of one file for each of the two workers, at most
    assert all("exit code 3" in result.error for result in lost)
    assert all(result.legal for result in results if result.readable)


def test_workers_start_when_this_process_has_no_standard_streams(tmp_path, monkeypatch):
    # A program embedding riftcheck may run without standard output or error (sys.stdout None).
    from riftcheck.engine.run import worker_process

    if not worker_process.forks():
        pytest.skip("this platform does not fork workers")
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    results = _dying_workers(monkeypatch, tmp_path, 6, ("never.txt",), jobs=2)
    assert all(result.readable and result.legal for result in results)


def test_workers_give_the_verdicts_one_process_gives(tmp_path, start_method):
    from riftcheck import games
    from riftcheck.engine.run import pipeline
    from riftcheck.engine.options import CheckOptions

    for number, deck in enumerate([LILLIA, VIKTOR, REPO / "examples" / "jinx-draft.txt"] * 4):
        shutil.copy(deck, tmp_path / f"deck{number:02}.txt")
    options = CheckOptions(as_of=datetime.date.fromisoformat(EVENT_DAY))
    alone, pooled = _Collected(), _Collected()
    pipeline.check_paths(games.new_checker, [str(tmp_path)], options, [alone], jobs=1)
    pipeline.check_paths(games.new_checker, [str(tmp_path)], options, [pooled], jobs=3)
    assert pooled.results == alone.results
    assert [result.legal for result in alone.results[:3]] == [True, False, False]


def test_a_copy_of_an_input_riftcheck_failed_on_names_itself(tmp_path, monkeypatch):
    from riftcheck.engine.run import pipeline
    from riftcheck.games.riftbound import rules
    from riftcheck.games.riftbound.checker import Checker
    from riftcheck.engine.options import CheckOptions

    for name in ("a.txt", "copy.txt"):
        (tmp_path / name).write_text(LILLIA.read_text(encoding="utf-8"), encoding="utf-8")

    def failing_check(deck, context):
        raise RuntimeError("boom")

    monkeypatch.setattr(rules, "_CHECKS", ((None, failing_check), *rules._CHECKS))
    checker = Checker(CheckOptions())
    results = list(pipeline.input_results(checker, expand_paths([str(tmp_path)])))
    assert [(Path(r.source).name, r.readable) for r in results] == [("a.txt", False), ("copy.txt", False)]
    assert "a.txt" in results[0].error and "copy.txt" in results[1].error and "a.txt" not in results[1].error


def test_a_renamed_verdict_differs_only_in_its_source():
    from riftcheck.engine.verdicts.findings import RenderedFinding
    from riftcheck.engine.verdicts.result import DeckResult

    values = {name: f"value of {name}" for name in DeckResult.__slots__}
    values.update(legal=True, readable=False, counts={"main": 40}, summary={"signature": 1},
                  findings=[RenderedFinding("RC101", "103.1", "error", None, None, None, "m", None)])
    renamed = DeckResult(**values).renamed("other.txt")
    assert {name: getattr(renamed, name) for name in DeckResult.__slots__} == {**values, "source": "other.txt"}


def test_a_batch_sets_the_garbage_collector_for_many_decks_and_back():
    import gc

    before = gc.get_threshold()
    frozen_before = gc.get_freeze_count()
    with batch_sizing.collector_for_batch():
        assert gc.get_threshold()[0] == batch_sizing.BATCH_COLLECTION_THRESHOLD
        assert gc.get_freeze_count() > frozen_before
    assert gc.get_threshold() == before and gc.get_freeze_count() == frozen_before


@pytest.mark.parametrize(("inputs", "processes"), [(10_000, 2), (300, 2), (12, 4), (1, 2)])
def test_chunks_cover_every_input_in_order_and_shrink_towards_the_end(inputs, processes):
    chunks = checker_pool._chunks(inputs, processes)
    sizes = [len(chunk) for chunk in chunks]
    assert [index for chunk in chunks for index in chunk] == list(range(inputs))
    assert sizes == sorted(sizes, reverse=True)
    assert max(sizes) <= checker_pool.MAX_CHUNK
    if inputs >= processes * checker_pool.CHUNKS_PER_PROCESS * checker_pool.MIN_CHUNK:
        assert min(sizes[:-1]) >= checker_pool.MIN_CHUNK and sizes[0] > sizes[-2]
    else:
        assert len(sizes) >= min(inputs, processes)  # every process gets work


def _dead_forked_worker():
    """A forked worker as this process sees it once the worker died: the pipe's other ends closed."""
    import os

    from riftcheck.engine.run.worker_process import ForkedWorker

    worker = object.__new__(ForkedWorker)
    reading, theirs = os.pipe()
    os.close(theirs)
    ours, writing = os.pipe()
    os.close(ours)
    worker.pid, worker.reading, worker.writing, worker.ended, worker.exitcode = 0, reading, writing, True, 3
    return worker


def _dead_spawned_worker():
    """A worker multiprocessing started, as this process sees it once the worker died."""
    import multiprocessing

    from riftcheck.engine.run.worker_process import SpawnedWorker

    worker = object.__new__(SpawnedWorker)
    here, there = multiprocessing.Pipe()
    there.close()
    worker.process, worker.connection = None, here
    return worker


@pytest.mark.parametrize("dead_worker", [_dead_forked_worker, _dead_spawned_worker])
def test_a_dead_worker_loses_the_chunk_it_was_checking_and_gives_back_the_others(dead_worker):
    from collections import deque

    worker = checker_pool._Worker(process=dead_worker(), holding=deque([5, 7, 9]))
    run = checker_pool._Run(checker=None, inputs=None, chunks=[range(n, n + 1) for n in range(12)], workers=[worker],
                            window=16, next_chunk=10, returned=[6])
    received = {}
    assert checker_pool._receive(run, received, wait_for_one=True)
    assert received == {5: checker_pool._Lost(0)} and not worker.alive and not worker.holding
    assert [checker_pool._next(run) for _ in range(5)] == [6, 7, 9, 10, 11]

"""The fast path runs a command line from cli.py's declarations exactly as typer would, or declines."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from riftcheck.cli import app as cli, fast_path
from riftcheck.cli import lazy_typer as typer
from support import REPO, imported_modules

LILLIA = str(REPO / "examples" / "lillia.txt")


class Recorded(Exception):
    pass


def _record_calls(monkeypatch) -> list:
    """Make every command module's run() record its arguments instead of doing the work."""
    import importlib

    calls = []

    def recorder(*args):
        calls.append(args)
        raise Recorded

    for name in ("check", "lookup", "glossary", "rules", "show", "convert", "cards"):
        module = importlib.import_module(f"riftcheck.cli.{name}")
        monkeypatch.setattr(module, "run", recorder)
    return calls


def _through_typer(monkeypatch, argv):
    calls = _record_calls(monkeypatch)
    result = CliRunner().invoke(cli.app, argv)
    assert isinstance(result.exception, Recorded), result.output
    return calls[-1]


def _through_fast_path(monkeypatch, argv):
    calls = _record_calls(monkeypatch)
    with pytest.raises(Recorded):
        assert fast_path.run(cli.app, argv, environ={})
    return calls[-1]


@pytest.mark.parametrize(
    "argv",
    [
        ["lookup", "Accelerate"],
        ["lookup", "Accelerate", "-o", "json"],
        ["lookup", "what", "is", "tank", "--lang", "both", "-n", "3"],
        ["lookup", "--limit=2", "ready"],
        ["lookup", "-n2", "ready", "--output=json"],
        ["lookup", "--", "-ready"],
        ["glossary", "--category", "keyword", "--lang", "both"],
        ["check", LILLIA],
        ["check", LILLIA, LILLIA, "--strict", "-o", "json", "-j", "2", "--as-of", "2026-09-01"],
        ["check", "-", "--format", "casual", "--report", "out.csv"],
        ["check", "--team", "a.txt", "--team", "b.txt"],
        ["check"],
        ["rules", "RC105"],
        ["cards", "Jinx", "--keyword", "Accelerate"],
    ],
)
def test_fast_path_passes_what_typer_passes(monkeypatch, argv):
    assert _through_fast_path(monkeypatch, argv) == _through_typer(monkeypatch, argv)


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--version"],
        ["lookup", "--help"],
        ["lookup", "-h"],
        ["lookup"],  # a required argument missing: typer's usage message
        ["lookup", "x", "--limit", "many"],
        ["lookup", "x", "--bogus"],
        ["lookup", "x", "--lim", "3"],
        ["lookup", "x", "-o"],
        ["check", LILLIA, "--strict=yes"],
        ["nosuchcommand"],
        ["show", "a.txt", "b.txt"],
    ],
)
def test_fast_path_declines_what_only_typer_should_answer(monkeypatch, argv):
    calls = _record_calls(monkeypatch)
    assert fast_path.run(cli.app, argv, environ={}) is False
    assert calls == []


def test_shell_completion_goes_to_typer(monkeypatch):
    calls = _record_calls(monkeypatch)
    assert fast_path.run(cli.app, ["lookup", "x"], environ={"_RIFTCHECK_COMPLETE": "bash_complete"}) is False
    assert calls == []


def test_a_declaration_the_fast_path_does_not_model_sends_the_command_to_typer():
    app = typer.Typer()

    @app.command()
    def greet(name: str = typer.Option("x", "--name", envvar="NAME")) -> None:
        raise AssertionError("must not run")

    @app.command()
    def count(times: int = typer.Option(1, "--times")) -> None:
        raise typer.Exit(times)

    assert fast_path.run(app, ["greet"], environ={}) is False
    with pytest.raises(SystemExit) as done:
        fast_path.run(app, ["count", "--times", "3"], environ={})
    assert done.value.code == 3


def test_a_command_added_with_a_new_option_works_on_both_paths():
    app = typer.Typer()
    seen = []

    @app.callback()
    def root() -> None:
        seen.append("root")

    @app.command()
    def tidy(paths: list[str] = typer.Argument(None), quiet: bool = typer.Option(False, "--quiet", "-q"),
             out: Path = typer.Option(None, "--out")) -> None:
        seen.append((paths, quiet, out))

    assert fast_path.run(app, ["tidy", "a", "-q", "--out", "o.txt", "b"], environ={})
    CliRunner().invoke(app, ["tidy", "a", "-q", "--out", "o.txt", "b"])
    assert seen[:2] == seen[2:] == ["root", (["a", "b"], True, Path("o.txt"))]


@pytest.mark.parametrize(
    "args",
    [["lookup", "Accelerate"], ["lookup", "Accelerate", "-o", "json"], ["check", LILLIA], ["glossary"]],
)
def test_plain_command_lines_never_import_typer(args):
    assert "typer" not in imported_modules(*args)


def test_help_still_comes_from_typer():
    assert "typer" in imported_modules("lookup", "--help")


def test_optional_flags_root_options_and_evaluated_annotations_match_typer():
    from typing import Optional

    app = typer.Typer()
    seen = []

    def root(color: str = typer.Option("auto", "--color")) -> None:
        seen.append(("root", color))

    def check(strict: Optional[bool] = typer.Option(None, "--strict"), jobs: Optional[int] = typer.Option(None, "-j"),
              quiet: bool = typer.Option(False, "-q", "--quiet")) -> None:
        seen.append((strict, jobs, quiet))

    root.__annotations__ = {"color": str, "return": None}  # evaluated, as without `from __future__ import annotations`
    check.__annotations__ = {"strict": Optional[bool], "jobs": Optional[int], "quiet": bool, "return": None}
    app.callback()(root)
    app.command()(check)
    for argv in (["check"], ["check", "--strict", "-j", "3", "-q"]):
        assert fast_path.run(app, argv, environ={})
        fast = seen[-2:]
        CliRunner().invoke(app, argv)
        assert seen[-2:] == fast
    assert seen[-1] == (True, 3, True) and seen[1] == (None, None, False)


def test_a_group_of_commands_added_with_add_typer_runs_through_typer():
    app, group = typer.Typer(), typer.Typer()
    seen = []

    @app.callback()
    def root() -> None:
        pass

    @group.command()
    def serve(port: int = typer.Option(8000, "--port")) -> None:
        seen.append(port)

    app.add_typer(group, name="desk")
    assert fast_path.run(app, ["desk", "serve", "--port", "9"], environ={}) is False
    CliRunner().invoke(app, ["desk", "serve", "--port", "9"])
    assert seen == [9]


def test_callbacks_run_only_once_the_fast_path_has_taken_the_command_line():
    app = typer.Typer()
    called = []

    def remember(value: str) -> str:
        called.append(value)
        return value.upper()

    @app.callback()
    def root() -> None:
        pass

    @app.command()
    def greet(name: str = typer.Option("x", "--name", callback=remember)) -> None:
        called.append(f"greet {name}")

    assert fast_path.run(app, ["greet", "--name", "ann", "--unknown"], environ={}) is False
    assert called == []
    assert fast_path.run(app, ["greet", "--name", "ann"], environ={})
    assert called == ["ann", "greet ANN"]

"""typer's declaration API, recorded rather than executed: typer is imported only when needed.

riftcheck/cli/app.py declares its commands exactly as with typer (`app = typer.Typer(...)`,
`@app.command()`, `typer.Option(...)`, `raise typer.Exit(code)`), but `typer` there is this
module. Declaring a command records it; nothing imports typer until a command line needs it.
Calling the app runs a plain command line (`lookup X`, `check DECK`) through riftcheck.cli.fast_path,
which reads the recorded declarations, without typer; the recorded app turns into a real
typer.Typer, built from the same declarations, for everything else: help, completion, usage errors, and tests that
use typer's CliRunner. So the declarations in cli.py stay the one place options are defined.

Any other name (typer.echo, typer.Context, typer.BadParameter, ...) is typer's own, imported on
first use.
"""

from __future__ import annotations

from collections.abc import Callable

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which a look-up never needs
if TYPE_CHECKING:
    from typing import Any


class Declaration:
    """A typer.Option(...) or typer.Argument(...) call, kept as its arguments."""

    def __init__(self, kind: str, args: tuple, kwargs: dict) -> None:
        self.kind, self.args, self.kwargs = kind, args, kwargs

    @property
    def default(self) -> Any:
        return self.args[0] if self.args else self.kwargs.get("default", ...)

    @property
    def names(self) -> tuple[str, ...]:
        """The option's spellings as declared (empty for an argument or an undeclared name)."""
        return tuple(self.args[1:]) + tuple(self.kwargs.get("param_decls", ()))

    def real(self) -> Any:
        import typer

        return getattr(typer, self.kind)(*self.args, **self.kwargs)


def Option(*args: Any, **kwargs: Any) -> Declaration:  # noqa: N802 - typer's name
    return Declaration("Option", args, kwargs)


def Argument(*args: Any, **kwargs: Any) -> Declaration:  # noqa: N802 - typer's name
    return Declaration("Argument", args, kwargs)


class Exit(SystemExit):  # noqa: N818 - typer's name
    """typer.Exit for riftcheck's commands: a SystemExit, so it ends the program on either path
    (click lets SystemExit through untouched, and CliRunner records its code)."""

    def __init__(self, code: int = 0) -> None:
        super().__init__(code)
        self.exit_code = code


class Command:
    """One recorded @app.command() or @app.callback(): the function and the decorator's arguments."""

    def __init__(self, function: Callable, name: str | None, settings: dict) -> None:
        self.function, self.settings = function, settings
        self.name = name or function.__name__.lower().replace("_", "-")


class Typer:
    """Records commands like typer.Typer; becomes a real typer.Typer on first use as one."""

    def __init__(self, **settings: Any) -> None:
        self.settings = settings
        self.commands: list[Command] = []
        self.groups: list[tuple[Any, dict]] = []  # app.add_typer(sub_app, name=...) calls
        self.root: Command | None = None
        self._real = None

    def command(self, name: str | None = None, **settings: Any) -> Callable:
        def record(function: Callable) -> Callable:
            self.commands.append(Command(function, name, settings))
            return function

        return record

    def callback(self, **settings: Any) -> Callable:
        def record(function: Callable) -> Callable:
            self.root = Command(function, None, settings)
            return function

        return record

    def add_typer(self, group: Any, **settings: Any) -> None:
        self.groups.append((group, settings))

    def find(self, name: str) -> Command | None:
        return next((command for command in self.commands if command.name == name), None)

    def typer_app(self):
        """The real typer.Typer for these declarations (built once)."""
        if self._real is None:
            import typer

            real = typer.Typer(**self.settings)
            if self.root:
                real.callback(**self.root.settings)(_with_real_defaults(self.root.function))
            for command in self.commands:
                real.command(command.name, **command.settings)(_with_real_defaults(command.function))
            for group, settings in self.groups:
                real.add_typer(group.typer_app() if isinstance(group, Typer) else group, **settings)
            self._real = real
        return self._real

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Run the command line: straight from the declarations when riftcheck.cli.fast_path can,
        else through typer (prog_name only names the program in typer's messages)."""
        if not args and set(kwargs) <= {"prog_name"}:
            import sys

            from riftcheck.cli import fast_path

            if fast_path.run(self, sys.argv[1:]):
                return None
        return self.typer_app()(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        # Only reached for names this class lacks: typer's CliRunner reads the real app's fields.
        if name.startswith("__") or name == "_real":
            raise AttributeError(name)
        return getattr(self.typer_app(), name)


def _with_real_defaults(function: Callable) -> Callable:
    """A copy of the function whose recorded defaults are the typer objects they stand for.

    A copy, so that the recorded declarations stay readable by the fast path.
    """
    import types

    copy = types.FunctionType(
        function.__code__,
        function.__globals__,
        function.__name__,
        tuple(_real(value) for value in function.__defaults__ or ()) or None,
        function.__closure__,
    )
    copy.__kwdefaults__ = {key: _real(value) for key, value in (function.__kwdefaults__ or {}).items()} or None
    copy.__annotations__ = _evaluated_annotations(function)
    copy.__doc__, copy.__qualname__, copy.__module__ = function.__doc__, function.__qualname__, function.__module__
    return copy


def _evaluated_annotations(function: Callable) -> dict[str, Any]:
    """The function's annotations as typer reads them. A declaring module may name Path in its
    annotations without importing pathlib (the fast path converts paths itself): it is found here."""
    import pathlib
    import typing

    return typing.get_type_hints(function, localns={"Path": pathlib.Path})


def _real(value: Any) -> Any:
    return value.real() if isinstance(value, Declaration) else value


def __getattr__(name: str) -> Any:
    if name.startswith("__"):  # the import system asks modules for __path__ and the like
        raise AttributeError(name)
    import typer

    return getattr(typer, name)

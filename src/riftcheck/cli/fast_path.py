"""Run a plain command line straight from riftcheck.cli.app's declarations, without importing typer.

Importing typer and building its click commands costs more than a glossary look-up itself. Most
command lines are plain: a command name, its arguments, options spelled as declared. For those,
`run` reads the declarations recorded by riftcheck.cli.lazy_typer, converts the values the way typer
would (str, int, float, Path, lists, flags), calls the root callback and the command function,
and returns True. Anything it is not sure about (help, an unknown or abbreviated option, a
missing value, a type or declaration feature it does not model, shell completion) makes it
return False before anything has run, and typer handles the command line as always (its
refusals said in the user's language by riftcheck.cli.parser_errors). Nothing here knows
riftcheck's commands or options.
"""

from __future__ import annotations

import os
from collections.abc import Callable

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing, which a look-up never needs
if TYPE_CHECKING:
    from typing import Any

    # The app, its commands and their declarations are riftcheck.cli.lazy_typer's Typer, Command and
    # Declaration, read by shape: lazy_typer imports this module, so this one does not import it.
    Typer = Command = Declaration = Any


_CONVERTERS: dict[str, Callable[[str], Any]] = {"str": str, "int": int, "float": float}

# Declaration arguments that change nothing about parsing or values.
_HARMLESS = {"help", "metavar", "show_default", "hidden", "rich_help_panel", "default", "param_decls", "autocompletion", "shell_complete"}
_COMMAND_HARMLESS = {"help", "hidden", "rich_help_panel", "short_help", "epilog", "no_args_is_help"}
_APP_HARMLESS = {"name", "help", "no_args_is_help", "add_completion", "context_settings", "rich_markup_mode", "pretty_exceptions_enable", "pretty_exceptions_show_locals", "pretty_exceptions_short", "epilog", "short_help"}


class Decline(Exception):
    """This command line is for typer to handle."""


class Parameter:
    """One parameter of a command function: its declaration, its type and how it is spelled."""

    def __init__(self, name: str, declaration: Declaration, annotation: str) -> None:
        unknown = set(declaration.kwargs) - _HARMLESS - {"callback", "is_eager"}
        if unknown:
            raise Decline(f"{name}: {sorted(unknown)}")
        self.name, self.declaration = name, declaration
        self.is_option = declaration.kind == "Option"
        self.type_name, self.multiple = _parse_annotation(annotation)
        self.is_flag = self.type_name == "bool"
        self.spellings = declaration.names or ((f"--{name.replace('_', '-')}",) if self.is_option else ())
        if any("/" in spelling for spelling in self.spellings) or (self.is_flag and not declaration.names):
            raise Decline(f"{name}: an on/off flag pair")
        if self.is_flag and (self.multiple or declaration.default not in (False, None)):
            raise Decline(f"{name}: a flag that is on by default")
        self.callback = declaration.kwargs.get("callback")
        if self.callback is not None and self.callback.__code__.co_argcount != 1:
            raise Decline(f"{name}: a callback that takes the context")

    def convert(self, text: str) -> Any:
        if self.type_name == "Path":
            from pathlib import Path

            return Path(text)
        try:
            return _CONVERTERS[self.type_name](text)
        except ValueError:
            raise Decline(f"{self.name}: {text!r} is not a {self.type_name}") from None

    def final(self, given: list[Any] | None) -> Any:
        """The value typer would pass: what was given, else the default (required: decline)."""
        if given is None or (self.multiple and not given):
            value = self.declaration.default
            if value is ...:
                raise Decline(f"{self.name} is required")
        elif self.multiple:
            value = list(given)
        else:
            value = given[-1]
        return value


def run(app: Typer, argv: list[str], environ=os.environ) -> bool:
    """Run the command line and return True, or return False having run nothing."""
    try:
        call = _plan(app, argv, environ)
    except Decline:
        return False
    call()
    return True


def _plan(app: Typer, argv: list[str], environ) -> Callable[[], Any]:
    """The calls the command line amounts to, ready to run; Decline when unsure."""
    if not argv or argv[0].startswith("-") or any(key.startswith("_") and key.endswith("_COMPLETE") for key in environ):
        raise Decline("root options, no command, or shell completion")
    _check_settings(app.settings, _APP_HARMLESS)
    if app.root is None and len(app.commands) == 1:
        raise Decline("a single-command app: typer gives it no command name")
    help_names = set(app.settings.get("context_settings", {}).get("help_option_names", ("--help",)))
    if set(app.settings.get("context_settings", {})) - {"help_option_names"}:
        raise Decline("context settings")
    command = app.find(argv[0])
    if command is None or (help_names | {"--help"}) & set(argv[1:]):
        raise Decline("unknown command or help")
    _check_settings(command.settings, _COMMAND_HARMLESS)
    if command.settings.get("no_args_is_help") and len(argv) == 1:
        raise Decline("help")
    root_parameters = _parameters(app.root) if app.root else []
    parameters = _parameters(command)
    values = _values(parameters, argv[1:])
    root_values = _values(root_parameters, [])

    def call() -> None:
        if app.root:
            app.root.function(**_called_back(root_parameters, root_values))
        command.function(**_called_back(parameters, values))

    return call


def _called_back(parameters: list[Parameter], values: dict[str, Any]) -> dict[str, Any]:
    """The values after their callbacks, eager options first, as typer calls them while parsing;
    run only once the whole command line is known to be this module's to run."""
    for parameter in _eager_first(parameters):
        if parameter.callback is not None:
            values[parameter.name] = parameter.callback(values[parameter.name])
    return values


def _check_settings(settings: dict, harmless: set[str]) -> None:
    if set(settings) - harmless:
        raise Decline(f"settings {sorted(set(settings) - harmless)}")


def _parameters(command: Command) -> list[Parameter]:
    code = command.function.__code__
    names = code.co_varnames[: code.co_argcount]
    defaults = command.function.__defaults__ or ()
    if len(defaults) != len(names) or code.co_kwonlyargcount or code.co_flags & 0x0C:
        raise Decline("a parameter without a declaration")
    annotations = command.function.__annotations__
    parameters = []
    for name, default in zip(names, defaults):
        if not _is_declaration(default):
            raise Decline(f"{name} is not declared with typer.Option or typer.Argument")
        parameters.append(Parameter(name, default, annotations.get(name, "str")))
    return parameters


def _is_declaration(value: Any) -> bool:
    """A typer.Option(...) or typer.Argument(...) as riftcheck.cli.lazy_typer records it (checked by
    shape: lazy_typer imports this module, not the other way round)."""
    return getattr(value, "kind", None) in ("Option", "Argument") and hasattr(value, "kwargs")


def _values(parameters: list[Parameter], arguments: list[str]) -> dict[str, Any]:
    """Each parameter's value for these command-line words, as typer would convert it."""
    options = {spelling: parameter for parameter in parameters if parameter.is_option for spelling in parameter.spellings}
    given: dict[str, list[Any]] = {}
    positional: list[str] = []
    words = iter(arguments)
    for word in words:
        if word == "--":
            positional.extend(words)
            break
        if not word.startswith("-") or word == "-":
            positional.append(word)
            continue
        parameter, attached = _option_for(word, options)
        if parameter.is_flag:
            if attached is not None:
                raise Decline(f"{word}: a flag with a value")
            given.setdefault(parameter.name, []).append(True)
            continue
        text = attached if attached is not None else next(words, None)
        if text is None:
            raise Decline(f"{word} needs a value")
        given.setdefault(parameter.name, []).append(parameter.convert(text))
    _assign_positional(parameters, positional, given)
    return {parameter.name: parameter.final(given.get(parameter.name)) for parameter in parameters}


def _option_for(word: str, options: dict[str, Parameter]) -> tuple[Parameter, str | None]:
    """The option a word names, with a value written into the same word (--limit=3, -n3)."""
    if word in options:
        return options[word], None
    if word.startswith("--") and "=" in word:
        name, value = word.split("=", 1)
        if name in options:
            return options[name], value
    elif not word.startswith("--") and word[:2] in options and not options[word[:2]].is_flag:
        return options[word[:2]], word[2:]
    raise Decline(f"unknown option {word}")


def _assign_positional(parameters: list[Parameter], positional: list[str], given: dict) -> None:
    arguments = [parameter for parameter in parameters if not parameter.is_option]
    if any(argument.multiple for argument in arguments[:-1]):
        raise Decline("a list argument before another argument")
    for argument in arguments:
        if argument.multiple:
            taken, positional = positional, []
        elif positional:
            taken, positional = positional[:1], positional[1:]
        else:
            continue
        given[argument.name] = [argument.convert(text) for text in taken]
    if positional:
        raise Decline(f"unexpected arguments {positional}")


def _eager_first(parameters: list[Parameter]) -> list[Parameter]:
    return sorted(parameters, key=lambda parameter: not parameter.declaration.kwargs.get("is_eager", False))


def _parse_annotation(annotation: Any) -> tuple[str, bool]:
    """(type name, is a list) for the annotations typer reads: str, Optional[int], List[str], Path | None ...

    As written (a string, under `from __future__ import annotations`) or evaluated.
    """
    if not isinstance(annotation, str):
        annotation = annotation.__name__ if isinstance(annotation, type) else str(annotation)
    text = annotation.replace(" ", "").replace("typing.", "").replace("pathlib.", "")
    for optional in ("Optional[",):
        if text.startswith(optional) and text.endswith("]"):
            text = text[len(optional) : -1]
    if text.endswith("|None"):
        text = text[: -len("|None")]
    multiple = False
    for listing in ("List[", "list["):
        if text.startswith(listing) and text.endswith("]"):
            text, multiple = text[len(listing) : -1], True
    if text not in (*_CONVERTERS, "bool", "Path"):
        raise Decline(f"type {annotation}")
    return text, multiple

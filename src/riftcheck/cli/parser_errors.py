"""A command line that typer's parser refuses (a missing argument, an unknown option, a value
that is no number), said in the user's language.

Under English, typer says it as it always has. Under Thai, typer runs without saying it, and the
refusal is said here from data/messages/usage.json (keys parser.*): the option or argument it
names and where to read how to write it. Either way the exit code is 2. Only a command line
riftcheck.cli.fast_path declined comes here: typer is loaded already.
"""

from __future__ import annotations

import re
import sys

from riftcheck.engine.lang import language_of
from riftcheck.engine.usage import refuse

_EXTRA = re.compile(r"Got unexpected extra argument(?:\(s\)|s)? \((?P<given>.*)\)", re.S)
_NO_COMMAND = re.compile(r"No such command (?P<given>.+?)\.(?: Did you mean (?P<possible>.+)\?)?", re.S)
_NOT_A_NUMBER = re.compile(r"(?P<given>.+) is not a valid (?:int|integer)\.", re.S)


def run(app, argv: list[str]) -> None:
    """Run the command line through typer (app: the real typer.Typer), refusing it in the
    language --lang names, else the locale's."""
    lang = language_of(requested_language(argv))
    if lang == "en":
        app(prog_name="riftcheck")
        return
    from typer import Abort
    from typer._click.exceptions import ClickException, UsageError

    try:
        code = app(args=argv, prog_name="riftcheck", standalone_mode=False)
    except UsageError as error:
        if type(error).__name__ == "NoArgsIsHelpError":  # typer has printed the help already
            raise SystemExit(error.exit_code) from None
        own = error.__context__  # riftcheck's own sentence, raised as typer's BadParameter
        if hasattr(own, "in_language"):
            raise SystemExit(refuse(own, lang)) from None
        key, params = _sentence(error, _command_path(app, argv))
        raise SystemExit(refuse(key, lang, **params)) from None
    except ClickException as error:
        error.show()
        raise SystemExit(error.exit_code) from None
    except Abort:
        from typer import rich_utils

        rich_utils.rich_abort_error()
        raise SystemExit(1) from None
    # typer's non-standalone run returns an ended run's exit code (help: 0), else the command's value
    raise SystemExit(code if isinstance(code, int) else 0)


def requested_language(argv: list[str]) -> str | None:
    """The value of --lang on the command line (the last one, as typer takes it), else None."""
    found = None
    for index, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" and index + 1 < len(argv):
            found = argv[index + 1]
        elif word.startswith("--lang="):
            found = word.split("=", 1)[1]
    return found


def _command_path(app, argv: list[str]) -> str:
    """riftcheck and the command the line names, for a refusal the parser made without its context."""
    from typer.main import get_command

    commands = getattr(get_command(app), "commands", {})
    return " ".join(["riftcheck", *[word for word in argv if word in commands][:1]])


def _sentence(error, command_path: str) -> tuple[str, dict[str, str]]:
    """The refusal's sentence in usage.json and its parameters: what is wrong and where to read more."""
    ctx = error.ctx
    command = ctx.command_path if ctx is not None else command_path
    helps = f"{command} {ctx.help_option_names[0] if ctx is not None else '-h'}"
    common = {"command": command, "help": helps}
    kind = type(error).__name__
    param = getattr(error, "param", None)
    name = _name(error, param)
    if kind == "MissingParameter":
        argument = (error.param_type or getattr(param, "param_type_name", "")) == "argument"
        return ("parser.missing-argument" if argument else "parser.missing-option"), {**common, "name": name}
    if kind == "NoSuchOption":
        option = _plain(error.option_name)
        if error.possibilities:
            possible = " / ".join(sorted(error.possibilities))
            return "parser.no-such-option-suggest", {**common, "name": option, "possible": possible}
        return "parser.no-such-option", {**common, "name": option}
    if kind == "BadOptionUsage":
        option = _plain(error.option_name)
        if "does not take a value" in error.message:
            return "parser.takes-no-value", {**common, "name": option}
        return "parser.needs-value", {**common, "name": option}
    if kind == "BadParameter":
        number = _NOT_A_NUMBER.fullmatch(error.message)
        if number:
            return "parser.not-a-number", {**common, "name": name, "given": number["given"]}
        return "parser.bad-value", {**common, "name": name, "detail": _printable(error.message)}
    extra, no_command = _EXTRA.fullmatch(error.message), _NO_COMMAND.fullmatch(error.message)
    if extra:
        return "parser.extra-arguments", {**common, "given": repr(extra["given"])}
    if no_command:
        if no_command["possible"]:
            return "parser.no-such-command-suggest", {**common, "given": no_command["given"], "possible": no_command["possible"]}
        return "parser.no-such-command", {**common, "given": no_command["given"]}
    if error.message == "Missing command.":
        return "parser.missing-command", common
    return "parser.other", {**common, "detail": _printable(error.format_message())}


def _name(error, param) -> str:
    """The option's spellings (-n / --limit) or the argument's name (QUERY), as the help shows them."""
    hint = getattr(error, "param_hint", None)
    if hint is None and param is not None:
        hint = param.get_error_hint(error.ctx)
    if isinstance(hint, (list, tuple)):
        hint = " / ".join(hint)
    return _plain(hint or "")


def _plain(name: str) -> str:
    """A name without the quotes typer puts around it."""
    return _printable(name.replace("'", ""))


def _printable(text: str) -> str:
    """Typed text with no control character left raw (it reaches the terminal)."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)

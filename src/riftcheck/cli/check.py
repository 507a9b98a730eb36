"""`riftcheck check`: option handling around the pipeline in riftcheck.engine.run.pipeline."""

from __future__ import annotations

import os
import sys

from riftcheck.engine.options import UNKNOWN_NEW_CARDS, CheckOptions
from riftcheck.engine.verdicts.exit_codes import exit_code
from riftcheck.engine.run.pipeline import check_paths

OUTPUTS = ("text", "json", "sarif", "junit", "github")


def _usage_error(problem: str | BaseException, lang: str, **params: object) -> int:
    """Say why the command line cannot run, in `lang` (riftcheck.engine.usage.refuse)."""
    from riftcheck.engine.usage import refuse

    return refuse(problem, lang, **params)


def _default_output(output: str | None) -> str:
    if output:
        return output
    return "github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text"


def run(paths, given: dict, teams, quiet: bool = False, show_config: bool = False) -> int:
    """`given` holds the options as typed (None where not given), keyed as config.SETTINGS."""
    from riftcheck.engine import config
    from riftcheck.engine.lang import language_of

    try:
        settings = config.resolve(given, os.getcwd())
    except (ValueError, OSError) as error:
        return _usage_error(error, language_of(given.get("lang")))
    if show_config:
        print(config.describe(settings))
        return 0
    values = {name: setting.value for name, setting in settings.items()}
    from riftcheck.games import DEFAULT_GAME

    if settings["format"].source == "default" and settings["game"].value != DEFAULT_GAME:
        values["format"] = None  # the game's own default format (riftcheck.games)
    return _check(paths, values, teams, quiet)


def _check(paths, values: dict, teams, quiet: bool) -> int:
    from riftcheck.engine.lang import choose_language
    from riftcheck.report import get_reporter
    from riftcheck.report.terminal import use_color
    from riftcheck.engine.today import parse_date
    from riftcheck.engine.lang import language_of
    from riftcheck.engine.inputs.input_files import STDIN

    lang = language_of(values["lang"])  # for the refusals below; a wrong --lang is refused in English
    output = _default_output(values["output"])
    jobs = values["jobs"]
    if output not in OUTPUTS:
        return _usage_error("unknown-output", lang, given=repr(output), choices=", ".join(OUTPUTS))
    if not paths and not teams:
        return _usage_error("no-paths", lang)
    if teams and len(teams) == 1 and len(paths) == 1:
        teams, paths = [*teams, *paths], []  # `--team A.txt B.txt`: the option took A, B came as a path
    if teams and len(teams) != 2:
        return _usage_error("team-two", lang)
    if [*paths, *(teams or ())].count(STDIN) > 1:
        return _usage_error("stdin-twice", lang)
    if values["pool"] and values["pool-dir"]:
        return _usage_error("pool-or-pool-dir", lang)
    if jobs is not None and jobs < 1:
        return _usage_error("jobs", lang)
    if values["unknown-new-cards"] not in UNKNOWN_NEW_CARDS:
        return _usage_error("unknown-new-cards", lang, given=repr(values["unknown-new-cards"]))
    try:
        from riftcheck import games

        game = games.get(values["game"])
        format_name = values["format"] or game.DEFAULT_FORMAT
        use_color(values["color"])
        language = choose_language(values["lang"])
        date = parse_date(values["as-of"]) if values["as-of"] else None
        options = CheckOptions(format_name, date, language, values["input-format"], values["strict"],
                               values["region"], values["pool"], values["pool-dir"],
                               values["unknown-new-cards"], game=values["game"])
        reporters = [get_reporter(output, sys.stdout, language, quiet=quiet, report=values["report"])]
        if values["report"]:
            from pathlib import Path

            from riftcheck.report.registration import open_registration_report

            reporters.append(open_registration_report(Path(values["report"]), values["report-excel"]))
        if teams and not game.SUPPORTS_TEAMS:
            from riftcheck.engine.usage import UsageError

            raise UsageError("team-not-riftbound", game=games.TITLES[values["game"]])
        totals = check_paths(games.new_checker, list(paths), options, reporters, teams, jobs)
    except BrokenPipeError:
        raise
    except (ValueError, OSError) as error:
        return _usage_error(error, lang)
    return exit_code(totals, values["strict"])

"""`riftcheck check`: option handling around the pipeline in riftcheck.engine.run.pipeline."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from riftcheck.engine.options import UNKNOWN_NEW_CARDS, CheckOptions
from riftcheck.engine.verdicts.exit_codes import EXIT_USAGE, exit_code
from riftcheck.engine.run.pipeline import check_paths

OUTPUTS = ("text", "json", "sarif", "junit", "github")


def _usage_error(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def _default_output(output: str | None) -> str:
    if output:
        return output
    return "github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text"


def run(paths, given: dict, teams, quiet: bool = False, show_config: bool = False) -> int:
    """`given` holds the options as typed (None where not given), keyed as config.SETTINGS."""
    from riftcheck.engine import config

    try:
        settings = config.resolve(given, Path.cwd())
    except (ValueError, OSError) as error:
        return _usage_error(str(error))
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

    output = _default_output(values["output"])
    jobs = values["jobs"]
    if output not in OUTPUTS:
        return _usage_error(f"unknown output format {output!r}; choose one of {', '.join(OUTPUTS)}.")
    if not paths and not teams:
        return _usage_error("name at least one decklist file or folder, or - for standard input.")
    if teams and len(teams) == 1 and len(paths) == 1:
        teams, paths = [*teams, *paths], []  # `--team A.txt B.txt`: the option took A, B came as a path
    if teams and len(teams) != 2:
        return _usage_error("--team takes exactly two decklists: --team A.txt B.txt.")
    if values["pool"] and values["pool-dir"]:
        return _usage_error("give either --pool FILE (one pool for every deck) or --pool-dir DIR (one per deck).")
    if jobs is not None and jobs < 1:
        return _usage_error("--jobs takes a number of processes, 1 or more.")
    if values["unknown-new-cards"] not in UNKNOWN_NEW_CARDS:
        return _usage_error(f"--unknown-new-cards takes error or warn, not {values['unknown-new-cards']!r}.")
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
        reporters = [get_reporter(output, sys.stdout, language, quiet=quiet)]
        if values["report"]:
            from riftcheck.report.registration import open_registration_report

            reporters.append(open_registration_report(Path(values["report"]), values["report-excel"]))
        if teams and not game.SUPPORTS_TEAMS:
            raise ValueError(f"--team is for Riftbound's 2v2, not for {games.TITLES[values['game']]}.")
        totals = check_paths(games.new_checker, list(paths), options, reporters, teams, jobs)
    except BrokenPipeError:
        raise
    except (ValueError, OSError) as error:
        return _usage_error(str(error))
    return exit_code(totals, values["strict"])

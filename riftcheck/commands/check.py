"""`riftcheck check`: option handling around the pipeline in riftcheck.check."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from riftcheck.check import EXIT_USAGE, CheckOptions, check_paths, exit_code

OUTPUTS = ("text", "json", "sarif", "junit", "github")


def _usage_error(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def _default_output(output: str | None) -> str:
    if output:
        return output
    return "github" if os.environ.get("GITHUB_ACTIONS") == "true" else "text"


UNKNOWN_NEW_CARDS = ("error", "warn")


def run(paths, format_name, as_of, lang, output, strict, input_format, teams, report, jobs=None,
        unknown_new_cards="error") -> int:
    from riftcheck import formats
    from riftcheck.lang import choose_language
    from riftcheck.report import get_reporter

    output = _default_output(output)
    if output not in OUTPUTS:
        return _usage_error(f"unknown output format {output!r}; choose one of {', '.join(OUTPUTS)}.")
    if not paths and not teams:
        return _usage_error("name at least one decklist file or folder, or - for standard input.")
    if teams and len(teams) == 1 and len(paths) == 1:
        teams, paths = [*teams, *paths], []  # `--team A.txt B.txt`: the option took A, B came as a path
    if teams and len(teams) != 2:
        return _usage_error("--team takes exactly two decklists: --team A.txt B.txt.")
    if jobs is not None and jobs < 1:
        return _usage_error("--jobs takes a number of processes, 1 or more.")
    if unknown_new_cards not in UNKNOWN_NEW_CARDS:
        return _usage_error(f"--unknown-new-cards takes error or warn, not {unknown_new_cards!r}.")
    try:
        language = choose_language(lang)
        date = formats.parse_date(as_of) if as_of else None
        options = CheckOptions(format_name, date, language, input_format, strict, unknown_new_cards)
        reporters = [get_reporter(output, sys.stdout, language)]
        if report:
            from riftcheck.report.registration import open_registration_report

            reporters.append(open_registration_report(Path(report)))
        totals = check_paths(list(paths), options, reporters, teams, jobs)
    except BrokenPipeError:
        raise
    except (ValueError, OSError) as error:
        return _usage_error(str(error))
    return exit_code(totals, strict)

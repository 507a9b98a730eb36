"""Help that shows its choices: every command's --help ends with examples, options with a fixed
list of values show it as their metavar, check's help names every exit code, and shell
completion offers the values of --format, --lang, --game and --output."""

from __future__ import annotations

import re

import pytest
from support import run_cli

COMMANDS = ("check", "rules", "show", "convert", "cards", "lookup", "glossary", "import", "desk", "data")
WIDE = {"COLUMNS": "200", "NO_COLOR": "1", "TERM": "dumb"}


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_help_ends_with_an_example(command):
    shown = run_cli(command, "--help", env=WIDE).stdout
    examples = shown[shown.index("Examples:"):]
    assert re.search(rf"^\s*riftcheck {command}\b", examples, re.MULTILINE)


def test_check_help_shows_each_options_values_and_every_exit_code():
    shown = run_cli("check", "--help", env=WIDE).stdout
    for metavar in ("[constructed|casual|2v2|sealed|draft]", "[en|th]", "[text|json|sarif|junit|github]",
                    "[riftbound|mtg]", "[global|cn|kr]", "[error|warn]"):
        assert metavar in shown
    assert not [line for line in shown.splitlines() if line.startswith("│ -") and "<str>" in line]
    assert "exit 0 all legal, 1 any illegal, unconfirmed or unreadable deck" in " ".join(shown.split())


def _completions(line: str) -> list[str]:
    words = line.split(" ")
    done = run_cli(env={"_RIFTCHECK_COMPLETE": "complete_bash", "COMP_WORDS": line, "COMP_CWORD": str(len(words) - 1)})
    return done.stdout.split()


@pytest.mark.parametrize(
    "line,offered",
    [
        ("riftcheck check --format s", ["sealed", "standard"]),
        ("riftcheck check --lang ", ["en", "th"]),
        ("riftcheck check --game ", ["riftbound", "mtg"]),
        ("riftcheck check -o j", ["json", "junit"]),
        ("riftcheck lookup tank --game ", ["riftbound", "mtg", "fow"]),
        ("riftcheck rules -o ", ["text", "json", "markdown"]),
    ],
)
def test_completion_offers_the_fixed_values(line, offered):
    assert _completions(line) == offered

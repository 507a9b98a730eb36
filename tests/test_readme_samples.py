"""README's samples are riftcheck's real output: each block that shows `$ riftcheck …` and what
it printed is run with the installed command and compared with what README shows.

A sample block is a fence whose first line starts with `$ `. Each `$ ` line is run with bash in a
fresh folder holding the repository's examples/, tests/ and README.md (so that `printf … >
burn.txt` writes nowhere in the checkout), on the day README_DAY and again on ANOTHER_DAY: a
sample whose output depends on the day names its date with --as-of. The lines after a command are its output; a line that is
`...` alone stands for the output's lines left out there. An HTML comment on the line before the
fence says how to run it:

    <!-- sample: columns=60 -->                  at a terminal of that width (a pseudo-terminal)
    <!-- sample: in=tests/fixtures/readme -->    with that folder's files copied into the folder first
    <!-- sample: not run: REASON -->             not run (it needs a network, a desk, a reader's own files)

Both of the first two may be given, comma-separated.

With RIFTCHECK_UPDATE_README set, every sample that differs is rewritten in README.md from the
real output (its `...` kept in place) and its test skipped as updated: review the diff, then
run the tests again without the variable.
"""

from __future__ import annotations

import difflib
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from support import REPO, installed_command

README = REPO / "README.md"
README_DAY = "2026-12-01"
ANOTHER_DAY = "2027-06-01"  # after the announced sets' releases
UPDATE = "RIFTCHECK_UPDATE_README"
ELIDED = "..."
_BLOCK = re.compile(r"(?:<!-- sample: (?P<how>[^>]*?) -->\n)?```\n(?P<body>\$ .*?)```\n", re.S)
_ESCAPE = re.compile(r"\x1b\[([?0-9;]*)([A-Za-z])")


@dataclass
class Sample:
    line: int  # where the block starts in README.md
    how: str
    body: str

    @property
    def name(self) -> str:
        return f"README.md:{self.line} {self.body.splitlines()[0][2:60]}"

    def steps(self) -> list[tuple[str, list[str]]]:
        """Each command with the output lines README shows for it."""
        steps: list[tuple[str, list[str]]] = []
        for line in self.body.splitlines():
            if line.startswith("$ "):
                steps.append((line[2:], []))
            else:
                steps[-1][1].append(line.rstrip())
        return steps


def samples() -> list[Sample]:
    text = README.read_text(encoding="utf-8")
    return [Sample(text.count("\n", 0, match.start()) + 1, match["how"] or "", match["body"])
            for match in _BLOCK.finditer(text)]


def _folder(tmp_path: Path, sample: Sample) -> Path:
    folder = tmp_path / "work"
    folder.mkdir(parents=True)
    given = re.search(r"in=([^,]+)", sample.how)
    if given:  # copied before the links are made: a copy never writes through one into the checkout
        shutil.copytree(REPO / given[1].strip(), folder, dirs_exist_ok=True)
    for name in ("examples", "tests", "README.md"):
        if not (folder / name).exists():
            (folder / name).symlink_to(REPO / name)
    return folder


def _environment(day: str) -> dict[str, str]:
    bin_folder = str(Path(installed_command()).parent)
    env = {key: value for key, value in os.environ.items()
           if key not in ("COLUMNS", "LINES", "FORCE_COLOR", "TTY_COMPATIBLE", "GITHUB_ACTIONS", "LANG", "LC_ALL")}
    return {**env, "PATH": bin_folder + os.pathsep + env.get("PATH", ""), "RIFTCHECK_TODAY": day,
            "NO_COLOR": "1", "TERM": "xterm", "LANG": "C.UTF-8"}


def _run_piped(command: str, folder: Path, day: str) -> str:
    result = subprocess.run(["bash", "-c", command], cwd=folder, env=_environment(day), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
    return result.stdout.decode("utf-8")


def _run_at_terminal(command: str, folder: Path, day: str, columns: int) -> str:
    """`command`'s screen on a pseudo-terminal `columns` wide, as a person would read it."""
    import fcntl
    import pty
    import struct
    import termios

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 50, columns, 0, 0))
    process = subprocess.Popen(["bash", "-c", command], cwd=folder, env={**_environment(day), "COLUMNS": str(columns)},
                               stdin=subprocess.DEVNULL, stdout=follower, stderr=follower)
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal closed with the command
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    process.wait(timeout=300)
    return _screen(b"".join(chunks).decode("utf-8"))


def _screen(written: str) -> str:
    """The lines left on the screen: a transient progress bar is erased, colours take no room."""
    lines, row, column = [""], 0, 0
    position = 0
    for match in [*_ESCAPE.finditer(written), None]:
        for char in written[position:match.start() if match else len(written)]:
            if char == "\n":
                row, column = row + 1, 0
                lines += [""] * (row + 1 - len(lines))
            elif char == "\r":
                column = 0
            else:
                lines[row] = lines[row][:column].ljust(column) + char + lines[row][column + 1:]
                column += 1
        if match is None:
            break
        position = match.end()
        if match[2] == "A":
            row = max(row - int(match[1] or 1), 0)
        elif match[2] == "K":
            lines[row] = lines[row][:column] if match[1] in ("", "0") else ""
    return "\n".join(lines)


def _output(sample: Sample, command: str, folder: Path, day: str) -> list[str]:
    columns = re.search(r"columns=(\d+)", sample.how)
    if columns:
        if sys.platform == "win32":
            pytest.skip("a pseudo-terminal needs a POSIX system")
        text = _run_at_terminal(command, folder, day, int(columns[1]))
    else:
        text = _run_piped(command, folder, day)
    lines = [line.rstrip() for line in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def _as_shown(shown: list[str], real: list[str]) -> list[str]:
    """`real` cut as README cuts it: the lines around its `...` kept, the ones it stands for left out."""
    marks = [index for index, line in enumerate(shown) if line.strip() == ELIDED]
    if not marks:
        return real
    [mark] = marks
    tail = len(shown) - mark - 1
    if len(real) < mark + tail:
        return real
    return real[:mark] + [shown[mark]] + (real[len(real) - tail:] if tail else [])


def _real(sample: Sample, tmp_path: Path, day: str) -> str:
    """The block as the commands print it on `day`, each in a fresh folder."""
    folder = _folder(tmp_path / day, sample)
    return _block([(command, _as_shown(shown, _output(sample, command, folder, day)))
                   for command, shown in sample.steps()])


def _block(steps: list[tuple[str, list[str]]]) -> str:
    return "".join(f"$ {command}\n" + "".join(f"{line}\n" for line in lines) for command, lines in steps)


CASES = samples()


def test_readme_has_samples_and_each_is_run_or_says_why_not():
    assert len(CASES) >= 15
    for sample in CASES:
        assert not sample.how or re.fullmatch(r"not run: .+|((columns=\d+|in=[\w/.-]+)(, )?)+", sample.how), sample.name


@pytest.mark.parametrize("sample", [case for case in CASES if not case.how.startswith("not run")],
                         ids=lambda sample: sample.name)
def test_readme_sample_is_the_real_output(sample, tmp_path):
    expected, real = _block(sample.steps()), _real(sample, tmp_path, README_DAY)
    if expected == real:
        assert _real(sample, tmp_path, ANOTHER_DAY) == real, \
            f"the sample at README.md:{sample.line} reads otherwise on {ANOTHER_DAY}: give its command --as-of"
        return
    if os.environ.get(UPDATE):
        text = README.read_text(encoding="utf-8")
        README.write_text(text.replace(f"```\n{sample.body}```\n", f"```\n{real}```\n", 1), encoding="utf-8")
        pytest.skip(f"rewrote the sample at README.md:{sample.line}: review it, then run again without {UPDATE}")
    diff = difflib.unified_diff(expected.splitlines(keepends=True), real.splitlines(keepends=True),
                                fromfile="README.md", tofile="riftcheck's output")
    pytest.fail(f"the sample at README.md:{sample.line} is not what riftcheck prints "
                f"(set {UPDATE}=1 to rewrite it from the output):\n{''.join(diff)}", pytrace=False)

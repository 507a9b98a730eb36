"""Start-up as a user meets it: each command's cold start against `python -c pass` of a clean
virtual environment in which riftcheck is installed as a user installs it (a wheel, not `-e`).

The clean venv is built by this script (`pip install .` of this checkout into a new venv under
the user's cache folder, rebuilt when the checkout's files change), or given with --venv; a venv
whose riftcheck is an editable install, or is imported from the checkout, is refused: its
interpreter starts slower (a development venv carries more .pth files and packages) and would
flatter every ratio. Every command runs once per round, baseline included, so a burst of load
slows all alike; each row is the median of at least 15 rounds, printed beside the baseline's own
median, with its target. The exit status is 1 when a row misses its target.

Usage: python benchmarks/bench_startup.py [--runs N] [--venv DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import REPO, installed_riftcheck_problem, interleaved_medians  # noqa: E402

MAGIC_LIST = "Deck\n4 Lightning Bolt\n4 Counterspell\n52 Island\n\nSideboard\n3 Duress\n"

# (label, arguments after `riftcheck`, target as a ratio to the clean venv's `python -c pass`)
ROWS = (
    ("check examples/viktor.txt", ["check", str(REPO / "examples" / "viktor.txt")], 5.0),
    ("check examples/viktor.txt -o json", ["check", str(REPO / "examples" / "viktor.txt"), "-o", "json"], 5.0),
    ("lookup Accelerate", ["lookup", "Accelerate"], 3.0),
    ("lookup Accelerate -o json", ["lookup", "Accelerate", "-o", "json"], 2.5),
    ("check DECK --game mtg --format modern", ["check", "{magic}", "--game", "mtg", "--format", "modern"], 5.0),
    ("--version", ["--version"], 2.0),
)


def _tree_stamp() -> str:
    """A digest of the files a wheel of this checkout would be built from."""
    digest = hashlib.sha256()
    for path in sorted((REPO / "src").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and ".egg-info" not in str(path):
            digest.update(str(path.relative_to(REPO)).encode())
            digest.update(path.read_bytes())
    digest.update((REPO / "pyproject.toml").read_bytes())
    return digest.hexdigest()[:16]


def _clean_venv() -> Path:
    """A venv with this checkout installed from a wheel, made once per state of the tree."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "riftcheck-bench"
    venv = base / f"venv-{_tree_stamp()}"
    if not (venv / "bin" / "riftcheck").exists():
        print(f"building a clean venv with riftcheck installed from a wheel: {venv}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
        installed = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(REPO)],
                                   capture_output=True, text=True)
        if installed.returncode:
            raise SystemExit(f"pip install failed:\n{installed.stderr[-3000:]}")
    return venv


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="rounds (at least 15)")
    parser.add_argument("--venv", type=Path, help="a clean venv with riftcheck installed non-editable")
    options = parser.parse_args()
    runs = max(options.runs, 15)
    venv = options.venv or _clean_venv()
    python, command = venv / "bin" / "python", venv / "bin" / "riftcheck"
    problem = installed_riftcheck_problem(str(python))
    if problem:
        raise SystemExit(problem)
    with tempfile.TemporaryDirectory() as folder:
        magic = Path(folder) / "deck.txt"
        magic.write_text(MAGIC_LIST, encoding="utf-8")
        commands = {"python -c pass": [str(python), "-c", "pass"]}
        for label, arguments, _ in ROWS:
            commands[label] = [str(command), *(str(magic) if part == "{magic}" else part for part in arguments)]
        medians = interleaved_medians(commands, runs)
    baseline = medians["python -c pass"]
    print(f"clean venv: {venv}  (riftcheck installed from a wheel)")
    print(f"baseline: python -c pass {baseline:.1f} ms (median of {runs} interleaved rounds)")
    print(f"{'command':<40} {'median':>9} {'ratio':>7} {'target':>7}  result")
    missed = 0
    for label, _, target in ROWS:
        ratio = medians[label] / baseline
        passed = ratio <= target
        missed += not passed
        print(f"{label:<40} {medians[label]:>7.1f}ms {ratio:>6.2f}x {target:>6.1f}x  {'PASS' if passed else 'MISS'}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())

"""What the user data folder costs: `riftcheck check` and `riftcheck data` start-up, with an
empty user folder and with an imported set, and a walk of a folder of decklists; optionally
beside another riftcheck install (e.g. the main branch's venv) measured in the same rounds.

Usage: python benchmarks/bench_card_data.py [--runs N] [--other-python PATH] [--files N]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import interleaved_medians, require_installed_riftcheck  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DECK = str(REPO / "examples" / "lillia.txt")
RAD_LIST = REPO / "tests" / "fixtures" / "cardlists" / "rad-made-up.yaml"


def _commands(python: str, label: str, folder: str) -> dict[str, list[str]]:
    riftcheck = [python, "-m", "riftcheck"]
    return {
        f"{label}: check one deck": [*riftcheck, "check", DECK, "--as-of", "2026-11-01", "-o", "json"],
        f"{label}: check a folder": [*riftcheck, "check", folder, "--as-of", "2026-11-01", "-o", "json", "-j", "1"],
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--other-python", help="another venv's python to measure beside this one")
    parser.add_argument("--files", type=int, default=500, help="decklists in the walked folder")
    options = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="riftcheck-bench-"))
    try:
        folder = work / "event"
        folder.mkdir()
        for number in range(options.files):
            shutil.copy(DECK, folder / f"deck-{number:05}.txt")
        user = work / "user-data"
        os.environ["RIFTCHECK_DATA"] = str(user)
        os.environ["RIFTCHECK_CACHE_DIR"] = str(work / "cache")
        os.chdir(work)  # `python -m` must import each install's riftcheck, not one in the current folder
        commands = {"python -c pass": [sys.executable, "-c", "pass"]}
        commands.update(_commands(sys.executable, "this", str(folder)))
        commands["this: data"] = [sys.executable, "-m", "riftcheck", "data", "-o", "json"]
        if options.other_python:
            commands.update(_commands(options.other_python, "other", str(folder)))
        empty = interleaved_medians(commands, options.runs)
        subprocess.run([sys.executable, "-m", "riftcheck", "import", str(RAD_LIST)], check=True, capture_output=True)
        imported = interleaved_medians({k: v for k, v in commands.items() if k.startswith(("python", "this"))},
                                       options.runs)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    base = empty["python -c pass"]
    for title, figures in (("empty user folder", empty), ("with an imported set", imported)):
        print(title)
        for label, millis in figures.items():
            print(f"  {label:<32} {millis:8.1f} ms   {millis / base:5.1f}x python -c pass")


if __name__ == "__main__":
    require_installed_riftcheck()
    main()

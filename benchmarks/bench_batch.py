"""Tournament-scale checking: one process against a pure-Python floor, worker processes,
throughput, peak memory and single-deck cold start.

Builds a corpus of distinct decklists (no two byte-equal, so that no verdict is remembered
from a copy): the real lists in tests/fixtures/decklists and seeded mutations of them,
written in several input formats. Then, as medians of interleaved runs:

- the floor: a pure-Python process that reads every file, splits it into lines and makes one
  dict look-up per card line (the least any checker must do);
- `riftcheck check CORPUS -o json --jobs 1`, as a ratio to the floor (target: at most 4x);
- `riftcheck check CORPUS -o json` with the default jobs, as a speed-up over one process
  (target: at least 1.6x on 2 cores), and against the floor (no target);
- throughput after start-up, two ways: the cold start of a one-deck `-o json` run subtracted
  from the batch's wall time, and the report read as it streams, counting the verdicts from
  the first to the last (target: 10,000 decks a second);
- peak memory: the largest single process (its high-water mark, as the kernel keeps it) and
  the proportional set size of the whole process tree sampled every 20 ms (target: 100 MiB
  for 10,000 decks, not growing with the deck count);
- a one-deck check, at most 12x `python3 -c pass`.

Every row prints its target and PASS or FAIL. Figures are medians of fresh processes with
bytecode and the card database cache already built (see common.WITH_BYTECODE); on a shared
machine compare the ratios, not the seconds. Where one process spends its time:
benchmarks/profile_batch.py CORPUS.

Usage: python benchmarks/bench_batch.py [--decks 5000] [--runs 5] [--seed 7] [--jobs N]
       [--corpus DIR]   (keep the corpus in DIR, reusing it when DIR already holds files)
       [--decklists DIR]   (the real lists to build it from; default tests/fixtures/decklists)
       [--outputs json,sarif,junit,text,github]   (peak memory of each output format)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import MINIMAL_TYPER_JSON, WITH_BYTECODE, interleaved_medians, report, require_installed_riftcheck  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DECKLISTS = REPO / "tests" / "fixtures" / "decklists"
FORMS = ("text", "text", "text", "code", "tts", "riftmana", "json", "yaml")
SUFFIX = {"text": ".txt", "code": ".txt", "tts": ".txt", "riftmana": ".txt", "json": ".json", "yaml": ".yaml"}
TARGET_RATE = 10_000
TARGET_MIB = 100
TARGET_COLD = 12.0
TARGET_FLOOR_RATIO = 4.0  # one process, at most this many times the pure-Python floor (no compiled core)
TARGET_JOBS_SPEEDUP = 1.6  # the default jobs, at least this many times faster than one process

# The floor: read every file, split it into lines, one dict look-up per card line: a line
# read as a count and a name, the name looked up as a checker must, whatever its case.
FLOOR = """
import json, re, sys
from pathlib import Path
names = {name.casefold(): name for name in json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))}
card_line = re.compile(r"\\s*(\\d+)\\s*x?\\s+(.+?)\\s*$")
found = 0
for path in sorted(Path(sys.argv[1]).iterdir()):
    for line in path.read_text(encoding="utf-8").splitlines():
        match = card_line.match(line)
        if match:
            found += match.group(2).casefold() in names
print(found)
"""

SAMPLE_SECONDS = 0.02


def _seed_decks(decklists: Path):
    from riftcheck.games.riftbound.cards.db import load_db
    from riftcheck.games.riftbound.cards.resolve import Resolver
    from riftcheck.games.riftbound.decklist.detect import read_path
    from riftcheck.games.riftbound.resolve_deck import resolve_deck

    resolver = Resolver(load_db())
    decks = []
    for path in sorted(decklists.glob("0*.txt")):
        for decklist in read_path(path):
            decks.append(resolve_deck(decklist, resolver))
    return decks, load_db()


def _mutate(deck, pool: list, rng: random.Random):
    """A copy of `deck` with a few plausible edits: counts changed, a card from `pool` swapped in, a line dropped."""
    import copy

    from riftcheck.games.riftbound.deck import DeckCard

    # The deck's suggest is its resolver's, which holds the card database: shared, not copied.
    mutated = copy.deepcopy(deck, {id(deck.suggest): deck.suggest})
    main = mutated.zones["main"]
    for _ in range(rng.randint(0, 3)):
        edit = rng.choice(("count", "swap", "drop"))
        if not main:
            break
        index = rng.randrange(len(main))
        if edit == "count":
            main[index].count = rng.randint(1, 4)
        elif edit == "swap":
            card = rng.choice(pool)
            main[index] = DeckCard(main[index].count, main[index].entry, card, None)
        elif len(main) > 1:
            del main[index]
    return mutated


def build_corpus(folder: Path, decks: int, seed: int, decklists: Path = DECKLISTS) -> None:
    """`decks` distinct decklist files in `folder` (no two byte-equal), unless it already holds some."""
    from riftcheck.games.riftbound.writers import write

    if any(folder.iterdir()):
        return
    rng = random.Random(seed)
    seeds, db = _seed_decks(decklists)
    pool = [card for card in db.cards if card.is_main_deck_card]  # what a swap may put in
    written: set[str] = set()
    number = 0
    while number < decks:
        deck = _mutate(rng.choice(seeds), pool, rng)
        form = rng.choice(FORMS)
        text = write(deck, form).text
        if text in written:
            continue  # a copy would be checked once and its verdict remembered
        written.add(text)
        (folder / f"{number:05d}{SUFFIX[form]}").write_text(text, encoding="utf-8")
        number += 1


def _card_names(folder: Path) -> Path:
    """A JSON list of every card name, for the floor's look-ups."""
    from riftcheck.games.riftbound.cards.db import load_db

    path = folder.with_name(folder.name + "-names.json")
    path.write_text(json.dumps([card.name for card in load_db().cards]), encoding="utf-8")
    return path


def _row(label: str, value: str, target: str, ok: bool) -> None:
    print(f"{label:<48} {value:<34} target {target:<10} {'PASS' if ok else 'FAIL'}")


def _floor_and_processes(corpus: Path, cli: list[str], runs: int) -> None:
    """The floor, one process and the default jobs over the same corpus, interleaved. Beside the
    wall times, the processor time of one process against the floor's: the ratio to read on a
    machine others are using too."""
    decks = sum(1 for _ in corpus.iterdir())
    argv = cli + [str(corpus), "-o", "json"]
    commands = {
        "floor": [sys.executable, "-c", FLOOR, str(corpus), str(_card_names(corpus))],
        "one process": argv + ["--jobs", "1"],
        "default jobs": argv,
    }
    walls: dict[str, list[float]] = {label: [] for label in commands}
    cpus: dict[str, list[float]] = {label: [] for label in commands}
    for round_number in range(runs + 1):
        for label, command in commands.items():
            wall, cpu = _timed_run(command)
            if round_number:  # round 0 warms the page cache and the card cache
                walls[label].append(wall)
                cpus[label].append(cpu)
    floor, one, default = (statistics.median(walls[label]) for label in commands)
    floor_cpu, one_cpu = statistics.median(cpus["floor"]), statistics.median(cpus["one process"])
    print(f"{'floor: read, split, one look-up a card line':<48} {floor:8.2f} s    {decks} files, {floor_cpu:.2f} s CPU")
    _row("check CORPUS -o json --jobs 1", f"{one:6.2f} s = {one / floor:4.2f}x the floor",
         f"<= {TARGET_FLOOR_RATIO:.1f}x", one / floor <= TARGET_FLOOR_RATIO)
    print(f"{'  the same in processor time':<48} {one_cpu:6.2f} s CPU = {one_cpu / floor_cpu:4.2f}x the floor's"
          f", {(one_cpu - floor_cpu) / decks * 1e6:.0f} us a deck more")
    _row("check CORPUS -o json (default jobs)", f"{default:6.2f} s = {one / default:4.2f}x faster",
         f">= {TARGET_JOBS_SPEEDUP:.1f}x", one / default >= TARGET_JOBS_SPEEDUP)
    # No target: the batch as a user runs it, set against the same floor as the row above.
    print(f"{'  the same against the floor':<48} {default / floor:6.2f}x the floor")


def _timed_run(argv: list[str]) -> tuple[float, float]:
    """Wall seconds and processor seconds (user and system, its workers included) of one run."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = _batch_run(argv)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _batch_run(argv: list[str]) -> float:
    """Wall seconds of one run in a child process, its report thrown away."""
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_environment(), check=False)
    return time.perf_counter() - start


def _streamed_run(argv: list[str]) -> tuple[float, float, int]:
    """One run reading the JSON report as it streams: wall seconds, seconds from the first
    verdict to the last, and how many verdicts came with the first one (not counted). Reading
    takes this process some time too, which slows the run a little."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_environment())
    first, in_first = None, 0
    while chunk := child.stdout.read1(1 << 16):
        if first is None and b'"path": ' in chunk:
            first, in_first = time.perf_counter(), chunk.count(b'"path": ')
    end = time.perf_counter()
    child.wait()
    return end - start, end - (first or end), in_first


def _environment() -> dict[str, str]:
    return {**os.environ, **WITH_BYTECODE}


def _tree(pid: int) -> list[int]:
    """`pid` and every process below it."""
    found, pending = [], [pid]
    while pending:
        current = pending.pop()
        found.append(current)
        try:
            pending += [int(child) for child in Path(f"/proc/{current}/task/{current}/children").read_text().split()]
        except OSError:
            pass  # it has just exited
    return found


def _pss_mib(pid: int) -> float:
    try:
        rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return 0.0
    line = next((line for line in rollup.splitlines() if line.startswith("Pss:")), "Pss: 0 kB")
    return int(line.split()[1]) / 1024


def peak_memory(argv: list[str]) -> tuple[float, float]:
    """(largest single process, whole tree sampled) peak MiB of one run."""
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_environment())
    tree_peak = 0.0
    while True:
        pid, _status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            child.returncode = 0  # reaped here; keeps Popen from waiting again
            return usage.ru_maxrss / 1024, tree_peak
        tree_peak = max(tree_peak, sum(_pss_mib(each) for each in _tree(child.pid)))
        time.sleep(SAMPLE_SECONDS)


def _cold_starts(cli: list[str], runs: int) -> dict[str, float]:
    one_deck = str(REPO / "examples" / "lillia.txt")
    return interleaved_medians({
        "python3 -c pass": [sys.executable, "-c", "pass"],
        "minimal typer app printing JSON": [sys.executable, "-c", MINIMAL_TYPER_JSON, "x"],
        "riftcheck check one_deck.txt -o json (cold)": cli + [one_deck, "-o", "json"],
        "riftcheck check one_deck.txt (cold, text)": cli + [one_deck],
    }, runs)


def _verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decks", type=int, default=5_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=str, default=None, help="passed to riftcheck check --jobs")
    parser.add_argument("--corpus", type=Path, default=None, help="keep (or reuse) the corpus in this folder")
    parser.add_argument("--decklists", type=Path, default=DECKLISTS, help="the real lists the corpus is built from")
    parser.add_argument("--outputs", type=str, default="json", help="output formats whose peak memory is read")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        corpus = args.corpus or Path(tmp) / "corpus"
        small = corpus.with_name(corpus.name + "-small")
        for folder, count, seed in ((corpus, args.decks, args.seed), (small, args.decks // 10, args.seed + 1)):
            folder.mkdir(parents=True, exist_ok=True)
            build_corpus(folder, count, seed, args.decklists)
        decks = sum(1 for _ in corpus.iterdir())
        cli = [sys.executable, "-m", "riftcheck", "check"]
        extra = ["--jobs", args.jobs] if args.jobs else []
        colds = _cold_starts(cli, 15)
        base = colds["python3 -c pass"]
        for label, millis in colds.items():
            report(label, millis, base, TARGET_COLD if "one_deck" in label else None)
        cold = colds["riftcheck check one_deck.txt -o json (cold)"]
        _floor_and_processes(corpus, cli, args.runs)
        argv = cli + [str(corpus), "-o", "json", *extra]
        walls, runs = [], []
        for _ in range(args.runs):  # interleaved, so that a burst of load slows both alike
            walls.append(_batch_run(argv))
            runs.append(_streamed_run(argv))
        wall = statistics.median(walls)
        rate = decks / (wall - cold / 1000)
        print(f"{'check CORPUS -o json':<48} {wall:8.2f} s    {decks} decks, {rate:,.0f} decks/s after start-up"
              f" target {TARGET_RATE:,}/s {_verdict(rate >= TARGET_RATE)}")
        streamed = statistics.median((decks - in_first) / streaming for _wall, streaming, in_first in runs)
        print(f"{'  the same, first verdict to last':<48} {'':8}      {streamed:,.0f} decks/s while verdicts stream"
              f" target {TARGET_RATE:,}/s {_verdict(streamed >= TARGET_RATE)}")
        for output in args.outputs.split(","):
            for folder in (corpus, small):
                largest, tree = peak_memory(cli + [str(folder), "-o", output, *extra])
                count = sum(1 for _ in folder.iterdir())
                print(f"{'peak memory, -o ' + output + ', ' + str(count) + ' decks':<48} {largest:8.1f} MiB largest"
                      f" process, {tree:.1f} MiB whole tree target {TARGET_MIB} MiB {_verdict(max(largest, tree) <= TARGET_MIB)}")


if __name__ == "__main__":
    require_installed_riftcheck()
    os.environ.setdefault("COLUMNS", "100")
    main()

"""Coverage-guided fuzzing of the decklist reader and the deck code decoder, for a fixed time.

    python tools/fuzz.py --target text --seconds 300
    python tools/fuzz.py --target deckcode --seconds 300 --workdir ~/riftcheck-fuzz

Targets:
- text: any bytes as a decklist file: read_decklists, then resolve, every rule, and every
  finding written in English and Thai. Only DecklistError may escape.
- deckcode: the deck code decoder, fed either base32 of arbitrary bytes (to explore the
  binary layout) or arbitrary text (links, padding, bad characters). Only DeckCodeError may
  escape; a code that decodes must encode and decode back to the same deck; the same text as
  a decklist file must give a verdict or DecklistError.

The run uses atheris (``pip install -e '.[fuzz]'``) in a child process, so that this script
can report when libFuzzer stops: executions, executions per second, coverage and any crash,
hang (over --timeout seconds for one input) or out-of-memory input, saved in the work folder
as crash-*, timeout-* or oom-* files. Replay one with ``python tools/fuzz.py --target text
--replay FILE``. The seed corpus is tests/fixtures/decklists; what the fuzzer learns is kept in
WORKDIR/corpus-TARGET and reused by the next run.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SEEDS = REPO / "tests" / "fixtures" / "decklists"
TARGETS = ("text", "deckcode")
FINDING_PREFIXES = ("crash-", "timeout-", "oom-", "leak-")

# Words of every input format, so that mutations reach past the first check of each reader.
DICTIONARY = (
    "Legend:", "Champion:", "MainDeck:", "Main Deck (39)", "Battlefields:", "Runes:", "Sideboard:", "## ", "~~",
    "legend (1)", "unit (23)", "spell", "gear", "other", "[OGN-043]", "3x", " x ", "OGN-", "SFD-R0", "VEN-SP1",
    "UNL-189-2", "-1 ", "# ", "// ", "format: riftcheck-deck", "version: 1", "main:", "count:", "name:", "code:",
    "{count: 2, name: Charm}", "&a ", "*a", "!!python/object", '{"decklists": [', '"sections"', '"section_key": "main"',
    '"auxiliary_sections"', '"type_code": "legend"', '"cards"', '"quantity"', '"deckList"', '"Units"', '"mainDeck"',
    '"format": "riftcheck-deck"', '"version": 1', "https://tcg-arena.fr/import?game=Riftbound&deck=",
    "https://piltoverarchive.com/deckbuilder?code=", "CMAAAAAAAAAA", "T0dOLTI2NS0x", "\xef\xbb\xbf", "\xff\xfe",
    "Jinx, Loose Cannon", "Cleave", "Chaos Rune", "1e9", "99999999999", "-3",
)


def main() -> int:
    options = _arguments()
    if options.replay:
        return _replay(options.target, Path(options.replay))
    if options.child:
        return _fuzz_here(options.target, options.libfuzzer)
    return _run(options)


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", choices=TARGETS, required=True)
    parser.add_argument("--seconds", type=int, default=300, help="how long to fuzz (default 300)")
    parser.add_argument("--timeout", type=int, default=10, help="seconds one input may take before it is a hang")
    parser.add_argument("--rss-limit-mb", type=int, default=2048, help="memory one run may use")
    parser.add_argument("--max-len", type=int, default=16384, help="longest input to try, in bytes")
    parser.add_argument("--workdir", help="folder for the learnt corpus and findings (default: a temporary folder)")
    parser.add_argument("--replay", metavar="FILE", help="run one saved input through the target and show the outcome")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("libfuzzer", nargs="*", help=argparse.SUPPRESS)
    return parser.parse_args()


# --- the parent: prepare, run the child, report ------------------------------------------------


def _run(options: argparse.Namespace) -> int:
    if importlib.util.find_spec("atheris") is None:
        print(
            "atheris is not installed: pip install -e '.[fuzz]'. Without it, run the long Hypothesis "
            "profile instead: HYPOTHESIS_PROFILE=fuzz pytest tests/hardening",
            file=sys.stderr,
        )
        return 2
    workdir = Path(options.workdir or tempfile.mkdtemp(prefix="riftcheck-fuzz-")).expanduser()
    corpus = _seed_corpus(workdir, options.target)
    dictionary = workdir / "formats.dict"
    dictionary.write_text("".join(f"{_dictionary_entry(word)}\n" for word in DICTIONARY), encoding="ascii")
    before = _findings(workdir)
    command = [
        sys.executable, __file__, "--target", options.target, "--child", "--",
        f"-max_total_time={options.seconds}", f"-timeout={options.timeout}",
        f"-rss_limit_mb={options.rss_limit_mb}", f"-max_len={options.max_len}",
        f"-dict={dictionary}", f"-artifact_prefix={workdir}{os.sep}", "-print_final_stats=1", str(corpus),
    ]
    log = workdir / f"fuzz-{options.target}.log"
    print(f"fuzzing {options.target} for {options.seconds} s; log: {log}", flush=True)
    with log.open("w", encoding="utf-8") as handle:
        subprocess.run(command, stdout=handle, stderr=subprocess.STDOUT, cwd=REPO, check=False)
    found = sorted(_findings(workdir) - before)
    _summarise(options.target, log.read_text(encoding="utf-8", errors="replace"), found, corpus)
    return 1 if found else 0


def _seed_corpus(workdir: Path, target: str) -> Path:
    """WORKDIR/corpus-TARGET, seeded from the test corpus of decklists on the first run."""
    corpus = workdir / f"corpus-{target}"
    if not corpus.exists():
        corpus.mkdir(parents=True)
        for path in sorted(SEEDS.glob("0*.txt")):
            shutil.copy(path, corpus / path.name)
            if target == "deckcode":
                _add_code_seeds(corpus, path)
    return corpus


def _add_code_seeds(corpus: Path, path: Path) -> None:
    """Deck codes in the corpus, also as the raw bytes the base32 mode of the target encodes."""
    import base64

    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if re.fullmatch(r"[A-Z2-7]{16,}", line):
            raw = base64.b32decode(line + "=" * (-len(line) % 8))
            (corpus / f"{path.stem}.bytes").write_bytes(b"\x00" + raw)


def _dictionary_entry(word: str) -> str:
    escaped = "".join(char if 32 <= ord(char) < 127 and char not in '"\\' else f"\\x{ord(char):02x}" for char in word)
    return f'"{escaped}"'


def _findings(workdir: Path) -> set[Path]:
    return {path for path in workdir.iterdir() if path.name.startswith(FINDING_PREFIXES)}


def _summarise(target: str, log: str, found: list[Path], corpus: Path) -> None:
    runs = re.findall(r"Done (\d+) runs in (\d+) second", log)
    stats = dict(re.findall(r"^stat::(\w+):\s+(\d+)", log, re.MULTILINE))
    coverage = re.findall(r"cov: (\d+) ft: (\d+) corp: (\d+)", log)
    executions = int(runs[-1][0]) if runs else int(stats.get("number_of_executed_units", 0))
    seconds = int(runs[-1][1]) if runs else None
    rate = stats.get("average_exec_per_sec") or (str(executions // max(seconds, 1)) if seconds else "?")
    print(f"target:      {target}")
    print(f"executions:  {executions} in {seconds if seconds is not None else '?'} s ({rate} per second)")
    if coverage:
        edges, features, units = coverage[-1]
        print(f"coverage:    {edges} edges, {features} features, {units} inputs in {corpus}")
    print(f"findings:    {len(found)}")
    for path in found:
        print(f"  {path}  (replay: python tools/fuzz.py --target {target} --replay {path})")


# --- the child: the fuzz targets ---------------------------------------------------------------


def _fuzz_here(target: str, libfuzzer_arguments: list[str]) -> int:
    import atheris

    with atheris.instrument_imports(include=["riftcheck"]):
        run = _target(target)
    atheris.Setup([sys.argv[0], *libfuzzer_arguments], run)
    atheris.Fuzz()
    return 0


def _replay(target: str, path: Path) -> int:
    _target(target)(path.read_bytes())
    print(f"{path}: no crash")
    return 0


def _target(name: str):
    """The fuzz function of `name`, with every module it reaches imported now (to be instrumented)."""
    import base64
    import datetime
    from collections import Counter

    from riftcheck.games.riftbound import formats, rules
    from riftcheck.games.riftbound.cards.db import load_db
    from riftcheck.games.riftbound.cards.resolve import Resolver
    from riftcheck.games.riftbound.decklist import deckcode
    from riftcheck.games.riftbound.decklist.detect import PARSERS, read_decklists
    from riftcheck.games.riftbound.resolve_deck import resolve_deck
    from riftcheck.engine.inputs.refusals import DecklistError

    for input_format in PARSERS.values():  # the readers are imported on first use otherwise
        __import__(f"riftcheck.games.riftbound.decklist.{input_format.reader.partition(':')[0]}")
    __import__("riftcheck.games.riftbound.decklist.structured")
    resolver = Resolver(load_db())
    context = formats.context("constructed", datetime.date(2026, 9, 6))

    def check(data: bytes, input_format: str | None = None) -> None:
        try:
            decklists = read_decklists(data, "fuzz", input_format)
        except DecklistError:
            return
        for decklist in decklists:
            for finding in rules.run(resolve_deck(decklist, resolver), context):
                finding.render("en")
                finding.render("th")

    def text(data: bytes) -> None:
        check(data)

    def code(data: bytes) -> None:
        if not data or data[0] % 2 == 0:
            written = base64.b32encode(data[1:]).decode("ascii").rstrip("=")
        else:
            written = data[1:].decode("utf-8", "replace")
        try:
            decoded = deckcode.decode(written)
        except deckcode.DeckCodeError:
            decoded = None
        if decoded is not None:
            again = deckcode.decode(deckcode.encode(decoded))
            assert Counter(again.main) == Counter(decoded.main), written
            assert Counter(again.sideboard) == Counter(decoded.sideboard), written
            assert (again.champion, again.legends) == (decoded.champion, decoded.legends), written
        check(written.encode("utf-8", "surrogatepass"), "deck-code")

    return text if name == "text" else code


if __name__ == "__main__":
    sys.exit(main())

"""What the hardening tests share: the corpus, ways to damage or harmlessly rewrite it, and
the checking pipeline run in-process.

The pipeline here is the one `riftcheck check` runs (read, resolve, every rule, render), minus
the reporters, so that thousands of generated inputs cost seconds rather than a process each.
"""

from __future__ import annotations

import codecs
import datetime
import json
import random
import re
import signal
import string
import struct
import zlib
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from hypothesis import strategies as st
from support import DECKLISTS, EVENT_DATES

from riftcheck.engine.verdicts.findings import Finding
from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.cards.db import load_db
from riftcheck.games.riftbound.cards.resolve import Resolver
from riftcheck.games.riftbound.deck import Deck
from riftcheck.games.riftbound.decklist.detect import read_decklists
from riftcheck.games.riftbound.resolve_deck import resolve_deck
from riftcheck.games.riftbound.verdicts import deck_result
from riftcheck.report.json_report import deck_json
from riftcheck.engine.verdicts.result import DeckResult

CORPUS = sorted(DECKLISTS.glob("0*.txt"))

# Tournament lists and the date each was played on, when it was legal; 012 is JSON, which the
# line-level rewrites here do not apply to.
LEGAL_ON = {number: date for number, date in EVENT_DATES.items() if number != "012"}
# The spellings a header of each zone may take; a riftdecks group (unit, spell) is main deck.
HEADER_SPELLINGS = {
    "legend": ("Legend:", "Legend", "## Legend", "~~Legend~~", "legend (1)", "LEGEND", "[Legend]"),
    "champion": ("Champion:", "Chosen Champion", "### Champion", "champion (1)", "**Champion**"),
    "main": ("MainDeck:", "Main Deck (39)", "## Main Deck", "main", "Mainboard:", "unit (23)", "spell"),
    "battlefields": ("Battlefields:", "battlefields (3)", "## Battlefields", "Battlefield"),
    "runes": ("Runes:", "Runes (12)", "~~Runes~~", "Rune Deck", "rune pool"),
    "sideboard": ("Sideboard:", "sideboard (8)", "Side Deck", "## Sideboard"),
}
_CORPUS_HEADERS = {
    "legend": "legend", "champion": "champion", "main deck": "main", "unit": "main", "gear": "main",
    "spell": "main", "battlefields": "battlefields", "runes": "runes", "sideboard": "sideboard",
    "other": None,
}
_HEADER_LINE = re.compile(r"^([A-Za-z ]+?)(?:\s*\(\d+\))?$")
SAFE_COMMENTS = ("# a note from the organiser", "// checked at the door", "# 3 copies of this were proxies")


def number_of(path: Path) -> str:
    return path.name[:3]


def corpus_text(number: str) -> str:
    (path,) = DECKLISTS.glob(f"{number}-*.txt")
    return path.read_text(encoding="utf-8")


# --- the pipeline ---------------------------------------------------------------------------


@cache
def resolver() -> Resolver:
    return Resolver(load_db())


LATEST_EVENT = max(LEGAL_ON.values())  # the default date: every card of the corpus is out by then


@cache
def context(as_of: str = LATEST_EVENT, format_name: str = "constructed"):
    return formats.context(format_name, datetime.date.fromisoformat(as_of))


# How long a block may run before it counts as hung: about thirty times what the slowest guarded
# block takes on a quiet machine, so that a loaded one never trips it. How fast the blocks run
# is measured by the benchmarks (benchmarks/bench_hostile_lines.py), never by a test.
HANG_SECONDS = 120


@contextmanager
def hang_guard(what: str, seconds: float = HANG_SECONDS) -> Iterator[None]:
    """Raise TimeoutError in the block once it has run `seconds`, so that a hang fails its test
    with a sentence rather than stopping the run; the test asserts its outcome beside it."""

    def expire(_signal, _frame):
        raise TimeoutError(f"{what} was still running after {seconds:g} s: it hangs")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@dataclass
class Judged:
    """One deck's way through the pipeline: the deck, its findings and its verdict."""

    deck: Deck
    findings: list[Finding]
    result: DeckResult

    @property
    def errors(self) -> list[tuple[str, str | None]]:
        return [(f.code, f.card) for f in self.findings if f.severity == "error"]


def judge(data: bytes, source: str = "input.txt", as_of: str = LATEST_EVENT) -> list[Judged]:
    """Every deck in `data` read, resolved, checked and rendered in English and Thai.

    DecklistError (an input that is no decklist) is the one exception expected to escape.
    """
    judged = []
    for decklist in read_decklists(data, source):
        deck = resolve_deck(decklist, resolver())
        findings = rules.run(deck, context(as_of))
        for finding in findings:
            assert_renders(finding)
        result = deck_result(deck, [f.render("en") for f in findings])
        assert_writable(json.dumps(deck_json(result), ensure_ascii=False))
        judged.append(Judged(deck, findings, result))
    return judged


def assert_writable(text: str) -> None:
    """Every report writes UTF-8; text it cannot encode (a lone surrogate) would stop the run."""
    text.encode("utf-8")


_FIELD = re.compile(r"(?<!\{)\{([a-z_]+)\}")


def assert_renders(finding: Finding) -> None:
    """Every placeholder of the finding's templates has a value, in English and in Thai."""
    given = {"card", "zone", "line", *finding.params}
    for template in filter(None, (finding.template, finding.hint_template)):
        for lang, text in (("en", template.en), ("th", template.th)):
            missing = set(_FIELD.findall(text)) - given
            assert not missing, f"{finding.code} {lang} lacks {missing}"
            rendered = finding.render(lang)
            assert rendered.message and isinstance(rendered.message, str)
            assert_writable(f"{rendered.message} {rendered.hint or ''}")


def shape(deck: Deck, leave_out: tuple[str, ...] = ()) -> dict[str, Counter]:
    """The deck as card name -> copies per zone: what must not change when the input's form does."""
    shaped = {}
    for zone, items in deck.zones.items():
        if zone not in leave_out:
            shaped[zone] = Counter()
            for item in items:
                shaped[zone][item.name] += item.count
    return shaped


# --- bytes on the way: encodings and line ends ----------------------------------------------

ENCODINGS = ("utf-8", "utf-8-sig", "utf-16-le-bom", "utf-16-be-bom")
LINE_ENDS = ("\n", "\r\n", "\r")


def encoded(text: str, encoding: str) -> bytes:
    """`text` as a file saved in `encoding` (the UTF-16 forms start with their byte-order mark)."""
    if encoding == "utf-16-le-bom":
        return codecs.BOM_UTF16_LE + text.encode("utf-16-le")
    if encoding == "utf-16-be-bom":
        return codecs.BOM_UTF16_BE + text.encode("utf-16-be")
    return text.encode(encoding)


# --- harmless rewrites of a sectioned list --------------------------------------------------


def sections(text: str) -> list[tuple[str | None, list[str]]]:
    """The list's (zone, entry lines) blocks in order; `#` annotations are left out."""
    blocks: list[tuple[str | None, list[str]]] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        header = _HEADER_LINE.match(stripped)
        key = " ".join(header.group(1).casefold().split()) if header else ""
        if header and key in _CORPUS_HEADERS:
            blocks.append((_CORPUS_HEADERS[key], []))
        else:
            blocks[-1][1].append(stripped)
    return blocks


@st.composite
def harmless_rewrites(draw, text: str) -> bytes:
    """The same list with other header spellings, sections and lines in another order, blank
    and comment lines, stray spaces, another count style, line end and encoding."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    blocks = sections(text)
    rng.shuffle(blocks)
    count_style = draw(st.sampled_from([" ", "x ", " x ", "  ", "\t"]))
    lines = []
    for zone, entries in blocks:
        # riftdecks' "other" group has no other spelling
        lines.append("other" if zone is None else rng.choice(HEADER_SPELLINGS[zone]))
        for entry in rng.sample(entries, len(entries)):
            count, name = entry.split(" ", 1)
            lines.append(rng.choice(["", " ", "- "]) + count + count_style + name + rng.choice(["", "  "]))
            lines += rng.choices(["", "   ", *SAFE_COMMENTS], k=rng.choice((0, 0, 1, 2)))
    line_end = draw(st.sampled_from(LINE_ENDS))
    return encoded(line_end.join(lines) + line_end, draw(st.sampled_from(ENCODINGS)))


# --- damage: mutations a list suffers on its way from a website to the organiser -----------

_COUNTS = ("0", "-3", "1e9", "99999999999", "4", "13", "2.5", "", "three", "0x3", "٣", "१")


def _drop(lines, rng):
    del lines[rng.randrange(len(lines))]


def _duplicate(lines, rng):
    index = rng.randrange(len(lines))
    lines.insert(index, lines[index])


def _recount(lines, rng):
    index = rng.randrange(len(lines))
    head, _, rest = lines[index].lstrip().partition(" ")
    if head.isdigit():
        lines[index] = f"{rng.choice(_COUNTS)} {rest}"


def _misspell(lines, rng):
    index = rng.randrange(len(lines))
    line = lines[index]
    if len(line) > 3:
        at = rng.randrange(2, len(line))
        edit = rng.choice(("drop", "swap", "insert"))
        if edit == "drop":
            line = line[:at] + line[at + 1 :]
        elif edit == "swap":
            line = line[: at - 1] + line[at] + line[at - 1] + line[at + 1 :]
        else:
            line = line[:at] + rng.choice(string.ascii_letters + "'’-,. ëัก") + line[at:]
        lines[index] = line


def _swap_lines(lines, rng):
    first, second = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[first], lines[second] = lines[second], lines[first]


def _move_header(lines, rng):
    headers = [index for index, line in enumerate(lines) if line[:1].isalpha()]
    if headers:
        lines.insert(rng.randrange(len(lines)), lines.pop(rng.choice(headers)))


# Lines pasted in by mistake, each a piece of some other format or an invisible character.
_JUNK_LINES = (
    "{", "[", "]", "format: riftcheck-deck", "- &a x", "!!python/object:os.system", "\t\t", "OGN-001-1",
    "CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA", "\x00", "\ufeff", "\u200b", "Legend:", "1", "x",
    "3 [OGN-999]", "3 Charm [ZZZ-1]", "https://example.com/?code=AB",
)


def _junk(lines, rng):
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(_JUNK_LINES))


MUTATIONS = (_drop, _duplicate, _recount, _misspell, _swap_lines, _move_header, _junk)


@st.composite
def damaged(draw, text: str) -> bytes:
    """`text` after a few random mutations, then saved in some encoding, possibly cut short."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    lines = text.splitlines() or [""]
    for mutation in draw(st.lists(st.sampled_from(MUTATIONS), min_size=1, max_size=6)):
        if lines:
            mutation(lines, rng)
    data = encoded(draw(st.sampled_from(LINE_ENDS)).join(lines), draw(st.sampled_from(ENCODINGS)))
    if draw(st.booleans()):
        return data
    return data[: draw(st.integers(0, len(data)))]


# --- adversarial files ----------------------------------------------------------------------

MiB = 1024 * 1024
LEGAL_LIST = corpus_text("017")  # Jinx, Atlanta 2026-04-25: a legal list to damage on purpose
LEGAL_DATE = LEGAL_ON["017"]


def png() -> bytes:
    """A real 1x1 PNG image: one red pixel."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def alias_bomb() -> bytes:
    """A riftcheck YAML decklist whose aliases would expand to a billion strings ("billion laughs")."""
    lines = ["format: riftcheck-deck", "version: 1", f"a0: &a0 [{', '.join(['lol'] * 9)}]"]
    lines += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 9)}]" for n in range(1, 9)]
    lines.append("main: [{count: 1, name: *a8}]")
    return "\n".join(lines).encode()


def carde_io_export(registrations: int) -> bytes:
    """An organiser's export holding `registrations` players, each registering the legal list.

    Carde.io's main section counts the chosen champion's copy (Tournament Rule 401.2).
    """
    zones: dict[str, list[dict]] = {}
    for zone, entries in sections(LEGAL_LIST):
        for entry in entries:
            count, name = entry.split(" ", 1)
            zones.setdefault(zone, []).append({"name": name, "quantity": int(count)})
    zones["main"].append({"name": zones["champion"][0]["name"], "quantity": 1})
    registration = {
        "auxiliary_sections": [
            {"type_code": kind, "cards": zones[zone]}
            for kind, zone in (("legend", "legend"), ("champion", "champion"), ("battlefield", "battlefields"))
        ],
        "sections": [
            {"section_key": key, "cards": zones[zone]}
            for key, zone in (("main", "main"), ("rune_pool", "runes"), ("sideboard", "sideboard"))
        ],
    }
    players = [{"user": {"best_identifier": f"Player {n}"}, **registration} for n in range(1, registrations + 1)]
    return json.dumps({"decklists": players}).encode()


def junk_names(size: int) -> bytes:
    """`size` bytes of well-formed entries naming cards that do not exist, no two alike."""
    rng = random.Random(size)
    lines = ["Legend:", "1 Jinx, Loose Cannon", "MainDeck:"]
    total = 0
    while total < size:
        lines.append("3 " + "".join(rng.choices(string.ascii_letters + " ", k=30)).strip())
        total += len(lines[-1]) + 1
    return "\n".join(lines).encode()


def with_count(count: str) -> bytes:
    """The legal list with one main deck count replaced by `count`."""
    return LEGAL_LIST.replace("\n3 Cleave\n", f"\n{count} Cleave\n", 1).encode()

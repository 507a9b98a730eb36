"""The failing and passing examples of each rule's documentation, read so that they can be run.

An example is a heading line, a blank line and an indented block (see riftcheck.games.riftbound.rules):

    Failing (constructed, 2026-08-01, any comment):

        legend
        1 Jinx, Loose Cannon
        main
        3 Jinx, Rebel            (a comment after two spaces, in brackets)
        ... 38 more cards        (filler: that many cards in the section)
        deck A: legend 1 Jinx, Loose Cannon     (2v2 team rules: each teammate on one line)

The heading's first words say what the rule does with the deck: it reports something
(Failing, Warned, Reported, Unconfirmed; Thai ไม่ผ่าน, เตือน, แจ้ง, ยืนยันไม่ได้) or nothing (Passing, Not warned, Not
reported; ผ่าน, ไม่เตือน, ไม่แจ้ง). In brackets, a format name and a date choose the rules the
example is checked against (default: constructed, or 2v2 for the team rules, on DEFAULT_DATE),
and a note starting "--region CODE" the event's region, and "card-aliases.yaml has NAME: CARD" (Thai
"card-aliases.yaml มี NAME: CARD") an alias of the organiser's card aliases file; anything else there is commentary. The block is the whole deck, read as riftcheck reads a
decklist.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from types import ModuleType

from riftcheck.games.riftbound import formats

DEFAULT_DATE = datetime.date(2026, 8, 1)
FILLER = "Stupefy"  # the card "... N more cards" stands for: any card, as only the count matters
REPORTS = {"Failing": True, "Warned": True, "Reported": True, "Unconfirmed": True, "ยืนยันไม่ได้": True, "Passing": False, "Not warned": False,
           "Not reported": False, "ไม่ผ่าน": True, "เตือน": True, "แจ้ง": True, "ผ่าน": False, "ไม่เตือน": False,
           "ไม่แจ้ง": False}
_HEADING = re.compile(r"^(?P<outcome>%s)(?: \((?P<notes>[^\n]*)\))?:\n\n(?P<block>(?:    [^\n]*\n?)+)" % "|".join(
    sorted(map(re.escape, REPORTS), key=len, reverse=True)), re.MULTILINE)
_COMMENT = re.compile(r"\s{2,}\([^)]*\)\s*$")
_FILL = re.compile(r"^\.\.\. \D*?(\d+)\b")
_TEAMMATE = re.compile(r"^(?:deck|เด็ค) ([AB]): (\w+) (.*)$")
_ENTRY_SEPARATOR = re.compile(r", (?=\d+ )")
_ALIAS = re.compile(r"^card-aliases\.yaml (?:has|มี) (.+?): (.+)$")


@dataclass
class Example:
    rule: str
    reports: bool
    format: str
    as_of: datetime.date
    decks: list[str] = field(default_factory=list)  # one decklist text, or two for a team
    region: str | None = None
    aliases: dict[str, str] = field(default_factory=dict)  # the card aliases file the example assumes

    def describe(self) -> str:
        return f"{self.rule} {'reports' if self.reports else 'passes'} ({self.format}, {self.as_of})"


def examples(rule: ModuleType, lang: str) -> list[Example]:
    """The examples in the rule's documentation in `lang`, in order."""
    from riftcheck.games.riftbound import rules

    team = hasattr(rule, "check_team")
    found = []
    for match in _HEADING.finditer(rules.documentation(rule, lang)):
        notes = [note.strip() for note in (match["notes"] or "").split(",")]
        fmt = next((note for note in notes if note in formats.names()), "2v2" if team else "constructed")
        dates = [datetime.date.fromisoformat(note.split()[0]) for note in notes if re.match(r"\d{4}-\d\d-\d\d", note)]
        lines = [_COMMENT.sub("", line[4:]).rstrip() for line in match["block"].splitlines() if line.strip()]
        decks = _teammates(lines) if team else [_decklist(lines)]
        regions = [note.split()[1].rstrip(":") for note in notes if note.startswith("--region ")]
        aliases = dict(alias.groups() for note in notes if (alias := _ALIAS.match(note)))
        found.append(Example(rule.CODE, REPORTS[match["outcome"]], fmt, dates[0] if dates else DEFAULT_DATE, decks,
                             regions[0] if regions else None, aliases))
    return found


def _decklist(lines: list[str]) -> str:
    written = []
    for line in lines:
        fill = _FILL.match(line)
        written.append(f"{fill[1]} {FILLER}" if fill else line)
    return "\n".join(written) + "\n"


def _teammates(lines: list[str]) -> list[str]:
    decks = {}
    for line in lines:
        deck, zone, entries = _TEAMMATE.match(line).groups()
        decks[deck] = "\n".join([zone, *_ENTRY_SEPARATOR.split(entries)]) + "\n"
    return [decks["A"], decks["B"]]

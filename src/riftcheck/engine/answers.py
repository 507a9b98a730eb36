"""What a game answers when a front end asks it something other than a verdict: its rules, the
data in force, a deck's shown form, a conversion, an import. Each is a value; the command line
prints it (as JSON or as text) and chooses the exit code, the desk or the API use it as they
need. A game raises ValueError, with the sentence to show, for anything it cannot answer.
"""

from __future__ import annotations

from dataclasses import dataclass

JSON = str | int | float | bool | None | list["JSON"] | dict[str, "JSON"]
Document = dict[str, JSON]


@dataclass(frozen=True)
class Shown:
    """An answer in the two forms riftcheck prints it: the JSON document (`-o json`) and the text
    people read, its untrusted parts already escaped for a terminal."""

    document: Document
    text: str


@dataclass(frozen=True)
class RuleCatalogue(Shown):
    """Every deck rule of a game (`riftcheck rules`), also as the Markdown table README holds."""

    markdown: str


@dataclass(frozen=True)
class ShownDecks:
    """The decks of one input at a glance (`riftcheck show`): one document each, and the text, or
    None where the front end draws the documents itself (Riftbound's panels)."""

    decks: list[Document]
    text: str | None


@dataclass(frozen=True)
class Conversion:
    """A deck written in another form (`riftcheck convert`), and what the form could not carry."""

    text: str
    warnings: list[str]


@dataclass(frozen=True)
class ImportReport:
    """What an import took in, each step shown as it finished, and the problems that stopped a
    step or left a file out (each a sentence after "riftcheck: "); any problem makes it a failure."""

    steps: list[Shown]
    problems: list[str]

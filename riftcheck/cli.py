"""The command-line front end: options, dispatch and exit codes only.

Each command imports its implementation inside its body so that start-up stays cheap:
a glossary look-up must not pay for the deck checker, and JSON output must not pay for rich.
"""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

import typer

from riftcheck import __version__

app = typer.Typer(
    name="riftcheck",
    help="Check Riftbound decklists, browse the card database, look up game terms in Thai or English.",
    no_args_is_help=True,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

OUTPUT_HELP = "Output format."


def _version(value: bool) -> None:
    if value:
        print(f"riftcheck {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """Riftbound deck checker, card database and Thai/English glossary."""


@app.command()
def cards(
    query: Optional[str] = typer.Argument(None, help="Name, collector code or part of a name."),
    set_code: Optional[str] = typer.Option(None, "--set", help="Set code, e.g. OGN, SFD, VEN."),
    card_type: Optional[str] = typer.Option(None, "--type", help="Unit, Spell, Gear, Rune, Legend, Battlefield, Token."),
    domain: Optional[str] = typer.Option(None, "--domain", help="Fury, Calm, Mind, Body, Chaos, Order."),
    tag: Optional[str] = typer.Option(None, "--tag", help="A tag such as Jinx or Zaun."),
    keyword: Optional[str] = typer.Option(None, "--keyword", help="A keyword such as Accelerate or Unique."),
    output: str = typer.Option("text", "-o", "--output", help=OUTPUT_HELP),
) -> None:
    """Find cards by name, code, set, type, domain, tag or keyword."""
    from riftcheck.commands import cards as command

    raise typer.Exit(command.run(query, set_code, card_type, domain, tag, keyword, output))


@app.command("import")
def import_cards(
    sources: List[Path] = typer.Argument(..., help="Riftcodex dump and/or official gallery JSON files."),
    out: Path = typer.Option(None, "--out", help="Folder to write set files to (default: the shipped data/cards)."),
) -> None:
    """Import public card data (Riftcodex dump, official gallery JSON) into data/cards/*.yaml."""
    from riftcheck.commands import cards as command

    raise typer.Exit(command.run_import(sources, out))


def main() -> None:
    app()

"""The command-line front end: options, dispatch and exit codes only.

`typer` here is riftcheck.cli.lazy_typer: the declarations below are recorded, and calling `app` runs
a plain command line from them through riftcheck.cli.fast_path without importing typer; typer itself
parses everything else. Declare options only here, with typer.Option / typer.Argument as usual.

Each command imports its implementation inside its body so that start-up stays cheap:
a glossary look-up must not pay for the deck checker, and JSON output must not pay for rich.
"""

from __future__ import annotations

from riftcheck.engine.version import __version__
from riftcheck.cli import lazy_typer as typer  # typer's API; typer itself is imported only when needed

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from pathlib import Path  # in annotations only: riftcheck.cli.lazy_typer resolves it for typer

app = typer.Typer(
    name="riftcheck",
    help="Check Riftbound decklists, browse the card database, look up game terms in Thai or English.",
    no_args_is_help=True,
    add_completion=True,  # --install-completion and --show-completion, for bash, zsh, fish and PowerShell
    context_settings={"help_option_names": ["-h", "--help"]},
)

OUTPUT_HELP = "Output format: text or json."
MESSAGES_LANG_HELP = "Language of the messages (not of the card data): en or th; default from LANG/LC_ALL."
FORMAT_HELP = "constructed, casual, 2v2, sealed or draft; for Magic standard, pioneer, modern (its default), legacy, vintage, pauper, commander, limited or casual."
INPUT_FORMAT_HELP = (
    "Force an input format instead of detecting it: piltover-text, piltover-legacy, riftdecks, rift-atlas, text, "
    "riftmana, csv, tts, pixelborn, code-list, deck-code, tcg-arena, cardeio, riftboundfr or riftcheck."
)
GAME_HELP = "riftbound (the default) or mtg (Magic: The Gathering)."
COLOR_HELP = "auto (colour on a terminal), always or never; NO_COLOR and FORCE_COLOR are honoured under auto."


RIFTBOUND_FORMATS = ("constructed", "casual", "2v2", "sealed", "draft")
MAGIC_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander", "limited")
INPUT_FORMATS = ("piltover-text", "piltover-legacy", "riftdecks", "rift-atlas", "text", "riftmana", "tts", "pixelborn",
                 "code-list", "deck-code", "tcg-arena", "cardeio", "riftboundfr", "riftcheck")
LANGS, GAMES, GLOSSARY_GAMES = ("en", "th"), ("riftbound", "mtg"), ("riftbound", "mtg", "fow")


def _choices(*values: str, more: tuple[str, ...] = ()) -> dict:
    """An option's fixed values: shown as its metavar ([a|b|c]) and offered by shell completion
    (with `more`, values completed but left out of the metavar: Magic's formats)."""
    offered = (*values, *more)

    def complete(incomplete: str) -> list[str]:
        return [value for value in offered if value.startswith(incomplete)]

    return {"metavar": "[" + "|".join(values) + "]", "autocompletion": complete}


def _examples(*lines: str) -> str:
    """A command's help ends with examples, one a line."""
    return "Examples:\n\n" + "\n\n".join(f"  {line}" for line in lines)


def _version(value: bool) -> None:
    if value:
        print(f"riftcheck {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
    color: str = typer.Option("auto", "--color", help=COLOR_HELP, **_choices("auto", "always", "never")),
) -> None:
    """Riftbound deck checker, card database and Thai/English glossary."""
    if color != "auto":
        from riftcheck.report.terminal import use_color

        try:
            use_color(color)
        except ValueError as error:
            raise typer.BadParameter(str(error)) from None


@app.command(epilog=_examples('riftcheck check deck.txt', 'riftcheck check decks/ --format sealed --pool-dir pools/ --report results.csv', 'riftcheck check deck.txt --lang th'))
def check(
    paths: list[str] = typer.Argument(None, metavar="[PATH]...", help="Decklist files or folders; - reads standard input."),
    format_name: str | None = typer.Option(None, "--format", "-f", help=FORMAT_HELP, **_choices(*RIFTBOUND_FORMATS, more=MAGIC_FORMATS)),
    as_of: str | None = typer.Option(None, "--as-of", help="Check the rules in force on this date (YYYY-MM-DD); default today.", metavar="YYYY-MM-DD"),
    lang: str | None = typer.Option(None, "--lang", help="Language of the messages: en or th; default from LANG/LC_ALL.", **_choices(*LANGS)),
    output: str | None = typer.Option(None, "-o", "--output", help="text, json, sarif, junit or github (default text; github under GitHub Actions).", **_choices("text", "json", "sarif", "junit", "github")),
    strict: bool | None = typer.Option(None, "--strict", help="Exit 1 on warnings too."),
    input_format: str | None = typer.Option(None, "--input-format", help=INPUT_FORMAT_HELP, **{**_choices(*INPUT_FORMATS), "metavar": "FORM"}),
    team: list[str] | None = typer.Option(None, "--team", help="2v2: two teammates' decklists, checked together (give --team twice or A B).", metavar="FILE"),
    report: Path | None = typer.Option(None, "--report", help="Also write a per-deck table to FILE.csv or FILE.json.", metavar="FILE"),
    report_excel: bool | None = typer.Option(None, "--report-excel", help="Start the CSV report with a UTF-8 byte order mark, so that Excel reads Thai."),
    jobs: int | None = typer.Option(None, "--jobs", "-j", help="Processes to check with; default: more than one only for folders of hundreds of files.", metavar="N"),
    quiet: bool = typer.Option(False, "-q", "--quiet", help="Text output: print the verdict line alone (of the deck, or the totals of several)."),
    color: str | None = typer.Option(None, "--color", help=COLOR_HELP, **_choices("auto", "always", "never")),
    show_config: bool = typer.Option(False, "--show-config", help="Print the settings in force and where each comes from (option, .riftcheck.yaml, pyproject.toml tool.riftcheck, default), then exit."),
    region: str | None = typer.Option(None, "--region", help="The event's region for set release dates (TR 601.2.b): global (English, the default), cn or kr.", **_choices("global", "cn", "kr")),
    pool: str | None = typer.Option(None, "--pool", help="Sealed/draft: the pool every deck was built from (any decklist form, or N Card Name lines).", metavar="FILE"),
    pool_dir: str | None = typer.Option(None, "--pool-dir", help="Sealed/draft: a folder of pools, one per deck, named as the deck file (pools/alice.txt for alice.txt).", metavar="DIR"),
    unknown_new_cards: str | None = typer.Option(None, "--unknown-new-cards", help="error (default: the deck is unconfirmed) or warn (taken on trust, and named): an unknown card that may come from a released set riftcheck has no card data for.", **_choices("error", "warn")),
    game: str | None = typer.Option(None, "--game", help=GAME_HELP, **_choices(*GAMES)),
) -> None:
    """Check decklists against the Core Rules and Tournament Rules; exit 0 all legal, 1 any illegal, unconfirmed or unreadable deck (or warnings with --strict), 2 bad input or usage."""
    from riftcheck.cli import check as command

    given = {"format": format_name, "as-of": as_of, "lang": lang, "output": output, "input-format": input_format,
             "strict": strict, "jobs": jobs, "report": str(report) if report else None, "report-excel": report_excel,
             "color": color, "region": region, "pool": pool, "pool-dir": pool_dir,
             "unknown-new-cards": unknown_new_cards, "game": game}
    raise typer.Exit(command.run(paths or [], given, team, quiet, show_config))


@app.command(epilog=_examples('riftcheck rules --lang th', 'riftcheck rules RC105'))
def rules(
    code: str | None = typer.Argument(None, help="A rule code such as RC105, or its name such as deck.copies."),
    lang: str | None = typer.Option(None, "--lang", help="Language of the documentation: en or th (default: from LANG/LC_ALL, else en).", **_choices(*LANGS)),
    output: str = typer.Option("text", "-o", "--output", help="Output format: text, json or markdown (the table of every rule).", **_choices("text", "json", "markdown")),
    as_of: str | None = typer.Option(None, "--as-of", help="Cite rule numbers as they were on this date (YYYY-MM-DD); default today.", metavar="YYYY-MM-DD"),
    game: str = typer.Option("riftbound", "--game", help="riftbound, or mtg for Magic's deck rules (codes MG...).", **_choices(*GAMES)),
) -> None:
    """List every deck rule, or print one rule's documentation."""
    from riftcheck.cli import rules as command

    raise typer.Exit(command.run(code, lang, output, as_of, game))


@app.command(epilog=_examples('riftcheck show deck.txt', 'riftcheck show deck.txt --lang th'))
def show(
    path: str = typer.Argument(..., help="A decklist in any form riftcheck reads, or - for standard input."),
    output: str = typer.Option("text", "-o", "--output", help=OUTPUT_HELP, **_choices("text", "json")),
    format_name: str | None = typer.Option(None, "--format", "-f", help="Format of the verdict line: constructed (default), casual or 2v2; for Magic one of check's (modern by default)."),
    as_of: str | None = typer.Option(None, "--as-of", help="Date of the verdict line, YYYY-MM-DD (default: today).", metavar="YYYY-MM-DD"),
    lang: str | None = typer.Option(None, "--lang", help="Language of the labels: en or th (default: from the locale).", **_choices(*LANGS)),
    input_format: str | None = typer.Option(None, "--input-format", help=INPUT_FORMAT_HELP, **{**_choices(*INPUT_FORMATS), "metavar": "FORM"}),
    game: str = typer.Option("riftbound", "--game", help="riftbound, or mtg: zones, card types, colour identity and the verdict of a Magic deck.", **_choices(*GAMES)),
) -> None:
    """Summarise a deck on one screen: curve, types, domains, might, deck code and verdict."""
    from riftcheck.cli import show as command

    raise typer.Exit(command.run(path, output, format_name, as_of, lang, input_format, game))


@app.command(epilog=_examples('riftcheck convert deck.txt --to code', 'riftcheck convert deck.txt --to yaml -O deck.yaml'))
def convert(
    path: str = typer.Argument(..., help="A decklist in any form riftcheck reads, or - for standard input."),
    to: str | None = typer.Option(None, "--to", help="text (the default), code, yaml, json, tts or riftmana; for Magic arena (the default) or mtgo.", **_choices("text", "code", "yaml", "json", "tts", "riftmana", more=("arena", "mtgo"))),
    outfile: str | None = typer.Option(None, "-O", "--outfile", help="Write to this file instead of standard output.", metavar="FILE"),
    input_format: str | None = typer.Option(None, "--input-format", help=INPUT_FORMAT_HELP, **{**_choices(*INPUT_FORMATS), "metavar": "FORM"}),
    game: str = typer.Option("riftbound", "--game", help="riftbound, or mtg: any Magic list written as Arena or MTGO text.", **_choices(*GAMES)),
    lang: str | None = typer.Option(None, "--lang", help=MESSAGES_LANG_HELP, **_choices(*LANGS)),
) -> None:
    """Write a decklist in another form: text, deck code, YAML, JSON, Tabletop Simulator or Riftmana."""
    from riftcheck.cli import convert as command

    raise typer.Exit(command.run(path, to, outfile, input_format, game, lang))


@app.command(epilog=_examples('riftcheck cards jinx', 'riftcheck cards --domain Fury --type Unit'))
def cards(
    query: str | None = typer.Argument(None, help="Name, collector code or part of a name."),
    set_code: str | None = typer.Option(None, "--set", help="Set code, e.g. OGN, SFD, VEN."),
    card_type: str | None = typer.Option(None, "--type", help="Unit, Spell, Gear, Rune, Legend, Battlefield, Token.", **_choices("Unit", "Spell", "Gear", "Rune", "Legend", "Battlefield", "Token")),
    domain: str | None = typer.Option(None, "--domain", help="Fury, Calm, Mind, Body, Chaos, Order.", **_choices("Fury", "Calm", "Mind", "Body", "Chaos", "Order")),
    tag: str | None = typer.Option(None, "--tag", help="A tag such as Jinx or Zaun."),
    keyword: str | None = typer.Option(None, "--keyword", help="A keyword such as Accelerate or Unique."),
    output: str = typer.Option("text", "-o", "--output", help=OUTPUT_HELP, **_choices("text", "json")),
    lang: str | None = typer.Option(None, "--lang", help=MESSAGES_LANG_HELP, **_choices(*LANGS)),
) -> None:
    """Find cards by name, code, set, type, domain, tag or keyword."""
    from riftcheck.cli import cards as command

    raise typer.Exit(command.run(query, set_code, card_type, domain, tag, keyword, output, lang))


@app.command(epilog=_examples('riftcheck lookup เร่งความเร็ว', 'riftcheck lookup tank --lang both'))
def lookup(
    query: list[str] = typer.Argument(..., metavar="QUERY", help="A game term in Thai or English, e.g. เร่งความเร็ว or accelerate."),
    lang: str | None = typer.Option(None, "--lang", help="Language of the definitions (not of the query, which may be either): th (default), en or both.", **_choices("th", "en", "both")),
    limit: int = typer.Option(5, "-n", "--limit", help="How many matches to return.", metavar="N"),
    output: str = typer.Option("text", "-o", "--output", help=OUTPUT_HELP, **_choices("text", "json")),
    game: str = typer.Option("riftbound", "--game", help="riftbound, mtg for the Magic glossary, or fow for the Force of Will glossary.", **_choices(*GLOSSARY_GAMES)),
) -> None:
    """Look up a game term typed in Thai or English and show its meaning in Thai."""
    from riftcheck.cli import lookup as command

    raise typer.Exit(command.run(query, lang, limit, output, game))


@app.command(epilog=_examples('riftcheck glossary --category keyword', 'riftcheck glossary --game mtg -d'))
def glossary(
    category: str | None = typer.Option(None, "--category", help="keyword, action, combat, timing, zone, card-type, resource, deck-building, domain or other (English or Thai)."),
    lang: str | None = typer.Option(None, "--lang", help="Language of the definitions and their order: th (Thai dictionary order, the default), en or both.", **_choices("th", "en", "both")),
    output: str = typer.Option("text", "-o", "--output", help=OUTPUT_HELP, **_choices("text", "json")),
    game: str = typer.Option("riftbound", "--game", help="riftbound, mtg for the Magic glossary, or fow for the Force of Will glossary.", **_choices(*GLOSSARY_GAMES)),
    definitions: bool = typer.Option(False, "--definitions", "-d", help="Show each term's definition too."),
) -> None:
    """List the glossary by category, in Thai dictionary order."""
    from riftcheck.cli import glossary as command

    raise typer.Exit(command.run(category, lang, output, game, definitions))


@app.command("import", epilog=_examples('riftcheck import cards.yaml', 'riftcheck import --game mtg AtomicCards.json'))
def import_cards(
    sources: list[Path] = typer.Argument(..., help="A card list (YAML/JSON, see examples/cardlist-example.yaml), or Riftcodex, official gallery or DotGG JSON dumps."),
    out: Path = typer.Option(None, "--out", help="Folder to write set files to (default: your riftcheck data folder, see `riftcheck data`)."),
    output: str = typer.Option("text", "-o", "--output", help=OUTPUT_HELP, **_choices("text", "json")),
    game: str = typer.Option("riftbound", "--game", help="riftbound, or mtg: MTGJSON oracle cards into the shipped table, or AtomicCards.json (printings, legalities) into your data folder.", **_choices(*GAMES)),
) -> None:
    """Import card data into your own data folder, which overlays the shipped cards set by set."""
    from riftcheck.cli import importing as command

    raise typer.Exit(command.run(game, sources, out, output))


@app.command(epilog=_examples('riftcheck desk', 'riftcheck desk createorganiser alice'))
def desk(
    action: str | None = typer.Argument(None, help="Nothing to serve the desk; createorganiser NAME to add an organiser; setpassword NAME for a new password."),
    name: str | None = typer.Argument(None, help="The organiser's login name, for createorganiser and setpassword."),
    host: str = typer.Option("127.0.0.1", "--host", help="Address to listen on; 0.0.0.0 for the store's network (phones cannot reach 127.0.0.1)."),
    port: int = typer.Option(8000, "--port", help="Port to listen on."),
    database: str | None = typer.Option(None, "--database", help="postgresql://... (default: RIFTCHECK_DATABASE_URL, else SQLite in the user data folder)."),
    workers: int = typer.Option(1, "--workers", help="Worker processes (gunicorn, Linux and macOS); each checks on its own core."),
    threads: int | None = typer.Option(None, "--threads", help="Requests each process answers at once (default 8 in one process, 2 in each of --workers)."),
    organisers_from_network: bool = typer.Option(False, "--organisers-from-network", help="Let other machines open the organiser pages and /admin/ (default: this computer only)."),
    certfile: str | None = typer.Option(None, "--certfile", help="Serve HTTPS with this certificate (PEM), with --keyfile; uses gunicorn."),
    keyfile: str | None = typer.Option(None, "--keyfile", help="The certificate's private key (PEM)."),
    behind_https_proxy: bool = typer.Option(False, "--behind-https-proxy", help="A reverse proxy serves HTTPS and sends X-Forwarded-Proto: Secure cookies, HSTS."),
    allowed_host: list[str] = typer.Option([], "--allowed-host", help="Another name the desk answers to (a reverse proxy's public name); repeatable, or RIFTCHECK_DESK_ALLOWED_HOSTS. Its own names and addresses are always allowed."),
    password_stdin: bool = typer.Option(False, "--password-stdin", help="createorganiser, setpassword: read the password from the first line of standard input."),
    admin: bool = typer.Option(False, "--admin", help="createorganiser: an organiser who also manages accounts in /admin/ (still sees only their own events)."),
) -> None:
    """Serve the registration desk: players submit decklists and see their verdict at once (needs the desk extra: pip install '.\\[desk]' in riftcheck's folder)."""
    from riftcheck.desk import server

    options = server.ServeOptions(host=host, port=port, threads=threads, workers=workers,
                                  organisers_from_network=organisers_from_network, certfile=certfile, keyfile=keyfile,
                                  behind_https_proxy=behind_https_proxy, allowed_hosts=tuple(allowed_host))
    raise typer.Exit(server.run(action, name, database, options, password_stdin=password_stdin, admin=admin))


@app.command(epilog=_examples('riftcheck data', 'riftcheck data remove december-ban'))
def data(
    action: str | None = typer.Argument(None, help="Nothing to show the data in force; remove NAME to take out your formats update NAME."),
    name: str | None = typer.Argument(None, help="For remove: the formats update's name, as `riftcheck data` lists it."),
    output: str = typer.Option("text", "-o", "--output", help=OUTPUT_HELP, **_choices("text", "json")),
    game: str = typer.Option("riftbound", "--game", help="riftbound, or mtg: Magic's card table, imported printings and ban lists.", **_choices(*GAMES)),
    lang: str | None = typer.Option(None, "--lang", help=MESSAGES_LANG_HELP, **_choices(*LANGS)),
) -> None:
    """Show the card and format data in force: each set and ban wave, shipped or yours; `data remove NAME` undoes an import."""
    from riftcheck.cli import data as command

    raise typer.Exit(command.run(output, action, name, game, lang))


def main() -> None:
    import sys

    try:
        if sys.argv[1:] == ["--version"]:
            _version(True)  # the version alone needs neither typer nor any command's modules
        from riftcheck.cli import fast_path

        if not fast_path.run(app, sys.argv[1:]):
            from riftcheck.cli import parser_errors

            # also under `python -m riftcheck`, so that completion names the command
            parser_errors.run(app.typer_app(), sys.argv[1:])
    except BrokenPipeError:
        _quiet_after_broken_pipe()
    except KeyboardInterrupt:
        _interrupted()
    except SystemExit as done:
        if done.code not in (None, 0, 1):
            raise  # a usage error or a message: the ordinary way out, which closes whatever is open
        _exit_at_once(done.code or 0)


def _interrupted() -> None:
    """Ctrl-C: one sentence instead of a traceback, in the locale's language (the command's
    options are not known at every point it may come), and the code a shell gives a command
    its interrupt stopped (128 + SIGINT). A batch's workers are stopped on the way out
    (riftcheck.engine.run.checker_pool.checking)."""
    import sys

    from riftcheck.engine.lang import default_language
    from riftcheck.engine.usage import render

    print(f"riftcheck: {render('interrupted', {}, default_language())}", file=sys.stderr)
    raise SystemExit(130)


def _quiet_after_broken_pipe() -> None:
    """The reader went away (`riftcheck check ... | head`): stop quietly, as other tools do."""
    import os
    import sys

    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(1)


def _exit_at_once(code: int) -> None:
    """End a command that ran to its end as soon as its output is out. Tearing the interpreter
    down frees every object of a big batch one by one, which takes tens of milliseconds and
    changes nothing a user sees: every file riftcheck writes is closed by then (reporters
    close theirs when the run ends)."""
    import os
    import sys

    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        _quiet_after_broken_pipe()
    os._exit(code)

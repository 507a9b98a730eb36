"""`riftcheck show`: a deck on one screen, drawn with rich or given as JSON.

The summary sits in a panel; the deck code and the verdict follow it unboxed, so that the
code can be copied from the terminal in one piece. On a terminal every line is fitted to the
window at words (riftcheck.engine.wrapping: English at spaces, Thai between words), the charts
stacked when they do not fit side by side; the deck code alone is never broken, since a code
cut by a line break no longer reads: it goes on a line of its own, which the terminal folds.
"""

from __future__ import annotations

import json
from pathlib import Path

from riftcheck.cli.convert import chosen_game, fail

EXIT_OK = 0
OUTPUTS = ("text", "json")
BAR = "█"
BAR_WIDTH = 20  # longest bar; larger counts are scaled down to fit
DOMAIN_STYLES = {
    "Fury": "red",
    "Calm": "green",
    "Mind": "blue",
    "Body": "dark_orange",
    "Chaos": "magenta",
    "Order": "yellow",
}

# Thai terms follow data/glossary_th.yaml; Energy, Might and the domains stay in English there.
LABELS = {
    "en": {
        "legend": "Legend",
        "champion": "Champion",
        "none": "none",
        "more_legends": "  ({count} legend cards)",
        "main": "Main",
        "runes": "Runes",
        "battlefields": "Battlefields",
        "sideboard": "Sideboard",
        "curve": "Energy curve",
        "types": "Card types",
        "might": "Might of units",
        "Unit": "Unit",
        "Spell": "Spell",
        "Gear": "Gear",
        "unknown": "Unknown",
        "signatures": "Signature {count} of {limit}",
        "signatures_unlimited": "Signature {count}",
        "main_domains": "Main deck",
        "rune_domains": "Runes",
        "Colourless": "Colourless",
        "unknown_cards": "{count} card(s) are not in the card database.",
        "code": "Deck code",
        "legal": "✓ Legal ({format}, {as_of})",
        "illegal": "✗ Not legal ({format}, {as_of}): {errors} error(s)",
        "unconfirmed": "? Unconfirmed ({format}, {as_of}): riftcheck could not decide everything",
        "warnings": ", {warnings} warning(s)",
        "details": " — riftcheck check lists the findings",
    },
    "th": {
        "legend": "เลเจนด์",
        "champion": "แชมเปียน",
        "none": "ไม่มี",
        "more_legends": "  (การ์ดเลเจนด์ {count} ใบ)",
        "main": "เด็คหลัก",
        "runes": "รูน",
        "battlefields": "สนามรบ",
        "sideboard": "ไซด์บอร์ด",
        "curve": "เคิร์ฟ Energy",
        "types": "ประเภทการ์ด",
        "might": "Might ของยูนิต",
        "Unit": "ยูนิต",
        "Spell": "สเปลล์",
        "Gear": "เกียร์",
        "unknown": "ไม่รู้จัก",
        "signatures": "การ์ดซิกเนเจอร์ {count} จาก {limit} ใบ",
        "signatures_unlimited": "การ์ดซิกเนเจอร์ {count} ใบ",
        "main_domains": "เด็คหลัก",
        "rune_domains": "เด็ครูน",
        "Colourless": "ไม่มีโดเมน",
        "unknown_cards": "มี {count} ใบที่ไม่อยู่ในฐานข้อมูลการ์ด",
        "code": "รหัสเด็ค",
        "legal": "✓ ถูกกติกา ({format}, {as_of})",
        "illegal": "✗ ผิดกติกา ({format}, {as_of}): ข้อผิดพลาด {errors} ข้อ",
        "unconfirmed": "? ยืนยันไม่ได้ ({format}, {as_of}): riftcheck ตัดสินบางเรื่องไม่ได้",
        "warnings": ", คำเตือน {warnings} ข้อ",
        "details": " — ดูรายละเอียดด้วย riftcheck check",
    },
}


def run(
    path: str,
    output: str,
    format_name: str | None = None,
    as_of: str | None = None,
    lang: str | None = None,
    input_format: str | None = None,
    game: str = "riftbound",
) -> int:
    from riftcheck.engine.lang import choose_language, language_of
    from riftcheck.engine.today import parse_date

    refused_in = language_of(lang)  # usage errors follow --lang, else the locale
    try:
        chosen = chosen_game(game, input_format)
    except ValueError as error:
        return fail(error, refused_in)
    if output not in OUTPUTS:
        return fail("unknown-output", refused_in, given=repr(output), choices=", ".join(OUTPUTS))
    try:
        language = choose_language(lang)
        date = parse_date(as_of) if as_of else None
        shown = chosen.show_decks(path, format_name, date, language, input_format)
    except ValueError as error:  # FormatError and DecklistError are ValueErrors
        return fail(error, refused_in)
    if output == "json":
        print(json.dumps({"decks": shown.decks}, ensure_ascii=False, indent=2))
    else:
        import sys

        from riftcheck.report.terminal import terminal_width

        width = terminal_width(sys.stdout)
        if shown.text is not None:
            from riftcheck.engine.wrapping import for_terminal

            print(shown.text if width is None else for_terminal(shown.text, width))
        else:
            for deck in shown.decks:
                render(deck, language, width)
    return EXIT_OK


def render(deck: dict, lang: str, width: int | None = None) -> None:
    """Draw one deck as riftcheck.games.riftbound.show gives it: the summary in a panel, the deck
    code and the verdict line under it; fitted to `width` columns on a terminal (None: a pipe)."""
    from rich.cells import cell_len
    from rich.console import Console, Group
    from rich.panel import Panel
    from rich.table import Table
    from rich.text import Text

    words = LABELS[lang]
    charts = Table.grid(padding=(0, 4))
    charts.add_column(no_wrap=True)
    charts.add_column(no_wrap=True)
    limit = deck["signature_limit"]
    signatures = words["signatures" if limit is not None else "signatures_unlimited"].format(
        count=deck["signatures"], limit=limit)
    charts.add_row(
        _bars(words["curve"], deck["curve"], words),
        Text("\n").join([_types(deck["types"], signatures, words), Text(""), _bars(words["might"], deck["might"], words)]),
    )
    texts = [
        _heading(deck, words),
        _domains(words["main_domains"], deck["domains"], words),
        _domains(words["rune_domains"], deck["rune_domains"], words),
    ]
    if deck["unknown"]:
        texts.append(Text(words["unknown_cards"].format(count=deck["unknown"]), style="yellow"))
    console = Console(highlight=False, soft_wrap=True) if width is None else Console(highlight=False, width=width)
    inside = None if width is None else width - PANEL_FRAME
    if inside is not None:
        texts = [_fitted(text, inside) for text in texts]
        if console.measure(charts).maximum > inside:  # too narrow side by side: one chart under the other
            charts = Group(*_stacked(deck, words, signatures))
    heading, *rest = texts
    parts = [heading, Text(""), charts, Text(""), *rest]
    console.print(Panel(Group(*parts), title=Text(deck["name"] or Path(deck["source"]).name), title_align="left",
                        expand=False))
    label = Text(f"{words['code']}  ", style="bold")
    if width is not None and cell_len(label.plain + deck["code"]) > width:
        label.rstrip()
        console.print(label)
        console.print(deck["code"], soft_wrap=True)  # never broken: a code cut in two no longer reads
    else:
        console.print(Text.assemble(label, deck["code"]), soft_wrap=width is None)
    verdict = _verdict_line(deck["verdict"], words)
    console.print(verdict if width is None else _fitted(verdict, width))
    console.print()


PANEL_FRAME = 4  # a panel's border and padding on either side


def _stacked(deck: dict, words: dict[str, str], signatures: str) -> list:
    """The charts one under the other, for a window too narrow for them side by side."""
    from rich.text import Text

    return [_bars(words["curve"], deck["curve"], words), Text(""), _types(deck["types"], signatures, words),
            Text(""), _bars(words["might"], deck["might"], words)]


def _fitted(text, width: int, indent: str = "  "):
    """`text` (rich Text, styles kept) broken into lines of at most `width` columns at words,
    each continuation indented by `indent` (riftcheck.engine.wrapping.wrap)."""
    from rich.text import Text

    from riftcheck.engine.wrapping import wrap

    lines = []
    for line in text.split("\n"):
        plain = line.plain
        pieces = wrap(plain, width, indent)
        offsets = _piece_starts(plain, pieces, len(indent))
        if offsets is None:  # a zero-width break the wrapper dropped: the pieces stand, unstyled
            lines.extend(Text(piece) for piece in pieces)
            continue
        parts = line.divide(offsets)
        for number, part in enumerate(parts):
            part.rstrip()
            lines.append(part if number == 0 else Text(indent) + part)
    return Text("\n").join(lines)


def _piece_starts(plain: str, pieces: list[str], indent: int) -> list[int] | None:
    """Where in `plain` each wrapped piece after the first starts; None when a piece is not
    found there as it is (the wrapper left out a zero-width space inside it)."""
    first, *more = pieces
    offsets, position = [], len(first)  # the first line is the start of `plain` as it is
    for piece in more:
        position = plain.find(piece[indent:], position)
        if position < 0:
            return None
        offsets.append(position)
        position += len(piece) - indent
    return offsets


def _pad(text: str, width: int) -> str:
    """`text` left-aligned in `width` terminal cells (Thai vowel and tone marks take none)."""
    from rich.cells import cell_len

    return text + " " * max(0, width - cell_len(text))


def _heading(summary: dict, words: dict[str, str]):
    from rich.cells import cell_len
    from rich.text import Text

    width = max(cell_len(words["legend"]), cell_len(words["champion"])) + 2
    text = Text()
    for key, named in (("legend", summary["legend"]), ("champion", summary["champion"])):
        text.append(_pad(words[key], width), style="bold")
        if named is None:
            text.append(f"{words['none']}\n", style="red")
            continue
        text.append(f"{named['name']}  ")
        text.append_text(_domain_names(named["domains"]))
        if key == "legend" and summary["counts"]["legend"] > 1:
            text.append(words["more_legends"].format(count=summary["counts"]["legend"]), style="red")
        text.append("\n")
    counts = summary["counts"]
    text.append(" · ".join(f"{words[zone]} {counts[zone]}" for zone in ("main", "runes", "battlefields", "sideboard")))
    return text


def _domain_names(domains: list[str]):
    from rich.text import Text

    return Text(" · ").join(Text(domain, style=DOMAIN_STYLES.get(domain, "")) for domain in domains)


def _bars(title: str, counts: dict[str, int], words: dict[str, str]):
    from rich.text import Text

    text = Text(f"{title}\n", style="bold")
    if not counts:
        return text.append(words["none"], style="dim")
    scale = max(1, -(-max(counts.values()) // BAR_WIDTH))
    label_width = max(len(label) for label in counts)
    rows = []
    for label, count in counts.items():
        row = Text(f"{label:>{label_width}} │", style="dim")
        row.append(BAR * -(-count // scale), style="cyan")
        row.append(f" {count}" if count else "")
        rows.append(row)
    return text.append_text(Text("\n").join(rows))


def _types(types: dict[str, int], signatures: str, words: dict[str, str]):
    from rich.text import Text

    from rich.cells import cell_len

    names = {kind: words.get(kind, kind) for kind in types}
    width = max(cell_len(name) for name in names.values())
    text = Text(f"{words['types']}\n", style="bold")
    for kind, count in types.items():
        text.append(f"{_pad(names[kind], width)} {count:>3}\n")
    return text.append(signatures)


def _domains(label: str, counts: dict[str, int], words: dict[str, str]):
    from rich.text import Text

    parts = [
        Text(f"{words.get(domain, domain)} {count}", style=DOMAIN_STYLES.get(domain, ""))
        for domain, count in counts.items()
    ]
    shown = Text(" · ").join(parts) if parts else Text(words["none"], style="dim")
    return Text.assemble((_pad(label, 11), "bold"), shown)


def _verdict_line(values: dict, words: dict[str, str]):
    from rich.text import Text

    if values["legal"]:
        line = Text(words["legal"].format(**values), style="bold green")
    elif values["status"] == "unconfirmed":
        line = Text(words["unconfirmed"].format(**values), style="bold yellow")
    else:
        line = Text(words["illegal"].format(**values), style="bold red")
    if values["warnings"]:
        line.append(words["warnings"].format(**values), style="yellow")
    return line.append(words["details"], style="dim")

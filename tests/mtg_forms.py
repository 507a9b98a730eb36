"""One Magic deck written in every decklist form riftcheck reads, for the Magic rule tests.

A deck is main, sideboard and commander lists of (count, name). Each form writes it as players
paste it: MTG Arena (headers, set and number after some names), MTGO text (a blank line before
the sideboard; the commander as the only sideboard card), `4x Name`, Moxfield (`(SET) NUM *F*`
and upper-case headers) and MTGO .dek XML.
"""

from __future__ import annotations

from xml.sax.saxutils import quoteattr

FORMS = ("arena", "mtgo", "x", "moxfield", "dek")
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def arena(main, sideboard=(), commander=()) -> str:
    lines = []
    if commander:
        lines += ["Commander", *(f"{n} {name}" for n, name in commander), ""]
    lines += ["Deck", *(f"{n} {name} (M11) 146" if i % 2 else f"{n} {name}" for i, (n, name) in enumerate(main))]
    if sideboard:
        lines += ["", "Sideboard", *(f"{n} {name}" for n, name in sideboard)]
    return "\n".join(lines) + "\n"


def mtgo(main, sideboard=(), commander=()) -> str:
    lines = [f"{n} {name}" for n, name in main]
    side = [*sideboard, *commander]
    if side:
        lines += ["", *(f"{n} {name}" for n, name in side)]
    return "\n".join(lines) + "\n"


def x(main, sideboard=(), commander=()) -> str:
    lines = []
    if commander:
        lines += ["Commander:", *(f"{n}x {name}" for n, name in commander)]
    lines += ["Main:", *(f"{n}x {name}" for n, name in main)]
    if sideboard:
        lines += ["Sideboard:", *(f"{n}x {name}" for n, name in sideboard)]
    return "\n".join(lines) + "\n"


def moxfield(main, sideboard=(), commander=()) -> str:
    lines = []
    if commander:
        lines += ["COMMANDER:", *(f"{n} {name} (CMM) 400 *F*" for n, name in commander), ""]
    lines += [f"{n} {name} (CMM) {100 + i}" + (" *F*" if i % 3 == 0 else "") for i, (n, name) in enumerate(main)]
    if sideboard:
        lines += ["", "SIDEBOARD:", *(f"{n} {name} (2XM) 1 *E*" for n, name in sideboard)]
    return "\n".join(lines) + "\n"


def dek(main, sideboard=(), commander=()) -> str:
    rows = [f'  <Cards CatID="{1000 + i}" Quantity="{n}" Sideboard="false" Name={quoteattr(name)} Annotation="0" />'
            for i, (n, name) in enumerate(main)]
    rows += [f'  <Cards CatID="{2000 + i}" Quantity="{n}" Sideboard="true" Name={quoteattr(name)} Annotation="0" />'
             for i, (n, name) in enumerate([*sideboard, *commander])]
    return ('<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n'
            '  <NetDeckID>0</NetDeckID>\n' + "\n".join(rows) + "\n</Deck>\n")


WRITERS = {"arena": arena, "mtgo": mtgo, "x": x, "moxfield": moxfield, "dek": dek}


def write(form: str, main, sideboard=(), commander=()) -> str:
    return WRITERS[form](list(main), list(sideboard), list(commander))


def filename(form: str) -> str:
    return "deck.dek" if form == "dek" else "deck.txt"


def filler(count: int, *, basic: str = "Mountain") -> list[tuple[int, str]]:
    """`count` cards of a basic land, which no copy limit counts."""
    return [(count, basic)] if count else []

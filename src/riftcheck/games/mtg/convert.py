"""`riftcheck convert --game mtg`: a Magic decklist written in another form, the same deck.

It reads every form a Magic check reads (Arena and MTGO text, `4x Name`, Moxfield, MTGO .dek)
and writes one of FORMS:

- arena: MTG Arena's import text, with `Commander`, `Companion`, `Deck` and `Sideboard`
  sections and the printing (`(M11) 146`) wherever the list gave one; Moxfield and most deck
  sites import it as it is.
- mtgo: MTGO's text: the main deck, a blank line, then the sideboard, where MTGO also keeps a
  commander (the only card there in a commander deck) and a companion.

Names are written as the card table spells them (Lim-Dul as Lim-Dûl), a card of two faces by
its front face as Arena and MTGO list it, and a split card by both halves (Fire // Ice). Nothing is dropped unsaid: a name no card has is written as given, and a line riftcheck
could not read, or a maybeboard card, which the written list leaves out, is each named in a
warning.
"""

from __future__ import annotations

from collections.abc import Iterable

from riftcheck.engine.answers import Conversion
from riftcheck.engine.usage import Sentence

FORMS = ("arena", "mtgo")
DEFAULT_FORM = "arena"
WHOLE_NAME_LAYOUTS = ("split", "aftermath")  # both halves on one face: named by both
_ARENA_SECTIONS = (("commander", "Commander"), ("companion", "Companion"), ("main", "Deck"), ("sideboard", "Sideboard"))


def convert(data: bytes, source: str, to: str) -> tuple[str, list[str]]:
    """The list in `data` written in the form `to`, and the warnings about what it could not
    carry over; ValueError when `data` is no Magic decklist or `to` is no form of FORMS."""
    from riftcheck.games.mtg.cards import load_index
    from riftcheck.games.mtg.decklist import MagicListError, read

    if to not in FORMS:
        from riftcheck.engine.usage import UsageError

        raise UsageError("convert-mtg-to", given=repr(to), choices=", ".join(FORMS))
    try:
        decklist = read(data, source)
    except MagicListError as error:
        raise ValueError(str(error)) from None
    cards = load_index()
    lines = [(entry, cards.find(entry.name)) for entry in decklist.entries]
    warnings = [Sentence("convert.mtg-unread", line=number, text=repr(text)) for number, text in decklist.unread]
    warnings += [Sentence("convert.mtg-maybeboard", line=entry.line, count=entry.count, name=entry.name)
                 for entry in decklist.set_aside]
    warnings += [Sentence("convert.mtg-unknown-card", line=entry.line, name=repr(entry.name))
                 for entry, card in lines if card is None]
    written = [(entry, _written_name(card) if card else entry.name) for entry, card in lines]
    if to == "arena":
        return _arena(written), warnings
    return _mtgo(written, warnings), warnings


def _written_name(card) -> str:
    if " // " in card.name and card.layout not in WHOLE_NAME_LAYOUTS:
        return card.name.split(" // ", 1)[0]
    return card.name


def _line(entry, name: str, printing: bool) -> str:
    if printing and entry.set_code:
        return f"{entry.count} {name} ({entry.set_code})" + (f" {entry.number}" if entry.number else "")
    return f"{entry.count} {name}"


def _arena(written: list) -> str:
    blocks = []
    for zone, header in _ARENA_SECTIONS:
        lines = [_line(entry, name, True) for entry, name in written if entry.zone == zone]
        if lines:
            blocks.append("\n".join([header, *lines]))
    return "\n\n".join(blocks) + "\n"


def _mtgo(written: list, warnings: list[str]) -> str:
    main = [_line(entry, name, False) for entry, name in written if entry.zone == "main"]
    side = _zones(written, ("commander", "companion", "sideboard"))
    if _zones(written, ("commander",)) and _zones(written, ("sideboard",)):
        warnings.append(Sentence("convert.mtg-commander-in-sideboard"))
    return "\n".join(main) + ("\n\n" + "\n".join(side) if side else "") + "\n"


def _zones(written: list, zones: Iterable[str]) -> list[str]:
    return [_line(entry, name, False) for zone in zones for entry, name in written if entry.zone == zone]


def convert_path(path: str, to: str | None) -> Conversion:
    """The Magic list in the file at `path` (standard input for ``-``) written in the form `to`
    (default arena); ValueError when it cannot be read or written so."""
    from riftcheck.engine.inputs.input_files import read_input

    source, data = read_input(path)
    text, warnings = convert(data, source, to or DEFAULT_FORM)
    return Conversion(text, warnings)

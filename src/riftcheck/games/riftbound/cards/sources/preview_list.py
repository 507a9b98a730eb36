"""An English preview list: a set's printings by collector code with name, type, supertype and
champion, and nothing else (no domains, costs, tags, rarity or text).

Two shapes are read: a deck tool's preview file (JSON ``{"auditedAt": DAY, "cards": {CODE:
{"name", "type", "supertype", "champion"}}}``, as cdfpartridge-web/Riftlite keeps one), and a
tab-separated transcription of it with the header ``code name type supertype champion``, which
may begin with ``# repo:``, ``# path:``, ``# commit:`` and ``# audited:`` lines naming where it
was transcribed from. riftcheck.games.riftbound.cards.preview joins it with a set's preview catalogue.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

HEADER = ("code", "name", "type", "supertype", "champion")
_ORIGIN_KEYS = ("repo", "path", "commit", "audited")


@dataclass
class PreviewList:
    """The list's records (code, name, type, supertypes, champion) and where it comes from."""

    records: list[dict] = field(default_factory=list)
    origin: dict[str, str] = field(default_factory=dict)


def read(text: str) -> PreviewList | None:
    """The list in `text`, or None when the text is no English preview list."""
    return _from_json(text) if text.lstrip().startswith("{") else _from_table(text)


def _from_json(text: str) -> PreviewList | None:
    try:
        data = json.loads(text)
    except ValueError:
        return None
    cards = data.get("cards") if isinstance(data, dict) else None
    if "auditedAt" not in data or not isinstance(cards, dict) or not all(isinstance(c, dict) for c in cards.values()):
        return None
    records = [_record(code, card.get("name"), card.get("type"), card.get("supertype"), card.get("champion"))
               for code, card in cards.items()]
    return PreviewList(records, {"audited": str(data["auditedAt"])})


def _from_table(text: str) -> PreviewList | None:
    lines = text.splitlines()
    origin = {}
    while lines and lines[0].startswith("#"):
        key, _, value = lines.pop(0).lstrip("# ").partition(":")
        if key.strip() in _ORIGIN_KEYS:
            origin[key.strip()] = value.strip()
    if not lines or tuple(cell.strip() for cell in lines[0].split("\t")) != HEADER:
        return None
    records = []
    for number, line in enumerate(lines[1:], 2):
        if not line.strip():
            continue
        cells = line.split("\t")
        if len(cells) != len(HEADER):
            raise ValueError(f"line {number} of the preview list has {len(cells)} columns, not {len(HEADER)}")
        records.append(_record(*(cell.strip() for cell in cells)))
    return PreviewList(records, origin)


def _record(code, name, card_type, supertype, champion) -> dict:
    if not code or not name or not card_type:
        raise ValueError(f"a preview list record lacks its code, name or type: {code!r} {name!r}")
    return {"code": code, "name": name, "type": card_type, "supertypes": [supertype] if supertype else [],
            "champion": champion or None}

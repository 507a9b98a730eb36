"""One adapter per source of card data, each recognising its own file by shape.

An adapter module has NAME (what `riftcheck import` reports), `recognises(data)` and
`rows(data)`: the printings it describes as riftcheck.games.riftbound.cards.rows.Row. A source that only fills
gaps (FILLS_GAPS) adds just the printings no other source describes. The hand-written card list
(riftcheck.games.riftbound.cards.sources.cardlist) is not merged with the others: it already says everything.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from riftcheck.games.riftbound.cards.rows import Row
from riftcheck.games.riftbound.cards.sources import cardlist, dotgg, gallery, riftcodex

MERGED = (gallery, riftcodex, dotgg)  # in order of preference where sources disagree
MAX_SOURCE_BYTES = 256 * 1024 * 1024  # the largest public dump is about 15 MiB


@dataclass
class Sources:
    rows: list[Row] = field(default_factory=list)
    card_lists: list[dict] = field(default_factory=list)
    kinds: dict[str, set[str]] = field(default_factory=dict)  # set code -> adapter names


def read_sources(paths: list[Path]) -> Sources:
    """Read every file, recognising its shape; gap-filling sources are read last."""
    found = Sources()
    gap_fillers = []
    for path in paths:
        data = _load(Path(path))
        if cardlist.recognises(data):
            found.card_lists.append(cardlist.read(data, str(path)))
            continue
        adapter = next((a for a in MERGED if a.recognises(data)), None)
        if adapter is None:
            raise ValueError(f"{path}: not a card data file riftcheck knows (a card list, Riftcodex, gallery or DotGG JSON)")
        if getattr(adapter, "FILLS_GAPS", False):
            gap_fillers.append((adapter, data))
        else:
            _add(found, adapter, adapter.rows(data))
    known = {row.key[:3] for row in found.rows}
    for adapter, data in gap_fillers:
        _add(found, adapter, [row for row in adapter.rows(data) if row.key[:3] not in known])
    return found


def _add(found: Sources, adapter, rows: list[Row]) -> None:
    found.rows += rows
    for row in rows:
        found.kinds.setdefault(row.set, set()).add(adapter.NAME)


def _load(path: Path):
    if path.stat().st_size > MAX_SOURCE_BYTES:
        raise ValueError(f"{path}: larger than {MAX_SOURCE_BYTES // (1024 * 1024)} MiB, not a card data file")
    text = path.read_text(encoding="utf-8")
    if path.suffix.lower() in (".yaml", ".yml"):
        import yaml

        return yaml.safe_load(text)
    return json.loads(text)

"""`riftcheck data`: the card and format data in force, and where each card file comes from."""

from __future__ import annotations

import json
import sys

from riftcheck.decklist.model import visible

EXIT_OK, EXIT_USAGE = 0, 2
OUTPUTS = ("text", "json")


def data_json() -> dict:
    """Every set of sets.yaml and every card file in force, in set order."""
    from riftcheck import formats
    from riftcheck.cards.db import load_db
    from riftcheck.cards.files import shipped_cards_dir, user_cards_dir
    from riftcheck.cards.sets import in_set_order

    db = load_db()
    files = db.files
    known = formats.card_sets()
    sets = []
    for code in in_set_order({*known, *files}):
        entry = known.get(code)
        file = files.get(code)
        sets.append({
            "code": code,
            "name": file["name"] if file else entry.name,
            "released": entry.released.isoformat() if entry and entry.released else None,
            "in_sets_yaml": entry is not None,
            "cards": file["cards"] if file else 0,
            "status": file["status"] if file else "no card data",
            "source": file["source"] if file else None,
            "snapshot": file["snapshot"] if file else None,
            "origin": file["origin"] if file else None,
            "file": file["path"] if file else None,
        })
    return {
        "formats_data": formats.data_version(),
        "shipped_cards": str(shipped_cards_dir()),
        "user_cards": str(user_cards_dir()),
        "sets": sets,
        "refused": list(db.refused),
    }


def run(output: str) -> int:
    if output not in OUTPUTS:
        print(f"riftcheck: unknown output format {output!r}; use text or json.", file=sys.stderr)
        return EXIT_USAGE
    described = data_json()
    if output == "json":
        print(json.dumps(described, ensure_ascii=False, indent=2))
    else:
        print(_text(described))
    return EXIT_OK


def _text(described: dict) -> str:
    rows = [("set", "name", "released", "cards", "status", "from", "snapshot", "source")]
    for entry in described["sets"]:
        rows.append((
            entry["code"], entry["name"], entry["released"] or "-", str(entry["cards"]), entry["status"],
            entry["origin"] or "-",
            entry["snapshot"] or "-", entry["source"] or "-",
        ))
    rows = [tuple(visible(cell) for cell in row) for row in rows]
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    table = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[-1] for row in rows]
    return "\n".join([
        f"formats data: {described['formats_data']}",
        f"shipped cards: {visible(described['shipped_cards'])} (read-only)",
        f"your cards:    {visible(described['user_cards'])} (`riftcheck import` writes here; a file for a set "
        "replaces the shipped file of that set; RIFTCHECK_DATA moves it)",
        "",
        *table,
        *(f"left out: {visible(reason)}" for reason in described["refused"]),
    ])

"""The Riftbound data in force as `riftcheck data` lists it: where each card file and ban wave
comes from (shipped, or the user's own), and a user's formats update taken out again."""

from __future__ import annotations

from pathlib import Path

from riftcheck.engine.answers import Shown
from riftcheck.engine.inputs.refusals import visible


def data_json() -> dict:
    """Every set of sets.yaml and every card file in force, in set order, every ban wave, and the
    day the ban lists and rules are recorded up to."""
    from riftcheck.games.riftbound.formats import ban_waves, files as format_files
    from riftcheck.games.riftbound.cards.db import load_db
    from riftcheck.games.riftbound.cards.files import shipped_cards_dir, user_cards_dir
    from riftcheck.games.riftbound.cards.sets import in_set_order
    from riftcheck.engine.today import today

    db = load_db()
    files = db.files
    recorded_until, recorded_origin = format_files.recorded()
    known = format_files.card_sets()
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
            "announced": bool(entry and entry.released and entry.released > today()),
            "cards_announced": entry.cards if entry else None,
            "pre_rift": [day.isoformat() for day in entry.pre_rift] if entry and entry.pre_rift else None,
            "release_from": entry.origin if entry else None,
        })
    return {
        "formats_data": format_files.data_version(),
        "shipped_cards": str(shipped_cards_dir()),
        "user_cards": str(user_cards_dir()),
        "user_formats": str(format_files.user_formats_dir()),
        "sets": sets,
        "waves": [ban_waves.wave_dict(wave) for wave in ban_waves.waves()],
        "recorded_until": {"date": recorded_until.isoformat(), "origin": recorded_origin},
        "formats_updates": format_files.updates(),
        "repeated": [{**item, "effective": item["effective"].isoformat()} for item in format_files.repeated()],
        "refused": list(db.refused) + format_files.refused(),
    }


def shown() -> Shown:
    described = data_json()
    return Shown(described, _text(described))


def remove_update(name: str | None) -> Path:
    """Take out the user's formats update called `name`; ValueError saying why it cannot be."""
    from riftcheck.games.riftbound.formats import update as format_update

    if not name:
        raise ValueError("say which formats update to remove: riftcheck data remove NAME (`riftcheck data` lists them)")
    try:
        return format_update.remove(name)
    except OSError as error:
        raise ValueError(str(error)) from None


def _text(described: dict) -> str:
    rows = [("set", "name", "released", "cards", "status", "from", "snapshot", "source")]
    for entry in described["sets"]:
        released = entry["released"] or "-"
        if entry["announced"]:
            released += " (announced)"
        rows.append((
            entry["code"], entry["name"], released, str(entry["cards"]), entry["status"],
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
        *_announced_lines(described["sets"]),
        "",
        f"your formats updates: {visible(described['user_formats'])} (`riftcheck import FILE` takes one in; "
        "`riftcheck data remove NAME` takes it out)",
        "ban waves, unbans and restrictions (oldest first):",
        *_wave_lines(described["waves"]),
        _recorded_line(described["recorded_until"]),
        *(f"not applied twice: your {visible(item['file'])} {item['kind']} of {item['effective']} "
          f"({visible('; '.join(item['names']))}) is in the shipped data" for item in described["repeated"]),
        *(f"left out: {visible(reason)}" for reason in described["refused"]),
    ])


def _announced_lines(sets: list[dict]) -> list[str]:
    lines = []
    for entry in sets:
        if entry["announced"]:
            cards = f", {entry['cards_announced']} cards" if entry["cards_announced"] else ""
            pre_rift = f", pre-rift {entry['pre_rift'][0]} to {entry['pre_rift'][1]}" if entry["pre_rift"] else ""
            lines.append(f"announced: {entry['code']} {visible(entry['name'])}{cards}{pre_rift}, "
                         f"release {entry['released']} (no card data yet)")
    return lines


def _recorded_line(recorded: dict) -> str:
    origin = "shipped" if recorded["origin"] == "shipped" else f"yours ({recorded['origin']})"
    return (f"ban lists and rules recorded up to {recorded['date']} ({visible(origin)}): a check dated after it "
            "is unconfirmed (RC305)")


def _wave_lines(waves: list[dict]) -> list[str]:
    lines = []
    for wave in waves:
        origin = "shipped" if wave["origin"] == "shipped" else f"yours ({wave['origin']})"
        announced = f", announced {wave['announced']}" if wave["announced"] else ""
        lines.append(f"  {wave['effective']}  {wave['kind']:<12}  {', '.join(wave['formats'])}  {visible(origin)}"
                     f"{announced}: {visible('; '.join(wave['names']))}")
    return lines

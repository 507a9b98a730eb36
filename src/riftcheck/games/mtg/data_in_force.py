"""`riftcheck data --game mtg`: the Magic data a check is reached with.

The card table and how many cards it holds; the user's imported AtomicCards file (printings
and legalities), its date and the last day a check may lean on it (formats.yaml's
printings_fresh_days after that date: later, a format that needs printings is unconfirmed);
the Comprehensive Rules edition; each format with its card pool and list; and each banned and
restricted list with the day it is recorded up to, its newest change and how many cards it
bans or restricts on the day asked about.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from riftcheck.engine.answers import Shown


def described(day: datetime.date | None = None) -> dict[str, Any]:
    """The data in force on `day` (default: today), as `data --game mtg -o json` prints it."""
    from riftcheck.games.mtg import cards, formats
    from riftcheck.engine.today import today

    day = day or today()
    data = formats.load()
    printings = cards.load_printings()
    return {
        "game": "mtg",
        "as_of": day.isoformat(),
        "card_table": {"file": str(cards.table_path()), "cards": len(cards.load_index().rows)},
        "printings": _printings(cards.printings_path(), printings, data.printings_fresh_days),
        "comprehensive_rules": {"effective": data.comprehensive_rules, "source": data.comprehensive_rules_source},
        "formats": [{"name": name, "kind": shape.kind, "card_pool": shape.card_pool, "banlist": shape.banlist}
                    for name, shape in data.formats.items()],
        "banlists": [_banlist(name, listed, day) for name, listed in data.banlists.items()],
    }


def _printings(path, printings, fresh_days: int) -> dict[str, Any]:
    entry: dict[str, Any] = {"file": str(path), "imported": printings is not None, "date": None, "cards": 0,
                             "trusted_until": None}
    if printings is None:
        return entry
    entry.update(date=printings.date or None, cards=len(printings.cards))
    try:
        dated = datetime.date.fromisoformat(printings.date)
    except ValueError:
        return entry  # an undated file speaks for no day (riftcheck.games.mtg.deck.MagicContext)
    entry["trusted_until"] = (dated + datetime.timedelta(days=fresh_days)).isoformat()
    return entry


def _banlist(name: str, listed, day: datetime.date) -> dict[str, Any]:
    in_force = listed.on(day)
    newest = listed.changes[-1] if listed.changes else None
    return {
        "name": name,
        "recorded_until": listed.recorded_until.isoformat(),
        "changes": len(listed.changes),
        "newest": {"date": newest.date.isoformat(), "source": newest.source} if newest else None,
        "banned": sum(1 for status, _ in in_force.values() if status == "banned"),
        "restricted": sum(1 for status, _ in in_force.values() if status == "restricted"),
    }


def text(shown: dict[str, Any]) -> str:
    from riftcheck.engine.inputs.refusals import visible

    printings = shown["printings"]
    if printings["imported"]:
        until = printings["trusted_until"] or "no day (the file has no date)"
        imported = (f"{printings['cards']} cards, dated {printings['date'] or '-'}; trusted for checks up to "
                    f"{until}")
    else:
        imported = ("none: standard, pioneer, modern and pauper decks are unconfirmed until "
                    "`riftcheck import --game mtg AtomicCards.json`")
    lines = [
        f"Magic data in force on {shown['as_of']}",
        f"card table: {shown['card_table']['cards']} cards ({visible(shown['card_table']['file'])})",
        f"printings and legalities: {imported} ({visible(printings['file'])})",
        f"rules: Comprehensive Rules effective {shown['comprehensive_rules']['effective']}",
        "",
        "format     kind         card pool  list",
    ]
    lines += [f"{entry['name']:<10} {entry['kind']:<12} {entry['card_pool']:<10} {entry['banlist'] or '-'}"
              for entry in shown["formats"]]
    lines += ["", "banned and restricted lists (in force on the day above):"]
    for entry in shown["banlists"]:
        newest = entry["newest"]
        changed = f"newest change {newest['date']} ({visible(newest['source'])})" if newest else "no change recorded"
        restricted = f", {entry['restricted']} restricted" if entry["restricted"] else ""
        lines.append(f"  {entry['name']}: {entry['banned']} banned{restricted}; {changed}; "
                     f"recorded up to {entry['recorded_until']}")
    return "\n".join(lines)


def shown() -> Shown:
    described_now = described()
    return Shown(described_now, text(described_now))


def remove_update(name: str | None) -> Path:
    raise ValueError("`data remove` takes out a Riftbound formats update; Magic's data has none.")

"""`riftcheck data --game mtg`: the Magic data a check is reached with.

The card table and how many cards it holds; the dated card pool (how many cards and sets, the
newest set, and Standard's sets known up to when); the user's imported AtomicCards file (printings
and legalities, for cards newer than the pool), its date and the last day a check may lean on it
(formats.yaml's printings_fresh_days after that date);
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
    from riftcheck.games.mtg import cards, formats, pool
    from riftcheck.engine.today import today

    day = day or today()
    data = formats.load()
    printings = cards.load_printings()
    return {
        "game": "mtg",
        "as_of": day.isoformat(),
        "card_table": {"file": str(cards.table_path()), "cards": len(cards.load_index())},
        "card_pool": _pool(pool.folder(), pool.load(), data.standard),
        "printings": _printings(cards.printings_path(), printings, data.printings_fresh_days),
        "comprehensive_rules": {"effective": data.comprehensive_rules, "source": data.comprehensive_rules_source},
        "formats": [{"name": name, "kind": shape.kind, "card_pool": shape.card_pool, "banlist": shape.banlist}
                    for name, shape in data.formats.items()],
        "banlists": [_banlist(name, listed, day) for name, listed in data.banlists.items()],
    }


def _pool(folder, loaded, standard) -> dict[str, Any]:
    entry: dict[str, Any] = {"folder": str(folder), "cards": 0, "sets": 0, "newest_set": None,
                             "standard_recorded_until": standard.recorded_until.isoformat() if standard else None}
    if loaded is None:
        return entry
    newest = loaded.newest_set()
    entry.update(cards=len(loaded.cards), sets=len(loaded.sets),
                 newest_set={"code": newest.code, "name": newest.name, "date": newest.date.isoformat()} if newest else None)
    return entry


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
        imported = "none (a card newer than the card pool is unconfirmed until `riftcheck import --game mtg AtomicCards.json`)"
    card_pool = shown["card_pool"]
    newest = card_pool["newest_set"]
    newest_text = f"newest set {newest['name']} ({newest['code']}, {newest['date']})" if newest else "none shipped"
    lines = [
        f"Magic data in force on {shown['as_of']}",
        f"card table: {shown['card_table']['cards']} cards ({visible(shown['card_table']['file'])})",
        f"card pool: {card_pool['cards']} cards in {card_pool['sets']} sets, {newest_text}; "
        f"Standard's sets recorded up to {card_pool['standard_recorded_until']} ({visible(card_pool['folder'])})",
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

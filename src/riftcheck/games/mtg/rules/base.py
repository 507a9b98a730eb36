"""Building Magic findings: the code, rule number and severity of a rule, a message key."""

from __future__ import annotations

from typing import Any, Mapping

from riftcheck.engine.verdicts.findings import Finding, Message


def finding(rule, key: str, *, card: str | None = None, line: int | None = None, zone: str | None = None,
            number: str | None = None, severity: str | None = None, **params: Any) -> Finding:
    """A finding of `rule` (a rule module) with the message and hint under `key`."""
    messages: Mapping[str, Message] = rule.MESSAGES
    hints: Mapping[str, Message] = getattr(rule, "HINTS", {})
    return Finding(code=rule.CODE, rule=number or rule.RULE, severity=severity or rule.SEVERITY,
                   template=messages[key], zone=zone, card=card, line=line, params=params,
                   hint_template=hints.get(key), undecided=getattr(rule, "UNDECIDED", False))


def copies_by_name(lines) -> dict[str, tuple[int, list]]:
    """Copies of each known card across the given lines (100.4a: deck and sideboard together),
    with the lines it is on."""
    counted: dict[str, tuple[int, list]] = {}
    for line in lines:
        if line.card is None:
            continue
        count, where = counted.get(line.card.name, (0, []))
        counted[line.card.name] = (count + line.entry.count, [*where, line])
    return counted


def limit_of(card, format_limit: int) -> int | None:
    """How many copies of `card` a deck may hold: any number for a basic land (100.2a) or a
    card that says so, the card's own "up to N" (101.1), else the format's limit."""
    if card.basic_land or card.any_number:
        return None
    return card.limit if card.limit is not None else format_limit

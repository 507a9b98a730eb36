"""Which glossary entries cite a Core Rules number, exactly or through a parent or sub-rule.

Entries cite rules as printed: 805, 159.2.a, 135.2.e.2, ranges 483–491 and 355.6–355.17. A query
for 466.2.c finds an entry citing 466.2.c (exact), one citing 466 (its parent), and one citing
805.1 when the query is 805 (a sub-rule). Numbers the current edition moved (rules_current)
count too.
"""

from __future__ import annotations

# How a cited number relates to the asked one, best first, with the score each earns.
RELATIONS = {"exact": 100.0, "range": 95.0, "parent": 90.0, "child": 85.0}


def citations(entry: dict) -> list[str]:
    return [*entry.get("rules", ()), *entry.get("rules_current", {}).values()]


def relation(cited: str, asked: str) -> str | None:
    """How `cited` covers `asked`: exact, range (asked falls in it), parent, child, or None."""
    if cited == asked:
        return "exact"
    if "–" in cited:
        return "range" if _in_range(cited, asked) else None
    if asked.startswith(cited + "."):
        return "parent"
    if cited.startswith(asked + "."):
        return "child"
    return None


def best_citation(entry: dict, asked: str) -> tuple[str, str] | None:
    """(relation, cited number) of the entry's closest citation of `asked`, or None."""
    found = [(relation(cited, asked), cited) for cited in citations(entry)]
    found = [(kind, cited) for kind, cited in found if kind]
    return min(found, key=lambda pair: list(RELATIONS).index(pair[0])) if found else None


def _in_range(cited: str, asked: str) -> bool:
    low, high = cited.split("–")
    asked_key = _numeric(asked, depth=len(low.split(".")))
    return _numeric(low) <= asked_key <= _numeric(high, depth=len(low.split(".")))


def _numeric(number: str, depth: int | None = None) -> tuple:
    """355.6 -> (355, 6); letters sort after numbers. `depth` trims to the range's precision."""
    parts = number.split(".")[: depth or None]
    return tuple(int(part) if part.isdigit() else 1000 + ord(part[0]) for part in parts)

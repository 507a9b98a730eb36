"""What every game's deck rule declares, one module per rule (as yamllint's rules do): its code,
the official rule it checks, its name and its severity. Its docstring is its documentation."""

from __future__ import annotations

from typing import Protocol


class RuleModule(Protocol):
    CODE: str  # RC105, MG101
    RULE: str | None  # the official rule number it checks; None for a check of the input itself
    DOCUMENT: str  # the document that number is in: CR, TR
    NAME: str  # dotted: deck.copies
    SEVERITY: str  # error, warning or info

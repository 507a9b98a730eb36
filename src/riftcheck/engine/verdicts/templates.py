"""Fill message templates written in English and Thai.

Findings, line reasons and input refusals all keep one template per language with `{name}`
placeholders. A parameter that knows how to write itself (it has `in_language(lang)`, like a
line reason or a refusal) is written in the same language, and an unknown placeholder is left
as written: a report must never fail over its own wording.
"""

from __future__ import annotations

from collections.abc import Mapping


def choose(templates: Mapping[str, str], lang: str) -> str:
    """The template for `lang`; English unless Thai is asked for."""
    return templates["th"] if lang == "th" else templates["en"]


def in_language(value: object, lang: str) -> object:
    written = getattr(value, "in_language", None)
    return written(lang) if callable(written) else value


def fill(template: str, params: Mapping[str, object]) -> str:
    return template.format_map(_Placeholders(params))


class _Placeholders(dict):
    """Leaves an unknown `{name}` as written instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"

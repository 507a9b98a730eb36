"""The languages riftcheck speaks, and which one to use when the user does not say."""

from __future__ import annotations

import os
from collections.abc import Mapping

LANGUAGES = ("en", "th")
DEFAULT = "en"

# The POSIX order: LC_ALL overrides LC_MESSAGES, which overrides LANG.
_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def default_language(environ: Mapping[str, str] | None = None) -> str:
    """Thai when the user's locale is Thai (th_TH.UTF-8, th), else English."""
    environ = os.environ if environ is None else environ
    for variable in _LOCALE_VARIABLES:
        value = environ.get(variable)
        if value:
            return "th" if value.casefold().startswith("th") else DEFAULT
    return DEFAULT


def choose_language(requested: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language for `--lang` (any casing, a locale such as th_TH works too), or the default.

    Raises ValueError naming the accepted values when `requested` is none of them.
    """
    if not requested:
        return default_language(environ)
    code = requested.strip().casefold().replace("-", "_").split("_", 1)[0].split(".", 1)[0]
    if code not in LANGUAGES:
        from riftcheck.engine.usage import UsageError

        raise UsageError("unknown-language", given=repr(requested), choices=", ".join(LANGUAGES))
    return code


def language_of(requested: str | None) -> str:
    """The language to refuse a command line in: --lang when it names one, else the locale's."""
    try:
        return choose_language(requested)
    except ValueError:
        return default_language()

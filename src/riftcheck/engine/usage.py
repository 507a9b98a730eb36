"""Why a command stops before it starts (exit 2), in the user's language.

A usage error names its sentence by key with its parameters (data/messages/usage.json holds each
sentence in English and Thai); it is written out in a language only when it is shown, so a Thai
run (--lang th, or a Thai locale) says "ไม่รู้จักฟอร์แมต 'foo'" where an English one says
"unknown format 'foo'". `str()` of the error is the English sentence.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

from riftcheck.engine.verdicts.templates import choose, fill, in_language

MESSAGES_FILE = ("messages", "usage.json")  # under riftcheck's data folder


@functools.cache
def _messages() -> dict[str, dict[str, str]]:
    import json

    from riftcheck.engine.paths import data_dir

    return json.loads(data_dir().joinpath(*MESSAGES_FILE).read_text(encoding="utf-8"))["messages"]


def render(key: str, params: Mapping[str, object], lang: str = "en") -> str:
    filled = {name: in_language(value, lang) for name, value in params.items()}
    return fill(choose(_messages()[key], lang), filled)


class UsageError(ValueError):
    """A ValueError whose message is a usage sentence: `in_language(lang)` writes it in `lang`."""

    def __init__(self, key: str, **params: object) -> None:
        self.key, self.params = key, params
        super().__init__(render(key, params))

    def in_language(self, lang: str) -> str:
        return render(self.key, self.params, lang)


class Sentence(str):
    """A sentence said by key that is no error (a warning of `convert`): the string is its English;
    `in_language(lang)` writes it in `lang`."""

    def __new__(cls, key: str, **params: object) -> Sentence:
        sentence = super().__new__(cls, render(key, params))
        sentence.key, sentence.params = key, params
        return sentence

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, object]]:
        return (self.key,), self.params  # pickled (a cached answer) by key, not by its English

    def in_language(self, lang: str) -> str:
        return render(self.key, self.params, lang)


class Word:
    """A word of the usage messages (kind.text, none-yet) as a parameter, written in the same language."""

    def __init__(self, key: str) -> None:
        self.key = key

    def in_language(self, lang: str) -> str:
        return render(self.key, {}, lang)


def described(error: BaseException, lang: str) -> str:
    """An error as the user reads it: in `lang` when it can say itself in languages, else as it is."""
    written = getattr(error, "in_language", None)
    return written(lang) if callable(written) else str(error)


def refuse(problem: str | BaseException, lang: str, **params: object) -> int:
    """Say on stderr why the command line cannot run, in `lang`: a usage sentence by key with its
    parameters, or an error raised on the way (in `lang` when it can be); returns EXIT_USAGE."""
    import sys

    from riftcheck.engine.verdicts.exit_codes import EXIT_USAGE

    message = described(problem, lang) if isinstance(problem, BaseException) else render(problem, params, lang)
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE

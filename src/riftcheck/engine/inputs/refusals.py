"""Why a whole input cannot be read, in English and Thai.

Readers refuse an input by key with its parameters; the sentence is written out in a
language only when the verdict is built, from the templates in data/messages/refusals.json.
A parameter that is itself a refusal, a line reason (riftcheck.engine.inputs.reasons.Reason) or a
`Term` is written in the same language. Templates use ``{name}`` placeholders; literal braces
in an example are doubled. Parameters that quote a value from the input are passed already
quoted (``repr``) where the English sentence quotes them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache

from riftcheck.engine.values import FrozenValue
from riftcheck.engine.verdicts.templates import choose, fill, in_language

MESSAGES_FILE = ("messages", "refusals.json")  # under riftcheck's data folder
# Control characters; the bidirectional embeddings, overrides and isolates, which reorder the
# text after them on a terminal or a page ("deck\u202etxt.exe" reads "deckexe.txt"); and U+FFFE
# and U+FFFF, which no XML report may hold.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffe\uffff]")


@cache
def messages() -> dict[str, dict[str, dict[str, str]]]:
    """The refusal templates ("refusals") and the words they name ("terms"), each by key in
    English and Thai: data/messages/refusals.json, read once, when a first refusal is written."""
    import json

    from riftcheck.engine.paths import data_dir

    return json.loads(data_dir().joinpath(*MESSAGES_FILE).read_text(encoding="utf-8"))


def render(key: str, params: Mapping[str, object], lang: str = "en") -> str:
    """The refusal `key` written out in `lang` ("en" or "th"), its parameters filled in.

    A key with no template is taken to be the sentence itself, so a reader may still refuse
    with a plain English sentence; an unknown placeholder is left as written.
    """
    templates = messages()["refusals"].get(key)
    if templates is None:
        return key
    filled = {name: in_language(value, lang) for name, value in params.items()}
    return fill(choose(templates, lang), filled)


class Term(FrozenValue):
    """A word of the messages' "terms" as a refusal parameter."""

    __slots__ = _fields = ("key",)

    def __init__(self, key: str) -> None:
        self._freeze(key)

    def in_language(self, lang: str) -> str:
        return choose(messages()["terms"][self.key], lang)


class Refusal(ValueError):
    """An error whose message is a refusal: a key with its parameters, English as `str()`."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(self.in_language("en"))

    def in_language(self, lang: str) -> str:
        return render(self.key, self.params, lang)


def visible(text: str) -> str:
    """`text` with each control character written as its escape (ESC as ``\\x1b``), and each
    bidirectional control and U+FFFE and U+FFFF too (``\\u202e``).

    Echoed as they are, such characters would drive the user's terminal, make an XML report
    unreadable or show the text around them in another order.
    """
    return _CONTROL.sub(lambda control: control.group().encode("unicode_escape").decode("ascii"), text)


class DecklistError(Refusal):
    """The input cannot be read as a decklist at all (exit code 2); the message says why.

    It is raised with a key of riftcheck.engine.inputs.refusals and its parameters; `str()` is
    the English sentence and `in_language` writes it in the report's language.
    """

    def in_language(self, lang: str) -> str:
        return visible(super().in_language(lang))

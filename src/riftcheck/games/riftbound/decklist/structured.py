"""JSON and YAML loading with the nesting limit checked first and YAML kept to plain data.

JSON nesting is measured on the text before `json.loads` sees it; an escaped surrogate that
pairs with nothing (``"\\ud800"``) becomes U+FFFD, since no report could write it out. YAML
in the simple shape riftcheck writes is read by `deck_yaml`, which gives the same result as
PyYAML many times faster; any other YAML goes through the safe loader with two more refusals
while the document is composed, before any value is built: anchors and aliases (an alias
bomb expands a few lines into billions of nodes) and explicit tags other than the plain YAML
types (``!!python/object`` and friends). In either language a key written twice in one object
or mapping is refused: the parser would keep one of its values and drop the other unseen. So is
YAML's merge key (``<<: {...}``), whose values the keys written beside it override unseen.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate

from riftcheck.games.riftbound.decklist.deck_yaml import read_deck_yaml
from riftcheck.games.riftbound.decklist.model import Lines
from riftcheck.engine.inputs.limits import MAX_NAME_CHARS, MAX_NESTING, MAX_YAML_CHARS
from riftcheck.engine.inputs.refusals import DecklistError

# A JSON string, possibly unterminated; unrolled and possessive so that it runs in linear time.
_JSON_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_DEPTH_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}
_NOT_QUOTE_OR_BRACKET = bytes(byte for byte in range(256) if byte not in b'"[]{}')
_YAML_TAG_PREFIX = "tag:yaml.org,2002:"
_MERGE_TAG = f"{_YAML_TAG_PREFIX}merge"
_PLAIN_TAGS = frozenset(f"{_YAML_TAG_PREFIX}{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map"))


def load_json(text: str, source: str) -> object:
    """Parsed JSON; DecklistError for invalid JSON or nesting over the limit."""
    if not json_nesting_within(text, MAX_NESTING):
        raise DecklistError("json-too-deep", source=source, depth=json_nesting(text), limit=MAX_NESTING)
    try:
        data = json.loads(text, object_pairs_hook=_object_of_distinct_keys)
    except _RepeatedKey as repeated:
        raise DecklistError("json-repeated-key", source=source, name=repr(repeated.key[:MAX_NAME_CHARS])) from None
    except json.JSONDecodeError as error:
        raise DecklistError(
            "invalid-json", source=source, reason=error.msg, line=error.lineno, column=error.colno
        ) from None
    except ValueError:  # the only other failure: an integer with thousands of digits
        raise DecklistError("json-number-too-long", source=source) from None
    return _without_lone_surrogates(data) if _SURROGATE_ESCAPE.search(text) else data


class _RepeatedKey(Exception):
    """A key found twice in one JSON object."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _object_of_distinct_keys(pairs: list[tuple[str, object]]) -> dict:
    """A JSON object as `json.loads` builds it; _RepeatedKey when a key comes twice."""
    built = dict(pairs)
    if len(built) != len(pairs):
        seen: set[str] = set()
        raise _RepeatedKey(next(key for key, _ in pairs if key in seen or seen.add(key)))
    return built


def _without_lone_surrogates(value: object) -> object:
    """`value` with each surrogate that `json.loads` left unpaired in its strings made U+FFFD."""
    if isinstance(value, str):
        if _SURROGATE.search(value):
            return value.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
        return value
    if isinstance(value, list):
        return [_without_lone_surrogates(item) for item in value]
    if isinstance(value, dict):
        return {_without_lone_surrogates(key): _without_lone_surrogates(item) for key, item in value.items()}
    return value


def json_nesting(text: str) -> int:
    """How deeply arrays and objects nest in JSON text (strings ignored)."""
    return max(accumulate(map(_DEPTH_STEP.__getitem__, _brackets_outside_strings(text))), default=0)


def json_nesting_within(text: str, limit: int) -> bool:
    """Whether `json_nesting(text)` is at most `limit`. Matched pairs are emptied innermost
    first, at most two levels a round (one a kind of bracket): brackets emptied within
    limit // 2 rounds nest no deeper than `limit`, and any others are counted. Measured: a
    decklist's brackets empty in two rounds, many times faster than counting them one by one."""
    brackets = _brackets_outside_strings(text)
    for _ in range(limit // 2):
        if not brackets:
            return True
        emptied = brackets.replace(b"[]", b"").replace(b"{}", b"")
        if len(emptied) == len(brackets):  # unmatched brackets: left to the count
            break
        brackets = emptied
    return not brackets or json_nesting(text) <= limit


def _brackets_outside_strings(text: str) -> bytes:
    """The brackets of `text` that are not inside a string (one unterminated runs to the end)."""
    if "\\" in text:  # escaped quotes: only a scan of each string finds where it ends
        return _NOT_BRACKET.sub("", _JSON_STRING.sub("", text)).encode("ascii")
    # Without escapes every quote opens or closes a string, so strings are every other piece
    # between quotes. Only quotes and brackets are kept: no other character's UTF-8 bytes
    # include theirs.
    marks = text.encode("utf-8", "surrogatepass").translate(None, _NOT_QUOTE_OR_BRACKET)
    # Strings without a bracket are pairs of quotes side by side: when taking them away leaves
    # no quote, the quotes paired up in order and what is left lies outside every string.
    # Measured: several times faster than splitting at every quote.
    outside = marks.replace(b'""', b"")
    return outside if b'"' not in outside else b"".join(marks.split(b'"')[::2])


def load_yaml(text: str, source: str) -> tuple[object, Lines]:
    """Parsed YAML and the line of every node."""
    if len(text) > MAX_YAML_CHARS:
        raise DecklistError("yaml-too-large", source=source, length=len(text), limit=MAX_YAML_CHARS)
    simple = read_deck_yaml(text)
    return simple if simple is not None else load_yaml_with_pyyaml(text, source)


def load_yaml_with_pyyaml(text: str, source: str) -> tuple[object, Lines]:
    """`load_yaml` for any YAML document under the size limit, read by PyYAML's safe loader."""
    import yaml

    loader_class = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        _refuse_unsafe_events(text, loader_class)
        node, data = _compose_and_construct(text, loader_class)
    except _RefusedYaml as refused:
        raise DecklistError(refused.key, source=source, **refused.params) from None
    except yaml.reader.ReaderError as error:
        raise DecklistError(
            "yaml-character", source=source, codepoint=f"{error.character:04X}", offset=error.position
        ) from None
    except yaml.MarkedYAMLError as error:
        raise DecklistError("invalid-yaml", source=source, reason=_yaml_reason(error)) from None
    except yaml.YAMLError as error:
        raise DecklistError("invalid-yaml", source=source, reason=error) from None
    except ValueError as error:  # a value that looks typed but is not, such as the date 2026-13-45
        raise DecklistError("yaml-value", source=source, reason=error) from None
    return data, _node_lines(node, ()) if node is not None else {}


class _RefusedYaml(Exception):
    """A YAML feature riftcheck does not load: a refusal key and its parameters but the source."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def _refuse_unsafe_events(text: str, loader_class: type) -> None:
    """Walk the parser's events (no nodes, no values yet) and stop at the first refused feature.

    The parser keeps its own stack, so even absurd nesting is measured without recursion.
    """
    import yaml

    loader = loader_class(text)
    depth = 0
    try:
        while loader.check_event():
            event = loader.get_event()
            line = event.start_mark.line + 1
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
                raise _RefusedYaml("yaml-anchor", line=line)
            tag = getattr(event, "tag", None)
            if tag not in (None, "!") and tag not in _PLAIN_TAGS:
                shown = tag.replace(_YAML_TAG_PREFIX, "!!", 1)
                raise _RefusedYaml("yaml-tag", tag=shown, line=line)
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_NESTING:
                    raise _RefusedYaml("yaml-too-deep", limit=MAX_NESTING, line=line)
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    finally:
        loader.dispose()


def _compose_and_construct(text: str, loader_class: type) -> tuple[object, object]:
    """The document's node tree (None when empty) and the data built from it."""
    loader = loader_class(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, None
        _refuse_hidden_values(node)
        return node, loader.construct_document(node)
    finally:
        loader.dispose()


def _refuse_hidden_values(root) -> None:
    """_RefusedYaml at the first mapping (a yaml.Node, walked without recursion) that gives a
    key twice, at the second one's line, or holds a merge key."""
    pending = [root]
    while pending:
        node = pending.pop()
        if node.id == "scalar":
            continue
        if node.id == "mapping":
            seen = set()
            for key, _ in node.value:
                if key.id != "scalar":
                    continue
                if key.tag == _MERGE_TAG:
                    raise _RefusedYaml("yaml-tag", tag="!!merge", line=key.start_mark.line + 1)
                if (key.tag, key.value) in seen:
                    shown = repr(key.value[:MAX_NAME_CHARS])
                    raise _RefusedYaml("yaml-repeated-key", name=shown, line=key.start_mark.line + 1)
                seen.add((key.tag, key.value))
            pending.extend(child for pair in reversed(node.value) for child in reversed(pair))
        else:
            pending.extend(reversed(node.value))


def _yaml_reason(error) -> str:
    """The problem and where it is, from a yaml.MarkedYAMLError."""
    mark = error.problem_mark or error.context_mark
    where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
    return ", ".join(part for part in (error.context, error.problem) if part) + where


def _node_lines(node, path: tuple[object, ...]) -> Lines:
    """The line of `node` (a yaml.Node) and of the nodes inside it, by path, down to the
    items of top-level sequences (see Lines)."""
    lines: Lines = {path: node.start_mark.line + 1}
    if len(path) == 2:
        return lines
    if node.id == "mapping":
        for key, value in node.value:
            if key.id == "scalar":
                lines.update(_node_lines(value, (*path, key.value)))
    elif node.id == "sequence":
        for index, item in enumerate(node.value):
            lines.update(_node_lines(item, (*path, index)))
    return lines

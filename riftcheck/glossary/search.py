"""Find glossary entries however a term is typed, best match first.

Tiers, in rank order: exact term (English, Thai or id), exact alias, prefix, substring, fuzzy
spelling, wrong keyboard layout, and full text of the definitions. Every tier compares
normalised keys, and again with tone marks, spaces and hyphens left out at a slightly lower
score, so เร่งความเรว is still an exact hit. The keyboard layout is tried before spelling,
since a whole word that maps key for key is a surer sign than a near spelling; rapidfuzz is
imported only when neither finds anything, never for an exact hit.
"""

from __future__ import annotations

from collections import namedtuple

from riftcheck.glossary.keyboard import swap_layout
from riftcheck.glossary.normalize import clean, has_thai, loose, normalize
from riftcheck.glossary.store import Glossary

TIERS = ("exact", "alias", "prefix", "substring", "fuzzy", "layout", "fulltext")
FUZZY_CUTOFF = 75.0
MIN_SUBSTRING = 2  # one character is part of half the glossary
MIN_LAYOUT_PREFIX = 3  # shorter swapped text is a prefix of something by chance


# entry: the glossary entry; match: one of TIERS; score: 0-100, comparable within a tier;
# typed_as: for "layout", the query as it was meant. (collections.namedtuple: typing.NamedTuple
# costs milliseconds to create, and this module is on the look-up path.)
Hit = namedtuple("Hit", "entry match score typed_as", defaults=(None,))


def search(glossary: Glossary, query: str, limit: int = 5) -> list[Hit]:
    """The best `limit` entries for `query`; empty when nothing matches at all."""
    key = normalize(query)
    if not key:
        return []
    hits = _by_name(glossary, key)
    if not hits:
        hits = _by_layout(glossary, query) or _by_spelling(glossary, key)
    if len(hits) < limit:
        hits.update(_by_text(glossary, key, exclude=hits))
    ranked = sorted(hits.values(), key=_rank)
    return ranked[:limit]


def suggest(glossary: Glossary, query: str, count: int = 3) -> list[dict]:
    """The nearest terms by spelling, however far: for a "did you mean" line when nothing matched."""
    from rapidfuzz import fuzz, process

    key = normalize(query)
    # Compare Thai with Thai and English with English: across scripts every ratio is noise.
    same_script = [(name, owner) for name, owner in zip(*_all_names(glossary)) if has_thai(name) == has_thai(key)]
    names = [name for name, _ in same_script]
    best = process.extract(key, names, scorer=fuzz.ratio, processor=None, limit=count * 4)
    entries = dict.fromkeys(same_script[position][1] for _, _, position in best)
    return [glossary.entries[index] for index in list(entries)[:count]]


def _rank(hit: Hit) -> tuple:
    return TIERS.index(hit.match), -hit.score, len(hit.entry["en"]), hit.entry["id"]


def _by_name(glossary: Glossary, key: str) -> dict[int, Hit]:
    loose_key = loose(key)
    hits = {}
    for index, keys in enumerate(glossary.keys):
        found = _name_match(keys, key, loose_key)
        if found:
            hits[index] = Hit(glossary.entries[index], *found)
    return hits


def _name_match(keys: dict, key: str, loose_key: str) -> tuple[str, float] | None:
    """The best of exact, alias, prefix and substring for one entry, as (tier, score)."""
    if key in keys["terms"]:
        return "exact", 100.0
    if key in keys["aliases"]:
        return "alias", 95.0
    if loose_key and loose_key in keys["loose_terms"]:
        return "exact", 98.0
    if loose_key and loose_key in keys["loose_aliases"]:
        return "alias", 93.0
    names = keys["terms"] + keys["aliases"]
    loose_names = keys["loose_terms"] + keys["loose_aliases"]
    return (
        _prefix(names, key)
        or _prefix(loose_names, loose_key)
        or _substring(names, key)
        or _substring(loose_names, loose_key)
    )


def _prefix(names: list[str], key: str) -> tuple[str, float] | None:
    if not key:
        return None
    scores = [80 + 15 * len(key) / len(name) for name in names if name.startswith(key)]
    scores += [70 + 15 * len(key) / len(name) for name in names if any(word.startswith(key) for word in name.split()[1:])]
    return ("prefix", round(max(scores), 1)) if scores else None


def _substring(names: list[str], key: str) -> tuple[str, float] | None:
    if len(key) < MIN_SUBSTRING:
        return None
    scores = [60 + 20 * len(key) / len(name) for name in names if key in name]
    return ("substring", round(max(scores), 1)) if scores else None


def _by_layout(glossary: Glossary, query: str) -> dict[int, Hit]:
    """Exact, alias or prefix hits for the query as it would read on the other keyboard layout."""
    swapped = swap_layout(clean(query).strip())
    if not swapped:
        return {}
    key = normalize(swapped)
    hits = {}
    for index, hit in _by_name(glossary, key).items():
        if hit.match in ("exact", "alias") or (hit.match == "prefix" and len(key) >= MIN_LAYOUT_PREFIX):
            hits[index] = hit._replace(match="layout", typed_as=swapped)
    return hits


def _by_spelling(glossary: Glossary, key: str) -> dict[int, Hit]:
    """Fuzzy hits: rapidfuzz ratio on the normalised and on the loose keys, whichever is higher."""
    from rapidfuzz import fuzz, process

    hits = {}
    for query, names_of in ((key, _all_names), (loose(key), _all_loose_names)):
        names, owners = names_of(glossary)
        # processor=None: rapidfuzz's default processor strips Thai vowels and tone marks.
        for _, score, position in process.extract(
            query, names, scorer=fuzz.ratio, processor=None, score_cutoff=FUZZY_CUTOFF, limit=None
        ):
            index = owners[position]
            if index not in hits or hits[index].score < score:
                hits[index] = Hit(glossary.entries[index], "fuzzy", round(score, 1))
    return hits


def _all_names(glossary: Glossary) -> tuple[list[str], list[int]]:
    return _flatten(glossary, ("terms", "aliases"))


def _all_loose_names(glossary: Glossary) -> tuple[list[str], list[int]]:
    return _flatten(glossary, ("loose_terms", "loose_aliases"))


def _flatten(glossary: Glossary, fields: tuple[str, ...]) -> tuple[list[str], list[int]]:
    """Every name of every entry, with the index of the entry that owns it."""
    names, owners = [], []
    for index, keys in enumerate(glossary.keys):
        for field in fields:
            names.extend(keys[field])
            owners.extend([index] * len(keys[field]))
    return names, owners


def _by_text(glossary: Glossary, key: str, exclude: dict[int, Hit]) -> dict[int, Hit]:
    """Entries whose definitions or examples contain every word of the query."""
    words = key.split()
    hits = {}
    for index, keys in enumerate(glossary.keys):
        if index in exclude or not all(word in keys["text"] for word in words):
            continue
        mentions = sum(keys["text"].count(word) for word in words)
        hits[index] = Hit(glossary.entries[index], "fulltext", float(50 + min(mentions, 10)))
    return hits

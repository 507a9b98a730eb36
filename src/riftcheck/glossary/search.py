"""Find glossary entries however a term is typed or described, best match first.

Tiers, in rank order: exact term (English, Thai or id), a rule number the entry cites, another
game's word for the term (data/crossref.yaml), exact alias, prefix, substring, fuzzy spelling
(leading vowels typed after their consonant included), wrong keyboard layout, and BM25 ranking
over the definitions (riftcheck.glossary.ranking), so a term's name always wins over a
description of it. Question words ("what is", "คืออะไร") are dropped first
(riftcheck.glossary.query). Every tier compares normalised keys, and again with tone marks, spaces and hyphens left out at a slightly lower
score, so เร่งความเรว is still an exact hit. The keyboard layout is tried before spelling,
since a whole word that maps key for key is a surer sign than a near spelling; rapidfuzz is
imported only when neither finds anything and some name could be near enough, never for an
exact hit.
"""

from __future__ import annotations

import re
from collections import Counter, namedtuple

from riftcheck.glossary.keyboard import swap_layout
from riftcheck.engine.normalize import clean, has_thai, leading_vowels_first, loose, normalize
from riftcheck.glossary.query import parse
from riftcheck.glossary.store import Glossary

TIERS = ("exact", "rule", "other-game", "alias", "prefix", "substring", "fuzzy", "layout", "fulltext")
FUZZY_CUTOFF = 75.0
MIN_SUBSTRING = 2  # one character is part of half the glossary
MIN_ENGLISH_SUBSTRING = 5  # "celera" finds accelerate; "main" must not find domain
MIN_LAYOUT_PREFIX = 3  # shorter swapped text is a prefix of something by chance
MAX_FUZZY = 30  # a longer query is a description, not a misspelt name


# entry: the glossary entry; match: one of TIERS; score: 0-100, comparable within a tier;
# typed_as: for "layout", the query as it was meant; via: for "rule", {"rule", "relation"}: the
# cited number that matched and how; for "other-game", the crossref pairing (game, term, notes).
# (collections.namedtuple: typing.NamedTuple costs milliseconds to create, and this module is on
# the look-up path.)
Hit = namedtuple("Hit", "entry match score typed_as via", defaults=(None, None))


def search(glossary: Glossary, query: str, limit: int = 5) -> list[Hit]:
    """The best `limit` entries for `query`; empty when nothing matches at all."""
    full_key = normalize(query)
    if not full_key:
        return []
    parsed = parse(query)
    if parsed.rule:
        hits = _by_rule(glossary, parsed.rule)
        if hits:
            return sorted(hits.values(), key=_rank)[:limit]
    hits = _by_names(glossary, full_key, parsed.key)
    if not hits:
        hits = _by_layout(glossary, query) or _by_vowel_order(glossary, parsed.key) or _by_spelling(glossary, parsed.key)
    if len(hits) < limit:
        hits.update(_more(glossary, hits, parsed.key, wanted=limit - len(hits)))
    return sorted(hits.values(), key=_rank)[:limit]


def _by_names(glossary: Glossary, full_key: str, key: str) -> dict[int, Hit]:
    """Name tiers for the query as typed, then without its question words, then for each script's
    words of a mixed query; and another game's word for a term unless a term's name matched."""
    hits = _by_name(glossary, full_key)
    if key != full_key and not _named(hits):
        hits = {**_by_name(glossary, key), **hits}
    if not _named(hits):
        hits = {**_by_script(glossary, key), **hits}
    if glossary.game == "riftbound" and not any(hit.match == "exact" for hit in hits.values()):
        hits.update(_by_other_game(glossary, key))
    return hits


def _more(glossary: Glossary, hits: dict[int, Hit], key: str, wanted: int) -> dict[int, Hit]:
    """Further matches from the text: what mentions the term a name matched, else BM25 ranking."""
    named = [hit for hit in hits.values() if hit.match in ("exact", "alias", "other-game")]
    if named:
        return _mentions(glossary, min(named, key=_rank).entry, exclude=hits, wanted=wanted)
    return _by_text(glossary, key, exclude=hits, wanted=wanted)


def _mentions(glossary: Glossary, named: dict, exclude: dict[int, Hit], wanted: int) -> dict[int, Hit]:
    """Once a name has matched: the entries whose text mentions that term by its English name, as
    definitions in both languages write it, most mentions first. A plain scan: no index to load."""
    term = re.compile(r"(?<![a-z0-9])" + re.escape(normalize(named["en"])) + r"(?![a-z0-9])")
    counts = [(len(term.findall(keys["text"])), index) for index, keys in enumerate(glossary.keys)]
    found = sorted(((count, index) for count, index in counts if count and index not in exclude), key=lambda pair: (-pair[0], pair[1]))
    return {index: Hit(glossary.entries[index], "fulltext", float(50 + min(count, 10))) for count, index in found[:wanted]}


def _by_script(glossary: Glossary, key: str) -> dict[int, Hit]:
    """In a query mixing Thai and English ("rune deck มีกี่ใบ"), terms named by one script's words."""
    parts = [part.strip() for part in re.split("([\u0e00-\u0e7f]+)", key) if part.strip()]
    if len(parts) < 2:
        return {}
    hits = {}
    for part in parts:
        for index, hit in _by_name(glossary, part).items():
            if hit.match in ("exact", "alias") and index not in hits:
                hits[index] = hit._replace(score=hit.score - 10)
    return hits


def _named(hits: dict[int, Hit]) -> bool:
    return any(hit.match in ("exact", "alias") for hit in hits.values())


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
    if len(key) < (MIN_ENGLISH_SUBSTRING if key.isascii() else MIN_SUBSTRING):
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


def _by_vowel_order(glossary: Glossary, key: str) -> dict[int, Hit]:
    """Exact and alias hits once leading vowels typed after their consonant are put back
    (นเรทเศ for เนรเทศ): a misspelling, so in the fuzzy tier."""
    moved = leading_vowels_first(key)
    if not moved:
        return {}
    return {
        index: hit._replace(match="fuzzy")
        for index, hit in _by_name(glossary, moved).items()
        if hit.match in ("exact", "alias")
    }


def _by_spelling(glossary: Glossary, key: str) -> dict[int, Hit]:
    """Fuzzy hits: rapidfuzz ratio on the normalised and on the loose keys, whichever is higher."""
    if len(key) > MAX_FUZZY:
        return {}
    hits = {}
    for query, names_of in ((key, _all_names), (loose(key), _all_loose_names)):
        names, owners = names_of(glossary)
        if not could_reach_cutoff(query, names):
            continue
        from rapidfuzz import fuzz, process

        # processor=None: rapidfuzz's default processor strips Thai vowels and tone marks.
        for _, score, position in process.extract(
            query, names, scorer=fuzz.ratio, processor=None, score_cutoff=FUZZY_CUTOFF, limit=None
        ):
            index = owners[position]
            if index not in hits or hits[index].score < score:
                hits[index] = Hit(glossary.entries[index], "fuzzy", round(score, 1))
    return hits


def could_reach_cutoff(query: str, names: list[str]) -> bool:
    """Whether some name's rapidfuzz ratio with `query` could reach FUZZY_CUTOFF, told without
    rapidfuzz (whose import costs more than a look-up): the ratio is 200 * LCS / (len(query) +
    len(name)), and the longest common subsequence is at most the characters both hold,
    repeats counted (so also at most the shorter length, which bounds the name's length).
    False means rapidfuzz finds nothing."""
    length = len(query)
    if length == 0:
        return any(not name for name in names)
    # 200 * min(length, n) >= FUZZY_CUTOFF * (length + n), solved for the name's length n.
    shortest = FUZZY_CUTOFF * length / (200 - FUZZY_CUTOFF)
    longest = (200 - FUZZY_CUTOFF) * length / FUZZY_CUTOFF
    wanted = Counter(query)
    for name in names:
        if shortest <= len(name) <= longest:
            if 200 * sum((wanted & Counter(name)).values()) >= FUZZY_CUTOFF * (length + len(name)):
                return True
    return False


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


def _by_text(glossary: Glossary, key: str, exclude: dict[int, Hit], wanted: int) -> dict[int, Hit]:
    """The entries whose definitions, examples and names best match the query's words (BM25)."""
    from riftcheck.glossary.ranking import score

    ranked = [(index, value) for index, value in score(_text_index(glossary), key) if index not in exclude]
    if not ranked:
        return {}
    top = ranked[0][1]
    return {
        index: Hit(glossary.entries[index], "fulltext", round(60 * value / top, 1)) for index, value in ranked[:wanted]
    }


def _text_index(glossary: Glossary) -> dict:
    """The BM25 index of this glossary, from riftcheck's data cache."""
    from riftcheck.engine.cache import cached
    from riftcheck.glossary import notes, ranking
    from riftcheck.glossary.store import source_path

    riftbound = glossary.game == "riftbound"
    return cached(
        f"glossary-index-{glossary.game}",
        [source_path(glossary.game), *(notes.source_paths() if riftbound else ())],
        lambda files: ranking.build(glossary.entries, notes.notes() if riftbound else None),
        layout=ranking.LAYOUT,
    )


def _by_rule(glossary: Glossary, asked: str) -> dict[int, Hit]:
    """Entries citing the rule number, its parent rule or one of its sub-rules."""
    from riftcheck.glossary.rulecite import RELATIONS, best_citation

    hits = {}
    for index, entry in enumerate(glossary.entries):
        found = best_citation(entry, asked)
        if found:
            relation, cited = found
            hits[index] = Hit(entry, "rule", RELATIONS[relation], via={"rule": cited, "relation": relation})
    return hits


def _by_other_game(glossary: Glossary, key: str) -> dict[int, Hit]:
    """The Riftbound entries that play the role of another game's word typed as the query."""
    from riftcheck.glossary.crossref import matching

    hits = {}
    for pair in matching(key):
        entry = glossary.by_id.get(pair["riftbound"])
        if entry is not None:
            via = {field: pair.get(field) for field in ("game", "term", "th", "note_th", "note_en", "note_display")}
            via["both_games"] = pair.get("both_games", False)
            hits[glossary.entries.index(entry)] = Hit(entry, "other-game", 100.0, via=via)
    return hits

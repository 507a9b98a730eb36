"""Okapi BM25 over the glossary's text, for queries that describe a term rather than name it.

Thai is written without spaces between words, so Thai text is indexed as overlapping character
bigrams and trigrams (tone marks dropped, as players often leave them out), which needs no word
segmentation; English is indexed as whole words, so "main" never matches inside "domain". Each
entry is one document: its names and aliases (counted NAME_WEIGHT times), definitions and
examples in both languages, and the notes riftcheck.glossary.notes gathers (how players describe
it, what other games call it), which put a term in the words players bring with them. The index is built once per glossary version and kept in
riftcheck's data cache; a look-up that a name answers never loads it.
"""

from __future__ import annotations

import math
import re
from array import array
from collections import Counter

from riftcheck.glossary.index import TEXT_FIELDS
from riftcheck.engine.normalize import loose, normalize
from riftcheck.glossary.query import ENGLISH_FILLERS

K1 = 1.2
B = 0.75
NAME_WEIGHT = 3
LAYOUT = "4"  # raise when the shape of the built index changes

_THAI_RUN = re.compile("[\u0e00-\u0e7f]+")
_WORD = re.compile("[a-z0-9]+")


# Words too common to tell entries apart, besides the question words of ENGLISH_FILLERS.
STOPWORDS = ENGLISH_FILLERS | frozenset("and or to for with from at by be as if not no so than then there their they".split())


def terms(text: str) -> list[str]:
    """Index terms of a text: English words (not stopwords, lightly stemmed), pairs of adjacent
    English words (so "sword and shield" as a phrase outweighs its words apart), Thai n-grams."""
    key = normalize(text)
    words = [_stem(word) for word in _WORD.findall(key)]
    found = [word for word in words if word not in STOPWORDS]
    found += [f"{first} {second}" for first, second in zip(words, words[1:])]
    for run in _THAI_RUN.findall(loose(key)):
        found.extend(_ngrams(run))
    return found


def _stem(word: str) -> str:
    """A light English stemmer: attacked, attacks, attacking -> attack."""
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            return word[: -len(suffix)]
    return word


def _ngrams(run: str) -> list[str]:
    if len(run) < 3:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)] + [run[i : i + 3] for i in range(len(run) - 2)]


def build(entries: list[dict], notes: dict[str, list[str]] | None = None) -> dict:
    """Postings, document lengths and their average.

    A term's postings are the bytes of an array of unsigned shorts, entry index and count in turn:
    tens of thousands of small tuples would take longer to unpickle than a look-up may spend.
    `notes`: more text about some entries, by entry id.
    """
    postings: dict[str, list[int]] = {}
    lengths = []
    for index, entry in enumerate(entries):
        texts = [entry.get(field) or "" for field in TEXT_FIELDS] + (notes or {}).get(entry["id"], [])
        counts = Counter(terms(" ".join(texts)))
        for _ in range(NAME_WEIGHT):
            counts.update(terms(" ".join([entry["en"], entry.get("th") or "", *entry.get("aliases", ())])))
        for term, count in counts.items():
            postings.setdefault(term, []).extend((index, min(count, 0xFFFF)))
        lengths.append(sum(counts.values()))
    packed = {term: array("H", listed).tobytes() for term, listed in postings.items()}
    return {"postings": packed, "lengths": lengths, "average": sum(lengths) / max(len(lengths), 1)}


def score(index: dict, query: str) -> list[tuple[int, float]]:
    """(entry index, BM25 score) of every entry that shares a term with the query, best first."""
    postings, lengths, average = index["postings"], index["lengths"], index["average"]
    total = len(lengths)
    scores: Counter = Counter()
    for term, weight in Counter(terms(query)).items():
        packed = postings.get(term)
        if not packed:
            continue
        listed = array("H", packed)
        found = len(listed) // 2
        idf = math.log(1 + (total - found + 0.5) / (found + 0.5))
        for entry, count in zip(listed[::2], listed[1::2]):
            norm = count * (K1 + 1) / (count + K1 * (1 - B + B * lengths[entry] / average))
            scores[entry] += weight * idf * norm
    return scores.most_common()

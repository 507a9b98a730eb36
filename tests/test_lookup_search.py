"""Search tiers with real queries, in Thai and in English."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riftcheck.glossary.search import TIERS, search, suggest
from riftcheck.glossary.store import load


@pytest.fixture(scope="module")
def glossary():
    return load()


def best(glossary, query):
    hits = search(glossary, query)
    assert hits, f"nothing found for {query!r}"
    return hits[0]


@pytest.mark.parametrize(
    ("query", "entry_id", "match"),
    [
        # exact term, either language, any case
        ("accelerate", "accelerate", "exact"),
        ("ACCELERATE", "accelerate", "exact"),
        ("เร่งความเร็ว", "accelerate", "exact"),
        ("ตะแคง", "exhaust", "exact"),
        ("rune pool", "rune-pool", "exact"),
        ("Quick-Draw", "quick-draw", "exact"),
        ("มัลลิแกน", "mulligan", "exact"),  # the Thai term without its bracketed gloss
        # Thai with and without tone marks / MAITAIKHU
        ("เร่งความเรว", "accelerate", "exact"),
        ("เรงความเรว", "accelerate", "exact"),
        ("แอ็กชัน", "action", "exact"),
        ("แอกชน", "action", "fuzzy"),
        # English spacing variants
        ("Rune-Pool", "rune-pool", "exact"),  # the id
        ("quickdraw", "quick-draw", "alias"),
        ("quick  draw", "quick-draw", "alias"),
        ("quick–draw", "quick-draw", "fuzzy"),  # en dash
        # exact alias: transliterations and other names
        ("แอ็กชั่น", "action", "alias"),
        ("แอคชั่น", "action", "alias"),
        ("แอคชัน", "action", "alias"),
        ("graveyard", "trash", "other-game"),  # another game's word: see data/crossref.yaml
        ("สุสาน", "trash", "other-game"),  # another game's word: see data/crossref.yaml
        ("tap", "exhaust", "other-game"),  # another game's word: see data/crossref.yaml
        ("เด็ค", "main-deck", "alias"),
        # prefix
        ("accel", "accelerate", "prefix"),
        ("เร่ง", "accelerate", "prefix"),
        ("weapon", "weaponmaster", "prefix"),
        ("โซนเน", "banishment", "prefix"),
        # substring, Thai without word segmentation
        ("ความเร็ว", "accelerate", "substring"),
        ("อาวุธ", "disarm", "substring"),
        ("celera", "accelerate", "substring"),
        # fuzzy spelling
        ("acelerate", "accelerate", "fuzzy"),
        ("sheild", "shield", "fuzzy"),
        ("เร่งความเล็ว", "accelerate", "fuzzy"),
        ("ซุ่มโจมดี", "ambush", "fuzzy"),
        # typed with the wrong keyboard layout
        ("ฟแแำสำพฟะำ", "accelerate", "layout"),
        ("gij'8;k,giH;", "accelerate", "layout"),
        ("ะฟืา", "tank", "layout"),
        ("Sjk", "kill", "layout"),  # ฆ่า typed with the US layout on
        ("0yj;", "draw", "layout"),  # จั่ว
    ],
)
def test_best_match(glossary, query, entry_id, match):
    hit = best(glossary, query)
    assert (hit.entry["id"], hit.match) == (entry_id, match)


DOMAIN_COLOURS = {"fury": ("red", "แดง"), "calm": ("green", "เขียว"), "mind": ("blue", "น้ำเงิน"),
                  "body": ("orange", "ส้ม"), "chaos": ("purple", "ม่วง"), "order": ("yellow", "เหลือง")}


@pytest.mark.parametrize(("domain", "colour"), [(domain, colour) for domain, colours in DOMAIN_COLOURS.items()
                                                for colour in (*colours, "สี" + colours[1], colours[0].upper())])
def test_a_domain_s_colour_opens_the_domain(glossary, domain, colour):
    hit = best(glossary, colour)
    assert (hit.entry["id"], hit.match) == (domain, "alias")


@pytest.mark.parametrize(
    ("query", "entry_id"),
    [
        ("ข้าวหลามตัด", "body"),  # only in Body's Thai definition (its symbol)
        ("sword-and-shield", "might"),  # only in Might's English definition
        ("Tibbers", "signature"),
    ],
)
def test_full_text_of_definitions(glossary, query, entry_id):
    hit = best(glossary, query)
    assert (hit.entry["id"], hit.match) == (entry_id, "fulltext")


def test_full_text_needs_every_word(glossary):
    ids = {hit.entry["id"] for hit in search(glossary, "Tibbers Annie", limit=10)}
    assert ids == {"signature"}


@pytest.mark.parametrize(
    "query",
    ["เร่ง\u200bความเร็ว", "\ufeffเร่งความเร็ว", "เร่งความ\u200dเร็ว\u2060", "acc\u00adelerate", "\u200caccelerate\u200b"],
)
def test_invisible_characters_pasted_in(glossary, query):
    hit = best(glossary, query)
    assert (hit.entry["id"], hit.match, hit.score) == ("accelerate", "exact", 100.0)


def test_results_are_ranked_by_tier_then_score(glossary):
    hits = search(glossary, "draw", limit=10)
    assert [hit.entry["id"] for hit in hits[:3]] == ["draw", "draw-phase", "quick-draw"]
    ranks = [TIERS.index(hit.match) for hit in hits]
    assert ranks == sorted(ranks)
    for first, second in zip(hits, hits[1:]):
        if first.match == second.match:
            assert first.score >= second.score


def test_thai_prefix_prefers_the_shorter_term(glossary):
    hits = search(glossary, "ดาเมจ")
    assert hits[0].entry["id"] == "damage"  # exact
    prefixed = [hit.entry["id"] for hit in hits if hit.match == "prefix"]
    assert prefixed[:2] == ["bonus-damage", "lethal-damage"]


def test_limit_caps_the_results(glossary):
    assert len(search(glossary, "rune", limit=3)) == 3
    assert len(search(glossary, "rune", limit=8)) == 8


def test_layout_hit_says_what_was_meant(glossary):
    hit = best(glossary, "ฟแแำสำพฟะำ")
    assert hit.typed_as == "accelerate"
    assert best(glossary, "gij'8;k,giH;").typed_as == "เร่งความเร็ว"


@pytest.mark.parametrize(
    "query",
    [
        "๘๐๕",  # Thai digits
        "กฎข้อ ๘๐๕",
        "กฎข้อที่ 805",  # "rule number 805", as Thai writes it
        "ข้อที่805",
        "805?",
        "กฎข้อ 805 ?",
        "rules 805",
    ],
)
def test_a_rule_number_however_a_thai_player_writes_it(glossary, query):
    hit = best(glossary, query)
    assert (hit.entry["id"], hit.match, hit.via) == ("accelerate", "rule", {"rule": "805", "relation": "exact"})


@pytest.mark.parametrize(
    ("query", "entry_id", "match"),
    [
        ("ชิลด์คืออะไร?", "shield", "alias"),
        ("แทงก์คืออะไรครับ?", "tank", "exact"),
        ("what is tank?", "tank", "exact"),
        ("xp?", "xp", "exact"),
        ("Hold!", "hold", "exact"),
        ("tank…", "tank", "exact"),
        ("«ambush»", "ambush", "exact"),
        ("“ตะแคง”", "exhaust", "exact"),
    ],
)
def test_punctuation_around_a_question_changes_nothing(glossary, query, entry_id, match):
    hit = best(glossary, query)
    assert (hit.entry["id"], hit.match) == (entry_id, match)


@pytest.mark.parametrize(
    ("query", "entry_id"),
    [
        ("นเรทเศ", "banish"),  # เนรเทศ with each SARA E typed after its consonant
        ("ซโนนเรทเศ", "banishment"),  # โซนเนรเทศ
        ("ลโ่", "shield"),  # โล่
        ("ล่โ", "shield"),  # โล่, the tone mark typed before the vowel too
        ("ทเิร์น", "turn"),  # เทิร์น
        ("ชแนนเลคืออะไร", "channel"),  # แชนเนล, asked as a question
    ],
)
def test_leading_vowels_typed_after_their_consonant(glossary, query, entry_id):
    hit = best(glossary, query)
    assert (hit.entry["id"], hit.match) == (entry_id, "fuzzy")


@pytest.mark.parametrize("query", ["zzqqxx", "ฬฬฬฬฬ", "   ", "\u200b"])
def test_nothing_found(glossary, query):
    assert search(glossary, query) == []


def test_suggestions_stay_in_the_query_script(glossary):
    assert all(entry.get("th") for entry in suggest(glossary, "ซุ่มฆ่าาา"))
    suggested = suggest(glossary, "ambosh shield")
    assert len(suggested) == 3
    assert len({entry["id"] for entry in suggested}) == 3


def test_an_exact_hit_does_not_import_rapidfuzz():
    script = (
        "import sys\n"
        "from riftcheck.glossary.store import load\n"
        "from riftcheck.glossary.search import search\n"
        "hits = search(load(), 'เร่งความเร็ว')\n"
        "print(hits[0].match, 'rapidfuzz' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, encoding="utf-8", check=True)
    assert result.stdout.split() == ["exact", "False"]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=40) | st.text(alphabet="กขคงเแโไใ่้๊๋็์ัิีึืุูาำะ ฟหกดasdf", max_size=20))
def test_any_text_gives_ranked_results_or_none(query):
    glossary = load()
    hits = search(glossary, query, limit=4)
    assert len(hits) <= 4
    ranks = [TIERS.index(hit.match) for hit in hits]
    assert ranks == sorted(ranks)


def test_after_a_name_matches_the_others_are_entries_that_mention_that_term(glossary):
    # The Thai name's syllables (ความ, เร็ว) are everywhere; the others must mention Accelerate.
    others = [hit.entry["id"] for hit in search(glossary, "เร่งความเร็ว")[1:]]
    assert set(others) == {"ready", "cost"}  # the only two that mention it


def test_english_words_match_whole_words_only(glossary):
    ids = [hit.entry["id"] for hit in search(glossary, "main", limit=10)]
    assert ids[:2] == ["main-deck", "main-phase"] and "domain" not in ids


def test_rapidfuzz_is_skipped_only_where_it_would_find_nothing():
    import random

    from rapidfuzz import fuzz, process

    from riftcheck.glossary.search import FUZZY_CUTOFF, _all_loose_names, _all_names, could_reach_cutoff
    from riftcheck.glossary.store import load

    glossary = load()
    rng = random.Random(31)
    for names_of in (_all_names, _all_loose_names):
        names, _owners = names_of(glossary)
        queries = [name[: rng.randint(1, len(name))] + rng.choice(["", "e", "ก", "xy"]) for name in rng.sample(names, 200)]
        queries += ["ยูนิตที่โดนโจมตีก่อน", "acelerate", "zzzz", "ไม่มีคำนี้"]
        for query in queries:
            found = process.extract(query, names, scorer=fuzz.ratio, processor=None, score_cutoff=FUZZY_CUTOFF, limit=None)
            if not could_reach_cutoff(query, names):
                assert found == [], query
    assert could_reach_cutoff("acelerate", _all_names(glossary)[0])
    assert not could_reach_cutoff("ยูนิตที่โดนโจมตีก่อน", _all_names(glossary)[0])

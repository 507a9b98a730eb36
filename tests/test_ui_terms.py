"""One word per concept: the user-interface terms file, the usage messages and the Thai word list.

data/terms.json names the one English and one Thai word riftcheck uses for each concept and
the Thai forms it does not use; the Thai texts riftcheck prints must not use those.
"""

from __future__ import annotations

import json
import re
import string

import jsonschema
import pytest
import yaml

from riftcheck.engine.paths import data_dir

THAI_WORD = re.compile("^[\u0e01-\u0e5b]+$")


def _load(*parts: str) -> dict:
    return json.loads(data_dir().joinpath(*parts).read_text(encoding="utf-8"))


def _validator(name: str) -> jsonschema.Draft202012Validator:
    schema = _load("schema", name)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.fixture(scope="module")
def terms() -> dict[str, dict]:
    return _load("terms.json")["terms"]


@pytest.fixture(scope="module")
def glossaries() -> dict[str, dict[str, dict]]:
    """Glossary entries by `id` (Riftbound) and `mtg:id` (Magic)."""
    entries = {}
    for prefix, name in (("", "glossary_th.yaml"), ("mtg:", "glossary_mtg_th.yaml")):
        document = yaml.safe_load(data_dir().joinpath(name).read_text(encoding="utf-8"))
        entries.update({prefix + entry["id"]: entry for entry in document["entries"]})
    return entries


@pytest.mark.parametrize(
    "path,schema",
    [
        (("terms.json",), "terms.schema.json"),
        (("messages", "usage.json"), "usage-messages.schema.json"),
        (("thai_words.json",), "thai-words.schema.json"),
    ],
)
def test_the_file_validates_against_its_schema(path, schema):
    errors = [f"{error.json_path}: {error.message}" for error in _validator(schema).iter_errors(_load(*path))]
    assert errors == []


@pytest.mark.parametrize(
    "broken",
    [
        {"en": "deck"},
        {"en": "deck", "th": "เด็ค", "not_th": ["deck"]},
        {"en": "deck", "th": "เด็ค", "games": ["pokemon"]},
        {"en": "deck", "th": "เด็ค", "glossary": ["Main Deck"]},
    ],
)
def test_the_terms_schema_refuses_a_broken_term(terms, broken):
    document = {"about": "x", "terms": {**terms, "deck": broken}}
    assert list(_validator("terms.schema.json").iter_errors(document))


def test_no_term_refuses_a_word_another_term_uses(terms):
    preferred = {term["th"]: key for key, term in terms.items()}
    clashes = [(key, word) for key, term in terms.items() for word in term.get("not_th", ()) if word in preferred]
    assert clashes == []


def test_each_term_agrees_with_the_glossary_entries_it_names(terms, glossaries):
    """The glossary's Thai term or one of its aliases is the term, or one holds the other
    (การ์ดซิกเนเจอร์ and the glossary's ซิกเนเจอร์)."""
    disagreements = []
    for key, term in terms.items():
        for entry_id in term.get("glossary", ()):
            entry = glossaries[entry_id]
            thai = entry.get("th") or ""
            if term["th"] not in entry.get("aliases", ()) and not (thai and (thai in term["th"] or term["th"] in thai)):
                disagreements.append((key, entry_id, thai))
    assert disagreements == []


def test_magic_and_riftbound_glossaries_call_a_deck_a_deck(glossaries):
    assert glossaries["mtg:deck"]["th"] == "เด็ค" and "กองการ์ด" in glossaries["mtg:deck"]["aliases"]


def non_preferred(text: str, terms: dict[str, dict]) -> list[str]:
    """The not-preferred forms `text` uses, outside the preferred forms that contain them
    (ข้อผิด is not preferred, ข้อผิดพลาด is)."""
    found = []
    for word in (word for term in terms.values() for word in term.get("not_th", ())):
        masked = text
        for holder in sorted((term["th"] for term in terms.values() if word in term["th"]), key=len, reverse=True):
            masked = masked.replace(holder, "\0")
        found += [word] if word in masked else []
    return found


def test_the_check_finds_a_non_preferred_form_but_not_inside_a_preferred_one(terms):
    assert non_preferred("ข้อผิด 2 ข้อ", terms) == ["ข้อผิด"]
    assert non_preferred("ข้อผิดพลาด 2 ข้อ", terms) == []
    assert "กองการ์ดหลัก" in non_preferred("กองการ์ดหลักมี 54 ใบ", terms)


@pytest.mark.parametrize("path", [("messages", "refusals.json"), ("messages", "usage.json")])
def test_data_messages_use_the_preferred_thai_terms(terms, path):
    document = _load(*path)
    found = {
        key: non_preferred(templates["th"], terms)
        for section in ("refusals", "terms", "messages")
        for key, templates in document.get(section, {}).items()
    }
    assert {key: words for key, words in found.items() if words} == {}


def _placeholders(template: str) -> set[str]:
    return {name for _text, name, _spec, _conversion in string.Formatter().parse(template) if name}


def test_every_usage_message_has_the_same_placeholders_in_both_languages():
    messages = _load("messages", "usage.json")["messages"]
    assert {key: m for key, m in messages.items() if _placeholders(m["en"]) != _placeholders(m["th"])} == {}


def test_the_word_list_holds_every_thai_word_of_the_terms(terms):
    words = _load("thai_words.json")
    known = {*words["dictionary"], *words["game"]}
    used = {word for term in terms.values() for word in term["th"].split() if THAI_WORD.match(word)}
    assert sorted(used - known) == []
    assert not set(words["dictionary"]) & set(words["game"])


def _thai_texts() -> dict[str, str]:
    """Every Thai text riftcheck prints that is written in its code: rule messages, hints and
    documentation of both games, report and show labels, line reasons, by where it is."""
    from riftcheck.cli.show import LABELS as SHOW_LABELS
    from riftcheck.engine.inputs.reasons import REASONS
    from riftcheck.games.mtg import rules as magic_rules
    from riftcheck.games.mtg.show import LABELS as MAGIC_SHOW_LABELS
    from riftcheck.games.riftbound import rules
    from riftcheck.report.labels import LABELS

    texts = {}
    for rule in (*rules.ALL, *magic_rules.ALL):
        texts[f"{rule.CODE} doc"] = rule.DOC_TH
        for kind in ("MESSAGES", "HINTS"):
            for key, message in getattr(rule, kind, {}).items():
                texts[f"{rule.CODE} {kind.lower()} {key}"] = message.th
    for where, labels in (("report", LABELS["th"]), ("show", SHOW_LABELS["th"]), ("magic show", MAGIC_SHOW_LABELS["th"])):
        texts.update({f"{where} label {key}": text for key, text in labels.items()})
    texts.update({f"reason {key}": templates["th"] for key, templates in REASONS.items()})
    return texts


def test_every_thai_text_uses_the_preferred_terms(terms):
    found = {where: non_preferred(text, terms) for where, text in _thai_texts().items()}
    assert {where: words for where, words in found.items() if words} == {}


def test_no_message_prints_markdown_backquotes():
    """A terminal shows `riftcheck import FILE` with its backquotes: messages write commands plain."""
    from riftcheck.games.mtg import rules as magic_rules
    from riftcheck.games.riftbound import rules

    quoted = [(rule.CODE, key) for rule in (*rules.ALL, *magic_rules.ALL)
              for kind in ("MESSAGES", "HINTS") for key, message in getattr(rule, kind, {}).items()
              if "`" in message.en or "`" in message.th]
    assert quoted == []


def test_the_word_list_splits_every_thai_text_riftcheck_prints():
    """So that every Thai line wraps between words: a text with a word the list lacks would not
    be split at all (add the word to data/thai_words.json)."""
    from riftcheck.engine.thaibreak import unknown_runs

    texts = {**_thai_texts(), **{f"usage {key}": m["th"] for key, m in _load("messages", "usage.json")["messages"].items()},
             **{f"refusal {key}": m["th"] for key, m in _load("messages", "refusals.json")["refusals"].items()}}
    unknown = {where: unknown_runs(re.sub(r"\{[a-z_]+\}", " ", text)) for where, text in texts.items()}
    assert {where: runs for where, runs in unknown.items() if runs} == {}


def test_the_desks_thai_uses_the_preferred_terms(terms):
    """The registration desk's Thai (its gettext catalogue) takes the same words."""
    catalogue = data_dir().parent / "desk" / "registrations" / "locale" / "th" / "LC_MESSAGES" / "django.po"
    entries = re.findall(r'^msgstr "(.*)"\n((?:".*"\n)*)', catalogue.read_text(encoding="utf-8"), re.MULTILINE)
    thai = ["".join([first, *re.findall(r'^"(.*)"$', rest, re.MULTILINE)]) for first, rest in entries]
    assert len(thai) > 100
    assert {text: non_preferred(text, terms) for text in thai if non_preferred(text, terms)} == {}

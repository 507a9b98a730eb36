"""Template helpers: verdict words and finding groups exactly as `riftcheck check` prints them."""

from __future__ import annotations

import re

from django import template
from django.template.loader import render_to_string
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, gettext

from riftcheck.engine.terms import heading
from riftcheck.report.labels import label
from riftcheck.report.text import ZONE_ORDER

register = template.Library()
# The fields of unbound forms as written once in each language (form_fields): the same for
# every player, and writing their widgets through templates was a third of a private page.
_UNBOUND_FIELDS: dict[tuple, str] = {}


def page_language() -> str:
    return "th" if (get_language() or "").startswith("th") else "en"


@register.simple_tag
def rc(key: str) -> str:
    """riftcheck's own word for `key` (riftcheck.report.labels) in the page's language."""
    return label(page_language(), key)


@register.filter
def decks_in_language(submission) -> list[dict]:
    return submission.decks(page_language()) if submission else []


@register.filter
def first_problem(submission) -> str:
    return submission.first_problem(page_language()) if submission else ""


@register.filter
def by_zone(deck: dict) -> list[tuple[str, list[dict]]]:
    """The deck's findings grouped under their zone's heading, in the order `check` prints."""
    lang = page_language()
    return [(label(lang, "zone." + (zone or "deck")), found)
            for zone in ZONE_ORDER if (found := [f for f in deck["findings"] if f["zone"] == zone])]


@register.filter
def finding(found: dict) -> str:
    """One finding as a verdict's list item: severity, code, rule, line, message and hint.
    Python rather than template tags: a dozen tags a finding, for every finding of a list,
    were most of the time taken to show a verdict."""
    lang = page_language()
    html = format_html('<li class="{}"><span class="sev">{}</span> <code>{}</code>', found["severity"],
                       label(lang, found["severity"]), found["code"])
    if found.get("rule"):
        html += format_html(" ({} {})", label(lang, "rule"), found["rule"])
    if found.get("line"):
        html += format_html(" {} {}", label(lang, "line"), found["line"])
    html += format_html(': <span class="msg">{}</span>', shown(found["message"]))
    if found.get("hint"):
        html += format_html('<br><span class="hint">{}: {}</span>', label(lang, "hint"), shown(found["hint"]))
    return mark_safe(html + "</li>")


# The zones and card types of riftcheck.api.summarize_text, as data/terms.json words them.
_SUMMARY_TERMS = {"legend": "legend", "main": "main-deck", "battlefields": "battlefields", "runes": "rune-deck",
                  "sideboard": "sideboard", "Unit": "unit", "Spell": "spell", "Gear": "gear",
                  "Colourless": "colourless-riftbound"}


@register.filter
def summary_word(key: str) -> str:
    """A zone, card type or domain of a deck's summary in the page's language, as `show`
    gives it; a domain's name stays as it is (English in Thai too)."""
    if key in _SUMMARY_TERMS:
        return heading(_SUMMARY_TERMS[key], page_language())
    return gettext("Unknown cards") if key == "unknown" else key


@register.simple_tag
def form_fields(form) -> str:
    """The form's fields, each with its label, help and errors (form_fields.html); those of an
    unbound form are written once for what they show and the page's language."""
    if form.is_bound or form.initial or form.prefix:
        return render_to_string("registrations/form_fields.html", {"form": form})
    key = (type(form), get_language(), tuple((name, str(field.label), str(field.help_text), field.required,
                                              type(field.widget), tuple(field.widget.attrs.items()))
                                             for name, field in form.fields.items()))
    if key not in _UNBOUND_FIELDS:
        _UNBOUND_FIELDS[key] = render_to_string("registrations/form_fields.html", {"form": form})
    return _UNBOUND_FIELDS[key]


# Characters that would hide or reorder text on the page (controls, bidi overrides and
# isolates, zero-width characters), and the two noncharacters XML forbids (report.xlsx would
# not open): each is shown as its escape, as `check` shows controls.
_HIDDEN = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufffe\uffff]")


@register.filter
def shown(text) -> str:
    """Untrusted text (names, decklists, messages quoting them) with its hidden characters made
    visible; Django's autoescaping still escapes the HTML."""
    if not text:
        return ""
    return _HIDDEN.sub(lambda found: found.group().encode("unicode_escape").decode("ascii"), str(text))

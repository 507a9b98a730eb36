"""The Thai words of the desk's pages: complete, compiled, and shown to a Thai browser."""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import event
from django.test import Client
from django.urls import reverse

import riftcheck.desk.registrations as app

CATALOGUE = Path(app.__file__).parent / "locale" / "th" / "LC_MESSAGES"
_ENTRY = re.compile(r'^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)', re.M)


def _unquote(lines: str) -> str:
    return "".join(re.findall(r'"(.*)"', lines)).replace('\\"', '"').replace("\\n", "\n")


def _po_entries() -> dict[str, str]:
    text = (CATALOGUE / "django.po").read_text(encoding="utf-8")
    pairs = {_unquote(english): _unquote(thai) for english, thai in _ENTRY.findall(text)}
    pairs.pop("", None)  # the catalogue's header
    return pairs


def test_every_phrase_of_the_pages_has_its_thai_and_the_compiled_catalogue_matches():
    entries = _po_entries()
    assert len(entries) > 50
    compiled = gettext.GNUTranslations((CATALOGUE / "django.mo").open("rb"))
    for english, thai in entries.items():
        assert thai, f"no Thai for {english!r}"
        assert compiled.gettext(english) == thai, f"django.mo is older than django.po at {english!r}: compilemessages"


def test_a_thai_browser_gets_the_page_in_thai():
    page = Client(headers={"accept-language": "th-TH,th;q=0.9"}).get(reverse("event", args=[event().slug]))
    text = page.content.decode()
    assert page["Content-Language"] == "th" and "ตรวจและส่ง" in text and 'lang="th"' in text


def test_a_thai_browser_gets_the_pool_field_of_a_sealed_event_in_thai():
    page = Client(headers={"accept-language": "th"}).get(reverse("event", args=[event(format="sealed").slug]))
    text = page.content.decode()
    assert "พูลของคุณ" in text and "หรืออัปโหลดไฟล์พูล" in text and "Your pool" not in text


def test_a_thai_player_is_told_in_thai_that_a_name_is_too_long():
    response = Client(headers={"accept-language": "th"}).post(reverse("event", args=[event().slug]),
                                                               {"name": "ก" * 201, "decklist": "1 Charm"})
    text = response.content.decode()
    assert response.status_code == 400 and "ต้องมีไม่เกิน 200 ตัวอักษร (ตอนนี้มี 201 ตัว)" in text
    assert "Ensure this value" not in text

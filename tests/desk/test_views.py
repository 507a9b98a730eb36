"""The desk's pages through Django's test client: players, organisers, security, exports."""

from __future__ import annotations

import csv
import datetime
import io
import json
import re
import zipfile
from pathlib import Path

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import (BANNED_LATER, EVENT_DATE, HOSTILE_NAMES, ILLEGAL, ILLEGAL_FINDINGS, LEGAL, SEALED_DECK,
                          SEALED_POOL, SHORT_POOL, UNCONFIRMED, event, organiser)
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

import riftcheck
from riftcheck.desk import security
from riftcheck.desk.registrations.models import Registration, Submission
from riftcheck.engine.inputs.limits import MAX_DECKLIST_BYTES
from support import run_cli

PASSWORD = "a-long-desk-password"
LINK = re.compile(r'id="private-link" href="[^"]*(/r/[^/"]+/)"')


def _submit(client: Client, shop, name="Ann", text=LEGAL, **extra):
    return client.post(reverse("event", args=[shop.slug]), {"name": name, "decklist": text, **extra})


def _private_link(client: Client, response) -> str:
    assert response.status_code == 302, response.content[:500]
    page = client.get(response["Location"])
    return LINK.search(page.content.decode()).group(1)


def _logged_in(user=None) -> Client:
    client = Client()
    assert client.login(username=(user or organiser()).username, password=PASSWORD)
    return client


def test_a_player_submits_a_legal_list_and_gets_the_verdict_and_a_private_link_shown_once():
    shop = event()
    client = Client()
    response = _submit(client, shop)
    assert response.status_code == 302 and response["Location"].startswith("/r/")
    page = client.get(response["Location"]).content.decode()
    assert "✓ LEGAL" in page and 'id="private-link"' in page
    code = client.get(response["Location"] + "qr.svg")
    assert code["Content-Type"] == "image/svg+xml" and code.content.startswith(b"<svg")
    assert client.get("/r/not-a-real-token/qr.svg").status_code == 404
    again = client.get(response["Location"]).content.decode()
    assert "✓ LEGAL" in again and 'id="private-link"' not in again


# One finding of a verdict as the page shows it: code, rule, line, message and hint.
FINDING = re.compile(r'<code>(RC[0-9]{3})</code>(?: \((?:rule|กฎข้อ) ([^)]+)\))?(?: (?:line|บรรทัด) ([0-9]+))?: '
                     r'<span class="msg">([^<]*)</span>(?:<br><span class="hint">[^<:]*: ([^<]*)</span>)?')


def _findings_shown(page: str) -> list[tuple]:
    return [(code, rule or None, int(line) if line else None, message, hint)
            for code, rule, line, message, hint in FINDING.findall(page)]


def test_an_illegal_list_shows_every_finding_with_code_rule_line_and_hint():
    client = Client()
    response = _submit(client, event(), name="Ben", text=ILLEGAL)
    page = client.get(response["Location"]).content.decode()
    assert "✗ ILLEGAL" in page
    shown = {found[0]: found for found in _findings_shown(page)}
    assert sorted(found[:3] for found in shown.values()) == sorted(expected[:3] for expected in ILLEGAL_FINDINGS)
    for code, _rule, _line, words, _thai in ILLEGAL_FINDINGS:
        assert escape(words) in shown[code][3], code
    hints = {code: found[4] for code, found in shown.items()}
    assert hints["RC001"] == "Did you mean Jinx, Demolitionist, Noxian Demolitionist or Amateur Demolitionist?"
    assert hints["RC103"].startswith("3 of these cards could not be identified")


def test_a_finding_shows_its_words_escaped_and_its_hidden_characters_as_escapes_in_the_pages_language():
    from django.utils import translation

    from riftcheck.desk.registrations.templatetags.desk import finding

    found = {"severity": "warning", "code": "RC001", "rule": "103.2", "line": 4, "zone": "main",
             "message": 'Unknown card "<b>Jinx</b>\u202e"', "hint": "Did you mean A & B?"}
    with translation.override("th"):
        shown = finding(found)
    assert shown == ('<li class="warning"><span class="sev">เตือน</span> <code>RC001</code> (กฎข้อ 103.2) บรรทัด 4: '
                     '<span class="msg">Unknown card &quot;&lt;b&gt;Jinx&lt;/b&gt;\\u202e&quot;</span>'
                     '<br><span class="hint">วิธีแก้: Did you mean A &amp; B?</span></li>')
    with translation.override("en"):
        assert finding({**found, "rule": None, "line": None, "hint": None}) == (
            '<li class="warning"><span class="sev">warning</span> <code>RC001</code>: <span class="msg">Unknown card '
            '&quot;&lt;b&gt;Jinx&lt;/b&gt;\\u202e&quot;</span></li>')


def test_the_replace_form_of_a_private_page_is_in_each_visits_language_and_for_the_events_format():
    owner = organiser()
    constructed, sealed = event(owner), event(owner, format="sealed")
    client = Client()
    link = _private_link(client, _submit(client, constructed, name="Eve"))
    sealed_link = _private_link(client, _submit(client, sealed, name="Fay", text=SEALED_DECK, pool=SEALED_POOL))
    english = client.get(link).content.decode()
    thai = Client(headers={"accept-language": "th"}).get(link).content.decode()
    assert '<label for="id_decklist">Decklist</label>' in english and "เด็คลิสต์" not in english
    assert '<label for="id_decklist">เด็คลิสต์</label>' in thai
    assert 'name="pool"' not in english and 'name="pool"' in client.get(sealed_link).content.decode()
    refused = client.post(link, {"decklist": ""}).content.decode()
    assert "Paste your decklist or choose a file." in refused and 'name="decklist"' in refused


def test_the_verdict_comes_in_thai_when_the_browser_asks_for_thai():
    client = Client(headers={"accept-language": "th"})
    response = _submit(client, event(), name="Cat", text=ILLEGAL)
    page = client.get(response["Location"]).content.decode()
    assert "✗ ผิดกติกา" in page
    shown = {found[0]: found for found in _findings_shown(page)}
    assert sorted(found[:3] for found in shown.values()) == sorted(expected[:3] for expected in ILLEGAL_FINDINGS)
    for code, _rule, _line, _english, words in ILLEGAL_FINDINGS:
        assert escape(words) in shown[code][3], code


def test_switching_the_language_keeps_the_choice_in_a_cookie():
    from django.conf import settings

    client = Client()
    assert client.get(reverse("home"))["Content-Language"] == "en"
    response = client.post(reverse("set_language"), {"language": "th", "next": "/"})
    assert response.status_code == 302
    assert response.cookies[settings.LANGUAGE_COOKIE_NAME].value == "th"
    assert client.get(reverse("home"))["Content-Language"] == "th"
    # The cookie alone carries the choice: a fresh browser holding only it gets Thai.
    fresh = Client()
    fresh.cookies[settings.LANGUAGE_COOKIE_NAME] = "th"
    assert fresh.get(reverse("home"))["Content-Language"] == "th"


def test_htmx_gets_the_private_page_as_the_answer_with_the_link_shown_once_and_put_in_the_address_bar():
    client = Client()
    response = client.post(reverse("event", args=[event().slug]), {"name": "Dan", "decklist": LEGAL},
                           headers={"HX-Request": "true"})
    assert response.status_code == 200 and not response.has_header("HX-Redirect")
    link = response["HX-Push-Url"]
    assert link.startswith("/r/") and response["HX-Retarget"] == "body" and response["HX-Reswap"] == "innerHTML"
    first = response.content.decode()
    assert "✓ LEGAL" in first and f'id="private-link" href="http://testserver{link}"' in first
    assert f'src="{link}qr.svg"' in first and "<title>Dan — " in first
    # The page's forms act on the private address, not on the event page the request went to.
    assert f'hx-post="{link}"' in first and f'name="next" value="{link}"' in first
    reloaded = client.get(link).content.decode()
    assert "✓ LEGAL" in reloaded and 'id="private-link"' not in reloaded


def test_the_private_page_answered_to_htmx_lists_every_version_also_of_a_roster_entry_with_older_ones():
    from riftcheck.desk.registrations.models import new_token, token_digest

    shop = event()
    htmx = Client(headers={"HX-Request": "true"})
    fresh = htmx.post(reverse("event", args=[shop.slug]), {"name": "Gil", "decklist": LEGAL}).content.decode()
    assert fresh.count("<li><strong>Version") == 1 and "in force" in fresh
    # A roster entry whose only list came after a deadline later moved earlier: none in force.
    entry = Registration.objects.create(event=shop, name="Hana", token_digest=token_digest(new_token()))
    Submission.objects.create(registration=entry, content=ILLEGAL.encode(), text=ILLEGAL)
    page = htmx.post(reverse("event", args=[shop.slug]), {"name": "Hana", "decklist": LEGAL}).content.decode()
    assert Registration.objects.get(pk=entry.pk).submissions.count() == 2
    assert page.count("<li><strong>Version") == 2 and "Version 2" in page


def _versions(page: str) -> list[str]:
    return re.findall(r"<li><strong>Version \d+</strong> · [^—]*— ([^·<]*)", page)


def test_the_version_lists_word_each_verdict_as_check_does_never_an_unconfirmed_one_as_illegal():
    from riftcheck.desk.registrations.models import new_token, token_digest

    owner = organiser()
    shop = event(owner)
    client = Client()
    link = _private_link(client, _submit(client, shop, name="Ivo", text=UNCONFIRMED))
    assert client.post(link, {"decklist": ILLEGAL}).status_code == 302
    assert client.post(link, {"decklist": LEGAL}).status_code == 302
    assert [word.strip() for word in _versions(client.get(link).content.decode())] == [
        "✓ LEGAL", "✗ ILLEGAL", "? UNCONFIRMED"]  # newest first
    # A version not yet checked is neither legal nor illegal, on the organiser's page too.
    entry = Registration.objects.create(event=shop, name="Jun", token_digest=token_digest(new_token()))
    Submission.objects.create(registration=entry, content=LEGAL.encode(), text=LEGAL)
    page = _logged_in(owner).get(reverse("organiser-registration", args=[shop.slug, entry.pk])).content.decode()
    assert [word.strip() for word in _versions(page)] == ["…"]


def test_without_javascript_the_submission_redirects_to_the_private_page_which_shows_the_link_once():
    client = Client()
    response = _submit(client, event(), name="Dot")
    assert response.status_code == 302 and not response.has_header("HX-Push-Url")
    link = response["Location"]
    first = client.get(link).content.decode()
    assert f'id="private-link" href="http://testserver{link}"' in first and f'name="next" value="{link}"' in first
    assert 'id="private-link"' not in client.get(link).content.decode()


def test_replacing_through_the_private_link_keeps_both_versions():
    client = Client()
    link = _private_link(client, _submit(client, event(), name="Eve", text=ILLEGAL))
    response = client.post(link, {"decklist": LEGAL})
    assert response.status_code == 302
    page = client.get(link).content.decode()
    assert "✓ LEGAL" in page and page.count("<li>") >= 2
    registration = Registration.objects.get(name="Eve")
    assert registration.submissions.count() == 2 and registration.current.legal


@pytest.mark.parametrize("name, data, sentence", [
    ("photo.png", b"\x89PNG\r\n\x1a\n" + bytes(64), "photo.png is a PNG image, not a text decklist."),
    ("huge.txt", b"1 Charm\n" * (MAX_DECKLIST_BYTES // 8 + 1),
     "huge.txt is over 5 MB; the size limit is 5 MB for a decklist file and 64 MB for a Carde.io export."),
    ("nul.txt", b"1 Charm\x00\n" * 10, "nul.txt contains NUL characters, so it is a binary file, not a text decklist."),
])
@pytest.mark.parametrize("htmx", [False, True])
def test_an_upload_that_is_no_text_gets_the_cli_sentence_in_the_forms_place_and_nothing_is_stored(name, data,
                                                                                                 sentence, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    response = Client(headers=headers).post(reverse("event", args=[event().slug]),
                                            {"name": "Fay", "file": _upload(name, data)})
    page = response.content.decode()
    assert response.status_code == 400 and escape(sentence) in page
    assert 'id="register"' in page and ("<html" in page) != htmx  # the form again, all of the page or its part
    assert not Registration.objects.exists() and not Submission.objects.exists()


def test_a_pasted_nul_gets_the_cli_sentence_alone():
    response = _submit(Client(), event(), name="Fay", text="1 Charm\x00\n")
    page = response.content.decode()
    assert response.status_code == 400 and "contains NUL characters" in page
    assert "Paste your decklist or choose a file." not in page and not Registration.objects.exists()


def test_a_refusal_naming_the_list_by_the_players_name_shows_its_hidden_characters_as_escapes():
    shop = event()
    owner = shop.organisers.get()
    name = "Mal\u202elory\u200b"
    sentence = "Mal\\u202elory\\u200b.txt contains NUL characters"
    assert sentence in _submit(Client(), shop, name=name, text="1 Charm\x00\n").content.decode()
    client = Client()
    link = _private_link(client, _submit(client, shop, name=name))
    assert sentence in client.post(link, {"decklist": "1 Charm\x00\n"}).content.decode()
    entry = Registration.objects.get()
    page = _logged_in(owner).post(reverse("organiser-registration", args=[shop.slug, entry.pk]),
                                  {"decklist": "1 Charm\x00\n"}).content.decode()
    assert sentence in page and "\u202e" not in page.split("<h1>", 1)[1]


def test_text_that_is_no_decklist_is_stored_unreadable_and_limited_per_device():
    shop, client = event(), Client()
    notes = b"Bring snacks\nRound one at ten\nTables at nine\n"
    response = client.post(reverse("event", args=[shop.slug]), {"name": "Fay", "file": _upload("notes.txt", notes)})
    page = client.get(response["Location"]).content.decode()
    sentence = ("notes.txt has nothing that reads as a card entry (line 1: not a card entry: expected a count and "
                "a card name, like '2 Charm').")
    assert escape(sentence) in page and "UNREADABLE" in page
    for number in range(security.UNREADABLE_ALLOWED - 1):
        client.post(reverse("event", args=[shop.slug]), {"name": f"Fay {number}", "file": _upload("notes.txt", notes)})
    stopped = client.post(reverse("event", args=[shop.slug]), {"name": "Gil", "decklist": LEGAL})
    assert stopped.status_code == 429 and "could not read came from this device" in stopped.content.decode()
    assert Registration.objects.count() == security.UNREADABLE_ALLOWED
    assert _submit(Client(), shop, name="Hana").status_code == 302  # another phone on the same Wi-Fi


def test_the_organiser_deletes_a_registration_with_every_version():
    owner = organiser()
    shop = event(owner)
    _submit(Client(), shop, name="Junk", text="Bring snacks\nRound one at ten\n")
    entry = Registration.objects.get(name="Junk")
    orga = _logged_in(owner)
    response = orga.post(reverse("organiser-delete", args=[shop.slug, entry.pk]))
    assert response.status_code == 302 and not Registration.objects.exists() and not Submission.objects.exists()
    other = event(organiser("other"), name="Other shop")
    _submit(Client(), other, name="Kept")
    kept = Registration.objects.get(name="Kept")
    assert orga.post(reverse("organiser-delete", args=[other.slug, kept.pk])).status_code == 404
    assert Registration.objects.filter(pk=kept.pk).exists()


def test_an_empty_form_is_turned_down_with_a_message_not_an_error_page():
    response = Client().post(reverse("event", args=[event().slug]), {"name": "Gus", "decklist": "  "})
    assert response.status_code == 400 and "Paste your decklist or choose a file." in response.content.decode()


@pytest.mark.parametrize("hostile", HOSTILE_NAMES)
def test_hostile_names_and_lists_are_escaped_on_every_page(hostile):
    owner = organiser()
    shop = event(owner)
    client = Client()
    response = _submit(client, shop, name=hostile, text=f"// {hostile}\n{LEGAL}\n1 {hostile}\n")
    pages = [client.get(response["Location"]).content.decode()]
    orga = _logged_in(owner)
    registration = Registration.objects.get(event=shop)
    pages.append(orga.get(reverse("organiser-event", args=[shop.slug])).content.decode())
    pages.append(orga.get(reverse("organiser-registration", args=[shop.slug, registration.pk])).content.decode())
    pages.append(orga.get(reverse("organiser-sheet", args=[shop.slug, registration.pk])).content.decode())
    for page in pages:
        assert "<script>alert" not in page and "<b>bold" not in page
        assert "\u202e" not in page and "\u200b" not in page and "\x1b" not in page


def test_pages_carry_a_strict_content_security_policy_and_no_inline_script():
    client = Client()
    response = client.get(reverse("event", args=[event().slug]))
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy and "frame-ancestors 'none'" in policy
    page = response.content.decode()
    scripts = re.findall(r"<script[^>]*>(.*?)</script>", page, re.S)
    assert scripts and all(body.strip() == "" for body in scripts)
    assert all(address.startswith(("/", "data:")) for address in re.findall(r'(?:src|href)="([^"]*)"', page))


def test_forms_need_the_csrf_token():
    client = Client(enforce_csrf_checks=True)
    response = client.post(reverse("event", args=[event().slug]), {"name": "Hal", "decklist": LEGAL})
    assert response.status_code == 403 and not Registration.objects.exists()


def test_wrong_private_links_are_404_and_many_of_them_are_refused():
    shop = event()
    client = Client()
    good = _private_link(client, _submit(client, shop))
    for attempt in range(security.GUESSES_ALLOWED):
        assert client.get(f"/r/guess{attempt}aaaaaaaaaaaaaaaaaaa/").status_code == 404
    assert client.get("/r/another-guess/").status_code == 429
    # A correct link still opens, for this phone and every other behind the shop's one address.
    assert client.get(good).status_code == 200 and Client().get(good).status_code == 200


def test_a_token_opens_only_its_own_registration():
    shop = event()
    first, second = Client(), Client()
    link_one = _private_link(first, _submit(first, shop, name="Ivy"))
    _private_link(second, _submit(second, shop, name="Jon", text=ILLEGAL))
    page = second.get(link_one).content.decode()
    assert "Ivy" in page and "Jon" not in page


def test_a_taken_player_id_is_only_claimed_and_many_tries_are_stopped():
    shop = event()
    client = Client()
    _submit(client, shop, name="Kim", player_id="P-7")
    response = _submit(client, shop, name="Lee", player_id="P-7")
    assert response.status_code == 302 and "awaits the organiser" in client.get(response["Location"]).content.decode()
    assert Registration.objects.filter(event=shop, player_id="P-7").get().name == "Kim"
    for attempt in range(security.GUESSES_ALLOWED - 1):
        _submit(client, shop, name="Lee", player_id="P-7")
    stopped = _submit(Client(), shop, name="Lee", player_id="P-7")  # that id, from any device
    assert stopped.status_code == 429 and "tried too often" in stopped.content.decode()
    assert Registration.objects.filter(event=shop).count() == security.GUESSES_ALLOWED + 1
    # The limit is on the id tried, not the address: another player id from the same device goes in.
    assert _submit(client, shop, name="Lee", player_id="P-8").status_code == 302


def test_tries_of_a_taken_id_written_otherwise_count_as_tries_of_that_id():
    shop = event()
    client = Client()
    _submit(client, shop, name="Kim", player_id="P-7")
    # Each is the id P-7 as the desk compares ids (case, width, invisible characters).
    variants = ["p-7", "Ｐ-７", "P-7\u200b", "\u200bP-7", "P\u200c-7", "P-7\u2060", "P-7\u00ad", "ｐ-7"]
    for attempt in range(security.GUESSES_ALLOWED):
        _submit(client, shop, name="Lee", player_id=variants[attempt % len(variants)] + "\u200b" * attempt)
    stopped = _submit(Client(), shop, name="Lee", player_id="P-7")
    assert stopped.status_code == 429 and "tried too often" in stopped.content.decode()


def test_organiser_pages_need_a_login_and_only_show_the_organisers_own_events():
    owner, other = organiser("owner"), organiser("other")
    shop = event(owner)
    table = reverse("organiser-event", args=[shop.slug])
    assert Client().get(table).status_code == 302
    assert _logged_in(other).get(table).status_code == 404
    assert _logged_in(owner).get(table).status_code == 200


def test_an_organiser_creates_an_event_from_the_form():
    client = _logged_in()
    response = client.post(reverse("organiser-events"), {
        "name": "Friday Nexus Night", "date": "2026-12-04", "format": "2v2", "rules_date": "",
        "deadline": "2026-12-04T18:00", "publish_lists": "on"})
    assert response.status_code == 302
    page = client.get(response["Location"]).content.decode()
    assert "Friday Nexus Night" in page and "2v2" in page


def test_the_table_puts_illegal_lists_first_and_filters_missing_and_illegal():
    owner = organiser()
    shop = event(owner)
    client = Client()
    for name, text in (("Ann", LEGAL), ("Zed", ILLEGAL)):
        _submit(client, shop, name=name, text=text)
    orga = _logged_in(owner)
    page = orga.get(reverse("organiser-event", args=[shop.slug])).content.decode()
    assert page.index("Zed") < page.index("Ann")
    illegal = orga.get(reverse("organiser-event", args=[shop.slug]) + "?show=illegal").content.decode()
    assert "Zed" in illegal and ">Ann<" not in illegal


def test_recheck_all_with_a_later_rules_date_highlights_the_changed_verdicts():
    owner = organiser()
    shop = event(owner, date=EVENT_DATE.replace(year=2026, month=3, day=1))
    client = Client()
    _submit(client, shop, name="Viktor player", text=BANNED_LATER)
    orga = _logged_in(owner)
    response = orga.post(reverse("organiser-recheck", args=[shop.slug]), {"rules_date": "2026-11-29"})
    page = orga.get(response["Location"]).content.decode()
    assert 'class="illegal changed"' in page and "1 verdicts changed" in page


def test_the_event_page_names_the_card_and_format_data_in_force():
    owner = organiser()
    shop = event(owner)
    page = _logged_in(owner).get(reverse("organiser-event", args=[shop.slug])).content.decode()
    assert f"Card and format data in force: riftcheck {riftcheck.__version__}, format data " in page
    assert "Newest ban wave: effective 2026-09-18 in constructed, 2v2: Ekko, Recurrent; Stacked Deck " in page
    assert "Provisional card data (previews): Radiance (preview of 2026-10-08)." in page
    assert "Sets announced, without card data yet: Legacy (release 2027-01-29), The Reckoning (release 2027-04-30)." in page


def test_closing_refuses_players_and_reopening_lets_them_in_again():
    owner = organiser()
    shop = event(owner)
    orga = _logged_in(owner)
    orga.post(reverse("organiser-close", args=[shop.slug]))
    response = _submit(Client(), shop)
    assert response.status_code == 400 and "closed" in response.content.decode()
    assert not Registration.objects.exists()
    orga.post(reverse("organiser-reopen", args=[shop.slug]))
    assert _submit(Client(), shop).status_code == 302


def test_the_organiser_replaces_a_list_logged_as_theirs_and_drops_a_player():
    owner = organiser()
    shop = event(owner)
    _submit(Client(), shop, name="Ann", text=ILLEGAL)
    registration = Registration.objects.get()
    orga = _logged_in(owner)
    orga.post(reverse("organiser-registration", args=[shop.slug, registration.pk]), {"decklist": LEGAL})
    current = Registration.objects.get().current
    assert current.legal and current.submitted_by == owner
    orga.post(reverse("organiser-drop", args=[shop.slug, registration.pk]))
    assert Registration.objects.get().dropped
    page = orga.get(reverse("organiser-registration", args=[shop.slug, registration.pk])).content.decode()
    assert "entered by orga" in page and "Restore player" in page


def test_the_registration_page_shows_the_list_as_riftcheck_reads_it():
    owner = organiser()
    shop = event(owner)
    _submit(Client(), shop, text=LEGAL)
    registration = Registration.objects.get()
    page = _logged_in(owner).get(reverse("organiser-registration", args=[shop.slug, registration.pk])).content.decode()
    summary = page.split('<div class="summary">', 1)[1].split("</div>", 1)[0]
    # examples/lillia.txt, read: the legend with the domains of its card, the champion from its
    # own section, and each zone counted (main: 39 lines' copies and the Chosen Champion).
    assert "<strong>Legend</strong> Lillia, Bashful Bloom (Calm · Mind)" in summary
    assert "<strong>Chosen Champion</strong> Lillia, Fae Fawn" in summary
    assert "Legend 1 · Main deck 40 · Battlefields 3 · Rune deck 12 · Sideboard 10" in summary
    curve = [int(count) for count in re.findall(r'<meter min="0" max="40" value="([0-9]+)">', summary)]
    assert len(curve) == 8 and sum(curve) == 40  # costs 0 to 7+, every main deck card once


def test_the_csv_report_is_the_check_report_of_the_lists_and_formulaescape(tmp_path):
    owner = organiser()
    shop = event(owner)
    client = Client()
    _submit(client, shop, name="=cmd|' /C calc'!A0", text=ILLEGAL)
    _submit(client, shop, name="Ben", text=LEGAL)
    response = _logged_in(owner).get(reverse("organiser-export", args=[shop.slug, "report.csv"]))
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert sorted(row["player"] for row in rows) == sorted(["'=cmd|' /C calc'!A0", "Ben"])
    by_player = {row["player"]: row for row in rows}
    assert by_player["Ben"]["legal"] == "yes" and by_player["'=cmd|' /C calc'!A0"]["legal"] == "no"
    # The same columns and verdict as `riftcheck check --report` gives for the same text.
    (tmp_path / "Ben.txt").write_text(LEGAL, encoding="utf-8")
    run_cli("check", "--as-of", EVENT_DATE.isoformat(), "-o", "json", str(tmp_path / "Ben.txt"),
            "--report", str(tmp_path / "report.csv"))
    [cli_row] = list(csv.DictReader((tmp_path / "report.csv").open(encoding="utf-8")))
    assert list(by_player["Ben"])[:len(cli_row)] == list(cli_row)  # then the desk's own columns
    assert {key: cli_row[key] for key in ("legend", "champion", "legal", "errors", "codes")} == \
        {key: by_player["Ben"][key] for key in ("legend", "champion", "legal", "errors", "codes")}


def test_the_zip_and_the_cardeio_export_give_back_every_list_and_check_reads_the_export(tmp_path):
    owner = organiser()
    shop = event(owner)
    client = Client()
    _submit(client, shop, name="../../etc/passwd", text=ILLEGAL)
    _submit(client, shop, name="Ben", text=LEGAL)
    orga = _logged_in(owner)
    archive = zipfile.ZipFile(io.BytesIO(orga.get(reverse("organiser-export", args=[shop.slug, "lists.zip"])).content))
    assert all("/" not in name and ".." not in name.replace("...", "") for name in archive.namelist())
    assert sorted(archive.read(name).decode() for name in archive.namelist()) == sorted([ILLEGAL, LEGAL])
    export = orga.get(reverse("organiser-export", args=[shop.slug, "cardeio.json"])).content
    (tmp_path / "export.json").write_bytes(export)
    document = riftcheck.check_text(export, filename="export.json", as_of=EVENT_DATE)
    verdicts = {deck["player"]: deck["legal"] for deck in document["decks"]}
    assert verdicts == {"../../etc/passwd": False, "Ben": True}
    report = json.loads(orga.get(reverse("organiser-export", args=[shop.slug, "report.json"])).content)
    assert report["totals"] == {"decks": 2, "legal": 1, "illegal": 1, "unconfirmed": 0, "unreadable": 0}


def test_an_unknown_export_is_404():
    owner = organiser()
    shop = event(owner)
    assert _logged_in(owner).get(reverse("organiser-export", args=[shop.slug, "secrets.txt"])).status_code == 404


def test_a_fault_shows_the_player_that_the_organiser_has_the_list(monkeypatch):
    monkeypatch.setattr(riftcheck.api, "check_text", lambda *a, **k: 1 / 0)
    monkeypatch.setattr(riftcheck.api, "check_results", lambda *a, **k: 1 / 0)
    client = Client()
    page = client.get(_submit(client, event())["Location"]).content.decode()
    assert "could not be checked; the organiser has it" in page
    assert Submission.objects.get().state == Submission.FAULT


def test_published_lists_appear_only_after_the_deadline_when_the_organiser_publishes_them():
    owner = organiser()
    shop = event(owner, publish_lists=True)
    _submit(Client(), shop, name="Ann", text=LEGAL)
    url = reverse("published", args=[shop.slug])
    assert Client().get(url).status_code == 404
    _logged_in(owner).post(reverse("organiser-close", args=[shop.slug]))
    assert "Ann" in Client().get(url).content.decode()


def test_the_admin_lists_registrations_for_a_superuser():
    from django.contrib.auth import get_user_model

    get_user_model().objects.create_superuser("root", password=PASSWORD)
    _submit(Client(), event())
    client = Client()
    client.login(username="root", password=PASSWORD)
    assert client.get("/admin/registrations/registration/").status_code == 200


def test_editing_the_rules_date_checks_every_list_again():
    owner = organiser()
    shop = event(owner, date=EVENT_DATE.replace(month=3, day=1))
    _submit(Client(), shop, name="Ann", text=BANNED_LATER)
    orga = _logged_in(owner)
    response = orga.post(reverse("organiser-edit", args=[shop.slug]), {
        "name": shop.name, "date": "2026-03-01", "format": "constructed", "rules_date": "2026-11-29",
        "deadline": "", "publish_lists": ""})
    assert response.status_code == 302
    current = Registration.objects.get().current
    assert current.legal is False and current.changed and current.checked_as_of.isoformat() == "2026-11-29"


def _upload(name: str, data: bytes) -> io.BytesIO:
    upload = io.BytesIO(data)
    upload.name = name
    return upload


def test_the_pool_field_is_offered_only_in_sealed_and_draft_and_comes_before_the_deck():
    owner = organiser()
    for format_name in ("constructed", "casual", "2v2"):
        page = Client().get(reverse("event", args=[event(owner, format=format_name).slug])).content.decode()
        assert 'name="pool"' not in page and 'name="pool_file"' not in page, format_name
    for format_name in ("sealed", "draft"):
        page = Client().get(reverse("event", args=[event(owner, format=format_name).slug])).content.decode()
        assert page.index('name="pool"') < page.index('name="pool_file"') < page.index('name="decklist"')


def test_a_player_registers_an_uploaded_pool_then_the_deck_and_the_verdict_checks_the_deck_against_it():
    shop = event(format="sealed")
    client = Client()
    response = _submit(client, shop, name="Ann", text=SEALED_DECK,
                       pool_file=_upload("ann-pool.txt", SHORT_POOL.encode()))
    page = client.get(response["Location"]).content.decode()
    assert "✗ ILLEGAL" in page and "RC122" in page
    assert escape("Stupefy: 3 copies are used, but the pool has 2.") in page
    assert "Checked against the pool ann-pool.txt" in page
    assert Registration.objects.get().current.pool_filename == "ann-pool.txt"


def test_replacing_the_deck_without_a_pool_keeps_the_registered_pool():
    client = Client()
    shop = event(format="sealed")
    link = _private_link(client, _submit(client, shop, name="Bea", text=SEALED_DECK, pool=SEALED_POOL))
    page = client.get(link).content.decode()
    assert "✓ LEGAL" in page and "Empty: the pool registered before is kept." in page
    assert client.post(link, {"decklist": SEALED_DECK.replace("\n", "\r\n")}).status_code == 302
    current = Registration.objects.get().current
    assert current.legal and current.pool_text == SEALED_POOL and Registration.objects.get().submissions.count() == 2


def test_a_pool_riftcheck_cannot_read_is_turned_down_with_the_cli_sentence():
    shop = event(format="draft")
    png = _upload("pool.png", b"\x89PNG\r\n\x1a\n" + bytes(64))
    response = _submit(Client(), shop, name="Cal", text=SEALED_DECK, pool_file=png)
    assert response.status_code == 400 and "is a PNG image, not a text decklist" in response.content.decode()
    assert not Registration.objects.exists()


# Each hostile name (desk_testing.HOSTILE_NAMES) in a pool as the page's source must hold it:
# markup escaped, bidi and control characters written out as escapes. A pool is read as a list
# is, so its zero-width characters are gone before it is shown (riftcheck.decoding).
SHOWN_ESCAPED = {
    "<script>alert(1)</script>": "&lt;script&gt;alert(1)&lt;/script&gt;",
    "\"quoted' & <b>bold</b>": "&quot;quoted&#x27; &amp; &lt;b&gt;bold&lt;/b&gt;",
    "\u202eevil\u202c name\u200b": "\\u202eevil\\u202c name",
    "\x1b[31mred\x1b[0m": "\\x1b[31mred\\x1b[0m",
    "=HYPERLINK(\"http://x\")": "=HYPERLINK(&quot;http://x&quot;)",
}


@pytest.mark.parametrize("hostile", HOSTILE_NAMES)
def test_a_hostile_pool_is_escaped_on_the_players_and_the_organisers_pages(hostile):
    owner = organiser()
    shop = event(owner, format="sealed")
    client = Client()
    response = _submit(client, shop, name="Dot", text=SEALED_DECK, pool=f"// {hostile}\n{SEALED_POOL}\n1 {hostile}\n")
    registration = Registration.objects.get(event=shop)
    organiser_page = reverse("organiser-registration", args=[shop.slug, registration.pk])
    pages = [client.get(response["Location"]).content.decode(), _logged_in(owner).get(organiser_page).content.decode()]
    for page in pages:
        pool = page.split('class="decklist pool"', 1)[1]
        assert f"// {SHOWN_ESCAPED[hostile]}\n" in pool and f"\n1 {SHOWN_ESCAPED[hostile]}\n" in pool
        assert "<script>alert" not in page and "<b>bold" not in page
        assert "\u202e" not in page and "\u200b" not in page and "\x1b" not in page


def test_the_sealed_form_needs_the_csrf_token():
    client = Client(enforce_csrf_checks=True)
    response = _submit(client, event(format="sealed"), name="Eli", text=SEALED_DECK, pool=SEALED_POOL)
    assert response.status_code == 403 and not Registration.objects.exists()


def test_an_organiser_creates_a_sealed_event_in_a_region_and_the_page_names_the_region():
    client = _logged_in()
    response = client.post(reverse("organiser-events"), {
        "name": "Sealed Sunday", "date": "2026-12-06", "format": "sealed", "region": "kr", "rules_date": "",
        "deadline": ""})
    assert response.status_code == 302
    from riftcheck.desk.registrations.models import Event

    shop = Event.objects.get(name="Sealed Sunday")
    assert (shop.format, shop.region, shop.limited) == ("sealed", "kr", True)
    assert "region kr" in Client().get(reverse("event", args=[shop.slug])).content.decode()
    refused = client.post(reverse("organiser-events"), {"name": "X", "date": "2026-12-06", "format": "sealed",
                                                         "region": "atlantis"})
    assert refused.status_code == 200 and not Event.objects.filter(name="X").exists()


def test_a_sealed_events_zip_holds_decks_and_pools_that_check_pool_dir_reads_back(tmp_path):
    owner = organiser()
    shop = event(owner, format="sealed")
    _submit(Client(), shop, name="Ann", text=SEALED_DECK, pool=SEALED_POOL)
    _submit(Client(), shop, name="Bob", text=SEALED_DECK, pool=SHORT_POOL)
    _submit(Client(), shop, name="Cy", text=SEALED_DECK)
    archive = zipfile.ZipFile(io.BytesIO(_logged_in(owner).get(
        reverse("organiser-export", args=[shop.slug, "lists.zip"])).content))
    assert sorted(archive.namelist()) == ["decks/001-Ann.txt", "decks/002-Bob.txt", "decks/003-Cy.txt",
                                          "pools/001-Ann.txt", "pools/002-Bob.txt"]
    archive.extractall(tmp_path)
    result = run_cli("check", "-o", "json", "--as-of", EVENT_DATE.isoformat(), "--format", "sealed",
                     "--pool-dir", str(tmp_path / "pools"), str(tmp_path / "decks"))
    decks = {Path(deck["path"]).stem: deck for deck in json.loads(result.stdout)["decks"]}
    assert [s.legal for s in Submission.objects.order_by("registration__name")[:2]] == [True, False]
    assert (decks["001-Ann"]["legal"], decks["002-Bob"]["legal"]) == (True, False)
    # Cy registered no pool: the folder has none for that deck, which `check --pool-dir` reports.
    assert any(f["message"].startswith("No pool was found for this deck") for f in decks["003-Cy"]["findings"])


@pytest.fixture
def started(monkeypatch):
    """Background jobs from two lists in force, their threads recorded instead of started:
    (target, args) of each, for the test to run what the thread would."""
    from riftcheck.desk.registrations import jobs

    recorded = []

    class Recorded:
        def __init__(self, target, args, **options):
            recorded.append((target, args))

        def start(self):
            pass

    monkeypatch.setattr(jobs, "IN_BACKGROUND_FROM", 2)
    monkeypatch.setattr(jobs.threading, "Thread", Recorded)
    return recorded


def test_a_large_events_recheck_runs_in_the_background_and_the_table_shows_its_progress(started):
    from riftcheck.desk.registrations import jobs

    owner = organiser()
    shop = event(owner, date=EVENT_DATE.replace(month=3, day=1))  # both lists are legal then
    _submit(Client(), shop, name="Vic", text=BANNED_LATER)
    _submit(Client(), shop, name="Wes", text=BANNED_LATER)
    orga = _logged_in(owner)
    table = reverse("organiser-event", args=[shop.slug])
    # After the ban of 2026-03-30 both lists are illegal: two verdicts change.
    assert orga.post(reverse("organiser-recheck", args=[shop.slug]), {"rules_date": "2026-11-29"}).status_code == 302
    [(target, args)] = started
    running = orga.get(table).content.decode()
    assert "Checking every list again: 0 of 2" in running and 'hx-trigger="every 2s"' in running
    assert orga.post(reverse("organiser-recheck", args=[shop.slug]), {}).status_code == 302
    assert len(started) == 1  # one job at a time
    jobs._run(*args)  # what the thread runs
    done = orga.get(table).content.decode()
    assert "Every list was checked again; 2 verdicts changed." in done and 'hx-trigger' not in done
    assert Registration.objects.get(name="Vic").current.legal is False
    [logged] = shop.audit_entries.filter(action="recheck")
    assert logged.user == owner and logged.after["changed"] == 2


def test_an_unconfirmed_list_shows_needs_review_to_the_player_and_the_organiser():
    owner = organiser()
    shop = event(owner)
    client = Client()
    page = client.get(_submit(client, shop, name="Fay", text=UNCONFIRMED)["Location"]).content.decode()
    assert "? UNCONFIRMED · needs review" in page and "✓ LEGAL" not in page
    orga = _logged_in(owner)
    table = orga.get(reverse("organiser-event", args=[shop.slug])).content.decode()
    assert "? needs review" in table and "✓ 0" in table
    report = json.loads(orga.get(reverse("organiser-export", args=[shop.slug, "report.json"])).content)
    assert report["totals"]["unconfirmed"] == 1 and report["decks"][0]["status"] == "unconfirmed"


def test_an_event_after_the_ban_lists_record_shows_a_legal_list_as_needing_review_in_both_languages():
    owner = organiser()
    shop = event(owner, date=datetime.date(2027, 1, 10))  # after data/formats/recorded.yaml's 2026-12-07
    client = Client()
    page = client.get(_submit(client, shop, name="Lia", text=LEGAL)["Location"]).content.decode()
    assert "? UNCONFIRMED · needs review" in page and "✓ LEGAL" not in page
    assert "RC305" in page and "recorded up to 2026-12-07" in page and "2027-01-10" in page
    orga = _logged_in(owner)
    table = orga.get(reverse("organiser-event", args=[shop.slug])).content.decode()
    assert "? needs review" in table and "✓ 0" in table
    assert "Ban lists and rules recorded up to 2026-12-07" in table
    thai = Registration.objects.get(name="Lia").current.decks("th")[0]
    assert thai["status"] == "unconfirmed"
    assert any(finding["code"] == "RC305" and "บันทึกไว้ถึงวันที่ 2026-12-07" in finding["message"]
               for finding in thai["findings"])


def test_a_large_events_recheck_preview_is_prepared_in_the_background_and_then_shown(started):
    from riftcheck.desk.registrations import jobs

    owner = organiser()
    shop = event(owner, date=EVENT_DATE.replace(month=3, day=1))  # both lists are legal then
    _submit(Client(), shop, name="Vic", text=BANNED_LATER)
    _submit(Client(), shop, name="Wes", text=BANNED_LATER)
    orga = _logged_in(owner)
    preview = reverse("organiser-recheck", args=[shop.slug])
    waiting = orga.get(preview, {"rules_date": "2026-11-29"}).content.decode()
    assert "Preparing the preview: 0 of 2 lists checked" in waiting and 'hx-trigger="every 2s"' in waiting
    assert "Confirm" not in waiting
    assert "Preparing the preview" in orga.get(preview, {"rules_date": "2026-11-29"}).content.decode()
    [(_thread, args)] = started  # one preparation, however often the page is looked at
    jobs._prepare_preview(*args)  # what the thread runs
    shown = orga.get(preview, {"rules_date": "2026-11-29"}).content.decode()
    # After the ban of 2026-03-30 both lists would be illegal; nothing has changed yet.
    assert "2 of 2 lists would change" in shown and "Vic" in shown and "Wes" in shown and "Confirm" in shown
    assert "Preparing" not in shown and len(started) == 1
    assert Registration.objects.get(name="Vic").current.legal is True
    assert not shop.audit_entries.filter(action="recheck").exists()


def test_a_prepared_preview_is_prepared_again_for_a_new_list_another_date_or_when_it_stalled(started):
    from django.core.cache import cache

    from riftcheck.desk.registrations import jobs

    owner = organiser()
    shop = event(owner, date=EVENT_DATE.replace(month=3, day=1))
    _submit(Client(), shop, name="Vic", text=BANNED_LATER)
    _submit(Client(), shop, name="Wes", text=BANNED_LATER)
    orga = _logged_in(owner)
    preview = reverse("organiser-recheck", args=[shop.slug])
    orga.get(preview, {"rules_date": "2026-11-29"})
    jobs._prepare_preview(*started[0][1])
    _submit(Client(), shop, name="Xan", text=BANNED_LATER)  # a list the prepared preview does not know
    assert "Preparing the preview: 0 of 3" in orga.get(preview, {"rules_date": "2026-11-29"}).content.decode()
    orga.get(preview, {"rules_date": "2026-12-01"})
    assert len(started) == 3  # the new list, then the other date
    _thread, (_event, _date, key) = started[-1]
    stalled = cache.get(key)
    cache.set(key, {**stalled, "at": stalled["at"] - jobs.STALLED_SECONDS - 1})  # its process was lost
    orga.get(preview, {"rules_date": "2026-12-01"})
    assert len(started) == 4 and started[-1][1][2] == key

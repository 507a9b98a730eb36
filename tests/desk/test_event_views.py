"""The desk's event pages through Django's test client (integration layer): roster and check-in,
staff and what a judge may do, the audit log, sheets, picks, links, re-check previews, the
table's search and pages, and the published lists with their chart."""

from __future__ import annotations

import io
import re

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import BANNED_LATER, EVENT_DATE, HOSTILE_NAMES, ILLEGAL, LEGAL, UNCONFIRMED, event, organiser
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from django.utils.html import escape
from support import REPO

from riftcheck.desk.registrations import domain, roster, staff
from riftcheck.desk.registrations.models import Event, Registration

PASSWORD = "a-long-desk-password"
DECK_CODE = (REPO / "tests" / "fixtures" / "decklists" / "032-kaisa-piltover-deckcode-v3-golden.txt").read_text()


def _logged_in(user) -> Client:
    client = Client()
    assert client.login(username=user.username, password=PASSWORD)
    return client


def _url(name: str, shop, *args) -> str:
    return reverse(name, args=[shop.slug, *args])


def _table(page: str) -> str:
    """The rows of the organiser's table, without the rest of the page."""
    return page.split('<table class="registrations">')[1].split("</table>")[0]


def _roster_file(count: int) -> io.BytesIO:
    lines = ["name,player id,e-mail", *[f"Player {n:03},P{n:03},p{n}@example.org" for n in range(count)]]
    upload = io.BytesIO("\n".join(lines).encode())
    upload.name = "roster.csv"
    return upload


def test_an_organiser_imports_a_roster_file_and_the_table_shows_players_not_yet_submitted():
    owner = organiser()
    shop = event(owner)
    orga = _logged_in(owner)
    response = orga.post(_url("organiser-roster", shop), {"file": _roster_file(100)})
    assert response.status_code == 302
    page = orga.get(response["Location"]).content.decode()
    assert "100 players added" in page and "not yet submitted 100" in page
    assert shop.registrations.filter(current__isnull=True).count() == 100


def test_a_roster_the_desk_cannot_read_is_turned_down_with_the_reason():
    owner = organiser()
    shop = event(owner)
    response = _logged_in(owner).post(_url("organiser-roster", shop), {"text": "colour,size\nred,3\n"})
    assert response.status_code == 200 and "No name column" in response.content.decode()
    assert not shop.registrations.exists()


def test_a_cardeio_roster_with_characters_no_database_stores_is_turned_down_or_kept_readable():
    owner = organiser()
    shop = event(owner)
    orga = Client(raise_request_exception=False)
    orga.force_login(owner)
    nul = r'{"decklists": [{"user": {"best_identifier": "Cid\u0000Null", "id": "C1"}}]}'
    response = orga.post(_url("organiser-roster", shop), {"text": nul})
    assert response.status_code == 200 and "The file holds NUL bytes" in response.content.decode()
    assert not shop.registrations.exists()
    # A lone surrogate is no character: it becomes U+FFFD, as an undecodable byte of a CSV does.
    lone = r'{"decklists": [{"user": {"best_identifier": "Dee\ud800", "id": "D\udc001", "email": "d\udfff@x"}}]}'
    assert orga.post(_url("organiser-roster", shop), {"text": lone}).status_code == 302
    entry = shop.registrations.get()
    assert (entry.name, entry.player_id, entry.email) == ("Dee\ufffd", "D\ufffd1", "d\ufffd@x")
    assert orga.get(_url("organiser-event", shop)).status_code == 200


def test_checking_in_counts_on_the_table_and_missing_shows_checked_in_players_without_a_legal_list():
    owner = organiser()
    shop = event(owner)
    orga = _logged_in(owner)
    orga.post(_url("organiser-roster", shop), {"text": "name,player id\nAnn,A1\nBob,B2\nCy,C3\n"})
    Client().post(_url("event", shop), {"name": "Ann", "player_id": "a1", "decklist": LEGAL})
    Client().post(_url("event", shop), {"name": "Bob", "player_id": "B2", "decklist": ILLEGAL})
    for name in ("Ann", "Bob", "Cy"):
        entry = shop.registrations.get(name=name)
        orga.post(_url("organiser-check-in", shop, entry.pk), {"attendance": "present"})
    table = orga.get(_url("organiser-event", shop)).content.decode()
    assert "Checked in 3" in table and "checked in without a legal list: 2" in table
    missing = _table(orga.get(_url("organiser-event", shop) + "?show=missing").content.decode())
    assert ">Bob<" in missing and ">Cy<" in missing and ">Ann<" not in missing


def test_a_judge_sees_the_event_and_its_sheets_but_every_change_is_refused():
    owner, judge = organiser("owner"), organiser("judge")
    shop = event(owner)
    entry = domain.register(shop, name="Ann", text=DECK_CODE).registration
    staff.add(shop, "judge", staff.JUDGE, owner)
    client = _logged_in(judge)
    table = client.get(_url("organiser-event", shop)).content.decode()
    assert "judge: read only" in table and "Close submissions" not in table and "Check in" not in table
    sheet = client.get(_url("organiser-sheet", shop, entry.pk)).content.decode()
    assert "Kai&#x27;Sa, Daughter of the Void" in sheet and "OGN-103" in sheet
    assert client.get(_url("organiser-log", shop)).status_code == 200
    for name, args, data in (("organiser-close", (), {}), ("organiser-drop", (entry.pk,), {}),
                             ("organiser-check-in", (entry.pk,), {"attendance": "present"}),
                             ("organiser-reissue-link", (entry.pk,), {}), ("organiser-pick", (), {"count": 1}),
                             ("organiser-recheck", (), {"rules_date": "2026-12-01"}),
                             ("organiser-staff", (), {"username": "judge", "role": "organiser"}),
                             ("organiser-registration", (entry.pk,), {"decklist": LEGAL})):
        assert client.post(_url(name, shop, *args), data).status_code == 403, name
    assert client.get(_url("organiser-edit", shop)).status_code == 403
    shop.refresh_from_db()
    assert not shop.closed and staff.role(judge, shop) == staff.JUDGE
    assert Registration.objects.get(pk=entry.pk).attendance == ""


def test_staff_are_invited_by_user_name_on_the_staff_page_and_others_see_nothing():
    owner, judge, stranger = organiser("owner"), organiser("judge"), organiser("stranger")
    shop = event(owner)
    orga = _logged_in(owner)
    orga.post(_url("organiser-staff", shop), {"username": "judge", "role": "judge"})
    page = orga.get(_url("organiser-staff", shop)).content.decode()
    assert "judge" in page and staff.role(judge, shop) == staff.JUDGE
    refused = orga.post(_url("organiser-staff", shop), {"username": "nobody", "role": "judge"}).content.decode()
    assert "No desk account has this user name" in refused
    assert _logged_in(stranger).get(_url("organiser-event", shop)).status_code == 404
    assert shop.slug in _logged_in(judge).get(reverse("organiser-events")).content.decode()


def test_a_superuser_sees_only_the_events_they_are_staff_of():
    owner = organiser("owner")
    shop = event(owner)
    admin = organiser("admin")
    admin.is_superuser = True
    admin.save()
    client = _logged_in(admin)
    assert client.get(_url("organiser-event", shop)).status_code == 404
    assert shop.slug not in client.get(reverse("organiser-events")).content.decode()


def test_the_audit_log_page_shows_who_did_what_with_before_and_after():
    owner = organiser()
    shop = event(owner)
    orga = _logged_in(owner)
    orga.post(_url("organiser-close", shop))
    log = orga.get(_url("organiser-log", shop)).content.decode()
    assert "closed submissions" in log and "orga" in log and "<code>closed</code> false" in log
    assert "<code>closed</code> true" in log and "created the event" in log


def test_the_registration_page_numbers_versions_once_and_shows_their_diff():
    owner = organiser()
    shop = event(owner)
    entry = domain.register(shop, name="Ann", text="1 Cleave\n").registration
    domain.replace(entry, text="2 Cleave\n")
    page = _logged_in(owner).get(_url("organiser-registration", shop, entry.pk)).content.decode()
    assert "Version 2" in page and "Version 1" in page and "<ol" not in page.split("Versions")[1]
    assert '<span class="removed">- 1 Cleave</span>' in page and '<span class="added">+ 2 Cleave</span>' in page


def test_a_reissued_link_is_shown_once_to_the_organiser_and_the_old_link_is_404():
    owner = organiser()
    shop = event(owner)
    client = Client()
    response = client.post(_url("event", shop), {"name": "Ann", "decklist": LEGAL})
    old = response["Location"]
    entry = shop.registrations.get()
    orga = _logged_in(owner)
    page = orga.get(orga.post(_url("organiser-reissue-link", shop, entry.pk))["Location"]).content.decode()
    new = re.search(r'id="new-link" href="[^"]*(/r/[^/"]+/)"', page).group(1)
    assert new != old and client.get(old).status_code == 404
    assert "✓ LEGAL" in Client().get(new).content.decode()
    again = orga.get(_url("organiser-registration", shop, entry.pk)).content.decode()
    assert 'id="new-link"' not in again and "reissued a private link" in again.split("Changes by organisers")[1]


def test_a_recheck_preview_lists_what_would_change_and_only_the_confirmation_changes_it():
    owner = organiser()
    shop = event(owner, date=EVENT_DATE.replace(month=3, day=1))
    domain.register(shop, name="Viktor player", text=BANNED_LATER)
    orga = _logged_in(owner)
    preview = orga.get(_url("organiser-recheck", shop), {"rules_date": "2026-11-29"}).content.decode()
    assert "1 of 1 lists would change" in preview and "Viktor player" in preview and "findings" in preview
    shop.refresh_from_db()
    assert shop.rules_date is None
    page = orga.get(orga.post(_url("organiser-recheck", shop), {"rules_date": "2026-11-29"})["Location"])
    assert 'class="illegal changed"' in page.content.decode()
    shop.refresh_from_db()
    assert shop.rules_date.isoformat() == "2026-11-29"


def test_the_table_is_searched_by_name_or_player_id_and_paged():
    owner = organiser()
    shop = event(owner)
    orga = _logged_in(owner)
    orga.post(_url("organiser-roster", shop), {"file": _roster_file(120)})
    first = orga.get(_url("organiser-event", shop), {"sort": "name"}).content.decode()
    assert "page 1 of 3" in first and "Player 000" in _table(first) and "Player 050" not in _table(first)
    third = _table(orga.get(_url("organiser-event", shop), {"sort": "name", "page": 3}).content.decode())
    assert "Player 119" in third and "Player 000" not in third
    found = _table(orga.get(_url("organiser-event", shop), {"q": "ｐ077"}).content.decode())
    assert "Player 077" in found and "Player 078" not in found


def test_two_registrations_with_one_name_are_warned_of():
    owner = organiser()
    shop = event(owner)
    for _ in range(2):
        domain.register(shop, name="Ann", text=LEGAL)
    page = _logged_in(owner).get(_url("organiser-event", shop)).content.decode()
    assert page.count("another registration has this name") == 2


def test_all_sheets_print_one_per_player_and_a_pick_links_to_the_sheets_of_those_picked():
    owner = organiser()
    shop = event(owner)
    for number in range(8):
        domain.register(shop, name=f"Player {number}", text=LEGAL if number % 2 else DECK_CODE)
    orga = _logged_in(owner)
    every = orga.get(_url("organiser-sheets", shop)).content.decode()
    assert every.count('<article class="sheet">') == 8 and "Lillia, Bashful Bloom" in every
    picked = orga.post(_url("organiser-pick", shop), {"count": 5, "seed": 7}).content.decode()
    ids = re.search(r"sheets/\?ids=([0-9,]+)", picked).group(1)
    assert "seed 7" in picked and len(ids.split(",")) == 5
    chosen = orga.get(_url("organiser-sheets", shop), {"ids": ids}).content.decode()
    assert chosen.count('<article class="sheet">') == 5
    assert shop.audit_entries.get(action="deck-check-pick").after["seed"] == 7


def test_the_published_lists_show_cards_by_name_and_a_metagame_chart_without_script():
    owner = organiser()
    shop = event(owner, publish_lists=True)
    domain.register(shop, name="Ann", text=DECK_CODE)
    domain.register(shop, name="Bob", text=LEGAL)
    domain.set_closed(shop, True, owner)
    response = Client().get(_url("published", shop))
    page = response.content.decode()
    assert "Ravenbloom Student" in page and DECK_CODE.splitlines()[-1] not in page
    assert page.count("<svg") == 2 and "<rect" in page and "Decks by legend" in page
    assert "<script>" not in page.split("</head>")[1] and "style=" not in page
    assert "script-src 'self'" in response["Content-Security-Policy"]


@pytest.mark.parametrize("hostile", HOSTILE_NAMES)
def test_hostile_names_are_escaped_on_the_sheets_the_log_and_the_published_page(hostile):
    owner = organiser()
    shop = event(owner, publish_lists=True)
    entry = domain.register(shop, name=hostile, text=f"1 {hostile}\n", organiser=owner).registration
    domain.set_closed(shop, True, owner)
    orga = _logged_in(owner)
    for page in (orga.get(_url("organiser-sheet", shop, entry.pk)), orga.get(_url("organiser-log", shop)),
                 Client().get(_url("published", shop))):
        text = page.content.decode()
        assert page.status_code == 200 and "<script>alert" not in text and "<b>bold" not in text
        assert "\u202e" not in text


def test_the_smaller_fixes_deadline_words_dates_and_dropped_players_page():
    owner = organiser()
    shop = event(owner, deadline=timezone.now() - timezone.timedelta(hours=1))
    page = _logged_in(owner).get(_url("organiser-event", shop)).content.decode()
    assert "the deadline has passed" in page and "Close submissions" not in page and "move the deadline" in page
    assert EVENT_DATE.isoformat() in page and "UTC" in page
    open_event = event(owner)
    client = Client()
    response = client.post(_url("event", open_event), {"name": "Ann", "decklist": LEGAL})
    domain.set_dropped(open_event.registrations.get(), True, owner)
    private = client.get(response["Location"]).content.decode()
    assert "dropped by the organiser" in private and "Submissions for this event are closed." not in private
    assert escape("Day and time in the desk's time zone") in _logged_in(owner).get(
        _url("organiser-edit", open_event)).content.decode()


def test_a_thai_browser_gets_the_event_pages_and_the_sheet_in_thai():
    owner = organiser()
    shop = event(owner)
    entry = domain.register(shop, name="สมชาย ใจดี", text=DECK_CODE).registration
    client = Client(headers={"accept-language": "th"})
    assert client.login(username=owner.username, password=PASSWORD)
    table = client.get(_url("organiser-event", shop)).content.decode()
    assert "พิมพ์ใบตรวจเด็คทั้งหมด" in table and "เช็กอินแล้ว" in table and "Print all sheets" not in table
    sheet = client.get(_url("organiser-sheet", shop, entry.pk)).content.decode()
    assert "แชมเปียนเลเจนด์" in sheet and "เด็คหลัก" in sheet and "สมชาย ใจดี" in sheet and "การ์ด" in sheet
    log = client.get(_url("organiser-log", shop)).content.decode()
    assert "ประวัติการดำเนินการ" in log and "สร้างงาน" in log


def test_a_players_page_gives_what_riftcheck_reads_in_the_words_of_show_in_thai():
    owner = organiser()
    shop = event(owner)
    entry = domain.register(shop, name="Cy", text=UNCONFIRMED).registration
    client = Client(headers={"accept-language": "th"})
    client.force_login(owner)
    page = client.get(_url("organiser-registration", shop, entry.pk)).content.decode()
    summary = page[page.index('class="summary"'):]
    summary = summary[:summary.index("</div>")]
    # `riftcheck show --lang th`'s words (data/terms.json) for the zones and card types.
    assert "เลเจนด์ 1 · เด็คหลัก 40 · สนามรบ 3 · เด็ครูน 12 · ไซด์บอร์ด 10" in summary
    assert "ยูนิต 9 · สเปลล์ 21 · เกียร์ 8 · การ์ดที่ไม่รู้จัก 2" in summary
    for english in ("main", "runes", "Unit", "Spell", "unknown"):
        assert english not in summary


def test_an_organiser_removes_a_judge_and_confirms_a_match_by_name_from_the_pages():
    owner, judge = organiser("owner"), organiser("judge")
    shop = event(owner)
    staff.add(shop, "judge", staff.JUDGE, owner)
    orga = _logged_in(owner)
    orga.post(_url("organiser-staff", shop), {"remove": judge.pk})
    assert staff.role(judge, shop) is None
    assert _logged_in(judge).get(_url("organiser-event", shop)).status_code == 404
    refused = orga.post(_url("organiser-staff", shop), {"remove": owner.pk}).content.decode()
    assert "at least one organiser" in refused and staff.role(owner, shop) == staff.ORGANISER
    orga.post(_url("organiser-roster", shop), {"text": "name\nAnn\n"})
    Client().post(_url("event", shop), {"name": "ann", "decklist": LEGAL})
    entry = shop.registrations.get()
    table = orga.get(_url("organiser-event", shop)).content.decode()
    assert entry.matched_by_name and "matched by name: confirm" in table
    orga.post(_url("organiser-confirm-match", shop, entry.pk))
    assert not Registration.objects.get(pk=entry.pk).matched_by_name
    assert "matched by name: confirm" not in orga.get(_url("organiser-event", shop)).content.decode()


@pytest.mark.parametrize("ids", ["²", "9" * 5000, "0,,x,-3", "١٢"])
def test_odd_sheet_ids_are_no_error_page(ids):
    owner = organiser()
    shop = event(owner)
    domain.register(shop, name="Ann", text=LEGAL)
    response = _logged_in(owner).get(_url("organiser-sheets", shop), {"ids": ids})
    assert response.status_code == 200 and '<article class="sheet">' not in response.content.decode()


def test_an_unconfirmed_list_needs_review_on_its_sheet_and_is_missing_a_legal_list_once_checked_in():
    owner = organiser()
    shop = event(owner)
    entry = domain.register(shop, name="Fay", text=UNCONFIRMED).registration
    roster.set_attendance(entry, "present", owner)
    orga = _logged_in(owner)
    sheet = orga.get(_url("organiser-sheet", shop, entry.pk)).content.decode()
    assert "? needs review" in sheet and "✗ ILLEGAL" not in sheet
    assert ">Fay<" in _table(orga.get(_url("organiser-event", shop), {"show": "missing"}).content.decode())


def test_an_event_under_a_date_riftcheck_has_no_rules_for_is_refused_with_the_clis_sentence():
    owner = organiser()
    client = Client(headers={"accept-language": "th"})
    client.force_login(owner)
    fields = {"name": "Prerelease", "date": "2026-05-01", "game": "riftbound", "format": "sealed"}
    page = client.post(reverse("organiser-events"), fields).content.decode()
    assert "riftcheck มีกติกาของฟอร์แมต sealed ตั้งแต่ 2026-07-16 เป็นต้นไป ไม่มีของวันที่ 2026-05-01" in page
    shop = event(owner)
    edited = client.post(_url("organiser-edit", shop), {**fields, "format": "constructed", "date": "2026-11-29",
                                                       "rules_date": "2015-01-01"}).content.decode()
    assert "ไม่มีของวันที่ 2015-01-01" in edited
    assert Client().post(_url("event", shop), {"name": "Ann", "decklist": LEGAL}).status_code == 302
    # Nor does a re-check under such a date turn every verdict into "could not be checked".
    client.post(_url("organiser-recheck", shop), {"rules_date": "2015-01-01"})
    shop.refresh_from_db()
    assert shop.rules_date is None and shop.registrations.get().current.legal is True
    table = client.get(_url("organiser-recheck", shop) + "?rules_date=2015-01-01", follow=True).content.decode()
    assert "ไม่มีของวันที่ 2015-01-01" in table
    assert [event.name for event in Event.objects.all()] == ["Store Championship"]

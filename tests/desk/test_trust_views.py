"""What the organiser's and the players' pages say on the day, through Django's test client:
the re-check preview's words, published lists and their metagame, the data in force of each
game, the admin's scope and the table's first problem."""

from __future__ import annotations

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import ILLEGAL, LEGAL, UNCONFIRMED, event, organiser
from django.test import Client
from django.urls import reverse

from riftcheck.desk.registrations import domain
from riftcheck.desk.registrations.models import Submission


def _logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_recheck_preview_calls_an_unconfirmed_list_unconfirmed_not_illegal():
    owner = organiser()
    shop = event(owner)
    done = domain.register(shop, name="Unknown card player", text=UNCONFIRMED)
    # A stored message worded otherwise than today's: the preview lists the list as changing.
    stored = Submission.objects.get(pk=done.submission.pk)
    stored.report["en"][0]["findings"][0]["message"] = "worded before"
    stored.save()
    preview = _logged_in(owner).get(reverse("organiser-recheck", args=[shop.slug]),
                                     {"rules_date": shop.as_of.isoformat()}).content.decode()
    rows = preview.split('<table class="registrations preview">')[1].split("</table>")[0]
    assert "Unknown card player" in rows and rows.count("? UNCONFIRMED") == 2 and "ILLEGAL" not in rows


def test_published_lists_and_the_metagame_leave_out_no_shows_and_say_so():
    from riftcheck.desk.registrations import roster

    owner = organiser()
    shop = event(owner, publish_lists=True)
    domain.register(shop, name="Present player", text=LEGAL)
    absent = domain.register(shop, name="Absent player", text=ILLEGAL).registration
    roster.set_attendance(absent, "no-show", owner)
    domain.set_closed(shop, True, owner)
    page = Client().get(reverse("published", args=[shop.slug])).content.decode()
    assert "Present player" in page and "Absent player" not in page
    assert "1 deck" in page and "1 player marked no-show is left out of the lists and the metagame" in page
    assert "Jinx" not in page  # the no-show's legend is in no chart


def test_the_roster_page_names_a_row_left_out_for_another_players_id():
    owner = organiser()
    shop = event(owner)
    client = _logged_in(owner)
    url = reverse("organiser-roster", args=[shop.slug])
    client.post(url, {"text": "name,player id\nChris Evans,DU010\n"})
    page = client.post(url, {"text": "name,player id\n<b>Mallory</b>,DU010\n"}, follow=True).content.decode()
    assert "&lt;b&gt;Mallory&lt;/b&gt; was left out: the player id DU010 is Chris Evans&#x27;s." in page
    assert "0 players added, 0 already registered" in page


def test_the_admin_shows_an_admin_only_the_events_they_are_staff_of_superusers_included():
    from django.contrib.auth import get_user_model

    admin_user = get_user_model().objects.create_superuser("root", password="a-long-desk-password")
    owner = organiser()
    theirs, others = event(admin_user, name="Root's own night"), event(owner, name="Another store's night")
    judged = event(owner, name="Judged night")
    judged.judges.add(admin_user)
    domain.register(theirs, name="Own player", text=LEGAL)
    hidden = domain.register(others, name="Hidden player", text=LEGAL).registration
    watched = domain.register(judged, name="Watched player", text=LEGAL).registration
    client = _logged_in(admin_user)
    listing = client.get("/admin/registrations/registration/").content.decode()
    assert "Own player" in listing and "Watched player" in listing and "Hidden player" not in listing
    events = client.get("/admin/registrations/event/").content.decode()
    assert "Root&#x27;s own night" in events and "Another store" not in events
    assert client.get(f"/admin/registrations/registration/{hidden.pk}/change/").status_code == 302
    assert client.get(f"/admin/registrations/registration/{hidden.pk}/delete/").status_code == 302
    # A judge reads a registration and deletes nothing, with the action of the list either.
    assert client.get(f"/admin/registrations/registration/{watched.pk}/delete/").status_code == 403
    client.post("/admin/registrations/registration/", {"action": "delete_selected", "_selected_action": [watched.pk],
                                                        "post": "yes"})
    assert judged.registrations.filter(pk=watched.pk).exists() and others.registrations.filter(pk=hidden.pk).exists()


def test_each_events_page_names_the_data_in_force_of_its_own_game():
    owner = organiser()
    magic, riftbound = event(owner, game="mtg", format="commander"), event(owner)
    client = _logged_in(owner)

    def data_lines(shop) -> str:
        page = client.get(reverse("organiser-event", args=[shop.slug])).content.decode()
        return page.split('<ul class="data-in-force muted">')[1].split("</ul>")[0]

    magic_lines, riftbound_lines = data_lines(magic), data_lines(riftbound)
    assert "Magic data in force" in magic_lines and "Comprehensive Rules" in magic_lines
    assert "commander:" in magic_lines and "ban wave" not in magic_lines and "Radiance" not in magic_lines
    assert "Newest ban wave" in riftbound_lines and "Magic" not in riftbound_lines


def test_the_admins_forms_offer_only_the_admins_own_events_players_and_lists():
    from django.contrib.auth import get_user_model

    admin_user = get_user_model().objects.create_superuser("root", password="a-long-desk-password")
    theirs, others = event(admin_user, name="Root's own night"), event(organiser(), name="Another store's night")
    own = domain.register(theirs, name="Own player", text=LEGAL).registration
    hidden = domain.register(others, name="Hidden player", text=LEGAL).registration
    client = _logged_in(admin_user)
    for page in (f"/admin/registrations/registration/{own.pk}/change/", "/admin/registrations/registration/add/"):
        shown = client.get(page).content.decode()
        assert "Own player" in shown or "add" in page
        assert "Another store" not in shown and "Hidden player" not in shown
    # Nor may a change move a player to another's event, make it claim their player, or put
    # their list in force.
    form = {"event": theirs.pk, "email": "", "player_key": "", "attendance": "", "created_at_0": "2026-11-29",
            "created_at_1": "10:00:00", "current": own.current_id, "claims": "",
            "submissions-TOTAL_FORMS": "0", "submissions-INITIAL_FORMS": "0"}
    for change in ({"event": others.pk}, {"claims": hidden.pk}, {"current": hidden.current_id}):
        client.post(f"/admin/registrations/registration/{own.pk}/change/", {**form, **change})
        own.refresh_from_db()
        assert (own.event_id, own.claims_id, own.current_id) == (theirs.pk, None, own.submissions.get().pk)


# Each under the form's 100 characters, each over 100 as the desk compares ids (NFKC and case
# folding: "ß" is "ss", "ﷺ" eighteen letters), where PostgreSQL keeps an id's compared form.
IDS_LONGER_COMPARED = ["ß" * 60, "\ufdfa" * 6]


def test_a_player_id_too_long_once_compared_is_refused_in_the_players_language_and_nothing_is_stored():
    shop = event()
    for player_id in IDS_LONGER_COMPARED:
        for language, sentence in (("en", "This player id is too long."), ("th", "รหัสผู้เล่นนี้ยาวเกินไป")):
            response = Client(headers={"accept-language": language}).post(
                reverse("event", args=[shop.slug]), {"name": "Ann", "player_id": player_id, "decklist": LEGAL})
            assert response.status_code == 400 and sentence in response.content.decode()
    assert not shop.registrations.exists()


def test_a_roster_row_whose_player_id_is_too_long_once_compared_is_left_out_and_named():
    owner = organiser()
    shop = event(owner)
    rows = "".join(f"Player {number},{player_id}\n" for number, player_id in enumerate(IDS_LONGER_COMPARED, 2))
    page = _logged_in(owner).post(reverse("organiser-roster", args=[shop.slug]),
                                  {"text": "name,player id\n" + rows + "Cy,C3\n"}, follow=True).content.decode()
    assert "Line 2: the player id" in page and "Line 3: the player id" in page and "1 players added" in page
    assert list(shop.registrations.values_list("name", flat=True)) == ["Cy"]


def test_the_notices_naming_players_show_their_hidden_characters_as_the_pages_do():
    owner = organiser()
    shop = event(owner)
    client = _logged_in(owner)
    url = reverse("organiser-roster", args=[shop.slug])
    client.post(url, {"text": "name,player id\nChris\u202e,DU010\n"})
    page = client.post(url, {"text": "name,player id\nMal\u202elory\x1b[31m,DU010\u200b\n"}, follow=True)
    notice = page.content.decode().split("was left out")[0].rsplit('<p class="notice">', 1)[1]
    assert notice == "Mal\\u202elory\\x1b[31m "
    assert "the player id DU010\\u200b is Chris\\u202e&#x27;s." in page.content.decode()
    entry = shop.registrations.get()
    deleted = client.post(reverse("organiser-delete", args=[shop.slug, entry.pk]), follow=True).content.decode()
    assert "Deleted the registration of Chris\\u202e." in deleted and "\u202e" not in deleted

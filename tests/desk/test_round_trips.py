"""How many statements the database is sent for a player's submission without JavaScript (the
form's POST, answered with a redirect) and for the private page it leads to: each is a round
trip that a worker spends waiting, so the counts are pinned here (counts, never times)."""

from __future__ import annotations

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import ILLEGAL, LEGAL, event, organiser
from django.conf import settings
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from riftcheck.desk import security
from riftcheck.desk.registrations import domain, roster
from riftcheck.desk.registrations.models import Registration

NOTES = "Bring snacks\nRound one at ten\n"  # no card entry: an unreadable list, counted against its device

# The event; a savepoint around the roster look-up, the registration, its list and its list in
# force; a savepoint around the verdict (SQLite's writers queue for their lock only inside a
# transaction). No session read or written (a player has none: the device is named by a signed
# cookie), and no look-up of the device's attempts unless one was counted.
SUBMISSION_STATEMENTS = 10
# The registration with its event and list in force: the page the submission leads to knows
# from its cookie that this is the one version. No session.
PRIVATE_PAGE_STATEMENTS = 1


def _statements(client: Client, method: str, path: str, data: dict | None = None):
    with CaptureQueriesContext(connection) as captured:
        response = getattr(client, method)(path, data) if data is not None else getattr(client, method)(path)
    return response, [query["sql"] for query in captured.captured_queries]


def _player_who_submitted_once(shop) -> Client:
    client = Client()
    first = client.post(reverse("event", args=[shop.slug]), {"name": "Ann", "decklist": LEGAL})
    assert first.status_code == 302
    return client


def test_a_second_submission_without_javascript_sends_ten_statements_and_leaves_the_session_alone():
    shop = event()
    client = _player_who_submitted_once(shop)
    response, statements = _statements(client, "post", reverse("event", args=[shop.slug]),
                                       {"name": "Bea", "decklist": ILLEGAL})
    assert response.status_code == 302
    assert not [sql for sql in statements if "django_session" in sql]
    assert len(statements) == SUBMISSION_STATEMENTS, statements


def test_a_first_submission_from_a_new_device_sends_as_many_statements_and_names_it_by_a_cookie():
    shop = event()
    client = Client()
    response, statements = _statements(client, "post", reverse("event", args=[shop.slug]),
                                       {"name": "Ann", "decklist": LEGAL})
    assert response.status_code == 302
    assert not [sql for sql in statements if "django_session" in sql]
    assert len(statements) == SUBMISSION_STATEMENTS, statements
    device = response.cookies[security.DEVICE_COOKIE]
    assert device.value and device["httponly"] and device["samesite"] == "Lax"
    assert settings.SESSION_COOKIE_NAME not in response.cookies


def test_the_private_page_after_a_submission_sends_one_statement_and_reads_no_session():
    shop = event()
    client = _player_who_submitted_once(shop)
    submitted = client.post(reverse("event", args=[shop.slug]), {"name": "Bea", "decklist": ILLEGAL})
    page, statements = _statements(client, "get", submitted["Location"])
    assert page.status_code == 200 and 'id="private-link"' in page.content.decode()
    assert _versions_shown(page) == [Registration.objects.get(name="Bea").current_id]
    assert not [sql for sql in statements if "django_session" in sql]
    assert len(statements) == PRIVATE_PAGE_STATEMENTS, statements


def _looks_up_attempts(statements: list[str]) -> bool:
    return any("registrations_attempt" in sql and sql.startswith("SELECT") for sql in statements)


def test_a_device_that_sent_an_unreadable_list_has_its_attempts_looked_up_from_then_on():
    shop = event()
    client = _player_who_submitted_once(shop)
    _, readable = _statements(client, "post", reverse("event", args=[shop.slug]), {"name": "Bea", "decklist": NOTES})
    assert not _looks_up_attempts(readable)
    _, after = _statements(client, "post", reverse("event", args=[shop.slug]), {"name": "Cy", "decklist": LEGAL})
    assert _looks_up_attempts(after)
    assert client.cookies[security.DEVICE_COOKIE].value.split(":")[0].endswith(security.COUNTED_MARK)


def _versions_shown(page) -> list[int]:
    return [version.pk for version in page.context["versions"]]


def _asks_for_versions(statements: list[str]) -> bool:
    return any(sql.startswith("SELECT") and 'FROM "registrations_submission"' in sql for sql in statements)


def test_the_private_page_after_a_submission_lists_every_version_once_another_was_entered_since():
    orga = organiser()
    shop = event(orga)
    client = Client()
    submitted = client.post(reverse("event", args=[shop.slug]), {"name": "Ann", "decklist": LEGAL})
    registration = Registration.objects.get(name="Ann")
    first = registration.current_id
    entered = domain.replace(registration, text=ILLEGAL, organiser=orga).submission
    page, statements = _statements(client, "get", submitted["Location"])
    assert _versions_shown(page) == [entered.pk, first] and _asks_for_versions(statements)


def test_the_private_page_of_a_roster_entry_asks_for_its_versions():
    shop = event()
    roster.import_roster(shop, [roster.Player("Ann", "P-1")], None)
    client = Client()
    submitted = client.post(reverse("event", args=[shop.slug]), {"name": "Ann", "player_id": "P-1", "decklist": LEGAL})
    page, statements = _statements(client, "get", submitted["Location"])
    entry = Registration.objects.get(name="Ann")
    assert _versions_shown(page) == [entry.current_id] and _asks_for_versions(statements)
    assert len(statements) == PRIVATE_PAGE_STATEMENTS + 1

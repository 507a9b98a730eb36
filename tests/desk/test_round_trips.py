"""How many statements the database is sent for a player's submission without JavaScript (the
form's POST, answered with a redirect) and for the private page it leads to: each is a round
trip that a worker spends waiting, so the counts are pinned here (counts, never times)."""

from __future__ import annotations

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import ILLEGAL, LEGAL, event
from django.conf import settings
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from riftcheck.desk import security

# The event; the device's attempts; a savepoint around the roster look-up, the registration,
# its list and its list in force; a savepoint around the verdict (SQLite's writers queue for
# their lock only inside a transaction). No session read or written.
SUBMISSION_STATEMENTS = 11
# The registration with its event and list in force; the versions. No session: a player has
# none (the device is named by a signed cookie of its own).
PRIVATE_PAGE_STATEMENTS = 2


def _statements(client: Client, method: str, path: str, data: dict | None = None):
    with CaptureQueriesContext(connection) as captured:
        response = getattr(client, method)(path, data) if data is not None else getattr(client, method)(path)
    return response, [query["sql"] for query in captured.captured_queries]


def _player_who_submitted_once(shop) -> Client:
    client = Client()
    first = client.post(reverse("event", args=[shop.slug]), {"name": "Ann", "decklist": LEGAL})
    assert first.status_code == 302
    return client


def test_a_second_submission_without_javascript_sends_eleven_statements_and_leaves_the_session_alone():
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


def test_the_private_page_after_a_submission_sends_two_statements_and_reads_no_session():
    shop = event()
    client = _player_who_submitted_once(shop)
    submitted = client.post(reverse("event", args=[shop.slug]), {"name": "Bea", "decklist": ILLEGAL})
    page, statements = _statements(client, "get", submitted["Location"])
    assert page.status_code == 200 and 'id="private-link"' in page.content.decode()
    assert not [sql for sql in statements if "django_session" in sql]
    assert len(statements) == PRIVATE_PAGE_STATEMENTS, statements

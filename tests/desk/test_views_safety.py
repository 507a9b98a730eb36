"""The desk's pages on a shared network, through Django's test client: CSRF failures and bodies
too large answered in the desk's words, login throttling, organiser pages on the desk's own
machine only, the admin escaping names, HTTPS settings, and the logs in the desk's folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import HOSTILE_NAMES, LEGAL, event, organiser
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import Client, override_settings
from django.urls import reverse
from django.utils.html import escape
from support import REPO

from riftcheck.desk import home, logs
from riftcheck.desk.registrations.models import Registration

PASSWORD = "a-long-desk-password"
ANOTHER_MACHINE = "192.168.1.20"


@pytest.mark.parametrize("htmx", [False, True])
def test_a_form_without_its_csrf_token_comes_back_as_typed_with_the_desks_sentence(htmx):
    shop = event()
    client = Client(enforce_csrf_checks=True, headers={"HX-Request": "true"} if htmx else {})
    typed = "// my list <b>\n" + LEGAL
    response = client.post(reverse("event", args=[shop.slug]), {"name": "Ann <3", "decklist": typed})
    page = response.content.decode()
    assert response.status_code == 403 and "This page had expired" in page
    assert escape(typed) in page and 'value="Ann &lt;3"' in page  # nothing typed is lost
    assert 'id="register"' in page and ("<html" in page) != htmx and "CSRF" not in page
    assert 'name="csrfmiddlewaretoken"' in page and not Registration.objects.exists()  # a new token to send again


def test_a_body_over_the_limit_gets_the_cli_sentence_in_the_forms_place_not_a_bare_400():
    shop = event()
    for headers in ({}, {"HX-Request": "true"}):
        big = "1 Charm\n" * (settings.REQUEST_BODY_LIMIT // 8 + 1)
        response = Client(headers=headers).post(reverse("event", args=[shop.slug]), {"name": "Big", "decklist": big})
        page = response.content.decode()
        assert response.status_code == 413 and "the size limit is 5 MB" in page and 'id="register"' in page
    assert not Registration.objects.exists()


def _log_in(client: Client, password: str):
    return client.post(reverse("organiser-login"), {"username": "orga", "password": password})


def test_wrong_passwords_lock_the_name_out_for_that_address_and_not_for_the_desks_own_machine():
    organiser()
    attacker = Client(REMOTE_ADDR="127.0.0.5")
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        assert _log_in(attacker, "wrong-password-here").status_code == 200  # the form again
    assert _log_in(attacker, "wrong-password-here").status_code == 429
    locked = _log_in(attacker, PASSWORD)
    assert locked.status_code == 429 and "Too many wrong passwords" in locked.content.decode()
    assert "_auth_user_id" not in attacker.session
    desk = Client()
    assert _log_in(desk, PASSWORD).status_code == 302 and "_auth_user_id" in desk.session


@pytest.mark.parametrize("path", ["/organiser/", "/organiser/login/", "/admin/", "/admin/login/"])
def test_organiser_pages_and_the_admin_refuse_other_machines_unless_allowed(path):
    shop = event()
    away = Client(REMOTE_ADDR=ANOTHER_MACHINE)
    refused = away.get(path)
    assert refused.status_code == 403 and "--organisers-from-network" in refused.content.decode()
    assert away.get(reverse("event", args=[shop.slug])).status_code == 200  # players are welcome
    assert Client().get(path).status_code in (200, 302)  # the desk's own machine
    with override_settings(DESK_ORGANISERS_FROM_NETWORK=True):
        assert away.get(path).status_code in (200, 302)


@pytest.mark.parametrize("hostile", HOSTILE_NAMES)
def test_the_admin_shows_hidden_characters_as_the_desk_does(hostile):
    boss = get_user_model().objects.create_superuser("boss", password=PASSWORD)
    shop = event(boss, name=f"Shop {hostile}")  # the admin shows an account its own events only
    Registration.objects.create(event=shop, name=hostile, player_id=hostile, token_digest="x" * 64)
    client = Client()
    client.force_login(boss)
    pages = [client.get("/admin/registrations/registration/").content.decode(),
             client.get("/admin/registrations/event/").content.decode(),
             client.get(f"/admin/registrations/registration/{Registration.objects.get().pk}/change/").content.decode()]
    for page in pages:
        assert "\u202e" not in page and "\u200b" not in page and "\x1b" not in page and "<script>alert" not in page
    if "\u202e" in hostile:
        assert "\\u202eevil" in pages[0]


HTTPS_SETTINGS = """
import json, os
os.environ["DJANGO_SETTINGS_MODULE"] = "riftcheck.desk.settings"
import django
django.setup()
from django.conf import settings
from django.core.management import call_command
call_command("migrate", verbosity=0)
from django.test import Client
from riftcheck.desk.registrations import domain
from django.contrib.auth import get_user_model
shop = domain.create_event(get_user_model().objects.create_user("o", password="a-long-desk-password"),
                           name="Shop", date="2026-11-29")
response = Client(headers={"X-Forwarded-Proto": "https", "Host": "localhost"}).get(f"/e/{shop.slug}/")
print(json.dumps({"hsts": response.get("Strict-Transport-Security"), "secure": response.cookies["csrftoken"]["secure"],
                  "session_secure": settings.SESSION_COOKIE_SECURE, "proxy": list(settings.SECURE_PROXY_SSL_HEADER or [])}))
"""


@pytest.mark.parametrize("https, secured", [("proxy", True), ("", False)])
def test_behind_an_https_proxy_cookies_are_secure_and_browsers_are_told_to_keep_to_https(tmp_path, https, secured):
    env = {**os.environ, "RIFTCHECK_DESK_HOME": str(tmp_path), "RIFTCHECK_DESK_HTTPS": https}
    env.pop("RIFTCHECK_DATABASE_URL", None)
    done = subprocess.run([sys.executable, "-c", HTTPS_SETTINGS], env=env, cwd=REPO, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert bool(found["secure"]) == secured and found["session_secure"] == secured
    assert (found["hsts"] or "").startswith("max-age=") == secured
    assert found["proxy"] == (["HTTP_X_FORWARDED_PROTO", "https"] if secured else [])


def test_a_500_is_written_to_the_error_log_with_its_traceback_and_every_request_to_the_request_log(monkeypatch):
    from riftcheck.desk.registrations import domain

    shop = event()

    def broken(*args, **kwargs):
        raise RuntimeError("a fault no test should see twice")

    monkeypatch.setattr(domain, "register", broken)
    client = Client(raise_request_exception=False)
    assert client.post(reverse("event", args=[shop.slug]), {"name": "Ann", "decklist": LEGAL}).status_code == 500
    client.get("/r/a-secret-token-of-a-player/")
    errors = (home.home() / logs.ERROR_LOG).read_text(encoding="utf-8")
    assert "Traceback" in errors and "RuntimeError: a fault no test should see twice" in errors
    requests = (home.home() / logs.REQUEST_LOG).read_text(encoding="utf-8")
    assert f"POST /e/{shop.slug}/ 500" in requests and "GET /r/…/ 404" in requests
    assert "a-secret-token" not in requests


def test_waitress_notes_on_its_queue_are_quiet_and_its_errors_go_to_the_error_log():
    import logging

    assert not logging.getLogger("waitress.queue").isEnabledFor(logging.CRITICAL - 1)
    assert logging.getLogger("waitress").isEnabledFor(logging.ERROR)
    handlers = logging.getLogger("waitress").handlers
    assert any(getattr(handler, "baseFilename", "").endswith(logs.ERROR_LOG) for handler in handlers)


def test_a_replacement_without_its_csrf_token_comes_back_as_typed_on_the_private_page():
    shop = event()
    done = domain_register(shop)
    link = reverse("private", args=[done.token])
    typed = "// the new one\n" + LEGAL
    response = Client(enforce_csrf_checks=True).post(link, {"decklist": typed})
    page = response.content.decode()
    assert response.status_code == 403 and "This page had expired" in page and escape(typed) in page
    assert done.registration.submissions.count() == 1
    wrong = Client(enforce_csrf_checks=True).post("/r/not-a-link-of-anyone-aaaa/", {"decklist": typed})
    assert wrong.status_code == 404


def domain_register(shop):
    from riftcheck.desk.registrations import domain

    return domain.register(shop, name="Ann", text=LEGAL)


def test_the_desks_own_address_on_the_network_counts_as_the_desks_machine():
    from riftcheck.desk import security, server

    own = security.own_addresses()
    assert server._network_address() in own and ANOTHER_MACHINE not in own
    for address in own:  # the organiser opening the LAN address the banner prints for players
        assert Client(REMOTE_ADDR=address).get("/organiser/login/").status_code == 200

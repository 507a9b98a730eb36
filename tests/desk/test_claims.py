"""Claims by player id: whoever types a roster player's id under another name (or once the
entry has a list) gets no more than a claim, kept under the name typed, which an organiser
confirms or rejects; the real player still registers."""

from __future__ import annotations

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import ILLEGAL, LEGAL, event, organiser
from django.test import Client
from django.urls import reverse

from riftcheck.desk.registrations import domain, roster
from riftcheck.desk.registrations.models import AuditEntry, Registration

ROSTER = "name,player id\nChris Evans,DU010\nสมชาย ใจดี,DU011\n"


def _shop(owner=None):
    shop = event(owner)
    players, _ = roster.read_roster(ROSTER.encode("utf-8"), "roster.csv")
    roster.import_roster(shop, players, None)
    return shop


def test_a_list_sent_with_a_roster_id_under_another_name_is_a_claim_kept_under_the_name_typed():
    shop = _shop()
    done = domain.register(shop, name="Mallory Attacker", player_id="DU010", text=ILLEGAL)
    entry = shop.registrations.get(player_key="du010")
    assert entry.current is None and entry.name == "Chris Evans"  # the roster entry is untouched
    claim = done.registration
    assert (claim.name, claim.player_id, claim.claims) == ("Mallory Attacker", "", entry)
    logged = AuditEntry.objects.get(event=shop, action="claim")
    assert logged.before == {"name": "Chris Evans", "player_id": "DU010"}
    assert logged.after == {"typed_name": "Mallory Attacker"}


def test_the_real_player_still_takes_the_roster_entry_after_a_claim():
    shop = _shop()
    domain.register(shop, name="Mallory Attacker", player_id="DU010", text=ILLEGAL)
    real = domain.register(shop, name="chris  evans", player_id="du010", text=LEGAL)
    assert real.registration.name == "Chris Evans" and real.registration.claims is None
    assert domain.registration_for_token(real.token) == real.registration and real.submission.legal


def test_thai_names_are_compared_as_search_compares_them_and_other_thai_names_claim():
    shop = _shop()
    same = domain.register(shop, name="สมชาย\u200b ใจดี", player_id="DU011", text=LEGAL).registration
    assert same.name == "สมชาย ใจดี" and same.claims is None
    other = domain.register(shop, name="สมหญิง ใจดี", player_id="DU011", text=LEGAL).registration
    assert other.claims == same and other.name == "สมหญิง ใจดี"


def test_an_id_whose_entry_has_a_list_is_claimed_not_refused():
    shop = _shop()
    first = domain.register(shop, name="Chris Evans", player_id="DU010", text=ILLEGAL).registration
    second = domain.register(shop, name="Chris Evans", player_id="DU010", text=LEGAL).registration
    assert second.claims == first and second.pk != first.pk
    assert Registration.objects.get(pk=first.pk).current.legal is False


def test_confirming_a_claim_gives_the_entry_its_list_and_link_and_logs_both_names():
    owner = organiser()
    shop = _shop(owner)
    done = domain.register(shop, name="Chris E.", player_id="DU010", text=LEGAL)
    entry = domain.confirm_claim(done.registration, owner)
    assert entry.name == "Chris Evans" and entry.current == done.submission
    assert domain.registration_for_token(done.token) == entry
    assert not Registration.objects.filter(pk=done.registration.pk).exists()
    logged = AuditEntry.objects.get(event=shop, action="confirm-claim")
    assert logged.before["name"] == "Chris Evans" and logged.after["typed_name"] == "Chris E."
    assert logged.registration == entry


def test_rejecting_a_claim_drops_it_and_logs_it():
    owner = organiser()
    shop = _shop(owner)
    claim = domain.register(shop, name="Mallory Attacker", player_id="DU010", text=LEGAL).registration
    domain.reject_claim(claim, owner)
    claim.refresh_from_db()
    assert claim.dropped and claim.claims is None
    logged = AuditEntry.objects.get(event=shop, action="reject-claim")
    assert logged.before == {"claims": "Chris Evans", "player_id": "DU010"}


def _logged_in(user):
    client = Client()
    client.force_login(user)
    return client


def test_the_player_is_told_the_entry_awaits_the_organiser_who_sees_both_names_and_confirms():
    owner = organiser()
    shop = _shop(owner)
    player = Client()
    sent = player.post(reverse("event", args=[shop.slug]),
                       {"name": "<b>Mallory</b>", "player_id": "DU010", "decklist": LEGAL}, follow=True)
    page = sent.content.decode()
    assert sent.status_code == 200 and "awaits the organiser" in page and "This player id is already registered" not in page
    assert "Chris Evans" not in page  # the id tells the sender nobody's name
    claim = shop.registrations.get(claims__isnull=False)
    organiser_client = _logged_in(owner)
    table = organiser_client.get(reverse("organiser-event", args=[shop.slug])).content.decode()
    assert "claims a player id: confirm" in table and "&lt;b&gt;Mallory&lt;/b&gt;" in table
    shown = organiser_client.get(reverse("organiser-registration", args=[shop.slug, claim.pk])).content.decode()
    assert "&lt;b&gt;Mallory&lt;/b&gt;" in shown and "Chris Evans" in shown and "DU010" in shown
    answer = organiser_client.post(reverse("organiser-claim", args=[shop.slug, claim.pk]), {"decision": "confirm"})
    entry = shop.registrations.get(player_key="du010")
    assert answer.status_code == 302 and answer["Location"].endswith(f"/p/{entry.pk}/")
    assert entry.current is not None and AuditEntry.objects.filter(action="confirm-claim").exists()


def test_a_judge_may_not_decide_a_claim():
    owner, judge = organiser(), organiser("judge")
    shop = _shop(owner)
    shop.judges.add(judge)
    claim = domain.register(shop, name="Mallory", player_id="DU010", text=LEGAL).registration
    answer = _logged_in(judge).post(reverse("organiser-claim", args=[shop.slug, claim.pk]), {"decision": "confirm"})
    assert answer.status_code == 403 and Registration.objects.get(pk=claim.pk).claims is not None

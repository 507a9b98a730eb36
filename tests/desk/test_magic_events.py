"""The desk's Magic events: an event is of a game, and its lists are checked by that game's rules."""

from __future__ import annotations

import datetime

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import event

import riftcheck
from riftcheck.desk.registrations import domain


MAGIC_LIST = "Deck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n2 Lightning Bolt\n"


def test_a_magic_event_checks_lists_by_magic_rules_in_its_format():
    shop = event(game="mtg", format="legacy", date=datetime.date(2022, 1, 20))
    done = domain.register(shop, name="Ann", text=MAGIC_LIST)
    expected = riftcheck.check_text(MAGIC_LIST, format="legacy", as_of="2022-01-20", game="mtg", filename="Ann.txt")
    assert done.submission.report["en"] == expected["decks"]
    assert done.submission.legal is False and done.submission.codes == "MG102"


def test_an_event_form_refuses_a_format_of_the_other_game():
    from riftcheck.desk.registrations.forms import EventForm

    form = EventForm(data={"name": "Friday", "date": "2026-12-04", "game": "mtg", "format": "constructed"})
    assert not form.is_valid() and "format" in form.errors
    fine = EventForm(data={"name": "Friday", "date": "2026-12-04", "game": "mtg", "format": "commander"})
    assert fine.is_valid(), fine.errors


def test_a_magic_events_sheet_lists_the_cards_in_magics_zones_by_name():
    from riftcheck.desk.registrations.sheets import sheet

    shop = event(game="mtg", format="commander", date=datetime.date(2026, 11, 20))
    text = "Commander\n1 Krenko, Mob Boss\n\nDeck\n1 Sol Ring (CMM) 400\n1 Goblin Guide\n98 Mountain\n1 Lightnig Bolt\n"
    done = domain.register(shop, name="Ann", text=text)
    found = sheet(done.registration, "th")
    assert not found.unreadable
    (zones,) = found.decks
    assert [(zone.key, zone.title) for zone in zones] == [("commander", "คอมมานเดอร์"), ("main", "เด็คหลัก")]
    assert zones[0].cards == [{"count": 1, "name": "Krenko, Mob Boss", "code": None, "known": True}]
    assert zones[1].cards[0] == {"count": 1, "name": "Sol Ring", "code": "CMM 400", "known": True}
    assert zones[1].cards[-1] == {"count": 1, "name": "Lightnig Bolt", "code": None, "known": False}
    assert zones[1].copies == 101


def test_a_magic_events_sheet_of_a_list_that_is_no_magic_decklist_says_why_in_the_page_language():
    from riftcheck.desk.registrations.models import Submission
    from riftcheck.desk.registrations.sheets import sheet

    shop = event(game="mtg", format="modern", date=datetime.date(2026, 11, 20))
    done = domain.register(shop, name="Ann", text=MAGIC_LIST)
    Submission.objects.filter(pk=done.submission.pk).update(content=b"just some words, no cards at all\n")
    done.registration.refresh_from_db()
    found = sheet(done.registration, "en")
    assert found.decks == [] and found.unreadable.endswith("it is not a Magic decklist.")


def test_a_commander_events_metagame_counts_decks_by_commander_and_by_colour_identity():
    from riftcheck.desk.registrations import metagame

    shop = event(game="mtg", format="commander", date=datetime.date(2026, 11, 20))
    krenko = "Commander\n1 Krenko, Mob Boss\n\nDeck\n1 Sol Ring\n98 Mountain\n"
    for name, text in (("Ann", krenko), ("Bob", krenko), ("Cy", "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n99 Plains\n"),
                       ("Di", "just some words, no cards\n")):
        domain.register(shop, name=name, text=text)
    found = metagame.event_breakdown(shop.registrations.select_related("current"), shop)
    assert [(bar.label, bar.count) for bar in found.legends.bars] == [
        ("Krenko, Mob Boss", 2), ("Atraxa, Praetors' Voice", 1), ("—", 1)]
    assert [(bar.label, bar.count) for bar in found.domains.bars] == [
        ("White", 1), ("Blue", 1), ("Black", 1), ("Red", 2), ("Green", 1), ("Colourless", 1)]
    assert found.legends.bars[0].colour == metagame.PALETTES["mtg"].colours["R"][1]


def test_a_magic_format_without_commanders_charts_the_colours_of_the_decks_alone():
    from riftcheck.desk.registrations import metagame

    shop = event(game="mtg", format="legacy", date=datetime.date(2022, 1, 20))
    domain.register(shop, name="Ann", text=MAGIC_LIST)
    domain.register(shop, name="Bob", text="Deck\n4 Counterspell\n56 Island\n")
    found = metagame.event_breakdown(shop.registrations.select_related("current"), shop)
    assert found.legends is None and found.charts == [found.domains]
    assert [(bar.label, bar.count, bar.share) for bar in found.domains.bars] == [("Blue", 1, 50), ("Red", 1, 50)]


def test_a_magic_events_published_page_draws_its_commanders_and_colours_in_the_page_language():
    from django.test import Client
    from django.urls import reverse

    from desk_testing import organiser

    owner = organiser()
    shop = event(owner, game="mtg", format="commander", date=datetime.date(2026, 11, 20), publish_lists=True)
    domain.register(shop, name="Ann", text="Commander\n1 Krenko, Mob Boss\n\nDeck\n1 Sol Ring\n98 Mountain\n")
    domain.set_closed(shop, True, owner)
    page = Client().get(reverse("published", args=[shop.slug])).content.decode()
    assert page.count("<svg") == 2 and "Decks by commander" in page and "Decks by colour" in page
    assert "Krenko, Mob Boss" in page and "Decks by legend" not in page
    thai = Client(headers={"accept-language": "th"}).get(reverse("published", args=[shop.slug])).content.decode()
    assert "เด็คตามคอมมานเดอร์" in thai and "แดง" in thai


def test_a_magic_lists_pages_name_magics_zones_and_none_of_riftbounds():
    from desk_testing import organiser
    from django.test import Client
    from django.urls import reverse

    owner = organiser()
    shop = event(owner, game="mtg", format="legacy", date=datetime.date(2022, 1, 20))
    player = Client()
    response = player.post(reverse("event", args=[shop.slug]), {"name": "Ann", "decklist": MAGIC_LIST})
    organiser_page = Client()
    organiser_page.force_login(owner)
    pages = [player.get(response["Location"]).content.decode(),
             organiser_page.get(reverse("organiser-registration", args=[shop.slug, shop.registrations.get().pk]))
             .content.decode()]
    for page in pages:
        assert "Main deck 60 · Sideboard 2" in page
        for riftbound in ("Rune deck", "Battlefields", "Legend", "Chosen Champion", "Energy curve"):
            assert riftbound not in page

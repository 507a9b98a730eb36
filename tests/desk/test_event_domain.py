"""The desk's event operations (unit layer): roster and check-in, staff roles, the audit log,
deck-check sheets and picks, reissued links, re-check previews and the metagame."""

from __future__ import annotations

import datetime

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import BANNED_LATER, ILLEGAL, LEGAL, event, organiser
from support import REPO

from riftcheck.desk.registrations import audit, domain, metagame, roster, sheets, staff
from riftcheck.desk.registrations.models import AuditEntry, Registration

DECK_CODE = (REPO / "tests" / "fixtures" / "decklists" / "032-kaisa-piltover-deckcode-v3-golden.txt").read_text()
TTS = (REPO / "tests" / "fixtures" / "decklists" / "029-viktor-tts-silhouette-docs.txt").read_text()
ROSTER = "name,player id,e-mail\nAnn Lee,ID001,ann@example.org\nบุญมี ใจดี,TH-7,\nNo Id,,\n,X9,\n"


def _roster(shop, text=ROSTER, actor=None):
    players, skipped = roster.read_roster(text.encode("utf-8"), "roster.csv")
    return roster.import_roster(shop, players, actor), skipped


@pytest.mark.parametrize("written", ["ID001", "id001", "ID001\u200b", "ＩＤ００１", " id001 ", "I\u00adD001"])
def test_a_player_id_is_the_same_player_whatever_its_case_width_or_invisible_characters(written):
    assert roster.player_key(written) == roster.player_key("ID001") == "id001"


def test_a_csv_roster_makes_one_registration_per_player_without_a_list_and_says_what_it_left_out():
    shop = event()
    done, skipped = _roster(shop)
    assert [entry.name for entry in done.added] == ["Ann Lee", "บุญมี ใจดี", "No Id"]
    assert skipped == ["Line 5 has no name; it was left out."]
    ann = shop.registrations.get(player_id="ID001")
    assert ann.current is None and ann.email == "ann@example.org" and ann.player_key == "id001"


def test_importing_the_same_roster_twice_adds_nobody():
    shop = event()
    _roster(shop)
    again, _ = _roster(shop)
    assert again.added == [] and len(again.already) == 3 and shop.registrations.count() == 3


def test_a_roster_with_thai_or_semicolon_headers_and_split_names_is_read():
    players, _ = roster.read_roster("ชื่อ;รหัสผู้เล่น\nสมชาย;TH-1\n".encode(), "r.csv")
    assert (players[0].name, players[0].player_id) == ("สมชาย", "TH-1")
    split, _ = roster.read_roster(b"First Name,Last Name,Player ID\nAnn,Lee,7\n", "melee.csv")
    assert (split[0].name, split[0].player_id) == ("Ann Lee", "7")


def test_a_roster_without_a_name_column_is_refused_with_the_reason():
    with pytest.raises(roster.RosterError, match="No name column"):
        roster.read_roster(b"colour,size\nred,3\n", "r.csv")
    with pytest.raises(roster.RosterError, match="NUL bytes"):
        roster.read_roster(b"name,player id\nAnn\x00,1\n", "r.csv")


def test_the_players_of_a_cardeio_export_become_the_roster():
    export = (b'{"decklists": [{"user": {"best_identifier": "Ann"}, "sections": []},'
              b' {"user": {"best_identifier": "Bob"}, "sections": []}]}')
    players, _ = roster.read_roster(export, "cardeio.json")
    assert [player.name for player in players] == ["Ann", "Bob"]


def test_a_later_submission_joins_the_roster_entry_by_player_id_in_any_spelling():
    shop = event()
    _roster(shop)
    done = domain.register(shop, name="ann  LEE", player_id="id001\u200b", text=LEGAL)
    ann = shop.registrations.get(player_key="id001")
    assert done.registration == ann and ann.current == done.submission and not ann.matched_by_name
    assert domain.registration_for_token(done.token) == ann and shop.registrations.count() == 3


def test_a_submission_without_an_id_joins_by_name_and_is_marked_for_the_organiser():
    shop = event()
    _roster(shop)
    done = domain.register(shop, name="no id", text=LEGAL)
    assert done.registration.name == "No Id" and done.registration.matched_by_name
    domain.confirm_name_match(done.registration, organiser("second"))
    assert not Registration.objects.get(pk=done.registration.pk).matched_by_name


def test_a_player_id_already_holding_a_list_is_only_claimed_in_any_spelling():
    shop = event()
    ann = domain.register(shop, name="Ann", player_id="ID001", text=LEGAL).registration
    claim = domain.register(shop, name="Someone", player_id="id001\u200b", text=LEGAL).registration
    assert claim.claims == ann and claim.player_id == "" and shop.registrations.get(player_key="id001") == ann


def test_same_names_are_flagged_for_a_warning():
    shop = event()
    first = domain.register(shop, name="Ann", text=LEGAL).registration
    second = domain.register(shop, name="ann ", text=LEGAL).registration
    other = domain.register(shop, name="Bob", text=LEGAL).registration
    assert roster.same_names(shop) == {first.pk, second.pk} and other.pk not in roster.same_names(shop)


def test_check_in_counts_present_and_no_show_and_is_logged():
    owner = organiser()
    shop = event(owner)
    _roster(shop)
    ann, thai, no_id = shop.registrations.order_by("pk")
    roster.set_attendance(ann, "present", owner)
    roster.set_attendance(thai, "no-show", owner)
    assert roster.attendance_counts(shop) == {"present": 1, "no_show": 1, "unknown": 1}
    entry = AuditEntry.objects.get(action="check-in", registration=ann)
    assert (entry.before, entry.after, entry.user) == ({"attendance": ""}, {"attendance": "present"}, owner)


def test_a_judge_is_staff_who_may_not_change_and_the_last_organiser_stays():
    owner, judge = organiser("owner"), organiser("judge")
    shop = event(owner)
    staff.add(shop, "judge", staff.JUDGE, owner)
    assert staff.role(judge, shop) == staff.JUDGE and staff.role(owner, shop) == staff.ORGANISER
    with pytest.raises(staff.StaffError, match="last-organiser"):
        staff.remove(shop, owner, owner)
    with pytest.raises(staff.StaffError, match="no-such-user"):
        staff.add(shop, "nobody", staff.JUDGE, owner)
    staff.add(shop, "judge", staff.ORGANISER, owner)
    assert staff.role(judge, shop) == staff.ORGANISER and not shop.judges.exists()
    assert [entry.action for entry in audit.entries(shop)][:2] == ["staff-add", "staff-remove"]


def test_every_organiser_action_is_logged_with_before_and_after():
    owner = organiser()
    shop = event(owner)
    entry = domain.register(shop, name="Ann", text=LEGAL, organiser=owner).registration
    domain.set_dropped(entry, True, owner)
    domain.set_dropped(entry, False, owner)
    domain.set_closed(shop, True, owner)
    domain.set_closed(shop, False, owner)
    domain.update_event(shop, owner, name="Store Championship Finals", date=shop.date)
    domain.replace(entry, text=ILLEGAL, organiser=owner)
    actions = [found.action for found in audit.entries(shop)][::-1]
    assert actions == ["event-create", "add-player", "drop", "restore", "close", "reopen", "event-edit",
                       "replace-list"]
    edit = shop.audit_entries.get(action="event-edit")
    assert edit.before == {"name": "Store Championship"} and edit.after == {"name": "Store Championship Finals"}
    assert edit.username == "orga"


def test_a_diff_between_versions_names_the_lines_removed_and_added():
    assert audit.version_diff("3 Cleave\n2 Stupefy\n", "3 Cleave\n3 Stupefy\n") == [("-", "2 Stupefy"),
                                                                                   ("+", "3 Stupefy")]


def test_a_reissued_link_opens_the_registration_and_the_old_one_no_longer_does():
    owner = organiser()
    shop = event(owner)
    done = domain.register(shop, name="Ann", text=LEGAL)
    token = domain.reissue_link(done.registration, owner)
    assert token != done.token and domain.registration_for_token(done.token) is None
    assert domain.registration_for_token(token) == done.registration
    assert shop.audit_entries.filter(action="reissue-link", registration=done.registration).exists()


def test_a_recheck_preview_changes_nothing_and_the_confirmed_recheck_matches_it():
    owner = organiser()
    shop = event(owner, date=datetime.date(2026, 3, 1))
    done = domain.register(shop, name="Viktor player", text=BANNED_LATER)
    assert done.submission.legal is True
    preview = domain.preview_recheck(shop, datetime.date(2026, 11, 29))
    assert [(item.registration.name, item.legal_before, item.legal_after, item.changed) for item in preview] == [
        ("Viktor player", True, False, True)]
    assert preview[0].findings_after > preview[0].findings_before
    shop.refresh_from_db()
    done.submission.refresh_from_db()
    assert shop.rules_date is None and done.submission.legal is True and not done.submission.changed
    assert not shop.audit_entries.filter(action="recheck").exists()
    assert domain.recheck_all(shop, datetime.date(2026, 11, 29), owner) == 1
    logged = shop.audit_entries.get(action="recheck")
    assert logged.before == {"rules_date": "2026-03-01"} and logged.after["rules_date"] == "2026-11-29"


def test_changed_means_any_change_in_the_findings_not_only_the_codes():
    report = {"en": [{"path": "a.txt", "findings": [{"code": "RC301", "severity": "error", "line": 3,
                                                     "message": "too many copies of Cleave"}]}]}
    twice = {"en": [{"path": "a.txt", "findings": report["en"][0]["findings"] * 2}]}
    reworded = {"en": [{"path": "a.txt", "findings": [{**report["en"][0]["findings"][0], "message": "other"}]}]}
    assert domain.findings_key(report) != domain.findings_key(twice)
    assert domain.findings_key(report) != domain.findings_key(reworded)
    assert domain.findings_key(report) == domain.findings_key({"en": [dict(report["en"][0])]})


def test_a_seeded_pick_is_repeatable_logged_and_among_players_with_a_list():
    owner = organiser()
    shop = event(owner)
    for number in range(12):
        domain.register(shop, name=f"Player {number:02}", text=LEGAL)
    _roster(shop)  # three without a list: never picked
    dropped = shop.registrations.get(name="Player 00")
    domain.set_dropped(dropped, True, owner)
    seed, first = domain.pick_deck_checks(shop, 5, owner, seed=42)
    _, again = domain.pick_deck_checks(shop, 5, owner, seed=42)
    assert seed == 42 and first == again and len(set(first)) == 5
    assert all(entry.current is not None and not entry.dropped for entry in first)
    logged = shop.audit_entries.filter(action="deck-check-pick").first()
    assert logged.after["seed"] == 42 and logged.after["picked"] == [entry.pk for entry in again]


def test_once_players_are_checked_in_only_they_are_picked_and_no_shows_never_are():
    owner = organiser()
    shop = event(owner)
    entries = [domain.register(shop, name=f"Player {number}", text=LEGAL).registration for number in range(6)]
    roster.set_attendance(entries[0], "no-show", owner)
    _, before_check_in = domain.pick_deck_checks(shop, 10, owner, seed=1)
    assert set(before_check_in) == set(entries[1:])
    for entry in entries[1:3]:
        roster.set_attendance(entry, "present", owner)
    _, picked = domain.pick_deck_checks(shop, 10, owner, seed=1)
    assert set(picked) == set(entries[1:3])


@pytest.mark.parametrize("text, legend", [(DECK_CODE, "Kai'Sa, Daughter of the Void"),
                                          (TTS, "Viktor, Herald of the Arcane")])
def test_the_sheet_of_a_deck_code_or_tts_list_names_the_cards_by_zone(text, legend):
    registration = domain.register(event(), name="Ann", text=text).registration
    (deck,) = sheets.sheet(registration, "en").decks
    zones = {zone.key: zone for zone in deck}
    assert zones["legend"].title == "Legend" and zones["legend"].cards[0]["name"] == legend
    assert zones["main"].copies + zones["champion"].copies == 40
    assert all(card["code"] for zone in deck for card in zone.cards)
    thai = sheets.sheet(registration, "th").decks[0]
    assert thai[0].title == "แชมเปียนเลเจนด์"


def test_the_sheets_of_an_event_leave_out_dropped_players_and_those_without_a_list():
    owner = organiser()
    shop = event(owner)
    ann = domain.register(shop, name="Ann", text=LEGAL).registration
    bob = domain.register(shop, name="Bob", text=ILLEGAL).registration
    domain.set_dropped(bob, True, owner)
    _roster(shop)
    assert [found.registration for found in sheets.event_sheets(shop, "en")] == [ann]


def test_the_metagame_counts_decks_by_legend_and_by_domain():
    legends = [("Jinx, Loose Cannon", ["Fury", "Chaos"]), ("Jinx, Loose Cannon", ["Fury", "Chaos"]),
               ("Lillia, Bashful Bloom", ["Calm", "Mind"])]
    found = metagame.breakdown(legends, ("legends", "domains"))
    assert [(bar.label, bar.count) for bar in found.legends.bars] == [("Jinx, Loose Cannon", 2),
                                                                       ("Lillia, Bashful Bloom", 1)]
    assert [(bar.label, bar.count) for bar in found.domains.bars] == [("Fury", 2), ("Calm", 1), ("Mind", 1),
                                                                       ("Chaos", 2)]
    assert found.decks == 3 and found.legends.bars[0].width > found.legends.bars[1].width > 0
    assert [bar.share for bar in found.legends.bars] == [67, 33]


def test_the_metagame_of_an_events_lists_reads_each_legend():
    shop = event()
    for name, text in (("Ann", LEGAL), ("Bob", LEGAL), ("Cy", DECK_CODE)):
        domain.register(shop, name=name, text=text)
    found = metagame.event_breakdown(shop.registrations.select_related("current"), shop)
    assert {(bar.label, bar.count) for bar in found.legends.bars} == {("Lillia, Bashful Bloom", 2),
                                                                      ("Kai'Sa, Daughter of the Void", 1)}


def test_the_migration_gives_earlier_registrations_their_keys_and_one_of_two_spellings_keeps_it():
    import importlib

    from django.apps import apps

    migration = importlib.import_module("riftcheck.desk.registrations.migrations.0004_event_roster_staff_audit")
    shop = event()
    for name, written in (("Ann", "ID001"), ("Ann again", "id001\u200b"), ("Bob", "B-2")):
        Registration.objects.create(event=shop, name=name, player_id=written, token_digest=name)
    migration.fill_player_keys(apps, None)
    keys = dict(Registration.objects.values_list("name", "player_key"))
    assert keys == {"Ann": "id001", "Ann again": "", "Bob": "b-2"}

"""The desk's domain: registering, replacing, deadlines, faults, re-checking."""

from __future__ import annotations

import datetime

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import (BANNED_LATER, CHINESE_EVENT_LIST, EVENT_DATE, ILLEGAL, ILLEGAL_FINDINGS, LEGAL, SEALED_DECK,
                          SEALED_POOL, SHORT_POOL, UNCONFIRMED, event, organiser)
from django.utils import timezone

import riftcheck
from riftcheck.desk.registrations import domain
from riftcheck.desk.registrations.models import Registration, Submission, token_digest


def test_a_registration_gets_the_verdict_check_text_gives_in_both_languages():
    shop = event()
    done = domain.register(shop, name="Ann", text=ILLEGAL)
    submission = done.submission
    assert submission.state == Submission.CHECKED and submission.legal is False
    for lang in ("en", "th"):
        expected = riftcheck.check_text(ILLEGAL, as_of=EVENT_DATE, lang=lang, filename="Ann.txt")["decks"]
        assert submission.report[lang] == expected
    [deck] = submission.report["en"]
    assert sorted((f["code"], f["rule"], f["line"]) for f in deck["findings"]) == sorted(
        (code, rule, line) for code, rule, line, _english, _thai in ILLEGAL_FINDINGS)
    assert submission.errors == len(ILLEGAL_FINDINGS) == 7
    assert sorted(submission.codes.split()) == sorted(code for code, *_ in ILLEGAL_FINDINGS)


def test_a_legal_list_is_legal_and_the_private_token_is_stored_only_as_its_digest():
    done = domain.register(event(), name="Ben", text=LEGAL)
    assert done.submission.legal is True
    assert done.token and len(done.token) >= 24
    assert not Registration.objects.filter(token_digest=done.token).exists()
    assert domain.registration_for_token(done.token) == done.registration
    assert done.registration.token_digest == token_digest(done.token)


def test_replacing_keeps_every_version_and_the_last_is_in_force():
    done = domain.register(event(), name="Cat", text=ILLEGAL)
    domain.replace(done.registration, text=LEGAL)
    registration = Registration.objects.get(pk=done.registration.pk)
    assert [s.legal for s in registration.submissions.all()] == [False, True]
    assert registration.current.legal is True and registration.current.text == LEGAL


def test_players_cannot_submit_after_the_deadline_or_once_closed_but_the_organiser_can():
    owner = organiser()
    past = event(owner, deadline=timezone.now() - datetime.timedelta(minutes=1))
    with pytest.raises(domain.Refused) as refused:
        domain.register(past, name="Dan", text=LEGAL)
    assert refused.value.phrase == "closed"
    entered = domain.register(past, name="Dan", text=LEGAL, organiser=owner)
    assert entered.submission.submitted_by == owner
    shop = event(owner)
    done = domain.register(shop, name="Eve", text=LEGAL)
    domain.set_closed(shop, True)
    with pytest.raises(domain.Refused):
        domain.replace(done.registration, text=ILLEGAL)
    domain.set_closed(shop, False)
    assert domain.replace(done.registration, text=ILLEGAL).submission.legal is False


def test_a_player_id_registers_once_per_event_and_a_second_try_only_claims_it():
    owner = organiser()
    shop = event(owner)
    fay = domain.register(shop, name="Fay", player_id="P-1", text=LEGAL).registration
    claim = domain.register(shop, name="Impostor", player_id="P-1", text=ILLEGAL).registration
    assert claim.claims == fay and claim.player_id == "" and shop.registrations.get(player_id="P-1") == fay
    assert domain.register(event(owner), name="Fay", player_id="P-1", text=LEGAL).submission.legal


def test_a_checker_fault_keeps_the_list_and_marks_it_for_the_organiser(monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("card database missing")

    monkeypatch.setattr(riftcheck.api, "check_text", broken)
    monkeypatch.setattr(riftcheck.api, "check_results", broken)
    done = domain.register(event(), name="Gus", text=LEGAL)
    stored = Submission.objects.get(pk=done.submission.pk)
    assert stored.state == Submission.FAULT and stored.text == LEGAL and stored.legal is None


def test_input_that_is_no_decklist_is_stored_with_the_cli_sentence():
    done = domain.register(event(), name="Hal", text="Bring snacks\nRound one at ten\nTables at nine\n")
    [deck] = done.submission.report["en"]
    assert done.submission.legal is False
    assert deck["error"] == riftcheck.check_text("Bring snacks\nRound one at ten\nTables at nine\n",
                                                 filename="Hal.txt")["decks"][0]["error"]
    assert deck["error"].startswith("Hal.txt has nothing that reads as a card entry")


def test_recheck_all_under_a_later_rules_date_marks_the_verdicts_that_changed():
    shop = event(date=datetime.date(2026, 3, 1))
    banned = domain.register(shop, name="Ivy", text=BANNED_LATER)
    legal = domain.register(shop, name="Jon", text=LEGAL.replace("Lillia", "Lillia"))
    assert banned.submission.legal is True
    changed = domain.recheck_all(shop, datetime.date(2026, 11, 29))
    banned_now = Submission.objects.get(pk=banned.submission.pk)
    assert changed >= 1 and banned_now.changed and banned_now.legal is False and banned_now.previous_legal is True
    assert "RC301" in banned_now.codes
    assert shop.as_of == datetime.date(2026, 11, 29)
    assert Submission.objects.get(pk=legal.submission.pk).checked_as_of == datetime.date(2026, 11, 29)


def test_recheck_all_recomputes_only_the_lists_in_force():
    shop = event()
    done = domain.register(shop, name="Kim", text=ILLEGAL)
    domain.replace(done.registration, text=LEGAL)
    domain.recheck_all(shop)
    first, second = done.registration.submissions.all()
    assert first.changed is False and second.changed is False and second.legal is True


def test_in_2v2_teammates_are_checked_together_and_both_verdicts_follow_the_team_rules():
    shop = event(format="2v2")
    first = domain.register(shop, name="Ann", team="Blue", text=LEGAL)
    assert first.submission.legal is True  # no teammate yet: checked alone
    second = domain.register(shop, name="Ben", team="blue", text=LEGAL)  # the same legend and battlefields
    assert {"RC401", "RC402"} <= set(second.submission.codes.split())
    ann_now = Registration.objects.get(pk=first.registration.pk).current
    assert ann_now.legal is False and "RC401" in ann_now.codes
    expected = riftcheck.check_team(LEGAL, LEGAL, as_of=EVENT_DATE, filenames=("Ann.txt", "Ben.txt"))["decks"][0]
    assert ann_now.report["en"] == [expected]
    domain.replace(second.registration, text=BANNED_LATER)
    assert Registration.objects.get(pk=first.registration.pk).current.legal is True


@pytest.mark.parametrize("name", ["Ann\x1b[0m", "Ann\tLee", "Ann\\x1b[0m"])
def test_in_2v2_a_name_holding_a_control_character_still_gets_its_own_deck_and_verdict(name):
    shop = event(format="2v2")
    if name.startswith("Ann\\"):  # a teammate whose name reads as the other's once its control is escaped
        domain.register(shop, name="Ann\x1b[0m", team="Blue", text=LEGAL)
    else:
        domain.register(shop, name="Ben", team="Blue", text=LEGAL)
    mine = domain.register(shop, name=name, team="blue", text=LEGAL).submission
    assert len(mine.decks("en")) == 1 and mine.legal is False
    assert {"RC401", "RC402"} <= set(mine.codes.split())


def test_a_deadline_moved_earlier_puts_the_last_list_before_it_back_in_force():
    shop = event()
    done = domain.register(shop, name="Lou", text=LEGAL)
    later = domain.replace(done.registration, text=ILLEGAL).submission
    Submission.objects.filter(pk=later.pk).update(submitted_at=timezone.now() + datetime.timedelta(hours=2))
    domain.update_event(shop, deadline=timezone.now() + datetime.timedelta(hours=1))
    assert Registration.objects.get(pk=done.registration.pk).current == done.submission
    domain.update_event(shop, deadline=None)
    assert Registration.objects.get(pk=done.registration.pk).current == later


def _findings(submission: Submission, code: str, lang: str = "en") -> list[str]:
    return [f["message"] for deck in submission.report[lang] for f in deck["findings"] if f["code"] == code]


def test_a_sealed_deck_within_its_pool_is_legal_and_checked_as_check_pool_checks_it():
    shop = event(format="sealed")
    done = domain.register(shop, name="Ann", text=SEALED_DECK, pool=SEALED_POOL)
    submission = done.submission
    assert submission.legal is True and submission.pool_text == SEALED_POOL
    for lang in ("en", "th"):
        expected = riftcheck.check_text(SEALED_DECK, format="sealed", as_of=EVENT_DATE, lang=lang, filename="Ann.txt",
                                        pool=SEALED_POOL, pool_filename="Ann-pool.txt")["decks"]
        assert submission.report[lang] == expected
    assert _findings(submission, "RC123")[0].startswith("Checked against the pool Ann-pool.txt")


def test_a_sealed_deck_using_more_copies_than_its_pool_holds_gets_rc122():
    done = domain.register(event(format="sealed"), name="Bob", text=SEALED_DECK, pool=SHORT_POOL.encode(),
                           pool_filename="bob-pool.txt")
    assert done.submission.legal is False and "RC122" in done.submission.codes
    assert _findings(done.submission, "RC122") == ["Stupefy: 3 copies are used, but the pool has 2."]


def test_without_a_pool_the_verdict_says_the_pool_was_not_checked():
    done = domain.register(event(format="draft"), name="Cy", text=SEALED_DECK)
    assert done.submission.pool_content is None
    assert _findings(done.submission, "RC123") == ["The pool was not checked: only the deck rules were."]


def test_re_checks_and_new_lists_keep_using_the_stored_pool():
    shop = event(format="sealed")
    done = domain.register(shop, name="Dee", text=SEALED_DECK, pool=SHORT_POOL)
    domain.recheck_all(shop)
    assert Submission.objects.get(pk=done.submission.pk).codes == done.submission.codes
    assert "RC122" in done.submission.codes
    kept = domain.replace(done.registration, text=SEALED_DECK).submission  # no new pool: the last one goes on
    assert kept.pool_text == SHORT_POOL and "RC122" in kept.codes
    fixed = domain.replace(done.registration, text=SEALED_DECK, pool=SEALED_POOL).submission
    assert fixed.legal is True
    assert [bytes(s.pool_content).decode() for s in done.registration.submissions.all()] == [
        SHORT_POOL, SHORT_POOL, SEALED_POOL]


def test_the_event_region_decides_set_legality_and_changing_it_checks_every_list_again():
    shop = event(date=datetime.date(2026, 4, 18), region="cn")
    done = domain.register(shop, name="Eli", text=CHINESE_EVENT_LIST)
    assert done.submission.legal is True
    assert domain.update_event(shop, region="global") == 1
    now = Submission.objects.get(pk=done.submission.pk)
    assert now.legal is False and "RC302" in now.codes and now.previous_legal is True
    expected = riftcheck.check_text(CHINESE_EVENT_LIST, as_of="2026-04-18", filename="Eli.txt")["decks"]
    assert now.report["en"] == expected


def test_an_unconfirmed_list_needs_review_and_is_never_counted_legal():
    from riftcheck.desk.registrations import table

    shop = event()
    done = domain.register(shop, name="Fay", text=UNCONFIRMED)
    assert done.submission.legal is False
    assert table.standing(done.registration) == "review"
    assert table.counts(shop)["review"] == 1 and table.counts(shop)["legal"] == 0
    assert [row.standing for row in table.rows(shop, "en", show="illegal")] == ["review"]
    domain.register(shop, name="Gus", text=ILLEGAL)
    assert [row.standing for row in table.rows(shop, "en")] == ["illegal", "review"]


def test_recheck_all_after_a_formats_update_is_imported_uses_its_ban_and_the_page_lines_say_so(tmp_path,
                                                                                                 monkeypatch):
    from support import REPO

    from riftcheck.desk.registrations import table
    from riftcheck.games.riftbound.formats import update as format_update

    monkeypatch.setenv("RIFTCHECK_DATA", str(tmp_path / "user-data"))
    shop = event()
    done = domain.register(shop, name="Lia", text=LEGAL)  # Lillia with 3 Sprite Fountain
    effective = datetime.date(2026, 12, 18)
    # After the shipped ban lists' record (2026-12-07) the list cannot be confirmed: it needs review.
    assert domain.recheck_all(shop, effective) == 1
    moved = Submission.objects.get(pk=done.submission.pk)
    assert moved.legal is False and moved.codes == "RC305"
    assert table.standing(Registration.objects.get(pk=done.registration.pk)) == "review"
    assert "december-ban" not in " ".join(domain.data_in_force("en"))
    # The update records the ban lists up to 2026-12-18 and bans Sprite Fountain from that day.
    format_update.import_update(REPO / "tests" / "fixtures" / "formats" / "updates" / "december-ban.yaml")
    assert domain.recheck_all(shop) == 1
    now = Submission.objects.get(pk=done.submission.pk)
    assert now.legal is False and "RC301" in now.codes and "RC305" not in now.codes
    assert table.standing(Registration.objects.get(pk=done.registration.pk)) == "illegal"
    lines = domain.data_in_force("en")
    assert ("Newest ban wave: effective 2026-12-18 in constructed, 2v2: Sprite Fountain "
            "(your formats update december-ban).") in lines
    assert "ไฟล์อัปเดตฟอร์แมตของคุณ: december-ban" in domain.data_in_force("th")


def test_misspelt_and_unknown_card_names_get_the_suggestions_check_text_gives_and_survive_a_recheck():
    text = LEGAL.replace("3 Lonely Poro\n", "3 Lonely Porro\n1 Zzqx Nothing Like A Card\n")
    shop = event()
    submission = domain.register(shop, name="Ann", text=text).submission
    assert submission.state == Submission.CHECKED and submission.legal is False
    [deck] = submission.report["en"]
    assert deck == riftcheck.check_text(text, as_of=EVENT_DATE, filename="Ann.txt")["decks"][0]
    [misspelt] = [f for f in deck["findings"] if f["code"] == "RC001"]
    assert "Lonely Porro" in misspelt["message"] and "Lonely Poro" in misspelt["hint"]
    assert domain.recheck_all(shop) == 0
    assert Submission.objects.get(pk=submission.pk).report["en"] == [deck]

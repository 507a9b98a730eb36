"""The desk in a real browser (Debian's Chromium driven by Playwright) against the real server
and database: what a player and an organiser do on the day.

Skipped when Playwright or Chromium is absent. With RIFTCHECK_SCREENSHOTS=FOLDER the tests
also save the README's screenshots there (phone and desktop; player page and organiser table).
"""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import BANNED_LATER, ILLEGAL, SEALED_DECK, SHORT_POOL
from live import PASSWORD, running_desk

from browsers import CHROMIUM, CHROMIUM_ARGS, sync_api  # noqa: E402

pytestmark = pytest.mark.live
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 860}
EVENT_DATE = "2026-03-01"  # BANNED_LATER is legal then and banned by 2026-11-29
SCREENSHOTS = os.environ.get("RIFTCHECK_SCREENSHOTS")


@pytest.fixture(scope="module")
def desk(tmp_path_factory):
    with running_desk(tmp_path_factory.mktemp("desk"), event_date=EVENT_DATE) as served:
        yield served


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport=DESKTOP, locale="en-GB")
    opened = context.new_page()
    problems = []
    # A refused form answers 400 on purpose; what must never happen is a script error or
    # something the Content-Security-Policy blocked.
    opened.on("console", lambda message: problems.append(message.text)
              if message.type == "error" and "status of 400" not in message.text else None)
    opened.on("pageerror", lambda error: problems.append(str(error)))
    yield opened
    context.close()
    assert not problems, f"the browser reported errors: {problems}"


def _screenshot(page, name: str) -> None:
    if SCREENSHOTS:
        page.evaluate("window.scrollTo(0, 0)")
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"), full_page=False)


def _paste(page, desk, name: str, text: str) -> None:
    page.goto(desk.url(f"/e/{desk.slug}/"))
    page.fill("#id_name", name)
    page.fill("#id_decklist", text)
    page.click("button.primary")


def test_a_player_pastes_a_legal_list_and_lands_on_the_private_address_which_a_reload_keeps(page, desk):
    _paste(page, desk, "Ann", BANNED_LATER)
    verdict = page.locator("#verdict")
    sync_api.expect(verdict).to_contain_text("✓ LEGAL")
    link = page.locator("#private-link")
    sync_api.expect(link).to_be_visible()
    assert page.url == link.get_attribute("href")  # as without JavaScript: the address is the link
    # The answer to the form is the whole private page, in place of the event page: one header,
    # one main, its title, and forms acting on the private address.
    assert page.title().startswith("Ann — ")
    assert page.locator("header.bar").count() == 1 and page.locator("main").count() == 1
    assert page.locator("#register").count() == 0
    assert page.locator("form.lang input[name=next]").get_attribute("value") == page.url.removeprefix(desk.url(""))
    qr = page.locator(".qr img")
    sync_api.expect(qr).to_be_visible()
    assert qr.evaluate("image => image.complete && image.naturalWidth > 0")
    address = page.url
    page.reload()
    sync_api.expect(page.locator("#verdict")).to_contain_text("✓ LEGAL")
    assert page.url == address and page.locator("#private-link").count() == 0


# What ILLEGAL breaks on this desk's EVENT_DATE: what it breaks later (desk_testing.ILLEGAL_FINDINGS)
# under the rule numbers then in force, and before The Arena's Greatest was banned (2026-07-24).
# Each: code, rule, words of the Thai message.
ILLEGAL_IN_MARCH = [
    ("RC103", "402.1", "เด็คหลักมี 15 ใบ"),
    ("RC105", "103.2.b", "Jinx, Rebel มี 4 ใบในเด็คหลัก"),
    ("RC107", "103.2.d.2", "Tibbers เป็นการ์ดซิกเนเจอร์ที่ไม่มีแท็กแชมเปียน Jinx"),
    ("RC001", None, "ไม่รู้จักการ์ด “Jinxx, Demolitionist”"),
    ("RC110", "103.4.c", "สนามรบ Void Gate มี 2 ใบ"),
    ("RC108", "103.3.a", "เด็ครูนมี 11 ใบ"),
]


def test_an_illegal_list_shows_each_finding_with_its_rule_number_in_thai_after_switching(page, desk):
    page.set_viewport_size(PHONE)
    page.goto(desk.url(f"/e/{desk.slug}/"))
    page.click("button[name=language][value=th]")
    sync_api.expect(page.locator("button.primary")).to_have_text("ตรวจและส่ง")
    page.fill("#id_name", "Ben")
    page.fill("#id_decklist", ILLEGAL)
    page.click("button.primary")
    verdict = page.locator("#verdict")
    sync_api.expect(verdict).to_contain_text("✗ ผิดกติกา")
    shown = verdict.inner_text()
    for code, rule, words in ILLEGAL_IN_MARCH:
        assert words in shown
        assert f"{code} (กฎข้อ {rule})" in shown if rule else code in shown
    assert "RC301" not in shown
    _screenshot(page, "player-phone")


def test_a_player_replaces_the_list_through_the_private_link(page, desk):
    _paste(page, desk, "Cat", ILLEGAL)
    sync_api.expect(page.locator("#verdict")).to_contain_text("✗ ILLEGAL")
    _screenshot(page, "player-desktop")
    link = page.locator("#private-link").get_attribute("href")
    page.goto(link)
    sync_api.expect(page.locator("#verdict")).to_contain_text("✗ ILLEGAL")
    page.fill("#id_decklist", BANNED_LATER)
    page.click("button.primary")
    sync_api.expect(page.locator("#verdict")).to_contain_text("✓ LEGAL")
    page.reload()
    assert page.locator("ul.versions li").count() == 2


def test_the_private_page_answered_to_the_form_replaces_the_list_and_switches_language_at_its_address(page, desk):
    _paste(page, desk, "Hal", ILLEGAL)
    sync_api.expect(page.locator("#verdict")).to_contain_text("✗ ILLEGAL")
    address = page.url
    page.fill("#id_decklist", BANNED_LATER)
    page.click("button.primary")
    sync_api.expect(page.locator("#verdict")).to_contain_text("✓ LEGAL")
    assert page.url == address and page.locator("ul.versions li").count() == 2
    page.click("button[name=language][value=th]")
    sync_api.expect(page.locator("#verdict")).to_contain_text("✓ ถูกกติกา")
    assert page.url == address


def test_a_form_with_a_problem_shows_the_sentence_in_place(page, desk):
    _paste(page, desk, "Fay", "   ")
    sync_api.expect(page.locator("#register")).to_contain_text("Paste your decklist or choose a file.")
    _paste(page, desk, "Gus", "\x89PNG\r\n")
    sync_api.expect(page.locator("#verdict")).to_contain_text("UNREADABLE")
    page.goto(page.locator("#private-link").get_attribute("href"))
    page.fill("#id_decklist", "  ")
    page.click("button.primary")
    sync_api.expect(page.locator("main")).to_contain_text("Paste your decklist or choose a file.")
    assert page.locator("main").count() == 1 and page.locator("header.bar").count() == 1


def test_without_javascript_a_player_still_submits_and_sees_the_verdict(browser, desk):
    context = browser.new_context(java_script_enabled=False, viewport=PHONE)
    page = context.new_page()
    _paste(page, desk, "Dan", ILLEGAL)
    assert "/r/" in page.url
    sync_api.expect(page.locator("#verdict")).to_contain_text("✗ ILLEGAL")
    sync_api.expect(page.locator("#private-link")).to_be_visible()
    context.close()


def test_the_organiser_rechecks_under_a_later_date_sees_the_change_and_reads_the_csv_back(page, desk):
    _paste(page, desk, "Eve", BANNED_LATER)
    sync_api.expect(page.locator("#verdict")).to_contain_text("✓ LEGAL")
    page.goto(desk.url("/organiser/login/"))
    page.fill("#id_username", "orga")
    page.fill("#id_password", PASSWORD)
    page.click("button.primary")
    page.click(f"a[href='/organiser/e/{desk.slug}/']")
    table = page.locator("table.registrations")
    sync_api.expect(table).to_contain_text("Eve")
    page.fill("#id_rules_date", "2026-11-29")
    page.click("text=Preview a re-check")
    sync_api.expect(page.locator("main")).to_contain_text("Nothing has changed yet.")
    page.click("button.primary")
    eve = page.locator("tr", has_text="Eve")
    sync_api.expect(eve).to_have_class("illegal changed")
    sync_api.expect(eve).to_contain_text("RC301")
    _screenshot(page, "organiser-desktop")
    page.set_viewport_size(PHONE)
    page.reload()
    _screenshot(page, "organiser-phone")
    with page.expect_download() as download:
        page.click("text=report.csv")
    rows = list(csv.DictReader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8-sig"))))
    by_player = {row["player"]: row for row in rows}
    assert by_player["Eve"]["legal"] == "no" and "RC301" in by_player["Eve"]["codes"]
    assert by_player["Ben"]["legal"] == "no"


def test_the_organiser_opens_a_sealed_event_and_a_player_registers_the_pool_then_the_deck(page, desk):
    page.goto(desk.url("/organiser/login/"))
    page.fill("#id_username", "orga")
    page.fill("#id_password", PASSWORD)
    page.click("button.primary")
    page.fill("#id_name", "Sealed Sunday")
    page.fill("#id_date", "2026-11-29")
    page.select_option("#id_format", "sealed")
    page.select_option("#id_region", "kr")
    page.click("button.primary")
    slug = page.url.rstrip("/").rsplit("/", 1)[1]
    sync_api.expect(page.locator("main")).to_contain_text("region kr")
    page.goto(desk.url(f"/e/{slug}/"))
    page.fill("#id_name", "Fay")
    page.fill("#id_pool", SHORT_POOL)
    page.fill("#id_decklist", SEALED_DECK)
    page.click("button.primary")
    verdict = page.locator("#verdict")
    sync_api.expect(verdict).to_contain_text("✗ ILLEGAL")
    sync_api.expect(verdict).to_contain_text("Stupefy: 3 copies are used, but the pool has 2.")

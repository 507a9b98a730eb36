"""A whole event in a real browser (Debian's Chromium through Playwright) against the real
server, on a desktop and on a phone: the organiser imports a roster of 100 and checks players
in, players submit, a judge opens a sheet from a deck code, the organiser prints every sheet,
picks five for deck checks, previews a re-check, reissues a lost link and publishes the lists
with the metagame chart; the audit log shows each action.

With RIFTCHECK_SCREENSHOTS=FOLDER the test saves the README's screenshots of the sheet, the
table, the audit log and the published page there.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import BANNED_LATER, ILLEGAL
from live import PASSWORD, running_desk
from support import REPO

from browsers import CHROMIUM, CHROMIUM_ARGS, sync_api  # noqa: E402

pytestmark = pytest.mark.live
VIEWPORTS = {"desktop": {"width": 1280, "height": 860}, "phone": {"width": 390, "height": 844}}
SCREENSHOTS = os.environ.get("RIFTCHECK_SCREENSHOTS")
DECK_CODE = (REPO / "tests" / "fixtures" / "decklists" / "032-kaisa-piltover-deckcode-v3-golden.txt").read_text()
TTS = (REPO / "tests" / "fixtures" / "decklists" / "029-viktor-tts-silhouette-docs.txt").read_text()
JUDGE = "judge"
_ADD_JUDGE = """
import sys
from riftcheck.desk import server
server.setup()
from django.contrib.auth import get_user_model
get_user_model().objects.create_user(sys.argv[1], password=sys.argv[2])
"""


@pytest.fixture(scope="module")
def desk(tmp_path_factory):
    home = tmp_path_factory.mktemp("desk")
    with running_desk(home) as served:
        env = {**os.environ, "RIFTCHECK_DESK_HOME": str(home)}
        for name in ("DJANGO_SETTINGS_MODULE", "RIFTCHECK_DATABASE_URL"):
            env.pop(name, None)
        made = subprocess.run([sys.executable, "-c", _ADD_JUDGE, JUDGE, PASSWORD], env=env, cwd=REPO,
                              capture_output=True, text=True, timeout=120)
        assert made.returncode == 0, made.stderr[-2000:]
        yield served


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


class Browsing:
    """New pages (each its own cookies) that fail the test on a script error or a CSP block."""

    def __init__(self, browser, viewport):
        self.browser, self.viewport, self.contexts, self.problems = browser, viewport, [], []

    def page(self):
        context = self.browser.new_context(viewport=self.viewport, locale="en-GB")
        self.contexts.append(context)
        opened = context.new_page()
        opened.on("console", lambda message: self.problems.append(message.text)
                  if message.type == "error" and "status of 404" not in message.text else None)
        opened.on("pageerror", lambda error: self.problems.append(str(error)))
        return opened

    def close(self):
        for context in self.contexts:
            context.close()


def _screenshot(page, name: str, full: bool = False, at: str | None = None) -> None:
    """The page from its top, or from the element `at` (the table on a phone)."""
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        if at:
            page.locator(at).evaluate("element => element.scrollIntoView()")
        else:
            page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"), full_page=full)


def _log_in(page, desk, username: str) -> None:
    page.goto(desk.url("/organiser/login/"))
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("button.primary")


def _submit(page, desk, slug: str, name: str, player_id: str, text: str) -> str:
    page.goto(desk.url(f"/e/{slug}/"))
    page.fill("#id_name", name)
    page.fill("#id_player_id", player_id)
    page.fill("#id_decklist", text)
    page.click("button.primary")
    sync_api.expect(page.locator("#private-link")).to_be_visible()
    return page.url


def _pages_of_pdf(data: bytes) -> int:
    return data.count(b"/Type /Page") - data.count(b"/Type /Pages")


@pytest.mark.parametrize("device", VIEWPORTS)
def test_an_event_from_roster_to_published_lists(browser, desk, tmp_path, device):
    browsing = Browsing(browser, VIEWPORTS[device])
    try:
        _whole_event(browsing, desk, tmp_path, device)
    finally:
        browsing.close()
    assert not browsing.problems, f"the browser reported errors: {browsing.problems}"


def _whole_event(browsing, desk, tmp_path, device):  # noqa: PLR0915 - one event, step by step
    orga = browsing.page()
    _log_in(orga, desk, "orga")
    orga.fill("#id_name", f"Regional Qualifier {device}")
    orga.fill("#id_date", "2026-03-01")  # BANNED_LATER is legal then and banned by 2026-11-29
    orga.click("button.primary")
    slug = orga.url.rstrip("/").rsplit("/", 1)[1]
    table_url = orga.url

    # The roster of 100, then three players checked in (found with the search box).
    roster = tmp_path / "roster.csv"
    roster.write_text("name,player id,e-mail\n" + "".join(f"Player {n:03},P{n:03},p{n}@example.org\n"
                                                          for n in range(100)), encoding="utf-8")
    orga.click("text=Import roster")
    orga.set_input_files("#id_file", str(roster))
    orga.click("button.primary")
    sync_api.expect(orga.locator("main")).to_contain_text("100 players added")
    sync_api.expect(orga.locator("p.tally").first).to_contain_text("not yet submitted 100")
    for number in ("001", "002", "003"):
        orga.fill("#id_q", f"P{number}")
        orga.click("form.search button")
        row = orga.locator("table.registrations tbody tr", has_text=f"Player {number}")
        row.locator("button[value=present]").click()
        sync_api.expect(orga.locator("table.registrations tbody tr", has_text=f"Player {number}")).to_contain_text(
            "present")
    sync_api.expect(orga.locator("p.checkin")).to_contain_text("Checked in 3")

    # Players submit: ids typed in any case and with an invisible character reach their roster entry.
    player = browsing.page()
    first_link = _submit(player, desk, slug, "Player 001", "p001", BANNED_LATER)
    _submit(player, desk, slug, "Player 002", "P002\u200b", DECK_CODE)
    _submit(player, desk, slug, "Player 003", "P003", ILLEGAL)
    _submit(player, desk, slug, "Player 004", "P004", TTS)
    orga.goto(table_url)
    sync_api.expect(orga.locator("p.tally").first).to_contain_text("not yet submitted 96")
    orga.click("text=checked in without a legal list: 2")  # the deck code's list is illegal (RC104), so is 003's
    sync_api.expect(orga.locator("table.registrations tbody tr")).to_have_count(2)
    sync_api.expect(orga.locator("table.registrations tbody")).to_contain_text("Player 003")
    orga.goto(table_url)
    _screenshot(orga, f"event-table-{device}", at="p.checkin" if device == "phone" else None)

    # A judge, invited by user name, opens the sheet of the deck code and reads the cards by name.
    orga.click("text=Staff")
    orga.fill("#id_username", JUDGE)
    orga.select_option("#id_role", "judge")
    orga.click("button.primary")
    sync_api.expect(orga.locator("table.staff")).to_contain_text(JUDGE)
    judge = browsing.page()
    _log_in(judge, desk, JUDGE)
    judge.click(f"a[href='/organiser/e/{slug}/']")
    sync_api.expect(judge.locator("main")).to_contain_text("judge: read only")
    assert judge.locator("text=Close submissions").count() == 0
    judge.fill("#id_q", "Player 002")
    judge.click("form.search button")
    judge.click("table.registrations >> text=Player 002")
    judge.click("text=Deck-check sheet")
    sheet = judge.locator("article.sheet")
    for name in ("Kai'Sa, Daughter of the Void", "Ravenbloom Student", "Cleave"):
        sync_api.expect(sheet).to_contain_text(name)
    sync_api.expect(sheet).to_contain_text("OGN-103")
    sync_api.expect(sheet.locator("caption", has_text="Main deck")).to_be_visible()
    _screenshot(judge, f"sheet-{device}", full=True)
    if device == "desktop":  # a 40-card list prints on one A4 page
        assert _pages_of_pdf(judge.pdf(format="A4")) == 1

    # Every sheet, then five picked for deck checks (the seed kept).
    orga.goto(table_url)
    orga.click("text=Print all sheets")
    sync_api.expect(orga.locator("article.sheet")).to_have_count(4)
    if device == "desktop":  # one printed page per player
        assert _pages_of_pdf(orga.pdf(format="A4")) == 4
    orga.goto(table_url)
    orga.click("text=Pick for deck checks")
    orga.fill("#id_count", "5")
    orga.click("button.primary")
    sync_api.expect(orga.locator("section.picked")).to_contain_text("seed")
    assert orga.locator("ol.picks li").count() == 3  # of the four with a list, three are checked in
    orga.click("text=Print their sheets")
    sync_api.expect(orga.locator("article.sheet")).to_have_count(3)

    # A re-check under a later date, previewed: nothing changes until it is confirmed.
    orga.goto(table_url)
    orga.fill("#id_rules_date", "2026-11-29")
    orga.click("text=Preview a re-check")
    sync_api.expect(orga.locator("main")).to_contain_text("Nothing has changed yet.")
    sync_api.expect(orga.locator("table.preview")).to_contain_text("Player 001")
    orga.click("text=Cancel")
    sync_api.expect(orga.locator("main")).to_contain_text("rules of 2026-03-01")
    assert orga.locator("tr.changed").count() == 0

    # Player 001 lost the link: a new one, shown once; the old one stops working.
    orga.fill("#id_q", "P001")
    orga.click("form.search button")
    orga.click("table.registrations >> text=Player 001")
    orga.click("text=Reissue private link")
    new_link = orga.locator("#new-link").get_attribute("href")
    stranger = browsing.page()
    assert stranger.goto(first_link).status == 404
    stranger.goto(new_link)
    sync_api.expect(stranger.locator("#verdict")).to_contain_text("✓ LEGAL")

    # Published after closing, with the metagame chart drawn on the server.
    orga.goto(table_url)
    orga.click("text=Edit event")
    orga.check("#id_publish_lists")
    orga.click("button.primary")
    orga.click("text=Close submissions")
    public = browsing.page()
    public.goto(desk.url(f"/e/{slug}/lists/"))
    legends = public.locator("figure.chart").first
    sync_api.expect(legends.locator("rect")).to_have_count(3)  # Viktor twice, Kai'Sa, Jinx
    sync_api.expect(legends).to_contain_text("Viktor, Herald of the Arcane")
    sync_api.expect(public.locator("main")).to_contain_text("Ravenbloom Student")
    assert public.locator("figure.chart").count() == 2 and public.locator("figure.chart").last.locator(
        "rect").count() >= 2
    _screenshot(public, f"published-{device}", full=device == "desktop")

    # The audit log: each of those actions, by whom.
    orga.goto(table_url)
    orga.click("text=Audit log")
    log = orga.locator("table.audit")
    for action in ("imported a roster", "changed a check-in", "added staff", "picked players for deck checks",
                   "reissued a private link", "edited the event", "closed submissions", "created the event"):
        sync_api.expect(log).to_contain_text(action)
    assert orga.locator("tr.audit-check-in").count() == 3
    assert orga.locator("tr.audit-recheck").count() == 0  # the preview changed nothing
    _screenshot(orga, f"audit-{device}")

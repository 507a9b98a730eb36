"""The desk's refusals in a real browser (Debian's Chromium through Playwright, htmx on): a
form whose CSRF cookie was lost comes back as typed, in the desk's words, and sends the second
time; a file that is no text gets the CLI's sentence where the form was."""

from __future__ import annotations


import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import LEGAL
from live import running_desk

from browsers import CHROMIUM, CHROMIUM_ARGS, sync_api  # noqa: E402

pytestmark = pytest.mark.live


@pytest.fixture(scope="module")
def desk(tmp_path_factory):
    with running_desk(tmp_path_factory.mktemp("desk")) as served:
        yield served


@pytest.fixture
def page():
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(locale="en-GB")
        yield context.new_page()
        browser.close()


def test_a_form_whose_csrf_cookie_was_lost_keeps_the_typed_list_and_sends_on_the_second_try(desk, page):
    page.goto(desk.url(f"/e/{desk.slug}/"))
    page.fill("#id_name", "Ann")
    page.fill("#id_decklist", LEGAL)
    page.context.clear_cookies()  # a phone that dropped the page's cookie
    page.click("button.primary")
    page.wait_for_selector("text=This page had expired")
    assert page.input_value("#id_name") == "Ann" and page.input_value("#id_decklist").strip() == LEGAL.strip()
    assert "CSRF" not in page.content()
    page.click("button.primary")
    page.wait_for_selector("text=✓ LEGAL")


def test_an_image_chosen_as_the_list_gets_the_cli_sentence_in_the_forms_place(desk, page, tmp_path):
    image = tmp_path / "list.png"
    image.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    page.goto(desk.url(f"/e/{desk.slug}/"))
    page.fill("#id_name", "Ben")
    page.set_input_files("#id_file", str(image))
    page.click("button.primary")
    page.wait_for_selector("text=is a PNG image, not a text decklist")
    assert page.locator("#id_name").count() == 1  # the form is still there to try again

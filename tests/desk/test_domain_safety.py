"""The desk's operations that keep it safe from crashes and junk: lists left unchecked are
checked at start, the checkers loaded before the first request, bytes that are no text never
stored, and what is shown of a list never holding a NUL."""

from __future__ import annotations

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import LEGAL, event

from riftcheck import api
from riftcheck.desk.registrations import domain
from riftcheck.desk.registrations.models import Registration, Submission, token_digest


def test_versions_left_being_checked_are_checked_at_start():
    shop = event()
    registration = Registration.objects.create(event=shop, name="Kit", token_digest=token_digest("kit"))
    pending = Submission.objects.create(registration=registration, content=LEGAL.encode(), text=LEGAL)
    assert pending.state == Submission.PENDING
    assert domain.check_pending() == 1
    pending.refresh_from_db()
    assert pending.state == Submission.CHECKED and pending.legal is True and pending.report["th"]
    assert domain.check_pending() == 0


def test_warming_up_builds_the_checker_of_every_open_event_before_any_list(monkeypatch):
    shop = event(format="2v2", region="cn")
    api.forget()
    domain.warm_up([shop])
    kept = {(options.format, options.as_of, options.region, options.lang) for options in api._checkers}
    assert {("2v2", shop.as_of, "cn", "en"), ("2v2", shop.as_of, "cn", "th")} <= kept


@pytest.mark.parametrize("content, key", [
    (b"\x89PNG\r\n\x1a\n" + bytes(32), "binary-file"),
    (b"1 Charm\x00\n", "nul-characters"),
    (b"1 Charm\n" * 700_000, "too-large"),
    (b"1 Ch\xe9rm\n", "not-utf8"),
])
def test_bytes_that_are_no_text_are_refused_before_anything_is_stored(content, key):
    shop = event()
    with pytest.raises(domain.NotText) as refused:
        domain.register(shop, name="Nul", text=content)
    assert refused.value.error.key == key
    assert not Registration.objects.exists() and not Submission.objects.exists()


def test_what_is_shown_of_undecodable_bytes_never_holds_a_nul():
    shown = domain._readable(b"1 Ch\xe9rm\x00\n")  # not UTF-8: the replacing fallback
    assert "\x00" not in shown and shown.startswith("1 Ch\ufffdrm")

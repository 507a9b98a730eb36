"""Requests refused before a view runs, answered in the desk's words: a form sent without a
valid CSRF token comes back as typed, and a body over the limit gets the CLI's sentence for a
list too large, each in the form's place on the players' pages (htmx swaps it in there)."""

from __future__ import annotations

from django.conf import settings
from django.shortcuts import render
from django.urls import Resolver404, resolve

from riftcheck.desk.registrations import domain, players
from riftcheck.desk.registrations.phrases import REFUSALS
from riftcheck.desk.registrations.templatetags.desk import page_language


def csrf_failure(request, reason: str = ""):
    """A form sent without a valid CSRF token (a page open for hours, cookies cleared): the
    player's form again, as typed, with a sentence saying to send it again; elsewhere the
    sentence alone."""
    return _refused(request, REFUSALS["expired"], 403, bound=True)


def _refused(request, sentence: str, status: int, bound: bool):
    """`sentence` in the form's place on a players' page (its form as typed when `bound`),
    else on a page of its own."""
    try:
        match = resolve(request.path_info)
    except Resolver404:
        match = None
    if match is not None and match.url_name in FORM_PAGES:
        return players.refused_form(request, match.url_name, sentence, status, bound=bound, **match.kwargs)
    return render(request, "registrations/refused.html", {"refusal": sentence}, status=status)


FORM_PAGES = ("event", "private")  # the players' forms, answered with the form itself


class BodyLimit:
    """A request body over REQUEST_BODY_LIMIT refused before anything reads it, with the CLI's
    sentence for a list too large, in the form's place on the players' pages."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length <= settings.REQUEST_BODY_LIMIT:
            return self.get_response(request)
        return too_large(request)


def too_large(request):
    return _refused(request, domain.too_large("decklist").error.in_language(page_language()), 413, bound=False)

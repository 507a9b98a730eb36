"""The players' side: an event's page to register with a list, and the private page of a
registration (reached only by its secret link) to see the verdict and replace the list."""

from __future__ import annotations

from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from riftcheck.desk import security
from riftcheck.desk.registrations import domain, metagame, qr, sheets
from riftcheck.desk.registrations.forms import DecklistForm, RegisterForm
from riftcheck.desk.registrations.models import Event
from riftcheck.desk.registrations.phrases import REFUSALS
from riftcheck.desk.registrations.templatetags.desk import page_language

JUST_REGISTERED = "desk-just-registered"  # session key: the private link to show once


def home(request):
    events = Event.objects.filter(closed=False).order_by("date", "name")
    return render(request, "registrations/home.html", {"events": events})


@require_http_methods(["GET", "POST"])
def event_page(request, slug: str):
    event = get_object_or_404(Event, slug=slug)
    form = RegisterForm(request.POST or None, request.FILES or None, event=event)
    refusal, status = None, 200
    if request.method == "POST":
        if security.too_many_guesses(request):
            refusal, status = REFUSALS["too-many-guesses"], 429
        elif form.is_valid():
            data = form.cleaned_data
            try:
                done = domain.register(event, name=data["name"], player_id=data["player_id"],
                                       team=data.get("team", ""), text=data["text"], filename=data["filename"],
                                       pool=data.get("pool"), pool_filename=data.get("pool_filename", ""))
            except domain.Refused as refused:
                if refused.guess:
                    security.count_guess(request)
                refusal, status = REFUSALS[refused.phrase], 400
            else:
                return _registered(request, done)
        else:
            status = 400
    template = "registrations/event_form.html" if _htmx(request) else "registrations/event.html"
    return render(request, template, {"event": event, "form": form, "refusal": refusal}, status=status)


def _registered(request, done: domain.Submitted):
    """To the private page, which shows the link once; with JavaScript too (htmx follows
    HX-Redirect with a page load), so the address bar holds the link and a reload keeps it."""
    link = reverse("private", args=[done.token])
    request.session[JUST_REGISTERED] = link
    if _htmx(request):
        response = HttpResponse(status=204)
        response["HX-Redirect"] = link
        return response
    return redirect(link)


@require_http_methods(["GET", "POST"])
def private_page(request, token: str):
    if security.too_many_guesses(request):
        return render(request, "registrations/refused.html", {"refusal": REFUSALS["too-many-guesses"]}, status=429)
    registration = domain.registration_for_token(token)
    if registration is None:
        security.count_guess(request)
        raise Http404
    form = DecklistForm(request.POST or None, request.FILES or None, event=registration.event)
    refusal = None
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            domain.replace(registration, text=data["text"], filename=data["filename"], pool=data.get("pool"),
                           pool_filename=data.get("pool_filename", ""))
        except domain.Refused as refused:
            refusal = REFUSALS[refused.phrase]
        else:
            return redirect(request.path)
    link = request.path
    first_visit = request.session.pop(JUST_REGISTERED, None) == link
    context = _private_context(request, registration, link, first_visit)
    context.update(form=form, refusal=refusal)
    return render(request, "registrations/private.html", context, status=400 if form.errors or refusal else 200)


def _private_context(request, registration, link: str | None, first_visit: bool) -> dict:
    event = registration.event
    context = {"event": event, "registration": registration, "submission": registration.current,
               "versions": registration.submissions.order_by("-submitted_at", "-id"),
               "accepting": event.accepting() and not registration.dropped, "first_visit": first_visit}
    if first_visit and link:
        context.update(private_link=request.build_absolute_uri(link), private_qr=link + "qr.svg")
    return context


def private_qr(request, token: str):
    """The QR code of a private link, fetched by the page after the verdict is on screen."""
    if security.too_many_guesses(request):
        return HttpResponse(status=429)
    if domain.registration_for_token(token) is None:
        security.count_guess(request)
        raise Http404
    address = request.build_absolute_uri(reverse("private", args=[token]))
    response = HttpResponse(qr.svg_document(address), content_type="image/svg+xml")
    response["Cache-Control"] = "private, max-age=3600"
    return response


def published_lists(request, slug: str):
    event = get_object_or_404(Event, slug=slug)
    if not domain.lists_published(event):
        raise Http404
    registrations = list(event.registrations.filter(dropped=False, current__isnull=False)
                         .select_related("current").order_by("name", "pk"))
    lists = [sheets.sheet(registration, page_language()) for registration in registrations]
    chart = metagame.event_breakdown(registrations, (_("Decks by legend"), _("Decks by domain")))
    return render(request, "registrations/published.html", {"event": event, "lists": lists, "metagame": chart,
                                                             "charts": [chart.legends, chart.domains]})


def _htmx(request) -> bool:
    """The request came from htmx, which wants the part of the page to swap, not all of it."""
    return request.headers.get("HX-Request") == "true"

"""The players' side: an event's page to register with a list, and the private page of a
registration (reached only by its secret link) to see the verdict and replace the list."""

from __future__ import annotations

from django.conf import settings
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods

from riftcheck.desk import security
from riftcheck.desk.registrations import domain, metagame, qr, sheets, statements
from riftcheck.desk.registrations.forms import DecklistForm, RegisterForm
from riftcheck.desk.registrations.models import Event
from riftcheck.desk.registrations.phrases import REFUSALS
from riftcheck.desk.registrations.templatetags.desk import page_language

# A cookie, signed and sent to the private page alone, saying to show its link this once; a
# cookie rather than the session, which would cost the database a read and a write on the
# submission and again on the page. For a new registration it also names the registration and
# its one version, so that the page need not ask for its versions while that is still so.
JUST_REGISTERED = "desk-just-registered"
JUST_REGISTERED_SECONDS = 600
# What the private page shows of each version: not its text, nor its verdict in each language.
VERSION_FIELDS = ("id", "registration", "submitted_at", "submitted_by", "state", "legal", "errors")


def home(request):
    events = Event.objects.filter(closed=False).order_by("date", "name")
    return render(request, "registrations/home.html", {"events": events})


@require_http_methods(["GET", "POST"])
def event_page(request, slug: str):
    event = statements.event(slug)
    if event is None:
        raise Http404
    form = RegisterForm(request.POST or None, request.FILES or None, event=event)
    refusal, status = None, 200
    if request.method == "POST" and form.is_valid():
        refusal, status, done = _register(request, event, form.cleaned_data)
        if done is not None:
            return security.keep_device(request, _registered(request, done))
    elif request.method == "POST":
        status = 400
    return security.keep_device(request, _event_form(request, event, form, refusal, status))


def _register(request, event: Event, data: dict):
    """(None, 200, what was registered), else (the refusal, its status, None)."""
    player_id = data["player_id"].strip()
    if player_id and security.exhausted(security.player_id_key(event, player_id), security.GUESSES_ALLOWED):
        return REFUSALS["too-many-tries-of-id"], 429, None
    if security.device_exhausted(request, security.UNREADABLE_ALLOWED):
        return REFUSALS["too-many-unreadable"], 429, None
    try:
        done = domain.register(event, name=data["name"], player_id=data["player_id"], team=data.get("team", ""),
                               text=data["text"], filename=data["filename"], pool=data.get("pool"),
                               pool_filename=data.get("pool_filename", ""))
    except domain.NotText as refused:
        return refused.error.in_language(page_language()), 400, None
    except domain.Refused as refused:
        if refused.guess:
            security.count(security.player_id_key(event, player_id))
        return REFUSALS[refused.phrase], 400, None
    if domain.unreadable(done.submission):
        security.count_device(request)
    if done.registration.claims_id is not None:  # an id tried while taken counts towards its limit
        security.count(security.player_id_key(event, player_id))
    return None, 200, done


def _event_form(request, event: Event, form, refusal, status: int):
    template = "registrations/event_form.html" if _htmx(request) else "registrations/event.html"
    return render(request, template, {"event": event, "form": form, "refusal": refusal}, status=status)


def refused_form(request, url_name: str, refusal: str, status: int, bound: bool, **kwargs):
    """The form of the page at `url_name` again with `refusal` in its place; with `bound`, as
    the player typed it. For refusals made before the view ran (CSRF, a body too large)."""
    data = request.POST if bound else None
    if url_name == "event":
        event = get_object_or_404(Event, slug=kwargs["slug"])
        return _event_form(request, event, RegisterForm(data, event=event), refusal, status)
    registration = _registration_or_404(request, kwargs["token"])  # a wrong link counts here too
    if registration is None:
        return render(request, "registrations/refused.html", {"refusal": REFUSALS["too-many-guesses"]}, status=429)
    context = _private_context(request, registration, request.path, False)
    context.update(form=DecklistForm(data, event=registration.event), refusal=refusal)
    return render(request, "registrations/private.html", context, status=status)


def _registered(request, done: domain.Submitted):
    """The private page, which shows the link once. htmx gets it as the answer itself (one
    request, not a redirect and a page load): the whole page in place of the event page's
    body, its title too, and the link in the address bar (HX-Push-Url), so a reload keeps it.
    Without JavaScript, a redirect to the link, whose page shows it this once."""
    link = reverse("private", args=[done.token])
    if not _htmx(request):
        response = redirect(link)
        shown = f"{link} {done.registration.pk} {done.submission.pk}" if done.only_version else link
        response.set_signed_cookie(JUST_REGISTERED, shown, salt=JUST_REGISTERED, max_age=JUST_REGISTERED_SECONDS,
                                   path=link, secure=settings.SESSION_COOKIE_SECURE, httponly=True, samesite="Lax")
        return response
    context = _private_context(request, done.registration, link, True)
    context.update(form=DecklistForm(event=done.registration.event), refusal=None)
    if done.only_version:  # no need to ask the database (a roster entry may have older versions)
        context["versions"] = [done.submission]
    response = render(request, "registrations/private.html", context)
    response["HX-Push-Url"] = link
    response["HX-Retarget"] = "body"
    response["HX-Reswap"] = "innerHTML"
    return response


@require_http_methods(["GET", "POST"])
def private_page(request, token: str):
    registration = _registration_or_404(request, token)
    if registration is None:
        return render(request, "registrations/refused.html", {"refusal": REFUSALS["too-many-guesses"]}, status=429)
    form = DecklistForm(request.POST or None, request.FILES or None, event=registration.event)
    refusal = None
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            domain.replace(registration, text=data["text"], filename=data["filename"], pool=data.get("pool"),
                           pool_filename=data.get("pool_filename", ""))
        except domain.NotText as refused:
            refusal = refused.error.in_language(page_language())
        except domain.Refused as refused:
            refusal = REFUSALS[refused.phrase]
        else:
            return redirect(request.path)
    link = request.path
    shown, *only_version = request.get_signed_cookie(JUST_REGISTERED, "", salt=JUST_REGISTERED,
                                                     max_age=JUST_REGISTERED_SECONDS).split(" ")
    first_visit = shown == link
    context = _private_context(request, registration, link, first_visit)
    context.update(form=form, refusal=refusal)
    if first_visit and only_version == [str(registration.pk), str(registration.current_id)]:
        context["versions"] = [registration.current]  # no other version since (a new one would be in force)
    response = render(request, "registrations/private.html", context, status=400 if form.errors or refusal else 200)
    if JUST_REGISTERED in request.COOKIES:
        response.delete_cookie(JUST_REGISTERED, path=link, samesite="Lax")
    return response


def _registration_or_404(request, token: str):
    """The registration of a private link. A correct link always opens; an address that sent
    many wrong ones gets None (to answer 429) for further wrong ones, else 404."""
    registration = domain.registration_for_token(token)
    if registration is not None:
        return registration
    key = security.wrong_link_key(request)
    if security.exhausted(key, security.GUESSES_ALLOWED):
        return None
    security.count(key)
    raise Http404


def _private_context(request, registration, link: str, first_visit: bool) -> dict:
    """What the private page shows; `link` is its address (the page may answer a request to
    another: the event page's form, whose answer it is)."""
    event = registration.event
    context = {"event": event, "registration": registration, "submission": registration.current,
               "versions": registration.submissions.order_by("-submitted_at", "-id").only(*VERSION_FIELDS),
               "accepting": event.accepting() and not registration.dropped, "first_visit": first_visit,
               "page_path": link}
    if first_visit and link:
        context.update(private_link=request.build_absolute_uri(link), private_qr=link + "qr.svg")
    return context


def private_qr(request, token: str):
    """The QR code of a private link, fetched by the page after the verdict is on screen."""
    if _registration_or_404(request, token) is None:
        return HttpResponse(status=429)
    address = request.build_absolute_uri(reverse("private", args=[token]))
    response = HttpResponse(qr.svg_document(address), content_type="image/svg+xml")
    response["Cache-Control"] = "private, max-age=3600"
    return response


def published_lists(request, slug: str):
    event = get_object_or_404(Event, slug=slug)
    if not domain.lists_published(event):
        raise Http404
    registrations, no_shows = domain.published_registrations(event)
    lists = [sheets.sheet(registration, page_language()) for registration in registrations]
    chart = metagame.event_breakdown(registrations, event)
    return render(request, "registrations/published.html", {"event": event, "lists": lists, "metagame": chart,
                                                             "charts": chart.charts, "no_shows": no_shows})


def _htmx(request) -> bool:
    """The request came from htmx, which wants the part of the page to swap, not all of it."""
    return request.headers.get("HX-Request") == "true"

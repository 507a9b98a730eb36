"""The organisers' side: their events, each event's table, re-checking, closing, exports,
one player's list and a printable deck-check sheet. Every view needs a login and reaches
only the organiser's own events (permissions.organised_event)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language, gettext as _
from django.views.decorators.http import require_POST

from riftcheck.decklist.model import DecklistError
from riftcheck.desk.registrations import domain, exports, table
from riftcheck.desk.registrations.forms import DecklistForm, EventForm, RecheckForm, RegisterForm
from riftcheck.desk.registrations.permissions import event_registration, organised_event, organised_events
from riftcheck.desk.registrations.phrases import REFUSALS


def _lang() -> str:
    return "th" if (get_language() or "").startswith("th") else "en"


@login_required
def events(request):
    form = EventForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        event = domain.create_event(request.user, **form.cleaned_data)
        return redirect("organiser-event", event.slug)
    return render(request, "registrations/organiser_events.html",
                  {"events": organised_events(request.user), "form": form})


@login_required
def event_table(request, slug: str):
    event = organised_event(request.user, slug)
    show = request.GET.get("show") if request.GET.get("show") in table.FILTERS else "all"
    sort = request.GET.get("sort") if request.GET.get("sort") in table.SORTS else "verdict"
    context = {"event": event, "rows": table.rows(event, _lang(), show, sort), "counts": table.counts(event),
               "show": show, "sort": sort, "filters": table.FILTERS, "sorts": table.SORTS,
               "recheck_form": RecheckForm(), "accepting": event.accepting(), "data_lines": domain.data_in_force(_lang())}
    return render(request, "registrations/organiser_event.html", context)


@login_required
def edit_event(request, slug: str):
    event = organised_event(request.user, slug)
    form = EventForm(request.POST or None, instance=event)
    if request.method == "POST" and form.is_valid():
        changed = domain.update_event(organised_event(request.user, slug), **form.cleaned_data)
        messages.info(request, _("Saved; %(count)d verdicts changed.") % {"count": changed})
        return redirect("organiser-event", slug)
    return render(request, "registrations/organiser_edit.html", {"event": event, "form": form})


@login_required
@require_POST
def recheck(request, slug: str):
    event = organised_event(request.user, slug)
    form = RecheckForm(request.POST)
    if form.is_valid():
        changed = domain.recheck_all(event, form.cleaned_data["rules_date"])
        messages.info(request, _("Every list was checked again; %(count)d verdicts changed.") % {"count": changed})
    return redirect("organiser-event", slug)


@login_required
@require_POST
def set_closed(request, slug: str, closed: bool):
    domain.set_closed(organised_event(request.user, slug), closed)
    return redirect("organiser-event", slug)


@login_required
def add_player(request, slug: str):
    event = organised_event(request.user, slug)
    form = RegisterForm(request.POST or None, request.FILES or None, event=event)
    refusal = None
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            done = domain.register(event, name=data["name"], player_id=data["player_id"], team=data.get("team", ""),
                                   text=data["text"], filename=data["filename"], pool=data.get("pool"),
                                   pool_filename=data.get("pool_filename", ""), organiser=request.user)
        except domain.Refused as refused:
            refusal = REFUSALS[refused.phrase]
        else:
            return redirect("organiser-registration", slug, done.registration.pk)
    return render(request, "registrations/organiser_add.html", {"event": event, "form": form, "refusal": refusal})


@login_required
def registration(request, slug: str, registration_id: int):
    event = organised_event(request.user, slug)
    entry = event_registration(event, registration_id)
    form = DecklistForm(request.POST or None, request.FILES or None, event=event)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        domain.replace(entry, text=data["text"], filename=data["filename"], pool=data.get("pool"),
                       pool_filename=data.get("pool_filename", ""), organiser=request.user)
        return redirect("organiser-registration", slug, entry.pk)
    versions = entry.submissions.select_related("submitted_by").order_by("-submitted_at", "-id")
    return render(request, "registrations/organiser_registration.html",
                  {"event": event, "registration": entry, "submission": entry.current, "versions": versions,
                   "form": form, **_as_read(entry)})


def _as_read(entry) -> dict:
    """The list in force as riftcheck reads it: the numbers `riftcheck show` draws."""
    from riftcheck import api

    if entry.current is None:
        return {}
    try:
        return {"summaries": api.summarize_text(bytes(entry.current.content))}
    except DecklistError as error:
        return {"unreadable": error.in_language(_lang())}
    except Exception:
        return {"unreadable": _("riftcheck could not read this list.")}


@login_required
def sheet(request, slug: str, registration_id: int):
    event = organised_event(request.user, slug)
    entry = event_registration(event, registration_id)
    return render(request, "registrations/organiser_sheet.html",
                  {"event": event, "registration": entry, "submission": entry.current, **_as_read(entry)})


@login_required
@require_POST
def set_dropped(request, slug: str, registration_id: int, dropped: bool):
    event = organised_event(request.user, slug)
    domain.set_dropped(event_registration(event, registration_id), dropped)
    return redirect("organiser-registration", slug, registration_id)


EXPORTS = {
    "report.csv": (exports.report_csv, "text/csv; charset=utf-8"),
    "report.json": (exports.report_json, "application/json"),
    "lists.zip": (exports.lists_zip, "application/zip"),
    "cardeio.json": (exports.cardeio_json, "application/json"),
}


@login_required
def export(request, slug: str, name: str):
    event = organised_event(request.user, slug)
    if name not in EXPORTS:
        raise Http404
    write, content_type = EXPORTS[name]
    response = HttpResponse(write(event), content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{event.slug}-{name}"'
    return response

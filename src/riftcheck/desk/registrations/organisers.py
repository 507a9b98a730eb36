"""The organisers' side: their events, each event's table, re-checking, closing, exports,
one player's list and a printable deck-check sheet. Every view needs a login and reaches
only the events the account is staff of: what changes anything asks for an organiser of the
event (permissions.organised_event), what only shows also lets its judges in
(permissions.viewed_event)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext as _
from django.views.decorators.http import require_POST

from riftcheck.desk.registrations import audit, domain, exports, jobs, roster, staff, table
from riftcheck.desk.registrations.forms import DecklistForm, EventForm, RecheckForm, RegisterForm
from riftcheck.engine.inputs.refusals import DecklistError
from riftcheck.desk.registrations.permissions import (event_registration, organised_event, organised_events,
                                                      viewed_event)
from riftcheck.desk.registrations.phrases import REFUSALS
from riftcheck.desk.registrations.templatetags.desk import shown


def _lang() -> str:
    return "th" if (get_language() or "").startswith("th") else "en"


def staff_context(request, event) -> dict:
    """What every organiser page of an event needs: the event and whether this account may
    change it (an organiser) or only look (a judge)."""
    role = staff.role(request.user, event)
    return {"event": event, "role": role, "can_change": role == staff.ORGANISER}


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
    event = viewed_event(request.user, slug)
    show = request.GET.get("show") if request.GET.get("show") in table.FILTERS else "all"
    sort = request.GET.get("sort") if request.GET.get("sort") in table.SORTS else "verdict"
    query = request.GET.get("q", "")[:100]
    page = Paginator(table.rows(event, _lang(), show, sort, query), table.PAGE_SIZE).get_page(request.GET.get("page"))
    context = {**staff_context(request, event), "rows": page.object_list, "page": page,
               "counts": table.counts(event), "attendance": roster.attendance_counts(event),
               "show": show, "sort": sort, "q": query, "filters": table.FILTERS, "sorts": table.SORTS,
               "recheck_form": RecheckForm(), "accepting": event.accepting(), "recheck": jobs.progress(event),
               "deadline_passed": not event.closed and not event.accepting(),
               "data_lines": domain.data_in_force(_lang(), event.game),
               "log": [(entry, audit.ACTIONS[entry.action]) for entry in audit.entries(event, 5)]}
    return render(request, "registrations/organiser_event.html", context)


@login_required
def edit_event(request, slug: str):
    event = organised_event(request.user, slug)
    form = EventForm(request.POST or None, instance=event)
    if request.method == "POST" and form.is_valid():
        changed = domain.update_event(organised_event(request.user, slug), request.user, **form.cleaned_data)
        messages.info(request, _("Saved; %(count)d verdicts changed.") % {"count": changed})
        return redirect("organiser-event", slug)
    return render(request, "registrations/organiser_edit.html", {"event": event, "form": form})


@login_required
def recheck(request, slug: str):
    """GET: what a re-check under the date asked for would change, changing nothing; POST
    (the preview's confirm button): do it."""
    event = organised_event(request.user, slug)
    form = RecheckForm(request.POST if request.method == "POST" else request.GET, event=event)
    if not form.is_valid():
        for refusal in form.errors.get("rules_date", []):
            messages.warning(request, refusal)
        return redirect("organiser-event", slug)
    rules_date = form.cleaned_data["rules_date"]
    if request.method == "POST" and domain.lists_in_force(event) >= jobs.IN_BACKGROUND_FROM:
        if not jobs.start_recheck(event, rules_date, request.user):
            messages.info(request, _("A re-check of this event is running already."))
        return redirect("organiser-event", slug)
    if request.method == "POST":
        changed = domain.recheck_all(event, rules_date, request.user)
        messages.info(request, _("Every list was checked again; %(count)d verdicts changed.") % {"count": changed})
        return redirect("organiser-event", slug)
    context = {**staff_context(request, event), "form": form, "rules_date": rules_date or event.as_of}
    if domain.lists_in_force(event) >= jobs.IN_BACKGROUND_FROM:  # prepared in the background, the page polls
        prepared = jobs.preview(event, rules_date)
        if not prepared["finished"]:
            return render(request, "registrations/organiser_recheck.html", {**context, "preparing": prepared})
        results = prepared["results"]
    else:
        results = domain.preview_recheck(event, rules_date)
    return render(request, "registrations/organiser_recheck.html",
                  {**context, "results": results, "changed": [item for item in results if item.changed]})


@login_required
@require_POST
def set_closed(request, slug: str, closed: bool):
    domain.set_closed(organised_event(request.user, slug), closed, request.user)
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
        except domain.NotText as refused:
            refusal = refused.error.in_language(_lang())
        except domain.Refused as refused:
            refusal = REFUSALS[refused.phrase]
        else:
            return redirect("organiser-registration", slug, done.registration.pk)
    return render(request, "registrations/organiser_add.html", {"event": event, "form": form, "refusal": refusal})


@login_required
def registration(request, slug: str, registration_id: int):
    event = organised_event(request.user, slug) if request.method == "POST" else viewed_event(request.user, slug)
    entry = event_registration(event, registration_id)
    form = DecklistForm(request.POST or None, request.FILES or None, event=event)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            domain.replace(entry, text=data["text"], filename=data["filename"], pool=data.get("pool"),
                           pool_filename=data.get("pool_filename", ""), organiser=request.user)
        except domain.NotText as refused:
            form.add_error(None, shown(refused.error.in_language(_lang())))
        else:
            return redirect("organiser-registration", slug, entry.pk)
    return render(request, "registrations/organiser_registration.html",
                  {**staff_context(request, event), "registration": entry, "submission": entry.current,
                   "versions": numbered_versions(entry), "form": form, "new_link": _new_link(request, entry),
                   "history": [(found, audit.ACTIONS[found.action], audit.changes(found))
                               for found in entry.audit_entries.order_by("-at", "-id")], **_as_read(entry)})


def numbered_versions(entry) -> list[dict]:
    """The registration's versions newest first, each with its number (1 the first) and the
    lines that changed from the version before it."""
    versions = list(entry.submissions.select_related("submitted_by").order_by("submitted_at", "id"))
    numbered = [{"number": number, "version": version,
                 "diff": audit.version_diff(versions[number - 2].text, version.text) if number > 1 else None}
                for number, version in enumerate(versions, start=1)]
    return numbered[::-1]


NEW_LINK = "desk-new-link"  # session key: a reissued private link, shown once to the organiser


def _new_link(request, entry) -> str:
    """The reissued link of `entry`, once: the session forgets it as it is shown."""
    shown = request.session.pop(NEW_LINK, None)
    if not shown or shown.get("registration") != entry.pk:
        return ""
    return request.build_absolute_uri(reverse("private", args=[shown["token"]]))


def _as_read(entry) -> dict:
    """The list in force as riftcheck reads it: the numbers `riftcheck show` draws, which are
    Riftbound's (a Magic list's zones are on its deck-check sheet)."""
    from riftcheck import api

    if entry.current is None or entry.event.game != "riftbound":
        return {}
    try:
        return {"summaries": api.summarize_text(bytes(entry.current.content))}
    except DecklistError as error:
        return {"unreadable": error.in_language(_lang())}
    except Exception:
        return {"unreadable": _("riftcheck could not read this list.")}


@login_required
@require_POST
def set_dropped(request, slug: str, registration_id: int, dropped: bool):
    event = organised_event(request.user, slug)
    domain.set_dropped(event_registration(event, registration_id), dropped, request.user)
    return redirect("organiser-registration", slug, registration_id)


@login_required
@require_POST
def delete_registration(request, slug: str, registration_id: int):
    """The registration and every version of its list deleted (junk, or a player's request)."""
    event = organised_event(request.user, slug)
    entry = event_registration(event, registration_id)
    name = entry.name
    domain.delete_registration(entry, request.user)
    messages.info(request, _("Deleted the registration of %(name)s.") % {"name": shown(name)})
    return redirect("organiser-event", slug)


EXPORTS = {
    "report.csv": (exports.report_csv, "text/csv; charset=utf-8"),
    "report.json": (exports.report_json, "application/json"),
    "report.xlsx": (exports.report_xlsx, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    "lists.zip": (exports.lists_zip, "application/zip"),
    "cardeio.json": (exports.cardeio_json, "application/json"),
}


@login_required
def export(request, slug: str, name: str):
    event = viewed_event(request.user, slug)
    if name not in EXPORTS:
        raise Http404
    write, content_type = EXPORTS[name]
    response = HttpResponse(write(event), content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{event.slug}-{name}"'
    return response

"""The organiser's pages around an event's lists: roster import and check-in, staff, the
audit log, deck-check sheets and picks, reissued private links. Thin views over roster,
staff, audit, sheets and domain; each reaches its event through permissions."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from riftcheck.desk.registrations import audit, domain, roster, sheets, staff
from riftcheck.desk.registrations.event_forms import PickForm, RosterForm, StaffForm
from riftcheck.desk.registrations.organisers import NEW_LINK, staff_context
from riftcheck.desk.registrations.permissions import event_registration, organised_event, viewed_event
from riftcheck.desk.registrations.phrases import STAFF_REFUSALS
from riftcheck.desk.registrations.templatetags.desk import page_language, shown


@login_required
def import_roster(request, slug: str):
    event = organised_event(request.user, slug)
    form = RosterForm(request.POST or None, request.FILES or None)
    problem = None
    if request.method == "POST" and form.is_valid():
        try:
            players, skipped = roster.read_roster(form.cleaned_data["data"], form.cleaned_data["filename"])
        except roster.RosterError as error:
            problem = str(error)
        else:
            done = roster.import_roster(event, players, request.user)
            messages.info(request, _("Roster imported: %(added)d players added, %(already)d already registered.")
                          % {"added": len(done.added), "already": len(done.already)})
            for name, player_id, other in done.conflicts[:20]:
                messages.warning(request, _("%(name)s was left out: the player id %(player_id)s is %(other)s's.")
                                 % {"name": shown(name), "player_id": shown(player_id), "other": shown(other)})
            for line in skipped[:20]:
                messages.warning(request, line)
            return redirect("organiser-event", slug)
    return render(request, "registrations/organiser_roster.html",
                  {**staff_context(request, event), "form": form, "problem": problem})


@login_required
@require_POST
def check_in(request, slug: str, registration_id: int):
    event = organised_event(request.user, slug)
    attendance = request.POST.get("attendance", "")
    if attendance not in ("present", "no-show", ""):
        raise Http404
    roster.set_attendance(event_registration(event, registration_id), attendance, request.user)
    back = request.POST.get("next", "")
    return redirect(back if back.startswith("/organiser/") else f"/organiser/e/{slug}/")


@login_required
@require_POST
def confirm_match(request, slug: str, registration_id: int):
    event = organised_event(request.user, slug)
    domain.confirm_name_match(event_registration(event, registration_id), request.user)
    return redirect("organiser-registration", slug, registration_id)


@login_required
@require_POST
def decide_claim(request, slug: str, registration_id: int):
    """Confirm (the player is the one whose id the list gave) or reject a claim."""
    event = organised_event(request.user, slug)
    claim = event_registration(event, registration_id)
    if claim.claims_id is None:
        raise Http404
    if request.POST.get("decision") == "confirm":
        return redirect("organiser-registration", slug, domain.confirm_claim(claim, request.user).pk)
    domain.reject_claim(claim, request.user)
    return redirect("organiser-registration", slug, registration_id)


@login_required
@require_POST
def reissue_link(request, slug: str, registration_id: int):
    """A new private link; shown once, on the player's page the organiser lands on."""
    event = organised_event(request.user, slug)
    entry = event_registration(event, registration_id)
    request.session[NEW_LINK] = {"registration": entry.pk, "token": domain.reissue_link(entry, request.user)}
    return redirect("organiser-registration", slug, registration_id)


@login_required
def staff_page(request, slug: str):
    event = viewed_event(request.user, slug)
    context = staff_context(request, event)
    form = StaffForm(request.POST or None)
    refusal = None
    if request.method == "POST":
        event = organised_event(request.user, slug)
        try:
            if "remove" in request.POST:
                found = [user for _, user in staff.members(event) if str(user.pk) == request.POST["remove"]]
                if found:
                    staff.remove(event, found[0], request.user)
                return redirect("organiser-staff", slug)
            if form.is_valid():
                staff.add(event, form.cleaned_data["username"], form.cleaned_data["role"], request.user)
                return redirect("organiser-staff", slug)
        except staff.StaffError as error:
            refusal = STAFF_REFUSALS[str(error)]
    return render(request, "registrations/organiser_staff.html",
                  {**context, "members": staff.members(event), "form": form, "refusal": refusal})


@login_required
def audit_log(request, slug: str):
    event = viewed_event(request.user, slug)
    entries = [(entry, audit.ACTIONS[entry.action], audit.changes(entry)) for entry in audit.entries(event, 500)]
    return render(request, "registrations/organiser_audit.html", {**staff_context(request, event), "entries": entries})


@login_required
def sheet(request, slug: str, registration_id: int):
    event = viewed_event(request.user, slug)
    entry = event_registration(event, registration_id)
    return render(request, "registrations/organiser_sheets.html",
                  {**staff_context(request, event), "sheets": [sheets.sheet(entry, page_language())], "single": True})


@login_required
def all_sheets(request, slug: str):
    """Every sheet of the event, one per printed page; ?ids=1,2,3 for those picked."""
    event = viewed_event(request.user, slug)
    ids = request.GET.get("ids")
    wanted = [int(part) for part in ids.split(",")[:500] if part.isascii() and part.isdigit() and len(part) < 19
              ] if ids else None
    return render(request, "registrations/organiser_sheets.html",
                  {**staff_context(request, event), "sheets": sheets.event_sheets(event, page_language(), wanted),
                   "single": False})


@login_required
def pick(request, slug: str):
    event = organised_event(request.user, slug)
    form = PickForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        seed, picked = domain.pick_deck_checks(event, form.cleaned_data["count"], request.user,
                                               form.cleaned_data["seed"])
        return render(request, "registrations/organiser_pick.html",
                      {**staff_context(request, event), "form": PickForm(), "seed": seed, "picked": picked,
                       "ids": ",".join(str(entry.pk) for entry in picked)})
    return render(request, "registrations/organiser_pick.html", {**staff_context(request, event), "form": form})

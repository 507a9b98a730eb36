"""Django's admin over the desk's models. Every name a player or organiser typed is shown as the
desk shows it (riftcheck.desk.registrations.templatetags.desk.shown): control, bidi and
zero-width characters as escapes, so "Admin\\u202etxt.exe" never reads "Adminexe.txt"."""

from django.contrib import admin

from riftcheck.desk.registrations.models import Event, Registration, Submission
from riftcheck.desk.registrations.templatetags.desk import shown


@admin.display(description="name", ordering="name")
def shown_name(item) -> str:
    return shown(item.name)


@admin.display(description="player id", ordering="player_id")
def shown_player_id(registration) -> str:
    return shown(registration.player_id)


@admin.display(description="team")
def shown_team(registration) -> str:
    return shown(registration.team)


@admin.display(description="event", ordering="event__name")
def shown_event(registration) -> str:
    return shown(registration.event.name)


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    list_display = (shown_name, "date", "format", "deadline", "closed")
    filter_horizontal = ("organisers",)
    exclude = ("name",)  # renamed on the desk's own pages; here shown, never raw in a text box
    readonly_fields = (shown_name,)


class SubmissionInline(admin.TabularInline):
    model = Submission
    extra = 0
    fields = ("submitted_at", "submitted_by", "state", "legal", "errors", "warnings", "codes")
    readonly_fields = fields


@admin.register(Registration)
class RegistrationAdmin(admin.ModelAdmin):
    list_display = (shown_name, shown_player_id, shown_event, "dropped")
    list_filter = ("event",)
    exclude = ("token_digest", "name", "player_id", "team")  # typed by players: shown, never raw in a text box
    readonly_fields = (shown_name, shown_player_id, shown_team)
    raw_id_fields = ("current",)
    inlines = [SubmissionInline]

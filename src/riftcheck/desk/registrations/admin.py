"""Django's admin over the desk's models. Every name a player or organiser typed is shown as the
desk shows it (riftcheck.desk.registrations.templatetags.desk.shown): control, bidi and
zero-width characters as escapes, so "Admin\\u202etxt.exe" never reads "Adminexe.txt".

As on the desk's pages, an account sees only the events it is staff of, superusers included
(riftcheck.desk.registrations.permissions), and changes or deletes only those it organises."""

from django.contrib import admin

from riftcheck.desk.registrations.models import Event, Registration, Submission
from riftcheck.desk.registrations.permissions import organised_events
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


class StaffScoped(admin.ModelAdmin):
    """The rows of the events the account is staff of; changes in the events it organises."""

    event_path = "event"

    def get_queryset(self, request):
        return super().get_queryset(request).filter(**{f"{self.event_path}__in": organised_events(request.user)})

    def _organises(self, request, obj) -> bool:
        if obj is None:
            return True  # the list: its rows are scoped, each row's own permission is asked
        event = obj if isinstance(obj, Event) else obj.event
        return event.organisers.filter(pk=request.user.pk).exists()

    def has_change_permission(self, request, obj=None):
        return super().has_change_permission(request, obj) and self._organises(request, obj)

    def has_delete_permission(self, request, obj=None):
        return super().has_delete_permission(request, obj) and self._organises(request, obj)

    def delete_queryset(self, request, queryset):
        """The list's delete action: only rows of events the account organises."""
        organised = Event.objects.filter(organisers=request.user)
        queryset.filter(**{f"{self.event_path}__in": organised}).delete()


@admin.register(Event)
class EventAdmin(StaffScoped):
    event_path = "pk"

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
class RegistrationAdmin(StaffScoped):
    list_display = (shown_name, shown_player_id, shown_event, "dropped")
    list_filter = (("event", admin.RelatedOnlyFieldListFilter),)
    exclude = ("token_digest", "name", "player_id", "team")  # typed by players: shown, never raw in a text box
    readonly_fields = (shown_name, shown_player_id, shown_team)
    raw_id_fields = ("current",)
    inlines = [SubmissionInline]

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        """The events this account organises, their players and their lists: any other choice
        would name another event's players, or move a player or a list into it."""
        organised = Event.objects.filter(organisers=request.user)
        choices = {"event": organised, "claims": Registration.objects.filter(event__in=organised),
                   "current": Submission.objects.filter(registration__event__in=organised)}
        if db_field.name in choices:
            kwargs["queryset"] = choices[db_field.name]
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

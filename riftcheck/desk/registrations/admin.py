from django.contrib import admin

from riftcheck.desk.registrations.models import Event, Registration, Submission


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    list_display = ("name", "date", "format", "deadline", "closed")
    filter_horizontal = ("organisers",)


class SubmissionInline(admin.TabularInline):
    model = Submission
    extra = 0
    fields = ("submitted_at", "submitted_by", "state", "legal", "errors", "warnings", "codes")
    readonly_fields = fields


@admin.register(Registration)
class RegistrationAdmin(admin.ModelAdmin):
    list_display = ("name", "player_id", "event", "dropped")
    list_filter = ("event",)
    exclude = ("token_digest",)
    raw_id_fields = ("current",)
    inlines = [SubmissionInline]

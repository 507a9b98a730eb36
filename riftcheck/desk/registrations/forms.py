"""The desk's forms. A decklist comes pasted or as a file; the checker, not the form, judges it."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from riftcheck.decklist.limits import MAX_DECKLIST_BYTES
from riftcheck.desk.registrations.models import Event


class DecklistForm(forms.Form):
    decklist = forms.CharField(label=_("Decklist"), required=False, strip=False,
                               widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false", "autocomplete": "off"}),
                               help_text=_("Paste it in any form riftcheck reads: Piltover Archive text, a deck code "
                                           "or link, Rift Atlas, Riftmana, TTS, TCG Arena..."))
    file = forms.FileField(label=_("or upload a file"), required=False)

    def clean(self):
        data = super().clean()
        upload = data.get("file")
        if upload:
            # One byte over the limit is enough for the checker to name the limit.
            data["text"] = upload.read(MAX_DECKLIST_BYTES + 1)
            data["filename"] = upload.name
        elif data.get("decklist", "").strip():
            data["text"], data["filename"] = data["decklist"], ""
        else:
            raise forms.ValidationError(_("Paste your decklist or choose a file."), code="empty")
        return data


class RegisterForm(DecklistForm):
    name = forms.CharField(label=_("Your name"), max_length=200)
    player_id = forms.CharField(label=_("Player id (optional)"), max_length=100, required=False)
    team = forms.CharField(label=_("Team (2v2)"), max_length=200, required=False)
    field_order = ["name", "player_id", "team", "decklist", "file"]

    def __init__(self, *args, event: Event, **kwargs):
        super().__init__(*args, **kwargs)
        if event.format != "2v2":
            del self.fields["team"]


class EventForm(forms.ModelForm):
    class Meta:
        model = Event
        fields = ["name", "date", "format", "rules_date", "deadline", "publish_lists"]
        widgets = {
            "date": forms.DateInput(attrs={"type": "date"}),
            "rules_date": forms.DateInput(attrs={"type": "date"}),
            "deadline": forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
        }


class RecheckForm(forms.Form):
    rules_date = forms.DateField(label=_("Rules date"), required=False, widget=forms.DateInput(attrs={"type": "date"}),
                                 help_text=_("Empty: keep the event's rules date."))

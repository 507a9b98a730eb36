"""Forms of the organiser's event pages: roster import, staff, deck-check picks."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from riftcheck.desk.registrations import staff
from riftcheck.desk.registrations.roster import MAX_ROSTER_BYTES


class RosterForm(forms.Form):
    file = forms.FileField(label=_("Roster file"), required=False,
                           help_text=_("A CSV with a header row (name or first and last name, player id, e-mail), "
                                       "or a Carde.io export (JSON)."))
    text = forms.CharField(label=_("or paste the CSV"), required=False, strip=False,
                           widget=forms.Textarea(attrs={"rows": 8, "spellcheck": "false", "autocomplete": "off"}))

    def clean(self):
        data = super().clean()
        upload = data.get("file")
        if upload:
            data["data"], data["filename"] = upload.read(MAX_ROSTER_BYTES + 1), upload.name
        elif data.get("text", "").strip():
            data["data"], data["filename"] = data["text"].encode("utf-8"), "roster.csv"
        else:
            raise forms.ValidationError(_("Choose a roster file or paste it."), code="empty")
        return data


class StaffForm(forms.Form):
    username = forms.CharField(label=_("User name"), max_length=150)
    role = forms.ChoiceField(label=_("Role"), choices=[(staff.ORGANISER, _("co-organiser: sees and changes")),
                                                       (staff.JUDGE, _("judge: sees, changes nothing"))])


class PickForm(forms.Form):
    count = forms.IntegerField(label=_("Players to pick"), min_value=1, max_value=500, initial=5)
    seed = forms.IntegerField(label=_("Seed (optional)"), min_value=0, max_value=10**12, required=False,
                              help_text=_("Empty: a random seed, written in the audit log."))

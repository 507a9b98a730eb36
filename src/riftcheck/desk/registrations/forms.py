"""The desk's forms. A decklist comes pasted or as a file; the checker, not the form, judges it."""

from __future__ import annotations

from django import forms
from django.core.validators import ProhibitNullCharactersValidator
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from riftcheck.desk.registrations.models import Event
from riftcheck.desk.registrations.roster import MAX_PLAYER_ID, player_key
from riftcheck.games.riftbound.formats import GLOBAL_REGION
from riftcheck.engine.inputs.limits import MAX_DECKLIST_BYTES


class DecklistForm(forms.Form):
    """The list, and in sealed and draft (an `event` that is limited) the pool it was built from."""

    decklist = forms.CharField(label=_("Decklist"), required=False, strip=False,
                               widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false", "autocomplete": "off"}),
                               help_text=_("Paste it in any form riftcheck reads: Piltover Archive text, a deck code "
                                           "or link, Rift Atlas, Riftmana, TTS, TCG Arena..."))
    file = forms.FileField(label=_("or upload a file"), required=False)
    pool = forms.CharField(label=_("Your pool"), required=False, strip=False,
                           widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "false", "autocomplete": "off"}),
                           help_text=_("Empty: the pool registered before is kept."))
    pool_file = forms.FileField(label=_("or upload your pool"), required=False)
    field_order = ["pool", "pool_file", "decklist", "file"]

    def __init__(self, *args, event: Event | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        if event is None or not event.limited:
            del self.fields["pool"], self.fields["pool_file"]
        for name in ("decklist", "pool"):
            if name in self.fields:  # a pasted NUL gets the checker's sentence, not Django's
                self.fields[name].validators = [validator for validator in self.fields[name].validators
                                                if not isinstance(validator, ProhibitNullCharactersValidator)]

    def clean(self):
        data = super().clean()
        self._clean_pool(data)
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

    def _clean_pool(self, data: dict) -> None:
        """data["pool"] becomes the pool's bytes and data["pool_filename"] its file's name;
        None when no pool was given (the checker then says the pool was not checked)."""
        upload = data.pop("pool_file", None)
        if upload:
            data["pool"], data["pool_filename"] = upload.read(MAX_DECKLIST_BYTES + 1), upload.name
        elif (data.get("pool") or "").strip():
            data["pool"], data["pool_filename"] = data["pool"].encode("utf-8"), ""
        else:
            data["pool"], data["pool_filename"] = None, ""
            return
        problem = _unreadable(data["pool"], data["pool_filename"] or "pool.txt")
        if problem:
            self.add_error("pool", problem)


def _unreadable(pool: bytes, name: str) -> str:
    """Why riftcheck cannot read the pool, in the page's language, as `--pool FILE` would say; or ""."""
    from django.utils.translation import get_language

    from riftcheck.games.riftbound.decklist.detect import read_decklists
    from riftcheck.engine.inputs.refusals import DecklistError

    try:
        read_decklists(pool, name)
    except DecklistError as error:
        return error.in_language("th" if (get_language() or "").startswith("th") else "en")
    return ""


class RegisterForm(DecklistForm):
    name = forms.CharField(label=_("Your name"), max_length=200)
    player_id = forms.CharField(label=_("Player id (optional)"), max_length=100, required=False)
    team = forms.CharField(label=_("Team (2v2)"), max_length=200, required=False)
    field_order = ["name", "player_id", "team", "pool", "pool_file", "decklist", "file"]

    def __init__(self, *args, event: Event, **kwargs):
        super().__init__(*args, event=event, **kwargs)
        if "pool" in self.fields:
            self.fields["pool"].help_text = _("Every card you opened, before your deck: \"N Card Name\" lines or "
                                              "any list riftcheck reads. Without a pool, only the deck rules are "
                                              "checked.")
        if event.format != "2v2":
            del self.fields["team"]

    def clean_player_id(self) -> str:
        """The id as the desk compares and keeps it (roster.player_key) fits as the id typed
        does: NFKC and case folding make "ß" two letters and "ﷺ" eighteen."""
        player_id = self.cleaned_data["player_id"]
        if len(player_key(player_id)) > MAX_PLAYER_ID:
            raise forms.ValidationError(_("This player id is too long."), code="max_length")
        return player_id


class EventForm(forms.ModelForm):
    class Meta:
        model = Event
        fields = ["name", "date", "game", "format", "region", "rules_date", "deadline", "publish_lists"]
        widgets = {
            "date": forms.DateInput(attrs={"type": "date"}),
            "rules_date": forms.DateInput(attrs={"type": "date"}),
            "deadline": forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"),
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["region"].required = False  # not given: the English release dates
        self.fields["deadline"].help_text = _("Day and time in the desk's time zone, %(zone)s.") % {
            "zone": timezone.get_current_timezone_name()}
        self.fields["game"].required = False  # not given: Riftbound

    def clean_region(self) -> str:
        return self.cleaned_data.get("region") or GLOBAL_REGION

    def clean_game(self) -> str:
        return self.cleaned_data.get("game") or "riftbound"

    def clean(self):
        from riftcheck.desk.registrations.models import FORMATS_OF_GAME

        cleaned = super().clean()
        game, format_name = cleaned.get("game"), cleaned.get("format")
        if game and format_name and format_name not in FORMATS_OF_GAME[game]:
            self.add_error("format", _("This format is not one of the chosen game's."))
        elif game and format_name and cleaned.get("date"):
            refusal = rules_refusal(game, format_name, cleaned.get("rules_date") or cleaned["date"],
                                    cleaned.get("region"))
            if refusal:
                self.add_error("rules_date" if cleaned.get("rules_date") else "date", refusal)
        return cleaned


def rules_refusal(game: str, format_name: str, as_of, region: str | None) -> str:
    """Why riftcheck has no rules of the format on `as_of`, as `check --as-of` says it, in the
    page's language; "" when it has them. Under such a date no list could be checked."""
    from django.utils.translation import get_language

    from riftcheck import api
    from riftcheck.engine.usage import UsageError

    try:
        api.check_results(b"1 Warm-up Card Name", format=format_name, as_of=as_of, game=game, region=region,
                          lang="en")
    except UsageError as error:
        return error.in_language("th" if (get_language() or "").startswith("th") else "en")
    return ""


class RecheckForm(forms.Form):
    rules_date = forms.DateField(label=_("Rules date"), required=False, widget=forms.DateInput(attrs={"type": "date"}),
                                 help_text=_("Empty: keep the event's rules date."))

    def __init__(self, *args, event: Event | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.event = event

    def clean_rules_date(self):
        rules_date = self.cleaned_data["rules_date"]
        if rules_date is not None and self.event is not None:
            refusal = rules_refusal(self.event.game, self.event.format, rules_date, self.event.region)
            if refusal:
                raise forms.ValidationError(refusal, code="no-rules")
        return rules_date

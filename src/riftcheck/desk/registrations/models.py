"""What the desk stores: events, a registration per player, and every version of a list.

A submission is stored before it is checked (state PENDING), so nothing a player sent is lost
when the checker fails; the verdict is then written beside the text, in English and Thai.
Every query that reaches registrations goes through an event (Event.registrations), so one
event's data never shows on another's pages.
"""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from riftcheck.games.riftbound import formats

# The formats riftcheck checks (data/formats/); in sealed and draft a player registers a pool too.
FORMATS = [("constructed", _("Constructed")), ("casual", _("Casual")), ("2v2", _("2v2 (teams)")),
           ("sealed", _("Sealed")), ("draft", _("Draft"))]
LIMITED_FORMATS = ("sealed", "draft")
PRESENT, NO_SHOW = "present", "no-show"
ATTENDANCE = [(PRESENT, _("present")), (NO_SHOW, _("no-show"))]
# The games an event may be of (riftcheck.games), and the formats each checks.
GAMES = [("riftbound", "Riftbound"), ("mtg", "Magic: The Gathering")]
MAGIC_FORMATS = [("standard", _("Magic: Standard")), ("pioneer", _("Magic: Pioneer")), ("modern", _("Magic: Modern")),
                 ("legacy", _("Magic: Legacy")), ("vintage", _("Magic: Vintage")), ("pauper", _("Magic: Pauper")),
                 ("commander", _("Magic: Commander")), ("limited", _("Magic: Limited")),
                 ("casual", _("Magic: Casual"))]
ALL_FORMATS = FORMATS + [choice for choice in MAGIC_FORMATS if choice[0] not in dict(FORMATS)]
FORMATS_OF_GAME = {"riftbound": [code for code, _label in FORMATS], "mtg": [code for code, _label in MAGIC_FORMATS]}
TOKEN_BYTES = 18  # 24 characters of a private link: far beyond guessing, rate limit or not


def _shown(text: str) -> str:
    """A typed name as every page shows it: hidden characters as escapes (the admin's titles,
    breadcrumbs and filters use str())."""
    from riftcheck.desk.registrations.templatetags.desk import shown

    return shown(text)


def region_choices() -> list[tuple[str, str]]:
    """The regions `riftcheck check --region` knows (data/formats/sets.yaml), English release first."""
    return [(code, code) for code in formats.regions()]


def token_digest(token: str) -> str:
    """What is stored of a private link: its SHA-256, so the database alone opens nothing."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


class Event(models.Model):
    slug = models.SlugField(unique=True, max_length=80)
    name = models.CharField(_("name"), max_length=200)
    date = models.DateField(_("date"))
    game = models.CharField(_("game"), max_length=20, choices=GAMES, default="riftbound")
    format = models.CharField(_("format"), max_length=40, choices=ALL_FORMATS, default="constructed")
    rules_date = models.DateField(_("rules date"), null=True, blank=True,
                                  help_text=_("The rules in force on this day apply; empty means the event date."))
    region = models.CharField(_("region"), max_length=20, choices=region_choices, default=formats.GLOBAL_REGION,
                              help_text=_("Sets are legal from their release in this region (global: the English "
                                          "release)."))
    deadline = models.DateTimeField(_("submission deadline"), null=True, blank=True)
    closed = models.BooleanField(_("submissions closed"), default=False)
    publish_lists = models.BooleanField(_("publish lists after the deadline"), default=False)
    organisers = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="desk_events")
    # Judges see everything an organiser sees and change nothing (riftcheck.desk.registrations.staff).
    judges = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="judged_desk_events", blank=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-date", "name"]

    def __str__(self) -> str:
        return _shown(self.name)

    @property
    def as_of(self):
        return self.rules_date or self.date

    @property
    def limited(self) -> bool:
        """Riftbound sealed or draft: each player registers the pool their deck was built from."""
        return self.game == "riftbound" and self.format in LIMITED_FORMATS

    def accepting(self, now=None) -> bool:
        """Players may submit or replace lists: not closed, and the deadline not passed."""
        now = now or timezone.now()
        return not self.closed and (self.deadline is None or now <= self.deadline)


class Registration(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="registrations")
    name = models.CharField(_("name"), max_length=200)
    player_id = models.CharField(_("player id"), max_length=100, blank=True)
    team = models.CharField(_("team"), max_length=200, blank=True)
    email = models.CharField(_("e-mail"), max_length=254, blank=True)
    # The player id as compared (riftcheck.desk.registrations.roster.player_key): ID001, id001
    # and ID001 with a zero-width space are one player.
    player_key = models.CharField(max_length=100, blank=True, db_index=True)
    attendance = models.CharField(_("check-in"), max_length=10, choices=ATTENDANCE, blank=True)
    # A list reached this roster entry by the player's name alone: the organiser should confirm.
    matched_by_name = models.BooleanField(default=False)
    # A list sent with this registration's player id under another name, or once it had a
    # list: kept under the name typed, without the id, until an organiser confirms it is that
    # player's (it then becomes the registration's list) or rejects it (it is dropped).
    claims = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="claimants")
    token_digest = models.CharField(max_length=64, unique=True)
    dropped = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=timezone.now)
    current = models.ForeignKey("Submission", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    class Meta:
        ordering = ["name", "id"]
        constraints = [
            models.UniqueConstraint(fields=["event", "player_id"], condition=~models.Q(player_id=""),
                                    name="one_registration_per_player_id"),
            models.UniqueConstraint(fields=["event", "player_key"], condition=~models.Q(player_key=""),
                                    name="one_registration_per_player_key"),
        ]

    def __str__(self) -> str:
        return _shown(self.name)


class Submission(models.Model):
    PENDING, CHECKED, FAULT = "pending", "checked", "fault"
    STATES = [(PENDING, _("being checked")), (CHECKED, _("checked")), (FAULT, _("could not be checked"))]

    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="submissions")
    content = models.BinaryField()  # the bytes as sent: what is checked, exported and re-checked
    text = models.TextField()  # the same, decoded for display
    filename = models.CharField(max_length=255, blank=True)
    # Sealed and draft: the pool as sent beside the list (None: no pool given), checked with it.
    pool_content = models.BinaryField(null=True, blank=True)
    pool_text = models.TextField(blank=True)
    pool_filename = models.CharField(max_length=255, blank=True)
    submitted_at = models.DateTimeField(default=timezone.now)
    submitted_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                     related_name="+", help_text=_("The organiser who entered it; empty: the player."))
    state = models.CharField(max_length=10, choices=STATES, default=PENDING)
    checked_as_of = models.DateField(null=True, blank=True)
    legal = models.BooleanField(null=True)
    errors = models.PositiveIntegerField(default=0)
    warnings = models.PositiveIntegerField(default=0)
    codes = models.CharField(max_length=500, blank=True)
    report = models.JSONField(default=dict, blank=True)  # {"en": [deck, ...], "th": [...]}: check -o json's decks
    previous_legal = models.BooleanField(null=True)
    changed = models.BooleanField(default=False)  # the last re-check changed the verdict

    class Meta:
        ordering = ["submitted_at", "id"]

    def decks(self, lang: str) -> list[dict]:
        return self.report.get(lang) or self.report.get("en") or []

    def version_status(self) -> str:
        """The verdict word's key (verdict_word.html) read from the fields a list of versions
        loads (players.VERSION_FIELDS), not from the report: a checked list that is not legal
        breaks a rule when it has an error (an unreadable deck counts as one), else some deck of
        it is unconfirmed. An unconfirmed list, or one still being checked, is never illegal."""
        if self.state != self.CHECKED:
            return "fault" if self.state == self.FAULT else "pending"
        if self.legal:
            return "legal"
        return "illegal" if self.errors else "unconfirmed"

    def first_problem(self, lang: str) -> str:
        """What the table shows first: an unreadable deck's reason, else the first error, else
        the first warning (a warning listed before an error must not hide it)."""
        decks = self.decks(lang)
        for deck in decks:
            if deck.get("error"):
                return deck["error"]
        for severity in ("error", "warning"):
            for deck in decks:
                for finding in deck["findings"]:
                    if finding["severity"] == severity:
                        return f"{finding['code']}: {finding['message']}"
        return ""


class Attempt(models.Model):
    """One counted attempt towards a limit (riftcheck.desk.security): a wrong private link, a
    taken player id, an unreadable registration. Rows in the database, so that every worker
    process and every machine of one desk counts the same attempts."""

    key = models.CharField(max_length=200)
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["key", "at"], name="attempt_key_at")]


class AuditEntry(models.Model):
    """One thing an organiser did to an event: who, when, what, and the values before and after
    (riftcheck.desk.registrations.audit writes these; nothing changes or deletes them)."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="audit_entries")
    at = models.DateTimeField(default=timezone.now)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                             related_name="+")
    username = models.CharField(max_length=150, blank=True)  # kept when the account is deleted
    action = models.CharField(max_length=40)
    registration = models.ForeignKey(Registration, null=True, blank=True, on_delete=models.SET_NULL,
                                     related_name="audit_entries")
    before = models.JSONField(default=dict, blank=True)
    after = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-at", "-id"]

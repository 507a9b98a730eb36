"""When the database stops answering (PostgreSQL restarted, its machine unreachable, SQLite
locked past its wait): every request that needs it gets a page in its language saying that
what it sent was not kept and to try again, answered 503 with Retry-After, instead of
Django's bare 500. The log gets one line when an outage starts and one when the database
answers again, not a traceback per request: a flag file in the desk's folder says an outage
is under way, so the processes of one desk log it once between them.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time

from django.db import InterfaceError, OperationalError
from django.db.backends.signals import connection_created
from django.shortcuts import render
from django.urls import Resolver404, resolve
from django.utils import translation
from django.utils.translation import gettext_lazy as _
from django.views import defaults

from riftcheck.desk import home

RETRY_AFTER_SECONDS = 10
FLAG_FILE = "database-down"  # in the desk's folder while an outage is under way; holds when it began
log = logging.getLogger("riftcheck.desk")
SENTENCES = {
    "list": _("The desk cannot reach its database just now, so your list was not kept. Send it again in a moment."),
    "change": _("The desk cannot reach its database just now, so this change was not made. Try again in a moment."),
    "page": _("The desk cannot reach its database just now. Reload this page in a moment."),
}
PLAYERS_FORMS = ("event", "private")  # the pages whose POST sends a list

_down_here = threading.Event()  # this process met the outage and has not reached the database since


def server_error(request):
    """handler500: the outage page when the error is the database not answering, else Django's."""
    error = sys.exc_info()[1]
    if not isinstance(error, (OperationalError, InterfaceError)):
        return defaults.server_error(request)
    began(error)
    response = outage_page(request)
    response._has_been_logged = True  # the outage is logged once, by began(), not per request
    return response


def outage_page(request):
    with translation.override(translation.get_language_from_request(request)):
        # No user and no messages: both would ask the database again.
        response = render(request, "registrations/refused.html",
                          {"refusal": SENTENCES[_what_was_lost(request)], "user": None, "messages": ()}, status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response["Cache-Control"] = "no-store"
    if request.headers.get("HX-Request") != "true":
        return response
    if request.method == "POST":  # the sentence at the top of the form, the list still typed
        response["HX-Retarget"] = "this"
        response["HX-Reswap"] = "afterbegin"
        response["HX-Reselect"] = ".refusal"
    else:  # a part of a page polled (a re-check's progress) stays as it was until the database is back
        response["HX-Reswap"] = "none"
    return response


def _what_was_lost(request) -> str:
    if request.method in ("GET", "HEAD"):
        return "page"
    try:
        name = resolve(request.path_info).url_name
    except Resolver404:
        name = None
    return "list" if name in PLAYERS_FORMS else "change"


def _flag():
    return home.home() / FLAG_FILE


def began(error: Exception) -> None:
    """The database did not answer: the first request of an outage, in every process, logs it."""
    if _down_here.is_set():
        return
    _down_here.set()
    try:
        descriptor = os.open(_flag(), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return  # another process of this desk logged it
    except OSError:
        descriptor = None
    if descriptor is not None:
        with os.fdopen(descriptor, "w", encoding="ascii") as handle:
            handle.write(str(time.time()))
    reason = " ".join(str(error).split()) or type(error).__name__
    log.error("the database stopped answering (%s); players are asked to send their lists again", reason)


def answered(**_kwargs) -> None:
    """A connection to the database was made: the outage, if this process met one, is over."""
    if not _down_here.is_set():
        return
    _down_here.clear()
    flag = _flag()
    try:
        began_at = float(flag.read_text(encoding="ascii") or 0)
        flag.unlink()
    except (OSError, ValueError):
        return  # another process logged the end, or the flag could not be read
    # Beside the line of the outage's start, in errors.log.
    log.error("the database answers again, after %.0f s without it", max(0.0, time.time() - began_at))


def forget() -> None:
    """At start: a flag left by a desk stopped during an outage is no outage of this one."""
    try:
        _flag().unlink()
    except OSError:
        pass


connection_created.connect(answered, dispatch_uid="riftcheck-desk-outage")

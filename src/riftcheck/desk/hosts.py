"""The names the desk answers to (Django's ALLOWED_HOSTS), and its plain refusal of any other.

A page on another site can point a name of its own at 127.0.0.1 (DNS rebinding) and so
reach the organiser pages, which answer the desk's own machine: the desk answers only the
names and addresses it is reached by. These are the loopback names, this machine's name,
the address given to --host and, listening on every interface (0.0.0.0), this machine's
addresses on its networks; more (a reverse proxy's public name) with --allowed-host NAME or
RIFTCHECK_DESK_ALLOWED_HOSTS (comma-separated).
"""

from __future__ import annotations

import socket

from django.core.exceptions import DisallowedHost
from django.http import HttpResponse
from django.utils import translation
from django.utils.translation import gettext_lazy as _

LISTEN_VARIABLE = "RIFTCHECK_DESK_LISTEN"  # --host, as the settings read it (set by riftcheck desk)
EXTRA_VARIABLE = "RIFTCHECK_DESK_ALLOWED_HOSTS"
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")
EVERY_INTERFACE = ("0.0.0.0", "::", "")
REFUSAL = _("This desk does not answer to this address. Open it by the address it showed when it started; "
            "its organiser can allow another name with --allowed-host.")


def allowed(listen: str, extra: str = "") -> list[str]:
    """ALLOWED_HOSTS for a desk listening on `listen`, with the comma-separated names of `extra`."""
    names = [*LOOPBACK_NAMES, *_machine_names()]
    if listen in EVERY_INTERFACE:
        from riftcheck.desk import security

        names += sorted(security.own_addresses())
    else:
        names.append(listen)
    names += [name.strip() for name in extra.split(",") if name.strip()]
    return list(dict.fromkeys(_as_host(name).lower() for name in names))


def _machine_names() -> list[str]:
    names = [socket.gethostname()]
    try:
        names.append(socket.getfqdn())
    except OSError:
        pass
    return [name for name in names if name]


def _as_host(name: str) -> str:
    """An IPv6 address as a Host header writes it, in brackets."""
    return f"[{name}]" if ":" in name and not name.startswith("[") else name


class KnownHostsOnly:
    """A request naming a host the desk does not answer to: 400 and one plain sentence."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            request.get_host()
        except DisallowedHost:
            with translation.override(translation.get_language_from_request(request)):
                sentence = str(REFUSAL)
            return HttpResponse(sentence + "\n", status=400, content_type="text/plain; charset=utf-8")
        return self.get_response(request)

"""What guards the desk beyond Django's defaults: a strict Content-Security-Policy, organiser
pages answered only on the desk's own machine, limits on guesses and junk, and the lock-out
page of login throttling (riftcheck.desk.early_refusals answers CSRF failures and bodies too
large in the desk's words).

Limits count attempts per target, not per network address: a store's Wi-Fi shows every phone
as one address, so a wrong guess from one player never locks out another. A correct private
link always opens; only more wrong ones are refused.
"""

from __future__ import annotations

import datetime
import ipaddress
import secrets
from dataclasses import dataclass

from django.conf import settings
from django.shortcuts import render
from django.utils import timezone

# Only the desk's own scripts and styles; no inline script, no framing, forms post home only.
POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
GUESS_WINDOW_SECONDS = 600  # every limit counts the attempts of the last ten minutes
GUESSES_ALLOWED = 20  # wrong private links from one address, or tries of one taken player id
UNREADABLE_ALLOWED = 5  # registrations riftcheck could not read, from one device
ORGANISER_PATHS = ("/organiser/", "/admin/")
DEVICE_COOKIE = "desk-device"
DEVICE_NAME_BYTES = 16
COUNTED_MARK = ".counted"  # ends the cookie of a device an attempt was counted of


class ContentSecurityPolicy:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        response.setdefault("Content-Security-Policy", POLICY)
        return response


class OrganisersFromThisMachine:
    """Organiser pages and the admin only for requests from the desk's own machine, unless
    the desk was started with --organisers-from-network: on a store's Wi-Fi nobody else
    reaches the login form."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.own_addresses = own_addresses()

    def __call__(self, request):
        if (request.path_info.startswith(ORGANISER_PATHS) and not settings.DESK_ORGANISERS_FROM_NETWORK
                and not from_this_machine(request, self.own_addresses)):
            from riftcheck.desk.registrations.phrases import REFUSALS

            return render(request, "registrations/refused.html", {"refusal": REFUSALS["organisers-here-only"]},
                          status=403)
        return self.get_response(request)


def from_this_machine(request, own: frozenset[str] = frozenset()) -> bool:
    """The request came from the desk's machine: a loopback address, or one of `own` (the
    machine's addresses on its networks, as when the organiser opens the LAN address)."""
    address = request.META.get("REMOTE_ADDR", "")
    try:
        return ipaddress.ip_address(address).is_loopback or address in own
    except ValueError:
        return False


def own_addresses() -> frozenset[str]:
    """This machine's addresses: those its name resolves to, and the one its default route uses."""
    import socket

    found = set()
    try:
        found.update(socket.gethostbyname_ex(socket.gethostname())[2])
    except OSError:
        pass
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))  # no packet is sent: UDP connect only picks a route
            found.add(probe.getsockname()[0])
        except OSError:
            pass
    return frozenset(found)


def wrong_link_key(request) -> str:
    return "link:" + request.META.get("REMOTE_ADDR", "unknown")


def player_id_key(event, player_id: str) -> str:
    """The id as the desk compares ids: written with other case, width or invisible
    characters, it is still the one id and counts towards its limit."""
    from riftcheck.desk.registrations.roster import player_key

    return f"player-id:{event.pk}:{player_key(player_id)}"[:200]


@dataclass
class Device:
    """A player's device: a random name in a signed cookie (the session would cost the database
    a write for each new device, and a read on every page it then opens). `counted`: the cookie
    says an attempt of this device was counted, so only then are its attempts looked up; a
    device that drops the mark could as well drop the cookie, and be a new device."""

    name: str
    counted: bool = False
    changed: bool = False  # the cookie is sent again with the answer (keep_device)


def device(request) -> Device:
    """The device that sent `request`, named now if its cookie names none."""
    if not hasattr(request, "desk_device"):
        value = request.get_signed_cookie(DEVICE_COOKIE, "", salt=DEVICE_COOKIE)
        name = value.removesuffix(COUNTED_MARK)
        request.desk_device = (Device(name, counted=value != name) if name
                               else Device(secrets.token_urlsafe(DEVICE_NAME_BYTES), changed=True))
    return request.desk_device


def device_key(request) -> str:
    return "device:" + device(request).name


def device_exhausted(request, allowed: int) -> bool:
    return device(request).counted and exhausted(device_key(request), allowed)


def count_device(request) -> None:
    sender = device(request)
    count(device_key(request))
    sender.changed |= not sender.counted
    sender.counted = True


def keep_device(request, response):
    """`response`, with the device's cookie when it is new or newly counted."""
    sender = getattr(request, "desk_device", None)
    if sender is not None and sender.changed:
        response.set_signed_cookie(DEVICE_COOKIE, sender.name + (COUNTED_MARK if sender.counted else ""),
                                   salt=DEVICE_COOKIE, max_age=settings.SESSION_COOKIE_AGE,
                                   secure=settings.SESSION_COOKIE_SECURE, httponly=True, samesite="Lax")
    return response


def attempts(key: str) -> int:
    from riftcheck.desk.registrations.models import Attempt

    return Attempt.objects.filter(key=key, at__gte=_window_start()).count()


def exhausted(key: str, allowed: int) -> bool:
    return attempts(key) >= allowed


def count(key: str) -> None:
    """One more attempt for `key`; attempts past the window, of any key, are cleared on the way."""
    from riftcheck.desk.registrations.models import Attempt

    Attempt.objects.create(key=key[:200])
    Attempt.objects.filter(at__lt=_window_start()).delete()


def _window_start() -> datetime.datetime:
    return timezone.now() - datetime.timedelta(seconds=GUESS_WINDOW_SECONDS)


def locked_out(request, original_response=None, credentials=None):
    """django-axes' answer once a name was given too many wrong passwords from one address."""
    from riftcheck.desk.registrations.phrases import REFUSALS

    return render(request, "registrations/refused.html", {"refusal": REFUSALS["locked-out"]}, status=429)


"""`riftcheck desk`: migrate the database, then serve the desk with waitress; or add an
organiser account (`riftcheck desk createorganiser NAME`)."""

from __future__ import annotations

import getpass
import os
import socket
import sys

from riftcheck.desk import home

EXIT_OK, EXIT_USAGE = 0, 2
ACTIONS = ("serve", "createorganiser")
# The package index's name of riftcheck ("riftcheck" there is another project), with the desk extra.
INSTALL_HINT = "pip install 'riftcheck-tcg[desk]' (from a checkout: pip install '.[desk]')"
SERVER_THREADS = 8  # requests answered at once; checking is quick, so a few threads keep up


def run(action: str | None, name: str | None, host: str, port: int, database: str | None,
        threads: int = SERVER_THREADS) -> int:
    action = action or "serve"
    if action not in ACTIONS:
        return _usage(f"unknown desk action {action!r}; use `riftcheck desk` to serve or `riftcheck desk createorganiser NAME`.")
    try:
        _missing = _missing_packages()
        if _missing:
            return _usage(f"the desk needs {', '.join(_missing)}: {INSTALL_HINT}.")
        setup(database)
    except ValueError as error:
        return _usage(str(error))
    if action == "createorganiser":
        if not name:
            return _usage("name the organiser: riftcheck desk createorganiser NAME.")
        return create_organiser(name)
    return serve(host, port, threads)


def _usage(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def _missing_packages() -> list[str]:
    import importlib.util

    return [name for name in ("django", "waitress", "whitenoise", "segno", "dj_database_url", "platformdirs")
            if importlib.util.find_spec(name) is None]


def setup(database: str | None = None) -> None:
    """Django set up against `database` (default RIFTCHECK_DATABASE_URL, else SQLite in the
    desk's folder), the database created or brought up to date by the migrations."""
    if database:
        home.database(database)  # refuses an address the desk cannot use, before Django reads it
        os.environ[home.DATABASE_VARIABLE] = database
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "riftcheck.desk.settings")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", interactive=False, verbosity=0)


def create_organiser(name: str, password: str | None = None) -> int:
    from django.contrib.auth import get_user_model
    from django.contrib.auth.password_validation import ValidationError, validate_password

    users = get_user_model()
    if users.objects.filter(username=name).exists():
        return _usage(f"an organiser named {name!r} exists already.")
    if password is None:
        password = getpass.getpass(f"Password for {name}: ")
        if password != getpass.getpass("Again: "):
            return _usage("the two passwords differ.")
    try:
        validate_password(password)
    except ValidationError as error:
        return _usage(" ".join(error.messages))
    first = not users.objects.exists()
    users.objects.create_user(name, password=password, is_staff=True, is_superuser=first)
    print(f"Organiser {name} created{' (may also use /admin/)' if first else ''}.")
    return EXIT_OK


def addresses(host: str, port: int) -> tuple[str, str]:
    """The players' and the organiser's addresses as others on the network reach them."""
    shown = _network_address() if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    base = f"http://{shown}:{port}"
    return base + "/", base + "/organiser/"


def _network_address() -> str:
    """This machine's address on its network (no packet is sent: UDP connect only picks a route)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def _open_events() -> list[tuple[str, str]]:
    from riftcheck.decklist.model import visible
    from riftcheck.desk.registrations.models import Event

    return [(visible(event.name), event.slug) for event in Event.objects.filter(closed=False).order_by("date")]


def serve(host: str, port: int, threads: int = SERVER_THREADS) -> int:
    import waitress
    from django.conf import settings

    from riftcheck.desk.registrations import qr
    from riftcheck.desk.wsgi import application

    players, organisers = addresses(host, port)
    print(f"Players:    {players}")
    print(qr.terminal(players), end="")
    for name, slug in _open_events():
        print(f"            {name}: {players}e/{slug}/")
    print(f"Organisers: {organisers}")
    print(f"Data:       {home.database_url() if os.environ.get(home.DATABASE_VARIABLE) else home.home()}")
    sys.stdout.flush()
    waitress.serve(application, host=host, port=port, threads=threads, ident="riftcheck-desk",
                   max_request_body_size=settings.REQUEST_BODY_LIMIT, _quiet=True)
    return EXIT_OK

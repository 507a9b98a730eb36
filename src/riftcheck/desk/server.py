"""`riftcheck desk`: migrate the database, check what a crash left unchecked, load the card
data, then serve the desk (waitress, or gunicorn's worker processes with --workers N); or
manage organiser accounts (`createorganiser NAME`, `setpassword NAME`).

Every failure an organiser can cause (a port in use, a database that cannot be reached, a
password that cannot be read) is one sentence and exit code 2, never a traceback.
"""

from __future__ import annotations

import getpass
import os
import socket
import sys
from dataclasses import dataclass

from riftcheck.desk import home

EXIT_OK, EXIT_USAGE = 0, 2
ACTIONS = ("serve", "createorganiser", "setpassword")
# riftcheck is not on the package index: the desk extra is installed from riftcheck's own folder.
INSTALL_HINT = "pip install '.[desk]' in riftcheck's folder"
SERVER_THREADS = 8  # requests answered at once by waitress's one process; checking is quick, so a few keep up
# ... and by each of gunicorn's worker processes (--workers N): a worker's threads share one
# core and take turns on it, each answer waiting for the others in its worker. With 4, a burst
# of 50 players on PostgreSQL was answered no faster and its slowest answers came later than
# with 2, which still answer one request while another waits on the database or the network.
WORKER_THREADS = 2
# Connections a gunicorn worker takes at once, per thread: those answered, kept alive or still
# being sent. Few, so that a worker with its hands full leaves the next connection to another
# (taking all it could, one worker queued dozens while the other idled); beyond its threads,
# gunicorn keeps the rest alive, and closes after answering once those are kept.
CONNECTIONS_PER_THREAD = 4
LOOPBACK = ("127.0.0.1", "localhost", "::1")


@dataclass(frozen=True)
class ServeOptions:
    host: str = "127.0.0.1"
    port: int = 8000
    threads: int | None = None  # None: SERVER_THREADS with waitress, WORKER_THREADS in each gunicorn worker
    workers: int = 1  # more than one: gunicorn's worker processes (POSIX)
    organisers_from_network: bool = False
    certfile: str | None = None
    keyfile: str | None = None
    behind_https_proxy: bool = False
    allowed_hosts: tuple[str, ...] = ()  # names the desk answers to besides its own (riftcheck.desk.hosts)


def run(action: str | None, name: str | None, database: str | None, options: ServeOptions = ServeOptions(),
        password_stdin: bool = False, admin: bool = False) -> int:
    action = action or "serve"
    if action not in ACTIONS:
        return _usage(f"unknown desk action {action!r}; use `riftcheck desk` to serve, "
                      "`riftcheck desk createorganiser NAME` or `riftcheck desk setpassword NAME`.")
    if action != "serve" and not name:
        return _usage(f"name the organiser: riftcheck desk {action} NAME.")
    missing = _missing_packages()
    problem = f"the desk needs {', '.join(missing)}: {INSTALL_HINT}." if missing else None
    problem = problem or (_serve_problem(options) if action == "serve" else None)
    if problem:
        return _usage(problem)
    _environment(options)
    os.umask(0o077)  # the database, its WAL, the logs: readable by the organiser's account alone
    try:
        setup(database)
    except ValueError as error:
        return _usage(str(error))
    if action == "createorganiser":
        return create_organiser(name, password_stdin=password_stdin, admin=admin)
    if action == "setpassword":
        return set_password(name, password_stdin=password_stdin)
    return serve(options)


def _usage(message: str) -> int:
    print(f"riftcheck: {message}", file=sys.stderr)
    return EXIT_USAGE


def _missing_packages() -> list[str]:
    import importlib.util

    return [name for name in ("django", "waitress", "whitenoise", "segno", "dj_database_url", "platformdirs", "axes")
            if importlib.util.find_spec(name) is None]


def _serve_problem(options: ServeOptions) -> str | None:
    """Why the desk cannot serve with `options`, before anything is printed; None when it can."""
    if (options.certfile is None) != (options.keyfile is None):
        return "give --certfile and --keyfile together."
    for path in (options.certfile, options.keyfile):
        if path is not None and not os.path.isfile(path):
            return f"no such file: {path}."
    if (options.workers > 1 or options.certfile) and os.name != "posix":
        return "--workers and --certfile need gunicorn, which runs on Linux and macOS; on Windows serve one process."
    if options.workers < 1 or (options.threads is not None and options.threads < 1):
        return "--workers and --threads take a number of at least 1."
    return _port_problem(options.host, options.port)


def _port_problem(host: str, port: int) -> str | None:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as error:
            if error.errno in (98, 48, 10048):  # EADDRINUSE on Linux, macOS, Windows
                return f"port {port} on {host} is in use (another desk?): stop it or choose another with --port."
            return f"cannot listen on {host}:{port}: {error.strerror or error}."
    return None


def _environment(options: ServeOptions) -> None:
    """The serving choices the settings read (and every worker process inherits)."""
    from riftcheck.desk import hosts

    os.environ[hosts.LISTEN_VARIABLE] = options.host
    if options.allowed_hosts:
        given = os.environ.get(hosts.EXTRA_VARIABLE, "")
        os.environ[hosts.EXTRA_VARIABLE] = ",".join(filter(None, [given, *options.allowed_hosts]))
    if options.organisers_from_network:
        os.environ["RIFTCHECK_DESK_ORGANISERS_FROM_NETWORK"] = "1"
    if options.certfile:
        os.environ["RIFTCHECK_DESK_HTTPS"] = "certificate"
    elif options.behind_https_proxy:
        os.environ["RIFTCHECK_DESK_HTTPS"] = "proxy"


def setup(database: str | None = None) -> None:
    """Django set up against `database` (default RIFTCHECK_DATABASE_URL, else SQLite in the
    desk's folder), the database created or brought up to date by the migrations. ValueError
    with one sentence when the database cannot be used."""
    if database:
        home.database(database)  # refuses an address the desk cannot use, before Django reads it
        os.environ[home.DATABASE_VARIABLE] = database
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "riftcheck.desk.settings")
    import django
    from django.core.management import call_command
    from django.db import Error as DatabaseError

    try:
        home.private_sqlite_files()
    except OSError as error:
        raise ValueError(f"cannot use the database {home.shown_url(home.database_url())}: "
                         f"{error.strerror or error}") from None
    django.setup()
    try:
        call_command("migrate", interactive=False, verbosity=0)
    except DatabaseError as error:
        reason = " ".join(line.strip() for line in str(error).splitlines() if line.strip()) or type(error).__name__
        raise ValueError(f"cannot use the database {home.shown_url(home.database_url())}: {reason}") from None


def _password(name: str, password_stdin: bool) -> str | None:
    """The new password: one line of standard input with --password-stdin, else typed twice at
    the terminal; None (a sentence printed) when it cannot be read."""
    if password_stdin:
        line = sys.stdin.readline() if sys.stdin is not None else ""
        if not line:
            _usage("no password on standard input.")
            return None
        return line.rstrip("\r\n")
    if sys.stdin is None or not sys.stdin.isatty():
        _usage("standard input is not a terminal: pipe the password with --password-stdin.")
        return None
    try:
        password = getpass.getpass(f"Password for {name}: ")
        again = getpass.getpass("Again: ")
    except (EOFError, KeyboardInterrupt):
        print(file=sys.stderr)
        _usage("no password given.")
        return None
    if password != again:
        _usage("the two passwords differ.")
        return None
    return password


def _validated(password: str, user=None) -> str | None:
    from django.contrib.auth.password_validation import ValidationError, validate_password

    try:
        validate_password(password, user)
    except ValidationError as error:
        return " ".join(error.messages)
    return None


def create_organiser(name: str, password: str | None = None, *, password_stdin: bool = False,
                     admin: bool = False) -> int:
    """A new organiser, who sees only the events they create or are staff of; with `admin`,
    one who also manages accounts and everything else in /admin/ (a superuser; the desk's own
    pages still show them only their events)."""
    from django.contrib.auth import get_user_model

    users = get_user_model()
    if users.objects.filter(username=name).exists():
        return _usage(f"an organiser named {name!r} exists already.")
    if password is None:
        password = _password(name, password_stdin)
        if password is None:
            return EXIT_USAGE
    problem = _validated(password)
    if problem:
        return _usage(problem)
    users.objects.create_user(name, password=password, is_staff=True, is_superuser=admin)
    print(f"Organiser {name} created{' (may manage accounts in /admin/)' if admin else ''}.")
    return EXIT_OK


def set_password(name: str, password: str | None = None, *, password_stdin: bool = False) -> int:
    """A new password for an organiser who forgot theirs (run on the desk's machine)."""
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.filter(username=name).first()
    if user is None:
        return _usage(f"no organiser is named {name!r}; add one with riftcheck desk createorganiser {name}.")
    if password is None:
        password = _password(name, password_stdin)
        if password is None:
            return EXIT_USAGE
    problem = _validated(password, user)
    if problem:
        return _usage(problem)
    user.set_password(password)
    user.save(update_fields=["password"])
    print(f"New password set for {name}.")
    return EXIT_OK


def addresses(host: str, port: int, https: bool = False) -> tuple[str, str]:
    """The players' and the organiser's addresses as others on the network reach them."""
    shown = _network_address() if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    base = f"{'https' if https else 'http'}://{shown}:{port}"
    return base + "/", base + "/organiser/"


def _network_address() -> str:
    """This machine's address on its network (no packet is sent: UDP connect only picks a route)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


def _open_events() -> list:
    from riftcheck.desk.registrations.models import Event

    return list(Event.objects.filter(closed=False).order_by("date"))


def banner(options: ServeOptions) -> str:
    """What the organiser reads at start: the players' address and its QR code, each open
    event, the organisers' address, and where the data lives."""
    from riftcheck.desk.registrations import qr
    from riftcheck.engine.inputs.refusals import visible

    players, organisers = addresses(options.host, options.port, bool(options.certfile))
    lines = [f"Players:    {players}", qr.terminal(players).rstrip("\n")]
    lines += [f"            {visible(event.name)}: {players}e/{event.slug}/" for event in _open_events()]
    if options.host in LOOPBACK:
        lan = _network_address()
        lines.append(f"            Phones cannot reach {options.host}: it is this computer alone. For players' "
                     f"phones, start with --host 0.0.0.0; they then open "
                     f"{'https' if options.certfile else 'http'}://{lan}:{options.port}/")
    lines.append(f"Organisers: {organisers}"
                 + ("" if options.organisers_from_network else "  (on this computer only; --organisers-from-network "
                                                              "for others)"))
    lines.append(f"Data:       {home.shown_url(home.database_url()) if os.environ.get(home.DATABASE_VARIABLE) else home.home()}")
    return "\n".join(lines) + "\n"


def prepare() -> int:
    """Before the first request: the lists a crash left unchecked are checked, and the card
    data and the checkers of the open events loaded (the first player waits for nothing).
    Returns how many lists were checked."""
    from riftcheck.desk.registrations import domain

    checked = domain.check_pending()
    domain.warm_up(_open_events())
    return checked


def serve(options: ServeOptions) -> int:
    from django.db import connections

    from riftcheck.desk import outage

    outage.forget()
    checked = prepare()
    sys.stdout.write(banner(options))
    if checked:
        print(f"Checked:    {checked} list{'' if checked == 1 else 's'} left unchecked when the desk last stopped")
    sys.stdout.flush()
    connections.close_all()  # worker processes open their own
    if uses_gunicorn(options):
        return _serve_gunicorn(options)
    return _serve_waitress(options)


def _serve_waitress(options: ServeOptions) -> int:
    from django.conf import settings

    from riftcheck.desk import waitress_channel
    from riftcheck.desk.wsgi import application

    try:
        served = waitress_channel.create_server(application, host=options.host, port=options.port,
                                                threads=threads(options), ident="riftcheck-desk",
                                                max_request_body_size=settings.SERVER_BODY_LIMIT)
    except OSError as error:
        return _usage(f"cannot listen on {options.host}:{options.port}: {error.strerror or error}.")
    try:
        served.run()
    except KeyboardInterrupt:
        pass
    return EXIT_OK


def uses_gunicorn(options: ServeOptions) -> bool:
    return options.workers > 1 or bool(options.certfile)


def threads(options: ServeOptions) -> int:
    """Requests each process answers at once: --threads, else the default of its server."""
    return options.threads or (WORKER_THREADS if uses_gunicorn(options) else SERVER_THREADS)


def gunicorn_config(options: ServeOptions) -> dict:
    host = f"[{options.host}]" if ":" in options.host else options.host
    config = {"bind": f"{host}:{options.port}", "workers": options.workers, "threads": threads(options),
              "worker_connections": CONNECTIONS_PER_THREAD * threads(options),
              "worker_class": "gthread", "accesslog": None, "errorlog": str(home.home() / "server.log"),
              "loglevel": "warning", "timeout": 120, "graceful_timeout": 10, "proc_name": "riftcheck-desk"}
    if options.certfile:
        config.update(certfile=options.certfile, keyfile=options.keyfile)
    return config


def _serve_gunicorn(options: ServeOptions) -> int:
    """gunicorn's pre-fork workers: each a process of its own, so checks use every core. The
    app and the card data are loaded here first and shared with the workers as they fork."""
    from gunicorn.app.base import BaseApplication

    from riftcheck.desk.wsgi import application

    config = gunicorn_config(options)

    class Desk(BaseApplication):
        def load_config(self):
            for key, value in config.items():
                self.cfg.set(key, value)

        def load(self):
            return application

    Desk().run()
    return EXIT_OK

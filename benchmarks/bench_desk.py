"""The registration desk under load, on SQLite and on PostgreSQL: submission latency and
throughput, re-check time, the costliest list, page sizes.

- Submissions: `riftcheck desk --workers N` runs for real (N gunicorn worker processes, or
  waitress for N = 1), on SQLite in WAL mode and on a PostgreSQL 15 server the benchmark starts
  for itself (a throwaway cluster made with initdb and pg_ctl, run as the `postgres` user when
  started as root; --databases sqlite leaves it out). CLIENTS clients each load the event page
  once, then submit lists, SUBMISSIONS in all, in a burst: every client submitting again as
  soon as answered, the worst case. Two ways of submitting, each timed from the POST to the
  verdict on screen: htmx (one request, answered with the private page, the verdict and the
  private link), and POST+GET, a browser without JavaScript (the form answered with a redirect
  to the private link, whose page the client then loads). Reported: the median and
  the 95th percentile of the answer times (target p95 at most 400 ms) and lists answered a
  second over the whole burst, the load generator running on the same machine (target at
  least 80). With --paced RATE, also a paced run: each client pausing a random time (mean
  CLIENTS / RATE seconds) before each submission, so that RATE lists a second arrive in all.
- The costliest list the limits accept, 1,000 distinct unknown card names, answered by the
  running desk (target: at most 1 s).
- Re-check of REGISTRATIONS registrations, all different lists (Core Rules examples with a
  comment naming the player, so no verdict is reused), by domain.recheck_all in a fresh
  process. Target: at most 1.5 s.
- Page sizes: the players' event page, a verdict, and the organiser's table of the loaded
  event. Target: an event page under 100 KB.

Each figure is a median over --runs runs, interleaved with `python -c pass` (as the other
benchmarks report it), on a 2-core machine shared with other work, so expect noise.

Usage: python benchmarks/bench_desk.py [--runs 3] [--clients 50] [--submissions 200] [--workers 2]
                                      [--paced RATE] [--registrations 1000]
                                      [--databases sqlite,postgresql] [--modes htmx,post-get]
"""

from __future__ import annotations

import argparse
import http.cookiejar
import json
import os
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import WITH_BYTECODE, time_command, require_installed_riftcheck  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((REPO / "examples").glob("*.txt"))
PASSWORD = "a-long-benchmark-password"
_CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')

_PREPARE = """
import datetime, json, sys
from riftcheck.desk import server
server.setup()
from django.contrib.auth import get_user_model
from riftcheck.desk.registrations import domain
user = get_user_model().objects.create_user("orga", password=sys.argv[1])
event = domain.create_event(user, name="Benchmark Open", date=datetime.date(2026, 11, 29), format="constructed")
print(json.dumps({"slug": event.slug}))
"""

_RECHECK = """
import datetime, sys, time
from pathlib import Path
from riftcheck.desk import server
server.setup()
from django.contrib.auth import get_user_model
from django.db import transaction
from riftcheck.desk.registrations import domain
from riftcheck.desk.registrations.models import Registration, Submission, new_token, token_digest
count = int(sys.argv[1])
texts = [Path(path).read_bytes() for path in sys.argv[2:]]
user = get_user_model().objects.create_user("orga")
event = domain.create_event(user, name="Re-check", date=datetime.date(2026, 11, 29), format="constructed")
with transaction.atomic():
    registrations = Registration.objects.bulk_create(
        [Registration(event=event, name=f"player {n}", token_digest=token_digest(new_token())) for n in range(count)])
    submissions = Submission.objects.bulk_create(
        [Submission(registration=r, content=b"// player %d\\n" % n + texts[n % len(texts)], text="")
         for n, r in enumerate(registrations)])
    for registration, submission in zip(registrations, submissions):
        registration.current = submission
    Registration.objects.bulk_update(registrations, ["current"])
start = time.perf_counter()
changed = domain.recheck_all(event)
elapsed = time.perf_counter() - start
assert Submission.objects.filter(registration__event=event, state="checked").count() == count
print(elapsed * 1000)
"""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _environment(home: Path, database: str | None = None) -> dict:
    env = {**os.environ, **WITH_BYTECODE, "RIFTCHECK_DESK_HOME": str(home)}
    for name in ("RIFTCHECK_DATABASE_URL", "DJANGO_SETTINGS_MODULE", "RIFTCHECK_DESK_DEBUG"):
        env.pop(name, None)
    if database:
        env["RIFTCHECK_DATABASE_URL"] = database
    return env


POSTGRESQL_BIN = Path("/usr/lib/postgresql/15/bin")


class _PostgreSQL:
    """A throwaway PostgreSQL cluster on a free loopback port, for the benchmark alone."""

    def __init__(self, folder: Path):
        self.folder, self.port = folder, _free_port()
        self.data = folder / "data"
        # PostgreSQL refuses to run as root: then the cluster belongs to the `postgres` user.
        self.user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []

    def _run(self, *argv: str) -> None:
        subprocess.run([*self.user, *argv], check=True, capture_output=True)

    def start(self) -> None:
        if not (POSTGRESQL_BIN / "initdb").exists():
            raise SystemExit(f"no PostgreSQL 15 in {POSTGRESQL_BIN}: install postgresql-15, or --databases sqlite")
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.user:
            shutil.chown(self.folder, "postgres")
        self._run(str(POSTGRESQL_BIN / "initdb"), "-D", str(self.data), "-U", "desk", "--auth=trust", "-E", "UTF8")
        self._run(str(POSTGRESQL_BIN / "pg_ctl"), "-D", str(self.data), "-l", str(self.folder / "server.log"), "-w",
                  "-o", f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.folder}", "start")

    def stop(self) -> None:
        self._run(str(POSTGRESQL_BIN / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def new_database(self) -> str:
        """The address of a new, empty database on this server."""
        name = f"bench_{os.urandom(6).hex()}"
        self._run(str(POSTGRESQL_BIN / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "desk", name)
        return f"postgresql://desk@127.0.0.1:{self.port}/{name}"


@contextmanager
def _postgresql():
    folder = Path(tempfile.mkdtemp(prefix="bench-desk-postgresql-"))
    server = _PostgreSQL(folder)
    try:
        server.start()
        yield server
    finally:
        try:
            server.stop()
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(folder, ignore_errors=True)


class _Client:
    def __init__(self, base: str):
        self.base = base
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def get(self, path: str) -> bytes:
        with self.opener.open(self.base + path, timeout=120) as response:
            return response.read()

    def post(self, path: str, fields: dict, token: str, htmx: bool = True, verdict: bool = True
             ) -> tuple[float, bytes]:
        """The time from the POST to the page with the verdict: to htmx, the answer itself;
        without it, the redirect urllib follows and the private page it loads."""
        body = urllib.parse.urlencode({"csrfmiddlewaretoken": token, **fields}).encode()
        headers = {"HX-Request": "true"} if htmx else {}
        request = urllib.request.Request(self.base + path, data=body, headers=headers)
        start = time.perf_counter()
        with self.opener.open(request, timeout=120) as response:
            page = response.read()
            landed = response.geturl()
        elapsed = (time.perf_counter() - start) * 1000
        if verdict and (b'id="verdict"' not in page or (not htmx and "/r/" not in landed)):
            raise SystemExit(f"the desk answered a submission to {path} without the verdict: {page[:200]!r}")
        return elapsed, page


def _load(base: str, slug: str, clients: int, submissions: int, rate: float | None, htmx: bool
          ) -> tuple[list[float], dict[str, int]]:
    """Submission answer times in ms, and the sizes of the pages met on the way; `rate` lists
    a second arrive in all (None: a burst); `htmx`: submitted as htmx does, else POST+GET."""
    texts = [path.read_text(encoding="utf-8") for path in EXAMPLES]
    sizes: dict[str, int] = {}

    def one_client(number: int) -> list[float]:
        client = _Client(base)
        page = client.get(f"/e/{slug}/")
        sizes["players' event page"] = len(page)
        token = _CSRF.search(page.decode()).group(1)
        times = []
        pauses = random.Random(number)
        for turn in range(submissions // clients):
            if rate:
                time.sleep(pauses.expovariate(rate / clients))
            fields = {"name": f"player {number}-{turn}", "decklist": texts[(number + turn) % len(texts)]}
            elapsed, answer = client.post(f"/e/{slug}/", fields, token, htmx=htmx)
            sizes["verdict answered to a submission (largest)"] = max(
                len(answer), sizes.get("verdict answered to a submission (largest)", 0))
            times.append(elapsed)
        return times

    with ThreadPoolExecutor(clients) as pool:
        times = [elapsed for batch in pool.map(one_client, range(clients)) for elapsed in batch]
    organiser = _Client(base)
    token = _CSRF.search(organiser.get("/organiser/login/").decode()).group(1)
    organiser.post("/organiser/login/", {"username": "orga", "password": PASSWORD}, token, htmx=False,
                   verdict=False)
    sizes[f"organiser's table, {submissions} players"] = len(organiser.get(f"/organiser/e/{slug}/"))
    return times, sizes


def unknown_names_list(names: int = 1000) -> str:
    """A list of `names` distinct made-up card names (the entry limit is 1,000)."""
    chosen = random.Random(names)
    words = ("".join(chosen.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(chosen.randint(4, 9)))
             for _ in range(names * 2))
    return "\n".join(f"1 {first} {second}" for first, second in zip(words, words))


def submission_run(clients: int, submissions: int, rate: float | None, workers: int, htmx: bool,
                   database: str | None) -> tuple[float, float, float, float, dict[str, int]]:
    """Median and p95 answer (ms), lists answered a second, the costliest list's answer (ms),
    and page sizes; on `database` (None: SQLite in a fresh desk folder)."""
    with tempfile.TemporaryDirectory() as folder:
        env = _environment(Path(folder), database)
        prepared = subprocess.run([sys.executable, "-c", _PREPARE, PASSWORD], env=env, cwd=REPO,
                                  capture_output=True, text=True, check=True)
        slug = json.loads(prepared.stdout.strip().splitlines()[-1])["slug"]
        port = _free_port()
        server = subprocess.Popen([sys.executable, "-m", "riftcheck", "desk", "--port", str(port),
                                   "--workers", str(workers)], env=env, cwd=REPO,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{port}"
        try:
            _wait(base)
            start = time.perf_counter()
            times, sizes = _load(base, slug, clients, submissions, rate, htmx)
            per_second = submissions / (time.perf_counter() - start)
            client = _Client(base)
            token = _CSRF.search(client.get(f"/e/{slug}/").decode()).group(1)
            costliest, _ = client.post(f"/e/{slug}/", {"name": "made-up names", "decklist": unknown_names_list()},
                                       token)
        finally:
            server.terminate()
            server.wait()
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1], per_second, costliest, sizes


def _wait(base: str) -> None:
    for _ in range(300):
        try:
            urllib.request.urlopen(base + "/", timeout=2).read()
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit("riftcheck desk did not start")


def recheck_run(registrations: int) -> float:
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run([sys.executable, "-c", _RECHECK, str(registrations), *map(str, EXAMPLES)],
                              env=_environment(Path(folder)), cwd=REPO, capture_output=True, text=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--submissions", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2, help="desk worker processes (gunicorn above 1)")
    parser.add_argument("--paced", type=float, default=None, metavar="RATE", help="also a paced run, RATE lists/s")
    parser.add_argument("--registrations", type=int, default=1000)
    parser.add_argument("--databases", default="sqlite,postgresql", help="sqlite, postgresql or both, comma-separated")
    parser.add_argument("--modes", default="htmx,post-get", help="htmx, post-get or both, comma-separated")
    options = parser.parse_args()
    databases = options.databases.split(",")
    modes = options.modes.split(",")
    if not set(databases) <= {"sqlite", "postgresql"} or not set(modes) <= {"htmx", "post-get"}:
        parser.error("--databases takes sqlite and postgresql, --modes htmx and post-get")
    with _postgresql() if "postgresql" in databases else _no_server() as postgresql:
        _measure(options, databases, modes, postgresql)


@contextmanager
def _no_server():
    yield None


def _measure(options, databases: list[str], modes: list[str], postgresql: _PostgreSQL | None) -> None:
    loads = {"burst": None, **({f"paced, {options.paced:g} lists/s": options.paced} if options.paced else {})}
    cases = [(database, mode, load) for database in databases for mode in modes for load in loads]
    base, rechecks, sizes = [], [], {}
    answers = {case: ([], [], []) for case in cases}
    costliest = []
    for _ in range(options.runs):
        for database, mode, load in cases:
            base.append(time_command([sys.executable, "-c", "pass"], 1))
            address = postgresql.new_database() if database == "postgresql" else None
            p50, p95, per_second, slowest_list, sizes = submission_run(
                options.clients, options.submissions, loads[load], options.workers, mode == "htmx", address)
            for figures, value in zip(answers[(database, mode, load)], (p50, p95, per_second)):
                figures.append(value)
            costliest.append(slowest_list)
        base.append(time_command([sys.executable, "-c", "pass"], 1))
        rechecks.append(recheck_run(options.registrations))
    baseline = statistics.median(base)
    _line("python -c pass", baseline, baseline)
    where = f"{options.clients} clients, {options.workers} worker{'s' if options.workers > 1 else ''}"
    for (database, mode, load), (p50s, p95s, rates) in answers.items():
        case = f"{database}, {'POST+GET' if mode == 'post-get' else mode}, {where}, {load}"
        print(case)
        _line("  submission answer, median", statistics.median(p50s), baseline)
        _line("  submission answer, p95", statistics.median(p95s), baseline, "target 400 ms")
        print(f"{'  lists answered a second':<58} {statistics.median(rates):8.1f} /s  {'':22}target 80 /s")
    _line("a list of 1,000 distinct unknown names, answered", statistics.median(costliest), baseline, "target 1000 ms")
    _line(f"re-check of {options.registrations} registrations (SQLite)", statistics.median(rechecks), baseline,
          "target 1500 ms")
    for name, size in sizes.items():
        print(f"{name:<58} {size / 1024:8.1f} KB")


def _line(name: str, millis: float, baseline: float, target: str = "") -> None:
    print(f"{name:<58} {millis:8.1f} ms  {millis / baseline:6.1f}x python -c pass  {target}")


if __name__ == "__main__":
    require_installed_riftcheck()
    main()

"""The registration desk under load, on SQLite: submission latency and throughput, re-check
time, the costliest list, page sizes.

- Submissions: `riftcheck desk --workers N` runs for real (N gunicorn worker processes, or
  waitress for N = 1; SQLite in WAL mode); CLIENTS clients each load the event page once, then
  submit lists (htmx requests; an answer is the one response, the private page with the
  verdict and the private link), SUBMISSIONS in all, in a burst:
  every client submitting again as soon as answered, the worst case. Reported: the median and
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
"""

from __future__ import annotations

import argparse
import http.cookiejar
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
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


def _environment(home: Path) -> dict:
    env = {**os.environ, **WITH_BYTECODE, "RIFTCHECK_DESK_HOME": str(home)}
    for name in ("RIFTCHECK_DATABASE_URL", "DJANGO_SETTINGS_MODULE", "RIFTCHECK_DESK_DEBUG"):
        env.pop(name, None)
    return env


class _Client:
    def __init__(self, base: str):
        self.base = base
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def get(self, path: str) -> bytes:
        with self.opener.open(self.base + path, timeout=120) as response:
            return response.read()

    def post(self, path: str, fields: dict, token: str, htmx: bool = True) -> tuple[float, bytes]:
        body = urllib.parse.urlencode({"csrfmiddlewaretoken": token, **fields}).encode()
        headers = {"HX-Request": "true"} if htmx else {}
        request = urllib.request.Request(self.base + path, data=body, headers=headers)
        start = time.perf_counter()
        with self.opener.open(request, timeout=120) as response:
            page = response.read()  # to htmx, the private page with the verdict; no further request
        elapsed = (time.perf_counter() - start) * 1000
        if htmx and b'id="verdict"' not in page:
            raise SystemExit(f"the desk answered a submission to {path} without the verdict: {page[:200]!r}")
        return elapsed, page


def _load(base: str, slug: str, clients: int, submissions: int, rate: float | None
          ) -> tuple[list[float], dict[str, int]]:
    """Submission answer times in ms, and the sizes of the pages met on the way; `rate` lists
    a second arrive in all (None: a burst)."""
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
            elapsed, answer = client.post(f"/e/{slug}/", fields, token)
            sizes["verdict answered to a submission (largest)"] = max(
                len(answer), sizes.get("verdict answered to a submission (largest)", 0))
            times.append(elapsed)
        return times

    with ThreadPoolExecutor(clients) as pool:
        times = [elapsed for batch in pool.map(one_client, range(clients)) for elapsed in batch]
    organiser = _Client(base)
    token = _CSRF.search(organiser.get("/organiser/login/").decode()).group(1)
    organiser.post("/organiser/login/", {"username": "orga", "password": PASSWORD}, token, htmx=False)
    sizes[f"organiser's table, {submissions} players"] = len(organiser.get(f"/organiser/e/{slug}/"))
    return times, sizes


def unknown_names_list(names: int = 1000) -> str:
    """A list of `names` distinct made-up card names (the entry limit is 1,000)."""
    chosen = random.Random(names)
    words = ("".join(chosen.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(chosen.randint(4, 9)))
             for _ in range(names * 2))
    return "\n".join(f"1 {first} {second}" for first, second in zip(words, words))


def submission_run(clients: int, submissions: int, rate: float | None, workers: int
                   ) -> tuple[float, float, float, float, dict[str, int]]:
    """Median and p95 answer (ms), lists answered a second, the costliest list's answer (ms),
    and page sizes."""
    with tempfile.TemporaryDirectory() as folder:
        env = _environment(Path(folder))
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
            times, sizes = _load(base, slug, clients, submissions, rate)
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
    options = parser.parse_args()
    loads = {"burst": None, **({f"paced, {options.paced:g} lists/s": options.paced} if options.paced else {})}
    base, rechecks, sizes = [], [], {}
    answers = {name: ([], [], []) for name in loads}
    costliest = []
    for _ in range(options.runs):
        for name, rate in loads.items():
            base.append(time_command([sys.executable, "-c", "pass"], 1))
            p50, p95, per_second, slowest_list, sizes = submission_run(options.clients, options.submissions, rate,
                                                                       options.workers)
            for figures, value in zip(answers[name], (p50, p95, per_second)):
                figures.append(value)
            costliest.append(slowest_list)
        base.append(time_command([sys.executable, "-c", "pass"], 1))
        rechecks.append(recheck_run(options.registrations))
    baseline = statistics.median(base)
    _line("python -c pass", baseline, baseline)
    where = f"{options.clients} clients, {options.workers} worker{'s' if options.workers > 1 else ''}"
    for name, (p50s, p95s, rates) in answers.items():
        _line(f"submission answer, median ({where}, {name})", statistics.median(p50s), baseline)
        _line(f"submission answer, p95 ({where}, {name})", statistics.median(p95s), baseline, "target 400 ms")
        print(f"{f'lists answered a second ({where}, {name})':<58} {statistics.median(rates):8.1f} /s  "
              f"{'':22}target 80 /s")
    _line("a list of 1,000 distinct unknown names, answered", statistics.median(costliest), baseline, "target 1000 ms")
    _line(f"re-check of {options.registrations} registrations", statistics.median(rechecks), baseline,
          "target 1500 ms")
    for name, size in sizes.items():
        print(f"{name:<58} {size / 1024:8.1f} KB")


def _line(name: str, millis: float, baseline: float, target: str = "") -> None:
    print(f"{name:<58} {millis:8.1f} ms  {millis / baseline:6.1f}x python -c pass  {target}")


if __name__ == "__main__":
    require_installed_riftcheck()
    main()

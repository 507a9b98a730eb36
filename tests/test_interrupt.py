"""Ctrl-C stops a run with one sentence and exit code 130, never a traceback, and leaves no
worker process behind. The run is held still by a named pipe nobody writes to, named on the
command line (so it is read), until the interrupt comes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from support import REPO

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.isdir("/proc"),
                                reason="needs named pipes, signals and /proc to see the workers (Linux)")
LILLIA = str(REPO / "examples" / "lillia.txt")


def _children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.append(int(entry))
    return found


def _interrupted(tmp_path, *args: str, workers: int, locale: str = "C.UTF-8"
                 ) -> tuple[subprocess.CompletedProcess, list[int]]:
    """Run `riftcheck check PIPE ARGS`, wait until it waits on the pipe (with `workers` worker
    processes started), interrupt it, and return the finished run and the workers it had."""
    pipe = tmp_path / "pipe.txt"
    os.mkfifo(pipe)
    environment = {**os.environ, "LANG": locale, "LC_ALL": "", "LC_MESSAGES": ""}
    run = subprocess.Popen([sys.executable, "-m", "riftcheck", "check", str(pipe), *args], cwd=REPO, env=environment,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 30
    while len(_children(run.pid)) < workers and time.monotonic() < deadline:
        time.sleep(0.05)
    workers_seen = _children(run.pid)
    time.sleep(0.5)  # the run reaches its wait on the pipe
    run.send_signal(signal.SIGINT)
    stdout, stderr = run.communicate(timeout=30)
    return subprocess.CompletedProcess(run.args, run.returncode, stdout, stderr), workers_seen


def test_ctrl_c_stops_a_run_with_one_sentence_and_code_130(tmp_path):
    finished, _ = _interrupted(tmp_path, "-o", "json", workers=0)
    assert finished.returncode == 130
    assert "Traceback" not in finished.stderr
    assert finished.stderr.strip() == ("riftcheck: interrupted: the run stopped before every deck was checked, "
                                       "and reported nothing more.")


def test_the_sentence_follows_a_thai_locale(tmp_path):
    finished, _ = _interrupted(tmp_path, "-o", "json", workers=0, locale="th_TH.UTF-8")
    assert finished.returncode == 130
    assert finished.stderr.strip() == "riftcheck: ถูกยกเลิกกลางคัน: หยุดก่อนตรวจครบทุกเด็ค และไม่รายงานอะไรเพิ่ม"


def test_ctrl_c_in_a_batch_stops_its_workers_too(tmp_path):
    finished, workers = _interrupted(tmp_path, LILLIA, LILLIA, "-o", "json", "--jobs", "2", workers=1)
    assert len(workers) == 1  # the pipe is the first chunk, handed to the worker
    assert finished.returncode == 130 and "Traceback" not in finished.stderr
    time.sleep(0.2)
    assert not [pid for pid in workers if os.path.exists(f"/proc/{pid}") and _state(pid) != "Z"]


def _state(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "gone"

"""Loading format data through the cache keyed on the files' sizes and times, and what the
check path imports."""

from __future__ import annotations

import datetime
import marshal
import os
import pickle
import subprocess
import sys
import time
from pathlib import Path

import pytest

from support import REPO

from riftcheck.engine import cache


def _write(path, text):
    path.write_text(text, encoding="utf-8")
    return path


def test_a_value_is_built_once_per_content(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    source = _write(tmp_path / "a.yaml", "numbers: [1, 2]\n")
    built = []

    def build(files):
        built.append(files)
        return [cache.read_yaml(path) for path in files]

    assert cache.cached("test", [source], build) == [{"numbers": [1, 2]}]
    cache.clear_cache()  # a new process: only the cache file is left
    assert cache.cached("test", [source], build) == [{"numbers": [1, 2]}]
    assert len(built) == 1
    _write(source, "numbers: [3]\n")
    assert cache.cached("test", [source], build) == [{"numbers": [3]}]
    assert len(built) == 2
    assert len(list((tmp_path / "cache").glob("test-*.cache"))) == 2


def test_a_layout_change_never_reads_an_old_cache_file(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    source = _write(tmp_path / "a.yaml", "x: 1\n")
    assert cache.cached("shape", [source], lambda files: "old", layout="1") == "old"
    assert cache.cached("shape", [source], lambda files: "new", layout="2") == "new"


def test_a_damaged_cache_file_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    source = _write(tmp_path / "a.yaml", "x: 1\n")
    cache.cached("damaged", [source], lambda files: "first")
    cache.clear_cache()
    (kept,) = (tmp_path / "cache").glob("damaged-*.cache")
    kept.write_bytes(b"not a cache file")
    assert cache.cached("damaged", [source], lambda files: "rebuilt") == "rebuilt"


def test_an_unwritable_cache_folder_still_gives_the_value(tmp_path, monkeypatch):
    blocker = _write(tmp_path / "file", "")
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(blocker / "cache"))
    source = _write(tmp_path / "a.yaml", "x: 1\n")
    assert cache.cached("nowhere", [source], lambda files: "value") == "value"


CHECK_SCRIPT = """
import sys
from riftcheck.games.riftbound import formats, rules
from riftcheck.games.riftbound.cards.db import load_db
from riftcheck.games.riftbound.cards.resolve import Resolver
from riftcheck.games.riftbound.decklist.model import Decklist, Entry
from riftcheck.games.riftbound.resolve_deck import resolve_deck
decklist = Decklist("deck.txt", "test")
decklist.add("legend", Entry(1, "Jinx, Loose Cannon", 1))
decklist.add("main", Entry(3, "Jinx, Rebel", 2))
deck = resolve_deck(decklist, Resolver(load_db()))
findings = rules.run(deck, formats.context("constructed"))
[f.render("th") for f in findings]
heavy = sorted({"yaml", "jsonschema", "rich", "rapidfuzz"} & {m.split(".")[0] for m in sys.modules})
print(",".join(heavy))
"""


def test_checking_a_deck_with_warm_caches_imports_no_heavy_module():
    env = dict(os.environ)
    run = [sys.executable, "-c", CHECK_SCRIPT]
    subprocess.run(run, cwd=REPO, env=env, check=True, capture_output=True)  # warms the caches
    second = subprocess.run(run, cwd=REPO, env=env, check=True, capture_output=True, text=True)
    assert second.stdout.strip() == ""


def test_the_key_of_files_not_changed_lately_reads_no_bytes(tmp_path, monkeypatch):
    source = _write(tmp_path / "a.yaml", "x: 1\n")
    an_hour_later = time.time() + 3600
    monkeypatch.setattr(time, "time", lambda: an_hour_later)
    monkeypatch.setattr(Path, "read_bytes", lambda self: pytest.fail(f"{self} was read"))
    before = cache.cache_key([source], "1")
    assert cache.cache_key([source], "1") == before
    os.utime(source, (an_hour_later - 1800, an_hour_later - 1800))  # as an edit moves it
    assert cache.cache_key([source], "1") != before


def test_a_file_changed_just_now_to_the_same_size_gets_a_new_value(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    source = _write(tmp_path / "a.yaml", "x: 1\n")
    stamp = os.stat(source).st_mtime_ns
    assert cache.cached("racy", [source], lambda files: cache.read_yaml(files[0])) == {"x": 1}
    _write(source, "x: 2\n")
    os.utime(source, ns=(stamp, stamp))  # as a coarse clock would stamp it
    cache.clear_cache()
    assert cache.cached("racy", [source], lambda files: cache.read_yaml(files[0])) == {"x": 2}


def test_an_overlay_file_added_or_removed_enters_the_key(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    shipped = _write(tmp_path / "shipped.yaml", "x: 1\n")
    overlay = tmp_path / "overlay.yaml"

    def build(files):
        return [cache.read_yaml(path) for path in files if path.exists()]

    assert cache.cached("overlay", [shipped, overlay], build) == [{"x": 1}]
    _write(overlay, "y: 2\n")
    assert cache.cached("overlay", [shipped, overlay], build) == [{"x": 1}, {"y": 2}]
    overlay.unlink()
    assert cache.cached("overlay", [shipped, overlay], build) == [{"x": 1}]


@pytest.mark.parametrize("form", [b"M" + marshal.dumps(("some other key", "wrong")),
                                  b"P" + pickle.dumps(("some other key", "wrong"))])
def test_a_cache_file_holding_another_key_is_never_read_as_this_one(tmp_path, monkeypatch, form):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    source = _write(tmp_path / "a.yaml", "x: 1\n")
    cache.cached("clash", [source], lambda files: "right")
    (kept,) = (tmp_path / "cache").glob("clash-*.cache")
    kept.write_bytes(form)
    cache.clear_cache()
    assert cache.cached("clash", [source], lambda files: "rebuilt") == "rebuilt"


def test_a_value_of_objects_comes_back_from_the_cache_file_as_one_of_plain_values_does(tmp_path, monkeypatch):
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(tmp_path / "cache"))
    source = _write(tmp_path / "a.yaml", "x: 1\n")
    values = {"plain": {"sets": ["OGN", "SFD"], "count": 3, "kept": None},
              "objects": {"released": datetime.date(2025, 10, 31), "pair": (1, "two")}}
    for name, value in values.items():
        cache.cached(name, [source], lambda files, value=value: value)
    cache.clear_cache()
    for name, value in values.items():
        assert cache.cached(name, [source], lambda files: "rebuilt") == value

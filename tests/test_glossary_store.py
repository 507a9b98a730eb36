"""The glossary cache: built on first use, reused while the YAML is unchanged, optional."""

from __future__ import annotations

import marshal
import shutil
import subprocess
import sys

import pytest

from riftcheck.glossary import store
from riftcheck.engine.paths import data_dir


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(folder))
    return folder


@pytest.fixture
def own_data(tmp_path, monkeypatch):
    """A private copy of the glossary file, so a test can edit it."""
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(data_dir() / "glossary_th.yaml", folder / "glossary_th.yaml")
    monkeypatch.setattr(store, "data_folder", lambda: str(folder))
    return folder / "glossary_th.yaml"


def test_first_load_writes_the_cache(cache):
    glossary = store.load()
    cached = marshal.loads((cache / "glossary-riftbound.marshal").read_bytes())
    assert len(glossary.entries) == len(cached["entries"]) == 155
    assert cached["key"] == store.cache_key((data_dir() / "glossary_th.yaml").read_bytes())
    assert glossary.keys[0]["terms"] == ["accelerate", "เร่งความเร็ว"]


def test_a_matching_cache_is_used_as_is(cache):
    store.load()
    path = cache / "glossary-riftbound.marshal"
    cached = marshal.loads(path.read_bytes())
    cached["entries"][0]["en"] = "From the cache"
    path.write_bytes(marshal.dumps(cached))
    assert store.load().entries[0]["en"] == "From the cache"


def test_editing_the_yaml_rebuilds_the_cache(cache, own_data):
    store.load()
    own_data.write_text(own_data.read_text(encoding="utf-8").replace("th: เร่งความเร็ว", "th: เร่งสปีด"), encoding="utf-8")
    assert store.load().by_id["accelerate"]["th"] == "เร่งสปีด"
    assert "เร่งสปีด" in str(marshal.loads((cache / "glossary-riftbound.marshal").read_bytes()))


def test_a_new_version_rebuilds_the_cache(cache, monkeypatch):
    raw = (data_dir() / "glossary_th.yaml").read_bytes()
    before = store.cache_key(raw)
    monkeypatch.setattr(store, "__version__", "99.0.0")
    assert store.cache_key(raw) != before


def test_a_corrupt_cache_is_replaced(cache):
    cache.mkdir()
    (cache / "glossary-riftbound.marshal").write_bytes(b"{not a cache")
    assert len(store.load().entries) == 155
    assert marshal.loads((cache / "glossary-riftbound.marshal").read_bytes())["entries"]


def test_an_unwritable_cache_folder_works_from_memory(tmp_path, monkeypatch):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("RIFTCHECK_CACHE_DIR", str(blocker / "cache"))
    assert len(store.load().entries) == 155


def test_a_broken_yaml_is_one_clear_error(cache, own_data):
    own_data.write_text("entries: [unclosed\n", encoding="utf-8")
    with pytest.raises(store.GlossaryError, match="not valid YAML"):
        store.load()
    own_data.write_text("entries: []\n", encoding="utf-8")
    with pytest.raises(store.GlossaryError, match="missing 'core_rules_edition'"):
        store.load()


def test_a_warm_load_does_not_import_yaml(cache):
    store.load()
    script = (
        "import sys; from riftcheck.glossary import store; store.load(); "
        "print('yaml' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"

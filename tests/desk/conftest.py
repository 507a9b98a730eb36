"""The desk's tests: skipped without the `desk` extra; Django set up once against a SQLite
database in a temporary desk folder; each test's writes rolled back."""

from __future__ import annotations

import os
import tempfile

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

os.environ["RIFTCHECK_DESK_HOME"] = tempfile.mkdtemp(prefix="riftcheck-desk-tests-")
os.environ.pop("RIFTCHECK_DATABASE_URL", None)
os.environ["DJANGO_SETTINGS_MODULE"] = "riftcheck.desk.settings"

import django  # noqa: E402  (after the environment above, which the settings read)

django.setup()

from django.core.cache import cache  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import transaction  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

setup_test_environment()  # responses carry their templates' context
call_command("migrate", interactive=False, verbosity=0)


def pytest_configure(config):
    config.addinivalue_line("markers", "live: runs `riftcheck desk` as a server with its own database")


@pytest.fixture(autouse=True)
def db(request):
    """Every test starts from the migrated, empty database and leaves it so; tests of a live
    server use the server's database instead."""
    if request.node.get_closest_marker("live"):
        yield
        return
    cache.clear()
    with transaction.atomic():
        yield
        transaction.set_rollback(True)

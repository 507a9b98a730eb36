"""The desk's tests: skipped without the `desk` extra (each module asks for Django); Django set
up once against a SQLite database in a temporary desk folder; each test's writes rolled back,
and the language its requests chose set back."""

from __future__ import annotations

import importlib.util
import os
import tempfile

import pytest

HAS_DJANGO = importlib.util.find_spec("django") is not None

if HAS_DJANGO:
    os.environ["RIFTCHECK_DESK_HOME"] = tempfile.mkdtemp(prefix="riftcheck-desk-tests-")
    os.environ.pop("RIFTCHECK_DATABASE_URL", None)
    os.environ["DJANGO_SETTINGS_MODULE"] = "riftcheck.desk.settings"

    import django

    django.setup()

    from django.core.cache import cache
    from django.core.management import call_command
    from django.db import transaction
    from django.test.utils import setup_test_environment

    setup_test_environment()  # responses carry their templates' context
    call_command("migrate", interactive=False, verbosity=0)


def pytest_configure(config):
    config.addinivalue_line("markers", "live: runs `riftcheck desk` as a server with its own database")


@pytest.fixture(autouse=True)
def db(request):
    """Every test starts from the migrated, empty database and leaves it so; tests of a live
    server use the server's database instead."""
    if not HAS_DJANGO or request.node.get_closest_marker("live"):
        yield
        return
    cache.clear()
    with transaction.atomic():
        yield
        transaction.set_rollback(True)
    from django.utils import translation

    translation.deactivate()  # a request's language (LocaleMiddleware keeps it active) stays with its test

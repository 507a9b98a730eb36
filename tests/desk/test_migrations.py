"""The desk's migrations: every model change has one, and they form one line."""

from __future__ import annotations

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from django.apps import apps
from django.core.management import call_command
from django.db import connection
from django.db.migrations.loader import MigrationLoader


def test_no_model_change_lacks_a_migration(capsys):
    try:
        call_command("makemigrations", "registrations", check=True, dry_run=True, verbosity=1)
    except SystemExit as missing:
        pytest.fail(f"a model change has no migration (makemigrations exit {missing.code}):\n"
                    f"{capsys.readouterr().out}")


def test_the_desks_migrations_are_one_line_without_branches():
    loader = MigrationLoader(connection)
    app = apps.get_app_config("registrations").label
    assert loader.detect_conflicts() == {}
    leaves = loader.graph.leaf_nodes(app)
    assert len(leaves) == 1
    names = [name for label, name in loader.graph.forwards_plan(leaves[0]) if label == app]
    assert names[:5] == ["0001_initial", "0002_limited_pools_and_region", "0003_attempts_and_cache",
                         "0004_event_roster_staff_audit", "0005_event_game"]

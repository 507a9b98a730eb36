"""Counted attempts for the desk's limits, shared by every process; and the table of Django's
database cache, so that several processes share one cache."""

from django.core.management import call_command
from django.db import migrations, models
import django.utils.timezone


def create_cache_table(apps, schema_editor):
    call_command("createcachetable", database=schema_editor.connection.alias, verbosity=0)


class Migration(migrations.Migration):

    dependencies = [
        ("registrations", "0002_limited_pools_and_region"),
    ]

    operations = [
        migrations.CreateModel(
            name="Attempt",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("key", models.CharField(max_length=200)),
                ("at", models.DateTimeField(default=django.utils.timezone.now)),
            ],
            options={"indexes": [models.Index(fields=["key", "at"], name="attempt_key_at")]},
        ),
        migrations.RunPython(create_cache_table, migrations.RunPython.noop),
    ]

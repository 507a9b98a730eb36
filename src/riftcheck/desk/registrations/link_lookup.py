"""The registration a private link opens, with its event and its list in force, in one
statement written once per process. Built by the ORM (select_related over the three tables),
the same statement cost the desk more time to write at every opening of a private page than
the database took to answer it."""

from __future__ import annotations

from functools import cache

from django.db import connection

from riftcheck.desk.registrations.models import Event, Registration, Submission

# Each table's columns in the order of its model's fields, as Model.from_db takes them.
_TABLES = ((Registration, "r"), (Event, "e"), (Submission, "s"))


@cache
def _statement(vendor: str) -> str:
    quote = connection.ops.quote_name
    columns = ", ".join(f"{alias}.{quote(field.column)}" for model, alias in _TABLES
                        for field in model._meta.concrete_fields)
    registration, event, submission = (quote(model._meta.db_table) for model, _alias in _TABLES)
    return (f"SELECT {columns} FROM {registration} r"
            f" INNER JOIN {event} e ON e.{quote('id')} = r.{quote('event_id')}"
            f" LEFT OUTER JOIN {submission} s ON s.{quote('id')} = r.{quote('current_id')}"
            f" WHERE r.{quote('token_digest')} = %s")


def registration(digest: str) -> Registration | None:
    """The registration whose private link has `digest`, its event and current list loaded."""
    with connection.cursor() as cursor:
        cursor.execute(_statement(connection.vendor), [digest])
        row = cursor.fetchone()
    if row is None:
        return None
    found = []
    for model, _alias in _TABLES:
        fields = model._meta.concrete_fields
        values, row = row[:len(fields)], row[len(fields):]
        found.append(_instance(model, fields, values))
    entry, event, current = found
    entry.event = event
    entry.current = current
    return entry


def _instance(model, fields, values):
    """`model` from its row as the ORM would build it (each field's conversions from the
    database's values applied); None for the missing row of an outer join."""
    if values[0] is None:  # every table's first column is its primary key
        return None
    converted = []
    for field, value in zip(fields, values):
        column = field.get_col(model._meta.db_table)
        for converter in connection.ops.get_db_converters(column) + field.get_db_converters(connection):
            value = converter(value, column, connection)
        converted.append(value)
    return model.from_db(connection.alias, [field.attname for field in fields], converted)

"""The statements of a player's submission and private page, each written once per process.
Built by the ORM at every request, they cost the desk more time to write than the database
took to answer them: a private link's registration with its event and its list in force
(select_related over three tables), an event by its address, a new list put in force."""

from __future__ import annotations

from functools import cache

from django.db import connection

from riftcheck.desk.registrations.models import Event, Registration, Submission

# Each table's columns in the order of its model's fields, as Model.from_db takes them.
_LINK_TABLES = ((Registration, "r"), (Event, "e"), (Submission, "s"))


def _quote(name: str) -> str:
    return connection.ops.quote_name(name)


def _columns(model, alias: str) -> str:
    return ", ".join(f"{alias}.{_quote(field.column)}" for field in model._meta.concrete_fields)


@cache
def _link_statement(vendor: str) -> str:
    registration, event, submission = (_quote(model._meta.db_table) for model, _alias in _LINK_TABLES)
    return (f"SELECT {', '.join(_columns(model, alias) for model, alias in _LINK_TABLES)} FROM {registration} r"
            f" INNER JOIN {event} e ON e.{_quote('id')} = r.{_quote('event_id')}"
            f" LEFT OUTER JOIN {submission} s ON s.{_quote('id')} = r.{_quote('current_id')}"
            f" WHERE r.{_quote('token_digest')} = %s")


def registration(digest: str) -> Registration | None:
    """The registration whose private link has `digest`, its event and current list loaded."""
    row = _one(_link_statement(connection.vendor), digest)
    if row is None:
        return None
    found = []
    for model, _alias in _LINK_TABLES:
        width = len(model._meta.concrete_fields)
        found.append(_instance(model, row[:width]))
        row = row[width:]
    entry, event, current = found
    entry.event = event
    entry.current = current
    return entry


@cache
def _event_statement(vendor: str) -> str:
    return f"SELECT {_columns(Event, 'e')} FROM {_quote(Event._meta.db_table)} e WHERE e.{_quote('slug')} = %s"


def event(slug: str) -> Event | None:
    """The event at the address `slug`."""
    row = _one(_event_statement(connection.vendor), slug)
    return None if row is None else _instance(Event, row)


@cache
def _current_statement(vendor: str) -> str:
    return f"UPDATE {_quote(Registration._meta.db_table)} SET {_quote('current_id')} = %s WHERE {_quote('id')} = %s"


def put_in_force(registration_id: int, submission_id: int) -> None:
    """The registration's list in force becomes `submission_id`."""
    with connection.cursor() as cursor:
        cursor.execute(_current_statement(connection.vendor), [submission_id, registration_id])


def _one(statement: str, value) -> tuple | None:
    with connection.cursor() as cursor:
        cursor.execute(statement, [value])
        return cursor.fetchone()


def _instance(model, values):
    """`model` from its row as the ORM builds it (each field's conversions of the database's
    values applied); None for the missing row of an outer join."""
    if values[0] is None:  # every table's first column is its primary key
        return None
    fields = model._meta.concrete_fields
    values = list(values)
    for position in _converted(model, connection.vendor):
        column = fields[position].get_col(model._meta.db_table)
        for converter in _converters(fields[position], column):
            values[position] = converter(values[position], column, connection)
    return model.from_db(connection.alias, [field.attname for field in fields], values)


@cache
def _converted(model, vendor: str) -> tuple[int, ...]:
    """The positions of the model's fields whose values this database needs converted."""
    return tuple(position for position, field in enumerate(model._meta.concrete_fields)
                 if _converters(field, field.get_col(model._meta.db_table)))


def _converters(field, column) -> list:
    return connection.ops.get_db_converters(column) + field.get_db_converters(connection)

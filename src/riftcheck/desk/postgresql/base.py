"""Django's PostgreSQL backend, with a kept connection checked before reuse without asking
the server.

Each server thread keeps its connection (CONN_MAX_AGE None), and Django checks it at the
start of every request with a `SELECT 1` (CONN_HEALTH_CHECKS): a round trip per request, one
of the few a submission makes. A connection the server closed (PostgreSQL stopped or
restarted, its backend ended, a relay between closed) has something to read on its socket,
the server's last message or the end of the stream, while an idle healthy one has nothing;
so only a connection with something to read is asked `SELECT 1`, and replaced when that fails.
"""

from __future__ import annotations

import select

from django.db.backends.postgresql import base


def something_to_read(descriptor: int) -> bool:
    """The socket has data, an error or its end waiting, without waiting for any."""
    if hasattr(select, "poll"):
        poller = select.poll()
        poller.register(descriptor, select.POLLIN | select.POLLPRI)
        return bool(poller.poll(0))
    return bool(select.select([descriptor], [], [descriptor], 0)[0])  # Windows: no poll()


class DatabaseWrapper(base.DatabaseWrapper):
    def is_usable(self):
        connection = self.connection
        if connection is None or connection.closed or connection.broken:
            return False
        try:
            quiet = not something_to_read(connection.fileno())
        except (OSError, ValueError, base.Database.Error):
            return False
        return quiet or super().is_usable()

"""waitress with the desk's answer to a body over the server's own limit: instead of waitress's
plain-text 413, which htmx would swap in where the player's form was, the request goes to the
desk with no body, and riftcheck.desk.early_refusals.BodyLimit answers it with the CLI's
sentence in the form's place. The connection is closed after the answer; the rest of the
body is never read."""

from __future__ import annotations

from waitress.channel import HTTPChannel
from waitress.task import ErrorTask, WSGITask
from waitress.utilities import RequestEntityTooLarge


class _AnsweredByTheDesk(WSGITask):
    def get_environment(self):
        environ = super().get_environment()
        # At least the server's limit, so that the desk's own, lower, limit refuses it.
        declared = int(environ.get("CONTENT_LENGTH") or 0)
        environ["CONTENT_LENGTH"] = str(max(declared, self.channel.server.adj.max_request_body_size))
        return environ

    def execute(self):
        self.set_close_on_finish()
        super().execute()


def _error_task(channel, request):
    if isinstance(request.error, RequestEntityTooLarge) and request.path:
        return _AnsweredByTheDesk(channel, request)
    return ErrorTask(channel, request)


class DeskChannel(HTTPChannel):
    error_task_class = staticmethod(_error_task)


def create_server(application, **adjustments):
    """waitress.create_server, every listening socket answering oversized bodies through the desk."""
    import waitress.server

    server = waitress.server.create_server(application, **adjustments)
    for listener in [server, *getattr(server, "map", {}).values()]:
        if hasattr(listener, "channel_class"):
            listener.channel_class = DeskChannel
    return server

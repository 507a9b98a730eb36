"""What the desk writes down, in its own folder: requests.log (one line per request) and
errors.log (every answer of 500 with its traceback, and the checker's faults). Waitress's
notes on its queue depth, a few thousand lines in a burst that scroll the players' QR code
away, are kept quiet."""

from __future__ import annotations

import logging
import re
import time

from riftcheck.desk import home

REQUEST_LOG, ERROR_LOG = "requests.log", "errors.log"
REQUESTS = "riftcheck.desk.requests"
# A private link is a secret: its token never reaches a log.
_TOKEN = re.compile(r"^/r/[^/]+/")


def configuration() -> dict:
    """Django's LOGGING for the desk's folder."""
    folder = home.home()
    file_handler = {"class": "logging.FileHandler", "encoding": "utf-8", "delay": True}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"line": {"format": "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"},
                       "request": {"format": "%(asctime)s %(process)d %(message)s"}},
        "handlers": {
            "console": {"class": "logging.StreamHandler", "level": "WARNING"},
            "errors": {**file_handler, "filename": str(folder / ERROR_LOG), "level": "ERROR", "formatter": "line"},
            "requests": {**file_handler, "filename": str(folder / REQUEST_LOG), "formatter": "request"},
        },
        "loggers": {
            "django.request": {"handlers": ["errors"], "level": "ERROR", "propagate": False},
            "riftcheck.desk": {"handlers": ["console", "errors"], "level": "INFO", "propagate": False},
            REQUESTS: {"handlers": ["requests"], "level": "INFO", "propagate": False},
            "waitress": {"handlers": ["errors"], "level": "ERROR", "propagate": False},
            "waitress.queue": {"level": "CRITICAL", "propagate": False},
        },
    }


class RequestLog:
    """One line per request: address, method, path (private links' tokens hidden), status,
    milliseconds."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.log = logging.getLogger(REQUESTS)

    def __call__(self, request):
        start = time.perf_counter()
        response = self.get_response(request)
        path = _TOKEN.sub("/r/…/", request.path)
        self.log.info("%s %s %s %d %.0fms", request.META.get("REMOTE_ADDR", "-"), request.method, path,
                      response.status_code, (time.perf_counter() - start) * 1000)
        return response

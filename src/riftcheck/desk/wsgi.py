"""The desk as a WSGI application, for waitress (riftcheck.desk.server) or any WSGI server."""

import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "riftcheck.desk.settings")

from django.core.wsgi import get_wsgi_application  # noqa: E402  (needs the settings module named first)

application = get_wsgi_application()

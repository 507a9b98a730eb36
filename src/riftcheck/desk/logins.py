"""Login throttling: django-axes counts wrong passwords per name and address, in the database
that every worker process shares (settings AXES_*)."""

from __future__ import annotations

from axes.backends import AxesStandaloneBackend


class ThrottledLogins(AxesStandaloneBackend):
    """django-axes' check on every login over HTTP. A login with no request (a script on the
    desk's own machine, Django's test client) has nothing to throttle and goes on to Django's
    own backend."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if request is None:
            return None
        return super().authenticate(request, username, password, **kwargs)

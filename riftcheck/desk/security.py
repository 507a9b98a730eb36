"""What guards the desk beyond Django's defaults: a strict Content-Security-Policy, and a
limit on wrong guesses of private links and player ids."""

from __future__ import annotations

from django.core.cache import cache

# Only the desk's own scripts and styles; no inline script, no framing, forms post home only.
POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
GUESSES_ALLOWED = 20  # wrong private links or taken player ids per client ...
GUESS_WINDOW_SECONDS = 600  # ... in this many seconds


class ContentSecurityPolicy:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        response.setdefault("Content-Security-Policy", POLICY)
        return response


def _client_key(request) -> str:
    return "guesses:" + request.META.get("REMOTE_ADDR", "unknown")


def too_many_guesses(request) -> bool:
    return cache.get(_client_key(request), 0) >= GUESSES_ALLOWED


def count_guess(request) -> None:
    key = _client_key(request)
    if not cache.add(key, 1, GUESS_WINDOW_SECONDS):
        try:
            cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.add(key, 1, GUESS_WINDOW_SECONDS)

"""Django settings of the desk. Secrets and the database come from riftcheck.desk.home."""

from __future__ import annotations

import datetime
import os

from riftcheck.desk import home, hosts, logs
from riftcheck.engine.inputs.limits import MAX_DECKLIST_BYTES

DEBUG = os.environ.get("RIFTCHECK_DESK_DEBUG") == "1"  # tests only: never in a served desk
SECRET_KEY = home.secret_key()
# The names and addresses this machine is reached by, and those the organiser adds
# (riftcheck.desk.hosts); any other Host gets a 400 with one sentence.
ALLOWED_HOSTS = hosts.allowed(os.environ.get(hosts.LISTEN_VARIABLE, "127.0.0.1"), os.environ.get(hosts.EXTRA_VARIABLE, ""))

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",
    "riftcheck.desk.registrations",
]
MIDDLEWARE = [
    "riftcheck.desk.logs.RequestLog",
    "django.middleware.security.SecurityMiddleware",
    "riftcheck.desk.hosts.KnownHostsOnly",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "riftcheck.desk.security.ContentSecurityPolicy",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "riftcheck.desk.security.OrganisersFromThisMachine",
    "riftcheck.desk.early_refusals.BodyLimit",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "axes.middleware.AxesMiddleware",  # last, as django-axes asks
]
ROOT_URLCONF = "riftcheck.desk.urls"
WSGI_APPLICATION = "riftcheck.desk.wsgi.application"
TEMPLATES = [{
    "BACKEND": "django.template.backends.django.DjangoTemplates",
    "APP_DIRS": True,
    "OPTIONS": {"context_processors": [
        "django.template.context_processors.request",
        "django.template.context_processors.i18n",
        "django.contrib.auth.context_processors.auth",
        "django.contrib.messages.context_processors.messages",
    ]},
}]
DATABASES = {"default": home.database()}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
# In the database, so that every worker process (and every machine of one desk) shares it.
CACHES = {"default": {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": "riftcheck_desk_cache"}}

LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("th", "ไทย")]
USE_I18N = True
USE_TZ = True
TIME_ZONE = home.time_zone()

STATIC_URL = "/static/"
WHITENOISE_USE_FINDERS = True  # served straight from the package: no collectstatic step
WHITENOISE_AUTOREFRESH = DEBUG

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 10}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# Login throttling (django-axes): five wrong passwords for one name from one address lock that
# pair out for ten minutes; the organiser's own machine, another address, still logs in.
AUTHENTICATION_BACKENDS = ["riftcheck.desk.logins.ThrottledLogins", "django.contrib.auth.backends.ModelBackend"]
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = datetime.timedelta(minutes=10)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "riftcheck.desk.security.locked_out"
AXES_VERBOSE = False
LOGIN_URL = "organiser-login"
LOGIN_REDIRECT_URL = "organiser-events"
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_HTTPONLY = True
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"  # a private link never leaks to another site; forms keep their Origin for CSRF
X_FRAME_OPTIONS = "DENY"
CSRF_FAILURE_VIEW = "riftcheck.desk.early_refusals.csrf_failure"

# `riftcheck desk --organisers-from-network`: organiser pages and the admin answer other
# machines too (riftcheck.desk.security.OrganisersFromThisMachine); by default only this one.
DESK_ORGANISERS_FROM_NETWORK = os.environ.get("RIFTCHECK_DESK_ORGANISERS_FROM_NETWORK") == "1"
# Served over HTTPS (`--certfile/--keyfile`, or `--behind-https-proxy` for a reverse proxy that
# says X-Forwarded-Proto: https): cookies only over HTTPS, and browsers told to keep to it.
HTTPS = os.environ.get("RIFTCHECK_DESK_HTTPS") in ("certificate", "proxy")
if os.environ.get("RIFTCHECK_DESK_HTTPS") == "proxy":
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = HTTPS
SECURE_HSTS_SECONDS = 365 * 24 * 3600 if HTTPS else 0  # sent on HTTPS answers only

# A pasted decklist up to riftcheck's own limit reaches the checker, which names the limit;
# the server refuses bodies beyond REQUEST_BODY_LIMIT before Django reads them.
# riftcheck.desk.early_refusals.BodyLimit answers bodies over REQUEST_BODY_LIMIT with the
# CLI's sentence before Django reads them; waitress stops reading at SERVER_BODY_LIMIT and
# still hands the request to the desk (riftcheck.desk.waitress_channel), for the same sentence.
REQUEST_BODY_LIMIT = MAX_DECKLIST_BYTES + 2 * 1024 * 1024
DATA_UPLOAD_MAX_MEMORY_SIZE = REQUEST_BODY_LIMIT
FILE_UPLOAD_MAX_MEMORY_SIZE = MAX_DECKLIST_BYTES + 1024 * 1024
SERVER_BODY_LIMIT = 64 * 1024 * 1024

LOGGING = logs.configuration()  # requests.log and errors.log in the desk's folder

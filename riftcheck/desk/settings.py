"""Django settings of the desk. Secrets and the database come from riftcheck.desk.home."""

from __future__ import annotations

import os

from riftcheck.decklist.limits import MAX_DECKLIST_BYTES
from riftcheck.desk import home

DEBUG = os.environ.get("RIFTCHECK_DESK_DEBUG") == "1"  # tests only: never in a served desk
SECRET_KEY = home.secret_key()
# The desk is reached by whatever address the store's network gives the laptop; nothing
# builds a link from the Host header.
ALLOWED_HOSTS = os.environ.get("RIFTCHECK_DESK_HOSTS", "*").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "riftcheck.desk.registrations",
]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "riftcheck.desk.security.ContentSecurityPolicy",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
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
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

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
LOGIN_URL = "organiser-login"
LOGIN_REDIRECT_URL = "organiser-events"
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_HTTPONLY = True
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"  # a private link never leaks to another site; forms keep their Origin for CSRF
X_FRAME_OPTIONS = "DENY"

# A pasted decklist up to riftcheck's own limit reaches the checker, which names the limit;
# the server refuses bodies beyond REQUEST_BODY_LIMIT before Django reads them.
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_DECKLIST_BYTES + 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = DATA_UPLOAD_MAX_MEMORY_SIZE
REQUEST_BODY_LIMIT = DATA_UPLOAD_MAX_MEMORY_SIZE + 1024 * 1024

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"riftcheck.desk": {"handlers": ["console"], "level": "INFO"}},
}

"""The desk's PostgreSQL database backend: Django's, with a kept connection checked without a round trip (base.py)."""

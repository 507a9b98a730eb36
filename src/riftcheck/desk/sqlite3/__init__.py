"""The desk's SQLite database backend: Django's, with writers queued for a lock (base.py)."""

"""`riftcheck desk`: a registration desk where players submit decklists and see at once
whether they are legal, and organisers see every registration of their event.

A Django project (riftcheck.desk.settings, urls, wsgi) with one app, riftcheck.desk.registrations:
a domain module of models and operations (domain.py) that thin views call for the two audiences,
players (players.py) and organisers (organisers.py). Decklists are checked through riftcheck.api,
so the desk and `riftcheck check` give the same verdict for the same text and date. Everything
here needs the `desk` extra; nothing outside this package imports it.
"""

"""riftcheck: Riftbound deck legality checker, card database and Thai/English glossary."""

__version__ = "0.1.0"

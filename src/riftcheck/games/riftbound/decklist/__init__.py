"""Decklists as players write them: parsing, format detection and the deck code."""

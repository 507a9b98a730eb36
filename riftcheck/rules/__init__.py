"""Deck-construction rules, one small unit per rule."""

"""Reporters: one module per output format behind one small interface."""

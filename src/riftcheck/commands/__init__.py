"""One module per command: the work behind each CLI entry point."""

"""The command line: the typer app (app), its lazy stand-in for typer and the fast path that runs
a plain command line without it (lazy_typer, fast_path), and one module per command, each
turning a game's answer into printed output and an exit code.

May import: riftcheck.api, riftcheck.desk (to start it), riftcheck.report, riftcheck.glossary,
riftcheck.games and riftcheck.engine; heavy modules only inside the command that needs them.
"""

"""What a check concludes: findings with their message templates (findings, templates), a deck's
zones in the order findings are listed (zones), findings written out once in a run's language
(render_cache), what reporters are given (result), and the exit code a run ends with
(exit_codes).

May import: riftcheck.engine and its other packages, nothing above the engine.
"""

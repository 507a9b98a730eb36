"""The engine: what every game shares, and no game by name.

Three packages and a few modules. inputs/: from the bytes a run names to text (files, decoding,
limits) and why an input or a line cannot be read. run/: the pipeline and the batch pool that run a
game's checker. verdicts/: findings, their templates and zones, what reporters are given, exit
codes. Beside them: a run's options and configuration (options, config), the values a game
answers with (answers, rule_module), the caches and data folders (cache, caches, paths,
data_warnings), and languages, search keys and dates (lang, normalize, today, version).

May import: nothing of riftcheck outside riftcheck.engine.
"""

"""The engine: what every game shares, and no game by name.

Inputs and their decoding (inputs, input_files, decoding, limits), why an input or a line cannot
be read (refusals, reasons, templates), a run's options and configuration (options, config), the
pipeline and the batch pool that run a game's checker (checking, pipeline, checker_pool,
batch_sizing, input_memo), findings and verdicts (findings, render_cache, zones, result,
exit_codes), the values a game answers with (answers, rule_module), the caches and data folders
(cache, caches, paths, data_warnings), and languages, search keys and dates (lang, normalize,
today, version).

May import: nothing of riftcheck outside riftcheck.engine.
"""

"""Running a game's checker over a run's inputs: what the engine asks of a checker (checking),
the pipeline from inputs to reporters (pipeline), the batch pool that checks in several
processes (checker_pool, batch_sizing), and verdicts remembered by their input's bytes
(input_memo).

May import: riftcheck.engine and its other packages, nothing above the engine.
"""

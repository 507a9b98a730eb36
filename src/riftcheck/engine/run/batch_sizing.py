"""How a batch is run: how many processes check it, and the garbage collector set for it.

Kept apart from riftcheck.engine.run.checker_pool so that a run of a few files, which stays in one
process, never imports the pool (signals, pipes, worker bookkeeping).
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from contextlib import contextmanager

BATCH_COLLECTION_THRESHOLD = 20_000  # see collector_for_batch
FILES_PER_PROCESS = 200  # measured: below about 200 files a second process saves nothing
MAX_AUTO_PROCESSES = 4  # bounds memory: each worker adds about 14 MiB (proportional set size)


def process_count(jobs: int | None, inputs: int) -> int:
    """How many processes check `inputs` files: `jobs` when given (never more than the files),
    else one for every FILES_PER_PROCESS files, up to the usable CPUs and MAX_AUTO_PROCESSES."""
    if jobs is not None:
        return max(1, min(jobs, inputs))
    return max(1, min(_usable_cpus(), MAX_AUTO_PROCESSES, inputs // FILES_PER_PROCESS))


def _usable_cpus() -> int:
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


@contextmanager
def collector_for_batch() -> Iterator[None]:
    """Garbage collection set for checking many decks, and set back afterwards.

    What is loaded so far (modules, the card database) lives as long as the run, so it is
    frozen: the collector need not walk it again and again, nor make forked workers copy its
    pages by doing so. And young objects are collected every 20,000 allocations rather than
    700: a deck builds and drops thousands of objects, which reference counting frees, and
    cycles are rare. Measured: the collector otherwise took a tenth of a batch's time.
    """
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(BATCH_COLLECTION_THRESHOLD, *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()

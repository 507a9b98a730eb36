"""A checker whose worker processes die on chosen inputs, for the pool's fault-tolerance tests.

It lives in a module of its own, importable by name, so that a worker started by `spawn` or
`forkserver` (which inherits nothing but what is pickled to it) can build one.
"""

from __future__ import annotations

import os

from riftcheck.games.riftbound.checker import Checker
from riftcheck.engine.options import CheckOptions

EXIT_CODE = 3


class DyingChecker(Checker):
    """A Checker that ends its process with EXIT_CODE when handed an input whose name ends with
    one of `dies_on`, before giving any verdict of that chunk."""

    def __init__(self, options: CheckOptions, dies_on: tuple[str, ...]):
        super().__init__(options)
        self.dies_on = dies_on

    def check_inputs(self, paths: list[str]):
        if any(path.endswith(self.dies_on) for path in paths):
            os._exit(EXIT_CODE)
        return super().check_inputs(paths)

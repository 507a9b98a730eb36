"""An input, from the bytes a run is handed to the text a game reads: the files and folders a run
names (inputs, input_files), their decoding (decoding), the limits checked before any reader runs
(limits), and why a whole input or one of its lines cannot be read, in English and Thai
(refusals, reasons).

May import: riftcheck.engine and its other packages, nothing above the engine.
"""

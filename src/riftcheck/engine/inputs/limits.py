"""Input limits for decklists, checked before any parser runs.

Every value is far above what a real decklist needs and far below what would let a hostile
or mistaken input (a disk image, a log file, an alias bomb) cost noticeable time or memory.
A message that enforces a limit names it, so a user who hits one knows which it was.
"""

from __future__ import annotations

MiB = 1024 * 1024

# A decklist is a few kilobytes; 5 MiB still admits long annotated files and pasted batches.
MAX_DECKLIST_BYTES = 5 * MiB

# An organiser's Carde.io export holds every registration of an event: about 3 KB of JSON
# each, so 64 MiB covers the registration limit below with room to spare.
MAX_EXPORT_BYTES = 64 * MiB

# YAML is parsed by PyYAML's Python constructor at about 3 s a megabyte; a YAML decklist is
# a few kilobytes, so 512 KiB keeps the worst case near a second and a half.
MAX_YAML_CHARS = 512 * 1024

# The longest honest line is a Pixelborn or Tabletop Simulator code of a whole deck
# (56 cards take under 800 characters); JSON, often written on one line, is exempt.
MAX_LINE_CHARS = 4096

# Deck codes allow large counts ("any number of" cards, v5), but never near a thousand.
MIN_COUNT = 1
MAX_COUNT = 999

# The longest real list has under 70 entries (a Tabletop Simulator list, one entry per run of
# copies); 1,000 entries, readable or not, bound the work and the report for any one deck.
MAX_ENTRIES = 1_000

# The longest card name is under 40 characters; 200 leaves room for a bracketed print
# code, a set name or a player's own annotation after the name.
MAX_NAME_CHARS = 200

# The deepest supported shape (a Carde.io export) nests about 6 levels; 32 is generous and
# keeps recursive readers far from Python's recursion limit.
MAX_NESTING = 32

# The largest events seen have about 2,000 players; 20,000 allows ten times that.
MAX_REGISTRATIONS = 20_000

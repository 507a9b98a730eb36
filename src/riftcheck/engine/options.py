"""What a run of `riftcheck check` (or a call of the public API) checks against, for any game:
the game, its format and date, the language of the verdicts and how inputs are read."""

from __future__ import annotations

from collections import namedtuple

UNKNOWN_NEW_CARDS = ("error", "warn")  # what --unknown-new-cards and the API's unknown_new_cards take

# The fields, in order, with their defaults:
#   format: str = "constructed"
#   as_of: datetime.date | None = None
#   lang: str = "en"
#   input_format: str | None = None
#   strict: bool = False
#   region: str | None = None  # the event's region for set release dates (TR 601.2.b); None: English dates
#   pool, pool_dir: str | None = None  # Limited play: the pool file every deck was built from, or a
#       folder holding one pool per deck under the deck file's name (see riftcheck.games.riftbound.pools).
#   unknown_new_cards: str = "error"  # or "warn": see riftcheck.games.riftbound.rules.new_set_card (Riftbound)
#   game: str = "riftbound"  # which game's checker (riftcheck.games) reads and checks the decks
_FIELDS = "format as_of lang input_format strict region pool pool_dir unknown_new_cards game"
_DEFAULTS = ("constructed", None, "en", None, False, None, None, None, "error", "riftbound")


class CheckOptions(namedtuple("CheckOptions", _FIELDS, defaults=_DEFAULTS)):
    """What a run checks against and how it writes its verdicts; hashable, so that the public
    API keeps one checker per distinct options. A named tuple from collections: its class costs
    a tenth of a frozen dataclass's to define at start-up, and typing's NamedTuple would import
    typing, which nothing else on a check's way needs."""

    __slots__ = ()

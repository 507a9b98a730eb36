"""What a run of `riftcheck check` (or a call of the public API) checks against, for any game:
the game, its format and date, the language of the verdicts and how inputs are read."""

from __future__ import annotations

import datetime
from typing import NamedTuple

UNKNOWN_NEW_CARDS = ("error", "warn")  # what --unknown-new-cards and the API's unknown_new_cards take


class CheckOptions(NamedTuple):
    """What a run checks against and how it writes its verdicts; hashable, so that the public
    API keeps one checker per distinct options. A named tuple: its class costs a tenth of a
    frozen dataclass's to define at start-up."""

    format: str = "constructed"
    as_of: datetime.date | None = None
    lang: str = "en"
    input_format: str | None = None
    strict: bool = False
    region: str | None = None  # the event's region for set release dates (TR 601.2.b); None: English dates
    # Limited play: the pool file every deck was built from, or a folder holding one pool per
    # deck under the deck file's name (see riftcheck.games.riftbound.pools).
    pool: str | None = None
    pool_dir: str | None = None
    unknown_new_cards: str = "error"  # or "warn": see riftcheck.games.riftbound.rules.new_set_card (Riftbound)
    game: str = "riftbound"  # which game's checker (riftcheck.games) reads and checks the decks

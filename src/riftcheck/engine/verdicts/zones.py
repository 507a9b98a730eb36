"""The zones of a deck, in the order its findings are listed: a game's zones outside these
(Magic's command zone) come after them."""

ZONES = ("legend", "champion", "main", "battlefields", "runes", "sideboard")
